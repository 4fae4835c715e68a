/// The constraint operators (equal, greater, greater_or_equal, less,
/// less_or_equal, in_range, valid_values, length, min_length, max_length)
/// with the semantics of JavaScript's ===, < and string length. Their
/// arguments are evaluated.

#include "values_detail.hpp"

#include <algorithm>
#include <compare>
#include <string>
#include <utility>
#include <vector>

namespace tosca::variability::detail {

namespace {

/// JavaScript's === (and the SameValueZero of `includes`) on evaluated
/// values: numbers by value whatever their YAML kind, other kinds only
/// equal to their own kind. Lists compare by content, where JavaScript
/// would compare object identity, which no template could rely on.
bool same_value(const Value& a, const Value& b)
{
  if (is_number(a) && is_number(b)) {
    if (a.kind == Kind::integer && b.kind == Kind::integer) {
      return a.integer == b.integer;
    }
    return as_double(a) == as_double(b);
  }
  if (a.kind != b.kind) {
    return false;
  }
  switch (a.kind) {
  case Kind::null: return true;
  case Kind::boolean: return a.boolean == b.boolean;
  case Kind::string: return a.string == b.string;
  case Kind::list:
    return std::equal(a.items.begin(), a.items.end(), b.items.begin(), b.items.end(), same_value);
  default: return a == b;
  }
}

/// Orders evaluated values as JavaScript's < does for two numbers or two
/// strings (by UTF-16 code units). Mixed kinds, which JavaScript would
/// coerce, are an error.
std::partial_ordering order(const Call& c, const Value& a, const Value& a_written, const Value& b,
                            const Value& b_written)
{
  if (is_number(a) && is_number(b)) {
    return as_double(a) <=> as_double(b);
  }
  if (a.kind == Kind::string && b.kind == Kind::string) {
    return to_utf16(a.string) <=> to_utf16(b.string);
  }
  const bool a_ok = is_number(a) || a.kind == Kind::string;
  c.fail(a_ok ? b_written : a_written,
         "expects two numbers or two strings, got " + describe(a) + " and " + describe(b));
}

std::partial_ordering compare_arguments(const Call& c)
{
  const auto& items = arguments(c, 2);
  return order(c, c.eval(items[0]), items[0], c.eval(items[1]), items[1]);
}

/// The string's length in UTF-16 code units, as JavaScript counts, and the
/// wanted length.
std::pair<double, double> lengths(const Call& c)
{
  const auto& items = arguments(c, 2);
  const Value element = c.eval(items[0]);
  const auto length = static_cast<double>(to_utf16(string_of(c, element, items[0])).size());
  return {length, number_of(c, c.eval(items[1]), items[1])};
}

}  // namespace

Value op_equal(const Call& c)
{
  const auto& items = list_of(c, c.args);
  if (items.empty()) {
    c.fail(c.args, "expects at least 1 argument, got none");
  }
  const Value first = c.eval(items[0]);
  // Stops at the first difference, as Array.prototype.every does.
  for (std::size_t i = 1; i < items.size(); ++i) {
    if (!same_value(c.eval(items[i]), first)) {
      return c.result(Value::of(false));
    }
  }
  return c.result(Value::of(true));
}

Value op_greater(const Call& c)
{
  return c.result(Value::of(compare_arguments(c) > 0));
}

Value op_greater_or_equal(const Call& c)
{
  return c.result(Value::of(compare_arguments(c) >= 0));
}

Value op_less(const Call& c)
{
  return c.result(Value::of(compare_arguments(c) < 0));
}

Value op_less_or_equal(const Call& c)
{
  return c.result(Value::of(compare_arguments(c) <= 0));
}

// The bounds are evaluated, as the specification's NumericExpression says;
// Vintner compares them as written, which makes an expression bound false.
Value op_in_range(const Call& c)
{
  const auto& items = arguments(c, 2);
  const auto& bounds = list_of(c, items[1]);
  if (bounds.size() != 2) {
    c.fail(items[1], "expects a range [lower, upper], got " + std::to_string(bounds.size()) +
                         " bounds");
  }
  const Value value = c.eval(items[0]);
  const Value lower = c.eval(bounds[0]);
  const Value upper = c.eval(bounds[1]);
  const bool inside = order(c, lower, bounds[0], value, items[0]) <= 0 &&
                      order(c, value, items[0], upper, bounds[1]) <= 0;
  return c.result(Value::of(inside));
}

Value op_valid_values(const Call& c)
{
  const auto& items = arguments(c, 2);
  const Value value = c.eval(items[0]);
  std::vector<Value> valid;
  for (const auto& item : list_of(c, items[1])) {
    valid.push_back(c.eval(item));
  }
  const bool found = std::any_of(valid.begin(), valid.end(),
                                 [&](const Value& v) { return same_value(v, value); });
  return c.result(Value::of(found));
}

Value op_length(const Call& c)
{
  const auto [actual, wanted] = lengths(c);
  return c.result(Value::of(actual == wanted));
}

Value op_min_length(const Call& c)
{
  const auto [actual, wanted] = lengths(c);
  return c.result(Value::of(actual >= wanted));
}

Value op_max_length(const Call& c)
{
  const auto [actual, wanted] = lengths(c);
  return c.result(Value::of(actual <= wanted));
}

}  // namespace tosca::variability::detail
