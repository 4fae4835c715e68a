#pragma once
/// What TOSCA 1.0 XML in the wild means in Simple Profile terms: the
/// normative YAML type an XML type without a parent renders, the lifecycle
/// interfaces of Winery, OpenTOSCA and the OASIS samples and their normative
/// counterparts, the requirement a hosting or connecting relationship
/// fills, and the YAML names of other interfaces. One table per question,
/// read by the YAML writer and by its inverse (docs/mapping.md, "Normative
/// types" and "Interfaces").

#include "tosca/ir/index.hpp"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <set>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tosca::yaml::detail {

/// Lower case, letters and digits only: `Hosted_On` and `hostedOn` compare equal.
std::string squash(std::string_view s);

/// The normative parent of an XML type that names no DerivedFrom: the
/// kind's root, or a more specific normative type where the XML type is a
/// rendering of one (HostedOn, Container, a script artifact, a VM, ...).
std::string normative_parent(ir::EntityKind kind, const ir::QName& type);

/// The normative type an XML type's own name says it is, whatever its XML
/// parent: `tosca.relationships.HostedOn` for a `HostedOn`,
/// `tosca.capabilities.Container` for the OASIS base types'
/// `ContainerCapability`, `tosca.nodes.Compute` for a `Server`. "" when the
/// name says nothing more specific than the kind's root. Stricter than
/// normative_parent for nodes: only names that are a machine, no prefixes.
std::string named_normative(ir::EntityKind kind, const ir::QName& type);

/// The root type of a kind (`tosca.nodes.Root`, ...), or "" for kinds
/// without a YAML section.
const char* root_type(ir::EntityKind kind);

/// True for the Simple Profile's own names (`tosca.*`).
bool is_normative_name(std::string_view yaml_name);

/// An operation's name in XML and in YAML.
struct OperationName
{
  std::string_view xml;
  std::string_view yaml;
};

/// A normative interface an XML interface maps onto, with its operations.
struct LifecycleMapping
{
  std::string_view yaml_name; ///< `Standard` or `Configure`
  std::string_view yaml_type; ///< `tosca.interfaces.node.lifecycle.Standard`, ...
  /// YAML operation names of the XML operations, in the interface's order.
  std::vector<std::string> operations;
};

/// Where an XML interface of a relationship type stood.
enum class InterfaceSide { node, source, target };

/// The normative interface `xml_name` with these operations maps onto, or
/// nothing when one of its operations has no normative counterpart, or two
/// map onto the same one (the interface then keeps its own name and type).
std::optional<LifecycleMapping> lifecycle_mapping(std::string_view xml_name,
                                                  const std::vector<std::string>& operations,
                                                  InterfaceSide side);

/// One XML interface of a type and the YAML interface it becomes.
struct InterfacePlacement
{
  const ir::Interface* itf = nullptr;
  InterfaceSide side = InterfaceSide::node;
  std::string key;           ///< the YAML interface name
  std::string normative_type; ///< Standard's or Configure's type, "" for a custom one
  std::vector<std::string> ops; ///< YAML names of itf->operations, in order
};

/// Where each XML interface of one type goes: a lifecycle interface onto
/// its normative one (the source and target halves of a relationship's
/// share it when their operations differ), any other under its own name.
/// Deterministic in the XML alone, so a derived type finds its parent's
/// interfaces under the names the parent's own output used.
std::vector<InterfacePlacement> place_interfaces(
    const std::vector<std::pair<const ir::Interface*, InterfaceSide>>& interfaces);

/// The XML interface an interface added in YAML becomes: `Standard` the
/// OpenTOSCA node lifecycle, `Configure` its relationship lifecycle, any
/// other key its own name; and the XML name of one of its operations.
std::string xml_interface_name(std::string_view yaml_key);
std::string xml_operation_name(std::string_view yaml_key, std::string_view yaml_op);

/// A 1.3 attribute mapping onto the node's own attribute `name`:
/// `[SELF, name]`, where an operation output that names a property goes.
inline ir::Value self_attribute(const std::string& name)
{
  ir::Value v = ir::Value::list();
  v.push(ir::Value::of("SELF"));
  v.push(ir::Value::of(name));
  return v;
}

/// `{get_input: name}`: a value read from the service input `name`.
inline ir::Value get_input_call(const std::string& name)
{
  ir::Value v = ir::Value::map();
  v.add("get_input", ir::Value::of(name));
  return v;
}

/// A lifecycle step OpenTOSCA's plan builder runs on a node's host: a
/// cloud provider creates the VM hosted on it, a Docker engine starts the
/// container. The hosted node's type implements no such step, so a YAML
/// orchestrator would create nothing unless the node template names the
/// host's implementation (write_operation_inputs.cpp).
struct HostStep
{
  std::string_view xml_interface; ///< on the host's type
  std::string_view xml_operation;
  std::string_view lifecycle; ///< the hosted node's Standard operation
};
std::span<const HostStep> host_steps();

/// The other names OpenTOSCA gives a machine's address and login: an
/// operation input named by one of them, which no property of its own
/// name answers, reads the nearest of the others (its convention Utils:
/// ServerIP, VMIP, IP, ContainerIP; SSHUser, VMUserName, User;
/// SSHPrivateKey, VMPrivateKey, Password). Empty for any other name.
std::span<const std::string_view> input_aliases(std::string_view input);

