// Writers for type-level definitions: node, relationship, requirement,
// capability, artifact and policy types, node and relationship type
// implementations, and the templates that live beside them (artifact and
// policy templates). Final output writes each as a child of Definitions;
// draft output has node and relationship types only, inside the NodeTypes
// and RelationshipTypes wrappers.
#include "write_common.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::ArtifactReference>() == 3, "ir::ArtifactReference changed: extend the XML writer");
static_assert(ir::field_count<ir::ArtifactTemplate>() == 2, "ir::ArtifactTemplate changed: extend the XML writer");
static_assert(ir::field_count<ir::DeploymentArtifact>() == 6, "ir::DeploymentArtifact changed: extend the XML writer");
static_assert(ir::field_count<ir::EntityTemplateBase>() == 6, "ir::EntityTemplateBase changed: extend the XML writer");
static_assert(ir::field_count<ir::EntityTypeBase>() == 11, "ir::EntityTypeBase changed: extend the XML writer");
static_assert(ir::field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend the XML writer");
static_assert(ir::field_count<ir::NodeType>() == 7, "ir::NodeType changed: extend the XML writer");
static_assert(ir::field_count<ir::NodeTypeImplementation>() == 2, "ir::NodeTypeImplementation changed: extend the XML writer");
static_assert(ir::field_count<ir::PolicyType>() == 3, "ir::PolicyType changed: extend the XML writer");
static_assert(ir::field_count<ir::RelationshipType>() == 7, "ir::RelationshipType changed: extend the XML writer");
static_assert(ir::field_count<ir::RequirementType>() == 2, "ir::RequirementType changed: extend the XML writer");

namespace {

/// The start tag of a type: identity, namespace, abstract, final.
void type_head(const WCtx& c, std::string_view element, const ir::EntityTypeBase& t)
{
  open(c, element, t.ext);
  if (c.final_dialect()) {
    c.out.attribute("name", t.name);
  } else {
    c.out.attribute("id", t.name);
    optional_attribute(c, "name", t.display_name);
  }
  optional_attribute(c, "targetNamespace",
                     type_namespace_attribute(c, t.target_namespace, t.target_namespace_written));
  yes_no_attribute(c, "abstract", t.abstract);
  yes_no_attribute(c, "final", t.is_final);
}

/// What follows the start tag in both dialects: foreign attributes,
/// documentation, Winery's key/value definition and other foreign elements.
void type_envelope(const WCtx& c, const ir::EntityTypeBase& t)
{
  write_foreign_attributes(c, t.ext);
  write_documentations(c, t.ext);
  if (t.winery_properties) {
    write_winery_properties(c, *t.winery_properties);
  }
  write_foreign_elements(c, t.ext);
}

/// Final: Tags, DerivedFrom, PropertiesDefinition (tEntityType's sequence).
void final_type_sequence(const WCtx& c, const ir::EntityTypeBase& t)
{
  write_tags(c, t.tags);
  if (t.derived_from) {
    open_plain(c, "DerivedFrom");
    c.out.qname_attribute("typeRef", *t.derived_from);
    c.out.end();
  }
  if (t.properties_definition) {
    write_properties_definition(c, "PropertiesDefinition", *t.properties_definition);
  }
}

template <typename Def>
void write_definitions(const WCtx& c, std::string_view wrapper, std::string_view element,
                       std::string_view type_attribute, const std::vector<Def>& list,
                       ir::QName Def::*type)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, wrapper);
  for (const auto& d : list) {
    open(c, element, d.ext);
    c.out.attribute("name", d.name);
    qname_attribute(c, type_attribute, d.*type);
    int_attribute(c, "lowerBound", d.lower_bound);
    bound_attribute(c, "upperBound", d.upper_bound);
    write_foreign_attributes(c, d.ext);
    write_ext_body(c, d.ext);
    write_constraints(c, "Constraints", "Constraint", d.constraints);
    c.out.end();
  }
  c.out.end();
}

void write_requirement_and_capability_definitions(const WCtx& c, const ir::NodeType& t)
{
  write_definitions(c, "RequirementDefinitions", "RequirementDefinition", "requirementType",
                    t.requirement_definitions, &ir::RequirementDefinition::requirement_type);
  write_definitions(c, "CapabilityDefinitions", "CapabilityDefinition", "capabilityType",
                    t.capability_definitions, &ir::CapabilityDefinition::capability_type);
}

void valid_end(const WCtx& c, std::string_view element, const std::optional<ir::QName>& q)
{
  if (q) {
    open_plain(c, element);
    c.out.qname_attribute("typeRef", *q);
    c.out.end();
  }
}

// ---------------------------------------------------------------- final

void write_node_type(const WCtx& c, const ir::NodeType& t)
{
  type_head(c, "NodeType", t);
  type_envelope(c, t);
  DraftTypeParts parts;
  parts.policies = &t.policies;
  parts.artifacts = &t.deployment_artifacts;
  parts.interfaces = {{"Interfaces", &t.interfaces}};
  write_entity_type_extension(c, "node type '" + t.name + "'", t, parts);
  final_type_sequence(c, t);
  write_requirement_and_capability_definitions(c, t);
  write_instance_states(c, t.instance_states);
  write_interfaces(c, "Interfaces", t.interfaces);
  c.out.end();
}

