// Unit tests for the value expressions of src/variability (values.cpp):
// every operator, JavaScript's number behaviour (integers stay integers,
// toFixed and regression-js rounding), dates as dayjs reads them, the cases
// of Vintner's conformance suite that use these operators, and the located
// errors for what Vintner would turn into NaN, undefined or a crash.
//
// Expected values not taken from the conformance suite were computed with
// Vintner's own dependencies (stats-lite 2.2.0, regression 2.0.1, dayjs
// 1.11) on Node 20 with TZ=UTC.
#include <boost/test/unit_test.hpp>

#include "values.hpp"

#include "tosca/support/diagnostics.hpp"
#include "tosca/variability/resolve.hpp"
#include "tosca/yaml/value.hpp"

#include <charconv>
#include <cstdint>
#include <map>
#include <string>

using tosca::ir::Value;
using tosca::variability::Error;
using tosca::variability::ValueScope;

namespace {

/// A one-document YAML text as a value, with line:col locations.
Value yaml(const std::string& text)
{
  tosca::DiagnosticSink sink;
  return tosca::yaml::parse_value(text, "test.yaml", sink);
}

/// Inputs and named expressions, as the resolver would provide them.
struct Scope
{
  std::map<std::string, std::string> inputs;  // name -> YAML text
  std::map<std::string, Value> expressions;

  ValueScope value_scope() const
  {
    ValueScope scope;
    scope.input = [this](const std::string& name, const tosca::ir::Location& where) {
      auto found = inputs.find(name);
      if (found == inputs.end()) {
        throw Error("Variability input \"" + name + "\" is not defined", where,
                    "VARIABILITY_INPUT");
      }
      return yaml(found->second);
    };
    scope.expression = [this](const std::string& name) -> const Value* {
      auto found = expressions.find(name);
      return found == expressions.end() ? nullptr : &found->second;
    };
    scope.weekday = "tuesday";
    return scope;
  }
};

/// A value in a readable form that keeps the YAML kind visible: integers
/// as 3, floating values always with a point or exponent (3.0, 3.5).
std::string show(const Value& v)
{
  switch (v.kind) {
  case Value::Kind::null: return "null";
  case Value::Kind::boolean: return v.boolean ? "true" : "false";
  case Value::Kind::integer: return std::to_string(v.integer);
  case Value::Kind::floating: {
    char buffer[64];
    auto end = std::to_chars(buffer, buffer + sizeof buffer, v.floating).ptr;
    std::string text(buffer, end);
    return text.find_first_of(".e") == std::string::npos ? text + ".0" : text;
  }
  case Value::Kind::string: return "\"" + v.string + "\"";
  case Value::Kind::list: {
    std::string out = "[";
    for (std::size_t i = 0; i < v.items.size(); ++i) {
      out += (i ? ", " : "") + show(v.items[i]);
    }
    return out + "]";
  }
  case Value::Kind::map: return "{map}";
  }
  return "?";
}

std::string eval(const std::string& text, const Scope& scope = {})
{
  return show(tosca::variability::evaluate(yaml(text), scope.value_scope()));
}

/// The error evaluating `text` throws, as "line:col: message [CODE]".
std::string error_of(const std::string& text, const Scope& scope = {})
{
  try {
    const std::string result = eval(text, scope);
    return "no error, the result was " + result;
  } catch (const Error& e) {
    return std::to_string(e.location().line) + ":" + std::to_string(e.location().column) + ": " +
           e.what() + " [" + e.code() + "]";
  }
}

}  // namespace

// ---------------------------------------------------------------- arithmetic

BOOST_AUTO_TEST_SUITE(arithmetic)

BOOST_AUTO_TEST_CASE(operators_fold_like_vintner)
{
  BOOST_TEST(eval("{add: [10, 1, 1, 1, 1, 1]}") == "15");
  BOOST_TEST(eval("{sub: [10, 1, 1, 1, 1, 1]}") == "5");
  BOOST_TEST(eval("{mul: [10, 1, 3, 4]}") == "120");
  BOOST_TEST(eval("{div: [10, 1, 2, 5]}") == "1");
  BOOST_TEST(eval("{mod: [10, 2]}") == "0");
  BOOST_TEST(eval("{mod: [11, 2]}") == "1");
  BOOST_TEST(eval("{add: []}") == "0", "the empty sum starts from 0");
  BOOST_TEST(eval("{mul: []}") == "1", "the empty product starts from 1");
  BOOST_TEST(eval("{sub: [4]}") == "4");
}

