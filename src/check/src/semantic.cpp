// The semantic pass: builds the lookup tables once, then runs the checks
// of checks.hpp on every input document and every YAML document the inputs
// import, by the syntax it was born in.
#include "checks.hpp"
#include "yaml_types.hpp"

#include "tosca/support/codes.hpp"

#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace tosca::check {

namespace {

/// A document to check, and the input whose names it sees: an imported
/// document's definitions become part of the importing service template
/// (3.5.8), so its names resolve as the input's do.
struct Checked
{
  const ir::Document* document;
  const ir::Document* focus;
};

/// The inputs, then the YAML documents they import (directly or through
/// other imports) that are not inputs themselves, each once, under the
/// first input that reaches it: a document is only as valid as what it
/// imports (3.5.8), as tosca-parser, which reads the imported types and
/// nested topologies, also judges it.
std::vector<Checked> checked_documents(const convert::Workspace& ws, const detail::Context& cx)
{
  std::vector<Checked> out;
  for (const ir::Document* d : cx.inputs()) {
    out.push_back({d, d});
  }
  if (ws.import_edges.empty()) {
    return out;
  }
  std::unordered_map<std::string_view, const ir::Document*> by_path;
  for (const auto& d : ws.model.documents) {
    by_path.emplace(d.path, &d);
  }
  // One walk for all inputs: a document is expanded once, under the first
  // input that reaches it, so the cost is linear in documents and imports.
  const convert::ImportGraph graph(ws);
  std::unordered_set<std::string_view> expanded;
  const std::size_t inputs = out.size();
  for (std::size_t i = 0; i < inputs; ++i) {
    const ir::Document* input = out[i].document;
    std::vector<std::string_view> todo{input->path};
    expanded.insert(input->path);
    for (std::size_t next = 0; next < todo.size(); ++next) {
      for (const convert::ImportEdge* e : graph.imports_of(todo[next])) {
        if (!expanded.insert(e->to).second) {
          continue;
        }
        todo.push_back(e->to);
        auto it = by_path.find(e->to);
        if (it != by_path.end() && it->second->yaml_born() && !cx.is_input(it->second)) {
          out.push_back({it->second, input});
        }
      }
    }
  }
  return out;
}

} // namespace

namespace {

bool is_check_error(const Diagnostic& d)
{
  const CodeInfo* info = code_info(d.code);
  return d.severity == Severity::error && info != nullptr && info->group == "checks";
}

void check_yaml(const detail::Context& cx, detail::YamlTypes& types, const ir::Document& doc,
                const ir::Document& focus, std::set<const detail::YamlType*>& cycles)
{
  types.focus(focus);
  detail::check_yaml_definitions(cx, types, doc, cycles);
  detail::check_yaml_requirements(cx, types, doc);
  detail::check_yaml_topology(cx, types, doc);
}

/// Inputs that other inputs import were checked as service templates of
/// their own; an importer sees their definitions as part of its own, so
/// those with errors are checked again with the importer's names, into a
/// sink of their own. (One without errors of its own is taken to have
/// none there either.)
std::vector<ImportedErrors> imported_inputs(const convert::Workspace& ws, const Options& options,
                                            const DiagnosticSink& sink, detail::YamlTypes& types)
{
  std::vector<ImportedErrors> out;
  std::set<std::string> with_errors;
  for (const auto& d : sink.diagnostics()) {
    if (is_check_error(d)) {
      with_errors.insert(d.file);
    }
  }
  if (with_errors.empty() || ws.import_edges.empty()) {
    return out;
  }
  const std::size_t inputs = std::min(ws.model.input_count, ws.model.documents.size());
  std::unordered_map<std::string_view, const ir::Document*> input_at;
  for (std::size_t i = 0; i < inputs; ++i) {
    input_at.emplace(ws.model.documents[i].path, &ws.model.documents[i]);
  }
  DiagnosticSink scratch;
  const detail::Context cx(ws, options, scratch);
  const convert::ImportGraph graph(ws);
  // From each input with errors back to the inputs that import it: only
  // those pairs are checked again.
  for (const auto& path : with_errors) {
    auto imported = input_at.find(path);
    if (imported == input_at.end() || !imported->second->yaml_born()) {
      continue;
    }
    for (const auto& by : graph.importers(path)) {
      auto importer = input_at.find(by);
      if (importer == input_at.end() || !importer->second->yaml_born()) {
        continue;
      }
      scratch.clear();
      std::set<const detail::YamlType*> cycles;
      check_yaml(cx, types, *imported->second, *importer->second, cycles);
      ImportedErrors e{importer->second->path, path, 0, {}};
      for (const auto& d : scratch.diagnostics()) {
        if (is_check_error(d) && d.file == path) {
          e.first = e.count++ == 0 ? d : e.first;
        }
      }
      out.push_back(std::move(e));
    }
  }
  return out;
}

} // namespace

std::vector<ImportedErrors> check_semantics(const convert::Workspace& workspace,
                                            const Options& options, DiagnosticSink& sink)
{
  const detail::Context cx(workspace, options, sink);
  detail::HierarchyState hierarchy;
  detail::PropertyCache properties(cx);
  std::optional<detail::YamlTypes> yaml_types; // built for the first YAML input
  std::set<const detail::YamlType*> yaml_cycles;
  for (const auto& [doc, focus] : checked_documents(workspace, cx)) {
    if (doc->yaml_born()) {
      if (!yaml_types) {
        yaml_types.emplace(workspace);
      }
      check_yaml(cx, *yaml_types, *doc, *focus, yaml_cycles);
      continue;
    }
    detail::check_xml_document(cx, *doc);
    detail::check_xml_references(cx, *doc);
    detail::check_xml_hierarchy(cx, *doc, hierarchy);
    detail::check_xml_topology(cx, *doc);
    detail::check_xml_properties(cx, *doc, properties);
  }
  return yaml_types ? imported_inputs(workspace, options, sink, *yaml_types)
                    : std::vector<ImportedErrors>{};
}

} // namespace tosca::check