void write_relationship_type(const WCtx& c, const ir::RelationshipType& t)
{
  type_head(c, "RelationshipType", t);
  type_envelope(c, t);
  DraftTypeParts parts;
  parts.cascading_deletion = &t.cascading_deletion;
  parts.interfaces = {{"SourceInterfaces", &t.source_interfaces},
                      {"TargetInterfaces", &t.target_interfaces}};
  write_entity_type_extension(c, "relationship type '" + t.name + "'", t, parts);
  final_type_sequence(c, t);
  write_instance_states(c, t.instance_states);
  write_interfaces(c, "SourceInterfaces", t.source_interfaces);
  write_interfaces(c, "TargetInterfaces", t.target_interfaces);
  valid_end(c, "ValidSource", t.valid_source);
  valid_end(c, "ValidTarget", t.valid_target);
  c.out.end();
}

/// Requirement, capability and artifact types: tEntityType plus attributes.
template <typename T> void write_simple_type(const WCtx& c, std::string_view element, const T& t)
{
  type_head(c, element, t);
  if constexpr (std::is_same_v<T, ir::RequirementType>) {
    optional_qname_attribute(c, "requiredCapabilityType", t.required_capability_type);
  }
  if constexpr (std::is_same_v<T, ir::PolicyType>) {
    optional_attribute(c, "policyLanguage", t.policy_language);
  }
  type_envelope(c, t);
  write_entity_type_extension(c, std::string(element) + " '" + t.name + "'", t, {});
  final_type_sequence(c, t);
  if constexpr (std::is_same_v<T, ir::PolicyType>) {
    if (!t.applies_to.empty()) {
      open_plain(c, "AppliesTo");
      for (const auto& q : t.applies_to) {
        open_plain(c, "NodeTypeReference");
        c.out.qname_attribute("typeRef", q);
        c.out.end();
      }
      c.out.end();
    }
  }
  c.out.end();
}

template <typename T>
void write_implementation(const WCtx& c, std::string_view element, std::string_view type_attribute,
                          std::string_view derived_attribute, const T& t)
{
  open(c, element, t.ext);
  c.out.attribute("name", t.name);
  optional_attribute(c, "targetNamespace",
                     type_namespace_attribute(c, t.target_namespace, t.target_namespace_written));
  qname_attribute(c, type_attribute, t.implemented_type);
  yes_no_attribute(c, "abstract", t.abstract);
  yes_no_attribute(c, "final", t.is_final);
  write_foreign_attributes(c, t.ext);
  write_ext_body(c, t.ext);
  const std::vector<ir::DeploymentArtifact>* artifacts = nullptr;
  if constexpr (std::is_same_v<T, ir::NodeTypeImplementation>) {
    artifacts = &t.deployment_artifacts;
  }
  write_implementation_extension(c, std::string(element) + " '" + t.name + "'", t, artifacts);
  write_tags(c, t.tags);
  if (t.derived_from) {
    open_plain(c, "DerivedFrom");
    c.out.qname_attribute(derived_attribute, *t.derived_from);
    c.out.end();
  }
  if (!t.required_container_features.empty()) {
    open_plain(c, "RequiredContainerFeatures");
    for (const auto& f : t.required_container_features) {
      open_plain(c, "RequiredContainerFeature");
      c.out.attribute("feature", f.feature);
      c.out.end();
    }
    c.out.end();
  }
  if (!any_draft_form(t.implementation_artifacts)) {
    write_implementation_artifacts(c, t.implementation_artifacts, false);
  }
  if (artifacts != nullptr && !any_draft_form(*artifacts)) {
    write_deployment_artifacts(c, *artifacts, false);
  }
  c.out.end();
}

void write_artifact_references(const WCtx& c, const std::vector<ir::ArtifactReference>& list)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, "ArtifactReferences");
  for (const auto& r : list) {
    open(c, "ArtifactReference", r.ext);
    c.out.attribute("reference", r.reference);
    write_foreign_attributes(c, r.ext);
    write_ext_body(c, r.ext);
    for (const auto& p : r.patterns) {
      open_plain(c, p.include ? "Include" : "Exclude");
      c.out.attribute("pattern", p.pattern);
      c.out.end();
    }
    c.out.end();
  }
  c.out.end();
}

template <typename T> void write_template(const WCtx& c, std::string_view element, const T& t)
{
  open(c, element, t.ext);
  c.out.attribute("id", t.id);
  optional_attribute(c, "name", t.name);
  qname_attribute(c, "type", t.type);
  write_foreign_attributes(c, t.ext);
  write_ext_body(c, t.ext);
  write_entity_template_body(c, t);
  if constexpr (std::is_same_v<T, ir::ArtifactTemplate>) {
    write_artifact_references(c, t.references);
  }
  c.out.end();
}

// ---------------------------------------------------------------- draft

