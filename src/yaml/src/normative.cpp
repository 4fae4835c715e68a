// The normative type table of the TOSCA Simple Profile in YAML (1.0 §5;
// 1.1-1.3 add tosca.nodes.Abstract.*, tosca.nodes.Storage.* and the Compute,
// Network and Storage capabilities). Property lists are complete, so an
// undeclared property can be told; requirement and capability definitions
// are those the spec's type definitions give; requirements in their 1.0
// form (hosting asks for tosca.capabilities.Container, which
// tosca.capabilities.Compute derives from), the most lenient reading
// across versions.
#include "tosca/yaml/normative.hpp"

namespace tosca::yaml::normative {

std::string_view section_of(YamlKind kind)
{
  switch (kind) {
  case YamlKind::node:
    return "node_types";
  case YamlKind::relationship:
    return "relationship_types";
  case YamlKind::capability:
    return "capability_types";
  case YamlKind::artifact:
    return "artifact_types";
  case YamlKind::data:
    return "data_types";
  case YamlKind::interface:
    return "interface_types";
  case YamlKind::group:
    return "group_types";
  case YamlKind::policy:
    return "policy_types";
  }
  return "";
}

std::string_view prefix_of(YamlKind kind)
{
  switch (kind) {
  case YamlKind::node:
    return "tosca.nodes.";
  case YamlKind::relationship:
    return "tosca.relationships.";
  case YamlKind::capability:
    return "tosca.capabilities.";
  case YamlKind::artifact:
    return "tosca.artifacts.";
  case YamlKind::data:
    return "tosca.datatypes.";
  case YamlKind::interface:
    return "tosca.interfaces.";
  case YamlKind::group:
    return "tosca.groups.";
  case YamlKind::policy:
    return "tosca.policies.";
  }
  return "";
}

std::string_view yaml_kind_name(YamlKind kind)
{
  switch (kind) {
  case YamlKind::node:
    return "node type";
  case YamlKind::relationship:
    return "relationship type";
  case YamlKind::capability:
    return "capability type";
  case YamlKind::artifact:
    return "artifact type";
  case YamlKind::data:
    return "data type";
  case YamlKind::interface:
    return "interface type";
  case YamlKind::group:
    return "group type";
  case YamlKind::policy:
    return "policy type";
  }
  return "type";
}

std::string_view normative_attributes(std::string_view type)
{
  // Simple Profile 1.3, 5.7 to 5.9 (the same in 1.0 to 1.2); tosca-parser's
  // type definitions agree.
  static const std::pair<std::string_view, std::string_view> table[] = {
      {"tosca.nodes.Root", "tosca_id:string tosca_name:string state:string"},
      {"tosca.nodes.Compute", "private_address:string public_address:string networks:map ports:map"},
      {"tosca.nodes.BlockStorage", "volume_id:string"},
      {"tosca.nodes.network.Port", "ip_address:string"},
      {"tosca.relationships.Root", "tosca_id:string tosca_name:string state:string"},
      {"tosca.capabilities.Endpoint", "ip_address:string"},
  };
  for (const auto& [name, attributes] : table) {
    if (name == type) {
      return attributes;
    }
  }
  return {};
}

const std::vector<NormativeType>& normative_types()
{
  using K = YamlKind;
  static const std::vector<NormativeType> table = {
      // Node types.
      {K::node, "tosca.nodes.Root", "", "", "feature=tosca.capabilities.Node",
       "dependency=tosca.capabilities.Node/tosca.nodes.Root/tosca.relationships.DependsOn", ""},
      {K::node, "tosca.nodes.Abstract.Compute", "tosca.nodes.Root", "",
       "host=tosca.capabilities.Compute", "", "", 1},
      {K::node, "tosca.nodes.Compute", "tosca.nodes.Root", "",
       "host=tosca.capabilities.Compute endpoint=tosca.capabilities.Endpoint.Admin "
       "os=tosca.capabilities.OperatingSystem scalable=tosca.capabilities.Scalable "
       "binding=tosca.capabilities.network.Bindable",
       "local_storage=tosca.capabilities.Attachment//tosca.relationships.AttachesTo", ""},
      {K::node, "tosca.nodes.SoftwareComponent", "tosca.nodes.Root",
       "component_version admin_credential", "",
       "host=tosca.capabilities.Container/tosca.nodes.Compute/tosca.relationships.HostedOn", ""},
      {K::node, "tosca.nodes.WebServer", "tosca.nodes.SoftwareComponent", "",
       "data_endpoint=tosca.capabilities.Endpoint admin_endpoint=tosca.capabilities.Endpoint.Admin "
       "host=tosca.capabilities.Container",
       "", ""},
      {K::node, "tosca.nodes.WebApplication", "tosca.nodes.Root", "context_root:string",
       "app_endpoint=tosca.capabilities.Endpoint",
       "host=tosca.capabilities.Container/tosca.nodes.WebServer/tosca.relationships.HostedOn", ""},
      {K::node, "tosca.nodes.DBMS", "tosca.nodes.SoftwareComponent", "root_password:string port:integer",
       "host=tosca.capabilities.Container", "", ""},
      {K::node, "tosca.nodes.Database", "tosca.nodes.Root", "name!:string port:integer user:string password:string",
       "database_endpoint=tosca.capabilities.Endpoint.Database",
       "host=tosca.capabilities.Container/tosca.nodes.DBMS/tosca.relationships.HostedOn", ""},
      {K::node, "tosca.nodes.Abstract.Storage", "tosca.nodes.Root", "name!:string size:scalar-unit.size maxsize:scalar-unit.size", "", "",
       "", 1},
      {K::node, "tosca.nodes.ObjectStorage", "tosca.nodes.Root", "name!:string size:scalar-unit.size maxsize:scalar-unit.size",
       "storage_endpoint=tosca.capabilities.Endpoint", "", ""},
      {K::node, "tosca.nodes.Storage.ObjectStorage", "tosca.nodes.Abstract.Storage",
       "name!:string size:scalar-unit.size maxsize:scalar-unit.size",
       "storage_endpoint=tosca.capabilities.Endpoint", "", "", 1},
      {K::node, "tosca.nodes.BlockStorage", "tosca.nodes.Root", "size!:scalar-unit.size volume_id:string snapshot_id:string",
       "attachment=tosca.capabilities.Attachment", "", ""},
      {K::node, "tosca.nodes.Storage.BlockStorage", "tosca.nodes.Abstract.Storage",
       "name:string size!:scalar-unit.size maxsize:scalar-unit.size volume_id:string snapshot_id:string", "attachment=tosca.capabilities.Attachment", "",
       "", 1},
      {K::node, "tosca.nodes.Container.Runtime", "tosca.nodes.SoftwareComponent", "",
       "host=tosca.capabilities.Container scalable=tosca.capabilities.Scalable", "", ""},
      {K::node, "tosca.nodes.Container.Application", "tosca.nodes.Root", "", "",
       "host=tosca.capabilities.Container/tosca.nodes.Container.Runtime/"
       "tosca.relationships.HostedOn",
       ""},
      {K::node, "tosca.nodes.Container.Application.Docker", "tosca.nodes.Container.Application", "",
       "", "host=tosca.capabilities.Container.Docker//", ""},
      {K::node, "tosca.nodes.LoadBalancer", "tosca.nodes.Root", "algorithm:string",
       "client=tosca.capabilities.Endpoint.Public",
       "application=tosca.capabilities.Endpoint//tosca.relationships.RoutesTo", ""},
      {K::node, "tosca.nodes.network.Network", "tosca.nodes.Root",
       "ip_version:integer cidr:string start_ip:string end_ip:string gateway_ip:string "
       "network_name:string network_id:string segmentation_id:string network_type:string "
       "physical_network:string dhcp_enabled:boolean",
       "link=tosca.capabilities.network.Linkable", "", ""},
      {K::node, "tosca.nodes.network.Port", "tosca.nodes.Root",
       "ip_address:string order:integer is_default:boolean ip_range_start:string ip_range_end:string", "",
       "link=tosca.capabilities.network.Linkable//tosca.relationships.network.LinksTo "
       "binding=tosca.capabilities.network.Bindable//tosca.relationships.network.BindsTo",
       ""},
      // Relationship types.
      {K::relationship, "tosca.relationships.Root", "", "", "", "", ""},
      {K::relationship, "tosca.relationships.DependsOn", "tosca.relationships.Root", "", "", "",
       "tosca.capabilities.Node"},
      {K::relationship, "tosca.relationships.HostedOn", "tosca.relationships.Root", "", "", "",
       "tosca.capabilities.Container"},
      {K::relationship, "tosca.relationships.ConnectsTo", "tosca.relationships.Root", "credential",
       "", "", "tosca.capabilities.Endpoint"},
      {K::relationship, "tosca.relationships.AttachesTo", "tosca.relationships.Root",
       "location!:string device:string", "", "", "tosca.capabilities.Attachment"},
      {K::relationship, "tosca.relationships.RoutesTo", "tosca.relationships.ConnectsTo", "", "",
       "", "tosca.capabilities.Endpoint"},
      {K::relationship, "tosca.relationships.network.LinksTo", "tosca.relationships.DependsOn", "",
       "", "", "tosca.capabilities.network.Linkable"},
      {K::relationship, "tosca.relationships.network.BindsTo", "tosca.relationships.DependsOn", "",
       "", "", "tosca.capabilities.network.Bindable"},
      // Capability types.
      {K::capability, "tosca.capabilities.Root", "", "", "", "", ""},
      {K::capability, "tosca.capabilities.Node", "tosca.capabilities.Root", "", "", "", ""},
      {K::capability, "tosca.capabilities.Container", "tosca.capabilities.Root",
       "num_cpus:integer cpu_frequency:scalar-unit.frequency disk_size:scalar-unit.size "
       "mem_size:scalar-unit.size",
       "", "", ""},
      {K::capability, "tosca.capabilities.Compute", "tosca.capabilities.Container",
       "name:string num_cpus:integer cpu_frequency:scalar-unit.frequency "
       "disk_size:scalar-unit.size mem_size:scalar-unit.size",
       "", "", "", 1},
      {K::capability, "tosca.capabilities.Network", "tosca.capabilities.Root", "name", "", "", "",
       1},
      {K::capability, "tosca.capabilities.Storage", "tosca.capabilities.Root", "name", "", "", "",
       1},
      {K::capability, "tosca.capabilities.Endpoint", "tosca.capabilities.Root",
       "protocol:string port:tosca.datatypes.network.PortDef secure:boolean url_path:string "
       "port_name:string "
       "network_name:string initiator:string ports",
       "", "", ""},
      {K::capability, "tosca.capabilities.Endpoint.Public", "tosca.capabilities.Endpoint",
       "network_name:string floating:boolean dns_name:string", "", "", ""},
      {K::capability, "tosca.capabilities.Endpoint.Admin", "tosca.capabilities.Endpoint", "secure:boolean",
       "", "", ""},
      {K::capability, "tosca.capabilities.Endpoint.Database", "tosca.capabilities.Endpoint", "", "",
       "", ""},
      {K::capability, "tosca.capabilities.Attachment", "tosca.capabilities.Root", "", "", "", ""},
      {K::capability, "tosca.capabilities.OperatingSystem", "tosca.capabilities.Root",
       "architecture:string type:string distribution:string version:version", "", "", ""},
      {K::capability, "tosca.capabilities.Scalable", "tosca.capabilities.Root",
       "min_instances:integer max_instances:integer default_instances:integer", "", "", ""},
      {K::capability, "tosca.capabilities.network.Bindable", "tosca.capabilities.Node", "", "", "",
       ""},
      {K::capability, "tosca.capabilities.network.Linkable", "tosca.capabilities.Node", "", "", "",
       ""},
      {K::capability, "tosca.capabilities.Container.Docker", "tosca.capabilities.Container",
       "version publish_all publish_ports expose_ports volumes", "", "", ""},
      // Interface types.
      {K::interface, "tosca.interfaces.Root", "", "", "", "", ""},
      {K::interface, "tosca.interfaces.node.lifecycle.Standard", "tosca.interfaces.Root", "", "",
       "", ""},
      {K::interface, "tosca.interfaces.relationship.Configure", "tosca.interfaces.Root", "", "", "",
       ""},
      // Artifact types.
      {K::artifact, "tosca.artifacts.Root", "", "", "", "", ""},
      {K::artifact, "tosca.artifacts.File", "tosca.artifacts.Root", "", "", "", ""},
      {K::artifact, "tosca.artifacts.Deployment", "tosca.artifacts.Root", "", "", "", ""},
      {K::artifact, "tosca.artifacts.Deployment.Image", "tosca.artifacts.Deployment", "", "", "",
       ""},
      {K::artifact, "tosca.artifacts.Deployment.Image.VM", "tosca.artifacts.Deployment.Image", "",
       "", "", ""},
      {K::artifact, "tosca.artifacts.Deployment.Image.VM.ISO",
       "tosca.artifacts.Deployment.Image.VM", "", "", "", ""},
      {K::artifact, "tosca.artifacts.Deployment.Image.VM.QCOW2",
       "tosca.artifacts.Deployment.Image.VM", "", "", "", ""},
      {K::artifact, "tosca.artifacts.Deployment.Image.Container.Docker",
       "tosca.artifacts.Deployment.Image", "", "", "", ""},
      {K::artifact, "tosca.artifacts.Implementation", "tosca.artifacts.Root", "", "", "", ""},
      {K::artifact, "tosca.artifacts.Implementation.Bash", "tosca.artifacts.Implementation", "", "",
       "", ""},
      {K::artifact, "tosca.artifacts.Implementation.Python", "tosca.artifacts.Implementation", "",
       "", "", ""},
      {K::artifact, "tosca.artifacts.template", "tosca.artifacts.Root", "", "", "", "", 3},
      // Data types.
      {K::data, "tosca.datatypes.Root", "", "", "", "", ""},
      {K::data, "tosca.datatypes.json", "string", "", "", "", "", 1},
      {K::data, "tosca.datatypes.xml", "string", "", "", "", "", 1},
      {K::data, "tosca.datatypes.Credential", "tosca.datatypes.Root",
       "protocol token_type token! keys user", "", "", ""},
      {K::data, "tosca.datatypes.TimeInterval", "tosca.datatypes.Root", "start_time! end_time!", "",
       "", ""},
      {K::data, "tosca.datatypes.network.NetworkInfo", "tosca.datatypes.Root",
       "network_name network_id addresses", "", "", ""},
      {K::data, "tosca.datatypes.network.PortInfo", "tosca.datatypes.Root",
       "port_name port_id network_id mac_address addresses", "", "", ""},
      {K::data, "tosca.datatypes.network.PortDef", "integer", "", "", "", ""},
      {K::data, "tosca.datatypes.network.PortSpec", "tosca.datatypes.Root",
       "protocol:string source:tosca.datatypes.network.PortDef source_range:range "
       "target:tosca.datatypes.network.PortDef target_range:range",
       "", "", ""},
      // Group and policy types.
      {K::group, "tosca.groups.Root", "", "", "", "", ""},
      {K::policy, "tosca.policies.Root", "", "", "", "", ""},
      {K::policy, "tosca.policies.Placement", "tosca.policies.Root", "", "", "", ""},
      {K::policy, "tosca.policies.Scaling", "tosca.policies.Root", "", "", "", ""},
      {K::policy, "tosca.policies.Update", "tosca.policies.Root", "", "", "", ""},
      {K::policy, "tosca.policies.Performance", "tosca.policies.Root", "", "", "", ""},
      // 1.1+: tosca.entity.Root, the root every entity type may derive
      // from (the spec's own roots do); one entry per kind, so it is a
      // parent of the right kind wherever it is named.
      {K::node, "tosca.entity.Root", "", "", "", "", "", 1},
      {K::relationship, "tosca.entity.Root", "", "", "", "", "", 1},
      {K::capability, "tosca.entity.Root", "", "", "", "", "", 1},
      {K::artifact, "tosca.entity.Root", "", "", "", "", "", 1},
      {K::data, "tosca.entity.Root", "", "", "", "", "", 1},
      {K::interface, "tosca.entity.Root", "", "", "", "", "", 1},
      {K::group, "tosca.entity.Root", "", "", "", "", "", 1},
      {K::policy, "tosca.entity.Root", "", "", "", "", "", 1},
  };
  return table;
}

bool is_normative_name(std::string_view name, int minor)
{
  std::string_view rest = name;
  if (rest.substr(0, 6) == "tosca:") {
    rest.remove_prefix(6);
  }
  for (const NormativeType& t : normative_types()) {
    if (t.since > minor) {
      continue;
    }
    if (t.name == name) {
      return true;
    }
    const std::string_view prefix = prefix_of(t.kind);
    if (rest.substr(0, 6) != "tosca." && t.name.size() == prefix.size() + rest.size() &&
        t.name.substr(0, prefix.size()) == prefix && t.name.substr(prefix.size()) == rest) {
      return true;
    }
  }
  return false;
}

} // namespace tosca::yaml::normative
