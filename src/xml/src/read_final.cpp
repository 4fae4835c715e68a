// Reader for the final TOSCA 1.0 rendering (root Definitions).
//
// [x] Definitions: id, name, targetNamespace, Extensions, Import, Types
// [x] ServiceTemplate: Tags, BoundaryDefinitions (all parts), TopologyTemplate, Plans
// [x] NodeTemplate, RelationshipTemplate (with RelationshipConstraints)
// [x] NodeType, NodeTypeImplementation, RelationshipType, RelationshipTypeImplementation
// [x] RequirementType, CapabilityType, ArtifactType, ArtifactTemplate, PolicyType, PolicyTemplate
// [x] documentation, ##other elements and attributes, Winery key/value properties
#include "read_context.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::ArtifactReference>() == 3, "ir::ArtifactReference changed: extend the XML reader");
static_assert(ir::field_count<ir::ArtifactTemplate>() == 2, "ir::ArtifactTemplate changed: extend the XML reader");
static_assert(ir::field_count<ir::ArtifactType>() == 1, "ir::ArtifactType changed: extend the XML reader");
static_assert(ir::field_count<ir::CapabilityDefinition>() == 6, "ir::CapabilityDefinition changed: extend the XML reader");
static_assert(ir::field_count<ir::CapabilityType>() == 1, "ir::CapabilityType changed: extend the XML reader");
static_assert(ir::field_count<ir::ExtensionDecl>() == 3, "ir::ExtensionDecl changed: extend the XML reader");
static_assert(ir::field_count<ir::Import>() == 4, "ir::Import changed: extend the XML reader");
static_assert(ir::field_count<ir::Interface>() == 4, "ir::Interface changed: extend the XML reader");
static_assert(ir::field_count<ir::NodeType>() == 7, "ir::NodeType changed: extend the XML reader");
static_assert(ir::field_count<ir::NodeTypeImplementation>() == 2, "ir::NodeTypeImplementation changed: extend the XML reader");
static_assert(ir::field_count<ir::PolicyTemplate>() == 1, "ir::PolicyTemplate changed: extend the XML reader");
static_assert(ir::field_count<ir::PolicyType>() == 3, "ir::PolicyType changed: extend the XML reader");
static_assert(ir::field_count<ir::RelationshipType>() == 7, "ir::RelationshipType changed: extend the XML reader");
static_assert(ir::field_count<ir::RelationshipTypeImplementation>() == 1, "ir::RelationshipTypeImplementation changed: extend the XML reader");
static_assert(ir::field_count<ir::RequirementDefinition>() == 6, "ir::RequirementDefinition changed: extend the XML reader");
static_assert(ir::field_count<ir::RequirementType>() == 2, "ir::RequirementType changed: extend the XML reader");
static_assert(ir::field_count<ir::ServiceTemplate>() == 12, "ir::ServiceTemplate changed: extend the XML reader");

