/// Which inputs and elements a property reads, and which nodes an output
/// reads: the links behind `is_consumed`, `is_produced`, the consuming
/// default condition of properties and the implication of input-reading
/// properties. Like the reference implementation, only direct references
/// count: get_input, get_property/get_attribute with two or three names,
/// and Unfurl's `eval` forms.

#include "graph.hpp"

#include "json_text.hpp"
#include "lookup.hpp"

#include "tosca/variability/resolve.hpp"

#include <optional>

namespace tosca::variability {

namespace {

/// Vintner's /\{\{ ['"]::(.*)::(.*)['"] \| eval \}\}/ (the first group's
/// text), written out: std::regex recurses once per character and
/// overflows the stack on a long value. As in the pattern, '.' stops at a
/// line end, the leftmost start wins and both groups are greedy.
std::optional<std::string> jinja_container(const std::string& s)
{
  static constexpr std::string_view k_tail = " | eval }}";
  for (std::size_t start = s.find("{{ "); start != std::string::npos;
       start = s.find("{{ ", start + 1)) {
    const std::size_t open = start + 3;
    if (open + 3 > s.size() || (s[open] != '\'' && s[open] != '"') ||
        s.compare(open + 1, 2, "::") != 0) {
      continue;
    }
    const std::size_t from = open + 3;
    const std::size_t line_end = std::min(s.find_first_of("\n\r", from), s.size());
    const std::string_view line(s.data() + from, line_end - from);
    // The last quote followed by the tail ends the second group ...
    std::size_t quote = std::string_view::npos;
    for (std::size_t at = line.rfind(k_tail); at != std::string_view::npos && at > 0;
         at = line.rfind(k_tail, at - 1)) {
      if (line[at - 1] == '\'' || line[at - 1] == '"') {
        quote = at - 1;
        break;
      }
    }
    // ... and the last "::" before it ends the first.
    if (quote != std::string_view::npos && quote >= 2) {
      if (std::size_t sep = line.rfind("::", quote - 2); sep != std::string_view::npos) {
        return std::string(line.substr(0, sep));
      }
    }
  }
  return std::nullopt;
}

struct Reference
{
  const ir::Value* outer = nullptr;  ///< node of a relation or artifact (3 names)
  ir::Value container;               ///< the element holding the property
  bool found = false;
};

ir::Value text(const std::string& s, const ir::Location& where)
{
  ir::Value v = ir::Value::of(s);
  v.location = where;
  return v;
}

Reference parse(const ir::Value& value)
{
  Reference r;
  if (value.kind == ir::Value::Kind::map) {
    const ir::Value* args = value.find("get_property");
    if (!args || args->is_null()) args = value.find("get_attribute");
    if (args && !args->is_null()) {
      if (args->kind != ir::Value::Kind::list)
        throw Error("Element \"" + stringify(*args) + "\" is not an array", args->location, "VARIABILITY_TEMPLATE");
      for (const auto& a : args->items)
        if (a.kind != ir::Value::Kind::string)
          throw Error("Element \"" + stringify(a) + "\" is not a string", a.location, "VARIABILITY_TEMPLATE");
      if (args->items.size() == 2) {
        r.container = args->items[0];
        r.found = true;
      } else if (args->items.size() == 3) {
        r.outer = &args->items[0];
        r.container = args->items[1];
        r.found = true;
      }
      return r;
    }
    if (const ir::Value* e = value.find("eval"); e && e->kind == ir::Value::Kind::string) {
      const auto sep = e->string.find("::");
      if (sep != std::string::npos && e->string.find("::", sep + 2) == std::string::npos) {
        r.container = text(e->string.substr(0, sep), e->location);
        r.found = true;
      }
    }
    return r;
  }
  if (value.kind == ir::Value::Kind::string) {
    if (auto container = jinja_container(value.string)) {
      r.container = text(*container, value.location);
      r.found = true;
    }
  }
  return r;
}

void consumers(Graph& g)
{
  for (Element* p : g.properties) {
    if (p->undefined || !p->has_value || p->value.kind != ir::Value::Kind::map) continue;
    if (const ir::Value* in = p->value.find("get_input"); in && !in->is_null()) {
      Element& input = lookup_input(g, *in, nullptr);
      input.consumers.push_back(p);
      p->consuming.push_back(&input);
      continue;
    }
    Reference ref = parse(p->value);
    if (!ref.found) continue;
    if (!ref.outer) {
      Element& e = guess_element(g, ref.container, p->container);
      if (e.kind != Kind::node && e.kind != Kind::group && e.kind != Kind::policy)
        throw Error(e.Display() + " is not a property container", ref.container.location, "VARIABILITY_TEMPLATE");
      p->consuming.push_back(&e);
      continue;
    }
    Element& node = lookup_node(g, *ref.outer, p->container);
    bool any = false;
    for (Element* r : node.outgoing)
      if (r->name == ref.container.string) {
        p->consuming.push_back(r->target);
        any = true;
      }
    if (any) continue;
    if (auto it = node.artifacts_by_name.find(ref.container.string); it != node.artifacts_by_name.end()) {
      for (Element* a : it->second) p->consuming.push_back(a);
      continue;
    }
    throw Error("Reference \"" + stringify(p->value) + "\" at property " + p->display +
                    " did not find any relation or artifact.",
                p->value.location, "VARIABILITY_TEMPLATE");
  }
}

void producers(Graph& g)
{
  for (Element* o : g.outputs) {
    const ir::Value* value = o->get("value");
    if (!value) throw Error("Unexpected error", o->where, "VARIABILITY_TEMPLATE");
    Reference ref = parse(*value);
    if (!ref.found) continue;
    if (ref.outer)
      throw Error(o->Display() + " reads a relation or artifact property, which output pruning does not support",
                  value->location, "VARIABILITY_UNSUPPORTED");
    o->producers.push_back(&lookup_node(g, ref.container, nullptr));
  }
}

}  // namespace

void populate_references(Graph& g)
{
  consumers(g);
  producers(g);
}

}  // namespace tosca::variability
