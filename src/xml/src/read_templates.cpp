// Reader for service templates and what they hold, in both dialects:
// TopologyTemplate (node, relationship and draft group templates),
// BoundaryDefinitions and Plans.
#include "read_context.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::BoundaryDefinitions>() == 8, "ir::BoundaryDefinitions changed: extend the XML reader");
static_assert(ir::field_count<ir::BoundaryRef>() == 3, "ir::BoundaryRef changed: extend the XML reader");
static_assert(ir::field_count<ir::ExportedInterface>() == 3, "ir::ExportedInterface changed: extend the XML reader");
static_assert(ir::field_count<ir::ExportedOperation>() == 6, "ir::ExportedOperation changed: extend the XML reader");
static_assert(ir::field_count<ir::Fragment>() == 3, "ir::Fragment changed: extend the XML reader");
static_assert(ir::field_count<ir::GroupTemplate>() == 7, "ir::GroupTemplate changed: extend the XML reader");
static_assert(ir::field_count<ir::NodeTemplate>() == 10, "ir::NodeTemplate changed: extend the XML reader");
static_assert(ir::field_count<ir::Plan>() == 10, "ir::Plan changed: extend the XML reader");
static_assert(ir::field_count<ir::PropertyMapping>() == 4, "ir::PropertyMapping changed: extend the XML reader");
static_assert(ir::field_count<ir::RelationshipTemplate>() == 8, "ir::RelationshipTemplate changed: extend the XML reader");
static_assert(ir::field_count<ir::RequirementOrCapability>() == 1, "ir::RequirementOrCapability changed: extend the XML reader");
static_assert(ir::field_count<ir::ServiceTemplate>() == 12, "ir::ServiceTemplate changed: extend the XML reader");
static_assert(ir::field_count<ir::TopologyTemplate>() == 6, "ir::TopologyTemplate changed: extend the XML reader");

namespace {

ir::RequirementOrCapability read_req_or_cap(const Ctx& c, std::uint32_t i)
{
  ir::RequirementOrCapability r;
  Attrs a(c, i);
  // tRequirement/tCapability: id, type (tEntityTemplate) and name.
  read_entity_template(c, i, a, r, nullptr);
  a.finish(r.ext);
  return r;
}

struct TopologyReader
{
  const Ctx& c;
  ir::TopologyTemplate& topo;

  ir::NodeTemplate node_template(std::uint32_t i, const std::string& group)
  {
    ir::NodeTemplate n;
    n.group = group;
    Attrs a(c, i);
    n.min_instances = a.take_int("minInstances");
    n.max_instances = a.take_bound("maxInstances");
    read_entity_template(c, i, a, n, [&](std::uint32_t k) {
      if (c.is(k, "Requirements")) {
        for (std::uint32_t r : c.elements(k)) {
          if (c.is(r, "Requirement")) {
            n.requirements.push_back(read_req_or_cap(c, r));
          }
        }
      } else if (c.is(k, "Capabilities")) {
        for (std::uint32_t r : c.elements(k)) {
          if (c.is(r, "Capability")) {
            n.capabilities.push_back(read_req_or_cap(c, r));
          }
        }
      } else if (c.is(k, "Policies")) {
        n.policies = read_policies(c, k);
      } else if (c.is(k, "DeploymentArtifacts")) {
        n.deployment_artifacts = read_deployment_artifacts(c, k);
      } else if (c.is(k, "EnvironmentConstraints")) {
        n.environment_constraints = read_constraints(c, k);
      } else if (c.is(k, "ImplementationArtifacts")) {
        n.implementation_artifacts = read_implementation_artifacts(c, k);
      } else {
        return false;
      }
      return true;
    });
    if (auto g = take_draft_attribute(n.ext, "group")) {
      n.group = std::move(*g);
    }
    a.finish(n.ext);
    return n;
  }

  ir::RelationshipTemplate relationship_template(std::uint32_t i, const std::string& group)
  {
    ir::RelationshipTemplate r;
    r.group = group;
    Attrs a(c, i);
    read_entity_template(c, i, a, r, [&](std::uint32_t k) {
      if (c.is(k, "SourceElement")) {
        Attrs s(c, k);
        r.source = s.take("ref").value_or(s.take("id").value_or(""));
        r.source_location = c.node(k).location();
      } else if (c.is(k, "TargetElement")) {
        Attrs s(c, k);
        r.target = s.take("ref").value_or(s.take("id").value_or(""));
        r.target_location = c.node(k).location();
      } else if (c.is(k, "TargetElementReference")) {
        Attrs s(c, k);
        r.target_reference = s.required_qname("id");
        r.target_location = c.node(k).location();
      } else if (c.is(k, "RelationshipConstraints")) {
        r.relationship_constraints = read_constraints(c, k);
      } else {
        return false;
      }
      return true;
    });
    if (auto g = take_draft_attribute(r.ext, "group")) {
      r.group = std::move(*g);
    }
    a.finish(r.ext);
    return r;
  }

