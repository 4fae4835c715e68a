/// The presence operators (seed 003, "Presence Operators"): each reads the
/// presence variables of the elements it names.

#include "encode.hpp"

#include "json_text.hpp"
#include "lookup.hpp"

#include "tosca/variability/resolve.hpp"

#include "errors.hpp"

namespace tosca::variability {

namespace {

/// `args` must be a list of exactly `n` entries.
const ir::Value& tuple(const std::string& op, const ir::Value& args, std::size_t n)
{
  if (args.kind != ir::Value::Kind::list || args.items.size() != n)
    template_error("Operator \"" + op + "\" expects a list of " + std::to_string(n) + " entries, got " + stringify(args),
         args.location);
  return args;
}

/// The first `n` entries of `args` as a list of their own.
ir::Value head(const ir::Value& args, std::size_t n)
{
  ir::Value v = ir::Value::list();
  v.location = args.location;
  for (std::size_t i = 0; i < n; ++i) v.push(args.items[i]);
  return v;
}

template <class F>
Lit any(Sat& sat, const std::vector<Element*>& xs, F f)
{
  std::vector<Lit> lits;
  lits.reserve(xs.size());
  for (const Element* x : xs) lits.push_back(f(*x));
  return sat.or_(lits);
}

}  // namespace

Lit Encoder::host_presence(const Element& node)
{
  std::vector<Lit> hosts;
  for (const Element* r : node.outgoing)
    if (r->hosting()) hosts.push_back(r->target->lit);
  return m_sat.or_(hosts);
}

Lit Encoder::has_source(const Element& node)
{
  return any(m_sat, node.ingoing, [](const Element& r) { return r.source->lit; });
}

Lit Encoder::has_incoming_relation(const Element& node)
{
  return any(m_sat, node.ingoing, [&](const Element& r) { return m_sat.and_({r.manual, r.source->lit}); });
}

Lit Encoder::has_incoming_relation_naive(const Element& node)
{
  return any(m_sat, node.ingoing, [](const Element& r) { return r.lit; });
}

Lit Encoder::has_outgoing_relation(const Element& node)
{
  return any(m_sat, node.outgoing, [&](const Element& r) { return m_sat.and_({r.manual, r.target->lit}); });
}

Lit Encoder::has_outgoing_relation_naive(const Element& node)
{
  return any(m_sat, node.outgoing, [](const Element& r) { return r.lit; });
}

Lit Encoder::has_artifact(const Element& node)
{
  return any(m_sat, node.artifacts, [](const Element& a) { return a.manual; });
}

Lit Encoder::has_artifact_naive(const Element& node)
{
  return any(m_sat, node.artifacts, [](const Element& a) { return a.lit; });
}

Lit Encoder::has_present_target(const Element& policy)
{
  return any(m_sat, policy.targets, [&](const Element& t) {
    if (t.kind == Kind::node) return t.lit;
    return any(m_sat, t.members, [](const Element& m) { return m.lit; });
  });
}

Lit Encoder::has_present_member(const Element& group)
{
  return any(m_sat, group.members, [](const Element& m) { return m.lit; });
}

Lit Encoder::is_consumed(const Element& input)
{
  return any(m_sat, input.consumers, [](const Element& p) { return p.lit; });
}

Lit Encoder::is_produced(const Element& output)
{
  return any(m_sat, output.producers, [](const Element& n) { return n.lit; });
}

Lit Encoder::is_managed(const Element&)
{
  // Managed by a deployment technology: tosca-convert refuses templates
  // with technologies, so no artifact is managed.
  return m_sat.bottom();
}

Lit Encoder::presence_operator(const std::string& op, const ir::Value& a, const Element* ctx, bool& handled)
{
  handled = true;
  const Graph& g = m_graph;
  if (op == "node_presence") return lookup_node(g, a, ctx).lit;
  if (op == "host_presence") return host_presence(lookup_node(g, a, ctx));
  if (op == "has_source") return has_source(lookup_node(g, a, ctx));
  if (op == "has_incoming_relation") return has_incoming_relation(lookup_node(g, a, ctx));
  if (op == "has_incoming_relation_naive") return has_incoming_relation_naive(lookup_node(g, a, ctx));
  if (op == "has_outgoing_relation") return has_outgoing_relation(lookup_node(g, a, ctx));
  if (op == "has_outgoing_relation_naive") return has_outgoing_relation_naive(lookup_node(g, a, ctx));
  if (op == "has_artifact") return has_artifact(lookup_node(g, a, ctx));
  if (op == "has_artifact_naive") return has_artifact_naive(lookup_node(g, a, ctx));
  if (op == "relation_presence") return lookup_relation(g, a, ctx).lit;
  if (op == "source_presence") return lookup_relation(g, a, ctx).source->lit;
  if (op == "target_presence") return lookup_relation(g, a, ctx).target->lit;
  if (op == "container_presence") {
    if (a.kind == ir::Value::Kind::string && a.string == "SELF") return lookup_container(ctx, a.location).lit;
    if (a.kind == ir::Value::Kind::string && a.string == "CONTAINER")
      return lookup_container(&lookup_container(ctx, a.location), a.location).lit;
    template_error("Operator \"container_presence\" expects SELF or CONTAINER, got " + stringify(a), a.location);
  }
  if (op == "policy_presence") return lookup_policy(g, a, ctx).lit;
  if (op == "has_present_target") return has_present_target(lookup_policy(g, a, ctx));
  if (op == "group_presence") return lookup_group(g, a, ctx).lit;
  if (op == "has_present_member") return has_present_member(lookup_group(g, a, ctx));
  if (op == "artifact_presence") return lookup_artifact(g, a, ctx).lit;
  if (op == "is_managed") return is_managed(lookup_artifact(g, a, ctx));
  if (op == "input_presence") return lookup_input(g, a, ctx).lit;
  if (op == "is_consumed") return is_consumed(lookup_input(g, a, ctx));
  if (op == "output_presence") return lookup_output(g, a, ctx).lit;
  if (op == "is_produced") return is_produced(lookup_output(g, a, ctx));
  if (op == "import_presence") return lookup_import(g, a, ctx).lit;
  if (op == "technology_presence")
    throw Error("Deployment technologies are not supported (operator \"technology_presence\")", a.location,
                "VARIABILITY_UNSUPPORTED");

  if (op == "node_property_presence" || op == "node_type_presence") {
    tuple(op, a, 2);
    Element& node = lookup_node(g, a.items[0], ctx);
    return (op == "node_type_presence" ? lookup_type(node, a) : lookup_property(node, a)).lit;
  }
  if (op == "relation_property_presence" || op == "relation_type_presence") {
    tuple(op, a, 3);
    Element& relation = lookup_relation(g, head(a, 2), ctx);
    return (op == "relation_type_presence" ? lookup_type(relation, a) : lookup_property(relation, a)).lit;
  }
  if (op == "group_property_presence" || op == "group_type_presence") {
    tuple(op, a, 2);
    Element& group = lookup_group(g, a.items[0], ctx);
    return (op == "group_type_presence" ? lookup_type(group, a) : lookup_property(group, a)).lit;
  }
  if (op == "policy_property_presence" || op == "policy_type_presence") {
    tuple(op, a, 2);
    Element& policy = lookup_policy(g, a.items[0], ctx);
    return (op == "policy_type_presence" ? lookup_type(policy, a) : lookup_property(policy, a)).lit;
  }
  if (op == "artifact_property_presence" || op == "artifact_type_presence") {
    tuple(op, a, 3);
    Element& artifact = lookup_artifact(g, head(a, 2), ctx);
    return (op == "artifact_type_presence" ? lookup_type(artifact, a) : lookup_property(artifact, a)).lit;
  }
  handled = false;
  return 0;
}

}  // namespace tosca::variability
