// Which definitions a YAML document sees (YamlTypes::focus): itself and
// its import closure, its Winery repository, the normative types, and the
// other loaded documents only when one of its imports was not read
// (docs/validate.md, "YAML names and imports").
#include "yaml_types.hpp"

#include "tosca/convert/artifact_paths.hpp"

namespace tosca::check::detail {

void YamlTypes::focus(const ir::Document& doc)
{
  Scope scope;
  scope.documents.insert(&doc);
  if (!m_ws.import_edges.empty()) {
    if (!m_graph) { // once per run: focus is asked for every document
      m_graph.emplace(m_ws);
      for (const auto& d : m_ws.model.documents) {
        m_by_path.emplace(d.path, &d);
      }
    }
    for (const auto& path : m_graph->closure(doc.path)) {
      if (auto it = m_by_path.find(path); it != m_by_path.end()) {
        scope.documents.insert(it->second);
      }
    }
  }
  for (const ir::Document* d : scope.documents) {
    scope.open = scope.open || m_ws.unread_imports.count(d->path) != 0;
  }
  scope.repository = repository_of(&doc);
  m_scope = std::move(scope);
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
  return m_scope->documents.count(t.document) != 0 ||
         (!m_scope->repository.empty() && repository_of(t.document) == m_scope->repository);
}

const YamlType* YamlTypes::pick(const std::vector<const YamlType*>& all, int minor) const
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
  return m_scope && m_scope->open ? elsewhere : nullptr;
}

const YamlType* YamlTypes::unseen(YamlKind kind, std::string_view name) const
{
  auto it = m_types[static_cast<std::size_t>(kind)].find(std::string(name));
  if (!m_scope || it == m_types[static_cast<std::size_t>(kind)].end()) {
    return nullptr;
  }
  for (const YamlType* t : it->second) {
    if (!t->normative && !in_scope(*t)) {
      return t;
    }
  }
  return nullptr;
}

} // namespace tosca::check::detail
