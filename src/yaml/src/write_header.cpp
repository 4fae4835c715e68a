// YAML writer: the extension block's `document` entry, the XML document's
// header, and the document order of its own entities when the output
// lists them in another order.
#include "encode.hpp"
#include "writer_state.hpp"

namespace tosca::yaml::detail {

Value document_header(const ir::Document& doc, const WriteOptions& options)
{
  Value d = Value::map();
  d.add("dialect", Value::of(doc.dialect == ir::Dialect::csd03 ? "csd03" : "final_1_0"));
  if (!options.package_root.empty()) {
    d.add("package_root", Value::of(options.package_root));
  }
  d.add("id", Value::of(doc.id));
  if (doc.name) {
    d.add("name", Value::of(*doc.name));
  }
  d.add("target_namespace", Value::of(doc.target_namespace));
  Value ns = Value::map();
  for (const auto& b : doc.root_bindings) {
    ns.add(b.prefix, Value::of(b.uri));
  }
  d.add_if("namespaces", std::move(ns));
  d.add_if("extensions", list_of(doc.extensions, extension_decl));
  d.add_if("imports", list_of(doc.imports, import));
  d.add_if("types", list_of(doc.types, fragment));
  add_extensible(d, doc.ext, false);
  Value sub = Value::map();
  add_extensible(sub, doc.extensions_ext, false);
  d.add_if("extensions_element", std::move(sub));
  sub = Value::map();
  add_extensible(sub, doc.types_ext, false);
  d.add_if("types_element", std::move(sub));
  sub = Value::map();
  add_extensible(sub, doc.node_types_ext, false);
  if (doc.node_types_target_namespace) {
    sub.add("target_namespace", Value::of(*doc.node_types_target_namespace));
  }
  d.add_if("node_types_element", std::move(sub));
  sub = Value::map();
  add_extensible(sub, doc.relationship_types_ext, false);
  if (doc.relationship_types_target_namespace) {
    sub.add("target_namespace", Value::of(*doc.relationship_types_target_namespace));
  }
  d.add_if("relationship_types_element", std::move(sub));
  return d;
}

/// `document.order`: for each kind whose own entities the output lists in
/// another order than the document (the closure puts what the topology
/// references first), their names in document order.
Value own_order(const WriterState& st)
{
  Value order = Value::map();
  auto kind_order = [&](const char* key, EntityKind kind, std::vector<QName> in_document) {
    std::vector<QName> expected;
    std::set<QName> seen;
    for (auto& q : in_document) {
      q.prefix.clear();
      if (st.is_own(kind, q) && seen.insert(q).second) {
        expected.push_back(q);
      }
    }
    std::vector<QName> written;
    for (const auto& [k, q] : st.closure.order) {
      if (k == kind && st.is_own(kind, q)) {
        written.push_back(q);
      }
    }
    if (written == expected) {
      return;
    }
    Value names = Value::list();
    for (const auto& q : expected) {
      names.push(qname(q));
    }
    order.add(key, std::move(names));
  };
  auto qnames = [](const auto& list) {
    std::vector<QName> out;
    for (const auto& e : list) {
      out.push_back(e.qname());
    }
    return out;
  };
  auto template_qnames = [&](const auto& list) {
    std::vector<QName> out;
    for (const auto& t : list) {
      out.push_back(QName{st.doc.target_namespace, t.id, {}});
    }
    return out;
  };
  const ir::Document& doc = st.doc;
  kind_order("node_types", EntityKind::node_type, qnames(doc.node_types));
  kind_order("node_type_implementations", EntityKind::node_type_implementation,
             qnames(doc.node_type_implementations));
  kind_order("relationship_types", EntityKind::relationship_type, qnames(doc.relationship_types));
  kind_order("relationship_type_implementations", EntityKind::relationship_type_implementation,
             qnames(doc.relationship_type_implementations));
  kind_order("requirement_types", EntityKind::requirement_type, qnames(doc.requirement_types));
  kind_order("capability_types", EntityKind::capability_type, qnames(doc.capability_types));
  kind_order("artifact_types", EntityKind::artifact_type, qnames(doc.artifact_types));
  kind_order("artifact_templates", EntityKind::artifact_template,
             template_qnames(doc.artifact_templates));
  kind_order("policy_types", EntityKind::policy_type, qnames(doc.policy_types));
  kind_order("policy_templates", EntityKind::policy_template, template_qnames(doc.policy_templates));
  return order;
}

}  // namespace tosca::yaml::detail
