#pragma once
/// Type-level entities: node, relationship, requirement, capability,
/// artifact and policy types, plus node/relationship type implementations.
/// Every type is identified by the QName {target namespace}name.

#include "tosca/ir/common.hpp"

namespace tosca::ir {

/// Fields of tEntityType shared by all types.
struct EntityTypeBase
{
  /// The type's identity: `name` in the final standard, `id` in the draft.
  std::string name;
  /// Draft only: the optional display `name` next to the identifying `id`.
  std::optional<std::string> display_name;
  /// The namespace the type is defined in: its own targetNamespace attribute
  /// or, if absent, the document's. `target_namespace_written` says whether
  /// the attribute was present.
  std::string target_namespace;
  bool target_namespace_written = false;
  YesNo abstract;
  YesNo is_final;
  std::vector<Tag> tags;
  std::optional<QName> derived_from;
  std::optional<PropertiesDefinition> properties_definition;
  std::optional<WineryPropertiesDefinition> winery_properties;
  Extensible ext;

  QName qname() const { return QName{target_namespace, name, {}}; }
  friend bool operator==(const EntityTypeBase&, const EntityTypeBase&) = default;
};

struct RequirementDefinition
{
  std::string name;
  QName requirement_type;
  std::optional<std::int64_t> lower_bound;
  std::optional<Bound> upper_bound;
  std::vector<Constraint> constraints;
  Extensible ext;
  friend bool operator==(const RequirementDefinition&, const RequirementDefinition&) = default;
};

struct CapabilityDefinition
{
  std::string name;
  QName capability_type;
  std::optional<std::int64_t> lower_bound;
  std::optional<Bound> upper_bound;
  std::vector<Constraint> constraints;
  Extensible ext;
  friend bool operator==(const CapabilityDefinition&, const CapabilityDefinition&) = default;
};

struct InstanceState
{
  std::string state;
  friend bool operator==(const InstanceState&, const InstanceState&) = default;
};

struct NodeType : EntityTypeBase
{
  std::vector<RequirementDefinition> requirement_definitions;
  std::vector<CapabilityDefinition> capability_definitions;
  std::vector<InstanceState> instance_states;
  std::vector<Interface> interfaces;
  std::vector<Policy> policies;                        // draft
  std::vector<DeploymentArtifact> deployment_artifacts; // draft
  friend bool operator==(const NodeType&, const NodeType&) = default;
};

struct RelationshipType : EntityTypeBase
{
  std::vector<InstanceState> instance_states;
  std::vector<Interface> source_interfaces;
  std::vector<Interface> target_interfaces;
  std::optional<QName> valid_source;
  std::optional<QName> valid_target;
  YesNo cascading_deletion; // draft
  friend bool operator==(const RelationshipType&, const RelationshipType&) = default;
};

struct RequirementType : EntityTypeBase
{
  std::optional<QName> required_capability_type;
  friend bool operator==(const RequirementType&, const RequirementType&) = default;
};

struct CapabilityType : EntityTypeBase
{
  friend bool operator==(const CapabilityType&, const CapabilityType&) = default;
};

struct ArtifactType : EntityTypeBase
{
  friend bool operator==(const ArtifactType&, const ArtifactType&) = default;
};

struct PolicyType : EntityTypeBase
{
  std::optional<std::string> policy_language;
  std::vector<QName> applies_to; // NodeTypeReference typeRef
  friend bool operator==(const PolicyType&, const PolicyType&) = default;
};

struct RequiredContainerFeature
{
  std::string feature;
  friend bool operator==(const RequiredContainerFeature&, const RequiredContainerFeature&) = default;
};

/// NodeTypeImplementation and RelationshipTypeImplementation share a shape.
struct TypeImplementation
{
  std::string name;
  std::string target_namespace;
  bool target_namespace_written = false;
  QName implemented_type; // nodeType / relationshipType attribute
  YesNo abstract;
  YesNo is_final;
  std::vector<Tag> tags;
  std::optional<QName> derived_from;
  std::vector<RequiredContainerFeature> required_container_features;
  std::vector<ImplementationArtifact> implementation_artifacts;
  Extensible ext;

  QName qname() const { return QName{target_namespace, name, {}}; }
  friend bool operator==(const TypeImplementation&, const TypeImplementation&) = default;
};

struct NodeTypeImplementation : TypeImplementation
{
  std::vector<DeploymentArtifact> deployment_artifacts;
  friend bool operator==(const NodeTypeImplementation&, const NodeTypeImplementation&) = default;
};

struct RelationshipTypeImplementation : TypeImplementation
{
  friend bool operator==(const RelationshipTypeImplementation&,
                         const RelationshipTypeImplementation&) = default;
};

}  // namespace tosca::ir
