#include "tosca/support/uri.hpp"

#include <cctype>

namespace tosca {

namespace {

int hex_value(char c)
{
  if (c >= '0' && c <= '9') {
    return c - '0';
  }
  if (c >= 'a' && c <= 'f') {
    return c - 'a' + 10;
  }
  if (c >= 'A' && c <= 'F') {
    return c - 'A' + 10;
  }
  return -1;
}

}  // namespace

std::string percent_decode(std::string_view s)
{
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && hex_value(s[i + 1]) >= 0 &&
        hex_value(s[i + 2]) >= 0) {
      out += static_cast<char>(hex_value(s[i + 1]) * 16 + hex_value(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string percent_encode_path(std::string_view path)
{
  static constexpr char k_hex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : path) {
    auto u = static_cast<unsigned char>(c);
    bool keep = std::isalnum(u) != 0 || std::string_view("-._~!$&'()*+,;=/:@").find(c) !=
                                            std::string_view::npos;
    if (keep) {
      out += c;
    } else {
      out += '%';
      out += k_hex[u >> 4];
      out += k_hex[u & 0xF];
    }
  }
  return out;
}

bool has_uri_scheme(std::string_view s)
{
  std::size_t i = 0;
  while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) != 0 || s[i] == '+' ||
                          s[i] == '-' || s[i] == '.')) {
    ++i;
  }
  return i >= 2 && i < s.size() && s[i] == ':' && std::isalpha(static_cast<unsigned char>(s[0])) != 0;
}

}  // namespace tosca
