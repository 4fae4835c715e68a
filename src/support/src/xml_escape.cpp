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

bool is_xml_name_start(char32_t c)
{
  return (c >= 'A' && c <= 'Z') || c == '_' || (c >= 'a' && c <= 'z') ||
         (c >= 0xC0 && c <= 0xD6) || (c >= 0xD8 && c <= 0xF6) || (c >= 0xF8 && c <= 0x2FF) ||
         (c >= 0x370 && c <= 0x37D) || (c >= 0x37F && c <= 0x1FFF) ||
         (c >= 0x200C && c <= 0x200D) || (c >= 0x2070 && c <= 0x218F) ||
         (c >= 0x2C00 && c <= 0x2FEF) || (c >= 0x3001 && c <= 0xD7FF) ||
         (c >= 0xF900 && c <= 0xFDCF) || (c >= 0xFDF0 && c <= 0xFFFD) ||
         (c >= 0x10000 && c <= 0xEFFFF);
}

bool is_xml_name_char(char32_t c)
{
  return is_xml_name_start(c) || c == '-' || c == '.' || (c >= '0' && c <= '9') || c == 0xB7 ||
         (c >= 0x300 && c <= 0x36F) || (c >= 0x203F && c <= 0x2040);
}

namespace {

/// The code point at `i` of UTF-8 text, advancing `i`; U+FFFF (no name
/// character) for a byte sequence that is not UTF-8.
char32_t next_code_point(std::string_view s, std::size_t& i)
{
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char lead = b(i);
  const std::size_t n = lead < 0x80   ? 1
                       : lead < 0xC2 ? 0
                       : lead < 0xE0 ? 2
                       : lead < 0xF0 ? 3
                       : lead < 0xF5 ? 4
                                     : 0;
  if (n == 0 || i + n > s.size()) {
    i = s.size();
    return 0xFFFF;
  }
  char32_t c = n == 1 ? lead : lead & (0xFF >> (n + 1));
  for (std::size_t k = 1; k < n; ++k) {
    if ((b(i + k) & 0xC0) != 0x80) {
      i = s.size();
      return 0xFFFF;
    }
    c = (c << 6) | (b(i + k) & 0x3F);
  }
  i += n;
  constexpr char32_t least[] = {0, 0, 0x80, 0x800, 0x10000}; // shorter forms are not UTF-8
  return c < least[n] || c > 0x10FFFF ? char32_t{0xFFFF} : c;
}

}  // namespace

bool is_ncname(std::string_view s)
{
  for (std::size_t i = 0; i < s.size();) {
    const bool first = i == 0;
    const char32_t c = next_code_point(s, i);
    if (first ? !is_xml_name_start(c) : !is_xml_name_char(c)) {
      return false;
    }
  }
  return !s.empty();
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
