// Writers for service templates and what they hold, in both dialects:
// BoundaryDefinitions (final), the TopologyTemplate with node, relationship
// and (draft) group templates, and Plans.
#include "write_common.hpp"

#include <set>
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::BoundaryDefinitions>() == 8, "ir::BoundaryDefinitions changed: extend the XML writer");
static_assert(ir::field_count<ir::BoundaryRef>() == 3, "ir::BoundaryRef changed: extend the XML writer");
static_assert(ir::field_count<ir::ExportedInterface>() == 3, "ir::ExportedInterface changed: extend the XML writer");
static_assert(ir::field_count<ir::GroupTemplate>() == 7, "ir::GroupTemplate changed: extend the XML writer");
static_assert(ir::field_count<ir::NodeTemplate>() == 10, "ir::NodeTemplate changed: extend the XML writer");
static_assert(ir::field_count<ir::Plan>() == 10, "ir::Plan changed: extend the XML writer");
static_assert(ir::field_count<ir::RelationshipTemplate>() == 8, "ir::RelationshipTemplate changed: extend the XML writer");
static_assert(ir::field_count<ir::RequirementOrCapability>() == 1, "ir::RequirementOrCapability changed: extend the XML writer");
static_assert(ir::field_count<ir::ServiceTemplate>() == 12, "ir::ServiceTemplate changed: extend the XML writer");
static_assert(ir::field_count<ir::TopologyTemplate>() == 6, "ir::TopologyTemplate changed: extend the XML writer");

namespace {

// ------------------------------------------------------------- topology

void write_requirements_or_capabilities(const WCtx& c, std::string_view wrapper,
                                        std::string_view element,
                                        std::span<const ir::RequirementOrCapability> list)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, wrapper);
  for (const auto& r : list) {
    open(c, element, r.ext);
    c.out.attribute("id", r.id);
    optional_attribute(c, "name", r.name);
    qname_attribute(c, "type", r.type);
    write_foreign_attributes(c, r.ext);
    write_ext_body(c, r.ext);
    write_entity_template_body(c, r);
    c.out.end();
  }
  c.out.end();
}

void write_node_template(const WCtx& c, const ir::NodeTemplate& n)
{
  open(c, "NodeTemplate", n.ext);
  c.out.attribute("id", n.id);
  optional_attribute(c, "name", n.name);
  qname_attribute(c, c.final_dialect() ? "type" : "nodeType", n.type);
  int_attribute(c, "minInstances", n.min_instances);
  bound_attribute(c, "maxInstances", n.max_instances);
  write_foreign_attributes(c, n.ext);
  write_ext_body(c, n.ext);
  if (c.final_dialect()) {
    write_node_template_extension(c, n);
    write_entity_template_body(c, n);
    write_requirements_or_capabilities(c, "Requirements", "Requirement", n.requirements);
    write_requirements_or_capabilities(c, "Capabilities", "Capability", n.capabilities);
    if (!any_draft_form(n.policies)) {
      write_policies(c, n.policies, false);
    }
    if (!any_draft_form(n.deployment_artifacts)) {
      write_deployment_artifacts(c, n.deployment_artifacts, false);
    }
  } else {
    write_entity_template_body(c, n);
    if (!n.requirements.empty() || !n.capabilities.empty()) {
      c.report(n.ext.location, "requirements and capabilities of node template '" + n.id +
                                   "' are not part of the CSD03 schema; written as TOSCA 1.0 "
                                   "spells them");
      write_requirements_or_capabilities(c, "Requirements", "Requirement", n.requirements);
      write_requirements_or_capabilities(c, "Capabilities", "Capability", n.capabilities);
    }
    write_policies(c, n.policies, true);
    write_constraints(c, "EnvironmentConstraints", "EnvironmentConstraint",
                      n.environment_constraints);
    write_deployment_artifacts(c, n.deployment_artifacts, true);
    write_implementation_artifacts(c, n.implementation_artifacts, true);
  }
  c.out.end();
}

