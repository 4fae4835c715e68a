/// The date operators (weekday, same, before, before_or_same, after,
/// after_or_same, within) with the semantics of dayjs, and the date
/// parsing they need.
///
/// A date is what dayjs makes of a string or a number, as epoch
/// milliseconds. dayjs reads a string without a trailing Z with its own
/// pattern as local time, and anything else with JavaScript's Date. Local
/// time is taken as UTC here, so "2023-01-01" is midnight UTC: the same
/// instant js-yaml gives Vintner for an unquoted date. Of JavaScript's own
/// parsing only the ISO 8601 form is supported (with T, t or a space, Z or
/// an offset); its legacy forms ("Jan 1 2023") are errors.

#include "values_detail.hpp"

#include <cstdint>
#include <optional>
#include <regex>
#include <string>
#include <utility>

namespace tosca::variability::detail {

namespace {

/// JavaScript's largest time value, 100 million days either side of 1970.
constexpr double k_max_time = 8.64e15;

/// Days from 1970-01-01 to the given proleptic Gregorian date.
std::int64_t days_from_civil(std::int64_t year, std::int64_t month, std::int64_t day)
{
  year -= month <= 2 ? 1 : 0;
  const std::int64_t era = (year >= 0 ? year : year - 399) / 400;
  const std::int64_t year_of_era = year - era * 400;
  const std::int64_t day_of_year = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
  const std::int64_t day_of_era =
      year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
  return era * 146097 + day_of_era - 719468;
}

/// JavaScript's MakeDay/MakeTime: a month or day out of range rolls over
/// (2023-02-30 is March 2nd), as `new Date(y, m, d, ...)` and V8 do.
double make_time(std::int64_t year, std::int64_t month0, std::int64_t day, std::int64_t hour,
                 std::int64_t minute, std::int64_t second, std::int64_t millisecond)
{
  const std::int64_t whole_years = month0 >= 0 ? month0 / 12 : -((11 - month0) / 12);
  const std::int64_t days =
      days_from_civil(year + whole_years, month0 - whole_years * 12 + 1, 1) + day - 1;
  return static_cast<double>(days) * 86400000.0 +
         static_cast<double>(((hour * 60 + minute) * 60 + second) * 1000 + millisecond);
}

std::int64_t digits_value(const std::ssub_match& m, std::int64_t otherwise)
{
  return m.matched && m.length() > 0 ? std::stoll(m.str()) : otherwise;
}

/// Longer texts are not read as dates. Only a fraction's digits make a
/// date long, and std::regex recurses once per character: a date of
/// thousands of digits would overflow the stack. (JavaScript would read
/// one with a 230-digit fraction; no real template has one.)
constexpr std::size_t k_longest_date = 256;

/// dayjs's REGEX_PARSE and the `new Date(y, m, d, h, mi, s, ms)` it feeds,
/// quirks included: the fraction's first three digits are milliseconds as
/// an integer (".5" is 5 ms), a month 0 is December of the year before.
std::optional<double> dayjs_local(const std::string& s)
{
  if (s.size() > k_longest_date) {
    return std::nullopt;
  }
  static const std::regex pattern(
      R"(^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*)"
      R"((\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$)");
  std::smatch m;
  if (!std::regex_search(s, m, pattern)) {
    return std::nullopt;
  }
  std::int64_t year = std::stoll(m[1].str());
  if (year <= 99) {
    year += 1900;  // the Date constructor's two-digit years
  }
  const std::int64_t month0 = m[2].matched ? std::stoll(m[2].str()) - 1 : 0;
  const std::int64_t millisecond = m[7].matched ? std::stoll(m[7].str().substr(0, 3)) : 0;
  return make_time(year, month0, digits_value(m[3], 1), digits_value(m[4], 0),
                   digits_value(m[5], 0), digits_value(m[6], 0), millisecond);
}

/// JavaScript's Date parsing of the ISO 8601 form (V8's ranges: day up
/// to 31 rolling over, hour 24 only as 24:00, a fraction's first three
/// digits as milliseconds).
std::optional<double> iso_date(const std::string& s)
{
  if (s.size() > k_longest_date) {
    return std::nullopt;
  }
  static const std::regex pattern(
      R"(^([+-]\d{6}|\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?)"
      R"((?:[Tt ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?([Zz]|([+-])(\d{2}):?(\d{2}))?$)");
  std::smatch m;
  if (!std::regex_search(s, m, pattern)) {
    return std::nullopt;
  }
  const std::int64_t month = digits_value(m[2], 1);
  const std::int64_t day = digits_value(m[3], 1);
  const std::int64_t hour = digits_value(m[4], 0);
  const std::int64_t minute = digits_value(m[5], 0);
  const std::int64_t second = digits_value(m[6], 0);
  std::string fraction = m[7].matched ? m[7].str().substr(0, 3) : "0";
  fraction.resize(3, '0');
  const std::int64_t millisecond = std::stoll(fraction);
  const bool midnight_24 = hour == 24 && minute == 0 && second == 0 && millisecond == 0;
  if (month < 1 || month > 12 || day < 1 || day > 31 || (hour > 23 && !midnight_24) ||
      minute > 59 || second > 59) {
    return std::nullopt;
  }
  double time =
      make_time(std::stoll(m[1].str()), month - 1, day, hour, minute, second, millisecond);
  if (m[9].matched) {
    const double offset =
        static_cast<double>(std::stoll(m[10].str()) * 60 + std::stoll(m[11].str()));
    time -= (m[9].str() == "+" ? 1 : -1) * offset * 60000.0;
  }
  return time;
}

/// A date argument (as written: Vintner does not evaluate it) in epoch
/// milliseconds.
double date_of(const Call& c, const Value& v)
{
  std::optional<double> time;
  if (is_number(v)) {
    time = std::trunc(as_double(v));  // JavaScript's TimeClip
  } else if (v.kind == Kind::string) {
    const bool zulu = !v.string.empty() && (v.string.back() == 'Z' || v.string.back() == 'z');
    time = zulu ? std::nullopt : dayjs_local(v.string);
    if (!time) {
      time = iso_date(v.string);
    }
  }
  if (!time || !std::isfinite(*time) || std::fabs(*time) > k_max_time) {
    c.fail(v, "expects a date (an ISO 8601 string or epoch milliseconds), got " + to_json(v));
  }
  return *time == 0 ? 0 : *time;
}

std::pair<double, double> two_dates(const Call& c)
{
  const auto& items = arguments(c, 2);
  return {date_of(c, items[0]), date_of(c, items[1])};
}

}  // namespace

Value op_weekday(const Call& c)
{
  return c.result(Value::of(c.scope.weekday));
}

// dayjs compares at millisecond granularity when no unit is given.
Value op_same(const Call& c)
{
  const auto [a, b] = two_dates(c);
  return c.result(Value::of(a == b));
}

Value op_before(const Call& c)
{
  const auto [a, b] = two_dates(c);
  return c.result(Value::of(a < b));
}

Value op_before_or_same(const Call& c)
{
  const auto [a, b] = two_dates(c);
  return c.result(Value::of(a <= b));
}

Value op_after(const Call& c)
{
  const auto [a, b] = two_dates(c);
  return c.result(Value::of(a > b));
}

Value op_after_or_same(const Call& c)
{
  const auto [a, b] = two_dates(c);
  return c.result(Value::of(a >= b));
}

/// dayjs's isBetween with its default '()': exclusive at both ends, and
/// bounds given in either order.
Value op_within(const Call& c)
{
  const auto& items = arguments(c, 2);
  const auto& bounds = list_of(c, items[1]);
  if (bounds.size() != 2) {
    c.fail(items[1], "expects a range [lower, upper], got " + std::to_string(bounds.size()) +
                         " bounds");
  }
  const double date = date_of(c, items[0]);
  const double lower = date_of(c, bounds[0]);
  const double upper = date_of(c, bounds[1]);
  const bool inside = (date > lower && date < upper) || (date < lower && date > upper);
  return c.result(Value::of(inside));
}

}  // namespace tosca::variability::detail
