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

namespace {

/// The length of the UTF-8 sequence of one XML character at `s[i]`, or 0.
std::size_t xml_char_at(const std::string& s, std::size_t i)
{
  const std::size_t n = s.size();
  const auto b = static_cast<unsigned char>(s[i]);
  if (b < 0x80) {
    return 1;
  }
  const std::size_t len = (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
  std::uint32_t cp = len == 2 ? (b & 0x1F) : len == 3 ? (b & 0x0F) : (b & 0x07);
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
  return ok ? len : 0;
}

}  // namespace

std::size_t replace_invalid_utf8(std::string& s)
{
  // A valid document (nearly always) is only read: a copy of a big output
  // would double the writer's peak memory.
  const std::size_t n = s.size();
  std::size_t i = 0;
  for (std::size_t len = 0; i < n && (len = xml_char_at(s, i)) != 0;) {
    i += len;
  }
  if (i == n) {
    return 0;
  }
  std::size_t replaced = 0;
  std::string out;
  out.reserve(n + 16);
  out.append(s, 0, i);
  while (i < n) {
    if (const std::size_t len = xml_char_at(s, i); len != 0) {
      out.append(s, i, len);
      i += len;
    } else {
      out += "\xEF\xBF\xBD"; // U+FFFD
      ++replaced;
      ++i;
    }
  }
  s = std::move(out);
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
