/// The JSON string escaper and writer (json.hpp).

#include "tosca/support/json.hpp"

#include "tosca/support/files.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace tosca {

void append_json_string(std::string_view s, std::string& out)
{
  out += '"';
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\r':
      out += "\\r";
      break;
    case '\t':
      out += "\\t";
      break;
    default:
      if (c < 0x20) {
        char buffer[8];
        std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
        out += buffer;
      } else {
        out += ch;
      }
    }
  }
  out += '"';
}

std::string json_string(std::string_view s)
{
  std::string out;
  append_json_string(s, out);
  return out;
}

void JsonWriter::newline(std::size_t depth)
{
  if (m_indent >= 0) {
    m_out += '\n';
    m_out.append(depth * static_cast<std::size_t>(m_indent), ' ');
  }
}

void JsonWriter::begin_value()
{
  if (m_keyed) {
    m_keyed = false;
    return;
  }
  if (!m_empty.empty()) {
    if (!m_empty.back()) {
      m_out += ',';
    }
    m_empty.back() = false;
    newline(m_empty.size());
  }
}

JsonWriter& JsonWriter::open(char c)
{
  begin_value();
  m_out += c;
  m_empty.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::close(char c)
{
  const bool empty = m_empty.back();
  m_empty.pop_back();
  if (!empty) {
    newline(m_empty.size());
  }
  m_out += c;
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view k)
{
  string(k); // as a value of the object, then its colon
  m_out += m_indent >= 0 ? ": " : ":";
  m_keyed = true;
  return *this;
}

JsonWriter& JsonWriter::string(std::string_view s)
{
  begin_value();
  std::size_t bad = first_invalid_utf8(s);
  if (bad == std::string_view::npos) { // as most strings are
    append_json_string(s, m_out);
    return *this;
  }
  std::string valid;
  for (; bad != std::string_view::npos; bad = first_invalid_utf8(s)) {
    valid.append(s.substr(0, bad));
    valid += "\xEF\xBF\xBD"; // U+FFFD for the byte
    s.remove_prefix(bad + 1);
  }
  valid.append(s);
  append_json_string(valid, m_out);
  return *this;
}

JsonWriter& JsonWriter::number(std::uint64_t n)
{
  begin_value();
  m_out += std::to_string(n);
  return *this;
}

JsonWriter& JsonWriter::integer(std::int64_t n)
{
  begin_value();
  m_out += std::to_string(n);
  return *this;
}

JsonWriter& JsonWriter::number(double d)
{
  begin_value();
  if (!std::isfinite(d)) {
    m_out += "null";
    return *this;
  }
  // The shortest digits, from "d.ddde±x", then placed as nlohmann's
  // dump places them: fixed from 1e-4 up to 1e15, else scientific.
  char buffer[64];
  const auto r = std::to_chars(buffer, buffer + sizeof buffer, d, std::chars_format::scientific);
  std::string_view text(buffer, static_cast<std::size_t>(r.ptr - buffer));
  if (text.front() == '-') {
    m_out += '-';
    text.remove_prefix(1);
  }
  const std::size_t e = text.find('e');
  std::string digits(text.substr(0, e));
  if (digits.size() > 1) {
    digits.erase(1, 1); // the point
  }
  int exponent = 0;
  std::from_chars(text.data() + e + 1 + (text[e + 1] == '+' ? 1 : 0), text.data() + text.size(),
                  exponent);
  const int k = static_cast<int>(digits.size());
  const int n = exponent + 1; // where the point goes, counted from the first digit
  if (k <= n && n <= 15) {
    m_out += digits;
    m_out.append(static_cast<std::size_t>(n - k), '0');
    m_out += ".0";
  } else if (0 < n && n <= 15) {
    m_out.append(digits, 0, static_cast<std::size_t>(n));
    m_out += '.';
    m_out.append(digits, static_cast<std::size_t>(n));
  } else if (-4 < n && n <= 0) {
    m_out += "0.";
    m_out.append(static_cast<std::size_t>(-n), '0');
    m_out += digits;
  } else {
    m_out += digits[0];
    if (k > 1) {
      m_out += '.';
      m_out.append(digits, 1);
    }
    const int x = n - 1;
    m_out += x < 0 ? "e-" : "e+";
    const int magnitude = x < 0 ? -x : x;
    if (magnitude < 10) {
      m_out += '0';
    }
    m_out += std::to_string(magnitude);
  }
  return *this;
}

JsonWriter& JsonWriter::null()
{
  begin_value();
  m_out += "null";
  return *this;
}

JsonWriter& JsonWriter::raw(std::string_view json)
{
  begin_value();
  m_out += json;
  return *this;
}

JsonWriter& JsonWriter::boolean(bool b)
{
  begin_value();
  m_out += b ? "true" : "false";
  return *this;
}

}  // namespace tosca
