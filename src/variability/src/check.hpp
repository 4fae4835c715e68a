#pragma once
/// Checks on the chosen variant: every present relation has its ends, every
/// present artifact, property and type its container, at most one hosting
/// relation per node, no two present alternatives of one name, and the
/// semantic expectations (a node that had a host still has one, ...).

#include "graph.hpp"
#include "options.hpp"

namespace tosca::variability {

/// Throws Error with the reference implementation's message on the first
/// failed check.
void check(const Graph& g, const Options& o);

}  // namespace tosca::variability
