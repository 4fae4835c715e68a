// Unit tests for the SAT layer of src/variability: every connective against
// its truth table (all assignments enumerated through assumptions, and the
// gate output checked to be forced, not merely allowed), both cardinality
// encodings, constant folding, and optimization against brute force.
#include <boost/test/unit_test.hpp>

#include "sat.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

using tosca::variability::Lit;
using tosca::variability::Sat;

namespace {

/// An assignment of the test's input variables, bit i for input i.
struct Assignment
{
  Lit top = 0;
  std::map<int, int> index;  // variable -> bit
  unsigned mask = 0;

  bool operator()(Lit l) const
  {
    if (std::abs(l) == top) {
      return l == top;
    }
    bool v = ((mask >> index.at(std::abs(l))) & 1U) != 0;
    return l > 0 ? v : !v;
  }
};

std::vector<Lit> make_vars(Sat& s, int n)
{
  std::vector<Lit> vars;
  for (int i = 0; i < n; ++i) {
    vars.push_back(s.fresh());
  }
  return vars;
}

Assignment assignment(Sat& s, const std::vector<Lit>& vars, unsigned mask)
{
  Assignment a{s.top(), {}, mask};
  for (std::size_t i = 0; i < vars.size(); ++i) {
    a.index[vars[i]] = static_cast<int>(i);
  }
  return a;
}

std::vector<Lit> assumptions(const std::vector<Lit>& vars, unsigned mask)
{
  std::vector<Lit> as;
  for (std::size_t i = 0; i < vars.size(); ++i) {
    as.push_back(((mask >> i) & 1U) != 0 ? vars[i] : -vars[i]);
  }
  return as;
}

using Expected = std::function<bool(const Assignment&)>;

/// For every assignment of `vars`: the formula is satisfiable, `f` has the
/// expected value, and the opposite value is impossible (so `f` is
/// equivalent to the formula, which nesting under `not` relies on).
void check_equivalent(Sat& s, const std::vector<Lit>& vars, Lit f, const Expected& expected,
                      const std::string& what)
{
  for (unsigned mask = 0; mask < (1U << vars.size()); ++mask) {
    bool want = expected(assignment(s, vars, mask));
    std::vector<Lit> as = assumptions(vars, mask);
    BOOST_TEST_REQUIRE(s.solve(as), what << " mask " << mask << ": unsatisfiable");
    BOOST_TEST(s.value(f) == want, what << " mask " << mask);
    as.push_back(want ? -f : f);
    BOOST_TEST(!s.solve(as), what << " mask " << mask << ": output not forced");
  }
}

/// Random literals over `vars`, with negations, repeats and constants mixed
/// in: the awkward inputs for folding and caching.
std::vector<Lit> random_lits(Sat& s, const std::vector<Lit>& vars, std::size_t count,
                             std::mt19937& rng)
{
  std::vector<Lit> xs;
  for (std::size_t i = 0; i < count; ++i) {
    unsigned pick = rng() % 10;
    if (pick == 0) {
      xs.push_back(s.top());
    } else if (pick == 1) {
      xs.push_back(s.bottom());
    } else if (!vars.empty()) {
      Lit v = vars[rng() % vars.size()];
      xs.push_back(rng() % 2 != 0 ? v : -v);
    }
  }
  return xs;
}

int count_true(const Assignment& a, const std::vector<Lit>& xs)
{
  int n = 0;
  for (Lit x : xs) {
    n += a(x) ? 1 : 0;
  }
  return n;
}

/// A small problem whose constraints are kept for brute force.
struct Problem
{
  std::vector<Lit> vars;
  std::vector<std::vector<Lit>> clauses;      // each: at least one true
  std::vector<std::vector<Lit>> at_most_ones;  // each: at most one true

  void require_clause(Sat& s, const std::vector<Lit>& c)
  {
    clauses.push_back(c);
    s.require(s.or_(c));
  }

  void require_at_most_one(Sat& s, const std::vector<Lit>& group)
  {
    at_most_ones.push_back(group);
    s.require(s.at_most_one(group));
  }

