#include "tosca/support/xml_escape.hpp"

namespace tosca {

std::string escape_xml(std::string_view text, bool attribute)
{
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += attribute ? "&quot;" : "\""; break;
    case '\r': out += "&#13;"; break;
    case '\t': out += attribute ? "&#9;" : "\t"; break;
    case '\n': out += attribute ? "&#10;" : "\n"; break;
    default:
      if (static_cast<unsigned char>(c) < 0x20) {
        out += "\xEF\xBF\xBD"; // U+FFFD
      } else {
        out += c;
      }
    }
  }
  return out;
}

bool xml_safe(std::string_view text)
{
  for (unsigned char c : text) {
    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
      return false;
    }
  }
  return true;
}

namespace {

bool ncname_start(unsigned char c)
{
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c >= 0x80;
}

bool ncname_char(unsigned char c)
{
  return ncname_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

}  // namespace

bool is_ncname(std::string_view s)
{
  if (s.empty() || !ncname_start(static_cast<unsigned char>(s.front()))) {
    return false;
  }
  for (char c : s) {
    if (!ncname_char(static_cast<unsigned char>(c))) {
      return false;
    }
  }
  return true;
}

std::string_view trim_xml_space(std::string_view s)
{
  constexpr std::string_view space = " \t\r\n";
  const auto first = s.find_first_not_of(space);
  if (first == std::string_view::npos) {
    return {};
  }
  return s.substr(first, s.find_last_not_of(space) - first + 1);
}

}  // namespace tosca
