#pragma once
/// The Simple Profile's normative types (1.0 to 1.3, plus the Docker and
/// VM image types of the 1.0 appendix that common parsers ship), with what
/// the YAML checks need of them: the parent, property names (and which are
/// required without a default), capabilities, requirements and a
/// relationship's valid target types. Written from the specification;
/// nothing is read at run time. `validate`'s checks and the converters'
/// reference check (src/convert) both ask this one table.

#include <string_view>
#include <vector>

namespace tosca::yaml::normative {

/// The Simple Profile's type sections.
enum class YamlKind { node, relationship, capability, artifact, data, interface, group, policy };
inline constexpr std::size_t k_yaml_kinds = 8;

/// The section a kind's types live in ("node_types") and its normative
/// prefix ("tosca.nodes."), for short names such as "Compute".
std::string_view section_of(YamlKind kind);
std::string_view prefix_of(YamlKind kind);
/// "node type", "capability type"...
std::string_view yaml_kind_name(YamlKind kind);

struct NormativeType
{
  YamlKind kind;
  std::string_view name;
  std::string_view parent;
  /// Space-separated properties, each `name[!][:type]`: '!' marks one that
  /// is required and has no default; the type, where given, is a primitive,
  /// scalar-unit or normative data type that assigned values are checked
  /// against (the others are checked by name only).
  std::string_view properties;
  /// Space-separated name=capability_type.
  std::string_view capabilities;
  /// Space-separated name=capability/node/relationship (node and
  /// relationship may be empty).
  std::string_view requirements;
  /// Space-separated valid target (capability) types of a relationship type.
  std::string_view valid_targets;
  int since = 0; ///< first Simple Profile minor version that has the type
};

const std::vector<NormativeType>& normative_types();

/// True when `name` names a normative type of any kind that Simple Profile
/// 1.`minor` has: by its full name ("tosca.nodes.Compute"), or by its
/// short name ("Compute", "tosca:Compute").
bool is_normative_name(std::string_view name, int minor = 9);

/// The attributes a normative type declares itself (space-separated, each
/// `name:type`, the type a primitive), "" for none. Every property is an attribute too (3.6.10 of 1.3: an
/// orchestrator creates an attribute for each property), so only the
/// attributes that are not properties are listed.
std::string_view normative_attributes(std::string_view type);

} // namespace tosca::yaml::normative
