/// Value expressions with the semantics of OpenTOSCA Vintner's
/// `evaluateValueExpressionRunner` (src/resolver/solver.ts) and of the npm
/// packages it calls: stats-lite, regression-js and dayjs.
///
/// Vintner runs on JavaScript, so its numbers are doubles. Arithmetic here
/// is done in double too, and a result with an integral value comes back as
/// an integer, which is how Vintner's YAML output shows it (1 + 2 and
/// 1.5 + 1.5 both print as 3). Where Vintner would produce NaN, Infinity or
/// undefined (a division by zero, the mean of nothing, a token index out of
/// range, a regression through unusable points) this evaluator throws a
/// located Error instead: such a value is no TOSCA value and would only
/// surface later, far from its cause.
///
/// Arguments are evaluated where Vintner evaluates them, and taken as
/// written where it does not: the analytical operators, the regressions,
/// the date operators and the delimiter and index of `join` and `token`
/// expect literals, as in the specification's signatures.
///
/// This file holds the dispatcher, the argument checks and the arithmetic,
/// reference and string operators. The other operators live in
/// values_constraints.cpp, values_statistics.cpp and values_dates.cpp, the
/// JavaScript number and string semantics in values_js.cpp; all of them
/// share values_detail.hpp.

#include "values.hpp"
#include "values_detail.hpp"

#include "tosca/support/diagnostics.hpp"
#include "tosca/support/json.hpp"
#include "tosca/variability/resolve.hpp"

#include <string>
#include <utility>
#include <vector>

