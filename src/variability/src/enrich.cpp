/// Conditions: defaults, pruning, default alternatives (Vintner's
/// ConditionEnricher over its element classes).

#include "enrich.hpp"

#include "tosca/variability/resolve.hpp"

#include <sstream>

namespace tosca::variability {

namespace {

struct Wrapper
{
  Condition condition;
  bool consistency = false;
  bool semantic = false;
};

Condition built(std::function<Lit(Encoder&)> f)
{
  Condition c;
  c.generated = true;
  c.build = std::move(f);
  return c;
}

bool anchor(const Element& e)
{
  if (e.kind != Kind::node) return false;
  if (auto a = e.flag("anchor")) return *a;
  if (auto p = e.flag("persistent")) return *p;
  return false;
}

bool default_enabled(const Element& e, const Options& o)
{
  if (e.kind == Kind::import || anchor(e)) return false;
  return e.flag("default_condition").value_or(o.of(e.kind).default_condition);
}

bool pruning_enabled(const Element& e, const Options& o)
{
  if (e.kind == Kind::import || anchor(e)) return false;
  return e.flag("pruning").value_or(o.of(e.kind).pruning);
}

bool either(const Element& e, const char* own, const char* wider, bool fallback)
{
  if (auto v = e.flag(own)) return *v;
  if (auto v = e.flag(wider)) return *v;
  return fallback;
}

bool default_consistency(const Element& e, const Options& o)
{
  return e.kind == Kind::import || either(e, "default_consistency_condition", "default_condition", o.of(e.kind).default_consistency);
}
bool default_semantic(const Element& e, const Options& o)
{
  return e.kind == Kind::import || either(e, "default_semantic_condition", "default_condition", o.of(e.kind).default_semantic);
}
bool consistency_pruning(const Element& e, const Options& o)
{
  return e.kind == Kind::import || either(e, "consistency_pruning", "pruning", o.of(e.kind).consistency_pruning);
}
bool semantic_pruning(const Element& e, const Options& o)
{
  return e.kind == Kind::import || either(e, "semantic_pruning", "pruning", o.of(e.kind).semantic_pruning);
}

const std::vector<Element*>* alternative_scope(const Graph& g, const Element& e)
{
  auto in = [&](const std::map<std::string, std::vector<Element*>>& m) -> const std::vector<Element*>* {
    auto it = m.find(e.name);
    return it == m.end() ? nullptr : &it->second;
  };
  switch (e.kind) {
  case Kind::relation: return in(e.source->outgoing_by_name);
  case Kind::property: return in(e.container->properties_by_name);
  case Kind::artifact: return in(e.container->artifacts_by_name);
  case Kind::input: return in(g.inputs_by_name);
  case Kind::output: return in(g.outputs_by_name);
  case Kind::type: return &e.container->types;
  default: return nullptr;
  }
}

bool has_manual(const Element& e)
{
  for (const auto& c : e.conditions)
    if (!c.generated) return true;
  return false;
}

/// "No other alternative of this name is present."
Condition no_other(const std::vector<Element*>& scope, const Element& self, bool skip_undefined, bool generated)
{
  std::vector<const Element*> others;
  for (const Element* x : scope)
    if (x != &self && !(skip_undefined && x->undefined)) others.push_back(x);
  Condition c = built([others](Encoder& enc) {
    std::vector<Lit> lits;
    for (const Element* x : others) lits.push_back(x->lit);
    return enc.sat().not_(enc.sat().or_(lits));
  });
  c.generated = generated;
  return c;
}

/// May the "default" mode add the no-other condition: this element is the
/// one alternative of its name without manual conditions.
bool default_pruning_allowed(const Graph& g, const Element& e)
{
  const auto* scope = alternative_scope(g, e);
  if (!scope || scope->size() <= 1) return false;
  const Element* candidate = nullptr;
  int count = 0;
  for (const Element* x : *scope) {
    if (has_manual(*x)) continue;
    if (e.kind == Kind::property && x->undefined) continue;
    candidate = x;
    ++count;
  }
  return count == 1 && candidate == &e;
}

std::vector<std::string> split_mode(const std::string& mode)
{
  std::vector<std::string> parts;
  std::stringstream in(mode);
  for (std::string p; std::getline(in, p, '-');) parts.push_back(p);
  return parts;
}

std::string mode_of(const Element& e, const Options& o)
{
  if (const ir::Value* m = e.get("default_condition_mode"); m && m->kind == ir::Value::Kind::string) return m->string;
  return o.of(e.kind).mode;
}

[[noreturn]] void unknown_mode(const Element& e, const std::string& mode)
{
  throw Error(e.Display() + " has unknown mode \"" + mode + "\" as default condition", e.where, "VARIABILITY_TEMPLATE");
}

Condition all_of(std::vector<Condition> parts)
{
  return built([parts](Encoder& enc) {
    std::vector<Lit> lits;
    for (const auto& p : parts) lits.push_back(enc.condition(p, nullptr));
    return enc.sat().and_(lits);
  });
}

Condition presence(const Element* x)
{
  return built([x](Encoder&) { return x->lit; });
}

std::vector<Wrapper> node_generic(const Element& e, const Options& o)
{
  std::vector<Condition> parts;
  const std::string mode = mode_of(e, o);
  const Element* n = &e;
  for (const auto& part : split_mode(mode)) {
    bool host = false;
    for (const Element* r : e.outgoing) host |= r->hosting();
    if (part == "host") {
      if (host) parts.push_back(built([n](Encoder& enc) { return enc.host_presence(*n); }));
    } else if (part == "source" || part == "outgoing") {
      if (!e.outgoing.empty())
        parts.push_back(built([n, part](Encoder& enc) {
          return part == "source" ? enc.has_source(*n) : enc.has_outgoing_relation(*n);
        }));
    } else if (part == "outgoingnaive") {
      if (!e.outgoing.empty()) parts.push_back(built([n](Encoder& enc) { return enc.has_outgoing_relation_naive(*n); }));
    } else if (part == "incoming") {
      if (!e.ingoing.empty()) parts.push_back(built([n](Encoder& enc) { return enc.has_incoming_relation(*n); }));
    } else if (part == "incomingnaive") {
      if (!e.ingoing.empty()) parts.push_back(built([n](Encoder& enc) { return enc.has_incoming_relation_naive(*n); }));
    } else if (part == "artifact") {
      if (!e.artifacts.empty()) parts.push_back(built([n](Encoder& enc) { return enc.has_artifact(*n); }));
    } else if (part == "artifactnaive") {
      if (!e.artifacts.empty()) parts.push_back(built([n](Encoder& enc) { return enc.has_artifact_naive(*n); }));
    } else {
      unknown_mode(e, mode);
    }
  }
  return {{all_of(parts), false, true}};
}

std::vector<Wrapper> relation_generic(const Graph& g, const Element& e, const Options& o)
{
  std::vector<Condition> parts;
  const std::string mode = mode_of(e, o);
  for (const auto& part : split_mode(mode)) {
    if (part == "source") parts.push_back(presence(e.source));
    else if (part == "target") parts.push_back(presence(e.target));
    else if (part == "default") {
      if (default_pruning_allowed(g, e)) parts.push_back(no_other(*alternative_scope(g, e), e, false, true));
    } else unknown_mode(e, mode);
  }
  return {{all_of(parts), true, false}};
}

std::vector<Wrapper> property_generic(const Graph& g, const Element& e, const Options& o)
{
  std::vector<Condition> parts;
  const std::string mode = mode_of(e, o);
  for (const auto& part : split_mode(mode)) {
    if (part != "container" && part != "consuming" && part != "default") unknown_mode(e, mode);
    if (part == "container") {
      parts.push_back(presence(e.container));
      continue;
    }
    if (part == "consuming") {
      if (e.consuming.empty()) continue;
      std::vector<const Element*> consumed(e.consuming.begin(), e.consuming.end());
      parts.push_back(built([consumed](Encoder& enc) {
        std::vector<Lit> lits;
        for (const Element* x : consumed) lits.push_back(x->lit);
        return enc.sat().or_(lits);
      }));
      continue;
    }
    if (e.undefined || default_pruning_allowed(g, e))
      parts.push_back(no_other(*alternative_scope(g, e), e, true, true));
  }
  return {{all_of(parts), true, false}};
}

std::vector<Wrapper> split_generic(const Graph& g, const Element& e, const Options& o)
{
  std::vector<Condition> consistency, semantic;
  const std::string mode = mode_of(e, o);
  const Element* self = &e;
  for (const auto& part : split_mode(mode)) {
    if (e.kind == Kind::artifact && part == "container") consistency.push_back(presence(e.container));
    else if (e.kind == Kind::artifact && part == "managed")
      semantic.push_back(built([self](Encoder& enc) { return enc.is_managed(*self); }));
    else if (e.kind == Kind::output && part == "produced")
      semantic.push_back(built([self](Encoder& enc) { return enc.is_produced(*self); }));
    else if (part == "default") {
      if (default_pruning_allowed(g, e)) consistency.push_back(no_other(*alternative_scope(g, e), e, false, true));
    } else unknown_mode(e, mode);
  }
  std::vector<Wrapper> out;
  if (!consistency.empty()) out.push_back({all_of(consistency), true, false});
  if (!semantic.empty()) out.push_back({all_of(semantic), false, true});
  return out;
}

std::vector<Wrapper> generic(const Graph& g, const Element& e, const Options& o)
{
  const Element* self = &e;
  switch (e.kind) {
  case Kind::node: return node_generic(e, o);
  case Kind::relation: return relation_generic(g, e, o);
  case Kind::property: return property_generic(g, e, o);
  case Kind::artifact:
  case Kind::output: return split_generic(g, e, o);
  case Kind::policy: return {{built([self](Encoder& enc) { return enc.has_present_target(*self); }), false, true}};
  case Kind::group: return {{built([self](Encoder& enc) { return enc.has_present_member(*self); }), false, true}};
  case Kind::input: return {{built([self](Encoder& enc) { return enc.is_consumed(*self); }), false, true}};
  case Kind::type: return {{presence(e.container), true, false}};
  case Kind::import: return {{built([](Encoder& enc) { return enc.sat().top(); }), true, true}};
  }
  return {};
}

/// The element's type-specific default condition, if its single type has one.
std::optional<Wrapper> type_specific(const Element& e, const ir::Value* table)
{
  if (!table || table->kind != ir::Value::Kind::map) return std::nullopt;
  const char* key = nullptr;
  switch (e.kind) {
  case Kind::node: key = "node_types"; break;
  case Kind::relation: key = "relationship_types"; break;
  case Kind::group: key = "group_types"; break;
  case Kind::policy: key = "policy_types"; break;
  default: return std::nullopt;  // artifacts: the reference never finds theirs
  }
  if (e.types.size() != 1) return std::nullopt;
  const ir::Value* types = table->find(key);
  const ir::Value* w = types && types->kind == ir::Value::Kind::map ? types->find(e.types[0]->name) : nullptr;
  if (!w || w->is_null()) return std::nullopt;
  const ir::Value* conditions = w->kind == ir::Value::Kind::map ? w->find("conditions") : nullptr;
  if (!conditions || conditions->is_null())
    throw Error(e.Display() + " holds type-specific condition without any condition", w->location, "VARIABILITY_TEMPLATE");
  Wrapper out;
  const ir::Value* cons = w->find("consistency");
  const ir::Value* sem = w->find("semantic");
  out.consistency = cons && cons->kind == ir::Value::Kind::boolean && cons->boolean;
  out.semantic = !(sem && sem->kind == ir::Value::Kind::boolean) || sem->boolean;
  const Element* self = &e;
  out.condition = built([conditions, self](Encoder& enc) {
    if (conditions->kind != ir::Value::Kind::list) return enc.expression(*conditions, self);
    std::vector<Lit> lits;
    for (const auto& c : conditions->items) lits.push_back(enc.expression(c, self));
    return enc.sat().and_(lits);
  });
  return out;
}

void enrich(Graph& g, Element& e, const Options& o, const ir::Value* table)
{
  std::vector<Condition> conditions = e.conditions;
  if (e.kind == Kind::node || e.kind == Kind::relation)
    for (const Element* group : e.groups)
      if (group->variability_group)
        conditions.insert(conditions.end(), group->conditions.begin(), group->conditions.end());

  if (e.default_alternative) conditions = {no_other(*alternative_scope(g, e), e, false, false)};

  if (o.enrich_input_condition) {
    const ir::Value* inputs = variability_entry(g, "inputs");
    if (inputs && inputs->kind == ir::Value::Kind::map && inputs->find(e.id)) {
      ir::Value& x = g.synthesized.emplace_back(ir::Value::map());
      x.add("variability_input", ir::Value::of(e.id));
      conditions.push_back(Condition{false, &x, {}});
    }
  }

  std::vector<Wrapper> candidates;
  if (auto t = type_specific(e, table)) candidates.push_back(*t);
  for (auto& w : generic(g, e, o)) candidates.push_back(std::move(w));

  std::vector<Condition> selected;
  const bool defaults = default_enabled(e, o) && conditions.empty();
  const bool pruning = pruning_enabled(e, o);
  for (auto& c : candidates) {
    bool take = defaults && ((c.consistency && default_consistency(e, o)) || (c.semantic && default_semantic(e, o)));
    take = take || (pruning && ((c.consistency && consistency_pruning(e, o)) || (c.semantic && semantic_pruning(e, o))));
    if (take) selected.push_back(std::move(c.condition));
  }
  if (!selected.empty()) conditions.insert(conditions.begin(), all_of(std::move(selected)));
  e.conditions = std::move(conditions);
}

}  // namespace

void enrich_conditions(Graph& g, const Options& o, const ir::Value* type_specific_table)
{
  for (Element* e : g.elements()) enrich(g, *e, o, type_specific_table);
  // The reference removes variability groups from the template before it
  // solves; their types and properties go with them.
  auto in_variability_group = [](const Element* e) { return e->container && e->container->variability_group; };
  std::erase_if(g.types, in_variability_group);
  std::erase_if(g.properties, in_variability_group);
  std::erase_if(g.groups, [](const Element* gr) { return gr->variability_group; });
  std::erase_if(g.groups_by_name, [](const auto& kv) { return kv.second->variability_group; });
}

}  // namespace tosca::variability
