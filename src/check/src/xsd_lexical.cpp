// XML Schema lexical spaces of the types property typing maps to TOSCA's
// integer (xs:integer and its subtypes), float (xs:decimal, xs:float,
// xs:double), boolean and timestamp (xs:dateTime).
#include "xsd_lexical.hpp"

#include "tosca/support/xml_escape.hpp"

namespace tosca::check::detail {

namespace {

bool digit(char c)
{
  return c >= '0' && c <= '9';
}

/// Consumes one or more digits at `i`; false if there are none.
bool digits(std::string_view s, std::size_t& i, std::size_t min = 1)
{
  std::size_t start = i;
  while (i < s.size() && digit(s[i])) {
    ++i;
  }
  return i - start >= min;
}

bool integer(std::string_view s)
{
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    ++i;
  }
  return digits(s, i) && i == s.size();
}

/// xs:decimal, xs:float and xs:double together (with exponent, INF, NaN).
bool number(std::string_view s)
{
  if (s == "INF" || s == "-INF" || s == "+INF" || s == "NaN") {
    return true;
  }
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    ++i;
  }
  bool whole = digits(s, i);
  bool fraction = false;
  if (i < s.size() && s[i] == '.') {
    ++i;
    fraction = digits(s, i);
  }
  if (!whole && !fraction) {
    return false;
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
      ++i;
    }
    if (!digits(s, i)) {
      return false;
    }
  }
  return i == s.size();
}

bool fixed(std::string_view s, std::size_t& i, std::size_t n)
{
  for (std::size_t k = 0; k < n; ++k, ++i) {
    if (i >= s.size() || !digit(s[i])) {
      return false;
    }
  }
  return true;
}

bool expect(std::string_view s, std::size_t& i, char c)
{
  if (i < s.size() && s[i] == c) {
    ++i;
    return true;
  }
  return false;
}

/// -?YYYY-MM-DDThh:mm:ss(.s+)?(Z|(+|-)hh:mm)?
bool date_time(std::string_view s)
{
  std::size_t i = 0;
  expect(s, i, '-');
  std::size_t year_start = i;
  if (!digits(s, i, 4) || (i - year_start > 4 && s[year_start] == '0')) {
    return false;
  }
  if (!expect(s, i, '-') || !fixed(s, i, 2) || !expect(s, i, '-') || !fixed(s, i, 2) ||
      !expect(s, i, 'T') || !fixed(s, i, 2) || !expect(s, i, ':') || !fixed(s, i, 2) ||
      !expect(s, i, ':') || !fixed(s, i, 2)) {
    return false;
  }
  // Field ranges: month 01-12, day 01-31, hour 00-24, minute 00-59, second 00-60.
  const std::size_t t = s.find('T');
  auto field = [&](std::size_t at) { return (s[at] - '0') * 10 + (s[at + 1] - '0'); };
  const int month = field(t - 5);
  const int day = field(t - 2);
  if (month < 1 || month > 12 || day < 1 || day > 31 || field(t + 1) > 24 || field(t + 4) > 59 ||
      field(t + 7) > 60) {
    return false;
  }
  if (expect(s, i, '.') && !digits(s, i)) {
    return false;
  }
  if (expect(s, i, 'Z')) {
    return i == s.size();
  }
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    ++i;
    return fixed(s, i, 2) && expect(s, i, ':') && fixed(s, i, 2) && i == s.size();
  }
  return i == s.size();
}

} // namespace

bool lexical_ok(std::string_view tosca_type, std::string_view text)
{
  text = trim_xml_space(text); // XML Schema's whiteSpace "collapse", at the ends
  if (text.empty()) {
    return true;
  }
  if (tosca_type == "integer") {
    return integer(text);
  }
  if (tosca_type == "float") {
    return number(text);
  }
  if (tosca_type == "boolean") {
    return text == "true" || text == "false" || text == "1" || text == "0";
  }
  if (tosca_type == "timestamp") {
    return date_time(text);
  }
  return true;
}

} // namespace tosca::check::detail
