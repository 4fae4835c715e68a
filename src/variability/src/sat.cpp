/// Sat: Tseitin gates over CaDiCaL with constant folding and a gate cache,
/// cardinality gates, and core-guided optimization.
///
/// Every gate returns a literal *equivalent* to its formula (both clause
/// directions are added), because the resolver nests gates freely, e.g.
/// not(exactly_one(...)). Gate definitions only constrain their own fresh
/// output variable, so adding them never invalidates an earlier model.

#include "sat.hpp"

#include <cadical.hpp>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <stdexcept>
#include <utility>

namespace tosca::variability {

/// Named, not anonymous: Sat::Impl holds these, and an Impl member of an
/// anonymous-namespace type trips -Wsubobject-linkage in unity builds.
namespace sat_detail {

// Gate kinds, the first element of a cache key.
enum GateKind : int { k_and = 1, k_xor = 2, k_amo = 3 };

/// Up to this many inputs, at_most_one compares every pair (n(n-1)/2
/// gates, short); beyond it, a sequential counter keeps the size linear.
constexpr int k_default_pairwise_limit = 6;

struct KeyHash
{
  std::size_t operator()(const std::vector<int>& key) const
  {
    std::size_t h = 14695981039346656037ULL;
    for (int x : key) {
      h = (h ^ static_cast<std::size_t>(static_cast<unsigned>(x))) * 1099511628211ULL;
    }
    return h;
  }
};

/// Sorts literals by variable, then sign, so x and -x end up adjacent.
void sort_lits(std::vector<Lit>& xs)
{
  std::sort(xs.begin(), xs.end(), [](Lit a, Lit b) {
    return std::abs(a) != std::abs(b) ? std::abs(a) < std::abs(b) : a < b;
  });
}

/// An objective term: `weight` is paid when `lit` is true.
struct Term
{
  Lit lit;
  std::int64_t weight;
};

/// A node of a totalizer: counts how many of its inputs are true. The
/// "at least k" outputs are built on demand, since OLL needs only the
/// first few of them.
struct Counter
{
  int left = -1;
  int right = -1;
  Lit leaf = 0;
  int size = 0;
  std::vector<Lit> at_least;  // by k; 0 = not built yet
};

/// A soft literal that stands for "at least k inputs of `counter` true";
/// `weight` is the counter's share of the objective.
struct Bound
{
  int counter;
  int k;
  std::int64_t weight;
};

}  // namespace sat_detail

using namespace sat_detail;

struct Sat::Impl
{
  CaDiCaL::Solver solver;
  int num_vars = 0;
  Lit top = 0;
  int pairwise_limit = k_default_pairwise_limit;
  std::unordered_map<std::string, Lit> names;
  std::unordered_map<std::vector<int>, Lit, KeyHash> gates;
  /// The last satisfiable model, indexed by variable.
  std::vector<char> model;
  /// False once a hard clause was added after the model was taken: the model
  /// may then violate it, so optimization must not start from it.
  bool model_current = false;

  Impl()
  {
    // CaDiCaL reports a falsified original clause on stdout otherwise.
    solver.set("quiet", 1);
    top = fresh();
    clause({top});
  }

  Lit fresh() { return ++num_vars; }
  Lit bottom() const { return -top; }
  bool is_const(Lit a) const { return std::abs(a) == top; }

  void clause(const std::vector<Lit>& lits)
  {
    for (Lit l : lits) {
      solver.add(l);
    }
    solver.add(0);
  }

  /// The cached output of gate `kind` over `inputs`, or 0.
  Lit cached(int kind, const std::vector<Lit>& inputs, std::vector<int>& key) const
  {
    key.clear();
    key.push_back(kind);
    key.insert(key.end(), inputs.begin(), inputs.end());
    auto it = gates.find(key);
    return it == gates.end() ? 0 : it->second;
  }

  Lit and_(std::vector<Lit> xs);
  Lit xor2(Lit a, Lit b);
  Lit xor_(const std::vector<Lit>& xs);
  Lit at_most_one(std::vector<Lit> xs);
  Lit amo_pairwise(const std::vector<Lit>& xs);
  Lit amo_ladder(const std::vector<Lit>& xs);

  bool solve(const std::vector<Lit>& assumptions);
  bool value(Lit a) const;

  std::optional<std::int64_t> minimize(std::vector<Term> terms);
  std::int64_t drop_fixed(std::vector<Term>& terms);
  std::vector<Lit> find_core(const std::vector<Lit>& assumptions);
  int build_counter(const std::vector<Lit>& inputs, std::size_t begin, std::size_t end);
  Lit at_least(int counter, int k);

  /// Totalizers of the running minimize call.
  std::vector<Counter> counters;
};

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
