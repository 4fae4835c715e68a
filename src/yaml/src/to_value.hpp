#pragma once
/// The YAML tree as IR values: plain scalars resolve by the YAML 1.2 core
/// schema (null, true/false, integers, floats), quoted and block scalars
/// stay strings, explicit !!str/!!int/!!float/!!bool/!!null tags win.
/// Every value keeps its line:col.

#include "node.hpp"

#include "tosca/ir/value.hpp"

namespace tosca::yaml {

ir::Value to_value(const Node& node);
/// The same, leaving `node` null: each part is released once converted.
ir::Value to_value(Node&& node);

/// A scalar's resolved value (null for non-scalars).
ir::Value resolve_scalar(const Node& node);

}  // namespace tosca::yaml
