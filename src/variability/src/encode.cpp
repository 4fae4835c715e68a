/// The encoder: logic operators, presence operators, value operators.

#include "encode.hpp"

#include "json_text.hpp"
#include "lookup.hpp"

#include "tosca/variability/resolve.hpp"

#include "errors.hpp"

namespace tosca::variability {

namespace {



}  // namespace

Encoder::Encoder(const Graph& g, Sat& sat, const ValueScope& values) : m_graph(g), m_sat(sat), m_values(values)
{
}

Lit Encoder::condition(const Condition& c, const Element* context)
{
  if (c.build) return c.build(*this);
  return expression(*c.expression, context);
}

Lit Encoder::expression(const ir::Value& e, const Element* context)
{
  switch (e.kind) {
  case ir::Value::Kind::boolean: return e.boolean ? m_sat.top() : m_sat.bottom();
  case ir::Value::Kind::string: {
    // A bare string names a variable: an element id (node.app) or its
    // manual id; the reference implementation's solver reads it so.
    auto it = m_names.find(e.string);
    if (it == m_names.end())
      template_error("Condition \"" + e.string + "\" names no element (expected an operator such as {node_presence: " +
               e.string + "})",
           e.location);
    return it->second;
  }
  case ir::Value::Kind::map:
    if (e.entries.size() != 1)
      template_error("A logic expression must be a map with exactly one operator, got " + stringify(e), e.location);
    return operator_expression(e.entries[0].first, e.entries[0].second, e, context);
  case ir::Value::Kind::null: template_error("A condition is empty (null)", e.location);
  default: break;
  }
  // Numbers and lists: a value in a logic position.
  return as_logic(evaluate(e, m_values), e) ? m_sat.top() : m_sat.bottom();
}

std::vector<Lit> Encoder::list(const std::string& op, const ir::Value& args, const Element* context)
{
  if (args.kind != ir::Value::Kind::list)
    template_error("Operator \"" + op + "\" expects a list, got " + stringify(args), args.location);
  std::vector<Lit> lits;
  lits.reserve(args.items.size());
  for (const auto& a : args.items) lits.push_back(expression(a, context));
  return lits;
}

Lit Encoder::named_logic_expression(const ir::Value& name, const Element* context)
{
  if (name.kind != ir::Value::Kind::string) template_error("Element \"" + stringify(name) + "\" is not a string", name.location);
  const ir::Value* found = m_values.expression ? m_values.expression(name.string) : nullptr;
  if (!found) template_error("Did not find logic expression \"" + name.string + "\"", name.location);
  if (found->kind == ir::Value::Kind::string)
    template_error("Logic expression \"" + pretty(ir::Value::of(name.string)) + "\" must not be a string", name.location);
  if (found->kind == ir::Value::Kind::boolean) return expression(*found, context);
  if (auto it = m_expressions.find(name.string); it != m_expressions.end()) return it->second;
  // Defined once, in the context of its first use, as the reference does.
  const Lit var = m_sat.var("expression." + name.string);
  m_expressions[name.string] = var;
  m_sat.require(m_sat.equiv(var, expression(*found, context)));
  return var;
}

Lit Encoder::operator_expression(const std::string& op, const ir::Value& args, const ir::Value& whole,
                                 const Element* context)
{
  if (op == "logic_expression") return named_logic_expression(args, context);
  if (op == "and") return m_sat.and_(list(op, args, context));
  if (op == "or") return m_sat.or_(list(op, args, context));
  if (op == "not") return m_sat.not_(expression(args, context));
  if (op == "xor") return m_sat.xor_(list(op, args, context));
  if (op == "exo") return m_sat.exactly_one(list(op, args, context));
  if (op == "amo") return m_sat.at_most_one(list(op, args, context));
  if (op == "implies") {
    if (args.kind != ir::Value::Kind::list || args.items.size() != 2)
      template_error("Operator \"implies\" expects two arguments, got " + stringify(args), args.location);
    return m_sat.implies(expression(args.items[0], context), expression(args.items[1], context));
  }
  bool handled = false;
  const Lit presence = presence_operator(op, args, context, handled);
  if (handled) return presence;
  if (!is_value_operator(op) && op != "variability_input" && op != "value_expression")
    template_error("Unknown value expression \"" + pretty(whole) + "\"", whole.location);
  return as_logic(evaluate(whole, m_values), whole) ? m_sat.top() : m_sat.bottom();
}

}  // namespace tosca::variability
