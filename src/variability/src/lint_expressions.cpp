/// Conditions and expressions (seed 003, "Variability Expression",
/// "Variability Condition"): a condition is a boolean or a map with exactly
/// one operator (a bare string only when it is an element id, which the
/// resolver reads as that element's presence); a value expression is a
/// scalar, a list, or a map with exactly one value operator. Here are the
/// operators; what each one takes is lint_arguments.cpp's.

#include "lint_detail.hpp"
#include "values.hpp"

#include <algorithm>

namespace tosca::variability::lint_detail {

namespace {

struct OperatorGroup
{
  Args args;
  bool logic;
  std::initializer_list<std::string_view> names;
};

const OperatorGroup k_operator_groups[] = {
    {Args::logic_list, true, {"and", "or", "xor", "exo", "amo"}},
    {Args::logic_one, true, {"not"}},
    {Args::logic_pair, true, {"implies"}},
    {Args::logic_name, true, {"logic_expression"}},
    {Args::input_name, false, {"variability_input"}},
    {Args::expression_name, false, {"value_expression"}},
    {Args::node,
     true,
     {"node_presence", "host_presence", "has_source", "has_incoming_relation",
      "has_incoming_relation_naive", "has_outgoing_relation", "has_outgoing_relation_naive",
      "has_artifact", "has_artifact_naive"}},
    {Args::relation, true, {"relation_presence", "source_presence", "target_presence"}},
    {Args::container, true, {"container_presence"}},
    {Args::policy, true, {"policy_presence", "has_present_target"}},
    {Args::group, true, {"group_presence", "has_present_member"}},
    {Args::artifact, true, {"artifact_presence"}},
    {Args::managed, true, {"is_managed"}},
    {Args::input, true, {"input_presence", "is_consumed"}},
    {Args::output, true, {"output_presence", "is_produced"}},
    {Args::import, true, {"import_presence"}},
    {Args::technology, true, {"technology_presence"}},
    {Args::node_pair, true, {"node_type_presence", "node_property_presence"}},
    {Args::relation_triple, true, {"relation_type_presence", "relation_property_presence"}},
    {Args::group_pair, true, {"group_type_presence", "group_property_presence"}},
    {Args::policy_pair, true, {"policy_type_presence", "policy_property_presence"}},
    {Args::artifact_triple, true, {"artifact_type_presence", "artifact_property_presence"}},
    {Args::values, false, {"add", "mul", "concat"}},
    {Args::values_nonempty, false, {"sub", "div", "equal"}},
    {Args::value_pair,
     false,
     {"mod", "greater", "greater_or_equal", "less", "less_or_equal", "length", "min_length",
      "max_length"}},
    {Args::in_range, false, {"in_range"}},
    {Args::valid_values, false, {"valid_values"}},
    {Args::join, false, {"join"}},
    {Args::token, false, {"token"}},
    {Args::numbers, false, {"sum", "count"}},
    {Args::numbers_nonempty,
     false,
     {"min", "max", "mean", "median", "variance", "standard_deviation"}},
    {Args::regression,
     false,
     {"linear_regression", "logarithmic_regression", "exponential_regression"}},
    {Args::polynomial, false, {"polynomial_regression"}},
    {Args::weekday, false, {"weekday"}},
    {Args::dates, false, {"same", "before", "before_or_same", "after", "after_or_same"}},
    {Args::within, false, {"within"}},
};

const std::vector<OperatorSpec>& operator_specs()
{
  static const std::vector<OperatorSpec> specs = [] {
    std::vector<OperatorSpec> out;
    for (const auto& group : k_operator_groups) {
      for (const auto name : group.names) {
        out.push_back({name, group.args, group.logic});
      }
    }
    return out;
  }();
  return specs;
}

/// Element ids, the variables a bare string in a condition names for the
/// resolver (node.app, property.port@0.node.app), and their manual ids
/// (manual.node.app: the element's own conditions only).
const char* const k_element_prefixes[] = {"node.",       "relation.", "property.", "group.",
                                          "policy.",     "artifact.", "input.",    "output.",
                                          "technology.", "type.",     "import.",   "manual."};

bool contains_name(const std::vector<std::string>& names, const std::string& name)
{
  return std::find(names.begin(), names.end(), name) != names.end();
}

/// "; did you mean {logic_expression: x}?" for a bare name in a condition.
std::string name_hint(const Declared& d, const std::string& name)
{
  if (contains_name(d.expressions, name)) {
    return "; did you mean {logic_expression: " + name + "}?";
  }
  if (contains_name(d.variability_inputs, name)) {
    return "; did you mean {variability_input: " + name + "}?";
  }
  if (contains_name(d.nodes, name)) {
    return "; did you mean {node_presence: " + name + "}?";
  }
  return "";
}

}  // namespace

const OperatorSpec* operator_spec(std::string_view name)
{
  for (const auto& op : operator_specs()) {
    if (op.name == name) {
      return &op;
    }
  }
  return nullptr;
}

const std::vector<std::string>& operator_names()
{
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const auto& op : operator_specs()) {
      out.emplace_back(op.name);
    }
    return out;
  }();
  return names;
}