  void group_template(std::uint32_t i, const std::string& parent)
  {
    ir::GroupTemplate g;
    g.group = parent;
    Attrs a(c, i);
    g.id = a.required("id");
    g.name = a.take("name");
    g.min_instances = a.take_int("minInstances");
    g.max_instances = a.take_bound("maxInstances");
    std::size_t at = topo.group_templates.size();
    topo.group_templates.emplace_back();
    read_children(c, i, g.ext, [&](std::uint32_t k) {
      if (c.is(k, "Policies")) {
        g.policies = read_policies(c, k);
        return true;
      }
      return member(k, g.id);
    });
    a.finish(g.ext);
    topo.group_templates[at] = std::move(g);
  }

  bool member(std::uint32_t k, const std::string& group)
  {
    if (c.is(k, "NodeTemplate")) {
      topo.node_templates.push_back(node_template(k, group));
    } else if (c.is(k, "RelationshipTemplate")) {
      topo.relationship_templates.push_back(relationship_template(k, group));
    } else if (c.is(k, "GroupTemplate")) {
      group_template(k, group);
    } else {
      return false;
    }
    return true;
  }
};

ir::TopologyTemplate read_topology(const Ctx& c, std::uint32_t i)
{
  ir::TopologyTemplate t;
  Attrs a(c, i);
  t.id = a.take("id");
  t.name = a.take("name");
  // Sized first: a vector of 100,000 templates that doubles as it grows
  // holds half as much again while it moves.
  std::size_t nodes = 0;
  std::size_t relationships = 0;
  for (std::uint32_t k : c.elements(i)) {
    nodes += c.is(k, "NodeTemplate") ? 1 : 0;
    relationships += c.is(k, "RelationshipTemplate") ? 1 : 0;
  }
  t.node_templates.reserve(nodes);
  t.relationship_templates.reserve(relationships);
  TopologyReader r{c, t};
  read_children(c, i, t.ext, [&](std::uint32_t k) { return r.member(k, ""); });
  if (auto id = take_draft_attribute(t.ext, "id")) {
    t.id = std::move(id);
  }
  if (auto name = take_draft_attribute(t.ext, "name")) {
    t.name = std::move(name);
  }
  a.finish(t.ext);
  return t;
}

std::vector<ir::BoundaryRef> read_boundary_refs(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::BoundaryRef> out;
  for (std::uint32_t k : c.elements(i)) {
    ir::BoundaryRef r;
    Attrs a(c, k);
    r.name = a.take("name");
    r.ref = a.required("ref");
    read_children(c, k, r.ext, nullptr);
    a.finish(r.ext);
    out.push_back(std::move(r));
  }
  return out;
}

ir::ExportedInterface read_exported_interface(const Ctx& c, std::uint32_t i)
{
  ir::ExportedInterface itf;
  Attrs a(c, i);
  itf.name = a.required("name");
  read_children(c, i, itf.ext, [&](std::uint32_t k) {
    if (!c.is(k, "Operation")) {
      return false;
    }
    ir::ExportedOperation op;
    Attrs oa(c, k);
    op.name = oa.required("name");
    read_children(c, k, op.ext, [&](std::uint32_t t) {
      Attrs ta(c, t);
      if (c.is(t, "NodeOperation")) {
        op.kind = ir::ExportedOperation::Kind::node_operation;
        op.ref = ta.required("nodeRef");
      } else if (c.is(t, "RelationshipOperation")) {
        op.kind = ir::ExportedOperation::Kind::relationship_operation;
        op.ref = ta.required("relationshipRef");
      } else if (c.is(t, "Plan")) {
        op.kind = ir::ExportedOperation::Kind::plan;
        op.ref = ta.required("planRef");
        ta.finish(op.ext);
        return true;
      } else {
        return false;
      }
      op.interface_name = ta.required("interfaceName");
      op.operation_name = ta.required("operationName");
      ta.finish(op.ext);
      return true;
    });
    oa.finish(op.ext);
    itf.operations.push_back(std::move(op));
    return true;
  });
  a.finish(itf.ext);
  return itf;
}

ir::BoundaryDefinitions read_boundary(const Ctx& c, std::uint32_t i)
{
  ir::BoundaryDefinitions b;
  Attrs a(c, i);
  read_children(c, i, b.ext, [&](std::uint32_t k) {
    if (c.is(k, "Properties")) {
      for (std::uint32_t p : c.elements(k)) {
        if (c.is(p, "PropertyMappings")) {
          for (std::uint32_t m : c.elements(p)) {
            ir::PropertyMapping pm;
            Attrs ma(c, m);
            pm.service_template_property_ref = ma.required("serviceTemplatePropertyRef");
            pm.target_object_ref = ma.required("targetObjectRef");
            pm.target_property_ref = ma.required("targetPropertyRef");
            ma.finish(pm.ext);
            b.property_mappings.push_back(std::move(pm));
          }
        } else if (!b.properties) {
          b.properties = properties_document(c, p);
        } else {
          b.ext.any_elements.push_back(c.fragment(p));
        }
      }
    } else if (c.is(k, "PropertyConstraints")) {
      b.property_constraints = read_constraints(c, k);
    } else if (c.is(k, "Requirements")) {
      b.requirements = read_boundary_refs(c, k);
    } else if (c.is(k, "Capabilities")) {
      b.capabilities = read_boundary_refs(c, k);
    } else if (c.is(k, "Policies")) {
      b.policies = read_policies(c, k);
    } else if (c.is(k, "Interfaces")) {
      for (std::uint32_t e : c.elements(k)) {
        if (c.is(e, "Interface")) {
          b.interfaces.push_back(read_exported_interface(c, e));
        }
      }
    } else {
      return false;
    }
    return true;
  });
  a.finish(b.ext);
  return b;
}

ir::Plan read_plan(const Ctx& c, std::uint32_t i)
{
  ir::Plan p;
  Attrs a(c, i);
  p.id = a.required("id");
  p.name = a.take("name");
  p.plan_type = a.required("planType");
  if (c.dialect == ir::Dialect::csd03) {
    p.plan_language = a.required("languageUsed");
  } else {
    p.plan_language = a.required("planLanguage");
  }
  read_children(c, i, p.ext, [&](std::uint32_t k) {
    if (c.is(k, "Precondition") || c.is(k, "PreCondition")) {
      p.precondition = read_constraint(c, k);
    } else if (c.is(k, "InputParameters")) {
      p.inputs = read_parameters(c, k);
    } else if (c.is(k, "OutputParameters")) {
      p.outputs = read_parameters(c, k);
    } else if (c.is(k, "PlanModel")) {
      ir::Fragment f;
      serialize_children(c.tree, k, f.xml);
      f.bindings = in_scope_bindings(c.tree, k);
      f.location = c.node(k).location();
      p.model = std::move(f);
    } else if (c.is(k, "PlanModelReference")) {
      Attrs r(c, k);
      p.model_reference = r.required("reference");
    } else {
      return false;
    }
    return true;
  });
  a.finish(p.ext);
  return p;
}

}  // namespace

