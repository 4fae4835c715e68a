#include "graphviz.hpp"

#include <cstdio>
#include <memory>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tosca::convert::detail {

const Graphviz& graphviz()
{
  static const Graphviz functions;
  return functions;
}

namespace {

// An ID discipline (cgraph.h's Agiddisc_t) like cgraph's default, but with
// names numbered in order. As there, a named object's ID is even and an
// anonymous one's odd, and each name is kept in the graph's string table.
struct Names
{
  Agraph_t* graph;
  std::unordered_map<std::string_view, IDTYPE> ids; ///< keys point into the string table
  std::vector<char*> by_id;                          ///< the name of ID 2(i + 1), ours to keep
  IDTYPE next_anonymous = 1;
};

void* names_open(Agraph_t* g, Agdisc_t*)
{
  return new Names{g, {}, {}};
}

long names_map(void* state, int, char* str, IDTYPE* id, int create)
{
  auto* names = static_cast<Names*>(state);
  if (str == nullptr) {
    *id = names->next_anonymous;
    names->next_anonymous += 2;
    return 1;
  }
  if (create == 0) {
    auto at = names->ids.find(std::string_view(str));
    *id = at == names->ids.end() ? 0 : at->second; // 0: no such object
    return 1;
  }
  const Graphviz& lib = graphviz();
  // The object's reference to its name, which names_free gives back.
  char* kept = lib.agstrdup(names->graph, str);
  auto [at, added] = names->ids.try_emplace(std::string_view(kept), 0);
  if (added) {
    // One more reference of our own, so that the key and by_id stay valid
    // while objects of that name come and go; the graph frees its string
    // table whole when it closes.
    lib.agstrdup(names->graph, kept);
    names->by_id.push_back(kept);
    at->second = static_cast<IDTYPE>(2 * names->by_id.size());
  }
  *id = at->second;
  return 1;
}

long names_alloc(void*, int, IDTYPE request)
{
  return request % 2 == 1 ? 1 : 0; // even IDs belong to names
}

char* name_of(Names* names, IDTYPE id)
{
  if (id == 0 || id % 2 == 1 || id / 2 > names->by_id.size()) {
    return nullptr;
  }
  return names->by_id[id / 2 - 1];
}

void names_free(void* state, int, IDTYPE id)
{
  auto* names = static_cast<Names*>(state);
  if (char* name = name_of(names, id)) {
    graphviz().agstrfree(names->graph, name);
  }
}

char* names_print(void* state, int, IDTYPE id)
{
  return name_of(static_cast<Names*>(state), id);
}

void names_close(void* state)
{
  delete static_cast<Names*>(state);
}

void names_register(void*, int, void*) {}

Agiddisc_t k_ordered_ids{names_open, names_map,  names_alloc,   names_free,
                         names_print, names_close, names_register};

struct FileCloser
{
  void operator()(std::FILE* f) const { std::fclose(f); }
};

}  // namespace

Agraph_t* read_graph(const std::string& dot)
{
  const Graphviz& lib = graphviz();
  std::unique_ptr<std::FILE, FileCloser> text(
      fmemopen(const_cast<char*>(dot.data()), dot.size(), "r"));
  if (!text || dot.empty()) {
    return nullptr;
  }
  Agdisc_t discipline{lib.memory, &k_ordered_ids, lib.input};
  return lib.agread(text.get(), &discipline);
}

}  // namespace tosca::convert::detail