BOOST_AUTO_TEST_CASE(integral_results_are_integers_as_javascript_prints_them)
{
  BOOST_TEST(eval("{add: [1, 2]}") == "3");
  BOOST_TEST(eval("{add: [1.5, 1.5]}") == "3", "JavaScript has one number type: 3 prints as 3");
  BOOST_TEST(eval("{div: [7, 2]}") == "3.5");
  BOOST_TEST(eval("{div: [6, 3]}") == "2");
  BOOST_TEST(eval("{div: [1, 3]}") == "0.3333333333333333");
  BOOST_TEST(eval("{add: [0.1, 0.2]}") == "0.30000000000000004", "no rounding in add");
  BOOST_TEST(eval("{mul: [2.5, 2]}") == "5");
}

BOOST_AUTO_TEST_CASE(mod_takes_the_sign_of_the_dividend)
{
  BOOST_TEST(eval("{mod: [-7, 3]}") == "-1");
  BOOST_TEST(eval("{mod: [7, -3]}") == "1");
  BOOST_TEST(eval("{mod: [5.5, 2]}") == "1.5");
  BOOST_TEST(eval("{mod: [-4, 2]}") == "0", "-0 becomes 0");
}

BOOST_AUTO_TEST_CASE(arguments_are_evaluated)
{
  BOOST_TEST(eval("{add: [1, {mul: [2, 3]}, {sub: [10, 4]}]}") == "13");
}

BOOST_AUTO_TEST_SUITE_END()

// ---------------------------------------------------------------- references

BOOST_AUTO_TEST_SUITE(references)

BOOST_AUTO_TEST_CASE(variability_input_is_evaluated_again)
{
  Scope scope;
  scope.inputs["base"] = "20";
  scope.inputs["doubled"] = "{mul: [2, {variability_input: base}]}";
  scope.inputs["name"] = "web";
  BOOST_TEST(eval("{variability_input: base}", scope) == "20");
  BOOST_TEST(eval("{variability_input: doubled}", scope) == "40",
             "an input whose value is an expression evaluates to its result");
  BOOST_TEST(eval("{concat: [{variability_input: name}, '-1']}", scope) == "\"web-1\"");
}

BOOST_AUTO_TEST_CASE(value_expression_evaluates_the_named_expression)
{
  Scope scope;
  scope.expressions.emplace("three", yaml("{add: [1, 2]}"));
  scope.expressions.emplace("six", yaml("{mul: [2, {value_expression: three}]}"));
  BOOST_TEST(eval("{value_expression: six}", scope) == "6");
}

BOOST_AUTO_TEST_CASE(unknown_names_are_located_errors)
{
  Scope scope;
  BOOST_TEST(error_of("{value_expression: nine}", scope) ==
             "1:20: Did not find value expression \"nine\" [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{variability_input: nine}", scope) ==
             "1:21: Variability input \"nine\" is not defined [VARIABILITY_INPUT]",
             "the scope's own error passes through, at the name");
  BOOST_TEST(error_of("{variability_input: 1}", scope) ==
             "1:21: Operator \"variability_input\" expects a string, got a number "
             "[VARIABILITY_TEMPLATE]");
}

BOOST_AUTO_TEST_CASE(an_expression_referring_to_itself_is_stopped)
{
  Scope scope;
  scope.expressions.emplace("loop", yaml("{add: [1, {value_expression: loop}]}"));
  const auto message = error_of("{value_expression: loop}", scope);
  BOOST_TEST(message.find("nests more than 256 levels deep") != std::string::npos, message);
}

BOOST_AUTO_TEST_SUITE_END()

// ---------------------------------------------------------------- strings

BOOST_AUTO_TEST_SUITE(strings)

BOOST_AUTO_TEST_CASE(concat_and_join_stringify_as_javascript)
{
  // conformance/other/concat and other/join
  BOOST_TEST(eval("{concat: ['hello', ' ', 'world']}") == "\"hello world\"");
  BOOST_TEST(eval("{join: [['hello', 'world'], ' ']}") == "\"hello world\"");
  BOOST_TEST(eval("{concat: [1, 1.5, true, [1, [2, 3]], 0.1, 1e21, 1.5e-7]}") ==
             "\"11.5true1,2,30.11e+211.5e-7\"");
  BOOST_TEST(eval("{join: [[1, 2.5, false, {add: [1, 1]}], ', ']}") == "\"1, 2.5, false, 2\"");
  BOOST_TEST(eval("{concat: []}") == "\"\"");
}