void read_plans(const Ctx& c, std::uint32_t i, ir::ServiceTemplate& st)
{
  Attrs a(c, i);
  st.plans_target_namespace = a.take("targetNamespace");
  read_children(c, i, st.plans_ext, [&](std::uint32_t k) {
    if (!c.is(k, "Plan")) {
      return false;
    }
    st.plans.push_back(read_plan(c, k));
    return true;
  });
  a.finish(st.plans_ext);
}

ir::TopologyTemplate read_topology_template(const Ctx& c, std::uint32_t i)
{
  return read_topology(c, i);
}

ir::ServiceTemplate read_service_template(const Ctx& c, std::uint32_t i)
{
  ir::ServiceTemplate st;
  Attrs a(c, i);
  st.id = a.required("id");
  st.name = a.take("name");
  st.target_namespace = a.take("targetNamespace");
  st.substitutable_node_type = a.take_qname("substitutableNodeType");
  read_children(c, i, st.ext, [&](std::uint32_t k) {
    if (c.is(k, "Tags")) {
      st.tags = read_tags(c, k);
    } else if (c.is(k, "BoundaryDefinitions")) {
      st.boundary = read_boundary(c, k);
    } else if (c.is(k, "TopologyTemplate")) {
      st.topology = read_topology(c, k);
    } else if (c.is(k, "TopologyTemplateReference") && c.in_draft_extension(k)) {
      Attrs r(c, k);
      st.topology_reference = r.required_qname("reference");
    } else if (c.is(k, "Plans")) {
      read_plans(c, k, st);
    } else {
      return false;
    }
    return true;
  });
  a.finish(st.ext);
  return st;
}

}  // namespace tosca::xml::detail
