/// Sat's core-guided optimization: minimize and maximize over weighted
/// literals, with totalizers built on demand.

#include "sat_impl.hpp"

#include <map>
#include <stdexcept>
#include <utility>

namespace tosca::variability {

using namespace sat_detail;

/// Core-guided minimization (OLL, as in the MaxSAT solver RC2). Every
/// term's "not paid" literal is assumed; an unsatisfiable core shows that
/// at least one of its terms must be paid, so the lower bound grows by the
/// core's smallest weight, and a totalizer over the core offers "at least
/// two of them paid" as a new soft literal. Once all remaining soft
/// literals can hold, the bound is the optimum.
///
/// Why not an adder network with a comparator (logic-solver, which Vintner
/// uses): CDCL refutes bounds on binary sums poorly. 30 components with
/// three weighted alternatives took 37 s that way, OLL takes milliseconds.
///
/// Probes are assumptions, so the solver only gains gate definitions.
/// Requiring the remaining soft literals at the end is exactly "cost ==
/// optimum": a model satisfying them costs the bound, and any costlier one
/// violates one of them. Their totalizers make later refutations (the
/// resolver's uniqueness checks) propagate well.
std::optional<std::int64_t> Sat::Impl::minimize(std::vector<Term> terms)
{
  if (!model_current && !solve({})) {
    return std::nullopt;  // unsatisfiable: there is no optimum to keep
  }
  std::int64_t fixed_cost = drop_fixed(terms);
  // Ordered maps: the assumption order, and so the result, is reproducible.
  std::map<Lit, std::int64_t> soft;  // literal to assume -> weight
  std::map<Lit, std::vector<Bound>> bounds;
  for (const Term& t : terms) {
    soft[-t.lit] += t.weight;
  }
  std::int64_t lower = 0;
  std::vector<Lit> assumptions;
  while (true) {
    assumptions.clear();
    for (const auto& [lit, weight] : soft) {
      if (weight > 0) {
        assumptions.push_back(lit);
      }
    }
    std::vector<Lit> core = find_core(assumptions);
    if (core.empty()) {
      break;  // satisfiable: the model is optimal
    }
    std::int64_t step = soft[core.front()];
    for (Lit lit : core) {
      step = std::min(step, soft[lit]);
    }
    lower += step;
    for (Lit lit : core) {
      soft[lit] -= step;
      // "At least k paid" took part: offer "at least k + 1" next.
      auto it = bounds.find(lit);
      if (it == bounds.end()) {
        continue;
      }
      std::vector<Bound> raised = std::move(it->second);
      bounds.erase(it);
      for (Bound b : raised) {
        ++b.k;
        Lit next = -at_least(b.counter, b.k);
        if (next != top) {
          soft[next] += b.weight;
          bounds[next].push_back(b);
        }
      }
    }
    if (core.size() > 1) {
      std::vector<Lit> paid;
      for (Lit lit : core) {
        paid.push_back(-lit);
      }
      int counter = build_counter(paid, 0, paid.size());
      Lit next = -at_least(counter, 2);
      if (next != top) {
        soft[next] += step;
        bounds[next].push_back({counter, 2, step});
      }
    }
  }
  for (const auto& [lit, weight] : soft) {
    if (weight > 0) {
      clause({lit});
    }
  }
  counters.clear();
  return fixed_cost + lower;
}

/// Terms the solver has already fixed at the root (elements whose
/// conditions depend on given inputs only, typically most of a template)
/// become a constant, so only the real choices are assumed.
std::int64_t Sat::Impl::drop_fixed(std::vector<Term>& terms)
{
  std::int64_t cost = 0;
  std::vector<Term> open;
  for (const Term& t : terms) {
    int fixed = is_const(t.lit) ? (t.lit == top ? 1 : -1) : solver.fixed(t.lit);
    if (fixed > 0) {
      cost += t.weight;
    } else if (fixed == 0) {
      open.push_back(t);
    }
  }
  terms = std::move(open);
  return cost;
}

/// The failed assumptions when `assumptions` cannot all hold, else empty
/// (and the model stored). CaDiCaL's core is not minimal; re-solving under
/// the core alone shrinks it cheaply, and smaller cores mean smaller
/// totalizers and tighter bounds.
std::vector<Lit> Sat::Impl::find_core(const std::vector<Lit>& assumptions)
{
  if (solve(assumptions)) {
    return {};
  }
  std::vector<Lit> core;
  for (Lit lit : assumptions) {
    if (solver.failed(lit)) {
      core.push_back(lit);
    }
  }
  for (int round = 0; round < 3 && core.size() > 1; ++round) {
    for (Lit lit : core) {
      solver.assume(lit);
    }
    if (solver.solve() != 20) {
      break;
    }
    std::vector<Lit> smaller;
    for (Lit lit : core) {
      if (solver.failed(lit)) {
        smaller.push_back(lit);
      }
    }
    if (smaller.size() == core.size()) {
      break;
    }
    core = std::move(smaller);
  }
  return core;
}

/// A balanced tree of counters over inputs [begin, end); returns its root.
int Sat::Impl::build_counter(const std::vector<Lit>& inputs, std::size_t begin, std::size_t end)
{
  Counter node;
  node.size = static_cast<int>(end - begin);
  if (node.size == 1) {
    node.leaf = inputs[begin];
  } else {
    std::size_t mid = begin + (end - begin) / 2;
    node.left = build_counter(inputs, begin, mid);
    node.right = build_counter(inputs, mid, end);
  }
  counters.push_back(std::move(node));
  return static_cast<int>(counters.size()) - 1;
}

/// "At least k inputs of `counter` are true", as an equivalent literal:
/// the inputs split between the halves in some way i + (k - i).
Lit Sat::Impl::at_least(int counter, int k)
{
  if (k <= 0) {
    return top;
  }
  if (k > counters[counter].size) {
    return bottom();
  }
  if (counters[counter].leaf != 0) {
    return counters[counter].leaf;
  }
  auto index = static_cast<std::size_t>(k);
  if (index < counters[counter].at_least.size() && counters[counter].at_least[index] != 0) {
    return counters[counter].at_least[index];
  }
  int left = counters[counter].left;
  int right = counters[counter].right;
  std::vector<Lit> no_split;
  for (int i = std::max(0, k - counters[right].size); i <= std::min(k, counters[left].size); ++i) {
    no_split.push_back(-and_({at_least(left, i), at_least(right, k - i)}));
  }
  Lit result = -and_(no_split);
  std::vector<Lit>& built = counters[counter].at_least;
  if (built.size() <= index) {
    built.resize(index + 1, 0);
  }
  built[index] = result;
  return result;
}

namespace {

/// Checks the arguments of minimize/maximize and pairs them up.
std::vector<Term> make_terms(const std::vector<Lit>& xs, const std::vector<std::int64_t>& weights,
                             bool negate)
{
  if (xs.size() != weights.size()) {
    throw std::invalid_argument("Sat: literals and weights differ in number");
  }
  std::vector<Term> terms;
  std::int64_t total = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    if (weights[i] < 0) {
      throw std::invalid_argument("Sat: negative weight");
    }
    if (__builtin_add_overflow(total, weights[i], &total)) {
      throw std::overflow_error("Sat: the weights overflow a 64-bit sum");
    }
    if (weights[i] != 0) {
      terms.push_back({negate ? -xs[i] : xs[i], weights[i]});
    }
  }
  return terms;
}

std::int64_t total_weight(const std::vector<Term>& terms)
{
  std::int64_t total = 0;
  for (const Term& t : terms) {
    total += t.weight;
  }
  return total;
}

}  // namespace

std::int64_t Sat::minimize(const std::vector<Lit>& xs, const std::vector<std::int64_t>& weights)
{
  return m->minimize(make_terms(xs, weights, false)).value_or(0);
}

/// max sum(w * x) = sum(w) - min sum(w * -x): one search routine serves
/// both, and fixing the complement's optimum fixes this one.
std::int64_t Sat::maximize(const std::vector<Lit>& xs, const std::vector<std::int64_t>& weights)
{
  std::vector<Term> terms = make_terms(xs, weights, true);
  std::int64_t total = total_weight(terms);
  std::optional<std::int64_t> unpaid = m->minimize(std::move(terms));
  return unpaid ? total - *unpaid : 0;
}

}  // namespace tosca::variability
