/// The argument of each operator (seed 003, "Intrinsic Functions"): the
/// shape of the specification's tables, and where the specification and
/// Vintner differ (the presence operators' SELF, CONTAINER, SOURCE and
/// TARGET, artifact_type_presence's three arguments) the shape Vintner and
/// the resolver read. The names an argument refers to must be declared:
/// named expressions, variability inputs, and the topology's nodes, groups,
/// policies, inputs, outputs and imports.

#include "lint_detail.hpp"

#include <algorithm>

namespace tosca::variability::lint_detail {

namespace {

bool is_keyword(const Value& v, std::initializer_list<std::string_view> keywords)
{
  return v.kind == ValueKind::string &&
         std::find(keywords.begin(), keywords.end(), v.string) != keywords.end();
}

bool is_name_or_index(const Value& v)
{
  return v.kind == ValueKind::string || v.kind == ValueKind::integer;
}

bool is_number(const Value& v)
{
  return v.kind == ValueKind::integer || v.kind == ValueKind::floating;
}

/// Checks the argument of one operator application `{op: args}`.
class Call
{
public:
  Call(Linter& l, const OperatorSpec& spec, const Value& args)
      : m_l(l), m_spec(spec), m_args(args), m_op("operator '" + std::string(spec.name) + "'")
  {
  }

  void check();

private:
  Linter& m_l;
  const OperatorSpec& m_spec;
  const Value& m_args;
  std::string m_op;

  void fail(const Value& at, const std::string& takes)
  {
    m_l.error(at, m_op + " takes " + takes + ", not " + shown(at));
  }

  static std::string shown(const Value& v)
  {
    if (v.kind == ValueKind::list) {
      return "a list of " + std::to_string(v.items.size());
    }
    return v.kind == ValueKind::string ? "'" + v.string + "'" : describe(v);
  }

  /// The argument as a list of exactly `n` items, else reported.
  const Value::Items* tuple(const Value& v, std::size_t n, const std::string& takes)
  {
    if (v.kind != ValueKind::list || v.items.size() != n) {
      fail(v, takes);
      return nullptr;
    }
    return &v.items;
  }

  void logic_list(const Value& v)
  {
    if (v.kind != ValueKind::list) {
      fail(v, "a list of conditions");
      return;
    }
    for (const auto& item : v.items) {
      m_l.expression(item, Position::logic);
    }
  }

  void values(const Value& v, std::size_t minimum)
  {
    if (v.kind != ValueKind::list || v.items.size() < minimum) {
      fail(v, minimum == 0 ? "a list of values" : "a list of at least one value");
      return;
    }
    for (const auto& item : v.items) {
      m_l.expression(item, Position::value);
    }
  }

  void numbers(const Value& v, std::size_t minimum, const std::string& takes)
  {
    if (v.kind != ValueKind::list || v.items.size() < minimum) {
      fail(v, takes);
      return;
    }
    for (const auto& item : v.items) {
      if (!is_number(item)) {
        fail(item, "literal numbers");
      }
    }
  }

  void literal_number(const Value& v)
  {
    if (!is_number(v)) {
      fail(v, "a literal number there");
    }
  }

  void date(const Value& v)
  {
    if (v.kind != ValueKind::string && !is_number(v)) {
      fail(v, "a literal date (a string or a number) there");
    }
  }

  void points(const Value& v)
  {
    if (v.kind != ValueKind::list) {
      fail(v, "a list of points [x, y] first");
      return;
    }
    for (const auto& p : v.items) {
      if (p.kind != ValueKind::list || p.items.size() != 2 || !is_number(p.items[0]) ||
          !is_number(p.items[1])) {
        fail(p, "points [x, y] of literal numbers");
      }
    }
  }

  /// A node: its name, or SELF, CONTAINER, SOURCE, TARGET.
  void node(const Value& v)
  {
    if (v.kind != ValueKind::string) {
      fail(v, "a node template name (or SELF, CONTAINER, SOURCE, TARGET) there");
    } else if (!is_keyword(v, {"SELF", "CONTAINER", "SOURCE", "TARGET"})) {
      m_l.reference(v, m_l.declared.nodes, m_op, "node template");
    }
  }

