/// Elements: identifiers, display names, and the small queries the
/// enricher and checker share.

#include "graph.hpp"

#include "json_text.hpp"

#include "tosca/variability/resolve.hpp"


namespace tosca::variability {

const char* kind_name(Kind k)
{
  switch (k) {
  case Kind::type: return "type";
  case Kind::node: return "node";
  case Kind::relation: return "relation";
  case Kind::property: return "property";
  case Kind::policy: return "policy";
  case Kind::group: return "group";
  case Kind::input: return "input";
  case Kind::artifact: return "artifact";
  case Kind::import: return "import";
  case Kind::output: return "output";
  }
  return "element";
}

std::string Element::Display() const
{
  std::string d = display;
  if (!d.empty() && d[0] >= 'a' && d[0] <= 'z') d[0] = static_cast<char>(d[0] - 'a' + 'A');
  return d;
}

bool Element::hosting() const
{
  // Vintner's /^(.*_)?host(_.*)?$/: "host" as a whole '_'-separated word
  // of a one-line name. Written out: std::regex recurses once per
  // character and overflows the stack on a long name.
  if (kind != Kind::relation || name.find_first_of("\n\r") != std::string::npos) {
    return false;
  }
  for (std::size_t at = name.find("host"); at != std::string::npos; at = name.find("host", at + 1)) {
    if ((at == 0 || name[at - 1] == '_') && (at + 4 == name.size() || name[at + 4] == '_')) {
      return true;
    }
  }
  return false;
}

const ir::Value* Element::get(std::string_view key) const
{
  if (!raw || raw->kind != ir::Value::Kind::map) return nullptr;
  const ir::Value* v = raw->find(key);
  return v && !v->is_null() ? v : nullptr;
}

std::optional<bool> Element::flag(std::string_view key) const
{
  const ir::Value* v = get(key);
  if (!v) return std::nullopt;
  if (v->kind != ir::Value::Kind::boolean)
    throw Error("Element \"" + stringify(*v) + "\" is not a boolean", v->location, "VARIABILITY_TEMPLATE");
  return v->boolean;
}

Element& Graph::add(Kind kind, std::string name, int index, Element* container, ir::Value* raw)
{
  Element& e = storage.emplace_back();
  e.kind = kind;
  e.name = std::move(name);
  e.index = index;
  e.container = container;
  e.raw = raw;
  if (raw) e.where = raw->location;
  e.id = std::string(kind_name(kind)) + "." + e.name;
  e.display = std::string(kind_name(kind)) + " \"" + e.name;
  if (index >= 0) {
    e.id += "@" + std::to_string(index);
    e.display += "@" + std::to_string(index);
  }
  e.display += "\"";
  if (container) {
    e.id += "." + container->id;
    e.display += " of " + container->display;
  }
  return e;
}

std::vector<Element*> Graph::elements() const
{
  std::vector<Element*> all;
  for (const auto* list : {&types, &nodes, &relations, &properties, &policies, &groups, &inputs,
                           &artifacts, &imports, &outputs})
    all.insert(all.end(), list->begin(), list->end());
  return all;
}

const ir::Value* Graph::topology() const
{
  const ir::Value* t = document.find("topology_template");
  return t && t->kind == ir::Value::Kind::map ? t : nullptr;
}

const ir::Value* Graph::variability() const
{
  const ir::Value* t = topology();
  const ir::Value* v = t ? t->find("variability") : nullptr;
  return v && v->kind == ir::Value::Kind::map ? v : nullptr;
}

const ir::Value* variability_entry(const Graph& g, std::string_view key)
{
  const ir::Value* v = g.variability();
  const ir::Value* e = v ? v->find(key) : nullptr;
  return e && !e->is_null() ? e : nullptr;
}

}  // namespace tosca::variability
