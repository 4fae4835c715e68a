// The semantic pass: builds the lookup tables once, then runs the checks
// of checks.hpp on every input document and every YAML document the inputs
// import, by the syntax it was born in.
#include "checks.hpp"
#include "yaml_types.hpp"

#include "tosca/support/codes.hpp"

#include <deque>
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
  using Step = convert::ImportGraph::Step;
  const std::size_t inputs = out.size();
  for (std::size_t i = 0; i < inputs; ++i) {
    const ir::Document* input = out[i].document;
    graph.walk(input->path, [&](std::string_view path) {
      if (!expanded.insert(path).second && path != input->path) {
        return Step::prune;
      }
      auto it = by_path.find(path);
      if (path != input->path && it != by_path.end() && it->second->yaml_born() &&
          !cx.is_input(it->second)) {
        out.push_back({it->second, input});
      }
      return Step::expand;
    });
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

/// What each YAML import of an input brings it: the nearest document
/// (the import itself, then what it imports, nearest first) that has
/// semantic errors when the input sees it. An imported document's
/// definitions are part of the importing service template, so its names
/// resolve as the input's do. A document that is no input was checked
/// under the first input that reached it, and is checked again, into a
/// sink of its own, under any other; an input was checked as its own
/// service template, and one with errors is checked again under each
/// input that reaches it. (An input without errors of its own is taken to
/// have none under an importer: checking every pair of a batch would cost
/// its square.) Documents are judged only as far as the nearest one with
/// errors, each once per input, and a verdict is reused under the next
/// input whose names answer its questions alike, so a long chain of
/// imports costs its length.
std::vector<ImportedErrors> imported_errors(const convert::Workspace& ws, const Options& options,
                                            const DiagnosticSink& sink, detail::YamlTypes& types,
                                            const std::vector<Checked>& checked)
{
  std::vector<ImportedErrors> out;
  std::unordered_map<std::string_view, std::vector<const Diagnostic*>> errors; // by file, in order
  for (const auto& d : sink.diagnostics()) {
    if (is_check_error(d)) {
      errors[d.file].push_back(&d);
    }
  }
  if (ws.import_edges.empty()) {
    return out;
  }
  // Every imported document that is no input (a type library: few, and
  // small), and the inputs with errors.
  std::unordered_map<std::string_view, const Checked*> judged;
  for (const auto& c : checked) {
    if (c.document->yaml_born() &&
        (c.focus != c.document || errors.count(c.document->path) != 0)) {
      judged.emplace(c.document->path, &c);
    }
  }
  if (judged.empty()) {
    return out;
  }
  DiagnosticSink scratch;
  const detail::Context cx(ws, options, scratch);
  const convert::ImportGraph graph(ws);
  // A verdict, and the focus-dependent answers it rests on: under another
  // focus that answers alike, the document gets the same verdict. Only the
  // latest is tried again, and not after two misses in a row (inputs that
  // each answer a shared document differently would otherwise replay every
  // earlier verdict).
  struct Verdict
  {
    std::vector<detail::YamlTypes::Answer> answers;
    bool recorded = false; ///< `answers` holds every question the check asked
    std::size_t count = 0;
    Diagnostic first;
  };
  struct Judged
  {
    std::deque<Verdict> verdicts; ///< stable: the per-input memo points here
    unsigned misses = 0;
  };
  std::unordered_map<const ir::Document*, Judged> history;
  auto judge = [&](const Checked& c, const ir::Document& focus) -> const Verdict* {
    Judged& h = history[c.document];
    if (c.focus == &focus && c.focus != c.document) {
      const auto found = errors.find(c.document->path); // checked under it already
      Verdict& v = h.verdicts.emplace_back();
      v.count = found == errors.end() ? 0 : found->second.size();
      v.first = v.count == 0 ? Diagnostic{} : *found->second.front();
      return &v;
    }
    if (h.misses < 2 && !h.verdicts.empty() && h.verdicts.back().recorded) {
      if (types.answers_alike(h.verdicts.back().answers)) {
        h.misses = 0;
        return &h.verdicts.back();
      }
      ++h.misses;
    }
    Verdict& v = h.verdicts.emplace_back();
    scratch.clear();
    std::set<const detail::YamlType*> cycles;
    v.recorded = h.misses < 2;
    {
      const detail::YamlTypes::Recording recording(types, v.recorded ? &v.answers : nullptr);
      check_yaml(cx, types, *c.document, focus, cycles);
    }
    for (const auto& d : scratch.diagnostics()) {
      if (is_check_error(d) && d.file == c.document->path) {
        v.first = v.count++ == 0 ? d : v.first;
      }
    }
    return &v;
  };
  for (const ir::Document* input : cx.inputs()) {
    if (!input->yaml_born()) {
      continue;
    }
    types.focus(*input);
    // Per input: each document judged once, and the documents whose whole
    // closure has no errors (a finished walk found none), which later walks
    // need not enter again.
    std::unordered_map<std::string_view, const Verdict*> seen_here;
    std::unordered_set<std::string_view> clean;
    using Step = convert::ImportGraph::Step;
    for (const convert::ImportEdge* e : graph.imports_of(input->path)) {
      std::vector<std::string_view> walked;
      const Verdict* found = nullptr;
      const std::string_view at = graph.walk(e->to, [&](std::string_view path) {
        if (clean.count(path) != 0) {
          return Step::prune;
        }
        walked.push_back(path);
        auto c = judged.find(path);
        if (c == judged.end() || path == input->path) {
          return Step::expand;
        }
        auto [memo, fresh] = seen_here.try_emplace(path, nullptr);
        if (fresh) {
          memo->second = judge(*c->second, *input);
        }
        found = memo->second;
        return found->count > 0 ? Step::stop : Step::expand;
      });
      if (at.empty()) {
        clean.insert(walked.begin(), walked.end());
      } else {
        out.push_back({input->path, std::string(at), found->count, found->first});
      }
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
