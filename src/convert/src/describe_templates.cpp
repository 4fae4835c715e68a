// Describers for template-level entities (ir/templates.hpp): artifact and
// policy templates and the topology (node, relationship, group templates).
#include "describe_context.hpp"

namespace tosca::convert::diff::detail {

namespace {

static_assert(field_count<ir::EntityTemplateBase>() == 6,
              "ir::EntityTemplateBase changed: extend describe_base");

Node describe_base(Context& c, const ir::EntityTemplateBase& t)
{
  Node m = Node::map_at(t.ext.location);
  Fields(c, m, t.ext.location)
      .add("id", t.id)
      .add("name", t.name)
      .add("type", t.type)
      .object("properties", t.properties)
      .keyed("property_constraints", t.property_constraints, key_of_constraint)
      .ext(t.ext);
  return m;
}

} // namespace

static_assert(field_count<ir::ArtifactReference::Pattern>() == 2,
              "ir::ArtifactReference::Pattern changed: extend describe");

Node describe(Context& c, const ir::ArtifactReference::Pattern& p)
{
  Node m = Node::map_at({});
  Fields(c, m, {})
      .add("kind", std::string(p.include ? "include" : "exclude"))
      .add("pattern", p.pattern);
  return m;
}

static_assert(field_count<ir::ArtifactReference>() == 3,
              "ir::ArtifactReference changed: extend describe");

Node describe(Context& c, const ir::ArtifactReference& r)
{
  Node m = Node::map_at(r.ext.location);
  Fields(c, m, r.ext.location)
      .add("reference", r.reference)
      .list("patterns", r.patterns) // include/exclude order is meaningful
      .ext(r.ext);
  return m;
}

static_assert(field_count<ir::ArtifactTemplate>() == 2,
              "ir::ArtifactTemplate changed: extend describe");

Node describe(Context& c, const ir::ArtifactTemplate& t)
{
  Node m = describe_base(c, t);
  more(c, m).keyed("references", t.references,
                   [](const ir::ArtifactReference& r) { return r.reference; });
  return m;
}

static_assert(field_count<ir::PolicyTemplate>() == 1,
              "ir::PolicyTemplate changed: extend describe");

Node describe(Context& c, const ir::PolicyTemplate& t)
{
  return describe_base(c, t);
}

static_assert(field_count<ir::RequirementOrCapability>() == 1,
              "ir::RequirementOrCapability changed: extend describe");

Node describe(Context& c, const ir::RequirementOrCapability& r)
{
  return describe_base(c, r);
}

static_assert(field_count<ir::NodeTemplate>() == 10, "ir::NodeTemplate changed: extend describe");

Node describe(Context& c, const ir::NodeTemplate& t)
{
  Node m = describe_base(c, t);
  more(c, m)
      .integer("min_instances", t.min_instances, k_default_instances)
      .bound("max_instances", t.max_instances, k_default_instances)
      .keyed("requirements", t.requirements, key_of_id<ir::RequirementOrCapability>)
      .keyed("capabilities", t.capabilities, key_of_id<ir::RequirementOrCapability>)
      .keyed("policies", t.policies, key_of_policy)
      .keyed("deployment_artifacts", t.deployment_artifacts, key_of_name<ir::DeploymentArtifact>)
      .keyed("environment_constraints", t.environment_constraints, key_of_constraint)
      .keyed("implementation_artifacts", t.implementation_artifacts, key_of_artifact)
      .add("group", t.group);
  return m;
}

static_assert(field_count<ir::RelationshipTemplate>() == 8,
              "ir::RelationshipTemplate changed: extend describe");

Node describe(Context& c, const ir::RelationshipTemplate& t)
{
  Node m = describe_base(c, t);
  // The wiring carries its own locations (source_location, target_location).
  const ir::Location source_at = t.source_location.known() ? t.source_location : m.location;
  const ir::Location target_at = t.target_location.known() ? t.target_location : m.location;
  Fields(c, m, source_at).add("source", t.source);
  Fields(c, m, target_at).add("target", t.target).add("target_reference", t.target_reference);
  more(c, m)
      .keyed("relationship_constraints", t.relationship_constraints, key_of_constraint)
      .add("group", t.group);
  return m;
}

static_assert(field_count<ir::GroupTemplate>() == 7, "ir::GroupTemplate changed: extend describe");

Node describe(Context& c, const ir::GroupTemplate& g)
{
  Node m = Node::map_at(g.ext.location);
  Fields(c, m, g.ext.location)
      .add("id", g.id)
      .add("name", g.name)
      .integer("min_instances", g.min_instances, k_default_instances)
      .bound("max_instances", g.max_instances, k_default_instances)
      .keyed("policies", g.policies, key_of_policy)
      .add("group", g.group)
      .ext(g.ext);
  return m;
}

static_assert(field_count<ir::TopologyTemplate>() == 6,
              "ir::TopologyTemplate changed: extend describe");

Node describe(Context& c, const ir::TopologyTemplate& t)
{
  Node m = Node::map_at(t.ext.location);
  Fields(c, m, t.ext.location)
      .add("id", t.id)
      .add("name", t.name)
      .keyed("node_templates", t.node_templates, key_of_id<ir::NodeTemplate>)
      .keyed("relationship_templates", t.relationship_templates,
             key_of_id<ir::RelationshipTemplate>)
      .keyed("group_templates", t.group_templates, key_of_id<ir::GroupTemplate>)
      .ext(t.ext);
  return m;
}

} // namespace tosca::convert::diff::detail
