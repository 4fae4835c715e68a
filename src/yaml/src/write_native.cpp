#include "write_native.hpp"

#include "tosca/yaml/names.hpp"

#include "tosca/yaml/emit.hpp"

#include <algorithm>

namespace tosca::yaml {

namespace {

/// Marked by the YAML reader as derived for the XML side only:
/// tc:requirement on relationship templates, tc:placeholder on types.
bool has_marker(const ir::Extensible& ext, std::string_view marker)
{
  for (const auto& a : ext.any_attributes) {
    if (a.name.ns == k_extension_namespace && a.name.local == marker) {
      return true;
    }
  }
  return false;
}

bool is_derived_relationship(const ir::RelationshipTemplate& r)
{
  return has_marker(r.ext, "requirement");
}

void warn_lost(DiagnosticSink& sink, const ir::Document& doc, const ir::Location& at,
               const std::string& what)
{
  sink.warning(doc.path, at.line, at.column, "NOT_REPRESENTABLE",
               what + " was added on the XML side of a YAML-born document and has no YAML "
                      "definition; it is not written");
}

template <class T>
void add_types(ir::Value& out, const char* section, const std::vector<T>& types,
               DiagnosticSink& sink, const ir::Document& doc)
{
  ir::Value body = ir::Value::map();
  for (const auto& t : types) {
    if (has_marker(t.ext, "placeholder")) {
      continue;
    }
    if (t.ext.yaml->kind != ir::Value::Kind::map) {
      warn_lost(sink, doc, t.ext.location, "type '" + t.name + "'");
      continue;
    }
    body.add(decode_ncname(t.name), t.ext.yaml.get());
  }
  if (!body.entries.empty()) {
    out.add(section, std::move(body));
  }
}

ir::Value topology_of(const ir::Document& doc, const ir::ServiceTemplate& st, DiagnosticSink& sink)
{
  ir::Value topology = ir::Value::map();
  if (st.ext.yaml->kind == ir::Value::Kind::map) {
    topology = st.ext.yaml.get();
  }
  ir::Value nodes = ir::Value::map();
  if (st.topology) {
    for (const auto& n : st.topology->node_templates) {
      if (n.ext.yaml->kind != ir::Value::Kind::map) {
        warn_lost(sink, doc, n.ext.location, "node template '" + n.id + "'");
        continue;
      }
      nodes.add(n.name.value_or(decode_ncname(n.id)), n.ext.yaml.get());
    }
    for (const auto& r : st.topology->relationship_templates) {
      if (!is_derived_relationship(r)) {
        warn_lost(sink, doc, r.ext.location, "relationship template '" + r.id + "'");
      }
    }
  }
  if (!nodes.entries.empty()) {
    topology.add("node_templates", std::move(nodes));
  }
  return topology;
}

}  // namespace

ir::Value render_native(const ir::Document& doc, DiagnosticSink& sink)
{
  ir::Value out = ir::Value::map();
  for (const auto& [key, value] : doc.ext.yaml->entries) {
    out.add(key, value);
  }
  add_types(out, "artifact_types", doc.artifact_types, sink, doc);
  add_types(out, "capability_types", doc.capability_types, sink, doc);
  add_types(out, "relationship_types", doc.relationship_types, sink, doc);
  add_types(out, "node_types", doc.node_types, sink, doc);
  add_types(out, "policy_types", doc.policy_types, sink, doc);
  // Implementations and artifact templates the reader derived from the
  // YAML (tc:derived) are written through their types and templates.
  auto added = [](const auto& list) {
    return std::any_of(list.begin(), list.end(),
                       [](const auto& e) { return !has_marker(e.ext, "derived"); });
  };
  const std::pair<bool, const char*> xml_only[] = {
      {!doc.requirement_types.empty(), "requirement types"},
      {added(doc.node_type_implementations), "node type implementations"},
      {added(doc.relationship_type_implementations), "relationship type implementations"},
      {added(doc.artifact_templates), "artifact templates"},
      {!doc.policy_templates.empty(), "policy templates"}};
  for (const auto& [present, what] : xml_only) {
    if (present) {
      warn_lost(sink, doc, doc.ext.location, what);
    }
  }
  for (std::size_t i = 1; i < doc.service_templates.size(); ++i) {
    warn_lost(sink, doc, doc.service_templates[i].ext.location, "a second service template");
  }
  if (!doc.service_templates.empty()) {
    out.add("topology_template", topology_of(doc, doc.service_templates.front(), sink));
  }
  return out;
}

std::string write_native(const ir::Document& doc, DiagnosticSink& sink)
{
  return emit(render_native(doc, sink));
}

}  // namespace tosca::yaml