BOOST_AUTO_TEST_CASE(token_splits_and_picks)
{
  BOOST_TEST(eval("{token: ['hello world', ' ', 1]}") == "\"world\"");
  BOOST_TEST(eval("{token: ['a,b,,c', ',', 2]}") == "\"\"");
  BOOST_TEST(eval("{token: ['abc', '', 1]}") == "\"b\"", "an empty delimiter splits characters");
  BOOST_TEST(eval("{token: [{concat: [a, '.', b]}, '.', 0]}") == "\"a\"");
}

BOOST_AUTO_TEST_CASE(token_out_of_range_is_an_error_not_undefined)
{
  BOOST_TEST(error_of("{token: ['a b', ' ', 2]}") ==
             "1:22: Operator \"token\" has no token at index 2: \"a b\" split by \" \" has 2 "
             "[VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{token: ['a b', ' ', -1]}").find("has no token at index -1") !=
             std::string::npos);
  BOOST_TEST(error_of("{token: ['a b', ' ', 0.5]}").find("has no token at index 0.5") !=
             std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

// ---------------------------------------------------------------- constraints

BOOST_AUTO_TEST_SUITE(constraints)

BOOST_AUTO_TEST_CASE(equal_compares_value_and_type)
{
  BOOST_TEST(eval("{equal: [1, 1, 1]}") == "true");  // conformance/constraint-operators/equal-true
  BOOST_TEST(eval("{equal: [1, 1.0]}") == "true", "1 and 1.0 are the same JavaScript number");
  BOOST_TEST(eval("{equal: ['1', 1]}") == "false");
  BOOST_TEST(eval("{equal: [true, 1]}") == "false");
  BOOST_TEST(eval("{equal: [a, a, b]}") == "false");
  BOOST_TEST(eval("{equal: [a]}") == "true");
  BOOST_TEST(eval("{equal: [[1, 2], [1, 2.0]]}") == "true", "lists compare by content");
  // conformance/other/logic-value-expression
  BOOST_TEST(eval("{equal: [{token: ['hello world', ' ', 1]}, 'world']}") == "true");
}

BOOST_AUTO_TEST_CASE(ordering_of_numbers_and_strings)
{
  BOOST_TEST(eval("{greater_or_equal: [0, 1]}") == "false");  // greater-or-equal-less
  BOOST_TEST(eval("{greater: [2, 1]}") == "true");            // greater-than-greater
  BOOST_TEST(eval("{less: [1, 1]}") == "false");              // less_than_equal
  BOOST_TEST(eval("{less_or_equal: [2, 2.0]}") == "true");
  BOOST_TEST(eval("{greater: [1.5, 1]}") == "true");
  BOOST_TEST(eval("{greater: ['b', 'a']}") == "true");
  BOOST_TEST(eval("{less: ['B', 'a']}") == "true", "by code unit, upper case first");
  BOOST_TEST(eval("{less: ['10', '9']}") == "true", "strings compare as strings");
}

BOOST_AUTO_TEST_CASE(in_range_is_inclusive)
{
  BOOST_TEST(eval("{in_range: [2, [0, 1]]}") == "false");  // in_range_false
  BOOST_TEST(eval("{in_range: [1, [0, 1]]}") == "true");   // in_range_true
  BOOST_TEST(eval("{in_range: [0, [0, 1]]}") == "true");
  BOOST_TEST(eval("{in_range: ['b', ['a', 'c']]}") == "true");
  BOOST_TEST(eval("{in_range: [5, [{add: [2, 2]}, 6]]}") == "true", "bounds are evaluated");
}

BOOST_AUTO_TEST_CASE(valid_values_is_membership)
{
  BOOST_TEST(eval("{valid_values: [2, [0, 1]]}") == "false");  // valid_values_false
  BOOST_TEST(eval("{valid_values: [1.0, [0, 1]]}") == "true");
  BOOST_TEST(eval("{valid_values: ['1', [0, 1]]}") == "false");
  BOOST_TEST(eval("{valid_values: [saturday, [saturday, sunday]]}") == "true");
}

BOOST_AUTO_TEST_CASE(lengths_count_utf16_code_units)
{
  BOOST_TEST(eval("{min_length: ['hallo', 5]}") == "true");   // min_length_equal
  BOOST_TEST(eval("{min_length: ['hallo', 4]}") == "true");   // min_length_greater
  BOOST_TEST(eval("{min_length: ['hallo', 6]}") == "false");  // min_length_less
  BOOST_TEST(eval("{length: ['héllo', 5]}") == "true");
  BOOST_TEST(eval("{length: ['😀', 2]}") == "true", "outside the BMP: two code units");
  BOOST_TEST(eval("{max_length: ['abc', 2]}") == "false");
  BOOST_TEST(eval("{max_length: ['abc', 3]}") == "true");
}

BOOST_AUTO_TEST_SUITE_END()

// ---------------------------------------------------------------- analytical

BOOST_AUTO_TEST_SUITE(analytical)

BOOST_AUTO_TEST_CASE(conformance_cases)
{
  BOOST_TEST(eval("{sum: [1, 2, 3, 4]}") == "10");
  BOOST_TEST(eval("{max: [1, 2, 3, 4]}") == "4");
  BOOST_TEST(eval("{mean: [1, 2, 3, 4, 10]}") == "4");
  BOOST_TEST(eval("{median: [1, 2, 3, 4, 10]}") == "3");
  BOOST_TEST(eval("{variance: [1, 2, 3, 4]}") == "1.25");
  BOOST_TEST(eval("{standard_deviation: [1, 2, 3, 4]}") == "1.12");
}

BOOST_AUTO_TEST_CASE(other_statistics)
{
  BOOST_TEST(eval("{count: [1, 2.5, 7]}") == "3");
  BOOST_TEST(eval("{count: []}") == "0");
  BOOST_TEST(eval("{sum: []}") == "0");
  BOOST_TEST(eval("{min: [3, 1.5, 2]}") == "1.5");
  BOOST_TEST(eval("{max: [3, 3.0]}") == "3");
  BOOST_TEST(eval("{median: [1, 2, 3, 4]}") == "2.5");
  BOOST_TEST(eval("{median: [3, 1, 2]}") == "2", "median sorts");
  BOOST_TEST(eval("{variance: [1, 1, 1]}") == "0");
  BOOST_TEST(eval("{standard_deviation: [2, 4, 4, 4, 5, 5, 7, 9]}") == "2", "population");
}

BOOST_AUTO_TEST_CASE(to_fixed_rounds_the_binary_value_and_ties_away_from_zero)
{
  BOOST_TEST(eval("{sum: [0.125]}") == "0.13", "an exact tie rounds up");
  BOOST_TEST(eval("{sum: [0.375]}") == "0.38");
  BOOST_TEST(eval("{sum: [-0.125]}") == "-0.13");
  BOOST_TEST(eval("{sum: [1099511627776.875]}") == "1099511627776.88");
  BOOST_TEST(eval("{sum: [1.005]}") == "1", "1.005 is 1.00499... in binary");
  BOOST_TEST(eval("{sum: [2.675]}") == "2.67");
  BOOST_TEST(eval("{sum: [0.1, 0.2]}") == "0.3", "sum rounds, add does not");
  BOOST_TEST(eval("{mean: [1, 2]}") == "1.5");
  BOOST_TEST(eval("{mean: [1, 1, 2]}") == "1.33");
  BOOST_TEST(eval("{median: [0.125, 0.25]}") == "0.1875", "median is not rounded");
}

BOOST_AUTO_TEST_CASE(arguments_are_literal_numbers)
{
  BOOST_TEST(error_of("{sum: [1, {add: [1, 1]}]}") ==
             "1:11: Operator \"sum\" expects a literal number, got a map [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{mean: []}") ==
             "1:8: Operator \"mean\" expects at least one number [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{min: []}").find("expects at least one number") != std::string::npos);
  BOOST_TEST(error_of("{median: 3}") ==
             "1:10: Operator \"median\" expects a list, got a number [VARIABILITY_TEMPLATE]");
}

