// The semantic pass: builds the lookup tables once, then runs the checks
// of checks.hpp on every input document and every YAML document the inputs
// import, by the syntax it was born in.
#include "checks.hpp"
#include "yaml_types.hpp"

#include "tosca/support/codes.hpp"

#include <map>
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
  return d.severity == Severity::error && in_group(d.code, "checks");
}

void check_yaml(const detail::Context& cx, detail::YamlTypes& types, const ir::Document& doc,
                const ir::Document& focus, std::set<const detail::YamlType*>& cycles)
{
  types.focus(focus);
  detail::check_yaml_definitions(cx, types, doc, cycles);
  detail::check_yaml_requirements(cx, types, doc);
  detail::check_yaml_topology(cx, types, doc);
}

/// What an imported document brings each input that imports it, directly
/// or not: its definitions are part of that input's service template, so
/// its names resolve as the input's do. A document that is no input was
/// checked under the first input that reached it, and is checked again,
/// into a sink of its own, under every other (type libraries: few and
/// small). An input was checked as its own service template; one with
/// errors is checked again under each input that imports it. (An input
/// without errors of its own is taken to have none under an importer:
/// checking every pair of a batch would cost its square.)
std::vector<ImportedErrors> imported_errors(const convert::Workspace& ws, const Options& options,
                                            const DiagnosticSink& sink, detail::YamlTypes& types,
                                            const std::vector<Checked>& checked)
{
  std::vector<ImportedErrors> out;
  std::map<std::string, std::vector<const Diagnostic*>> errors; // by file, in order
  for (const auto& d : sink.diagnostics()) {
    if (is_check_error(d)) {
      errors[d.file].push_back(&d);
    }
  }
  if (ws.import_edges.empty()) {
    return out;
  }
  const std::size_t inputs = std::min(ws.model.input_count, ws.model.documents.size());
  std::unordered_map<std::string_view, const ir::Document*> input_at;
  for (std::size_t i = 0; i < inputs; ++i) {
    input_at.emplace(ws.model.documents[i].path, &ws.model.documents[i]);
  }
  std::unordered_map<std::string_view, const Checked*> checked_at;
  for (const auto& c : checked) {
    checked_at.emplace(c.document->path, &c);
  }
  DiagnosticSink scratch;
  const detail::Context cx(ws, options, scratch);
  const convert::ImportGraph graph(ws);
  // Every imported document that is no input (a type library: few, and
  // small), and the inputs with errors that other inputs import.
  std::vector<std::string_view> judged;
  for (const auto& c : checked) {
    if (c.document->yaml_born() &&
        (c.focus != c.document || errors.count(c.document->path) != 0)) {
      judged.push_back(c.document->path);
    }
  }
  const std::vector<const Diagnostic*> none;
  for (const std::string_view path : judged) {
    const auto doc = checked_at.find(path);
    const auto with = errors.find(std::string(path));
    const std::vector<const Diagnostic*>& found = with == errors.end() ? none : with->second;
    const ir::Document& imported = *doc->second->document;
    for (const auto& by : graph.importers(path)) {
      auto importer = input_at.find(by);
      if (importer == input_at.end() || !importer->second->yaml_born()) {
        continue;
      }
      ImportedErrors e{importer->second->path, std::string(path), 0, {}};
      if (doc->second->focus == importer->second && doc->second->focus != &imported) {
        e.count = found.size(); // checked under this importer already
        e.first = found.empty() ? Diagnostic{} : *found.front();
      } else {
        scratch.clear();
        std::set<const detail::YamlType*> cycles;
        check_yaml(cx, types, imported, *importer->second, cycles);
        for (const auto& d : scratch.diagnostics()) {
          if (is_check_error(d) && d.file == path) {
            e.first = e.count++ == 0 ? d : e.first;
          }
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
  const std::vector<Checked> checked = checked_documents(workspace, cx);
  for (const auto& [doc, focus] : checked) {
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
  return yaml_types ? imported_errors(workspace, options, sink, *yaml_types, checked)
                    : std::vector<ImportedErrors>{};
}

} // namespace tosca::check
