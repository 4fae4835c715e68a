// Describers for service templates (ir/templates.hpp): boundary
// definitions, plans and the service template itself.
#include "describe_context.hpp"

namespace tosca::convert::diff::detail {

static_assert(field_count<ir::PropertyMapping>() == 4,
              "ir::PropertyMapping changed: extend describe");

Node describe(Context& c, const ir::PropertyMapping& p)
{
  Node m = Node::map_at(p.ext.location);
  Fields(c, m, p.ext.location)
      .add("service_template_property_ref", p.service_template_property_ref)
      .add("target_object_ref", p.target_object_ref)
      .add("target_property_ref", p.target_property_ref)
      .ext(p.ext);
  return m;
}

static_assert(field_count<ir::BoundaryRef>() == 3, "ir::BoundaryRef changed: extend describe");

Node describe(Context& c, const ir::BoundaryRef& r)
{
  Node m = Node::map_at(r.ext.location);
  Fields(c, m, r.ext.location).add("name", r.name).add("ref", r.ref).ext(r.ext);
  return m;
}

namespace {

std::string to_string(ir::ExportedOperation::Kind k)
{
  switch (k) {
  case ir::ExportedOperation::Kind::node_operation:
    return "node_operation";
  case ir::ExportedOperation::Kind::relationship_operation:
    return "relationship_operation";
  case ir::ExportedOperation::Kind::plan:
    return "plan";
  }
  return "?";
}

} // namespace

static_assert(field_count<ir::ExportedOperation>() == 6,
              "ir::ExportedOperation changed: extend describe");

Node describe(Context& c, const ir::ExportedOperation& o)
{
  Node m = Node::map_at(o.ext.location);
  Fields(c, m, o.ext.location)
      .add("name", o.name)
      .add("kind", to_string(o.kind))
      .add("ref", o.ref)
      .add("interface_name", o.interface_name)
      .add("operation_name", o.operation_name)
      .ext(o.ext);
  return m;
}

static_assert(field_count<ir::ExportedInterface>() == 3,
              "ir::ExportedInterface changed: extend describe");

Node describe(Context& c, const ir::ExportedInterface& i)
{
  Node m = Node::map_at(i.ext.location);
  Fields(c, m, i.ext.location)
      .add("name", i.name)
      .keyed("operations", i.operations, key_of_name<ir::ExportedOperation>)
      .ext(i.ext);
  return m;
}

namespace {

/// The exposed name identifies a boundary requirement or capability; the
/// inner one it refers to when it has none.
std::string key_of_boundary_ref(const ir::BoundaryRef& r)
{
  return r.name.value_or(r.ref);
}

} // namespace

static_assert(field_count<ir::BoundaryDefinitions>() == 8,
              "ir::BoundaryDefinitions changed: extend describe");

Node describe(Context& c, const ir::BoundaryDefinitions& b)
{
  Node m = Node::map_at(b.ext.location);
  Fields(c, m, b.ext.location)
      .object("properties", b.properties)
      .keyed("property_mappings", b.property_mappings,
             [](const ir::PropertyMapping& p) { return p.service_template_property_ref; })
      .keyed("property_constraints", b.property_constraints, key_of_constraint)
      .keyed("requirements", b.requirements, key_of_boundary_ref)
      .keyed("capabilities", b.capabilities, key_of_boundary_ref)
      .keyed("policies", b.policies, key_of_policy)
      .keyed("interfaces", b.interfaces, key_of_name<ir::ExportedInterface>)
      .ext(b.ext);
  return m;
}

static_assert(field_count<ir::Plan>() == 10, "ir::Plan changed: extend describe");

Node describe(Context& c, const ir::Plan& p)
{
  Node m = Node::map_at(p.ext.location);
  Fields(c, m, p.ext.location)
      .add("id", p.id)
      .add("name", p.name)
      .add("plan_type", p.plan_type)
      .add("plan_language", p.plan_language)
      .object("precondition", p.precondition)
      .list("inputs", p.inputs)
      .list("outputs", p.outputs)
      .fragment("model", p.model)
      .add("model_reference", p.model_reference)
      .ext(p.ext);
  return m;
}

static_assert(field_count<ir::ServiceTemplate>() == 12,
              "ir::ServiceTemplate changed: extend describe");

Node describe(Context& c, const ir::ServiceTemplate& s)
{
  // Effective namespaces: an attribute left out means the enclosing one.
  const std::string ns = s.target_namespace.value_or(c.document.target_namespace);
  Node m = Node::map_at(s.ext.location);
  Fields(c, m, s.ext.location)
      .add("id", s.id)
      .add("name", s.name)
      .add("target_namespace", ns)
      .add("substitutable_node_type", s.substitutable_node_type)
      .keyed("tags", s.tags, key_of_name<ir::Tag>)
      .object("boundary", s.boundary)
      .object("topology", s.topology)
      .add("topology_reference", s.topology_reference)
      .keyed("plans", s.plans, key_of_id<ir::Plan>)
      .add("plans_target_namespace", s.plans_target_namespace.value_or(ns))
      .ext("plans_ext", s.plans_ext)
      .ext(s.ext);
  return m;
}

} // namespace tosca::convert::diff::detail
