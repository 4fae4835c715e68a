// The import edges of a workspace as a graph (tosca/convert/workspace.hpp):
// what a document imports, and a breadth-first walk in import order.
#include "tosca/convert/workspace.hpp"

#include <unordered_set>

namespace tosca::convert {

ImportGraph::ImportGraph(const std::vector<ImportEdge>& edges)
{
  for (const auto& e : edges) {
    m_from[e.from].push_back(&e);
  }
}

const std::vector<const ImportEdge*>& ImportGraph::imports_of(std::string_view path) const
{
  static const std::vector<const ImportEdge*> none;
  auto it = m_from.find(path);
  return it == m_from.end() ? none : it->second;
}

std::string_view ImportGraph::walk(std::string_view path,
                                   const std::function<Step(std::string_view)>& visit) const
{
  std::unordered_set<std::string_view> seen{path};
  std::vector<std::string_view> todo{path};
  for (std::size_t next = 0; next < todo.size(); ++next) {
    const Step step = visit(todo[next]);
    if (step == Step::stop) {
      return todo[next];
    }
    if (step == Step::prune) {
      continue;
    }
    for (const ImportEdge* e : imports_of(todo[next])) {
      if (seen.insert(e->to).second) {
        todo.push_back(e->to);
      }
    }
  }
  return {};
}

}  // namespace tosca::convert