BOOST_AUTO_TEST_SUITE_END()

// ---------------------------------------------------------------- regressions

BOOST_AUTO_TEST_SUITE(regressions)

BOOST_AUTO_TEST_CASE(conformance_cases)
{
  BOOST_TEST(eval("{linear_regression: [[[0, 0], [1, 2], [2, 4]], 100]}") == "200");
  BOOST_TEST(eval("{exponential_regression: [[[0, 1], [1, 2.72], [2, 7.39], [3, 20.09]], 4]}") ==
             "54.6");
  BOOST_TEST(eval("{logarithmic_regression: [[[0.01, -4.61], [0.5, -0.7], [1, 0], [2, 0.69], [3, "
                  "1]], 4]}") == "1.34");
}

BOOST_AUTO_TEST_CASE(coefficients_are_rounded_before_predicting)
{
  // regression-js rounds gradient and intercept to 2 decimals: the gradient
  // 1/3 becomes 0.33 and the intercept 0.5 - 0.495 becomes 0.01, so x = 100
  // predicts 33.01, not 33.33.
  BOOST_TEST(eval("{linear_regression: [[[0, 0], [3, 1]], 100]}") == "33.01");
  BOOST_TEST(eval("{linear_regression: [[[1, 1], [1, 2]], 5]}") == "1.5",
              "a vertical run has gradient 0");
  BOOST_TEST(eval("{polynomial_regression: [[[0, 1], [1, 2], [2, 5], [3, 10]], 2, 4]}") == "17");
  BOOST_TEST(eval("{polynomial_regression: [[[0, 1], [1, 3], [2, 5]], 1, 10]}") == "21");
  BOOST_TEST(eval("{polynomial_regression: [[[-1.5, 2.25], [0, 0.5], [2, 3.75], [4.5, -1]], 2, "
                  "3]}") == "1.44");
  BOOST_TEST(eval("{exponential_regression: [[[0, 2], [1, 3.1], [2, 4.4]], 3]}") == "6.57");
  BOOST_TEST(eval("{logarithmic_regression: [[[1, 2], [2, 3.5], [5, 4.1]], 10]}") == "5.15");
}

