/// The consistency and semantic checks on the chosen variant (seed 003,
/// "Conduct Checks"; Vintner's Checker, with its messages).

#include "check.hpp"

#include "tosca/variability/resolve.hpp"

#include <set>

namespace tosca::variability {

namespace {

[[noreturn]] void check_failed(const std::string& message, const Element& at)
{
  throw Error(message, at.where, "VARIABILITY_RESOLVE");
}

std::vector<const Element*> present(const std::vector<Element*>& xs)
{
  std::vector<const Element*> out;
  for (const Element* x : xs)
    if (x->present) out.push_back(x);
  return out;
}

/// No two present elements of `xs` share a name.
void unique_names(const std::vector<Element*>& xs)
{
  std::set<std::string> names;
  for (const Element* x : present(xs))
    if (!names.insert(x->name).second) check_failed(x->Display() + " is ambiguous", *x);
}

bool any_present(const std::vector<Element*>& xs)
{
  for (const Element* x : xs)
    if (x->present) return true;
  return false;
}

}  // namespace

void check(const Graph& g, const Options& o)
{
  const auto& c = o.checks;
  const auto nodes = present(g.nodes);
  if (c.relation_source)
    for (const Element* r : present(g.relations))
      if (!r->source->present) check_failed("Relation source \"" + r->source->name + "\" of " + r->display + " does not exist", *r);
  if (c.relation_target)
    for (const Element* r : present(g.relations))
      if (!r->target->present) check_failed("Relation target \"" + r->target->name + "\" of " + r->display + " does not exist", *r);
  if (c.missing_artifact_container)
    for (const Element* a : present(g.artifacts))
      if (!a->container->present) check_failed("Container of " + a->display + " does not exist", *a);
  if (c.ambiguous_artifact)
    for (const Element* n : nodes) unique_names(n->artifacts);
  if (c.missing_property_container)
    for (const Element* p : present(g.properties))
      if (!p->container->present) check_failed("Container of " + p->display + " does not exist", *p);
  if (c.ambiguous_property)
    for (const Element* n : nodes) unique_names(n->properties);
  if (c.missing_type_container)
    for (const Element* t : present(g.types))
      if (!t->container->present) check_failed("Container of " + t->display + " does not exist", *t);
  if (c.ambiguous_type)
    for (const auto* list : {&g.nodes, &g.groups, &g.policies, &g.artifacts})
      for (const Element* e : present(*list)) {
        if (!any_present(e->types)) check_failed(e->Display() + " has no type", *e);
        unique_names(e->types);
      }
  if (c.ambiguous_hosting)
    for (const Element* n : nodes) {
      int hostings = 0;
      for (const Element* r : n->outgoing) hostings += r->hosting() && r->present;
      if (hostings > 1) check_failed(n->Display() + " has more than one hosting relations", *n);
    }
  if (c.expected_hosting)
    for (const Element* n : nodes) {
      bool had = false, has = false;
      for (const Element* r : n->outgoing)
        if (r->hosting()) {
          had = true;
          has |= r->present;
        }
      if (had && !has) check_failed(n->Display() + " expected to have a hosting relation", *n);
    }
  if (c.expected_incoming_relation)
    for (const Element* n : nodes)
      if (!n->ingoing.empty() && !any_present(n->ingoing)) check_failed(n->Display() + " expected to have an incoming relation", *n);
  if (c.expected_artifact)
    for (const Element* n : nodes)
      if (!n->artifacts.empty() && !any_present(n->artifacts))
        check_failed(n->Display() + " expected to have an deployment artifact", *n);
  if (c.ambiguous_input) unique_names(g.inputs);
  // The reference implementation gates this check on the output option.
  if (c.unproduced_output)
    for (const Element* i : present(g.inputs))
      if (!any_present(i->consumers)) check_failed(i->Display() + " is not consumed", *i);
  if (c.ambiguous_output) unique_names(g.outputs);
  if (c.unproduced_output)
    for (const Element* out : present(g.outputs))
      for (const Element* p : out->producers)
        if (!p->present) check_failed(out->Display() + " is not produced", *out);
  if (c.ambiguous_relation)
    for (const Element* n : nodes) unique_names(n->outgoing);
}

}  // namespace tosca::variability
