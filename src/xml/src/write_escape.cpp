// Character-level output of the XML writer: escaping of text and attribute
// values, names XML accepts, and a last check that the document is UTF-8
// made of XML characters only.
#include "write_context.hpp"

namespace tosca::xml::detail {

namespace {

bool is_illegal_control(unsigned char c)
{
  return c < 0x20 && c != '\t' && c != '\n' && c != '\r';
}

}  // namespace

std::size_t replace_invalid_utf8(std::string& s)
{
  std::size_t replaced = 0;
  std::string out;
  std::size_t i = 0;
  const std::size_t n = s.size();
  while (i < n) {
    const auto b = static_cast<unsigned char>(s[i]);
    std::size_t len = b < 0x80           ? 1
                      : (b >> 5) == 0x6  ? 2
                      : (b >> 4) == 0xE  ? 3
                      : (b >> 3) == 0x1E ? 4
                                         : 0;
    std::uint32_t cp = len == 1 ? b : len == 2 ? (b & 0x1F) : len == 3 ? (b & 0x0F) : (b & 0x07);
    bool ok = len != 0 && i + len <= n;
    for (std::size_t k = 1; ok && k < len; ++k) {
      const auto c = static_cast<unsigned char>(s[i + k]);
      ok = (c & 0xC0) == 0x80;
      cp = (cp << 6) | (c & 0x3F);
    }
    // Overlong forms, surrogates, beyond U+10FFFF, and U+FFFE/U+FFFF (not XML characters).
    ok = ok && !(len == 2 && cp < 0x80) && !(len == 3 && cp < 0x800) &&
         !(len == 4 && cp < 0x10000) && !(cp >= 0xD800 && cp <= 0xDFFF) && cp <= 0x10FFFF &&
         cp != 0xFFFE && cp != 0xFFFF;
    if (ok) {
      out.append(s, i, len);
      i += len;
    } else {
      out += "\xEF\xBF\xBD"; // U+FFFD
      ++replaced;
      ++i;
    }
  }
  if (replaced != 0) {
    s = std::move(out);
  }
  return replaced;
}

std::size_t escape_text(std::string_view in, std::string& out)
{
  std::size_t dropped = 0;
  for (char ch : in) {
    switch (ch) {
    case '&':
      out += "&amp;";
      break;
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '\r':
      out += "&#13;";
      break;
    default:
      if (is_illegal_control(static_cast<unsigned char>(ch))) {
        ++dropped;
      } else {
        out += ch;
      }
    }
  }
  return dropped;
}

std::size_t escape_attribute(std::string_view in, std::string& out)
{
  std::size_t dropped = 0;
  for (char ch : in) {
    switch (ch) {
    case '&':
      out += "&amp;";
      break;
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '"':
      out += "&quot;";
      break;
    case '\t':
      out += "&#9;";
      break;
    case '\n':
      out += "&#10;";
      break;
    case '\r':
      out += "&#13;";
      break;
    default:
      if (is_illegal_control(static_cast<unsigned char>(ch))) {
        ++dropped;
      } else {
        out += ch;
      }
    }
  }
  return dropped;
}

}  // namespace tosca::xml::detail