  void named(const Value& v, bool numbers_too, const std::vector<std::string>& names,
             std::string_view kind, const std::string& takes)
  {
    if (v.kind != ValueKind::string && !(numbers_too && v.kind == ValueKind::integer)) {
      fail(v, takes);
    } else if (!is_keyword(v, {"SELF", "CONTAINER"})) {
      m_l.reference(v, names, m_op, kind);
    }
  }

  /// [node, name or index] and [node, name or index, name or index].
  void node_tuple(const Value& v, std::size_t n, const std::string& takes)
  {
    if (const auto* items = tuple(v, n, takes)) {
      node((*items)[0]);
      for (std::size_t i = 1; i < n; ++i) {
        if (!is_name_or_index((*items)[i])) {
          fail((*items)[i], "a name or an index there");
        }
      }
    }
  }

  /// SELF, CONTAINER, or [node, name or index] (relations, artifacts).
  void relative_or_pair(const Value& v, const std::string& takes)
  {
    if (is_keyword(v, {"SELF", "CONTAINER"})) {
      return;
    }
    node_tuple(v, 2, takes);
  }

  void name_reference(const Value& v, const std::vector<std::string>& names, std::string_view kind)
  {
    if (v.kind != ValueKind::string) {
      fail(v, "the name of a " + std::string(kind));
      return;
    }
    m_l.reference(v, names, m_op, kind);
  }
};

void Call::check()
{
  const Value& a = m_args;
  switch (m_spec.args) {
  case Args::logic_list:
    logic_list(a);
    return;
  case Args::logic_one:
    if (a.kind == ValueKind::list) {
      fail(a, "one condition");
    } else {
      m_l.expression(a, Position::logic);
    }
    return;
  case Args::logic_pair:
    if (const auto* items = tuple(a, 2, "a list of two conditions")) {
      m_l.expression((*items)[0], Position::logic);
      m_l.expression((*items)[1], Position::logic);
    }
    return;
  case Args::logic_name: {
    name_reference(a, m_l.declared.expressions, "variability expression");
    const Value* target = a.kind == ValueKind::string && m_l.declared.expression_map != nullptr
                              ? m_l.declared.expression_map->find(a.string)
                              : nullptr;
    if (target != nullptr && target->kind == ValueKind::string) {
      m_l.error(a,
                m_op + " names expression '" + a.string + "', which is a string, not a condition");
    }
    return;
  }
  case Args::input_name:
    name_reference(a, m_l.declared.variability_inputs, "variability input");
    return;
  case Args::expression_name:
    name_reference(a, m_l.declared.expressions, "variability expression");
    return;
  case Args::node:
    node(a);
    return;
  case Args::relation:
    relative_or_pair(a, "SELF, CONTAINER or [node, relation]");
    return;
  case Args::container:
    if (!is_keyword(a, {"SELF", "CONTAINER"})) {
      fail(a, "SELF or CONTAINER");
    }
    return;
  case Args::policy:
    named(a, true, m_l.declared.policies, "policy", "a policy name or index, SELF or CONTAINER");
    return;
  case Args::group:
    named(a, false, m_l.declared.groups, "group", "a group name, SELF or CONTAINER");
    return;
  case Args::artifact:
    relative_or_pair(a, "SELF, CONTAINER or [node, artifact]");
    return;
  case Args::managed:
    relative_or_pair(a, "SELF or [node, artifact]");
    return;
  case Args::input:
    named(a, true, m_l.declared.inputs, "topology input", "a topology input name or index");
    return;
  case Args::output:
    named(a, true, m_l.declared.outputs, "topology output", "a topology output name or index");
    return;
  case Args::import:
    if (a.kind == ValueKind::integer) {
      if (a.integer < 0 || static_cast<std::size_t>(a.integer) >= m_l.declared.imports) {
        m_l.error(a, m_op + " names import " + std::to_string(a.integer) +
                         ", but the template has " + std::to_string(m_l.declared.imports));
      }
    } else if (!is_keyword(a, {"SELF", "CONTAINER"})) {
      fail(a, "the index of an import");
    }
    return;
  case Args::technology:
    m_l.unsupported(a, "deployment technologies are not supported by resolve (" + m_op + ")");
    node_tuple(a, 2, "[node, technology]");
    return;
  case Args::node_pair:
    node_tuple(a, 2, "[node, name or index]");
    return;
  case Args::relation_triple:
    node_tuple(a, 3, "[node, relation, name or index]");
    return;
  case Args::artifact_triple:
    node_tuple(a, 3, "[node, artifact, name or index]");
    return;
  case Args::group_pair:
  case Args::policy_pair:
    if (const auto* items = tuple(a, 2,
                                  m_spec.args == Args::group_pair ? "[group, name or index]"
                                                                  : "[policy, name or index]")) {
      if (m_spec.args == Args::group_pair) {
        named((*items)[0], false, m_l.declared.groups, "group", "a group name there");
      } else {
        named((*items)[0], true, m_l.declared.policies, "policy", "a policy name or index there");
      }
      if (!is_name_or_index((*items)[1])) {
        fail((*items)[1], "a name or an index there");
      }
    }
    return;
  case Args::values:
    values(a, 0);
    return;
  case Args::values_nonempty:
    values(a, 1);
    return;
  case Args::value_pair:
    if (const auto* items = tuple(a, 2, "a list of two values")) {
      m_l.expression((*items)[0], Position::value);
      m_l.expression((*items)[1], Position::value);
    }
    return;
  case Args::in_range:
  case Args::valid_values: {
    const bool range = m_spec.args == Args::in_range;
    const auto* items = tuple(a, 2, range ? "[value, [lower, upper]]" : "[value, [values]]");
    if (items == nullptr) {
      return;
    }
    m_l.expression((*items)[0], Position::value);
    const Value& second = (*items)[1];
    if (second.kind != ValueKind::list || (range && second.items.size() != 2)) {
      fail(second, range ? "the bounds [lower, upper] second" : "a list of values second");
      return;
    }
    for (const auto& item : second.items) {
      m_l.expression(item, Position::value);
    }
    return;
  }
  case Args::join:
    if (const auto* items = tuple(a, 2, "[[values], delimiter]")) {
      values((*items)[0], 0);
      if ((*items)[1].kind != ValueKind::string) {
        fail((*items)[1], "a literal string delimiter");
      }
    }
    return;
  case Args::token:
    if (const auto* items = tuple(a, 3, "[value, delimiter, index]")) {
      m_l.expression((*items)[0], Position::value);
      if ((*items)[1].kind != ValueKind::string) {
        fail((*items)[1], "a literal string delimiter");
      }
      literal_number((*items)[2]);
    }
    return;
  case Args::numbers:
    numbers(a, 0, "a list of literal numbers");
    return;
  case Args::numbers_nonempty:
    numbers(a, 1, "a list of at least one literal number");
    return;
  case Args::regression:
  case Args::polynomial: {
    const bool poly = m_spec.args == Args::polynomial;
    const auto* items = tuple(a, poly ? 3 : 2, poly ? "[points, order, x]" : "[points, x]");
    if (items != nullptr) {
      points((*items)[0]);
      for (std::size_t i = 1; i < items->size(); ++i) {
        literal_number((*items)[i]);
      }
    }
    return;
  }
  case Args::weekday:
    if (!a.is_null() && !(a.kind == ValueKind::list && a.items.empty())) {
      fail(a, "an empty list");
    }
    return;
  case Args::dates:
    if (const auto* items = tuple(a, 2, "a list of two dates")) {
      date((*items)[0]);
      date((*items)[1]);
    }
    return;
  case Args::within:
    if (const auto* items = tuple(a, 2, "[date, [start, end]]")) {
      date((*items)[0]);
      if (const auto* bounds = tuple((*items)[1], 2, "the interval [start, end] second")) {
        date((*bounds)[0]);
        date((*bounds)[1]);
      }
    }
    return;
  }
}

}  // namespace

void check_arguments(Linter& l, const OperatorSpec& op, const Value& args)
{
  Call(l, op, args).check();
}

}  // namespace tosca::variability::lint_detail