/// An input of a host step that OpenTOSCA's plugin builds from the hosted
/// node's own properties under other names: the Docker container plugin
/// gives the engine's startContainer ContainerImage from ImageID, and
/// ContainerPorts from ContainerPort and Port joined by a comma.
struct StepInputConvention
{
  std::string_view xml_operation; ///< the host's operation
  std::string_view input;
  std::span<const std::string_view> properties; ///< joined in this order
  std::string_view separator;                   ///< between them
};
/// The convention for `input` of host operation `xml_operation`; with an
/// empty operation, of any host step (the way back knows no operation).
const StepInputConvention* step_input_convention(std::string_view xml_operation,
                                                 std::string_view input);

/// The description of a property the writer declares on a substituted
/// node type for an input of the substituting topology, by which the way
/// back knows it from one the type has.
inline constexpr const char* k_substitution_input_description =
    "an input of the topology that substitutes this node type";

/// The operation OpenTOSCA runs on an end of a ConnectsTo relationship
/// that has it, with inputs from the other end: the YAML relationship
/// template runs it as a Configure step (write_operation_inputs.cpp).
inline constexpr std::string_view k_connect_operation = "connectTo";

/// A readable YAML type name for a custom XML interface: a URI becomes
/// reversed host plus path (`org.opentosca.interfaces.connections`), any
/// other name is kept with characters outside [A-Za-z0-9_.-] replaced.
std::string interface_type_name(std::string_view xml_name);

/// The requirement a relationship of a normative kind fills on its source,
/// and the capability it needs on its target.
struct RelationshipRole
{
  std::string_view requirement; ///< `host`, `connection`, `dependency`
  std::string_view capability_type; ///< `tosca.capabilities.Container`, ...
  std::string_view capability; ///< the name an implied capability definition gets
};

/// The role of a relationship whose normative ancestor is `normative`
/// (`tosca.relationships.HostedOn`, ...), or nothing for other kinds.
std::optional<RelationshipRole> relationship_role(std::string_view normative);

/// A short label for a namespace, used to qualify type names that would
/// otherwise clash: the last path segment that holds a letter and is not a
/// generic word (`ns`, `types`), else the host's first label.
std::string namespace_label(const std::string& ns);

/// The input name of Winery's property text `get_input: NAME` (any
/// spacing after the colon; NAME a YAML-safe word), or nothing.
std::optional<std::string> winery_get_input(std::string_view text);
/// The text Winery writes for an input reference: `get_input: NAME`.
std::string winery_get_input_text(std::string_view name);

/// The artifact implements one operation; without `operationName` (or
/// with Winery's empty one) it implements its whole interface.
inline bool operation_level(const ir::ImplementationArtifact& ia)
{
  return ia.operation_name && !ia.operation_name->empty();
}

/// Whether two implementation artifacts may implement one operation: the
/// same interface (or either names none) and the same operation (or
/// either implements the whole interface). An implementation's artifact
/// that shares none with the chosen implementation's fills a gap in it,
/// on the way out and back alike.
inline bool same_operations(const ir::ImplementationArtifact& a,
                            const ir::ImplementationArtifact& b)
{
  const bool any_interface = !a.interface_name || a.interface_name->empty() ||
                             !b.interface_name || b.interface_name->empty();
  if (!any_interface && *a.interface_name != *b.interface_name) {
    return false;
  }
  return !operation_level(a) || !operation_level(b) || *a.operation_name == *b.operation_name;
}

/// The next YAML name for a file of deployment artifact `base` on a node
/// type: `base`, then `base_2`, `base_3`, ..., passing over `reserved`
/// (the names of the implementation's other artifacts). `k` counts the
/// names tried; the writer and the way back call it alike.
inline std::string next_artifact_name(const std::string& base, std::size_t& k,
                                      const std::set<std::string>& reserved)
{
  for (;;) {
    ++k;
    std::string name = k == 1 ? base : base + "_" + std::to_string(k);
    if (k == 1 || reserved.count(name) == 0) {
      return name;
    }
  }
}

/// The element of `list` whose name (or id, when it has none) is `name`,
/// if exactly one: how a requirement assignment names the ends of its
/// relationship, both ways.
const ir::RequirementOrCapability* named_element(
    std::span<const ir::RequirementOrCapability> list, std::string_view name);

/// A topology's node templates by id (the first of equal ids) and its
/// requirement and capability elements by id (every element of a repeated
/// id, in topology order): for the lookups per boundary reference and
/// property mapping, which searched the whole topology each. Views of the
/// topology's ids: it must outlive this.
class TopologyElements
{
public:
  using Element = std::pair<const ir::NodeTemplate*, const ir::RequirementOrCapability*>;

  explicit TopologyElements(const ir::TopologyTemplate& topology);

  const ir::NodeTemplate* node(std::string_view id) const;
  std::span<const Element> requirements(std::string_view id) const;
  std::span<const Element> capabilities(std::string_view id) const;

private:
  std::unordered_map<std::string_view, const ir::NodeTemplate*> m_nodes;
  std::unordered_map<std::string_view, std::vector<Element>> m_requirements;
  std::unordered_map<std::string_view, std::vector<Element>> m_capabilities;
};

/// Metadata keys the YAML writer sets itself.
bool is_writer_metadata(std::string_view key);
/// Tags can be written as metadata: each name once, none a writer's key.
bool tags_as_metadata(const std::vector<ir::Tag>& tags);

/// Winery's spelling of a property of YAML type `yaml_type` (`xsd:string`).
std::string winery_type(std::string_view yaml_type);

/// The XML spelling of an operation parameter of YAML type `yaml_type`
/// (`xs:string`, `xs:integer`, ...), as the reverse direction writes it.
std::string xml_parameter_type(std::string_view yaml_type);

}  // namespace tosca::yaml::detail
