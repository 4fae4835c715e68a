#pragma once
/// Encoders from IR pieces to ir::Value, used for the extension block
/// (`dsl_definitions: tosca_convert:`) that carries what TOSCA YAML has no
/// native place for. Each encoder writes only non-default fields, so an
/// entity whose XML maps fully onto standard YAML leaves nothing behind.
/// docs/mapping.md describes every key.

#include "tosca/ir/document.hpp"
#include "tosca/ir/value.hpp"

#include <span>

namespace tosca::yaml::detail {

/// `format` of the extension block: 2 since the standard part carries the
/// deployment logic, 3 since node types list the requirements and
/// capabilities the writer implied (docs/mapping.md, "The extension
/// block"). The reader takes 2 and 3.
constexpr int k_extension_format = 3;

/// "{namespace}local", or just "local" without a namespace.
ir::Value qname(const ir::QName& q);
/// {xml: text, namespaces: {prefix: uri}}: the bindings the text uses, and
/// those a reader cannot restore from the document root's (FragmentScope).
ir::Value fragment(const ir::Fragment& f);

/// While one exists, `fragment` leaves out the unused bindings that the
/// document root declares (`document.namespaces`): the reverse direction
/// restores them. Without one it leaves out every unused binding.
class FragmentScope
{
public:
  explicit FragmentScope(const std::vector<ir::NamespaceBinding>& root_bindings);
  ~FragmentScope();
  FragmentScope(const FragmentScope&) = delete;
  FragmentScope& operator=(const FragmentScope&) = delete;

private:
  const std::vector<ir::NamespaceBinding>* m_previous;
};
/// documentation beyond the first (which becomes `description`), foreign
/// attributes and elements: {documentation, xml_attributes, xml_elements}.
void add_extensible(ir::Value& out, const ir::Extensible& e, bool first_doc_is_description);
ir::Value documentation(const ir::Documentation& d);
ir::Value tags(const std::vector<ir::Tag>& tags);
ir::Value parameter(const ir::Parameter& p);
ir::Value parameters(const std::vector<ir::Parameter>& ps);
ir::Value constraint(const ir::Constraint& c);
ir::Value constraints(std::span<const ir::Constraint> cs);
ir::Value policy(const ir::Policy& p);
ir::Value deployment_artifact(const ir::DeploymentArtifact& d);
ir::Value implementation_artifact(const ir::ImplementationArtifact& a);
ir::Value operation(const ir::Operation& op);
ir::Value interface(const ir::Interface& itf);
ir::Value interfaces(const std::vector<ir::Interface>& itfs);
ir::Value bound(const ir::Bound& b);
ir::Value winery_properties(const ir::WineryPropertiesDefinition& w);
ir::Value properties_definition(const ir::PropertiesDefinition& d);
ir::Value type_implementation(const ir::TypeImplementation& t);
ir::Value artifact_template(const ir::ArtifactTemplate& t);
ir::Value entity_template(const ir::EntityTemplateBase& t);
ir::Value boundary(const ir::BoundaryDefinitions& b);
ir::Value plan(const ir::Plan& p);
ir::Value import(const ir::Import& i);
ir::Value extension_decl(const ir::ExtensionDecl& e);
ir::Value yes_no(bool b);

template<typename List, typename F>
ir::Value list_of(const List& items, F encode)
{
  ir::Value out = ir::Value::list();
  for (const auto& i : items) {
    out.push(encode(i));
  }
  return out;
}

}  // namespace tosca::yaml::detail
