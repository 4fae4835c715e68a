/// The solver (Vintner's Solver and Optimizer over CaDiCaL).

#include "solve.hpp"

#include "json_text.hpp"

#include "tosca/variability/resolve.hpp"

namespace tosca::variability {

namespace {

void define(Encoder& enc, const Element& e)
{
  Sat& sat = enc.sat();
  if (e.conditions.empty()) {
    sat.require(e.manual);
    sat.require(e.lit);
    return;
  }
  std::vector<Lit> manual, all;
  for (const auto& c : e.conditions) {
    const Lit l = enc.condition(c, &e);
    all.push_back(l);
    if (!c.generated) manual.push_back(l);
  }
  sat.require(sat.equiv(e.manual, sat.and_(manual)));
  sat.require(sat.equiv(e.lit, sat.and_(all)));
}

/// The element's own `implies` entries: [target] or [target, condition].
void implies(Encoder& enc, const Element& e)
{
  const ir::Value* list = e.get("implies");
  if (!list) return;
  if (list->kind != ir::Value::Kind::list)
    throw Error("Element \"" + stringify(*list) + "\" is not an array", list->location, "VARIABILITY_TEMPLATE");
  Sat& sat = enc.sat();
  for (const auto& item : list->items) {
    if (item.kind != ir::Value::Kind::list || item.items.empty())
      throw Error(e.Display() + " has an implies without an target", item.location, "VARIABILITY_TEMPLATE");
    if (item.items.size() > 2)
      throw Error(e.Display() + " has an implies with more than 2 elements", item.location, "VARIABILITY_TEMPLATE");
    Lit left = e.lit;
    if (item.items.size() == 2) left = sat.and_({e.lit, enc.expression(item.items[1], &e)});
    sat.require(sat.implies(left, enc.expression(item.items[0], &e)));
  }
}

/// Without the uniqueness check, several optimal variants may remain. The
/// choice is made deterministic and explainable: relations are kept in the
/// order they are listed, the first alternative first (the reference's
/// solver happens to choose so on the suite's one such template).
void prefer_first_listed(const Graph& g, Sat& sat)
{
  std::vector<Lit> fixed;
  for (const Element* r : g.relations) {
    fixed.push_back(r->lit);
    if (!sat.solve(fixed)) fixed.back() = sat.not_(r->lit);
  }
}

void optimize(Graph& g, const Options& o, Sat& sat)
{
  if (o.topology.optimize) {
    std::vector<Lit> xs;
    std::vector<std::int64_t> weights;
    for (const Element* n : g.nodes) {
      xs.push_back(n->lit);
      weights.push_back(o.topology.count ? 1 : static_cast<std::int64_t>(n->weight * 100 + 0.5));
    }
    if (o.topology.min) sat.minimize(xs, weights);
    else sat.maximize(xs, weights);
  }
  if (!o.topology.unique) {
    prefer_first_listed(g, sat);
    return;
  }
  std::vector<Lit> present, absent;
  for (const Element* n : g.nodes) (sat.value(n->lit) ? present : absent).push_back(n->lit);
  Lit topology = sat.and_(present);
  if (o.topology.unique_backward) topology = sat.and_({topology, sat.not_(sat.or_(absent))});
  if (sat.solve({sat.not_(topology)})) {
    const std::string mode = o.topology.optimize ? "besides" : "without";
    throw Error("The result is ambiguous considering nodes (" + mode + " optimization)", {}, "VARIABILITY_RESOLVE");
  }
}

}  // namespace

void solve(Graph& g, const Options& o, Inputs& inputs, Sat& sat, const std::vector<Constraint>& constraints)
{
  Encoder enc(g, sat, inputs.scope());
  for (Element* e : g.elements()) {
    enc.name(e->id, e->lit);
    enc.name("manual." + e->id, e->manual);
  }
  for (const Element* e : g.elements()) define(enc, *e);
  if (const ir::Value* user = variability_entry(g, "constraints")) {
    if (user->kind != ir::Value::Kind::list)
      throw Error("The variability constraints must be a list", user->location, "VARIABILITY_TEMPLATE");
    for (const auto& c : user->items) sat.require(enc.expression(c, nullptr));
  }
  for (const auto& c : constraints) sat.require(c(enc));
  for (const Element* e : g.elements()) implies(enc, *e);

  if (!sat.solve()) throw Error("Could not solve", {}, "VARIABILITY_RESOLVE");
  optimize(g, o, sat);
  for (Element* e : g.elements()) e->present = sat.value(e->lit);

  for (Element* p : g.properties) {
    if (!p->present || !p->expression) continue;
    p->value = evaluate(*p->expression, inputs.scope());
    p->has_value = true;
  }
}

}  // namespace tosca::variability
