/// Sat's private parts, shared by the gate builders (sat.cpp) and the
/// optimizer (sat_optimize.cpp).

#pragma once

#include "sat.hpp"

#include <cadical.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

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
inline void sort_lits(std::vector<Lit>& xs)
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

}  // namespace tosca::variability
