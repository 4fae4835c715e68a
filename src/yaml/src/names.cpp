#include "tosca/yaml/names.hpp"

#include "tosca/support/xml_escape.hpp"

#include <cstdint>
#include <cstdio>

namespace tosca::yaml {

namespace {

/// Decodes one UTF-8 code point at `i` (advancing it); invalid bytes come
/// back as themselves so nothing is lost.
std::uint32_t next_code_point(std::string_view s, std::size_t& i)
{
  auto b = static_cast<unsigned char>(s[i]);
  int extra = b < 0x80 ? 0 : (b >> 5) == 6 ? 1 : (b >> 4) == 14 ? 2 : (b >> 3) == 30 ? 3 : -1;
  if (extra < 0 || i + extra >= s.size() + (extra == 0 ? 1 : 0)) {
    ++i;
    return b;
  }
  std::uint32_t cp = extra == 0 ? b : b & (0x3F >> extra);
  for (int k = 1; k <= extra; ++k) {
    cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  }
  i += extra + 1;
  return cp;
}

bool is_hex(char c)
{
  return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F');
}

/// Length of an `_xHHHH_`..`_xHHHHHH_` escape at `i`, or 0.
std::size_t escape_at(std::string_view s, std::size_t i)
{
  if (s.substr(i, 2) != "_x") {
    return 0;
  }
  std::size_t j = i + 2;
  while (j < s.size() && is_hex(s[j]) && j - i - 2 < 6) {
    ++j;
  }
  std::size_t digits = j - i - 2;
  if (digits >= 4 && j < s.size() && s[j] == '_') {
    return j + 1 - i;
  }
  return 0;
}

void append_escape(std::string& out, std::uint32_t cp)
{
  char buf[16];
  std::snprintf(buf, sizeof buf, cp > 0xFFFF ? "_x%06X_" : "_x%04X_", cp);
  out += buf;
}

}  // namespace

std::string encode_ncname(std::string_view name)
{
  std::string out;
  if (name.empty()) {
    return "_x_";  // the one spelling of the empty name; decode maps it back
  }
  std::size_t i = 0;
  bool first = true;
  while (i < name.size()) {
    std::size_t start = i;
    if (escape_at(name, i) != 0) {
      append_escape(out, '_');
      ++i;
      first = false;
      continue;
    }
    std::uint32_t cp = next_code_point(name, i);
    bool ok = first ? is_xml_name_start(cp) : is_xml_name_char(cp);
    if (ok) {
      out.append(name.substr(start, i - start));
    } else {
      append_escape(out, cp);
    }
    first = false;
  }
  return out;
}

std::string decode_ncname(std::string_view name)
{
  if (name == "_x_") {
    return {};
  }
  std::string out;
  for (std::size_t i = 0; i < name.size();) {
    if (std::size_t n = escape_at(name, i)) {
      auto cp = static_cast<std::uint32_t>(std::stoul(std::string(name.substr(i + 2, n - 3)), nullptr, 16));
      if (cp < 0x80) {
        out += static_cast<char>(cp);
      } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
      } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
      } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
      }
      i += n;
      continue;
    }
    out += name[i++];
  }
  return out;
}

std::string properties_element_name(std::string_view type_name)
{
  return encode_ncname(type_name) + ".Properties";
}

}  // namespace tosca::yaml
