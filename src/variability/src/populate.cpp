/// Populating the graph from the normalized document, with the reference
/// implementation's structural checks (duplicate nodes, unused
/// relationship templates, several default alternatives, ...).

#include "graph.hpp"

#include "json_text.hpp"
#include "lookup.hpp"

#include "tosca/variability/resolve.hpp"

#include "errors.hpp"

#include <regex>

namespace tosca::variability {

namespace {

ir::Value* list_of(ir::Value* tpl, const char* key)
{
  if (!tpl || tpl->kind != ir::Value::Kind::map) return nullptr;
  ir::Value* v = tpl->find(key);
  return v && v->kind == ir::Value::Kind::list ? v : nullptr;
}

/// `conditions` as a list (one condition, a list, or none); a relation,
/// property, artifact or type that is a default alternative has [false]
/// until the enricher gives it its own condition.
void read_conditions(Element& e, bool alternative)
{
  if (alternative) {
    if (const ir::Value* d = e.get("default_alternative")) {
      if (d->kind != ir::Value::Kind::boolean)
        template_error("Element \"" + stringify(*d) + "\" is not a boolean", d->location);
      e.default_alternative = d->boolean;
      static const ir::Value no = ir::Value::of(false);
      e.conditions.push_back(Condition{false, &no, {}});
      return;
    }
  }
  const ir::Value* c = e.get("conditions");
  if (!c) return;
  if (c->kind == ir::Value::Kind::list) {
    for (const auto& item : c->items)
      if (!item.is_null()) e.conditions.push_back(Condition{false, &item, {}});
  } else {
    e.conditions.push_back(Condition{false, c, {}});
  }
}

void index_by_name(std::map<std::string, std::vector<Element*>>& by_name, Element* e)
{
  by_name[e->name].push_back(e);
}

void one_default(const std::vector<Element*>& list, const std::string& message)
{
  int defaults = 0;
  for (const Element* e : list) defaults += e->default_alternative;
  if (defaults > 1) template_error(message, list.front()->where);
}

void populate_types(Graph& g, Element& container, ir::Value& tpl)
{
  ir::Value* types = list_of(&tpl, "type");
  if (!types) template_error(container.Display() + " has no type", container.where);
  for (std::size_t i = 0; i < types->items.size(); ++i) {
    auto& [name, raw] = types->items[i].entries[0];
    Element& t = g.add(Kind::type, name, static_cast<int>(i), &container, &raw);
    read_conditions(t, true);
    g.types.push_back(&t);
    container.types.push_back(&t);
    index_by_name(container.types_by_name, &t);
  }
  one_default(container.types, container.Display() + " has multiple default types");
}

void populate_properties(Graph& g, Element& container, ir::Value& tpl, bool fallback_default)
{
  ir::Value* props = list_of(&tpl, "properties");
  if (!props) return;
  const std::size_t real = props->items.size();
  for (std::size_t i = 0; i < real; ++i) {
    auto& [name, raw] = props->items[i].entries[0];
    Element& p = g.add(Kind::property, name, static_cast<int>(i), &container, &raw);
    read_conditions(p, true);
    if (const ir::Value* v = raw.find("value"); v && !v->is_null()) {
      p.value = *v;
      p.has_value = true;
    }
    if (const ir::Value* x = raw.find("expression"); x && !x->is_null()) p.expression = x;
    g.properties.push_back(&p);
    container.properties.push_back(&p);
    index_by_name(container.properties_by_name, &p);
  }
  // The reference implementation adds, per property name without a default
  // alternative, an alternative meaning "no value" (present when no other
  // is), so that a property whose alternatives all fail is simply absent.
  for (auto& [name, same] : container.properties_by_name) {
    bool has_default = false;
    for (const Element* p : same) has_default |= fallback_default ? p->default_alternative : p->undefined;
    if (has_default) continue;
    g.synthesized.push_back(ir::Value::map());
    ir::Value& raw = g.synthesized.back();
    if (fallback_default) {
      raw.add("default_alternative", ir::Value::of(true));
      raw.add("implied", ir::Value::of(true));
      raw.add("pruning", ir::Value::of(true));
    }
    Element& p = g.add(Kind::property, name, static_cast<int>(container.properties.size()), &container, &raw);
    p.where = same.front()->where;
    p.undefined = true;
    p.has_value = true;
    read_conditions(p, true);
    g.properties.push_back(&p);
    container.properties.push_back(&p);
    same.push_back(&p);
  }
  for (auto& [name, same] : container.properties_by_name)
    one_default(same, same.front()->Display() + " has multiple defaults");
  for (const Element* p : container.properties)
    if (!p->has_value && !p->expression) template_error(p->Display() + " has no value or expression defined", p->where);
}

void populate_relations(Graph& g, Element& node, ir::Value& tpl, bool fallback_default)
{
  ir::Value* reqs = list_of(&tpl, "requirements");
  if (!reqs) return;
  ir::Value* topology = g.document.find("topology_template");
  ir::Value* templates = topology ? topology->find("relationship_templates") : nullptr;
  for (std::size_t i = 0; i < reqs->items.size(); ++i) {
    auto& [name, raw] = reqs->items[i].entries[0];
    if (raw.kind != ir::Value::Kind::map)
      template_error("Requirement assignment \"" + name + "\" of \"" + node.display + " not normalized", raw.location);
    Element& r = g.add(Kind::relation, name, static_cast<int>(i), &node, &raw);
    r.source = &node;
    read_conditions(r, true);
    index_by_name(node.outgoing_by_name, &r);
    node.outgoing.push_back(&r);
    g.relations.push_back(&r);

    const ir::Value* rel = raw.find("relationship");
    if (!rel || rel->kind != ir::Value::Kind::string) continue;
    ir::Value* rt = templates && templates->kind == ir::Value::Kind::map ? templates->find(rel->string) : nullptr;
    if (!rt || rt->is_null())
      template_error("Relationship \"" + rel->string + "\" of relation \"" + name + "\" of " + node.display + " does not exist!",
           rel->location);
    if (g.relationship_users.count(rel->string)) template_error("Relation \"" + rel->string + "\" is used multiple times", rel->location);
    g.relationship_users[rel->string] = &r;
    r.relationship = rel->string;
    populate_types(g, r, *rt);
    populate_properties(g, r, *rt, fallback_default);
  }
  for (auto& [rname, same] : node.outgoing_by_name) one_default(same, same.front()->Display() + " has multiple defaults");
}

void populate_artifacts(Graph& g, Element& node, ir::Value& tpl, bool fallback_default)
{
  ir::Value* arts = list_of(&tpl, "artifacts");
  if (!arts) return;
  for (std::size_t i = 0; i < arts->items.size(); ++i) {
    auto& [name, raw] = arts->items[i].entries[0];
    Element& a = g.add(Kind::artifact, name, static_cast<int>(i), &node, &raw);
    read_conditions(a, true);
    populate_types(g, a, raw);
    populate_properties(g, a, raw, fallback_default);
    index_by_name(node.artifacts_by_name, &a);
    node.artifacts.push_back(&a);
    g.artifacts.push_back(&a);
  }
  for (auto& [aname, same] : node.artifacts_by_name) one_default(same, same.front()->Display() + " has multiple defaults");
}

double read_weight(const Element& node)
{
  const ir::Value* w = node.get("weight");
  if (!w) return 1;
  if (w->kind == ir::Value::Kind::boolean) return w->boolean ? 1 : 0;
  double d = 0;
  if (w->kind == ir::Value::Kind::integer) d = static_cast<double>(w->integer);
  else if (w->kind == ir::Value::Kind::floating) d = w->floating;
  else template_error("Weight \"" + stringify(*w) + "\" of " + node.display + " is not a number or boolean", w->location);
  if (d < 0) template_error("Weight \"" + js_number(d) + "\" of " + node.display + " is a negative number", w->location);
  if (d > 1) template_error("Weight \"" + js_number(d) + "\" of " + node.display + " is larger than 1", w->location);
  return d;
}

void populate_nodes(Graph& g, ir::Value* topology, bool fallback_default)
{
  ir::Value* nodes = list_of(topology, "node_templates");
  if (nodes)
    for (auto& item : nodes->items) {
      auto& [name, raw] = item.entries[0];
      if (g.nodes_by_name.count(name)) template_error("Node \"" + name + "\" defined multiple times", raw.location);
      if (name == "SELF") template_error("Node must not be named \"SELF\"", raw.location);
      if (name == "CONTAINER") template_error("Node must not be named \"CONTAINER\"", raw.location);
      Element& n = g.add(Kind::node, name, -1, nullptr, &raw);
      read_conditions(n, false);
      n.weight = read_weight(n);
      g.nodes.push_back(&n);
      g.nodes_by_name[name] = &n;
      populate_types(g, n, raw);
      populate_properties(g, n, raw, fallback_default);
      populate_relations(g, n, raw, fallback_default);
      populate_artifacts(g, n, raw, fallback_default);
    }
  if (const ir::Value* rts = topology ? topology->find("relationship_templates") : nullptr;
      rts && rts->kind == ir::Value::Kind::map)
    for (const auto& e : rts->entries)
      if (!g.relationship_users.count(e.first)) template_error("Relation \"" + e.first + "\" is never used", e.second.location);
  for (Element* r : g.relations) {
    const ir::Value* target = r->get("node");
    const std::string name = target && target->kind == ir::Value::Kind::string ? target->string : "undefined";
    auto it = g.nodes_by_name.find(name);
    if (it == g.nodes_by_name.end())
      template_error("Target \"" + name + "\" of " + r->display + " does not exist", target ? target->location : r->where);
    r->target = it->second;
    it->second->ingoing.push_back(r);
  }
}

void populate_groups(Graph& g, ir::Value* topology, bool fallback_default)
{
  ir::Value* groups = list_of(topology, "groups");
  if (!groups) return;
  for (auto& item : groups->items) {
    auto& [name, raw] = item.entries[0];
    if (g.groups_by_name.count(name)) template_error("Group \"" + name + "\" defined multiple times", raw.location);
    Element& gr = g.add(Kind::group, name, -1, nullptr, &raw);
    read_conditions(gr, false);
    const ir::Value* type = raw.find("type");
    const std::string first = type->items.front().entries[0].first;
    if (first == "variability.groups.Root" || first == "variability.groups.ConditionalMembers") {
      if (type->items.size() != 1) template_error(gr.Display() + " is a variability group but has conditional types", type->location);
      gr.variability_group = true;
    }
    g.groups.push_back(&gr);
    g.groups_by_name[name] = &gr;
    if (const ir::Value* members = raw.find("members"); members && members->kind == ir::Value::Kind::list)
      for (const auto& m : members->items) {
        Element* member = nullptr;
        if (m.kind == ir::Value::Kind::string) member = &lookup_node(g, m, nullptr);
        else if (m.kind == ir::Value::Kind::list) member = &lookup_relation(g, m, nullptr);
        else template_error("Member \"" + pretty(m) + "\" has bad format", m.location);
        member->groups.push_back(&gr);
        gr.members.push_back(member);
      }
    populate_types(g, gr, raw);
    populate_properties(g, gr, raw, fallback_default);
  }
}

void populate_policies(Graph& g, ir::Value* topology, bool fallback_default)
{
  ir::Value* policies = list_of(topology, "policies");
  if (!policies) return;
  for (std::size_t i = 0; i < policies->items.size(); ++i) {
    auto& [name, raw] = policies->items[i].entries[0];
    Element& p = g.add(Kind::policy, name, static_cast<int>(i), nullptr, &raw);
    read_conditions(p, false);
    g.policies_by_name[name].push_back(&p);
    g.policies.push_back(&p);
    if (const ir::Value* targets = raw.find("targets"); targets && targets->kind == ir::Value::Kind::list)
      for (const auto& t : targets->items) {
        const std::string tn = t.kind == ir::Value::Kind::string ? t.string : stringify(t);
        if (auto n = g.nodes_by_name.find(tn); n != g.nodes_by_name.end()) p.targets.push_back(n->second);
        else if (auto gr = g.groups_by_name.find(tn); gr != g.groups_by_name.end()) p.targets.push_back(gr->second);
        else template_error("Policy target \"" + tn + "\" of " + p.display + " does not exist", t.location);
      }
    populate_types(g, p, raw);
    populate_properties(g, p, raw, fallback_default);
  }
}

void populate_io(Graph& g, ir::Value* topology, const char* key, Kind kind, std::vector<Element*>& list,
                 std::map<std::string, std::vector<Element*>>& by_name)
{
  ir::Value* entries = list_of(topology, key);
  if (!entries) return;
  for (std::size_t i = 0; i < entries->items.size(); ++i) {
    auto& [name, raw] = entries->items[i].entries[0];
    Element& e = g.add(kind, name, static_cast<int>(i), nullptr, &raw);
    read_conditions(e, false);
    if (auto d = e.flag("default_alternative")) e.default_alternative = *d;
    list.push_back(&e);
    by_name[name].push_back(&e);
  }
  for (auto& [n, same] : by_name) one_default(same, same.front()->Display() + " has multiple defaults");
}

void populate_imports(Graph& g)
{
  ir::Value* imports = list_of(&g.document, "imports");
  if (!imports) return;
  for (std::size_t i = 0; i < imports->items.size(); ++i) {
    ir::Value& raw = imports->items[i];
    if (raw.kind != ir::Value::Kind::map) template_error("Import with index " + std::to_string(i) + " not normalized", raw.location);
    Element& e = g.add(Kind::import, std::to_string(i), static_cast<int>(i), nullptr, &raw);
    read_conditions(e, false);
    g.imports.push_back(&e);
  }
}

}  // namespace

void populate_references(Graph& g);

void populate(Graph& g, bool fallback_default)
{
  ir::Value* topology = g.document.find("topology_template");
  if (topology && topology->kind != ir::Value::Kind::map) topology = nullptr;
  populate_io(g, topology, "inputs", Kind::input, g.inputs, g.inputs_by_name);
  populate_io(g, topology, "outputs", Kind::output, g.outputs, g.outputs_by_name);
  populate_nodes(g, topology, fallback_default);
  populate_groups(g, topology, fallback_default);
  populate_policies(g, topology, fallback_default);
  populate_imports(g);
  populate_references(g);
}

}  // namespace tosca::variability