void Linter::expression(const Value& e, Position p)
{
  const bool logic = p == Position::logic;
  switch (e.kind) {
  case ValueKind::boolean:
    return;
  case ValueKind::null:
    if (logic) {
      error(e, "a condition is a boolean or a map with one operator, not null");
    }
    return;
  case ValueKind::string:
    if (logic && std::none_of(std::begin(k_element_prefixes), std::end(k_element_prefixes),
                              [&](const char* prefix) { return e.string.rfind(prefix, 0) == 0; })) {
      error(e, "a condition is a boolean or a map with one operator, not the string '" + e.string +
                   "'" + name_hint(declared, e.string));
    }
    return;
  case ValueKind::integer:
  case ValueKind::floating:
  case ValueKind::list:
    if (logic) {
      error(e, "a condition is a boolean or a map with one operator, not " + describe(e));
    }
    return;
  case ValueKind::map:
    break;
  }
  if (e.entries.size() != 1) {
    std::vector<std::string> keys;
    for (const auto& entry : e.entries) {
      keys.push_back(entry.first);
    }
    error(e, std::string(logic ? "a condition" : "an expression") +
                 " is a map with exactly one operator, not " + std::to_string(keys.size()) +
                 " keys" + (keys.empty() ? "" : " (" + joined(keys) + ")"));
    return;
  }
  const auto& [op, args] = e.entries[0];
  const OperatorSpec* spec = operator_spec(op);
  if (spec == nullptr) {
    // A value operator the resolver knows and this table does not yet.
    if (!is_value_operator(op)) {
      error(e, "unknown operator '" + op + "'" + suggestion(op, operator_names()));
    }
    return;
  }
  if (p == Position::value && spec->logic) {
    error(e, "operator '" + op + "' is a logic operator; a value expression cannot use it");
    return;
  }
  check_arguments(*this, *spec, args);
}

void Linter::conditions(const Value& v)
{
  if (v.kind != ValueKind::list) {
    expression(v, Position::logic);
    return;
  }
  for (const auto& item : v.items) {
    if (!item.is_null()) {
      expression(item, Position::logic);
    }
  }
}

void Linter::implications(const Value& v, std::string_view what)
{
  if (!expect(v, ValueKind::list, what)) {
    return;
  }
  for (const auto& item : v.items) {
    if (item.kind != ValueKind::list || item.items.empty() || item.items.size() > 2) {
      error(item, "each entry of " + std::string(what) +
                      " is a list [target] or [target, condition], not " +
                      (item.kind == ValueKind::list ? "a list of " + std::to_string(item.items.size())
                                               : describe(item)));
      continue;
    }
    for (const auto& c : item.items) {
      expression(c, Position::logic);
    }
  }
}

}  // namespace tosca::variability::lint_detail