void write_relationship_template(const WCtx& c, const ir::RelationshipTemplate& r)
{
  const bool fin = c.final_dialect();
  const std::string_view ref = fin ? "ref" : "id";
  open(c, "RelationshipTemplate", r.ext);
  c.out.attribute("id", r.id);
  optional_attribute(c, "name", r.name);
  qname_attribute(c, fin ? "type" : "relationshipType", r.type);
  write_foreign_attributes(c, r.ext);
  write_ext_body(c, r.ext);
  if (fin) {
    write_relationship_template_extension(c, r);
    write_entity_template_body(c, r);
  }
  open_plain(c, "SourceElement", r.source_location);
  c.out.attribute(ref, r.source);
  c.out.end();
  if (!r.target.empty() || !r.target_reference) {
    open_plain(c, "TargetElement", r.target_location);
    c.out.attribute(ref, r.target);
    c.out.end();
  }
  if (!fin) {
    if (r.target_reference) {
      open_plain(c, "TargetElementReference", r.target_location);
      c.out.qname_attribute("id", *r.target_reference);
      c.out.end();
    }
    write_entity_template_body(c, r);
  }
  write_constraints(c, "RelationshipConstraints", "RelationshipConstraint",
                    r.relationship_constraints);
  c.out.end();
}

/// Group templates nest; the IR keeps each member's group id. This gives
/// every group the parent it can have in a tree (an unknown or cyclic
/// parent is reported and the group becomes a top-level one) and every
/// member a group that exists.
struct GroupTree
{
  const WCtx& c;
  const ir::TopologyTemplate& t;
  std::set<std::string> known;
  std::vector<std::string> parent; // per group template

  GroupTree(const WCtx& ctx, const ir::TopologyTemplate& topo) : c(ctx), t(topo)
  {
    for (const auto& g : t.group_templates) {
      known.insert(g.id);
    }
    for (const auto& g : t.group_templates) {
      std::string p = g.group;
      std::set<std::string> seen{g.id};
      for (std::string up = p; !up.empty();) {
        if (!known.count(up) || seen.count(up)) {
          c.report(g.ext.location, "group template '" + g.id + "' is nested in '" + g.group +
                                       "', which is no enclosing group template; written at the "
                                       "top level");
          p.clear();
          break;
        }
        seen.insert(up);
        up = group_of(up);
      }
      parent.push_back(p);
    }
  }

  std::string group_of(const std::string& id) const
  {
    for (const auto& g : t.group_templates) {
      if (g.id == id) {
        return g.group;
      }
    }
    return {};
  }

  std::string member_group(const std::string& group, const std::string& id,
                           ir::Location where) const
  {
    if (group.empty() || known.count(group)) {
      return group;
    }
    c.report(where, "'" + id + "' is a member of group template '" + group +
                        "', which does not exist; written at the top level");
    return {};
  }
};

void open_group(const WCtx& c, const ir::GroupTemplate& g)
{
  open(c, "GroupTemplate", g.ext);
  c.out.attribute("id", g.id);
  optional_attribute(c, "name", g.name);
  int_attribute(c, "minInstances", g.min_instances);
  bound_attribute(c, "maxInstances", g.max_instances);
  write_foreign_attributes(c, g.ext);
  write_ext_body(c, g.ext);
}

void close_group(const WCtx& c, const ir::GroupTemplate& g)
{
  write_policies(c, g.policies, true);
  c.out.end();
}

/// Writes the groups (and, with members, the node and relationship
/// templates) as a tree in which a pre-order walk meets each list in its
/// IR order, so reading it back gives the same vectors.
void write_group_tree(const WCtx& c, const ir::TopologyTemplate& t, bool with_members)
{
  GroupTree tree(c, t);
  std::vector<std::string> node_group, rel_group;
  if (with_members) {
    for (const auto& n : t.node_templates) {
      node_group.push_back(tree.member_group(n.group, n.id, n.ext.location));
    }
    for (const auto& r : t.relationship_templates) {
      rel_group.push_back(tree.member_group(r.group, r.id, r.ext.location));
    }
  }
  const std::size_t nn = node_group.size(), nr = rel_group.size(), ng = t.group_templates.size();
  std::size_t ni = 0, ri = 0, gi = 0;
  std::vector<std::size_t> open_groups;
  for (;;) {
    const std::string top = open_groups.empty() ? "" : t.group_templates[open_groups.back()].id;
    if (ni < nn && node_group[ni] == top) {
      write_node_template(c, t.node_templates[ni++]);
    } else if (ri < nr && rel_group[ri] == top) {
      write_relationship_template(c, t.relationship_templates[ri++]);
    } else if (gi < ng && tree.parent[gi] == top) {
      open_group(c, t.group_templates[gi]);
      open_groups.push_back(gi++);
    } else if (!open_groups.empty()) {
      close_group(c, t.group_templates[open_groups.back()]);
      open_groups.pop_back();
    } else if (ni < nn || ri < nr || gi < ng) {
      // Lists that no tree walk gives (a member listed after its group
      // was closed): the next item goes where it can.
      if (ni < nn) {
        c.report(t.node_templates[ni].ext.location,
                 "node template '" + t.node_templates[ni].id +
                     "' comes after its group template was closed; written at the top level");
        write_node_template(c, t.node_templates[ni++]);
      } else if (ri < nr) {
        c.report(t.relationship_templates[ri].ext.location,
                 "relationship template '" + t.relationship_templates[ri].id +
                     "' comes after its group template was closed; written at the top level");
        write_relationship_template(c, t.relationship_templates[ri++]);
      } else {
        c.report(t.group_templates[gi].ext.location,
                 "group template '" + t.group_templates[gi].id +
                     "' comes after its enclosing group was closed; written at the top level");
        open_group(c, t.group_templates[gi]);
        open_groups.push_back(gi++);
      }
    } else {
      break;
    }
  }
}

