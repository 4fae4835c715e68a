// XML-born documents: every QName reference must name a definition of the
// right kind somewhere in the workspace (inputs, their imports, -I).
//
// [x] template types: node, relationship, requirement, capability, artifact
//     and policy templates
// [x] DerivedFrom of types and of type implementations
// [x] nodeType / relationshipType of implementations
// [x] artifactType / artifactRef of deployment and implementation artifacts
// [x] policyType / policyRef of policies (node templates, boundary, draft types)
// [x] requirement and capability definition types, requiredCapabilityType
// [x] ValidSource / ValidTarget, PolicyType AppliesTo
// [x] substitutableNodeType
// [-] draft artifact and policy types are URIs, not QNames: not resolved
// [ ] PropertiesDefinition element/type: see xml_properties.cpp (XSD_NOT_FOUND)
#include "checks.hpp"

#include <span>

namespace tosca::check::detail {

namespace {

using K = ir::EntityKind;

std::string in_quotes(const std::string& s)
{
  return "'" + s + "'";
}

struct References
{
  const Context& cx;
  const ir::Document& doc;

  /// Resolves `name`; `role` is only evaluated for a miss.
  template <class Role>
  const Entity* ref(const ir::Location& at, K kind, const ir::QName& name, Role&& role)
  {
    if (!resolvable(name)) {
      return nullptr;
    }
    if (const Entity* e = cx.catalog.find(kind, name)) {
      return e;
    }
    return cx.resolve(doc, at, kind, name, role());
  }

  /// A reference that may name either of two kinds (ValidSource: a node or
  /// a requirement type).
  template <class Role>
  void ref_either(const ir::Location& at, K first, K second, const ir::QName& name, Role&& role)
  {
    if (!resolvable(name) || cx.catalog.find(first, name) || cx.catalog.find(second, name)) {
      return;
    }
    cx.resolve(doc, at, first, name, role());
  }

  template <class T> void parent(K kind, const T& type, const char* element)
  {
    if (type.derived_from) {
      ref(type.ext.location, kind, *type.derived_from, [&] {
        return "the parent (DerivedFrom) of " + std::string(element) + " " + in_quotes(type.name);
      });
    }
  }

  void policies(std::span<const ir::Policy> list, const std::string& owner)
  {
    for (const auto& p : list) {
      const std::string what =
          "policy" + (p.name ? " " + in_quotes(*p.name) : std::string()) + " of " + owner;
      ref(p.ext.location, K::policy_type, p.policy_type,
          [&] { return "the policyType of " + what; });
      if (p.policy_ref) {
        ref(p.ext.location, K::policy_template, *p.policy_ref,
            [&] { return "the policyRef of " + what; });
      }
    }
  }

  void deployment_artifacts(std::span<const ir::DeploymentArtifact> list,
                            const std::string& owner)
  {
    for (const auto& a : list) {
      auto what = [&] { return "deployment artifact " + in_quotes(a.name) + " of " + owner; };
      ref(a.ext.location, K::artifact_type, a.artifact_type,
          [&] { return "the artifactType of " + what(); });
      if (a.artifact_ref) {
        ref(a.ext.location, K::artifact_template, *a.artifact_ref,
            [&] { return "the artifactRef of " + what(); });
      }
    }
  }

  void implementation_artifacts(const std::vector<ir::ImplementationArtifact>& list,
                                const std::string& owner)
  {
    for (const auto& a : list) {
      auto what = [&] {
        std::string op = a.interface_name.value_or("") +
                         (a.operation_name ? "/" + *a.operation_name : std::string());
        return "implementation artifact" + (op.empty() ? std::string() : " for " + in_quotes(op)) +
               " of " + owner;
      };
      ref(a.ext.location, K::artifact_type, a.artifact_type,
          [&] { return "the artifactType of " + what(); });
      if (a.artifact_ref) {
        ref(a.ext.location, K::artifact_template, *a.artifact_ref,
            [&] { return "the artifactRef of " + what(); });
      }
    }
  }

  void node_type(const ir::NodeType& t)
  {
    parent(K::node_type, t, "NodeType");
    const std::string owner = "NodeType " + in_quotes(t.name);
    for (const auto& r : t.requirement_definitions) {
      ref(r.ext.location, K::requirement_type, r.requirement_type, [&] {
        return "the requirementType of requirement definition " + in_quotes(r.name) + " of " + owner;
      });
    }
    for (const auto& c : t.capability_definitions) {
      ref(c.ext.location, K::capability_type, c.capability_type, [&] {
        return "the capabilityType of capability definition " + in_quotes(c.name) + " of " + owner;
      });
    }
    for (const auto& i : t.interfaces) {
      implementation_artifacts(i.implementation_artifacts, owner);
    }
    policies(t.policies, owner);
    deployment_artifacts(t.deployment_artifacts, owner);
  }

