#pragma once
/// Template-level entities: artifact and policy templates, the topology
/// (node, relationship and draft group templates), boundary definitions,
/// plans and service templates.

#include "tosca/ir/boxed.hpp"
#include "tosca/ir/common.hpp"

namespace tosca::ir {

/// Fields of tEntityTemplate shared by all templates.
struct EntityTemplateBase
{
  std::string id;
  std::optional<std::string> name;
  QName type;
  /// Boxed: most requirement, capability and relationship templates have none.
  Boxed<PropertiesValue> properties;
  Seq<Constraint> property_constraints;
  Extensible ext;
  friend bool operator==(const EntityTemplateBase&, const EntityTemplateBase&) = default;
};

struct ArtifactReference
{
  std::string reference;
  struct Pattern
  {
    bool include = true;
    std::string pattern;
    friend bool operator==(const Pattern&, const Pattern&) = default;
  };
  std::vector<Pattern> patterns; // Include/Exclude in document order
  Extensible ext;
  friend bool operator==(const ArtifactReference&, const ArtifactReference&) = default;
};

struct ArtifactTemplate : EntityTemplateBase
{
  std::vector<ArtifactReference> references;
  friend bool operator==(const ArtifactTemplate&, const ArtifactTemplate&) = default;
};

struct PolicyTemplate : EntityTemplateBase
{
  friend bool operator==(const PolicyTemplate&, const PolicyTemplate&) = default;
};

/// A node template's Requirement or Capability element (final).
struct RequirementOrCapability : EntityTemplateBase
{
  friend bool operator==(const RequirementOrCapability&, const RequirementOrCapability&) = default;
};

struct NodeTemplate : EntityTemplateBase
{
  std::optional<std::int64_t> min_instances;
  std::optional<Bound> max_instances;
  Seq<RequirementOrCapability> requirements;
  Seq<RequirementOrCapability> capabilities;
  Seq<Policy> policies;
  Seq<DeploymentArtifact> deployment_artifacts;
  Seq<Constraint> environment_constraints;            // draft
  Seq<ImplementationArtifact> implementation_artifacts; // draft
  std::string group;  // draft: id of the enclosing GroupTemplate, or empty
  friend bool operator==(const NodeTemplate&, const NodeTemplate&) = default;
};

struct RelationshipTemplate : EntityTemplateBase
{
  /// SourceElement/@ref (final) or @id (draft): a node template, or a
  /// requirement of one.
  std::string source;
  /// TargetElement/@ref or @id: a node template, or a capability of one.
  std::string target;
  /// Draft only: TargetElementReference/@id, a QName outside the topology.
  Boxed<QName> target_reference;
  Seq<Constraint> relationship_constraints;
  std::string group; // draft
  Location source_location;
  Location target_location;
  friend bool operator==(const RelationshipTemplate&, const RelationshipTemplate&) = default;
};

/// Draft only. Members point back to their group through `group`; groups
/// nest the same way.
struct GroupTemplate
{
  std::string id;
  std::optional<std::string> name;
  std::optional<std::int64_t> min_instances;
  std::optional<Bound> max_instances;
  std::vector<Policy> policies;
  std::string group;
  Extensible ext;
  friend bool operator==(const GroupTemplate&, const GroupTemplate&) = default;
};

struct TopologyTemplate
{
  std::optional<std::string> id;   // draft
  std::optional<std::string> name; // draft
  std::vector<NodeTemplate> node_templates;
  std::vector<RelationshipTemplate> relationship_templates;
  std::vector<GroupTemplate> group_templates; // draft
  Extensible ext;
  friend bool operator==(const TopologyTemplate&, const TopologyTemplate&) = default;
};

struct PropertyMapping
{
  std::string service_template_property_ref;
  std::string target_object_ref;
  std::string target_property_ref;
  Extensible ext;
  friend bool operator==(const PropertyMapping&, const PropertyMapping&) = default;
};

/// Boundary Requirement/Capability: exposes an inner one under a name.
struct BoundaryRef
{
  std::optional<std::string> name;
  std::string ref;
  Extensible ext;
  friend bool operator==(const BoundaryRef&, const BoundaryRef&) = default;
};

struct ExportedOperation
{
  enum class Kind { node_operation, relationship_operation, plan };
  std::string name;
  Kind kind = Kind::node_operation;
  std::string ref;  // nodeRef / relationshipRef / planRef
  std::string interface_name;
  std::string operation_name;
  Extensible ext;
  friend bool operator==(const ExportedOperation&, const ExportedOperation&) = default;
};

struct ExportedInterface
{
  std::string name;
  std::vector<ExportedOperation> operations;
  Extensible ext;
  friend bool operator==(const ExportedInterface&, const ExportedInterface&) = default;
};

struct BoundaryDefinitions
{
  Boxed<PropertiesValue> properties;
  std::vector<PropertyMapping> property_mappings;
  std::vector<Constraint> property_constraints;
  std::vector<BoundaryRef> requirements;
  std::vector<BoundaryRef> capabilities;
  std::vector<Policy> policies;
  std::vector<ExportedInterface> interfaces;
  Extensible ext;
  friend bool operator==(const BoundaryDefinitions&, const BoundaryDefinitions&) = default;
};

struct Plan
{
  std::string id;
  std::optional<std::string> name;
  std::string plan_type;
  std::string plan_language;  // final planLanguage / draft languageUsed
  std::optional<Constraint> precondition; // expressionLanguage in constraint_type
  std::vector<Parameter> inputs;
  std::vector<Parameter> outputs;
  std::optional<Fragment> model;          // PlanModel content
  std::optional<std::string> model_reference;
  Extensible ext;
  friend bool operator==(const Plan&, const Plan&) = default;
};

struct ServiceTemplate
{
  std::string id;
  std::optional<std::string> name;
  std::optional<std::string> target_namespace; // as written
  std::optional<QName> substitutable_node_type;
  std::vector<Tag> tags;
  std::optional<BoundaryDefinitions> boundary;
  std::optional<TopologyTemplate> topology;
  std::optional<QName> topology_reference; // draft TopologyTemplateReference
  std::vector<Plan> plans;
  std::optional<std::string> plans_target_namespace;
  Extensible plans_ext;
  Extensible ext;
  friend bool operator==(const ServiceTemplate&, const ServiceTemplate&) = default;
};

}  // namespace tosca::ir