// ------------------------------------------------------------- boundary

void write_boundary_refs(const WCtx& c, std::string_view wrapper, std::string_view element,
                         const std::vector<ir::BoundaryRef>& list)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, wrapper);
  for (const auto& r : list) {
    open(c, element, r.ext);
    optional_attribute(c, "name", r.name);
    c.out.attribute("ref", r.ref);
    write_foreign_attributes(c, r.ext);
    write_ext_body(c, r.ext);
    c.out.end();
  }
  c.out.end();
}

void write_exported_interfaces(const WCtx& c, const std::vector<ir::ExportedInterface>& list)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, "Interfaces");
  for (const auto& itf : list) {
    open(c, "Interface", itf.ext);
    c.out.attribute("name", itf.name);
    write_foreign_attributes(c, itf.ext);
    write_ext_body(c, itf.ext);
    for (const auto& op : itf.operations) {
      open(c, "Operation", op.ext);
      c.out.attribute("name", op.name);
      write_foreign_attributes(c, op.ext);
      write_ext_body(c, op.ext);
      using Kind = ir::ExportedOperation::Kind;
      switch (op.kind) {
      case Kind::node_operation:
        open_plain(c, "NodeOperation");
        c.out.attribute("nodeRef", op.ref);
        break;
      case Kind::relationship_operation:
        open_plain(c, "RelationshipOperation");
        c.out.attribute("relationshipRef", op.ref);
        break;
      case Kind::plan:
        open_plain(c, "Plan");
        c.out.attribute("planRef", op.ref);
        break;
      }
      if (op.kind != Kind::plan) {
        c.out.attribute("interfaceName", op.interface_name);
        c.out.attribute("operationName", op.operation_name);
      }
      c.out.end();
      c.out.end();
    }
    c.out.end();
  }
  c.out.end();
}

void write_boundary(const WCtx& c, const ir::BoundaryDefinitions& b)
{
  open(c, "BoundaryDefinitions", b.ext);
  write_foreign_attributes(c, b.ext);
  write_ext_body(c, b.ext);
  if (b.properties || !b.property_mappings.empty()) {
    open_plain(c, "Properties");
    if (b.properties) {
      c.out.require(b.properties->document.bindings);
      if (b.properties->document.xml.empty()) {
        c.report(b.ext.location, "boundary properties without a document; left out");
      } else {
        c.out.fragment(b.properties->document.xml);
      }
    }
    if (!b.property_mappings.empty()) {
      open_plain(c, "PropertyMappings");
      for (const auto& m : b.property_mappings) {
        open_plain(c, "PropertyMapping", m.ext.location);
        c.out.attribute("serviceTemplatePropertyRef", m.service_template_property_ref);
        c.out.attribute("targetObjectRef", m.target_object_ref);
        c.out.attribute("targetPropertyRef", m.target_property_ref);
        write_foreign_attributes(c, m.ext);
        c.out.end();
      }
      c.out.end();
    }
    c.out.end();
  }
  write_constraints(c, "PropertyConstraints", "PropertyConstraint", b.property_constraints);
  write_boundary_refs(c, "Requirements", "Requirement", b.requirements);
  write_boundary_refs(c, "Capabilities", "Capability", b.capabilities);
  write_policies(c, b.policies, false);
  write_exported_interfaces(c, b.interfaces);
  c.out.end();
}

