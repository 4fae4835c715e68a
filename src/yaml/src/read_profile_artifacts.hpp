#pragma once
/// Simple Profile reader: the XML implementations and deployment artifacts
/// of YAML-born types and templates (read_profile_artifacts.cpp).

#include "node.hpp"
#include "read_profile_context.hpp"

namespace tosca::yaml {

/// Operation implementations of a node (`node`) or relationship type
/// become a type implementation with implementation artifacts.
void derive_type_implementation(ProfileContext& ctx, bool node, const std::string& yaml_name,
                                const Node& def);

/// A node template's `artifacts` become deployment artifacts of `node`.
void derive_deployment_artifacts(ProfileContext& ctx, const std::string& yaml_name,
                                 const Node& def, ir::NodeTemplate& node);

}  // namespace tosca::yaml
