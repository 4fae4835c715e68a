/// The JavaScript semantics the value operators imitate: how Vintner's
/// numbers print and come back as YAML values, and how its strings are
/// converted, measured and split.

#include "values_detail.hpp"

#include "tosca/support/json.hpp"

#include <charconv>
#include <cstdint>
#include <cstdlib>

namespace tosca::variability::detail {

// ------------------------------------------------------------ numbers

namespace {

/// JavaScript's Number::toString: the shortest digits that read back as
/// `d`, in plain notation from 1e-7 up to 1e21 and exponential outside.
std::string js_number_string(double d)
{
  if (std::isnan(d)) {
    return "NaN";
  }
  if (std::isinf(d)) {
    return d < 0 ? "-Infinity" : "Infinity";
  }
  if (d == 0) {
    return "0";
  }
  char buffer[64];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, d, std::chars_format::scientific);
  std::string_view text(buffer, static_cast<std::size_t>(result.ptr - buffer));
  std::string sign;
  if (text.front() == '-') {
    sign = "-";
    text.remove_prefix(1);
  }
  const auto e = text.find('e');
  std::string digits;
  for (char c : text.substr(0, e)) {
    if (c != '.') {
      digits += c;
    }
  }
  const int k = static_cast<int>(digits.size());
  const int n = std::atoi(std::string(text.substr(e + 1)).c_str()) + 1;
  if (k <= n && n <= 21) {
    return sign + digits + std::string(static_cast<std::size_t>(n - k), '0');
  }
  if (0 < n && n <= 21) {
    return sign + digits.substr(0, static_cast<std::size_t>(n)) + "." +
           digits.substr(static_cast<std::size_t>(n));
  }
  if (-6 < n && n <= 0) {
    return sign + "0." + std::string(static_cast<std::size_t>(-n), '0') + digits;
  }
  const std::string mantissa = k == 1 ? digits : digits.substr(0, 1) + "." + digits.substr(1);
  return sign + mantissa + "e" + (n - 1 < 0 ? "-" : "+") + std::to_string(std::abs(n - 1));
}

}  // namespace

std::string to_json(const Value& v)
{
  switch (v.kind) {
  case Kind::null: return "null";
  case Kind::boolean: return v.boolean ? "true" : "false";
  case Kind::integer: return std::to_string(v.integer);
  case Kind::floating: return std::isfinite(v.floating) ? js_number_string(v.floating) : "null";
  case Kind::string: return json_string(v.string);
  case Kind::list: {
    std::string out = "[";
    for (std::size_t i = 0; i < v.items.size(); ++i) {
      out += (i ? "," : "") + to_json(v.items[i]);
    }
    return out + "]";
  }
  case Kind::map: {
    std::string out = "{";
    for (std::size_t i = 0; i < v.entries.size(); ++i) {
      out += (i ? "," : "") + json_string(v.entries[i].first) + ":" + to_json(v.entries[i].second);
    }
    return out + "}";
  }
  }
  return "null";
}

Value number_value(double d, const ir::Location& where)
{
  Value v = std::trunc(d) == d && d >= -9223372036854775808.0 && d < 9223372036854775808.0
                ? Value::of(static_cast<std::int64_t>(d))
                : Value::of(d);
  v.location = where;
  return v;
}

// ------------------------------------------------------------ strings

std::u16string to_utf16(std::string_view s)
{
  std::u16string out;
  for (std::size_t i = 0; i < s.size();) {
    const auto lead = static_cast<unsigned char>(s[i]);
    const std::size_t length = lead < 0x80    ? 1
                               : lead >= 0xF0 ? 4
                               : lead >= 0xE0 ? 3
                               : lead >= 0xC0 ? 2
                                              : 0;
    if (length == 0 || i + length > s.size()) {
      out += u'\uFFFD';
      ++i;
      continue;
    }
    char32_t code = length == 1 ? lead : lead & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) {
      code = (code << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    }
    if (code >= 0x10000) {
      code -= 0x10000;
      out += static_cast<char16_t>(0xD800 + (code >> 10));
      out += static_cast<char16_t>(0xDC00 + (code & 0x3FF));
    } else {
      out += static_cast<char16_t>(code);
    }
    i += length;
  }
  return out;
}

std::string js_to_string(const Value& v)
{
  switch (v.kind) {
  case Kind::null: return "";
  case Kind::boolean: return v.boolean ? "true" : "false";
  case Kind::integer: return std::to_string(v.integer);
  case Kind::floating: return js_number_string(v.floating);
  case Kind::string: return v.string;
  case Kind::list: {
    std::string out;
    for (std::size_t i = 0; i < v.items.size(); ++i) {
      out += (i ? "," : "") + js_to_string(v.items[i]);
    }
    return out;
  }
  case Kind::map: return "[object Object]";
  }
  return "";
}

std::vector<std::string> js_split(const std::string& s, const std::string& delimiter)
{
  std::vector<std::string> parts;
  if (delimiter.empty()) {
    for (std::size_t i = 0; i < s.size();) {
      std::size_t next = i + 1;
      while (next < s.size() && (static_cast<unsigned char>(s[next]) & 0xC0) == 0x80) {
        ++next;
      }
      parts.push_back(s.substr(i, next - i));
      i = next;
    }
    return parts;
  }
  std::size_t start = 0;
  for (auto at = s.find(delimiter); at != std::string::npos; at = s.find(delimiter, start)) {
    parts.push_back(s.substr(start, at - start));
    start = at + delimiter.size();
  }
  parts.push_back(s.substr(start));
  return parts;
}

}  // namespace tosca::variability::detail
