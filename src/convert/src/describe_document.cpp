// The document as a comparison tree: its header (extensions, imports,
// types) and every entity list, keyed by identity (ir/document.hpp).
#include "describe_context.hpp"

namespace tosca::convert::diff {

namespace detail {

static_assert(field_count<ir::ExtensionDecl>() == 3, "ir::ExtensionDecl changed: extend describe");

Node describe(Context& c, const ir::ExtensionDecl& e)
{
  Node m = Node::map_at(e.ext.location);
  Fields(c, m, e.ext.location)
      .add("namespace", e.ns)
      .yes_no("must_understand", e.must_understand, k_default_must_understand)
      .ext(e.ext);
  return m;
}

static_assert(field_count<ir::Import>() == 4, "ir::Import changed: extend describe");

Node describe(Context& c, const ir::Import& i)
{
  Node m = Node::map_at(i.ext.location);
  Fields(c, m, i.ext.location)
      .add("namespace", i.ns)
      .add("location", i.location)
      .add("import_type", i.import_type)
      .ext(i.ext);
  return m;
}

Node describe(Context& c, const ir::QName& q)
{
  return Node::scalar_of(clark(q), Node::Scalar::string, {});
}

namespace {

std::string to_string(ir::Dialect d)
{
  switch (d) {
  case ir::Dialect::final_1_0:
    return "final_1_0";
  case ir::Dialect::csd03:
    return "csd03";
  }
  return "?";
}

std::string key_of_import(const ir::Import& i)
{
  return i.ns.value_or("") + "," + i.location.value_or("") + "," + i.import_type;
}

} // namespace

static_assert(field_count<ir::Document>() == 29, "ir::Document changed: extend describe");

Node describe_document(Context& c, const ir::Document& d)
{
  // Not compared: d.path (where it was read from), d.root_bindings (prefix
  // hints), d.origin and d.yaml_version (the rendering it came in).
  const ir::Location at{1, 1};
  Node m = Node::map_at(d.ext.location.known() ? d.ext.location : at);
  Fields(c, m, m.location)
      .add("dialect", to_string(d.dialect))
      .add("id", d.id)
      .add("name", d.name)
      .add("target_namespace", d.target_namespace)
      .keyed("extensions", d.extensions, [](const ir::ExtensionDecl& e) { return e.ns; })
      .ext("extensions_ext", d.extensions_ext)
      .keyed("imports", d.imports, key_of_import)
      .fragments("types", d.types)
      .ext("types_ext", d.types_ext)
      .keyed("service_templates", d.service_templates, key_of_id<ir::ServiceTemplate>)
      .keyed("node_types", d.node_types, key_of_qname<ir::NodeType>)
      .keyed("node_type_implementations", d.node_type_implementations,
             key_of_qname<ir::NodeTypeImplementation>)
      .keyed("relationship_types", d.relationship_types, key_of_qname<ir::RelationshipType>)
      .keyed("relationship_type_implementations", d.relationship_type_implementations,
             key_of_qname<ir::RelationshipTypeImplementation>)
      .keyed("requirement_types", d.requirement_types, key_of_qname<ir::RequirementType>)
      .keyed("capability_types", d.capability_types, key_of_qname<ir::CapabilityType>)
      .keyed("artifact_types", d.artifact_types, key_of_qname<ir::ArtifactType>)
      .keyed("artifact_templates", d.artifact_templates, key_of_id<ir::ArtifactTemplate>)
      .keyed("policy_types", d.policy_types, key_of_qname<ir::PolicyType>)
      .keyed("policy_templates", d.policy_templates, key_of_id<ir::PolicyTemplate>)
      .ext("node_types_ext", d.node_types_ext)
      .ext("relationship_types_ext", d.relationship_types_ext)
      // The draft wrappers' namespaces, effective: left out means the document's.
      .add("node_types_target_namespace",
           d.node_types_target_namespace.value_or(d.target_namespace))
      .add("relationship_types_target_namespace",
           d.relationship_types_target_namespace.value_or(d.target_namespace))
      .ext(d.ext);
  return m;
}

} // namespace detail

Tree describe(const ir::Document& document, xml::Canonicalizer& canonicalizer,
              std::string_view source)
{
  detail::Context c{canonicalizer, document, source, std::nullopt};
  return Tree{document.path, detail::describe_document(c, document)};
}

Tree describe(const ir::Document& document)
{
  xml::Canonicalizer canonicalizer;
  return describe(document, canonicalizer);
}

} // namespace tosca::convert::diff