BOOST_AUTO_TEST_CASE(unusable_points_are_errors)
{
  BOOST_TEST(error_of("{logarithmic_regression: [[[0, 1], [1, 2]], 3]}") ==
             "1:1: Operator \"logarithmic_regression\" has no finite result for these points "
             "[VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{exponential_regression: [[[0, -1], [1, 2]], 3]}")
                 .find("has no finite result") != std::string::npos);
  BOOST_TEST(error_of("{linear_regression: [[], 3]}").find("has no finite result") !=
             std::string::npos);
  BOOST_TEST(error_of("{linear_regression: [[[0, 1, 2]], 3]}") ==
             "1:23: Operator \"linear_regression\" expects points [x, y], got [0,1,2] "
             "[VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{polynomial_regression: [[[0, 1], [1, 2]], 1.5, 3]}") ==
             "1:44: Operator \"polynomial_regression\" expects an order from 0 to 64, got 1.5 "
             "[VARIABILITY_TEMPLATE]");
}

BOOST_AUTO_TEST_SUITE_END()

// ---------------------------------------------------------------- dates

BOOST_AUTO_TEST_SUITE(dates)

BOOST_AUTO_TEST_CASE(conformance_cases)
{
  BOOST_TEST(eval("{after: [2023-01-01T00:00:00.000Z, 2023-01-03T00:00:00.000Z]}") == "false");
  BOOST_TEST(eval("{after: [2023-01-01T00:00:00.000Z, 2022-01-03T00:00:00.000Z]}") == "true");
  BOOST_TEST(eval("{after_or_same: [2023-01-01T00:00:00.000Z, 2023-01-03T00:00:00.000Z]}") ==
             "false");
  BOOST_TEST(eval("{after_or_same: [2023-01-01T00:00:00.000Z, 2022-01-03T00:00:00.000Z]}") ==
             "true");
  BOOST_TEST(eval("{before_or_same: [2023-01-01T00:00:00.000Z, 2022-01-03T00:00:00.000Z]}") ==
             "false");
  BOOST_TEST(eval("{before_or_same: [2023-01-01T00:00:00.000Z, 2023-01-03T00:00:00.000Z]}") ==
             "true");
  BOOST_TEST(eval("{same: [2023-01-01T00:00:00.000Z, 2023-01-01T00:00:00.000Z]}") == "true");
  BOOST_TEST(eval("{within: [2023-01-02T00:00:00.000Z, [2023-01-01T00:00:00.000Z, "
                  "2023-01-03T00:00:00.000Z]]}") == "true");
}

