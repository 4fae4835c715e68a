#pragma once
/// The Simple Profile grammar the reader checks: the keynames each
/// construct allows in each version (1.0 to 1.3), and the located
/// diagnostics for unknown keynames (YAML_UNKNOWN_KEY, a warning, with a
/// "did you mean") and for a value of the wrong kind (YAML_BAD_TYPE).

#include "node.hpp"

#include <string>
#include <string_view>

namespace tosca::yaml {

enum class Construct {
  service_template,
  node_type,
  relationship_type,
  capability_type,
  artifact_type,
  data_type,
  interface_type,
  group_type,
  policy_type,
  topology_template,
  node_template,
  relationship_template,
  group,
  policy,
  property_definition,
  requirement_definition,
  capability_definition,
  artifact_definition,
  import_definition,
  repository_definition,
};

std::string_view construct_name(Construct c);

/// Checks the keys of `map` against the construct's keynames for Simple
/// Profile 1.`minor`. Free-form constructs (interface types before 1.3,
/// whose operations are keys) accept any key.
void check_keys(const Node& map, Construct c, int minor, const std::string& path,
                DiagnosticSink& sink);

/// Reports YAML_BAD_TYPE unless `node` is of `kind` (null is accepted as
/// an empty collection). Returns whether it was.
bool expect(const Node& node, Node::Kind kind, std::string_view what, const std::string& path,
            DiagnosticSink& sink);

}  // namespace tosca::yaml