namespace {

ir::ExtensionDecl read_extension(const Ctx& c, std::uint32_t i)
{
  ir::ExtensionDecl e;
  Attrs a(c, i);
  e.ns = a.required("namespace");
  e.must_understand = a.take_yes_no("mustUnderstand");
  read_children(c, i, e.ext, nullptr);
  a.finish(e.ext);
  return e;
}

ir::Import read_import(const Ctx& c, std::uint32_t i)
{
  ir::Import im;
  Attrs a(c, i);
  im.ns = a.take("namespace");
  im.location = a.take("location");
  im.import_type = a.required("importType");
  read_children(c, i, im.ext, nullptr);
  a.finish(im.ext);
  return im;
}

template<typename T>
void read_bounds(Attrs& a, T& d)
{
  d.lower_bound = a.take_int("lowerBound");
  d.upper_bound = a.take_bound("upperBound");
}

/// RequirementDefinitions / CapabilityDefinitions: the same shape with a
/// different type attribute.
template<typename Def>
std::vector<Def> read_definitions(const Ctx& c, std::uint32_t list, std::string_view element,
                                  std::string_view type_attr, ir::QName Def::*type)
{
  std::vector<Def> out;
  for (std::uint32_t r : c.elements(list)) {
    if (!c.is(r, element)) {
      continue;
    }
    Def d;
    Attrs ra(c, r);
    d.name = ra.required("name");
    d.*type = ra.required_qname(type_attr);
    read_bounds(ra, d);
    read_children(c, r, d.ext, [&](std::uint32_t x) {
      if (!c.is(x, "Constraints")) {
        return false;
      }
      d.constraints = read_constraints(c, x);
      return true;
    });
    ra.finish(d.ext);
    out.push_back(std::move(d));
  }
  return out;
}

ir::NodeType read_node_type(const Ctx& c, std::uint32_t i)
{
  ir::NodeType t;
  Attrs a(c, i);
  std::vector<ir::Interface> draft_interfaces; // from tc:draft
  read_entity_type(c, i, a, t, [&](std::uint32_t k) {
    if (c.is(k, "RequirementDefinitions")) {
      t.requirement_definitions = read_definitions<ir::RequirementDefinition>(
          c, k, "RequirementDefinition", "requirementType", &ir::RequirementDefinition::requirement_type);
    } else if (c.is(k, "CapabilityDefinitions")) {
      t.capability_definitions = read_definitions<ir::CapabilityDefinition>(
          c, k, "CapabilityDefinition", "capabilityType", &ir::CapabilityDefinition::capability_type);
    } else if (c.is(k, "InstanceStates")) {
      t.instance_states = read_instance_states(c, k);
    } else if (c.is(k, "Interfaces")) {
      (c.in_draft_extension(k) ? draft_interfaces : t.interfaces) = read_interfaces(c, k);
    } else if (c.is(k, "Policies")) {
      t.policies = read_policies(c, k);
    } else if (c.is(k, "DeploymentArtifacts")) {
      t.deployment_artifacts = read_deployment_artifacts(c, k);
    } else {
      return false;
    }
    return true;
  });
  merge_draft_interfaces(t.interfaces, std::move(draft_interfaces));
  a.finish(t.ext);
  return t;
}

ir::RelationshipType read_relationship_type(const Ctx& c, std::uint32_t i)
{
  ir::RelationshipType t;
  Attrs a(c, i);
  std::vector<ir::Interface> draft_source, draft_target; // from tc:draft
  t.cascading_deletion = a.take_yes_no("cascadingDeletion");
  read_entity_type(c, i, a, t, [&](std::uint32_t k) {
    if (c.is(k, "InstanceStates")) {
      t.instance_states = read_instance_states(c, k);
    } else if (c.is(k, "SourceInterfaces")) {
      (c.in_draft_extension(k) ? draft_source : t.source_interfaces) = read_interfaces(c, k);
    } else if (c.is(k, "TargetInterfaces")) {
      (c.in_draft_extension(k) ? draft_target : t.target_interfaces) = read_interfaces(c, k);
    } else if (c.is(k, "ValidSource")) {
      Attrs v(c, k);
      t.valid_source = v.required_qname("typeRef");
    } else if (c.is(k, "ValidTarget")) {
      Attrs v(c, k);
      t.valid_target = v.required_qname("typeRef");
    } else {
      return false;
    }
    return true;
  });
  merge_draft_interfaces(t.source_interfaces, std::move(draft_source));
  merge_draft_interfaces(t.target_interfaces, std::move(draft_target));
  if (auto cascading = take_draft_attribute(t.ext, "cascadingDeletion")) {
    t.cascading_deletion = *cascading == "yes";
  }
  a.finish(t.ext);
  return t;
}

template<typename T>
T read_simple_type(const Ctx& c, std::uint32_t i,
                   const std::function<void(Attrs&, T&)>& extra = nullptr)
{
  T t;
  Attrs a(c, i);
  if (extra) {
    extra(a, t);
  }
  read_entity_type(c, i, a, t, nullptr);
  a.finish(t.ext);
  return t;
}

ir::PolicyType read_policy_type(const Ctx& c, std::uint32_t i)
{
  ir::PolicyType t;
  Attrs a(c, i);
  t.policy_language = a.take("policyLanguage");
  read_entity_type(c, i, a, t, [&](std::uint32_t k) {
    if (!c.is(k, "AppliesTo")) {
      return false;
    }
    for (std::uint32_t r : c.elements(k)) {
      Attrs ra(c, r);
      t.applies_to.push_back(ra.required_qname("typeRef"));
    }
    return true;
  });
  a.finish(t.ext);
  return t;
}

template<typename T>
T read_implementation(const Ctx& c, std::uint32_t i, std::string_view type_attr,
                      std::string_view derived_attr)
{
  T t;
  Attrs a(c, i);
  t.name = a.required("name");
  a.take_target_namespace(t.target_namespace, t.target_namespace_written, c.target_namespace);
  t.implemented_type = a.required_qname(type_attr);
  t.abstract = a.take_yes_no("abstract");
  t.is_final = a.take_yes_no("final");
  read_children(c, i, t.ext, [&](std::uint32_t k) {
    if (c.is(k, "Tags")) {
      t.tags = read_tags(c, k);
    } else if (c.is(k, "DerivedFrom")) {
      Attrs d(c, k);
      t.derived_from = d.required_qname(derived_attr);
    } else if (c.is(k, "RequiredContainerFeatures")) {
      for (std::uint32_t r : c.elements(k)) {
        Attrs ra(c, r);
        t.required_container_features.push_back({ra.required("feature")});
      }
    } else if (c.is(k, "ImplementationArtifacts")) {
      t.implementation_artifacts = read_implementation_artifacts(c, k);
    } else if constexpr (std::is_same_v<T, ir::NodeTypeImplementation>) {
      if (c.is(k, "DeploymentArtifacts")) {
        t.deployment_artifacts = read_deployment_artifacts(c, k);
      } else {
        return false;
      }
    } else {
      return false;
    }
    return true;
  });
  a.finish(t.ext);
  return t;
}

ir::ArtifactTemplate read_artifact_template(const Ctx& c, std::uint32_t i)
{
  ir::ArtifactTemplate t;
  Attrs a(c, i);
  read_entity_template(c, i, a, t, [&](std::uint32_t k) {
    if (!c.is(k, "ArtifactReferences")) {
      return false;
    }
    for (std::uint32_t r : c.elements(k)) {
      if (!c.is(r, "ArtifactReference")) {
        continue;
      }
      ir::ArtifactReference ref;
      Attrs ra(c, r);
      ref.reference = ra.required("reference");
      read_children(c, r, ref.ext, [&](std::uint32_t p) {
        if (!c.is(p, "Include") && !c.is(p, "Exclude")) {
          return false;
        }
        Attrs pa(c, p);
        ref.patterns.push_back({c.is(p, "Include"), pa.required("pattern")});
        return true;
      });
      ra.finish(ref.ext);
      t.references.push_back(std::move(ref));
    }
    return true;
  });
  a.finish(t.ext);
  return t;
}

ir::PolicyTemplate read_policy_template(const Ctx& c, std::uint32_t i)
{
  ir::PolicyTemplate t;
  Attrs a(c, i);
  read_entity_template(c, i, a, t, nullptr);
  a.finish(t.ext);
  return t;
}

}  // namespace

