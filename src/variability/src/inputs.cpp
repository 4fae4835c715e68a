/// Inputs, presets, and the feature-model check.

#include "inputs.hpp"

#include "sat.hpp"

#include "tosca/variability/resolve.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>

namespace tosca::variability {

namespace {

/// Deep merge as lodash's _.merge: maps merge key by key, anything else
/// replaces.
void merge(ir::Value& into, const ir::Value& from)
{
  if (into.kind == ir::Value::Kind::map && from.kind == ir::Value::Kind::map) {
    for (const auto& e : from.entries) {
      if (ir::Value* existing = into.find(e.first)) merge(*existing, e.second);
      else into.add(e.first, e.second);
    }
    return;
  }
  if (from.is_null()) return;
  into = from;
}

std::string today()
{
  static const char* const names[] = {"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"};
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  return names[local.tm_wday];
}

std::vector<std::string> names_of(const ir::Value& v, const char* key)
{
  std::vector<std::string> out;
  if (v.kind == ir::Value::Kind::string) {
    out.push_back(v.string);
    return out;
  }
  if (v.kind != ir::Value::Kind::list)
    throw Error(std::string("Variability input option \"") + key + "\" must be a name or a list of names", v.location,
                "VARIABILITY_TEMPLATE");
  for (const auto& item : v.items) {
    if (item.kind != ir::Value::Kind::string)
      throw Error("Element \"" + item.string + "\" is not a string", item.location, "VARIABILITY_TEMPLATE");
    out.push_back(item.string);
  }
  return out;
}

bool truthy(const ir::Value* v)
{
  if (!v || v->is_null()) return false;
  if (v->kind == ir::Value::Kind::boolean) return v->boolean;
  if (v->kind == ir::Value::Kind::integer) return v->integer != 0;
  if (v->kind == ir::Value::Kind::floating) return v->floating != 0;
  return true;
}

const char* const relations[] = {"mandatory", "optional", "choices", "alternatives", "requires", "excludes"};

}  // namespace

Inputs::Inputs(const Graph& g, const std::vector<std::string>& presets, const ir::Value& direct) : m_graph(g)
{
  m_definitions = variability_entry(g, "inputs");
  if (m_definitions && m_definitions->kind != ir::Value::Kind::map)
    throw Error("The variability inputs must be a map", m_definitions->location, "VARIABILITY_TEMPLATE");
  ir::Value merged = ir::Value::map();
  const ir::Value* defined = variability_entry(g, "presets");
  for (const auto& name : presets) {
    const ir::Value* preset = defined && defined->kind == ir::Value::Kind::map ? defined->find(name) : nullptr;
    if (!preset || preset->is_null())
      throw Error("Did not find variability preset \"" + name + "\"", defined ? defined->location : ir::Location{},
                  "VARIABILITY_INPUT");
    if (const ir::Value* in = preset->kind == ir::Value::Kind::map ? preset->find("inputs") : nullptr) merge(merged, *in);
  }
  if (direct.kind == ir::Value::Kind::map) merge(merged, direct);
  else if (!direct.is_null())
    throw Error("Variability inputs must be a map of names to values", direct.location, "VARIABILITY_INPUT");
  for (auto& e : merged.entries) m_values[e.first] = std::move(e.second);

  m_scope.weekday = today();
  m_scope.input = [this](const std::string& name, const ir::Location& where) { return value(name, where); };
  m_scope.expression = [this](const std::string& name) -> const ir::Value* {
    const ir::Value* all = variability_entry(m_graph, "expressions");
    const ir::Value* x = all && all->kind == ir::Value::Kind::map ? all->find(name) : nullptr;
    return x && !x->is_null() ? x : nullptr;
  };
}

const ir::Value* Inputs::definition(const std::string& name) const
{
  const ir::Value* d = m_definitions ? m_definitions->find(name) : nullptr;
  return d;
}

ir::Value Inputs::value(const std::string& name, const ir::Location& where)
{
  const ir::Value* def = definition(name);
  if (!def) throw Error("Variability input \"" + name + "\" is not defined", where, "VARIABILITY_TEMPLATE");
  if (auto it = m_values.find(name); it != m_values.end() && !it->second.is_null()) return evaluate(it->second, m_scope);
  const ir::Value* fallback = def->kind == ir::Value::Kind::map ? def->find("default") : nullptr;
  if (fallback && !fallback->is_null()) {
    m_values[name] = *fallback;
    return evaluate(*fallback, m_scope);
  }
  const ir::Value* expression = def->kind == ir::Value::Kind::map ? def->find("default_expression") : nullptr;
  if (!expression || expression->is_null())
    throw Error("Variability input \"" + name + "\" has no value nor default (expression) assigned", where,
                "VARIABILITY_INPUT");
  if (std::find(m_evaluating.begin(), m_evaluating.end(), name) != m_evaluating.end())
    throw Error("The default expression of variability input \"" + name + "\" refers to itself", expression->location,
                "VARIABILITY_TEMPLATE");
  m_evaluating.push_back(name);
  ir::Value v = evaluate(*expression, m_scope);
  m_evaluating.pop_back();
  m_values[name] = v;
  return v;
}

void Inputs::validate()
{
  if (!m_definitions || m_definitions->kind != ir::Value::Kind::map) return;
  bool required = false;
  for (const auto& e : m_definitions->entries)
    for (const char* key : relations)
      if (e.second.kind == ir::Value::Kind::map && e.second.find(key) && !e.second.find(key)->is_null()) required = true;
  if (!required) return;

  Sat sat;
  std::vector<std::string> targeted;
  for (const auto& e : m_definitions->entries)
    for (const char* key : relations)
      if (const ir::Value* v = e.second.kind == ir::Value::Kind::map ? e.second.find(key) : nullptr; v && !v->is_null()) {
        for (auto& n : names_of(*v, key)) targeted.push_back(n);
        break;  // the reference reads the first relation only here
      }

  for (const auto& [name, def] : m_definitions->entries) {
    auto assigned = [&](const std::string& n) -> const ir::Value* {
      if (auto it = m_values.find(n); it != m_values.end() && !it->second.is_null()) return &it->second;
      const ir::Value* d = definition(n);
      const ir::Value* f = d && d->kind == ir::Value::Kind::map ? d->find("default") : nullptr;
      return f && !f->is_null() ? f : nullptr;
    };
    if (std::find(targeted.begin(), targeted.end(), name) == targeted.end() && !assigned(name))
      throw Error("Variability input \"" + name + "\" is not targeted and not assigned", def.location, "VARIABILITY_INPUT");
    if (def.kind != ir::Value::Kind::map) continue;
    const Lit self = sat.var(name);
    auto lits = [&](const ir::Value& v, const char* key) {
      std::vector<Lit> out;
      for (auto& n : names_of(v, key)) out.push_back(sat.var(n));
      return out;
    };
    if (const ir::Value* v = def.find("mandatory"); v && !v->is_null())
      for (Lit l : lits(*v, "mandatory")) sat.require(sat.equiv(self, l));
    if (const ir::Value* v = def.find("optional"); v && !v->is_null())
      for (Lit l : lits(*v, "optional")) sat.require(sat.implies(l, self));
    if (const ir::Value* v = def.find("choices"); v && !v->is_null())
      sat.require(sat.implies(self, sat.or_(lits(*v, "choices"))));
    if (const ir::Value* v = def.find("alternatives"); v && !v->is_null())
      sat.require(sat.implies(self, sat.exactly_one(lits(*v, "alternatives"))));
    if (const ir::Value* v = def.find("requires"); v && !v->is_null())
      for (Lit l : lits(*v, "requires")) sat.require(sat.implies(self, l));
    if (const ir::Value* v = def.find("excludes"); v && !v->is_null())
      for (Lit l : lits(*v, "excludes")) sat.require(sat.implies(self, sat.not_(l)));
  }
  for (const auto& e : m_definitions->entries) {
    const ir::Value* v = nullptr;
    if (auto it = m_values.find(e.first); it != m_values.end() && !it->second.is_null()) v = &it->second;
    else if (e.second.kind == ir::Value::Kind::map) v = e.second.find("default");
    sat.require(truthy(v) ? sat.var(e.first) : sat.not_(sat.var(e.first)));
  }
  if (!sat.solve()) throw Error("Variability inputs constraints are violated", m_definitions->location, "VARIABILITY_INPUT");
}

}  // namespace tosca::variability
