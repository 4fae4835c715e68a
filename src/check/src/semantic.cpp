// The semantic pass: builds the lookup tables once, then runs the checks
// of checks.hpp on every input document and every YAML document the inputs
// import, by the syntax it was born in.
#include "checks.hpp"
#include "yaml_types.hpp"

#include <optional>
#include <set>
#include <unordered_map>

namespace tosca::check {

namespace {

/// The inputs, then the YAML documents they import (directly or through
/// other imports) that are not inputs themselves: a document is only as
/// valid as what it imports (3.5.8), as tosca-parser, which reads the
/// imported types and nested topologies, also judges it.
std::vector<const ir::Document*> checked_documents(const convert::Workspace& ws,
                                                   const detail::Context& cx)
{
  std::vector<const ir::Document*> out = cx.inputs();
  if (ws.import_edges.empty()) {
    return out;
  }
  std::unordered_map<std::string_view, const ir::Document*> by_path;
  for (const auto& d : ws.model.documents) {
    by_path.emplace(d.path, &d);
  }
  std::set<const ir::Document*> seen(out.begin(), out.end());
  const convert::ImportGraph graph(ws);
  const std::size_t inputs = out.size();
  for (std::size_t i = 0; i < inputs; ++i) {
    for (const auto& path : graph.closure(out[i]->path)) {
      auto it = by_path.find(path);
      if (it != by_path.end() && it->second->yaml_born() && seen.insert(it->second).second) {
        out.push_back(it->second);
      }
    }
  }
  return out;
}

} // namespace

void check_semantics(const convert::Workspace& workspace, const Options& options,
                     DiagnosticSink& sink)
{
  const detail::Context cx(workspace, options, sink);
  detail::HierarchyState hierarchy;
  detail::PropertyCache properties(cx);
  std::optional<detail::YamlTypes> yaml_types; // built for the first YAML input
  std::set<const detail::YamlType*> yaml_cycles;
  for (const ir::Document* doc : checked_documents(workspace, cx)) {
    if (doc->yaml_born()) {
      if (!yaml_types) {
        yaml_types.emplace(workspace);
      }
      detail::check_yaml_definitions(cx, *yaml_types, *doc, yaml_cycles);
      detail::check_yaml_requirements(cx, *yaml_types, *doc);
      detail::check_yaml_topology(cx, *yaml_types, *doc);
      continue;
    }
    detail::check_xml_document(cx, *doc);
    detail::check_xml_references(cx, *doc);
    detail::check_xml_hierarchy(cx, *doc, hierarchy);
    detail::check_xml_topology(cx, *doc);
    detail::check_xml_properties(cx, *doc, properties);
  }
}

} // namespace tosca::check
