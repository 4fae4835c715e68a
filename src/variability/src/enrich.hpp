#pragma once
/// The enricher: gives every element the conditions the options call for
/// (default conditions when it has none of its own, pruning conditions in
/// any case, the "no other alternative" condition of a default
/// alternative, the members' conditions of a variability group) and
/// collects the constraints the options switch on (unique names, hosting,
/// implied relations and properties).

#include "encode.hpp"
#include "graph.hpp"
#include "options.hpp"

#include <functional>
#include <vector>

namespace tosca::variability {

/// A constraint: built into a literal the solver requires.
using Constraint = std::function<Lit(Encoder&)>;

/// Rewrites each element's conditions. `type_specific` is the map of
/// type-specific default conditions (node_types, relationship_types, ...)
/// or null. Removes variability groups from the graph afterwards: their
/// conditions now sit on their members.
void enrich_conditions(Graph& g, const Options& o, const ir::Value* type_specific);

/// The constraints of the options and of implied elements, in the order
/// the reference implementation adds them.
std::vector<Constraint> enrich_constraints(const Graph& g, const Options& o);

/// Whether a node needs a deployment technology (its `managed` flag, else
/// true unless its type is marked abstract). Throws Error when the node's
/// type is unknown.
bool managed(const Graph& g, const Element& node);

/// The technology enricher's checks, which matter even though tosca-convert
/// assigns no technologies: a managed node without candidates is an error
/// when required_technology_check is on.
void check_technology_candidates(const Graph& g, const Options& o);

}  // namespace tosca::variability
