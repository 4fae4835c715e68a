// The interface tables of wellknown.hpp: which XML interfaces and
// operations map onto the Simple Profile's Standard and Configure, and
// where each XML interface of a type goes in YAML (docs/mapping.md,
// "Interfaces and implementations").
#include "wellknown.hpp"

#include <algorithm>
#include <array>

namespace tosca::yaml::detail {

namespace {

struct OpPair
{
  std::string_view xml;
  std::string_view yaml;
};

constexpr std::array k_node_lifecycle_names = {
    std::string_view("http://www.example.com/interfaces/lifecycle"),
    std::string_view("http://opentosca.org/interfaces/lifecycle"),
    std::string_view("http://docs.oasis-open.org/tosca/ns/2011/12/interfaces/lifecycle"),
    std::string_view("tosca.interfaces.node.lifecycle.Standard"),
    std::string_view("Standard"),
};

constexpr std::array k_node_lifecycle_ops = {
    OpPair{"install", "create"}, OpPair{"create", "create"},       OpPair{"configure", "configure"},
    OpPair{"start", "start"},    OpPair{"stop", "stop"},           OpPair{"uninstall", "delete"},
    OpPair{"delete", "delete"},
};

constexpr std::array k_configure_names = {
    std::string_view("http://opentosca.org/interfaces/relationship/configure"),
    std::string_view("http://docs.oasis-open.org/tosca/ns/2011/12/interfaces/relationship/configure"),
    std::string_view("tosca.interfaces.relationship.Configure"),
    std::string_view("Configure"),
};

constexpr std::array k_configure_ops = {
    OpPair{"pre_configure_source", "pre_configure_source"},
    OpPair{"preConfigureSource", "pre_configure_source"},
    OpPair{"pre_configure_target", "pre_configure_target"},
    OpPair{"preConfigureTarget", "pre_configure_target"},
    OpPair{"post_configure_source", "post_configure_source"},
    OpPair{"postConfigureSource", "post_configure_source"},
    OpPair{"post_configure_target", "post_configure_target"},
    OpPair{"postConfigureTarget", "post_configure_target"},
    OpPair{"add_target", "add_target"},
    OpPair{"addTarget", "add_target"},
    OpPair{"add_source", "add_source"},
    OpPair{"addSource", "add_source"},
    OpPair{"remove_target", "remove_target"},
    OpPair{"removeTarget", "remove_target"},
    OpPair{"target_changed", "target_changed"},
    OpPair{"targetChanged", "target_changed"},
};

template <std::size_t N>
std::optional<std::string> op_in(const std::array<OpPair, N>& table, std::string_view xml)
{
  for (const auto& p : table) {
    if (p.xml == xml) {
      return std::string(p.yaml);
    }
  }
  return std::nullopt;
}

/// Operations of the connect-style interfaces OpenTOSCA runs for a
/// relationship: on the source side they become `post_configure_source`,
/// on the target side `post_configure_target`.
bool is_connect_op(std::string_view op)
{
  const std::string s = squash(op);
  return s == "connectto" || s == "connect" || s == "establish";
}

/// The side whose node runs Configure operation `yaml_op`.
InterfaceSide configure_side(std::string_view yaml_op)
{
  const bool target = yaml_op == "pre_configure_target" || yaml_op == "post_configure_target" ||
                      yaml_op == "add_source";
  return target ? InterfaceSide::target : InterfaceSide::source;
}

/// A side interface's `preConfigure...` or `postConfigure...` operation
/// (SugarCRM's `preConfigureEndpoint`) as the normative step of that side:
/// `pre_configure_source` on the source side. Nothing when the name ends
/// in the other side's name.
std::optional<std::string> side_configure_op(std::string_view op, InterfaceSide side)
{
  const std::string s = squash(op);
  const std::string_view own = side == InterfaceSide::source ? "source" : "target";
  const std::string_view other = side == InterfaceSide::source ? "target" : "source";
  for (std::string_view stage : {"pre", "post"}) {
    const std::string head = std::string(stage) + "configure";
    if (s.rfind(head, 0) == 0 && s.substr(head.size()) != other) {
      return std::string(stage) + "_configure_" + std::string(own);
    }
  }
  return std::nullopt;
}
}  // namespace

std::optional<LifecycleMapping> lifecycle_mapping(std::string_view xml_name,
                                                  const std::vector<std::string>& operations,
                                                  InterfaceSide side)
{
  LifecycleMapping m;
  auto map_all = [&](auto lookup) {
    for (const auto& op : operations) {
      std::optional<std::string> y = lookup(op);
      if (!y || std::find(m.operations.begin(), m.operations.end(), *y) != m.operations.end()) {
        return false;
      }
      m.operations.push_back(*y);
    }
    return true;
  };
  if (side == InterfaceSide::node) {
    if (std::find(k_node_lifecycle_names.begin(), k_node_lifecycle_names.end(), xml_name) ==
        k_node_lifecycle_names.end()) {
      return std::nullopt;
    }
    m.yaml_name = "Standard";
    m.yaml_type = "tosca.interfaces.node.lifecycle.Standard";
    if (!map_all([](const std::string& op) { return op_in(k_node_lifecycle_ops, op); })) {
      return std::nullopt;
    }
    return m;
  }
  m.yaml_name = "Configure";
  m.yaml_type = "tosca.interfaces.relationship.Configure";
  const bool named = std::find(k_configure_names.begin(), k_configure_names.end(), xml_name) !=
                     k_configure_names.end();
  bool ok = map_all([&](const std::string& op) -> std::optional<std::string> {
    if (named) {
      return op_in(k_configure_ops, op);
    }
    if (is_connect_op(op)) {
      return std::string(side == InterfaceSide::source ? "post_configure_source"
                                                       : "post_configure_target");
    }
    if (auto y = op_in(k_configure_ops, op); y && configure_side(*y) == side) {
      return y;
    }
    return side_configure_op(op, side);
  });
  if (!ok || operations.empty()) {
    return std::nullopt;
  }
  return m;
}

std::vector<InterfacePlacement> place_interfaces(
    const std::vector<std::pair<const ir::Interface*, InterfaceSide>>& interfaces)
{
  std::vector<InterfacePlacement> out;
  auto find_key = [&](const std::string& key) -> InterfacePlacement* {
    for (auto& p : out) {
      if (p.key == key) {
        return &p;
      }
    }
    return nullptr;
  };
  for (const auto& [itf, side] : interfaces) {
    InterfacePlacement p;
    p.itf = itf;
    p.side = side;
    std::vector<std::string> names;
    for (const auto& op : itf->operations) {
      names.push_back(op.name);
    }
    if (auto m = lifecycle_mapping(itf->name, names, side)) {
      const InterfacePlacement* other = find_key(std::string(m->yaml_name));
      bool clash = other != nullptr &&
                   (other->side == side ||
                    std::any_of(m->operations.begin(), m->operations.end(), [&](const auto& o) {
                      return std::find(other->ops.begin(), other->ops.end(), o) != other->ops.end();
                    }));
      if (!clash) {
        p.key = m->yaml_name;
        p.normative_type = m->yaml_type;
        p.ops = m->operations;
        out.push_back(std::move(p));
        continue;
      }
    }
    p.key = itf->name;
    for (int n = 2; find_key(p.key) != nullptr; ++n) {
      p.key = itf->name + "_" + std::to_string(n);
    }
    p.ops = std::move(names);
    out.push_back(std::move(p));
  }
  return out;
}

std::string xml_interface_name(std::string_view yaml_key)
{
  if (yaml_key == "Standard") {
    return "http://opentosca.org/interfaces/lifecycle";
  }
  if (yaml_key == "Configure") {
    return "http://opentosca.org/interfaces/relationship/configure";
  }
  return std::string(yaml_key);
}

std::span<const HostStep> host_steps()
{
  // OpenTOSCA's plan builder: the cloud-provider plugin (OpenStack,
  // vSphere) and the Docker container plugin.
  static constexpr std::array steps = {
      HostStep{"CloudProviderInterface", "createVM", "create"},
      HostStep{"CloudProviderInterface", "terminateVM", "delete"},
      HostStep{"InterfaceDockerEngine", "startContainer", "create"},
      HostStep{"InterfaceDockerEngine", "removeContainer", "delete"},
  };
  return steps;
}

std::span<const std::string_view> input_aliases(std::string_view input)
{
  static constexpr std::array<std::string_view, 4> address = {"ServerIP", "VMIP", "IP",
                                                              "ContainerIP"};
  static constexpr std::array<std::string_view, 3> user = {"SSHUser", "VMUserName", "User"};
  static constexpr std::array<std::string_view, 3> key = {"SSHPrivateKey", "VMPrivateKey",
                                                          "Password"};
  for (std::span<const std::string_view> group : {std::span<const std::string_view>(address),
                                                  std::span<const std::string_view>(user),
                                                  std::span<const std::string_view>(key)}) {
    if (std::find(group.begin(), group.end(), input) != group.end()) {
      return group;
    }
  }
  return {};
}

const StepInputConvention* step_input_convention(std::string_view xml_operation,
                                                 std::string_view input)
{
  static constexpr std::array<std::string_view, 1> image = {"ImageID"};
  static constexpr std::array<std::string_view, 2> ports = {"ContainerPort", "Port"};
  static const std::array conventions = {
      StepInputConvention{"startContainer", "ContainerImage", image, ""},
      StepInputConvention{"startContainer", "ContainerPorts", ports, ","},
  };
  for (const auto& c : conventions) {
    if (c.input == input && (xml_operation.empty() || c.xml_operation == xml_operation)) {
      return &c;
    }
  }
  return nullptr;
}

std::string xml_operation_name(std::string_view yaml_key, std::string_view yaml_op)
{
  if (yaml_key == "Standard") {
    if (yaml_op == "create") {
      return "install";
    }
    if (yaml_op == "delete") {
      return "uninstall";
    }
  }
  return std::string(yaml_op);
}

}  // namespace tosca::yaml::detail