  /// At least k of `group`, as one clause per subset of |group| - k + 1
  /// members: cores of several terms, several of them paid.
  void require_at_least(Sat& s, const std::vector<Lit>& group, std::size_t k)
  {
    for (unsigned subset = 0; subset < (1U << group.size()); ++subset) {
      if (static_cast<std::size_t>(__builtin_popcount(subset)) != group.size() - k + 1) {
        continue;
      }
      std::vector<Lit> c;
      for (std::size_t i = 0; i < group.size(); ++i) {
        if (((subset >> i) & 1U) != 0) {
          c.push_back(group[i]);
        }
      }
      require_clause(s, c);
    }
  }

  bool feasible(const Assignment& v) const
  {
    for (const auto& c : clauses) {
      if (count_true(v, c) == 0) {
        return false;
      }
    }
    for (const auto& g : at_most_ones) {
      if (count_true(v, g) > 1) {
        return false;
      }
    }
    return true;
  }
};

struct Goal
{
  std::vector<Lit> xs;
  std::vector<std::int64_t> weights;
  bool maximize;

  std::int64_t cost(const Assignment& v) const
  {
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      sum += v(xs[i]) ? weights[i] : 0;
    }
    return sum;
  }
};

Goal random_goal(Sat& s, const std::vector<Lit>& vars, std::mt19937& rng)
{
  static const std::vector<std::int64_t> weight_pool{0, 1, 1, 2, 3, 7, 100, 100, 250, 1000};
  Goal goal{random_lits(s, vars, rng() % (vars.size() + 3), rng), {}, rng() % 2 == 0};
  for (std::size_t i = 0; i < goal.xs.size(); ++i) {
    goal.weights.push_back(weight_pool[rng() % weight_pool.size()]);
  }
  return goal;
}

