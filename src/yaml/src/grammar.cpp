/// Keynames per construct, from the Simple Profile 1.3 grammar (sections
/// 3.6 and 3.7), with the additions and removals of earlier versions noted
/// in place. Keys starting with "x-" or "x_" are vendor extensions and never
/// reported.

#include "grammar.hpp"

#include <algorithm>
#include <vector>

namespace tosca::yaml {

namespace {

struct Key
{
  std::string_view name;
  int since = 0; ///< first minor version that has it
  int until = 9; ///< last minor version that has it
};

const std::vector<Key>& keys_of(Construct c)
{
  static const std::vector<Key> service_template = {
      {"tosca_definitions_version"}, {"namespace", 2}, {"metadata"}, {"description"},
      {"dsl_definitions"}, {"repositories"}, {"imports"}, {"artifact_types"}, {"data_types"},
      {"capability_types"}, {"interface_types"}, {"relationship_types"}, {"node_types"},
      {"group_types"}, {"policy_types"}, {"topology_template"},
      // Simple Profile 1.0 header keynames, later moved into metadata.
      {"tosca_default_namespace", 0, 0}, {"template_name", 0, 0}, {"template_author", 0, 0},
      {"template_version", 0, 0}};
  static const std::vector<Key> entity_type = {{"derived_from"}, {"version"}, {"metadata", 1},
                                               {"description"}};
  static const std::vector<Key> node_type = {{"attributes"}, {"properties"}, {"requirements"},
                                             {"capabilities"}, {"interfaces"}, {"artifacts"}};
  static const std::vector<Key> relationship_type = {{"properties"}, {"attributes"},
                                                     {"interfaces"}, {"valid_target_types"}};
  static const std::vector<Key> capability_type = {{"properties"}, {"attributes"},
                                                   {"valid_source_types"}};
  static const std::vector<Key> artifact_type = {{"mime_type"}, {"file_ext"}, {"properties"}};
  static const std::vector<Key> data_type = {{"constraints"}, {"properties"},
                                             {"key_schema", 3}, {"entry_schema", 3}};
  static const std::vector<Key> group_type = {{"properties"}, {"attributes"}, {"members"},
                                              {"requirements"}, {"capabilities"},
                                              {"interfaces"}};
  static const std::vector<Key> policy_type = {{"properties"}, {"targets"}, {"triggers"}};
  static const std::vector<Key> topology_template = {
      {"description"}, {"inputs"}, {"node_templates"}, {"relationship_templates"},
      {"groups"}, {"policies"}, {"outputs"}, {"substitution_mappings"}, {"workflows", 1}};
  static const std::vector<Key> node_template = {
      {"type"}, {"description"}, {"metadata", 1}, {"directives"}, {"properties"},
      {"attributes"}, {"requirements"}, {"capabilities"}, {"interfaces"}, {"artifacts"},
      {"node_filter"}, {"copy"}};
  static const std::vector<Key> relationship_template = {
      {"type"}, {"description"}, {"metadata", 1}, {"properties"}, {"attributes"},
      {"interfaces"}, {"copy"}};
  static const std::vector<Key> group = {{"type"}, {"description"}, {"metadata", 1},
                                         {"properties"}, {"members"}, {"interfaces"},
                                         {"attributes"}, {"requirements"}, {"capabilities"}};
  static const std::vector<Key> policy = {{"type"}, {"description"}, {"metadata", 1},
                                          {"properties"}, {"targets"}, {"triggers"}};
  static const std::vector<Key> property_definition = {
      {"type"}, {"description"}, {"required"}, {"default"}, {"status"}, {"constraints"},
      {"key_schema", 3}, {"entry_schema"}, {"external-schema", 3}, {"metadata", 3},
      {"value", 2}};
  static const std::vector<Key> requirement_definition = {
      {"capability"}, {"node"}, {"relationship"}, {"occurrences"}, {"description", 2},
      {"node_filter"}};
  static const std::vector<Key> capability_definition = {
      {"type"}, {"description"}, {"properties"}, {"attributes"}, {"valid_source_types"},
      {"occurrences"}};
  static const std::vector<Key> artifact_definition = {
      {"type"}, {"file"}, {"repository"}, {"description"}, {"deploy_path"},
      {"artifact_version", 3}, {"checksum", 3}, {"checksum_algorithm", 3}, {"properties", 3}};
  static const std::vector<Key> import_definition = {
      {"file"}, {"repository"}, {"namespace_uri"}, {"namespace_prefix"}};
  static const std::vector<Key> repository_definition = {{"description"}, {"url"},
                                                         {"credential"}};
  auto with_entity = [&](const std::vector<Key>& own) {
    std::vector<Key> all = entity_type;
    all.insert(all.end(), own.begin(), own.end());
    return all;
  };
  static const std::vector<Key> node_type_all = with_entity(node_type);
  static const std::vector<Key> relationship_type_all = with_entity(relationship_type);
  static const std::vector<Key> capability_type_all = with_entity(capability_type);
  static const std::vector<Key> artifact_type_all = with_entity(artifact_type);
  static const std::vector<Key> data_type_all = with_entity(data_type);
  static const std::vector<Key> group_type_all = with_entity(group_type);
  static const std::vector<Key> policy_type_all = with_entity(policy_type);
  static const std::vector<Key> none;
  switch (c) {
  case Construct::service_template: return service_template;
  case Construct::node_type: return node_type_all;
  case Construct::relationship_type: return relationship_type_all;
  case Construct::capability_type: return capability_type_all;
  case Construct::artifact_type: return artifact_type_all;
  case Construct::data_type: return data_type_all;
  case Construct::interface_type: return none;
  case Construct::group_type: return group_type_all;
  case Construct::policy_type: return policy_type_all;
  case Construct::topology_template: return topology_template;
  case Construct::node_template: return node_template;
  case Construct::relationship_template: return relationship_template;
  case Construct::group: return group;
  case Construct::policy: return policy;
  case Construct::property_definition: return property_definition;
  case Construct::requirement_definition: return requirement_definition;
  case Construct::capability_definition: return capability_definition;
  case Construct::artifact_definition: return artifact_definition;
  case Construct::import_definition: return import_definition;
  case Construct::repository_definition: return repository_definition;
  }
  return none;
}

}  // namespace

std::string_view construct_name(Construct c)
{
  switch (c) {
  case Construct::service_template: return "service template";
  case Construct::node_type: return "node type";
  case Construct::relationship_type: return "relationship type";
  case Construct::capability_type: return "capability type";
  case Construct::artifact_type: return "artifact type";
  case Construct::data_type: return "data type";
  case Construct::interface_type: return "interface type";
  case Construct::group_type: return "group type";
  case Construct::policy_type: return "policy type";
  case Construct::topology_template: return "topology_template";
  case Construct::node_template: return "node template";
  case Construct::relationship_template: return "relationship template";
  case Construct::group: return "group";
  case Construct::policy: return "policy";
  case Construct::property_definition: return "property definition";
  case Construct::requirement_definition: return "requirement definition";
  case Construct::capability_definition: return "capability definition";
  case Construct::artifact_definition: return "artifact definition";
  case Construct::import_definition: return "import definition";
  case Construct::repository_definition: return "repository definition";
  }
  return "construct";
}

namespace {

/// Keynames whose value has one kind in every construct that has them:
/// `description` is a string (3.5.1 description definition), `metadata` a
/// map of strings (3.5.2 metadata), `dsl_definitions` a map (3.9.3).
void check_value_kind(const std::string& name, const Node& value, Construct c,
                      const std::string& path, DiagnosticSink& sink)
{
  const std::string where = " in a " + std::string(construct_name(c));
  if (name == "description" && !value.is_scalar() && !value.is_null()) {
    sink.error(path, value.location.line, value.location.column, "YAML_BAD_TYPE",
               "'description'" + where + " is a string, not " + value.describe_kind());
  }
  if (name == "dsl_definitions" && !value.is_map() && !value.is_null()) {
    // 3.9.3 (1.0; 3.10 in 1.3): a map of YAML macros, each named by a key.
    sink.error(path, value.location.line, value.location.column, "YAML_BAD_TYPE",
               "'dsl_definitions'" + where + " is a map of named YAML macros, not " +
                   value.describe_kind());
  }
  if (name == "metadata" && value.is_map()) {
    for (const auto& [k, v] : value.entries()) {
      if (!v.is_scalar() && !v.is_null()) {
        sink.error(path, v.location.line, v.location.column, "YAML_BAD_TYPE",
                   "metadata '" + (k.is_scalar() ? k.scalar : std::string("?")) + "'" + where +
                       " is a string, not " + v.describe_kind());
      }
    }
  }
}

}  // namespace

void check_keys(const Node& map, Construct c, int minor, const std::string& path,
                DiagnosticSink& sink)
{
  if (!map.is_map() || c == Construct::interface_type) {
    return;
  }
  const auto& keys = keys_of(c);
  std::vector<std::string> candidates;
  for (const auto& k : keys) {
    if (minor >= k.since && minor <= k.until) {
      candidates.emplace_back(k.name);
    }
  }
  for (const auto& [key, value] : map.entries()) {
    const std::string name = key.scalar.str();
    if (name.rfind("x-", 0) == 0 || name.rfind("x_", 0) == 0) {
      continue;
    }
    if (std::find(candidates.begin(), candidates.end(), name) != candidates.end()) {
      check_value_kind(name, value, c, path, sink);
      continue;
    }
    std::string message = "unknown keyname '" + name + "' in a " +
                          std::string(construct_name(c)) + " (Simple Profile 1." +
                          std::to_string(minor) + ")";
    message += did_you_mean(name, candidates);
    sink.warning(path, key.location.line, key.location.column, "YAML_UNKNOWN_KEY", message);
  }
}

bool expect(const Node& node, Node::Kind kind, std::string_view what, const std::string& path,
            DiagnosticSink& sink)
{
  if (node.kind == kind || node.is_null()) {
    return true;
  }
  Node wanted;
  wanted.kind = kind;
  sink.error(path, node.location.line, node.location.column, "YAML_BAD_TYPE",
             std::string(what) + " must be " + wanted.describe_kind() + ", not " +
                 node.describe_kind());
  return false;
}

}  // namespace tosca::yaml
