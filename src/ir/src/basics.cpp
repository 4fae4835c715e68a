#include "tosca/ir/basics.hpp"
#include "tosca/ir/document.hpp"
#include "tosca/ir/xsd_model.hpp"

namespace tosca::ir {

const std::vector<NamespaceBinding>& Bindings::none()
{
  static const std::vector<NamespaceBinding> empty;
  return empty;
}

std::string QName::clark() const
{
  if (ns.empty()) {
    // An unresolved prefix is worth showing: it is what the author wrote.
    return prefix.empty() ? local : prefix + ":" + local;
  }
  return "{" + ns + "}" + local;
}

bool Document::has_types() const
{
  return !node_types.empty() || !node_type_implementations.empty() ||
         !relationship_types.empty() || !relationship_type_implementations.empty() ||
         !requirement_types.empty() || !capability_types.empty() ||
         !artifact_types.empty() || !artifact_templates.empty() || !policy_types.empty() ||
         !policy_templates.empty();
}

bool operator==(const Document& a, const Document& b)
{
  // path, root_bindings and the origin are presentation, not meaning.
  return a.dialect == b.dialect && a.id == b.id && a.name == b.name &&
         a.target_namespace == b.target_namespace && a.extensions == b.extensions &&
         a.extensions_ext == b.extensions_ext && a.imports == b.imports && a.types == b.types &&
         a.types_ext == b.types_ext && a.service_templates == b.service_templates &&
         a.node_types == b.node_types &&
         a.node_type_implementations == b.node_type_implementations &&
         a.relationship_types == b.relationship_types &&
         a.relationship_type_implementations == b.relationship_type_implementations &&
         a.requirement_types == b.requirement_types && a.capability_types == b.capability_types &&
         a.artifact_types == b.artifact_types && a.artifact_templates == b.artifact_templates &&
         a.policy_types == b.policy_types && a.policy_templates == b.policy_templates &&
         a.node_types_ext == b.node_types_ext &&
         a.relationship_types_ext == b.relationship_types_ext && a.ext == b.ext &&
         a.node_types_target_namespace == b.node_types_target_namespace &&
         a.relationship_types_target_namespace == b.relationship_types_target_namespace;
}

const XsdComplexType* SchemaSet::complex_type_of_element(const QName& element) const
{
  auto e = elements.find(element);
  if (e == elements.end()) {
    return nullptr;
  }
  auto t = complex_types.find(e->second.type);
  return t == complex_types.end() ? nullptr : &t->second;
}

void SchemaSet::merge(SchemaSet other)
{
  // First definition wins, matching the document precedence of the Index.
  elements.merge(other.elements);
  complex_types.merge(other.complex_types);
  simple_types.merge(other.simple_types);
}

}  // namespace tosca::ir
