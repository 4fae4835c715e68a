// What a validated input's imports bring (validate_imports.hpp).
#include "validate_imports.hpp"

#include "tosca/support/codes.hpp"

#include <algorithm>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace tosca::check::detail {

namespace {

/// The first error each document brings: its own, then (in import order)
/// the first of what it imports. Memoized, except answers found inside an
/// import cycle before its entry was done; iterative, so a long chain of
/// imports cannot exhaust the stack.
class Brought
{
public:
  Brought(const convert::ImportGraph& graph,
          const std::unordered_map<std::string, const Diagnostic*>& own)
      : m_graph(graph), m_own(own)
  {
  }

  const Diagnostic* operator()(std::string_view root)
  {
    if (auto it = m_memo.find(root); it != m_memo.end()) {
      return it->second;
    }
    m_walked.clear();
    push(root);
    while (!m_stack.empty()) {
      Frame& f = m_stack.back();
      if (f.next < f.imports->size()) {
        const std::string_view child = (*f.imports)[f.next++]->to;
        if (auto it = m_memo.find(child); it != m_memo.end()) {
          f.first = f.first != nullptr ? f.first : it->second;
        } else if (m_open.count(child) != 0 || m_walked.count(child) != 0) {
          // In a cycle: its errors reach the root through the frame that
          // walked it first, so each document is walked once per root.
          f.partial = true;
        } else {
          push(child); // invalidates f
        }
        continue;
      }
      const Diagnostic* first = f.first;
      const std::string_view doc = f.doc;
      const bool partial = f.partial && m_stack.size() > 1;
      m_stack.pop_back();
      m_open.erase(doc);
      m_walked.insert(doc);
      if (!partial) {
        m_memo.emplace(doc, first);
      }
      if (!m_stack.empty()) {
        Frame& parent = m_stack.back();
        parent.first = parent.first != nullptr ? parent.first : first;
        parent.partial = parent.partial || partial;
      }
      if (m_stack.empty()) {
        return first; // the root has seen everything it reaches
      }
    }
    return nullptr;
  }

private:
  struct Frame
  {
    std::string_view doc;
    const std::vector<const convert::ImportEdge*>* imports;
    std::size_t next = 0;
    const Diagnostic* first = nullptr;
    /// It met a document still being walked (an import cycle): its
    /// answer then holds only from the cycle's entry, and is not kept.
    bool partial = false;
  };

  void push(std::string_view doc)
  {
    m_open.insert(doc);
    auto own = m_own.find(std::string(doc));
    m_stack.push_back({doc, &m_graph.imports_of(doc), 0, own != m_own.end() ? own->second : nullptr});
  }

  const convert::ImportGraph& m_graph;
  const std::unordered_map<std::string, const Diagnostic*>& m_own;
  std::unordered_map<std::string_view, const Diagnostic*> m_memo;
  std::unordered_set<std::string_view> m_open;
  std::unordered_set<std::string_view> m_walked; ///< finished in this root's walk
  std::vector<Frame> m_stack;
};

}  // namespace

ImportFacts import_facts(const convert::Workspace& ws, const std::vector<FileVerdict>& files)
{
  ImportFacts facts;
  facts.edges = ws.import_edges;
  const convert::ImportGraph graph(facts.edges);
  std::vector<std::string_view> todo;
  for (const auto& v : files) {
    todo.push_back(v.path);
  }
  std::unordered_set<std::string_view> seen(todo.begin(), todo.end());
  for (std::size_t next = 0; next < todo.size(); ++next) {
    for (const convert::ImportEdge* e : graph.imports_of(todo[next])) {
      facts.reached.insert(e->to);
      if (seen.insert(e->to).second) {
        todo.push_back(e->to);
      }
    }
  }
  return facts;
}

void judge_imports(ValidateReport& report, const ImportFacts& facts,
                   const std::vector<ImportedErrors>& scoped)
{
  if (facts.edges.empty()) {
    return;
  }
  std::set<std::string> inputs;
  for (const auto& v : report.files) {
    inputs.insert(v.path);
  }
  // Each document's first error its reader found: the semantic ones
  // depend on the importer's names, and `scoped` has them per importer.
  std::unordered_map<std::string, const Diagnostic*> own;
  auto note = [&](const std::vector<Diagnostic>& ds) {
    for (const auto& d : ds) {
      if (d.severity == Severity::error && !in_group(d.code, "checks")) {
        own.emplace(d.file, &d);
      }
    }
  };
  for (const auto& v : report.files) {
    note(v.diagnostics);
  }
  note(report.other);
  const convert::ImportGraph graph(facts.edges);
  Brought brought(graph, own);
  // importer -> document -> its errors as that importer sees them
  std::unordered_map<std::string_view, std::unordered_map<std::string_view, const ImportedErrors*>>
      scoped_for;
  for (const auto& s : scoped) {
    if (s.count > 0) {
      scoped_for[s.importer].emplace(s.document, &s);
    }
  }
  std::vector<std::pair<std::string, Diagnostic>> found;
  for (const auto& v : report.files) {
    const auto mine = scoped_for.find(v.path);
    for (const convert::ImportEdge* e : graph.imports_of(v.path)) {
      if (e->to == v.path) {
        continue;
      }
      const Diagnostic* first = brought(e->to);
      if (first != nullptr && first->file == v.path) {
        first = nullptr; // a cycle back to the input: its own error, said there
      }
      if (first == nullptr && mine != scoped_for.end()) {
        // The semantic errors of what this import reaches, as the input
        // sees them, nearest first.
        using Step = convert::ImportGraph::Step;
        const std::string_view at = graph.walk(e->to, [&](std::string_view doc) {
          return mine->second.count(doc) != 0 ? Step::stop : Step::expand;
        });
        first = at.empty() ? nullptr : &mine->second.at(at)->first;
      }
      if (first == nullptr) {
        continue;
      }
      found.emplace_back(v.path, Diagnostic{Severity::error, "IMPORT_INVALID",
                                            "the import of '" + e->to +
                                                "' brings errors; the first is " + first->code +
                                                " at " + first->file + ":" +
                                                std::to_string(first->line) + ":" +
                                                std::to_string(first->column),
                                            v.path, e->line, e->column});
    }
  }
  std::unordered_map<std::string, FileVerdict*> by_path;
  for (auto& v : report.files) {
    by_path.emplace(v.path, &v);
  }
  std::set<FileVerdict*> touched;
  for (auto& [input, d] : found) {
    FileVerdict* v = by_path.at(input);
    v->diagnostics.push_back(std::move(d));
    touched.insert(v);
  }
  for (FileVerdict* v : touched) {
    std::stable_sort(v->diagnostics.begin(), v->diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) {
                       return std::tie(a.line, a.column) < std::tie(b.line, b.column);
                     });
  }
}

}  // namespace tosca::check::detail