// Declared in read_templates.cpp.
ir::ServiceTemplate read_service_template(const Ctx& c, std::uint32_t i);

void read_definitions_header(const Ctx& c, std::uint32_t i, ir::Document& doc,
                             const std::function<bool(std::uint32_t)>& child)
{
  read_children(c, i, doc.ext, [&](std::uint32_t k) {
    if (c.is(k, "Extensions")) {
      read_children(c, k, doc.extensions_ext, [&](std::uint32_t e) {
        if (!c.is(e, "Extension")) {
          return false;
        }
        doc.extensions.push_back(read_extension(c, e));
        return true;
      });
    } else if (c.is(k, "Import")) {
      doc.imports.push_back(read_import(c, k));
    } else if (c.is(k, "Types")) {
      for (std::uint32_t t : c.elements(k)) {
        doc.types.push_back(c.fragment(t));
      }
      Attrs ta(c, k);
      ta.finish(doc.types_ext);
    } else if (child) {
      return child(k);
    } else {
      return false;
    }
    return true;
  });
}

ir::Document read_final(const Ctx& c)
{
  ir::Document doc;
  doc.dialect = ir::Dialect::final_1_0;
  doc.path = c.path;
  const std::uint32_t root = c.tree.root;
  doc.root_bindings = c.node(root).bindings();
  Attrs a(c, root);
  doc.id = a.required("id");
  doc.name = a.take("name");
  doc.target_namespace = a.required("targetNamespace");
  read_definitions_header(c, root, doc, [&](std::uint32_t k) {
    const std::string_view l = c.node(k).local();
    if (l == "ServiceTemplate") {
      doc.service_templates.push_back(read_service_template(c, k));
    } else if (l == "NodeType") {
      doc.node_types.push_back(read_node_type(c, k));
    } else if (l == "NodeTypeImplementation") {
      doc.node_type_implementations.push_back(
          read_implementation<ir::NodeTypeImplementation>(c, k, "nodeType", "nodeTypeImplementationRef"));
    } else if (l == "RelationshipType") {
      doc.relationship_types.push_back(read_relationship_type(c, k));
    } else if (l == "RelationshipTypeImplementation") {
      doc.relationship_type_implementations.push_back(
          read_implementation<ir::RelationshipTypeImplementation>(
              c, k, "relationshipType", "relationshipTypeImplementationRef"));
    } else if (l == "RequirementType") {
      doc.requirement_types.push_back(read_simple_type<ir::RequirementType>(
          c, k, [&](Attrs& ra, ir::RequirementType& t) {
            t.required_capability_type = ra.take_qname("requiredCapabilityType");
          }));
    } else if (l == "CapabilityType") {
      doc.capability_types.push_back(read_simple_type<ir::CapabilityType>(c, k));
    } else if (l == "ArtifactType") {
      doc.artifact_types.push_back(read_simple_type<ir::ArtifactType>(c, k));
    } else if (l == "ArtifactTemplate") {
      doc.artifact_templates.push_back(read_artifact_template(c, k));
    } else if (l == "PolicyType") {
      doc.policy_types.push_back(read_policy_type(c, k));
    } else if (l == "PolicyTemplate") {
      doc.policy_templates.push_back(read_policy_template(c, k));
    } else {
      return read_draft_wrapper(c, k, doc);
    }
    return true;
  });
  if (auto id = take_draft_attribute(doc.ext, "id")) {
    doc.id = std::move(*id);
  }
  if (take_draft_attribute(doc.ext, "serviceTemplate") == "implied") {
    ir::ServiceTemplate st; // a CSD03 root's own, empty service template
    st.id = doc.id;
    st.name = doc.name;
    doc.service_templates.insert(doc.service_templates.begin(), std::move(st));
  }
  a.finish(doc.ext);
  return doc;
}

// Shared with the draft reader.
ir::NodeType read_node_type_any(const Ctx& c, std::uint32_t i) { return read_node_type(c, i); }
ir::RelationshipType read_relationship_type_any(const Ctx& c, std::uint32_t i)
{
  return read_relationship_type(c, i);
}

}  // namespace tosca::xml::detail
