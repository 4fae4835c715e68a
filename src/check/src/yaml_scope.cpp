// Which definitions a YAML document sees (YamlTypes::focus): itself and
// its import closure, its Winery repository, the normative types, and the
// other loaded documents only when one of its imports was not read
// (docs/validate.md, "YAML names and imports").
#include "yaml_types.hpp"

#include "tosca/convert/artifact_paths.hpp"

namespace tosca::check::detail {

void YamlTypes::focus(const ir::Document& doc)
{
  if (m_scope && m_focused == &doc) {
    return; // the same focus again (several documents checked under it)
  }
  m_focused = &doc;
  if (!m_ws.import_edges.empty() && !m_graph) { // once per run
    m_graph.emplace(m_ws);
    for (const auto& d : m_ws.model.documents) {
      m_by_path.emplace(d.path, &d);
    }
  }
  Scope scope;
  scope.documents.insert(&doc);
  scope.paths.insert(doc.path);
  scope.todo.push_back(doc.path);
  scope.repository = repository_of(&doc);
  m_scope = std::move(scope);
}

bool YamlTypes::reach(const ir::Document* doc) const
{
  Scope& s = *m_scope;
  while (doc == nullptr || s.documents.count(doc) == 0) {
    if (s.next == s.todo.size()) {
      return doc == nullptr;
    }
    const std::string_view path = s.todo[s.next++];
    s.open = s.open || m_ws.unread_imports.count(std::string(path)) != 0;
    if (!m_graph) {
      continue;
    }
    for (const convert::ImportEdge* e : m_graph->imports_of(path)) {
      if (s.paths.insert(e->to).second) {
        s.todo.push_back(e->to);
        if (auto it = m_by_path.find(e->to); it != m_by_path.end()) {
          s.documents.insert(it->second);
        }
      }
    }
  }
  return true;
}

std::string YamlTypes::repository_of(const ir::Document* doc) const
{
  if (doc == nullptr) {
    return {};
  }
  auto [it, fresh] = m_repositories.try_emplace(doc);
  if (fresh) {
    it->second = convert::winery_repository_of(convert::FileSet::disk(), doc->path);
  }
  return it->second;
}

bool YamlTypes::in_scope(const YamlType& t) const
{
  return (!m_scope->repository.empty() && repository_of(t.document) == m_scope->repository) ||
         reach(t.document);
}

const YamlType* YamlTypes::pick(const std::vector<const YamlType*>& all, int minor) const
{
  const YamlType* answer = choose(all, minor);
  if (m_log != nullptr) {
    m_log->push_back({&all, minor, answer});
  }
  return answer;
}

const YamlType* YamlTypes::choose(const std::vector<const YamlType*>& all, int minor) const
{
  const YamlType* normative = nullptr;
  const YamlType* elsewhere = nullptr;
  for (const YamlType* t : all) {
    if (t->normative) {
      normative = t->normative->since <= minor ? t : nullptr;
      continue;
    }
    if (!m_scope || in_scope(*t)) {
      return t;
    }
    elsewhere = elsewhere != nullptr ? elsewhere : t;
  }
  if (normative != nullptr) {
    return normative;
  }
  if (m_scope && elsewhere != nullptr) {
    reach(nullptr); // whether an import was not read: the whole closure
  }
  return m_scope && m_scope->open ? elsewhere : nullptr;
}

const YamlType* YamlTypes::unseen(YamlKind kind, std::string_view name) const
{
  auto it = m_types[static_cast<std::size_t>(kind)].find(std::string(name));
  if (!m_scope || it == m_types[static_cast<std::size_t>(kind)].end()) {
    return nullptr;
  }
  const YamlType* answer = unseen_among(it->second);
  if (m_log != nullptr) {
    m_log->push_back({&it->second, -1, answer});
  }
  return answer;
}

const YamlType* YamlTypes::unseen_among(const std::vector<const YamlType*>& all) const
{
  for (const YamlType* t : all) {
    if (!t->normative && !in_scope(*t)) {
      return t;
    }
  }
  return nullptr;
}

bool YamlTypes::answers_alike(const std::vector<Answer>& log) const
{
  for (const Answer& a : log) {
    const YamlType* now = a.minor < 0 ? unseen_among(*a.candidates) : choose(*a.candidates, a.minor);
    if (now != a.answer) {
      return false;
    }
  }
  return true;
}

} // namespace tosca::check::detail