/// Optimizes `goals` one after the other and compares with enumeration:
/// each optimum, the model left behind, and that exactly the (so far)
/// optimal assignments stay satisfiable. Returns the number of goals
/// checked; an infeasible problem must be reported unsatisfiable.
int check_goals(Sat& s, const Problem& p, const std::vector<Goal>& goals, const std::string& what)
{
  std::size_t n = p.vars.size();
  std::vector<unsigned> remaining;
  for (unsigned mask = 0; mask < (1U << n); ++mask) {
    if (p.feasible(assignment(s, p.vars, mask))) {
      remaining.push_back(mask);
    }
  }
  if (remaining.empty()) {
    BOOST_TEST(!s.solve(), what);
    return 0;
  }
  BOOST_TEST_REQUIRE(s.solve(), what);
  int checked = 0;
  for (const Goal& goal : goals) {
    std::int64_t best = goal.cost(assignment(s, p.vars, remaining.front()));
    for (unsigned mask : remaining) {
      std::int64_t c = goal.cost(assignment(s, p.vars, mask));
      best = goal.maximize ? std::max(best, c) : std::min(best, c);
    }
    std::vector<unsigned> optimal;
    for (unsigned mask : remaining) {
      if (goal.cost(assignment(s, p.vars, mask)) == best) {
        optimal.push_back(mask);
      }
    }
    remaining = optimal;

    std::int64_t got =
        goal.maximize ? s.maximize(goal.xs, goal.weights) : s.minimize(goal.xs, goal.weights);
    BOOST_TEST_REQUIRE(got == best, what);
    unsigned model = 0;
    for (std::size_t i = 0; i < n; ++i) {
      model |= s.value(p.vars[i]) ? (1U << i) : 0U;
    }
    BOOST_TEST(std::count(remaining.begin(), remaining.end(), model) == 1,
               what << ": the model left behind is not optimal");
    for (unsigned mask = 0; mask < (1U << n); ++mask) {
      bool want = std::count(remaining.begin(), remaining.end(), mask) == 1;
      BOOST_TEST(s.solve(assumptions(p.vars, mask)) == want, what << " mask " << mask);
    }
    ++checked;
  }
  return checked;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(variability_sat)

BOOST_AUTO_TEST_CASE(named_variables)
{
  Sat s;
  BOOST_TEST(s.find("a") == 0);
  Lit a = s.var("a");
  BOOST_TEST(a > 0);
  BOOST_TEST(s.var("a") == a);
  BOOST_TEST(s.find("a") == a);
  Lit b = s.var("b");
  BOOST_TEST(b != a);
  BOOST_TEST(s.fresh() != b);
  BOOST_TEST(s.find("c") == 0);
}

BOOST_AUTO_TEST_CASE(constants)
{
  Sat s;
  BOOST_TEST(s.bottom() == -s.top());
  BOOST_TEST(s.value(s.top()));  // before any solve
  BOOST_TEST(!s.value(s.bottom()));
  BOOST_TEST(s.solve());
  BOOST_TEST(s.value(s.top()));
  BOOST_TEST(!s.solve({s.bottom()}));
  BOOST_TEST(s.solve({s.top()}));
}

BOOST_AUTO_TEST_CASE(constant_folding)
{
  Sat s;
  Lit t = s.top();
  Lit f = s.bottom();
  Lit x = s.var("x");
  Lit y = s.var("y");
  BOOST_TEST(s.and_({}) == t);
  BOOST_TEST(s.or_({}) == f);
  BOOST_TEST(s.xor_({}) == f);
  BOOST_TEST(s.exactly_one({}) == f);
  BOOST_TEST(s.at_most_one({}) == t);
  BOOST_TEST(s.and_({x}) == x);
  BOOST_TEST(s.or_({-x}) == -x);
  BOOST_TEST(s.and_({x, t}) == x);
  BOOST_TEST(s.and_({x, f, y}) == f);
  BOOST_TEST(s.and_({x, -x}) == f);
  BOOST_TEST(s.and_({x, x}) == x);
  BOOST_TEST(s.or_({x, f}) == x);
  BOOST_TEST(s.or_({x, t, y}) == t);
  BOOST_TEST(s.or_({x, -x}) == t);
  BOOST_TEST(s.xor_({x}) == x);
  BOOST_TEST(s.xor_({x, t}) == -x);
  BOOST_TEST(s.xor_({x, x}) == f);
  BOOST_TEST(s.xor_({x, -x}) == t);
  BOOST_TEST(s.xor_({t, t, t}) == t);
  BOOST_TEST(s.implies(f, x) == t);
  BOOST_TEST(s.implies(x, t) == t);
  BOOST_TEST(s.implies(t, x) == x);
  BOOST_TEST(s.implies(x, f) == -x);
  BOOST_TEST(s.implies(x, x) == t);
  BOOST_TEST(s.equiv(x, t) == x);
  BOOST_TEST(s.equiv(f, x) == -x);
  BOOST_TEST(s.equiv(x, x) == t);
  BOOST_TEST(s.equiv(x, -x) == f);
  BOOST_TEST(s.exactly_one({x}) == x);
  BOOST_TEST(s.exactly_one({x, f}) == x);
  BOOST_TEST(s.exactly_one({t, f}) == t);
  BOOST_TEST(s.exactly_one({t, t}) == f);
  BOOST_TEST(s.at_most_one({x}) == t);
  BOOST_TEST(s.at_most_one({t, t}) == f);
  BOOST_TEST(s.at_most_one({x, -x}) == t);
}

BOOST_AUTO_TEST_CASE(gate_cache)
{
  Sat s;
  Lit a = s.var("a");
  Lit b = s.var("b");
  Lit c = s.var("c");
  BOOST_TEST(s.and_({a, b, c}) == s.and_({c, a, b, a}));
  BOOST_TEST(s.or_({a, -b}) == -s.and_({-a, b}));
  BOOST_TEST(s.xor_({a, b}) == -s.xor_({-a, b}));
  BOOST_TEST(s.equiv(a, b) == -s.xor_({b, a}));
  BOOST_TEST(s.exactly_one({a, b, c}) == s.exactly_one({c, b, a}));
  BOOST_TEST(s.at_most_one({a, b, c}) == s.at_most_one({b, s.bottom(), a, c}));
  BOOST_TEST(s.and_({a, b}) != s.and_({a, c}));
}

BOOST_AUTO_TEST_CASE(binary_connectives)
{
  Sat s;
  std::vector<Lit> vars = make_vars(s, 2);
  std::vector<Lit> pool{vars[0], -vars[0], vars[1], -vars[1], s.top(), s.bottom()};
  for (Lit a : pool) {
    for (Lit b : pool) {
      check_equivalent(s, vars, s.implies(a, b),
                       [&](const Assignment& v) { return !v(a) || v(b); }, "implies");
      check_equivalent(s, vars, s.equiv(a, b),
                       [&](const Assignment& v) { return v(a) == v(b); }, "equiv");
    }
  }
}

// Random literal lists (negations, repeats, constants) over up to 7 inputs.
BOOST_AUTO_TEST_CASE(nary_connectives_truth_tables)
{
  std::mt19937 rng(20240611);
  for (int n = 0; n <= 7; ++n) {
    for (int limit : {0, 100}) {
      Sat s;
      s.set_pairwise_limit(limit);
      std::vector<Lit> vars = make_vars(s, n);
      for (int round = 0; round < 6; ++round) {
        std::vector<Lit> xs = random_lits(s, vars, rng() % (n + 4), rng);
        auto count = [&](const Assignment& v) { return count_true(v, xs); };
        check_equivalent(s, vars, s.and_(xs),
                         [&](const Assignment& v) { return count(v) == int(xs.size()); }, "and");
        check_equivalent(s, vars, s.or_(xs), [&](const Assignment& v) { return count(v) > 0; },
                         "or");
        check_equivalent(s, vars, s.xor_(xs),
                         [&](const Assignment& v) { return count(v) % 2 == 1; }, "xor");
        check_equivalent(s, vars, s.exactly_one(xs),
                         [&](const Assignment& v) { return count(v) == 1; }, "exactly_one");
        check_equivalent(s, vars, s.at_most_one(xs),
                         [&](const Assignment& v) { return count(v) <= 1; }, "at_most_one");
      }
    }
  }
}

// Distinct inputs, every size from 0 to 10, pairwise and ladder encoding.
BOOST_AUTO_TEST_CASE(cardinality_both_encodings)
{
  for (int n = 0; n <= 10; ++n) {
    for (int limit : {0, 6, 100}) {
      Sat s;
      s.set_pairwise_limit(limit);
      std::vector<Lit> xs = make_vars(s, n);
      auto count = [&](const Assignment& v) { return count_true(v, xs); };
      check_equivalent(s, xs, s.exactly_one(xs),
                       [&](const Assignment& v) { return count(v) == 1; }, "exactly_one");
      check_equivalent(s, xs, s.at_most_one(xs),
                       [&](const Assignment& v) { return count(v) <= 1; }, "at_most_one");
    }
  }
}

// not(exactly_one(...)) as a hard constraint: the models are exactly the
// assignments with zero or at least two true inputs.
BOOST_AUTO_TEST_CASE(nested_negated_cardinality)
{
  for (int n : {3, 8}) {
    Sat s;
    std::vector<Lit> xs = make_vars(s, n);
    Lit y = s.fresh();
    s.require(-s.exactly_one(xs));
    s.require(s.equiv(y, -s.at_most_one(xs)));
    for (unsigned mask = 0; mask < (1U << n); ++mask) {
      Assignment v = assignment(s, xs, mask);
      bool ok = count_true(v, xs) != 1;
      BOOST_TEST(s.solve(assumptions(xs, mask)) == ok, "n " << n << " mask " << mask);
      if (ok) {
        BOOST_TEST(s.value(y) == (count_true(v, xs) >= 2));
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(large_exactly_one)
{
  Sat s;
  std::vector<Lit> xs = make_vars(s, 5000);
  s.require(s.exactly_one(xs));
  s.require(-xs[0]);
  BOOST_TEST_REQUIRE(s.solve({-xs[4999]}));
  int n = 0;
  for (Lit x : xs) {
    n += s.value(x) ? 1 : 0;
  }
  BOOST_TEST(n == 1);
  BOOST_TEST(!s.solve({xs[17], xs[4000]}));
  BOOST_TEST(s.solve({xs[17]}));
}

BOOST_AUTO_TEST_CASE(unsat_keeps_last_model)
{
  Sat s;
  Lit a = s.var("a");
  Lit b = s.var("b");
  BOOST_TEST_REQUIRE(s.solve({a, -b}));
  BOOST_TEST(!s.solve({a, -a}));
  BOOST_TEST(s.value(a));
  BOOST_TEST(!s.value(b));
  BOOST_TEST(s.solve({-a}));  // assumptions are not kept
  BOOST_TEST(!s.value(a));
  s.require(b);
  s.require(s.implies(b, a));
  s.require(-a);
  BOOST_TEST(!s.solve());
  BOOST_TEST(!s.solve({a}));
  BOOST_TEST(!s.value(a));  // still the model of the last satisfiable call
  BOOST_TEST(s.value(s.top()));
}

BOOST_AUTO_TEST_CASE(optimization_edge_cases)
{
  Sat s;
  Lit a = s.var("a");
  BOOST_TEST_REQUIRE(s.solve());
  BOOST_TEST(s.minimize({}, {}) == 0);
  BOOST_TEST(s.maximize({}, {}) == 0);
  BOOST_TEST(s.maximize({s.top(), s.bottom(), a}, {5, 7, 0}) == 5);
  BOOST_TEST(s.minimize({a, -a}, {3, 3}) == 3);
  BOOST_CHECK_THROW(s.minimize({a}, {}), std::invalid_argument);
  BOOST_CHECK_THROW(s.minimize({a, a}, {INT64_MAX, 1}), std::overflow_error);
  BOOST_CHECK_THROW(s.maximize({a}, {-1}), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(optimization_unsatisfiable)
{
  Sat s;
  Lit a = s.var("a");
  BOOST_TEST_REQUIRE(s.solve({a}));
  s.require(s.and_({a, -a}));
  BOOST_TEST(s.minimize({a}, {5}) == 0);
  BOOST_TEST(s.maximize({a}, {5}) == 0);
  BOOST_TEST(!s.solve());
  BOOST_TEST(s.value(a));  // the last model stays
}

// A hard constraint added after the last model makes that model stale;
// optimization must not start from it.
BOOST_AUTO_TEST_CASE(optimization_after_require)
{
  Sat s;
  std::vector<Lit> xs = make_vars(s, 3);
  BOOST_TEST_REQUIRE(s.solve({-xs[0], -xs[1], -xs[2]}));
  s.require(s.or_({xs[0], xs[1]}));
  BOOST_TEST(s.minimize(xs, {4, 5, 1}) == 4);
  BOOST_TEST(s.value(xs[0]));
  BOOST_TEST(!s.value(xs[1]));
  BOOST_TEST(!s.value(xs[2]));
}

// After minimize, excluding the found optimum still yields only optimal
// models, and excluding every optimum is unsatisfiable even though worse
// models exist.
BOOST_AUTO_TEST_CASE(optimum_is_kept)
{
  Sat s;
  std::vector<Lit> xs = make_vars(s, 4);
  s.require(s.or_({xs[0], xs[1]}));
  s.require(s.or_({xs[2], xs[3]}));
  BOOST_TEST_REQUIRE(s.solve());
  BOOST_TEST(s.minimize(xs, {1, 1, 1, 1}) == 2);
  std::vector<Lit> found;
  for (Lit x : xs) {
    if (s.value(x)) {
      found.push_back(x);
    }
  }
  BOOST_TEST_REQUIRE(found.size() == 2U);
  BOOST_TEST_REQUIRE(s.solve({-s.and_(found)}));
  int n = 0;
  for (Lit x : xs) {
    n += s.value(x) ? 1 : 0;
  }
  BOOST_TEST(n == 2);
  BOOST_TEST(!s.solve({s.and_(xs)}));  // feasible before, but not optimal
  Lit not_02 = -s.and_({xs[0], xs[2]});
  Lit not_03 = -s.and_({xs[0], xs[3]});
  Lit not_12 = -s.and_({xs[1], xs[2]});
  Lit not_13 = -s.and_({xs[1], xs[3]});
  BOOST_TEST(!s.solve({not_02, not_03, not_12, not_13}));
}

// Random objectives over random constraints, checked against enumeration:
// the optimum, the model left behind, and that exactly the optimal
// assignments remain satisfiable afterwards (also for a second,
// lexicographic goal).
BOOST_AUTO_TEST_CASE(optimization_brute_force)
{
  std::mt19937 rng(7);
  int checked = 0;
  for (int trial = 0; trial < 400; ++trial) {
    int n = 1 + static_cast<int>(rng() % 9);
    Sat s;
    Problem p{make_vars(s, n), {}, {}};
    for (unsigned c = rng() % (n + 2); c > 0; --c) {
      p.require_clause(s, random_lits(s, p.vars, 1 + rng() % 3, rng));
    }
    for (unsigned g = rng() % 3; g > 0 && n >= 3; --g) {
      std::vector<Lit> group = random_lits(s, p.vars, 3 + rng() % 4, rng);
      p.require_at_least(s, group, 2 + rng() % (group.size() - 2));
    }
    for (unsigned g = rng() % 3; g > 0; --g) {
      p.require_at_most_one(s, random_lits(s, p.vars, 2 + rng() % 5, rng));
    }
    std::vector<Goal> goals{random_goal(s, p.vars, rng), random_goal(s, p.vars, rng)};
    checked += check_goals(s, p, goals, "trial " + std::to_string(trial));
  }
  BOOST_TEST(checked > 300);
}

// Overlapping "at least k of these" groups over distinct variables, every
// variable weighted: the cores overlap and the optimum pays several terms
// of one core, so the totalizers' higher outputs come into play.
BOOST_AUTO_TEST_CASE(optimization_overlapping_cores)
{
  std::mt19937 rng(11);
  int checked = 0;
  for (int trial = 0; trial < 150; ++trial) {
    int n = 5 + static_cast<int>(rng() % 6);
    Sat s;
    Problem p{make_vars(s, n), {}, {}};
    bool maximize = trial % 2 == 1;
    for (unsigned g = 2 + rng() % 3; g > 0; --g) {
      std::vector<Lit> group = p.vars;
      std::shuffle(group.begin(), group.end(), rng);
      group.resize(std::min<std::size_t>(group.size(), 3 + rng() % 4));
      for (Lit& x : group) {
        x = maximize ? -x : x;  // "at most k" for maximizing
      }
      p.require_at_least(s, group, 2 + rng() % (group.size() - 2));
    }
    Goal all{p.vars, {}, maximize};
    for (std::size_t i = 0; i < p.vars.size(); ++i) {
      all.weights.push_back(1 + static_cast<std::int64_t>(rng() % 5));
    }
    std::vector<Goal> goals{all, random_goal(s, p.vars, rng)};
    checked += check_goals(s, p, goals, "trial " + std::to_string(trial));
  }
  BOOST_TEST(checked == 300);
}

// A template-sized objective: 3000 weighted elements fixed by their
// conditions (here: conjunctions of fixed inputs), plus 300 components with
// four weighted alternatives each (like a technology choice). Sums pass
// 10^6; weights are multiples of 100 but not uniform.
BOOST_AUTO_TEST_CASE(optimization_large_sums)
{
  for (bool maximize : {false, true}) {
    std::mt19937 rng(99);
    Sat s;
    std::vector<Lit> inputs = make_vars(s, 16);
    std::vector<bool> input_value;
    for (Lit in : inputs) {
      input_value.push_back(rng() % 4 != 0);
      s.require(input_value.back() ? in : -in);
    }
    std::vector<Lit> xs;
    std::vector<std::int64_t> weights;
    std::vector<bool> present;
    std::int64_t want = 0;
    for (int i = 0; i < 3000; ++i) {
      std::size_t a = rng() % inputs.size();
      std::size_t b = rng() % inputs.size();
      Lit x = s.fresh();
      s.require(s.equiv(x, s.and_({inputs[a], -inputs[b]})));
      xs.push_back(x);
      weights.push_back(100 * (1 + static_cast<std::int64_t>(rng() % 50)));
      want += input_value[a] && !input_value[b] ? weights.back() : 0;
    }
    for (int group = 0; group < 300; ++group) {
      std::vector<Lit> members = make_vars(s, 4);
      s.require(s.exactly_one(members));
      std::int64_t pick = maximize ? 0 : 1'000'000;
      for (Lit m : members) {
        xs.push_back(m);
        weights.push_back(100 * (1 + static_cast<std::int64_t>(rng() % 50)));
        pick = maximize ? std::max(pick, weights.back()) : std::min(pick, weights.back());
      }
      want += pick;
    }
    BOOST_TEST_REQUIRE(s.solve());
    std::int64_t got = maximize ? s.maximize(xs, weights) : s.minimize(xs, weights);
    BOOST_TEST(got == want);
    BOOST_TEST(want > 1'000'000);
    BOOST_TEST(s.solve());
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      sum += s.value(xs[i]) ? weights[i] : 0;
    }
    BOOST_TEST(sum == want);
    // The optimum is now fixed, so optimizing the other way changes nothing.
    BOOST_TEST((maximize ? s.minimize(xs, weights) : s.maximize(xs, weights)) == want);
  }
}

BOOST_AUTO_TEST_SUITE_END()
