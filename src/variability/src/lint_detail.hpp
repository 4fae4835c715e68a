#pragma once
/// What the parts of the grammar checker (lint*.cpp) share: the findings
/// collected so far, the names the template declares (references are
/// checked against them, and "did you mean" draws on them), and the checks
/// each part offers the others. lint.cpp walks the variability definition,
/// lint_options.cpp the options, lint_elements.cpp the conditional elements
/// of the topology, lint_expressions.cpp conditions and expressions (and
/// holds the table of operators), lint_arguments.cpp each operator's
/// argument; lint_common.cpp has the checks they all use.
///
/// Everything lives in namespace `lint_detail`, each file's own helpers in
/// an anonymous namespace with names of their own, so that a unity build
/// can join these files with the resolver's.

#include "tosca/ir/value.hpp"
#include "tosca/variability/lint.hpp"

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::variability::lint_detail {

using ir::Value;
using ValueKind = ir::Value::Kind;

/// The kinds of conditional elements, for messages and for the parts of
/// their `default_condition_mode`.
enum class Element {
  node,
  relation,
  property,
  artifact,
  group,
  policy,
  input,
  output,
  import,
  type,
  technology
};

/// The names a template declares, in source order.
struct Declared
{
  // The topology's elements.
  std::vector<std::string> nodes, groups, policies, inputs, outputs;
  std::size_t imports = 0;
  // The variability definition's.
  std::vector<std::string> variability_inputs, expressions;
  const Value* expression_map = nullptr;
};

/// Where an expression stands: a condition (logic), an argument of a value
/// operator or a default (value), or a named expression, which may be either.
enum class Position { logic, value, any };

class Linter
{
public:
  Declared declared;
  std::vector<Finding> findings;

  void error(const Value& at, std::string message);
  void unsupported(const Value& at, std::string message);

  /// Reports every key of `map` outside `allowed` (keys starting with "x-"
  /// or "x_" are vendor extensions); `what` names the map ("a node
  /// template"). Returns false when `map` is no map (nothing reported).
  bool unknown_keys(const Value& map, const std::vector<std::string>& allowed,
                    std::string_view what);

  /// Reports `v` unless it is of `kind` (null counts as absent); `what`
  /// names it ("'pruning' of node 'app'").
  bool expect(const Value& v, ValueKind kind, std::string_view what);
  bool expect_boolean(const Value& v, std::string_view what)
  {
    return expect(v, ValueKind::boolean, what);
  }

  /// A reference to a declared name: reports `name` (a string) unless it is
  /// among `names`, as "<what> names <kind> 'x', which the template does
  /// not declare; did you mean 'y'?".
  void reference(const Value& name, const std::vector<std::string>& names, std::string_view what,
                 std::string_view kind);

  // lint_options.cpp
  void options(const Value& options);
  /// A default condition mode: parts joined by '-', each one the element
  /// kind allows (any string for kinds without modes).
  void condition_mode(const Value& mode, Element kind, std::string_view what);

  // lint_elements.cpp
  void topology(const Value& topology);
  void imports(const Value& imports);
  /// The variability keys of one conditional element, with their types.
  void element_keys(const Value& element, Element kind, std::string_view what);

  // lint_expressions.cpp
  void expression(const Value& e, Position p);
  /// `conditions`: one condition or a list of them (null: none).
  void conditions(const Value& v);
  /// `implies`: a list of [target] or [target, condition].
  void implications(const Value& v, std::string_view what);
};

/// The shape of an operator's argument (the operator table maps each
/// operator to one).
enum class Args {
  // Logic operators and named expressions.
  logic_list,
  logic_one,
  logic_pair,
  logic_name,
  input_name,
  expression_name,
  // Presence operators.
  node,
  relation,
  container,
  policy,
  group,
  artifact,
  managed,
  input,
  output,
  import,
  node_pair,
  relation_triple,
  group_pair,
  policy_pair,
  artifact_triple,
  technology,
  // Value operators.
  values,
  values_nonempty,
  value_pair,
  in_range,
  valid_values,
  join,
  token,
  numbers,
  numbers_nonempty,
  regression,
  polynomial,
  weekday,
  dates,
  within,
};

struct OperatorSpec
{
  std::string_view name;
  Args args;
  bool logic;  ///< a logic or presence operator, which value expressions cannot use
};

/// The operator `name`, or nullptr (lint_expressions.cpp).
const OperatorSpec* operator_spec(std::string_view name);
/// Every operator's name, for "did you mean".
const std::vector<std::string>& operator_names();
/// Checks `args`, the argument of `{op: args}` (lint_arguments.cpp).
void check_arguments(Linter& l, const OperatorSpec& op, const Value& args);

/// "a string", "a list", ... for "X, not Y" messages.
std::string describe(const Value& v);

/// "; did you mean 'x'?" for the closest of `candidates`, or "".
std::string suggestion(std::string_view word, const std::vector<std::string>& candidates);

/// `items` joined by ", ".
std::string joined(const std::vector<std::string>& items);

/// The string list `lists` flattened (for key tables built from parts).
std::vector<std::string> keys_of(std::initializer_list<std::vector<std::string>> lists);

}  // namespace tosca::variability::lint_detail