namespace tosca::variability::detail {

// ------------------------------------------------------------ arguments

std::string describe(const Value& v)
{
  switch (v.kind) {
  case Kind::null: return "null";
  case Kind::boolean: return "a boolean";
  case Kind::integer:
  case Kind::floating: return "a number";
  case Kind::string: return "a string";
  case Kind::list: return "a list";
  case Kind::map: return "a map";
  }
  return "a value";
}

const Value::Items& list_of(const Call& c, const Value& v)
{
  if (v.kind != Kind::list) {
    c.fail(v, "expects a list, got " + describe(v));
  }
  return v.items;
}

const Value::Items& arguments(const Call& c, std::size_t n)
{
  const auto& items = list_of(c, c.args);
  if (items.size() != n) {
    c.fail(c.args,
           "expects " + std::to_string(n) + " arguments, got " + std::to_string(items.size()));
  }
  return items;
}

double number_of(const Call& c, const Value& value, const Value& written)
{
  if (!is_number(value)) {
    c.fail(written, "expects numbers, got " + describe(value));
  }
  return as_double(value);
}

double literal_number(const Call& c, const Value& v)
{
  if (!is_number(v)) {
    c.fail(v, "expects a literal number, got " + describe(v));
  }
  return as_double(v);
}

const std::string& string_of(const Call& c, const Value& value, const Value& written)
{
  if (value.kind != Kind::string) {
    c.fail(written, "expects a string, got " + describe(value));
  }
  return value.string;
}

namespace {

// ------------------------------------------------------------ arithmetic

/// The evaluated arguments of add, sub, mul and div, at least `minimum`.
std::vector<double> evaluated_numbers(const Call& c, std::size_t minimum)
{
  const auto& items = list_of(c, c.args);
  if (items.size() < minimum) {
    c.fail(c.args, "expects at least " + std::to_string(minimum) + " argument, got none");
  }
  std::vector<double> numbers;
  for (const auto& item : items) {
    numbers.push_back(number_of(c, c.eval(item), item));
  }
  return numbers;
}

Value op_add(const Call& c)
{
  double sum = 0;
  for (double d : evaluated_numbers(c, 0)) {
    sum += d;
  }
  return c.number(sum);
}

Value op_sub(const Call& c)
{
  const auto numbers = evaluated_numbers(c, 1);
  double difference = numbers[0];
  for (std::size_t i = 1; i < numbers.size(); ++i) {
    difference -= numbers[i];
  }
  return c.number(difference);
}

Value op_mul(const Call& c)
{
  double product = 1;
  for (double d : evaluated_numbers(c, 0)) {
    product *= d;
  }
  return c.number(product);
}

// Division by zero is an error, not JavaScript's Infinity or NaN: no TOSCA
// value could hold the result.
Value op_div(const Call& c)
{
  const auto numbers = evaluated_numbers(c, 1);
  double quotient = numbers[0];
  for (std::size_t i = 1; i < numbers.size(); ++i) {
    if (numbers[i] == 0) {
      c.fail(c.args.items[i], "divides by zero");
    }
    quotient /= numbers[i];
  }
  return c.number(quotient);
}

/// JavaScript's %: the remainder takes the sign of the dividend, like fmod.
Value op_mod(const Call& c)
{
  const auto& items = arguments(c, 2);
  const double dividend = number_of(c, c.eval(items[0]), items[0]);
  const double divisor = number_of(c, c.eval(items[1]), items[1]);
  if (divisor == 0) {
    c.fail(items[1], "divides by zero");
  }
  return c.number(std::fmod(dividend, divisor));
}

// ------------------------------------------------------------ references

Value op_variability_input(const Call& c)
{
  const auto& name = string_of(c, c.args, c.args);
  if (!c.scope.input) {
    c.fail(c.args, "has no variability inputs to read");
  }
  const auto& where = c.args.location.known() ? c.args.location : c.expression.location;
  // Vintner evaluates an input's value again: a default may be an expression.
  return c.eval(c.scope.input(name, where));
}

Value op_value_expression(const Call& c)
{
  const auto& name = string_of(c, c.args, c.args);
  const Value* expression = c.scope.expression ? c.scope.expression(name) : nullptr;
  if (expression == nullptr) {
    const auto& where = c.args.location.known() ? c.args.location : c.expression.location;
    throw Error("Did not find value expression \"" + name + "\"", where, k_code);
  }
  return c.eval(*expression);
}

// ------------------------------------------------------------ strings

Value op_concat(const Call& c)
{
  std::string out;
  for (const auto& item : list_of(c, c.args)) {
    out += js_to_string(c.eval(item));
  }
  return c.result(Value::of(std::move(out)));
}

Value op_join(const Call& c)
{
  const auto& items = arguments(c, 2);
  const auto& delimiter = string_of(c, items[1], items[1]);
  std::string out;
  bool first = true;
  for (const auto& item : list_of(c, items[0])) {
    out += (first ? "" : delimiter) + js_to_string(c.eval(item));
    first = false;
  }
  return c.result(Value::of(std::move(out)));
}

Value op_token(const Call& c)
{
  const auto& items = arguments(c, 3);
  const Value element = c.eval(items[0]);
  const auto& text = string_of(c, element, items[0]);
  const auto& delimiter = string_of(c, items[1], items[1]);
  const double index = literal_number(c, items[2]);
  const auto parts = js_split(text, delimiter);
  // JavaScript answers undefined for an index that is negative, fractional
  // or past the end; no value can stand for that.
  if (index < 0 || std::trunc(index) != index || index >= static_cast<double>(parts.size())) {
    c.fail(items[2], "has no token at index " + to_json(items[2]) + ": " + json_string(text) +
                         " split by " + json_string(delimiter) + " has " +
                         std::to_string(parts.size()));
  }
  return c.result(Value::of(parts[static_cast<std::size_t>(index)]));
}

// ------------------------------------------------------------ the table

struct Operator
{
  std::string_view name;
  Value (*run)(const Call&);
};

constexpr Operator k_operators[] = {
    {"add", op_add},
    {"sub", op_sub},
    {"mul", op_mul},
    {"div", op_div},
    {"mod", op_mod},
    {"variability_input", op_variability_input},
    {"value_expression", op_value_expression},
    {"concat", op_concat},
    {"join", op_join},
    {"token", op_token},
    {"equal", op_equal},
    {"greater", op_greater},
    {"greater_or_equal", op_greater_or_equal},
    {"less", op_less},
    {"less_or_equal", op_less_or_equal},
    {"in_range", op_in_range},
    {"valid_values", op_valid_values},
    {"length", op_length},
    {"min_length", op_min_length},
    {"max_length", op_max_length},
    {"sum", op_sum},
    {"count", op_count},
    {"min", op_min},
    {"max", op_max},
    {"mean", op_mean},
    {"median", op_median},
    {"variance", op_variance},
    {"standard_deviation", op_standard_deviation},
    {"linear_regression", op_linear_regression},
    {"polynomial_regression", op_polynomial_regression},
    {"logarithmic_regression", op_logarithmic_regression},
    {"exponential_regression", op_exponential_regression},
    {"weekday", op_weekday},
    {"same", op_same},
    {"before", op_before},
    {"before_or_same", op_before_or_same},
    {"after", op_after},
    {"after_or_same", op_after_or_same},
    {"within", op_within},
};

const Operator* find_operator(std::string_view name)
{
  for (const auto& op : k_operators) {
    if (op.name == name) {
      return &op;
    }
  }
  return nullptr;
}

[[noreturn]] void unknown_operator(const Value& expression)
{
  std::string message = "Unknown value expression \"" + to_json(expression) + "\"";
  if (expression.entries.size() == 1) {
    std::vector<std::string> names;
    for (const auto& op : k_operators) {
      names.emplace_back(op.name);
    }
    message += did_you_mean(expression.entries[0].first, names);
  } else {
    message += ": a value expression is a map with exactly one key, its operator";
  }
  throw Error(message, expression.location, k_code);
}

// An expression that refers to itself through value_expression (or an
// input default) would recurse until the stack runs out; a depth no real
// template reaches stops it with a message instead.
constexpr int k_max_depth = 256;
thread_local int t_depth = 0;

struct DepthGuard
{
  explicit DepthGuard(const Value& expression)
  {
    if (++t_depth > k_max_depth) {
      --t_depth;
      throw Error("Value expression nests more than " + std::to_string(k_max_depth) +
                      " levels deep; does it refer to itself?",
                  expression.location, k_code);
    }
  }
  ~DepthGuard() { --t_depth; }
  DepthGuard(const DepthGuard&) = delete;
  DepthGuard& operator=(const DepthGuard&) = delete;
};

}  // namespace

}  // namespace tosca::variability::detail

namespace tosca::variability {

ir::Value evaluate(const ir::Value& expression, const ValueScope& scope)
{
  if (expression.kind != ir::Value::Kind::map) {
    return expression;
  }
  if (expression.entries.size() != 1) {
    detail::unknown_operator(expression);
  }
  const auto& [name, args] = expression.entries[0];
  const detail::Operator* op = detail::find_operator(name);
  if (op == nullptr) {
    detail::unknown_operator(expression);
  }
  detail::DepthGuard guard(expression);
  return op->run(detail::Call{op->name, args, expression, scope});
}

bool as_logic(const ir::Value& value, const ir::Value& expression)
{
  using Kind = ir::Value::Kind;
  switch (value.kind) {
  case Kind::boolean: return value.boolean;
  case Kind::string: return true;
  case Kind::integer: return value.integer > 0;
  case Kind::floating: return value.floating > 0;
  default:
    throw Error("Unexpected value expression treated as logic \"" + detail::to_json(expression) +
                    "\"",
                expression.location, detail::k_code);
  }
}

bool is_value_operator(std::string_view key)
{
  return detail::find_operator(key) != nullptr;
}

}  // namespace tosca::variability
