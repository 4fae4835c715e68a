// Describers for type-level entities (ir/types.hpp): the six kinds of types,
// their definitions and the two kinds of type implementations.
#include "describe_context.hpp"

namespace tosca::convert::diff::detail {

namespace {

static_assert(field_count<ir::EntityTypeBase>() == 11,
              "ir::EntityTypeBase changed: extend describe_base");

/// The fields of tEntityType; a new map for the type.
Node describe_base(Context& c, const ir::EntityTypeBase& t)
{
  Node m = Node::map_at(t.ext.location);
  Fields(c, m, t.ext.location)
      .add("name", t.name)
      .add("display_name", t.display_name)
      // The effective namespace; whether it was written is not compared.
      .add("target_namespace", t.target_namespace)
      .yes_no("abstract", t.abstract, k_default_abstract)
      .yes_no("final", t.is_final, k_default_final)
      .keyed("tags", t.tags, key_of_name<ir::Tag>)
      .add("derived_from", t.derived_from)
      .object("properties_definition", t.properties_definition)
      .object("winery_properties", t.winery_properties)
      .ext(t.ext);
  return m;
}

} // namespace

static_assert(field_count<ir::RequirementDefinition>() == 6,
              "ir::RequirementDefinition changed: extend describe");

Node describe(Context& c, const ir::RequirementDefinition& d)
{
  Node m = Node::map_at(d.ext.location);
  Fields(c, m, d.ext.location)
      .add("name", d.name)
      .add("requirement_type", d.requirement_type)
      .integer("lower_bound", d.lower_bound, k_default_bound)
      .bound("upper_bound", d.upper_bound, k_default_bound)
      .keyed("constraints", d.constraints, key_of_constraint)
      .ext(d.ext);
  return m;
}

static_assert(field_count<ir::CapabilityDefinition>() == 6,
              "ir::CapabilityDefinition changed: extend describe");

Node describe(Context& c, const ir::CapabilityDefinition& d)
{
  Node m = Node::map_at(d.ext.location);
  Fields(c, m, d.ext.location)
      .add("name", d.name)
      .add("capability_type", d.capability_type)
      .integer("lower_bound", d.lower_bound, k_default_bound)
      .bound("upper_bound", d.upper_bound, k_default_bound)
      .keyed("constraints", d.constraints, key_of_constraint)
      .ext(d.ext);
  return m;
}

static_assert(field_count<ir::InstanceState>() == 1, "ir::InstanceState changed: extend describe");

Node describe(Context& c, const ir::InstanceState& s)
{
  Node m = Node::map_at({});
  Fields(c, m, {}).add("state", s.state);
  return m;
}

static_assert(field_count<ir::NodeType>() == 7, "ir::NodeType changed: extend describe");

Node describe(Context& c, const ir::NodeType& t)
{
  Node m = describe_base(c, t);
  more(c, m)
      .keyed("requirement_definitions", t.requirement_definitions,
             key_of_name<ir::RequirementDefinition>)
      .keyed("capability_definitions", t.capability_definitions,
             key_of_name<ir::CapabilityDefinition>)
      .keyed("instance_states", t.instance_states,
             [](const ir::InstanceState& s) { return s.state; })
      .keyed("interfaces", t.interfaces, key_of_name<ir::Interface>)
      .keyed("policies", t.policies, key_of_policy)
      .keyed("deployment_artifacts", t.deployment_artifacts, key_of_name<ir::DeploymentArtifact>);
  return m;
}

static_assert(field_count<ir::RelationshipType>() == 7,
              "ir::RelationshipType changed: extend describe");

Node describe(Context& c, const ir::RelationshipType& t)
{
  Node m = describe_base(c, t);
  more(c, m)
      .keyed("instance_states", t.instance_states,
             [](const ir::InstanceState& s) { return s.state; })
      .keyed("source_interfaces", t.source_interfaces, key_of_name<ir::Interface>)
      .keyed("target_interfaces", t.target_interfaces, key_of_name<ir::Interface>)
      .add("valid_source", t.valid_source)
      .add("valid_target", t.valid_target)
      .yes_no("cascading_deletion", t.cascading_deletion, k_default_cascading_deletion);
  return m;
}

static_assert(field_count<ir::RequirementType>() == 2,
              "ir::RequirementType changed: extend describe");

Node describe(Context& c, const ir::RequirementType& t)
{
  Node m = describe_base(c, t);
  more(c, m).add("required_capability_type", t.required_capability_type);
  return m;
}

static_assert(field_count<ir::CapabilityType>() == 1,
              "ir::CapabilityType changed: extend describe");

Node describe(Context& c, const ir::CapabilityType& t)
{
  return describe_base(c, t);
}

static_assert(field_count<ir::ArtifactType>() == 1, "ir::ArtifactType changed: extend describe");

Node describe(Context& c, const ir::ArtifactType& t)
{
  return describe_base(c, t);
}

static_assert(field_count<ir::PolicyType>() == 3, "ir::PolicyType changed: extend describe");

Node describe(Context& c, const ir::PolicyType& t)
{
  Node m = describe_base(c, t);
  more(c, m)
      .add("policy_language", t.policy_language)
      .keyed("applies_to", t.applies_to, [](const ir::QName& q) { return clark(q); });
  return m;
}

static_assert(field_count<ir::RequiredContainerFeature>() == 1,
              "ir::RequiredContainerFeature changed: extend describe");

Node describe(Context& c, const ir::RequiredContainerFeature& f)
{
  Node m = Node::map_at({});
  Fields(c, m, {}).add("feature", f.feature);
  return m;
}

namespace {

static_assert(field_count<ir::TypeImplementation>() == 11,
              "ir::TypeImplementation changed: extend describe_implementation");

Node describe_implementation(Context& c, const ir::TypeImplementation& t)
{
  Node m = Node::map_at(t.ext.location);
  Fields(c, m, t.ext.location)
      .add("name", t.name)
      // The effective namespace; target_namespace_written is not compared.
      .add("target_namespace", t.target_namespace)
      .add("implemented_type", t.implemented_type)
      .yes_no("abstract", t.abstract, k_default_abstract)
      .yes_no("final", t.is_final, k_default_final)
      .keyed("tags", t.tags, key_of_name<ir::Tag>)
      .add("derived_from", t.derived_from)
      .keyed("required_container_features", t.required_container_features,
             [](const ir::RequiredContainerFeature& f) { return f.feature; })
      .keyed("implementation_artifacts", t.implementation_artifacts, key_of_artifact)
      .ext(t.ext);
  return m;
}

} // namespace

static_assert(field_count<ir::NodeTypeImplementation>() == 2,
              "ir::NodeTypeImplementation changed: extend describe");

Node describe(Context& c, const ir::NodeTypeImplementation& t)
{
  Node m = describe_implementation(c, t);
  more(c, m).keyed("deployment_artifacts", t.deployment_artifacts,
                   key_of_name<ir::DeploymentArtifact>);
  return m;
}

static_assert(field_count<ir::RelationshipTypeImplementation>() == 1,
              "ir::RelationshipTypeImplementation changed: extend describe");

Node describe(Context& c, const ir::RelationshipTypeImplementation& t)
{
  return describe_implementation(c, t);
}

} // namespace tosca::convert::diff::detail
