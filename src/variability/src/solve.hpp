#pragma once
/// Solving: every element's presence variable defined by its conditions,
/// the constraints required, one solution found, optimized and checked
/// for uniqueness; then each element's presence read from the model.

#include "enrich.hpp"
#include "graph.hpp"
#include "inputs.hpp"
#include "options.hpp"

namespace tosca::variability {

/// Sets `present` on every element and evaluates the value expressions of
/// present properties. Throws Error ("Could not solve", "The result is
/// ambiguous considering nodes (without optimization)", ...).
void solve(Graph& g, const Options& o, Inputs& inputs, Sat& sat, const std::vector<Constraint>& constraints);

}  // namespace tosca::variability
