#pragma once
/// Value expressions (seed 003, "Intrinsic Functions"): arithmetic, string,
/// constraint, analytical and date operators, plus `variability_input` and
/// `value_expression`. They depend on inputs only, never on the presence of
/// elements, so the resolver evaluates them to constants before solving.

#include "tosca/ir/value.hpp"

#include <functional>
#include <string>
#include <string_view>

namespace tosca::variability {

/// Where a value expression finds the names it refers to.
struct ValueScope
{
  /// The value of a variability input (already itself evaluated). Throws
  /// Error when the input is unknown or has no value.
  std::function<ir::Value(const std::string& name, const ir::Location& where)> input;
  /// The named expression under `variability.expressions`, or nullptr.
  std::function<const ir::Value*(const std::string& name)> expression;
  /// Today's weekday in lower case ("monday"), for `weekday`.
  std::string weekday;
};

/// Evaluates `expression`. Scalars and lists evaluate to themselves; a map
/// must have exactly one key, a value operator. Throws Error (code
/// VARIABILITY_TEMPLATE, located at the expression) for an unknown
/// operator, a wrong argument count or type, a bad date.
ir::Value evaluate(const ir::Value& expression, const ValueScope& scope);

/// A value in a logic position: booleans as they are, strings true,
/// numbers true when greater than zero; anything else throws Error.
bool as_logic(const ir::Value& value, const ir::Value& expression);

/// True for the keys `evaluate` knows (add, concat, equal, mean, before...).
bool is_value_operator(std::string_view key);

}  // namespace tosca::variability
