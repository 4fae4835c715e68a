// YAML writer, the parts of a topology beside its templates: draft group
// templates as YAML groups, node template policies as YAML policies, and
// the service template's XML-only parts for the extension block.
#include "wellknown.hpp"
#include "writer_state.hpp"

namespace tosca::yaml::detail {

Value service_template_residue(const ir::ServiceTemplate& tpl)
{
  Value s = Value::map();
  s.add("id", Value::of(tpl.id));
  if (tpl.name) {
    s.add("name", Value::of(*tpl.name));
  }
  if (tpl.target_namespace) {
    s.add("target_namespace", Value::of(*tpl.target_namespace));
  }
  if (tpl.substitutable_node_type) {
    s.add("substitutable_node_type", qname(*tpl.substitutable_node_type));
  }
  if (!tags_as_metadata(tpl.tags)) {
    s.add_if("tags", tags(tpl.tags));
  }
  if (tpl.boundary) {
    s.add("boundary_definitions", boundary(*tpl.boundary));
  }
  if (tpl.topology) {
    Value t = Value::map();
    if (tpl.topology->id) {
      t.add("id", Value::of(*tpl.topology->id));
    }
    if (tpl.topology->name) {
      t.add("name", Value::of(*tpl.topology->name));
    }
    add_extensible(t, tpl.topology->ext, true);
    s.add_if("topology_template", std::move(t));
  }
  if (tpl.topology_reference) {
    s.add("topology_template_reference", qname(*tpl.topology_reference));
  }
  s.add_if("plans", list_of(tpl.plans, plan));
  if (tpl.plans_target_namespace) {
    s.add("plans_target_namespace", Value::of(*tpl.plans_target_namespace));
  }
  Value pe = Value::map();
  add_extensible(pe, tpl.plans_ext, false);
  s.add_if("plans_element", std::move(pe));
  add_extensible(s, tpl.ext, true);
  return s;
}

/// Draft group templates: YAML groups of their direct node members; the
/// draft's own group data goes to `group_residues` for the extension block.
Value draft_groups(const ir::TopologyTemplate& topo, Value& group_residues)
{
  Value groups = Value::map();
  for (const auto& g : topo.group_templates) {
    Value members = Value::list();
    for (const auto& n : topo.node_templates) {
      if (n.group == g.id) {
        members.push(Value::of(n.id));
      }
    }
    if (!members.empty()) {
      Value y = Value::map();
      y.add("type", Value::of("tosca.groups.Root"));
      y.add("members", std::move(members));
      groups.add(g.id, std::move(y));
    }
    Value r = Value::map();
    r.add("id", Value::of(g.id));
    if (g.name) {
      r.add("name", Value::of(*g.name));
    }
    if (g.min_instances) {
      r.add("min_instances", Value::of(*g.min_instances));
    }
    if (g.max_instances) {
      r.add("max_instances", bound(*g.max_instances));
    }
    r.add_if("policies", list_of(g.policies, policy));
    if (!g.group.empty()) {
      r.add("group", Value::of(g.group));
    }
    add_extensible(r, g.ext, false);
    group_residues.push(std::move(r));
  }
  return groups;
}

/// Node template policies with a resolvable policy type.
Value node_template_policies(WriterState& st, const ir::TopologyTemplate& topo)
{
  Value policies = Value::list();
  for (const auto& n : topo.node_templates) {
    std::size_t k = 0;
    for (const auto& p : n.policies) {
      ++k;
      if (p.policy_type.empty() || !st.index.find(EntityKind::policy_type, p.policy_type)) {
        continue;
      }
      Value y = Value::map();
      y.add("type", Value::of(st.name_of(EntityKind::policy_type, p.policy_type)));
      Value targets = Value::list();
      targets.push(Value::of(n.id));
      y.add("targets", std::move(targets));
      Value entry = Value::map();
      entry.add(n.id + ".policy" + std::to_string(k) + (p.name ? "." + *p.name : ""), std::move(y));
      policies.push(std::move(entry));
    }
  }
  return policies;
}

}  // namespace tosca::yaml::detail