BOOST_AUTO_TEST_CASE(forms_of_dates)
{
  BOOST_TEST(eval("{same: ['2023-01-01', '2023-01-01T00:00:00Z']}") == "true",
             "a date without zone is local time, taken as UTC");
  BOOST_TEST(eval("{same: ['2023-01-01T10:00:00+02:00', '2023-01-01T08:00:00Z']}") == "true");
  BOOST_TEST(eval("{same: [1672531200000, '2023-01-01']}") == "true", "epoch milliseconds");
  BOOST_TEST(eval("{before: ['2023-01-01', 1672531200001]}") == "true", "millisecond granularity");
  BOOST_TEST(eval("{same: ['2023-02-30', '2023-03-02']}") == "true", "days roll over as in Date");
  BOOST_TEST(eval("{same: ['20230101', '2023-01-01']}") == "true");
  BOOST_TEST(eval("{same: ['2023-01-01T08:00:00.5', '2023-01-01T08:00:00.005Z']}") == "true",
             "dayjs reads the fraction's digits as milliseconds");
  BOOST_TEST(eval("{same: ['2023-01-01T00:00:00.123456Z', 1672531200123]}") == "true");
}

BOOST_AUTO_TEST_CASE(within_is_exclusive_and_takes_bounds_in_either_order)
{
  BOOST_TEST(eval("{within: ['2023-01-01', ['2023-01-01', '2023-01-03']]}") == "false");
  BOOST_TEST(eval("{within: ['2023-01-02', ['2023-01-03', '2023-01-01']]}") == "true");
  BOOST_TEST(eval("{within: ['2023-01-04', ['2023-01-01', '2023-01-03']]}") == "false");
}

BOOST_AUTO_TEST_CASE(weekday_comes_from_the_scope)
{
  BOOST_TEST(eval("{weekday: []}") == "\"tuesday\"");
  BOOST_TEST(eval("{weekday: null}") == "\"tuesday\"");
}

BOOST_AUTO_TEST_CASE(bad_dates_are_located_errors)
{
  BOOST_TEST(error_of("{before: ['2023-01-01', 'not a date']}") ==
             "1:25: Operator \"before\" expects a date (an ISO 8601 string or epoch "
             "milliseconds), got \"not a date\" [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{same: ['2023-13-01T00:00:00Z', 0]}").find("expects a date") !=
             std::string::npos);
  BOOST_TEST(error_of("{same: [true, 0]}").find("expects a date") != std::string::npos);
  BOOST_TEST(error_of("{same: [8640000000000001, 0]}").find("expects a date") !=
             std::string::npos, "beyond JavaScript's time range");
  BOOST_TEST(error_of("{within: [0, [0]]}") ==
             "1:14: Operator \"within\" expects a range [lower, upper], got 1 bounds "
             "[VARIABILITY_TEMPLATE]");
}

BOOST_AUTO_TEST_SUITE_END()

// ---------------------------------------------------------------- structure

BOOST_AUTO_TEST_SUITE(structure)

BOOST_AUTO_TEST_CASE(non_maps_evaluate_to_themselves)
{
  BOOST_TEST(eval("42") == "42");
  BOOST_TEST(eval("4.0") == "4.0", "a written value keeps its kind");
  BOOST_TEST(eval("hello") == "\"hello\"");
  BOOST_TEST(eval("[1, {add: [1, 1]}]") == "[1, {map}]", "a list is not evaluated inside");
}

BOOST_AUTO_TEST_CASE(results_are_located_at_the_expression)
{
  const Value expression = yaml("\n  {add: [1, 2]}");
  const Value result = tosca::variability::evaluate(expression, Scope{}.value_scope());
  BOOST_TEST(result.location.line == 2u);
  BOOST_TEST(result.location.column == 3u);
}

