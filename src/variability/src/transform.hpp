#pragma once
/// The output transformation (seed 003, "Resolve Variability"): absent
/// elements removed, the present type chosen, properties written back as a
/// map, group members and policy targets filtered, variability keys and
/// groups dropped, empty sections removed, and the version set to
/// tosca_simple_yaml_1_3.

#include "graph.hpp"

namespace tosca::variability {

/// Rewrites g.document into the resolved template and returns it.
ir::Value transform(Graph& g);

}  // namespace tosca::variability
