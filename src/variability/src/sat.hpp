#pragma once
/// A small formula layer over CaDiCaL: literals for named and fresh
/// variables, Tseitin-encoded connectives, solving under assumptions, and
/// weighted-sum optimization (core-guided, probing only through
/// assumptions). Nothing here knows TOSCA.

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace CaDiCaL {
class Solver;
}

namespace tosca::variability {

/// A literal: a positive or negative CaDiCaL variable index. 0 is invalid.
using Lit = int;

class Sat
{
public:
  Sat();
  ~Sat();
  Sat(const Sat&) = delete;
  Sat& operator=(const Sat&) = delete;

  /// The variable of `name`, created on first use.
  Lit var(const std::string& name);
  /// The variable of `name` if it exists, else 0.
  Lit find(const std::string& name) const;
  Lit fresh();
  Lit top();      ///< constant true
  Lit bottom();   ///< constant false

  /// at_most_one and exactly_one compare all pairs up to `n` inputs (6 by
  /// default) and use a linear sequential counter beyond. Tests set it to
  /// check both encodings at every size.
  void set_pairwise_limit(int n);

  // Connectives: each returns a literal equivalent to the formula (Tseitin),
  // folding constants. Empty `and_` is true, empty `or_` false, empty
  // `exactly_one` false, empty `at_most_one` true, empty `xor_` false.
  Lit not_(Lit a) { return -a; }
  Lit and_(const std::vector<Lit>& xs);
  Lit or_(const std::vector<Lit>& xs);
  Lit xor_(const std::vector<Lit>& xs);        ///< odd number true
  Lit exactly_one(const std::vector<Lit>& xs);
  Lit at_most_one(const std::vector<Lit>& xs);
  Lit implies(Lit a, Lit b);
  Lit equiv(Lit a, Lit b);

  /// Adds `a` as a hard constraint.
  void require(Lit a);

  /// Solves under `assumptions`; true when satisfiable. The model of the
  /// last satisfiable call stays readable through `value`.
  bool solve(const std::vector<Lit>& assumptions = {});
  /// The literal's value in the last model (a variable created after it
  /// reads as false).
  bool value(Lit a) const;

  /// Starting from a satisfiable state, finds a model minimizing (or
  /// maximizing) sum(weights[i] * xs[i]) (weights >= 0), then requires the
  /// sum to stay at that optimum, so later `solve` calls (uniqueness
  /// checks) only see optimal models. Leaves the optimal model readable.
  /// Returns the optimum, or 0 when the constraints are unsatisfiable.
  std::int64_t minimize(const std::vector<Lit>& xs, const std::vector<std::int64_t>& weights);
  std::int64_t maximize(const std::vector<Lit>& xs, const std::vector<std::int64_t>& weights);

private:
  struct Impl;
  std::unique_ptr<Impl> m;
};

}  // namespace tosca::variability