BOOST_AUTO_TEST_CASE(unknown_operators)
{
  BOOST_TEST(error_of("{ad: [1, 2]}") ==
             "1:1: Unknown value expression \"{\"ad\":[1,2]}\"; did you mean 'add'? "
             "[VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{node_presence: a}").rfind("1:1: Unknown value expression "
                                                  "\"{\"node_presence\":\"a\"}\"",
                                                  0) == 0,
             "logic operators are no value operators");
  BOOST_TEST(error_of("{add: [1], sub: [2]}") ==
             "1:1: Unknown value expression \"{\"add\":[1],\"sub\":[2]}\": a value expression is "
             "a map with exactly one key, its operator [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{}").rfind("1:1: Unknown value expression \"{}\"", 0) == 0);
}

BOOST_AUTO_TEST_CASE(wrong_arity_and_types_are_located)
{
  BOOST_TEST(error_of("{mod: [1, 2, 3]}") ==
             "1:7: Operator \"mod\" expects 2 arguments, got 3 [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{add: [1, 'a']}") ==
             "1:11: Operator \"add\" expects numbers, got a string [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{add: 1}") ==
             "1:7: Operator \"add\" expects a list, got a number [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{sub: []}") ==
             "1:7: Operator \"sub\" expects at least 1 argument, got none [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{add: [1, {mul: [2, x]}]}") ==
             "1:21: Operator \"mul\" expects numbers, got a string [VARIABILITY_TEMPLATE]",
             "a nested error points at the nested argument");
  BOOST_TEST(error_of("{greater: [1, '1']}") ==
             "1:15: Operator \"greater\" expects two numbers or two strings, got a number and a "
             "string [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{length: [5, 1]}") ==
             "1:11: Operator \"length\" expects a string, got a number [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{token: ['a b', 1, 0]}") ==
             "1:17: Operator \"token\" expects a string, got a number [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{equal: []}") ==
             "1:9: Operator \"equal\" expects at least 1 argument, got none "
             "[VARIABILITY_TEMPLATE]");
}

BOOST_AUTO_TEST_CASE(division_by_zero_is_an_error)
{
  BOOST_TEST(error_of("{div: [1, 2, 0]}") ==
             "1:14: Operator \"div\" divides by zero [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{mod: [1, 0]}") ==
             "1:11: Operator \"mod\" divides by zero [VARIABILITY_TEMPLATE]");
  BOOST_TEST(error_of("{mul: [1e308, 10]}") ==
             "1:1: Operator \"mul\" has no finite result [VARIABILITY_TEMPLATE]");
}

BOOST_AUTO_TEST_CASE(as_logic_follows_javascript_truthiness_of_vintner)
{
  using tosca::variability::as_logic;
  const Value e = yaml("{x: 1}");
  BOOST_TEST(as_logic(Value::of(true), e));
  BOOST_TEST(!as_logic(Value::of(false), e));
  BOOST_TEST(as_logic(Value::of(""), e), "every string is true");
  BOOST_TEST(as_logic(Value::of(1), e));
  BOOST_TEST(!as_logic(Value::of(0), e));
  BOOST_TEST(!as_logic(Value::of(-0.5), e));
  BOOST_TEST(as_logic(Value::of(0.5), e));
  try {
    as_logic(yaml("[1]"), yaml("\n{concat: []}"));
    BOOST_ERROR("a list is no logic value");
  } catch (const Error& error) {
    BOOST_TEST(error.what() ==
               std::string("Unexpected value expression treated as logic \"{\"concat\":[]}\""));
    BOOST_TEST(error.location().line == 2u);
    BOOST_TEST(error.code() == "VARIABILITY_TEMPLATE");
  }
}

BOOST_AUTO_TEST_CASE(is_value_operator_knows_every_operator)
{
  using tosca::variability::is_value_operator;
  for (const char* name :
       {"add", "sub", "mul", "div", "mod", "variability_input", "value_expression", "concat",
        "join", "token", "equal", "greater", "greater_or_equal", "less", "less_or_equal",
        "in_range", "valid_values", "length", "min_length", "max_length", "sum", "count", "min",
        "max", "mean", "median", "variance", "standard_deviation", "linear_regression",
        "polynomial_regression", "logarithmic_regression", "exponential_regression", "weekday",
        "same", "before", "before_or_same", "after", "after_or_same", "within"}) {
    BOOST_TEST(is_value_operator(name), name);
  }
  for (const char* name : {"and", "or", "not", "node_presence", "logic_expression", "", "Add"}) {
    BOOST_TEST(!is_value_operator(name), name);
  }
}

BOOST_AUTO_TEST_SUITE_END()
