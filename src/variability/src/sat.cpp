/// Sat: Tseitin gates over CaDiCaL with constant folding and a gate cache,
/// cardinality gates; core-guided optimization is in sat_optimize.cpp.
///
/// Every gate returns a literal *equivalent* to its formula (both clause
/// directions are added), because the resolver nests gates freely, e.g.
/// not(exactly_one(...)). Gate definitions only constrain their own fresh
/// output variable, so adding them never invalidates an earlier model.

#include "sat_impl.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace tosca::variability {

using namespace sat_detail;

Lit Sat::Impl::and_(std::vector<Lit> xs)
{
  // Fold: drop true inputs, any false input (or x with -x) makes it false.
  xs.erase(std::remove(xs.begin(), xs.end(), top), xs.end());
  if (std::find(xs.begin(), xs.end(), bottom()) != xs.end()) {
    return bottom();
  }
  sort_lits(xs);
  xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
  for (std::size_t i = 1; i < xs.size(); ++i) {
    if (xs[i] == -xs[i - 1]) {
      return bottom();
    }
  }
  if (xs.empty()) {
    return top;
  }
  if (xs.size() == 1) {
    return xs.front();
  }
  std::vector<int> key;
  if (Lit g = cached(k_and, xs, key)) {
    return g;
  }
  Lit g = fresh();
  std::vector<Lit> back{g};
  for (Lit x : xs) {
    clause({-g, x});
    back.push_back(-x);
  }
  clause(back);
  gates.emplace(std::move(key), g);
  return g;
}

Lit Sat::Impl::xor2(Lit a, Lit b)
{
  if (is_const(a)) {
    return a == top ? -b : b;
  }
  if (is_const(b)) {
    return b == top ? -a : a;
  }
  // xor(-a, b) = -xor(a, b): cache over variables only, flip the output.
  bool flip = (a < 0) != (b < 0);
  a = std::abs(a);
  b = std::abs(b);
  if (a == b) {
    return flip ? top : bottom();
  }
  std::vector<Lit> ins{std::min(a, b), std::max(a, b)};
  std::vector<int> key;
  Lit g = cached(k_xor, ins, key);
  if (g == 0) {
    g = fresh();
    clause({-g, a, b});
    clause({-g, -a, -b});
    clause({g, -a, b});
    clause({g, a, -b});
    gates.emplace(std::move(key), g);
  }
  return flip ? -g : g;
}

Lit Sat::Impl::xor_(const std::vector<Lit>& xs)
{
  // Pull signs and constants out into a parity bit; x xor x cancels.
  bool parity = false;
  std::vector<Lit> vars;
  for (Lit x : xs) {
    if (is_const(x)) {
      parity ^= (x == top);
      continue;
    }
    parity ^= (x < 0);
    vars.push_back(std::abs(x));
  }
  std::sort(vars.begin(), vars.end());
  std::vector<Lit> odd;
  for (std::size_t i = 0; i < vars.size(); ++i) {
    if (i + 1 < vars.size() && vars[i] == vars[i + 1]) {
      ++i;
    } else {
      odd.push_back(vars[i]);
    }
  }
  Lit acc = bottom();
  for (Lit x : odd) {
    acc = xor2(acc, x);
  }
  return parity ? -acc : acc;
}

Lit Sat::Impl::at_most_one(std::vector<Lit> xs)
{
  xs.erase(std::remove(xs.begin(), xs.end(), bottom()), xs.end());
  sort_lits(xs);
  std::vector<int> key;
  if (Lit g = cached(k_amo, xs, key)) {
    return g;
  }
  Lit g = static_cast<int>(xs.size()) <= pairwise_limit ? amo_pairwise(xs) : amo_ladder(xs);
  gates.emplace(std::move(key), g);
  return g;
}

/// No two inputs both true. Duplicates and constants fold in and_.
Lit Sat::Impl::amo_pairwise(const std::vector<Lit>& xs)
{
  std::vector<Lit> no_clash;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    for (std::size_t j = i + 1; j < xs.size(); ++j) {
      no_clash.push_back(-and_({xs[i], xs[j]}));
    }
  }
  return and_(no_clash);
}

/// Sequential counter: seen_j = "some input before j is true"; a clash is
/// an input that is true after one was seen. Linear in the input count.
Lit Sat::Impl::amo_ladder(const std::vector<Lit>& xs)
{
  std::vector<Lit> no_clash;
  Lit seen = bottom();
  for (Lit x : xs) {
    no_clash.push_back(-and_({seen, x}));
    seen = -and_({-seen, -x});
  }
  return and_(no_clash);
}

bool Sat::Impl::solve(const std::vector<Lit>& assumptions)
{
  for (Lit a : assumptions) {
    solver.assume(a);
  }
  if (solver.solve() != 10) {
    return false;
  }
  // Variables the solver never saw (fresh, unused) read as false.
  int known = std::min(num_vars, solver.vars());
  model.assign(static_cast<std::size_t>(num_vars) + 1, 0);
  for (int v = 1; v <= known; ++v) {
    model[static_cast<std::size_t>(v)] = solver.val(v) > 0 ? 1 : 0;
  }
  model_current = true;
  return true;
}

bool Sat::Impl::value(Lit a) const
{
  if (is_const(a)) {
    return a == top;
  }
  auto v = static_cast<std::size_t>(std::abs(a));
  bool positive = v < model.size() && model[v] != 0;
  return a > 0 ? positive : !positive;
}

Sat::Sat() : m(std::make_unique<Impl>()) {}
Sat::~Sat() = default;

Lit Sat::var(const std::string& name)
{
  auto [it, added] = m->names.try_emplace(name, 0);
  if (added) {
    it->second = m->fresh();
  }
  return it->second;
}

Lit Sat::find(const std::string& name) const
{
  auto it = m->names.find(name);
  return it == m->names.end() ? 0 : it->second;
}

Lit Sat::fresh()
{
  return m->fresh();
}

Lit Sat::top()
{
  return m->top;
}

Lit Sat::bottom()
{
  return m->bottom();
}

void Sat::set_pairwise_limit(int n)
{
  m->pairwise_limit = n;
}

Lit Sat::and_(const std::vector<Lit>& xs)
{
  return m->and_(xs);
}

Lit Sat::or_(const std::vector<Lit>& xs)
{
  std::vector<Lit> negated;
  negated.reserve(xs.size());
  for (Lit x : xs) {
    negated.push_back(-x);
  }
  return -m->and_(std::move(negated));
}

Lit Sat::xor_(const std::vector<Lit>& xs)
{
  return m->xor_(xs);
}

Lit Sat::exactly_one(const std::vector<Lit>& xs)
{
  return m->and_({m->at_most_one(xs), or_(xs)});
}

Lit Sat::at_most_one(const std::vector<Lit>& xs)
{
  return m->at_most_one(xs);
}

Lit Sat::implies(Lit a, Lit b)
{
  return or_({-a, b});
}

Lit Sat::equiv(Lit a, Lit b)
{
  return -m->xor2(a, b);
}

void Sat::require(Lit a)
{
  m->clause({a});
  m->model_current = false;
}

bool Sat::solve(const std::vector<Lit>& assumptions)
{
  return m->solve(assumptions);
}

bool Sat::value(Lit a) const
{
  return m->value(a);
}

}  // namespace tosca::variability
