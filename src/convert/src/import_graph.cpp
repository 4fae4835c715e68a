// The import edges of a workspace as a graph (tosca/convert/workspace.hpp):
// what a document imports, who imports it, and breadth-first walks in
// import order.
#include "tosca/convert/workspace.hpp"

#include <unordered_set>

namespace tosca::convert {

ImportGraph::ImportGraph(const std::vector<ImportEdge>& edges)
{
  for (const auto& e : edges) {
    m_from[e.from].push_back(&e);
    m_to[e.to].push_back(&e);
  }
}

namespace {

/// The edges filed under `key`, in edge order.
const std::vector<const ImportEdge*>&
edges_at(const std::unordered_map<std::string_view, std::vector<const ImportEdge*>>& map,
         std::string_view key)
{
  static const std::vector<const ImportEdge*> none;
  auto it = map.find(key);
  return it == map.end() ? none : it->second;
}

/// Breadth first from `path` over `map`, following each edge to its
/// `end` (ImportEdge::to: what it imports; ::from: who imports it), as far
/// as the first path `stop` is true for (`path` itself is asked first).
/// Returns that path, or "" with `out` holding every path reached.
std::string_view walk(const std::unordered_map<std::string_view, std::vector<const ImportEdge*>>& map,
                      std::string_view path, std::string ImportEdge::*end,
                      const std::function<bool(std::string_view)>& stop,
                      std::vector<std::string>* out)
{
  std::unordered_set<std::string_view> seen{path};
  std::vector<std::string_view> todo{path};
  for (std::size_t next = 0; next < todo.size(); ++next) {
    if (stop && stop(todo[next])) {
      return todo[next];
    }
    for (const ImportEdge* e : edges_at(map, todo[next])) {
      const std::string& other = e->*end;
      if (seen.insert(other).second) {
        todo.push_back(other);
        if (out != nullptr) {
          out->push_back(other);
        }
      }
    }
  }
  return {};
}

}  // namespace

const std::vector<const ImportEdge*>& ImportGraph::imports_of(std::string_view path) const
{
  return edges_at(m_from, path);
}

std::vector<std::string> ImportGraph::importers(std::string_view path) const
{
  std::vector<std::string> out;
  walk(m_to, path, &ImportEdge::from, {}, &out);
  return out;
}

std::vector<std::string> ImportGraph::closure(std::string_view path) const
{
  std::vector<std::string> out;
  walk(m_from, path, &ImportEdge::to, {}, &out);
  return out;
}

std::string_view ImportGraph::nearest(std::string_view path,
                                      const std::function<bool(std::string_view)>& stop) const
{
  return walk(m_from, path, &ImportEdge::to, stop, nullptr);
}

}  // namespace tosca::convert
