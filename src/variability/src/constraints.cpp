/// Constraints: what the options require of every solution (Vintner's
/// ConstraintEnricher), and the implications of implied elements.

#include "enrich.hpp"

#include "tosca/variability/resolve.hpp"

#include <variant>

namespace tosca::variability {

namespace {

using Lits = std::vector<Lit>;

Lits lits_of(const std::vector<Element*>& xs)
{
  Lits out;
  for (const Element* x : xs) out.push_back(x->lit);
  return out;
}

Lits hostings(const Element& node)
{
  Lits out;
  for (const Element* r : node.outgoing)
    if (r->hosting()) out.push_back(r->lit);
  return out;
}

/// Each name group among `by_name`.
template <class F>
void per_name(const std::map<std::string, std::vector<Element*>>& by_name, F f)
{
  for (const auto& [name, same] : by_name) f(same);
}

std::variant<bool, std::string> implied_value(const Element& e, const Options& o)
{
  if (const ir::Value* v = e.get("implied")) {
    if (v->kind == ir::Value::Kind::boolean) return v->boolean;
    if (v->kind == ir::Value::Kind::string) return v->string;
  }
  if (e.kind == Kind::property) return true;
  if (e.kind == Kind::relation) return e.hosting() ? false : o.relation_default_implied;
  return false;
}

bool implied(const Element& e, const Options& o)
{
  auto v = implied_value(e, o);
  if (auto* b = std::get_if<bool>(&v)) return *b;
  return !std::get<std::string>(v).empty();
}

void implications(const Graph& g, const Options& o, std::vector<Constraint>& out)
{
  for (const Element* e : g.elements()) {
    if (!implied(*e, o)) continue;
    if (e->kind == Kind::node) {
      out.push_back([e](Encoder& enc) { return enc.sat().implies(e->manual, e->lit); });
      continue;
    }
    if (e->kind == Kind::property) {
      bool input = false;
      for (const Element* c : e->consuming) input |= c->kind == Kind::input;
      if (!input) continue;
      out.push_back([e](Encoder& enc) {
        Lits consumed;
        for (const Element* c : e->consuming) consumed.push_back(c->manual);
        return enc.sat().implies(enc.sat().and_({e->container->lit, e->manual, enc.sat().or_(consumed)}), e->lit);
      });
      continue;
    }
    if (e->kind == Kind::relation && o.constraints.relation_enhanced_implication) {
      out.push_back([e](Encoder& enc) {
        return enc.sat().implies(enc.sat().and_({e->container->lit, e->manual, e->target->manual}), e->lit);
      });
      continue;
    }
    if (!e->container) continue;
    out.push_back([e](Encoder& enc) {
      return enc.sat().implies(enc.sat().and_({e->container->lit, e->manual}), e->lit);
    });
  }
}

}  // namespace

bool managed(const Graph& g, const Element& node)
{
  if (auto m = node.flag("managed")) return *m;
  if (node.types.size() > 1) throw Error(node.Display() + " has more than one type", node.where, "VARIABILITY_TEMPLATE");
  const std::string& type = node.types.front()->name;
  const ir::Value* types = g.document.find("node_types");
  const ir::Value* def = types && types->kind == ir::Value::Kind::map ? types->find(type) : nullptr;
  if (def && def->kind == ir::Value::Kind::map) {
    const ir::Value* meta = def->find("metadata");
    const ir::Value* abstract = meta && meta->kind == ir::Value::Kind::map ? meta->find("vintner_abstract") : nullptr;
    return !(abstract && abstract->kind == ir::Value::Kind::string && abstract->string == "true");
  }
  // The normative types are known and none is abstract.
  if (type.rfind("tosca.nodes.", 0) == 0) return true;
  throw Error("Node type \"" + type + "\" does not exist", node.types.front()->where, "VARIABILITY_TEMPLATE");
}

void check_technology_candidates(const Graph& g, const Options& o)
{
  if (!o.enrich_technologies) return;
  for (const Element* n : g.nodes)
    if (managed(g, *n) && o.checks.required_technology)
      throw Error(n->Display() + " has no technology candidates", n->where, "VARIABILITY_RESOLVE");
}

std::vector<Constraint> enrich_constraints(const Graph& g, const Options& o)
{
  const auto& c = o.constraints;
  std::vector<Constraint> out;
  auto add = [&](Constraint f) { out.push_back(std::move(f)); };
  if (c.relation_source)
    for (const Element* r : g.relations) add([r](Encoder& enc) { return enc.sat().implies(r->lit, r->target->lit); });
  if (c.relation_target)
    for (const Element* r : g.relations) add([r](Encoder& enc) { return enc.sat().implies(r->lit, r->source->lit); });
  if (c.unique_artifact)
    for (const Element* n : g.nodes)
      per_name(n->artifacts_by_name, [&](const auto& same) {
        add([ls = lits_of(same)](Encoder& enc) { return enc.sat().at_most_one(ls); });
      });
  if (c.artifact_container)
    for (const Element* a : g.artifacts) add([a](Encoder& enc) { return enc.sat().implies(a->lit, a->container->lit); });
  if (c.property_container)
    for (const Element* p : g.properties) add([p](Encoder& enc) { return enc.sat().implies(p->lit, p->container->lit); });
  if (c.unique_property)
    for (const auto* list : {&g.nodes, &g.relations, &g.policies, &g.groups, &g.artifacts})
      for (const Element* x : *list)
        per_name(x->properties_by_name, [&](const auto& same) {
          add([ls = lits_of(same)](Encoder& enc) { return enc.sat().at_most_one(ls); });
        });
  if (c.type_container)
    for (const Element* t : g.types) add([t](Encoder& enc) { return enc.sat().implies(t->lit, t->container->lit); });
  if (c.required_hosting)
    for (const Element* n : g.nodes) {
      Lits hs = hostings(*n);
      if (hs.empty()) continue;
      add([n, hs](Encoder& enc) {
        return enc.sat().implies(n->lit, hs.size() == 1 ? hs.front() : enc.sat().exactly_one(hs));
      });
    }
  if (c.single_hosting)
    for (const Element* n : g.nodes) add([hs = hostings(*n)](Encoder& enc) { return enc.sat().at_most_one(hs); });
  if (c.required_incoming_relation)
    for (const Element* n : g.nodes)
      if (!n->ingoing.empty())
        add([n](Encoder& enc) { return enc.sat().implies(n->lit, enc.sat().or_(lits_of(n->ingoing))); });
  if (c.required_artifact)
    for (const Element* n : g.nodes)
      if (!n->artifacts.empty())
        add([n](Encoder& enc) { return enc.sat().implies(n->lit, enc.sat().exactly_one(lits_of(n->artifacts))); });
  if (c.required_technology)
    // No technologies are assigned: a managed node would need one of none.
    for (const Element* n : g.nodes)
      if (managed(g, *n)) add([n](Encoder& enc) { return enc.sat().not_(n->lit); });
  if (c.unique_input)
    per_name(g.inputs_by_name, [&](const auto& same) {
      add([ls = lits_of(same)](Encoder& enc) { return enc.sat().at_most_one(ls); });
    });
  if (c.unique_output)
    per_name(g.outputs_by_name, [&](const auto& same) {
      add([ls = lits_of(same)](Encoder& enc) { return enc.sat().at_most_one(ls); });
    });
  if (c.unique_relation)
    for (const Element* n : g.nodes)
      per_name(n->outgoing_by_name, [&](const auto& same) {
        add([n, ls = lits_of(same)](Encoder& enc) { return enc.sat().implies(n->lit, enc.sat().at_most_one(ls)); });
      });
  implications(g, o, out);
  return out;
}

}  // namespace tosca::variability
