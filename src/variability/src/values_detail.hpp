#pragma once
/// What the parts of the value-expression evaluator share: the call an
/// operator receives with the helpers that check its arguments, the
/// JavaScript number and string semantics the operators imitate, and the
/// operators defined outside values.cpp, for its table. Private to
/// values*.cpp; values.cpp explains the semantics as a whole.
///
/// Everything lives in namespace `detail`, each file's own helpers in an
/// anonymous namespace inside it, so that nothing leaks into
/// tosca::variability when a unity build joins these files with others.
/// Such a build also merges those anonymous namespaces: helper names must
/// differ across values*.cpp.

#include "values.hpp"

#include "tosca/ir/value.hpp"
#include "tosca/variability/resolve.hpp"

#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::variability::detail {

using ir::Value;
using Kind = ir::Value::Kind;

inline constexpr const char* k_code = "VARIABILITY_TEMPLATE";

// ------------------------------------------------------------ numbers

inline bool is_number(const Value& v)
{
  return v.kind == Kind::integer || v.kind == Kind::floating;
}

inline double as_double(const Value& v)
{
  return v.kind == Kind::integer ? static_cast<double>(v.integer) : v.floating;
}

// ------------------------------------------------------------ JavaScript (values_js.cpp)

/// A JavaScript number as a YAML value: integral values that fit become
/// integers (JavaScript prints them without a fraction), others stay
/// floating. -0 becomes 0.
Value number_value(double d, const ir::Location& where);

/// A value as compact JSON, for messages (Vintner prints expressions with
/// JSON.stringify).
std::string to_json(const Value& v);

/// UTF-8 decoded into UTF-16 code units, the units of JavaScript's string
/// length and comparison. Malformed bytes count as U+FFFD.
std::u16string to_utf16(std::string_view s);

/// JavaScript's String(value) as Array.prototype.join applies it to each
/// element: null is empty, a list joins its items with commas.
std::string js_to_string(const Value& v);

/// String.prototype.split. An empty delimiter splits into characters
/// (code points; JavaScript would split a character outside the BMP into
/// two halves that UTF-8 cannot hold).
std::vector<std::string> js_split(const std::string& s, const std::string& delimiter);

// ------------------------------------------------------------ calls (values.cpp)

/// One operator application: its name, its argument as written, the whole
/// expression (for locations) and the scope names resolve in.
struct Call
{
  std::string_view op;
  const Value& args;
  const Value& expression;
  const ValueScope& scope;

  std::string prefix() const { return "Operator \"" + std::string(op) + "\" "; }

  /// Throws at `at`, or at the expression when `at` has no location (a
  /// value that came from an input assignment rather than the template).
  [[noreturn]] void fail(const Value& at, const std::string& message) const
  {
    throw Error(prefix() + message, at.location.known() ? at.location : expression.location,
                k_code);
  }

  Value eval(const Value& v) const { return evaluate(v, scope); }

  Value result(Value v) const
  {
    v.location = expression.location;
    return v;
  }

  Value number(double d) const
  {
    if (!std::isfinite(d)) {
      fail(expression, "has no finite result");
    }
    return number_value(d, expression.location);
  }
};

/// What a value is, for "expects X, got Y" messages.
std::string describe(const Value& v);

/// `v` as a list; fails for anything else.
const Value::Items& list_of(const Call& c, const Value& v);

/// The argument as a list of exactly `n` items (Vintner's tuples).
const Value::Items& arguments(const Call& c, std::size_t n);

/// `value` (already evaluated from `written`) as a number.
double number_of(const Call& c, const Value& value, const Value& written);

/// A number as written (the operators that do not evaluate their arguments).
double literal_number(const Call& c, const Value& v);

/// `value` (already evaluated from `written`) as a string.
const std::string& string_of(const Call& c, const Value& value, const Value& written);

// ------------------------------------------------------------ operators
//
// Each takes its call and returns the evaluated result, located at the
// expression; values.cpp's table maps the operator names to them.

// values_constraints.cpp: JavaScript's ===, < and string length.
Value op_equal(const Call& c);
Value op_greater(const Call& c);
Value op_greater_or_equal(const Call& c);
Value op_less(const Call& c);
Value op_less_or_equal(const Call& c);
Value op_in_range(const Call& c);
Value op_valid_values(const Call& c);
Value op_length(const Call& c);
Value op_min_length(const Call& c);
Value op_max_length(const Call& c);

// values_statistics.cpp: stats-lite, lodash and regression-js.
Value op_sum(const Call& c);
Value op_count(const Call& c);
Value op_min(const Call& c);
Value op_max(const Call& c);
Value op_mean(const Call& c);
Value op_median(const Call& c);
Value op_variance(const Call& c);
Value op_standard_deviation(const Call& c);
Value op_linear_regression(const Call& c);
Value op_polynomial_regression(const Call& c);
Value op_logarithmic_regression(const Call& c);
Value op_exponential_regression(const Call& c);

// values_dates.cpp: dayjs.
Value op_weekday(const Call& c);
Value op_same(const Call& c);
Value op_before(const Call& c);
Value op_before_or_same(const Call& c);
Value op_after(const Call& c);
Value op_after_or_same(const Call& c);
Value op_within(const Call& c);

}  // namespace tosca::variability::detail
