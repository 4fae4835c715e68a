/// Transformation of the working document into the resolved template.

#include "transform.hpp"

#include "lookup.hpp"

#include "tosca/variability/resolve.hpp"

namespace tosca::variability {

namespace {

/// The variability keys an element may carry, removed from every element
/// that stays.
void clean(ir::Value& raw)
{
  if (raw.kind != ir::Value::Kind::map) return;
  static const char* const keys[] = {"conditions", "weight", "implies", "implied", "technology", "managed",
                                     "anchor", "persistent", "default_condition", "default_consistency_condition",
                                     "default_semantic_condition", "default_condition_mode", "pruning",
                                     "consistency_pruning", "semantic_pruning", "default_alternative"};
  ir::erase_if(raw.entries, [](const ir::Value::Entry& e) {
    for (const char* k : keys)
      if (e.first == k) return true;
    return false;
  });
}

void remove(ir::Value& map, std::string_view key)
{
  ir::erase_if(map.entries, [&](const ir::Value::Entry& e) { return e.first == key; });
}

/// Sets `key` to `v`, or removes it when `v` is empty.
void set_or_remove(ir::Value& map, const std::string& key, ir::Value v)
{
  if (v.empty()) remove(map, key);
  else map.set(key, std::move(v));
}

void choose_type(const Element& e, ir::Value& tpl)
{
  for (const Element* t : e.types)
    if (t->present) {
      tpl.set("type", ir::Value::of(t->name));
      return;
    }
  throw Error(e.Display() + " has no present type", e.where, "VARIABILITY_RESOLVE");
}

void write_properties(const Element& e, ir::Value& tpl)
{
  if (tpl.kind != ir::Value::Kind::map || !tpl.find("properties")) return;
  ir::Value map = ir::Value::map();
  for (const Element* p : e.properties) {
    if (!p->present || p->undefined) continue;
    if (!p->has_value) throw Error(p->Display() + " has no value", p->where, "VARIABILITY_RESOLVE");
    map.set(p->name, p->value);
  }
  set_or_remove(tpl, "properties", std::move(map));
}

ir::Value relation_entry(const Element& r)
{
  ir::Value assignment = *r.raw;
  clean(assignment);
  ir::Value entry = ir::Value::map();
  if (assignment.kind == ir::Value::Kind::map && assignment.entries.size() == 1 && assignment.entries[0].first == "node")
    entry.add(r.name, assignment.entries[0].second);
  else entry.add(r.name, std::move(assignment));
  return entry;
}

ir::Value node_template(const Element& n)
{
  ir::Value tpl = *n.raw;
  choose_type(n, tpl);
  write_properties(n, tpl);
  ir::Value reqs = ir::Value::list();
  for (const Element* r : n.outgoing)
    if (r->present) reqs.push(relation_entry(*r));
  set_or_remove(tpl, "requirements", std::move(reqs));
  ir::Value arts = ir::Value::map();
  for (const Element* a : n.artifacts) {
    if (!a->present) continue;
    ir::Value art = *a->raw;
    clean(art);
    choose_type(*a, art);
    write_properties(*a, art);
    arts.set(a->name, std::move(art));
  }
  set_or_remove(tpl, "artifacts", std::move(arts));
  clean(tpl);
  return tpl;
}

/// inputs and outputs: the present ones, as a map.
ir::Value io_map(const std::vector<Element*>& xs)
{
  ir::Value map = ir::Value::map();
  for (const Element* x : xs) {
    if (!x->present) continue;
    ir::Value def = *x->raw;
    clean(def);
    map.set(x->name, std::move(def));
  }
  return map;
}

void transform_topology(Graph& g, ir::Value& topology)
{
  // Inputs first: a property reading an input by index now reads it by name.
  if (topology.find("inputs")) {
    for (const Element* in : g.inputs)
      if (in->present)
        for (Element* consumer : in->consumers) {
          ir::Value v = ir::Value::map();
          v.add("get_input", ir::Value::of(in->name));
          consumer->value = std::move(v);
        }
    set_or_remove(topology, "inputs", io_map(g.inputs));
  }
  if (topology.find("node_templates")) {
    ir::Value nodes = ir::Value::map();
    for (const Element* n : g.nodes)
      if (n->present) nodes.set(n->name, node_template(*n));
    set_or_remove(topology, "node_templates", std::move(nodes));
  }
  if (ir::Value* rts = topology.find("relationship_templates"); rts && rts->kind == ir::Value::Kind::map) {
    for (const Element* r : g.relations) {
      if (r->relationship.empty()) continue;
      if (!r->present) {
        remove(*rts, r->relationship);
        continue;
      }
      ir::Value* rt = rts->find(r->relationship);
      choose_type(*r, *rt);
      write_properties(*r, *rt);
    }
    if (rts->empty()) remove(topology, "relationship_templates");
  }
  if (topology.find("groups")) {
    ir::Value groups = ir::Value::map();
    for (const Element* gr : g.groups) {
      if (!gr->present) continue;
      ir::Value tpl = *gr->raw;
      if (ir::Value* members = tpl.find("members"); members && members->kind == ir::Value::Kind::list)
        ir::erase_if(members->items, [&](const ir::Value& m) {
          const Element& e = m.kind == ir::Value::Kind::string ? lookup_node(g, m, nullptr) : lookup_relation(g, m, nullptr);
          return !e.present;
        });
      choose_type(*gr, tpl);
      write_properties(*gr, tpl);
      clean(tpl);
      groups.set(gr->name, std::move(tpl));
    }
    set_or_remove(topology, "groups", std::move(groups));
  }
  if (topology.find("policies")) {
    ir::Value policies = ir::Value::list();
    for (const Element* p : g.policies) {
      if (!p->present) continue;
      ir::Value tpl = *p->raw;
      clean(tpl);
      choose_type(*p, tpl);
      write_properties(*p, tpl);
      if (ir::Value* targets = tpl.find("targets"); targets && targets->kind == ir::Value::Kind::list)
        ir::erase_if(targets->items, [&](const ir::Value& t) {
          if (auto n = g.nodes_by_name.find(t.string); n != g.nodes_by_name.end()) return !n->second->present;
          if (auto gr = g.groups_by_name.find(t.string); gr != g.groups_by_name.end()) return !gr->second->present;
          throw Error("Policy target \"" + t.string + "\" of \"" + p->display +
                          "\" is neither a node template nor a group template",
                      t.location, "VARIABILITY_RESOLVE");
        });
      ir::Value entry = ir::Value::map();
      entry.add(p->name, std::move(tpl));
      policies.push(std::move(entry));
    }
    set_or_remove(topology, "policies", std::move(policies));
  }
  if (topology.find("outputs")) set_or_remove(topology, "outputs", io_map(g.outputs));
  remove(topology, "variability");
}

void transform_imports(Graph& g)
{
  if (!g.document.find("imports")) return;
  ir::Value imports = ir::Value::list();
  for (const Element* i : g.imports) {
    if (!i->present) continue;
    ir::Value def = *i->raw;
    clean(def);
    if (def.kind == ir::Value::Kind::map && def.entries.size() == 1 && def.entries[0].first == "file")
      imports.push(def.entries[0].second);
    else imports.push(std::move(def));
  }
  set_or_remove(g.document, "imports", std::move(imports));
}

}  // namespace

ir::Value transform(Graph& g)
{
  ir::Value* topology = g.document.find("topology_template");
  if (topology && topology->kind == ir::Value::Kind::map) {
    transform_topology(g, *topology);
    if (topology->empty()) remove(g.document, "topology_template");
  }
  transform_imports(g);
  g.document.set("tosca_definitions_version", ir::Value::of("tosca_simple_yaml_1_3"));
  return std::move(g.document);
}

}  // namespace tosca::variability