  void relationship_type(const ir::RelationshipType& t)
  {
    parent(K::relationship_type, t, "RelationshipType");
    const std::string owner = "RelationshipType " + in_quotes(t.name);
    if (t.valid_source) {
      ref_either(t.ext.location, K::node_type, K::requirement_type, *t.valid_source,
                 [&] { return "the ValidSource of " + owner; });
    }
    if (t.valid_target) {
      ref_either(t.ext.location, K::node_type, K::capability_type, *t.valid_target,
                 [&] { return "the ValidTarget of " + owner; });
    }
  }

  template <class T> void implementation(K kind, K implemented, const T& impl, const char* element)
  {
    const std::string owner = std::string(element) + " " + in_quotes(impl.name);
    ref(impl.ext.location, implemented, impl.implemented_type, [&] {
      return std::string("the ") + (implemented == K::node_type ? "nodeType" : "relationshipType") +
             " of " + owner;
    });
    if (impl.derived_from) {
      ref(impl.ext.location, kind, *impl.derived_from,
          [&] { return "the parent (DerivedFrom) of " + owner; });
    }
    implementation_artifacts(impl.implementation_artifacts, owner);
  }

  void node_template(const ir::NodeTemplate& n)
  {
    const std::string owner = "node template " + in_quotes(n.id);
    ref(n.ext.location, K::node_type, n.type, [&] { return "the type of " + owner; });
    for (const auto& r : n.requirements) {
      ref(r.ext.location, K::requirement_type, r.type,
          [&] { return "the type of requirement " + in_quotes(r.id) + " of " + owner; });
    }
    for (const auto& c : n.capabilities) {
      ref(c.ext.location, K::capability_type, c.type,
          [&] { return "the type of capability " + in_quotes(c.id) + " of " + owner; });
    }
    policies(n.policies, owner);
    deployment_artifacts(n.deployment_artifacts, owner);
  }

  void service_template(const ir::ServiceTemplate& st)
  {
    const std::string owner = "service template " + in_quotes(st.id);
    if (st.substitutable_node_type) {
      ref(st.ext.location, K::node_type, *st.substitutable_node_type,
          [&] { return "the substitutableNodeType of " + owner; });
    }
    if (st.boundary) {
      policies(st.boundary->policies, "the boundary definitions of " + owner);
    }
    if (!st.topology) {
      return;
    }
    for (const auto& n : st.topology->node_templates) {
      node_template(n);
    }
    for (const auto& r : st.topology->relationship_templates) {
      ref(r.ext.location, K::relationship_type, r.type,
          [&] { return "the type of relationship template " + in_quotes(r.id); });
    }
    for (const auto& g : st.topology->group_templates) {
      policies(g.policies, "group template " + in_quotes(g.id));
    }
  }

  void run()
  {
    for (const auto& t : doc.node_types) {
      node_type(t);
    }
    for (const auto& t : doc.relationship_types) {
      relationship_type(t);
    }
    for (const auto& t : doc.requirement_types) {
      parent(K::requirement_type, t, "RequirementType");
      if (t.required_capability_type) {
        ref(t.ext.location, K::capability_type, *t.required_capability_type,
            [&] { return "the requiredCapabilityType of RequirementType " + in_quotes(t.name); });
      }
    }
    for (const auto& t : doc.capability_types) {
      parent(K::capability_type, t, "CapabilityType");
    }
    for (const auto& t : doc.artifact_types) {
      parent(K::artifact_type, t, "ArtifactType");
    }
    for (const auto& t : doc.policy_types) {
      parent(K::policy_type, t, "PolicyType");
      for (const auto& applies : t.applies_to) {
        ref(t.ext.location, K::node_type, applies,
            [&] { return "a NodeTypeReference in AppliesTo of PolicyType " + in_quotes(t.name); });
      }
    }
    for (const auto& i : doc.node_type_implementations) {
      implementation(K::node_type_implementation, K::node_type, i, "NodeTypeImplementation");
      deployment_artifacts(i.deployment_artifacts, "NodeTypeImplementation " + in_quotes(i.name));
    }
    for (const auto& i : doc.relationship_type_implementations) {
      implementation(K::relationship_type_implementation, K::relationship_type, i,
                     "RelationshipTypeImplementation");
    }
    for (const auto& a : doc.artifact_templates) {
      ref(a.ext.location, K::artifact_type, a.type,
          [&] { return "the type of artifact template " + in_quotes(a.id); });
    }
    for (const auto& p : doc.policy_templates) {
      ref(p.ext.location, K::policy_type, p.type,
          [&] { return "the type of policy template " + in_quotes(p.id); });
    }
    for (const auto& st : doc.service_templates) {
      service_template(st);
    }
  }
};

} // namespace

void check_xml_references(const Context& cx, const ir::Document& doc)
{
  References{cx, doc}.run();
}

} // namespace tosca::check::detail