// ---------------------------------------------------------------- plans

void write_plan(const WCtx& c, const ir::Plan& p)
{
  open(c, "Plan", p.ext);
  c.out.attribute("id", p.id);
  optional_attribute(c, "name", p.name);
  c.out.attribute("planType", p.plan_type);
  c.out.attribute(c.final_dialect() ? "planLanguage" : "languageUsed", p.plan_language);
  write_foreign_attributes(c, p.ext);
  write_ext_body(c, p.ext);
  if (p.precondition) {
    write_constraint(c, "Precondition", *p.precondition, "expressionLanguage");
  }
  if (!c.final_dialect() && (!p.inputs.empty() || !p.outputs.empty())) {
    c.report(p.ext.location, "parameters of plan '" + p.id +
                                 "' are not part of the CSD03 schema; written as TOSCA 1.0 "
                                 "spells them");
  }
  write_parameters(c, "InputParameters", "InputParameter", p.inputs);
  write_parameters(c, "OutputParameters", "OutputParameter", p.outputs);
  if (p.model) {
    open_plain(c, "PlanModel", p.model->location);
    c.out.require(p.model->bindings);
    c.out.mixed();
    c.out.content(p.model->xml);
    c.out.end();
  }
  if (p.model_reference) {
    open_plain(c, "PlanModelReference");
    c.out.attribute("reference", *p.model_reference);
    c.out.end();
  }
  c.out.end();
}

}  // namespace

void write_topology(const WCtx& c, const ir::TopologyTemplate& t)
{
  open(c, "TopologyTemplate", t.ext);
  if (!c.final_dialect()) {
    if (!t.id && c.doc.dialect != ir::Dialect::csd03) {
      // The draft requires an id that TOSCA 1.0 topologies do not have.
      c.out.attribute("id", c.doc.id + "-topology");
    }
    optional_attribute(c, "id", t.id);
    optional_attribute(c, "name", t.name);
  }
  write_foreign_attributes(c, t.ext);
  write_ext_body(c, t.ext);
  if (c.final_dialect()) {
    write_topology_extension(c, t);
    for (const auto& n : t.node_templates) {
      write_node_template(c, n);
    }
    for (const auto& r : t.relationship_templates) {
      write_relationship_template(c, r);
    }
  } else {
    write_group_tree(c, t, true);
  }
  c.out.end();
}

void write_group_templates(const WCtx& c, const ir::TopologyTemplate& t)
{
  write_group_tree(c, t, false);
}

void write_topology_reference(const WCtx& c, const ir::QName& reference)
{
  open_plain(c, "TopologyTemplateReference");
  qname_attribute(c, "reference", reference);
  c.out.end();
}

void write_plans(const WCtx& c, const ir::ServiceTemplate& st)
{
  if (st.plans.empty() && !st.plans_target_namespace && !has_content(st.plans_ext)) {
    return;
  }
  open(c, "Plans", st.plans_ext);
  optional_attribute(c, "targetNamespace", st.plans_target_namespace);
  write_foreign_attributes(c, st.plans_ext);
  write_ext_body(c, st.plans_ext);
  for (const auto& p : st.plans) {
    write_plan(c, p);
  }
  c.out.end();
}

void write_service_template(const WCtx& c, const ir::ServiceTemplate& st)
{
  open(c, "ServiceTemplate", st.ext);
  c.out.attribute("id", st.id);
  optional_attribute(c, "name", st.name);
  optional_attribute(c, "targetNamespace", st.target_namespace);
  optional_qname_attribute(c, "substitutableNodeType", st.substitutable_node_type);
  write_foreign_attributes(c, st.ext);
  write_ext_body(c, st.ext);
  write_service_template_extension(c, st);
  write_tags(c, st.tags);
  if (st.boundary) {
    write_boundary(c, *st.boundary);
  }
  if (st.topology) {
    write_topology(c, *st.topology);
  } else {
    c.report(st.ext.location, "service template '" + st.id +
                                  "' has no topology template, which TOSCA 1.0 requires; the "
                                  "output will not validate");
  }
  write_plans(c, st);
  c.out.end();
}

}  // namespace tosca::xml::detail