void final_only(const WCtx& c, ir::Location where, const std::string& what)
{
  c.report(where, what + " are not part of the CSD03 schema; written as TOSCA 1.0 spells them");
}

void write_draft_node_type(const WCtx& c, const ir::NodeType& t)
{
  const std::string name = "node type '" + t.name + "'";
  type_head(c, "NodeType", t);
  type_envelope(c, t);
  if (!t.tags.empty()) {
    final_only(c, t.ext.location, "tags of " + name);
    write_tags(c, t.tags);
  }
  if (t.properties_definition) {
    write_properties_definition(c, "NodeTypeProperties", *t.properties_definition);
  }
  if (t.derived_from) {
    open_plain(c, "DerivedFrom");
    c.out.qname_attribute("nodeTypeRef", *t.derived_from);
    c.out.end();
  }
  if (!t.requirement_definitions.empty() || !t.capability_definitions.empty()) {
    final_only(c, t.ext.location, "requirement and capability definitions of " + name);
    write_requirement_and_capability_definitions(c, t);
  }
  write_instance_states(c, t.instance_states);
  write_interfaces(c, "Interfaces", t.interfaces);
  write_policies(c, t.policies, true);
  write_deployment_artifacts(c, t.deployment_artifacts, true);
  c.out.end();
}

void write_draft_relationship_type(const WCtx& c, const ir::RelationshipType& t)
{
  type_head(c, "RelationshipType", t);
  yes_no_attribute(c, "cascadingDeletion", t.cascading_deletion);
  type_envelope(c, t);
  if (!t.tags.empty()) {
    final_only(c, t.ext.location, "tags of relationship type '" + t.name + "'");
    write_tags(c, t.tags);
  }
  if (t.properties_definition) {
    write_properties_definition(c, "RelationshipTypeProperties", *t.properties_definition);
  }
  if (t.derived_from) {
    open_plain(c, "DerivedFrom");
    c.out.qname_attribute("relationshipTypeRef", *t.derived_from);
    c.out.end();
  }
  write_instance_states(c, t.instance_states);
  write_interfaces(c, "SourceInterfaces", t.source_interfaces);
  write_interfaces(c, "TargetInterfaces", t.target_interfaces);
  valid_end(c, "ValidSource", t.valid_source);
  valid_end(c, "ValidTarget", t.valid_target);
  c.out.end();
}

template <typename T, typename F>
void draft_wrapper(const WCtx& c, std::string_view element, const std::vector<T>& list,
                   const std::optional<std::string>& ns, const ir::Extensible& ext, F write_one)
{
  if (list.empty() && !ns && !has_content(ext)) {
    return;
  }
  open(c, element, ext);
  optional_attribute(c, "targetNamespace", ns);
  write_foreign_attributes(c, ext);
  write_ext_body(c, ext);
  const std::string outer = c.out.context_namespace();
  c.out.set_context_namespace(ns.value_or(c.doc.target_namespace));
  for (const auto& t : list) {
    write_one(c, t);
  }
  c.out.set_context_namespace(outer);
  c.out.end();
}

}  // namespace

void write_entity_template_body(const WCtx& c, const ir::EntityTemplateBase& t)
{
  if (t.properties) {
    write_properties_value(c, c.final_dialect() ? "Properties" : "PropertyDefaults", *t.properties);
  }
  write_constraints(c, "PropertyConstraints", "PropertyConstraint", t.property_constraints);
}

void write_types(const WCtx& c)
{
  const ir::Document& d = c.doc;
  for (const auto& t : d.node_types) {
    write_node_type(c, t);
  }
  for (const auto& t : d.node_type_implementations) {
    write_implementation(c, "NodeTypeImplementation", "nodeType", "nodeTypeImplementationRef", t);
  }
  for (const auto& t : d.relationship_types) {
    write_relationship_type(c, t);
  }
  for (const auto& t : d.relationship_type_implementations) {
    write_implementation(c, "RelationshipTypeImplementation", "relationshipType",
                         "relationshipTypeImplementationRef", t);
  }
  for (const auto& t : d.requirement_types) {
    write_simple_type(c, "RequirementType", t);
  }
  for (const auto& t : d.capability_types) {
    write_simple_type(c, "CapabilityType", t);
  }
  for (const auto& t : d.artifact_types) {
    write_simple_type(c, "ArtifactType", t);
  }
  for (const auto& t : d.artifact_templates) {
    write_template(c, "ArtifactTemplate", t);
  }
  for (const auto& t : d.policy_types) {
    write_simple_type(c, "PolicyType", t);
  }
  for (const auto& t : d.policy_templates) {
    write_template(c, "PolicyTemplate", t);
  }
}

void write_draft_type_wrappers(const WCtx& c)
{
  const ir::Document& d = c.doc;
  draft_wrapper(c, "NodeTypes", d.node_types, d.node_types_target_namespace, d.node_types_ext,
                write_draft_node_type);
  draft_wrapper(c, "RelationshipTypes", d.relationship_types, d.relationship_types_target_namespace,
                d.relationship_types_ext, write_draft_relationship_type);
}

}  // namespace tosca::xml::detail
