// The tables of wellknown.hpp. Names and interfaces come from a survey of
// the XML in use (Winery's and OpenTOSCA's public repositories, the OASIS
// SugarCRM interoperability sample, the 2012 draft's examples); the table in
// docs/mapping.md ("Normative types", "Interfaces") lists the same rows.
#include "wellknown.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>

namespace tosca::yaml::detail {

/// Lower case, letters and digits only: `Hosted_On` and `hostedOn` compare equal.
std::string squash(std::string_view s)
{
  std::string out;
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c)) != 0) {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  return out;
}

namespace {

bool is_oasis(const std::string& ns)
{
  return ns.rfind("http://docs.oasis-open.org/tosca/", 0) == 0;
}

bool contains(const std::string& hay, std::string_view needle)
{
  return hay.find(needle) != std::string::npos;
}

std::string relationship_parent(const std::string& name)
{
  const std::string s = squash(name);
  for (std::string_view h : {"hostedon", "deployedon", "installedon", "runson"}) {
    if (s == h) {
      return "tosca.relationships.HostedOn";
    }
  }
  for (std::string_view c : {"connectsto", "connectto"}) {
    if (s == c) {
      return "tosca.relationships.ConnectsTo";
    }
  }
  if (s == "dependson" || s == "dependsof" || s == "requires") {
    return "tosca.relationships.DependsOn";
  }
  return "tosca.relationships.Root";
}

std::string capability_parent(const ir::QName& q)
{
  if (is_oasis(q.ns)) {
    // The draft's `Container`, the final base types' `ContainerCapability`.
    std::string s = squash(q.local);
    if (s.size() > 10 && s.compare(s.size() - 10, 10, "capability") == 0) {
      s.resize(s.size() - 10);
    }
    if (s == "container") {
      return "tosca.capabilities.Container";
    }
    if (s == "endpoint") {
      return "tosca.capabilities.Endpoint";
    }
    if (s == "node" || s == "feature") {
      return "tosca.capabilities.Node";
    }
  }
  return "tosca.capabilities.Root";
}

/// Artifact types by the words in their name: implementations (scripts and
/// configuration-management code), deployment archives, container and
/// virtual-machine images. Anything else stays below tosca.artifacts.Root.
std::string artifact_parent(const std::string& name)
{
  const std::string s = squash(name);
  if (contains(s, "python")) {
    return "tosca.artifacts.Implementation.Python";
  }
  if (contains(s, "bash") || contains(s, "shell")) {
    return "tosca.artifacts.Implementation.Bash";
  }
  for (std::string_view w : {"script", "ansible", "chef", "puppet", "playbook"}) {
    if (contains(s, w)) {
      return "tosca.artifacts.Implementation";
    }
  }
  if (contains(s, "docker") || contains(s, "containerimage") || contains(s, "oci")) {
    return "tosca.artifacts.Deployment.Image";
  }
  for (std::string_view w : {"vmimage", "qcow", "vmdk"}) {
    if (contains(s, w)) {
      return "tosca.artifacts.Deployment.Image.VM";
    }
  }
  for (std::string_view w : {"iso", "ami", "ovf", "ova"}) {
    if (s.size() >= w.size() && s.compare(s.size() - w.size(), w.size(), w) == 0) {
      return "tosca.artifacts.Deployment.Image.VM";
    }
  }
  if (contains(s, "image")) {
    return "tosca.artifacts.Deployment.Image";
  }
  for (std::string_view w : {"archive", "war", "jar", "ear", "zip", "tar", "deb", "rpm"}) {
    if (s == w || (w.size() > 3 && contains(s, w)) || s.rfind(w, 0) == 0) {
      return "tosca.artifacts.Deployment";
    }
  }
  return "tosca.artifacts.Root";
}

/// Virtual machines and operating systems on them are the normative Compute.
std::string node_parent(const std::string& name)
{
  std::string lower;
  for (char c : name) {
    lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  const std::string s = squash(name);
  if (s == "vm" || s == "compute" || s == "server" || s == "virtualmachine" || s == "machine") {
    return "tosca.nodes.Compute";
  }
  for (std::string_view os : {"ubuntu", "windows", "centos", "debian", "rhel", "fedora"}) {
    if (lower.rfind(os, 0) == 0) {
      return "tosca.nodes.Compute";
    }
  }
  // VM as a word: Ubuntu-VM_18.04, VM_w1, Compute_w1.
  auto word = [&](std::string_view w) {
    for (std::size_t at = lower.find(w); at != std::string::npos; at = lower.find(w, at + 1)) {
      bool left = at == 0 || std::isalnum(static_cast<unsigned char>(lower[at - 1])) == 0;
      std::size_t end = at + w.size();
      bool right = end == lower.size() || std::isalnum(static_cast<unsigned char>(lower[end])) == 0;
      if (left && right) {
        return true;
      }
    }
    return false;
  };
  if (word("vm") || word("compute")) {
    return "tosca.nodes.Compute";
  }
  return "tosca.nodes.Root";
}


}  // namespace

const char* root_type(ir::EntityKind kind)
{
  switch (kind) {
  case ir::EntityKind::node_type: return "tosca.nodes.Root";
  case ir::EntityKind::relationship_type: return "tosca.relationships.Root";
  case ir::EntityKind::capability_type: return "tosca.capabilities.Root";
  case ir::EntityKind::artifact_type: return "tosca.artifacts.Root";
  case ir::EntityKind::policy_type: return "tosca.policies.Root";
  default: return "";
  }
}

std::string named_normative(ir::EntityKind kind, const ir::QName& type)
{
  std::string named;
  switch (kind) {
  case ir::EntityKind::relationship_type: named = relationship_parent(type.local); break;
  case ir::EntityKind::capability_type: named = capability_parent(type); break;
  case ir::EntityKind::node_type: {
    const std::string s = squash(type.local);
    if (s == "server" || s == "compute" || s == "vm" || s == "virtualmachine") {
      named = "tosca.nodes.Compute";
    }
    break;
  }
  default: break;
  }
  return named == root_type(kind) ? std::string() : named;
}

bool is_normative_name(std::string_view yaml_name)
{
  return yaml_name.rfind("tosca.", 0) == 0;
}

std::string normative_parent(ir::EntityKind kind, const ir::QName& type)
{
  switch (kind) {
  case ir::EntityKind::node_type: return node_parent(type.local);
  case ir::EntityKind::relationship_type: return relationship_parent(type.local);
  case ir::EntityKind::capability_type: return capability_parent(type);
  case ir::EntityKind::artifact_type: return artifact_parent(type.local);
  default: return root_type(kind);
  }
}

std::string interface_type_name(std::string_view xml_name)
{
  std::vector<std::string> parts;
  auto clean = [](std::string_view s) {
    std::string out;
    for (char c : s) {
      out += std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '-' ? c : '_';
    }
    return out;
  };
  std::string_view rest = xml_name;
  auto scheme = rest.find("://");
  if (scheme != std::string_view::npos) {
    rest = rest.substr(scheme + 3);
    std::string_view host = rest.substr(0, rest.find('/'));
    rest = host.size() < rest.size() ? rest.substr(host.size()) : std::string_view();
    host = host.substr(0, host.find(':'));
    std::vector<std::string> labels;
    for (std::size_t at = 0; at <= host.size();) {
      std::size_t dot = host.find('.', at);
      if (dot == std::string_view::npos) {
        dot = host.size();
      }
      std::string_view label = host.substr(at, dot - at);
      if (!label.empty() && label != "www") {
        labels.push_back(clean(label));
      }
      at = dot + 1;
    }
    parts.assign(labels.rbegin(), labels.rend());
  }
  for (std::size_t at = 0; at <= rest.size();) {
    std::size_t end = rest.find_first_of("/:#", at);
    if (end == std::string_view::npos) {
      end = rest.size();
    }
    if (end > at) {
      parts.push_back(clean(rest.substr(at, end - at)));
    }
    at = end + 1;
  }
  std::string name;
  for (const auto& p : parts) {
    name += (name.empty() ? "" : ".") + p;
  }
  if (name.empty()) {
    name = "interface";
  }
  if (is_normative_name(name)) {
    name = "xml." + name;
  }
  return name;
}

std::optional<RelationshipRole> relationship_role(std::string_view normative)
{
  if (normative == "tosca.relationships.HostedOn") {
    return RelationshipRole{"host", "tosca.capabilities.Container", "host"};
  }
  if (normative == "tosca.relationships.ConnectsTo") {
    return RelationshipRole{"connection", "tosca.capabilities.Endpoint", "endpoint"};
  }
  if (normative == "tosca.relationships.DependsOn") {
    return RelationshipRole{"dependency", "tosca.capabilities.Node", "feature"};
  }
  return std::nullopt;
}

std::string namespace_label(const std::string& ns)
{
  std::vector<std::string_view> segments;
  std::string_view s = ns;
  std::string_view host;
  if (auto scheme = s.find("://"); scheme != std::string_view::npos) {
    s = s.substr(scheme + 3);
    host = s.substr(0, s.find('/'));
    s = s.substr(host.size());
  }
  for (std::size_t at = 0; at <= s.size();) {
    std::size_t end = s.find_first_of("/:#", at);
    if (end == std::string_view::npos) {
      end = s.size();
    }
    if (end > at) {
      segments.push_back(s.substr(at, end - at));
    }
    at = end + 1;
  }
  auto clean = [](std::string_view v) {
    std::string out;
    for (char c : v) {
      out += std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '-' ? c : '_';
    }
    return out;
  };
  for (auto it = segments.rbegin(); it != segments.rend(); ++it) {
    const bool letter = std::any_of(it->begin(), it->end(),
                                    [](char c) { return std::isalpha(static_cast<unsigned char>(c)); });
    const std::string word = squash(*it);
    if (letter && word != "ns" && word != "namespace" && word != "tosca") {
      return clean(*it);
    }
  }
  // Only numbers and generic words in the path: the host says more.
  for (std::size_t at = 0; at <= host.size();) {
    std::size_t dot = host.find('.', at);
    if (dot == std::string_view::npos) {
      dot = host.size();
    }
    std::string_view label = host.substr(at, dot - at);
    if (!label.empty() && label != "www" && label != "docs") {
      return clean(label);
    }
    at = dot + 1;
  }
  return "ns";
}

std::string xml_parameter_type(std::string_view yaml_type)
{
  if (yaml_type == "integer" || yaml_type == "boolean" || yaml_type == "float" ||
      yaml_type == "string") {
    return "xs:" + std::string(yaml_type);
  }
  if (yaml_type == "timestamp") {
    return "xs:dateTime";
  }
  return "xs:anyType";
}

std::optional<std::string> winery_get_input(std::string_view text)
{
  constexpr std::string_view prefix = "get_input:";
  if (text.substr(0, prefix.size()) != prefix) {
    return std::nullopt;
  }
  std::string_view name = text.substr(prefix.size());
  while (!name.empty() && (name.front() == ' ' || name.front() == '\t')) {
    name.remove_prefix(1);
  }
  while (!name.empty() && (name.back() == ' ' || name.back() == '\t')) {
    name.remove_suffix(1);
  }
  if (name.empty()) {
    return std::nullopt;
  }
  for (char c : name) {
    if (std::isalnum(static_cast<unsigned char>(c)) == 0 && c != '_' && c != '-' && c != '.') {
      return std::nullopt;
    }
  }
  return std::string(name);
}

std::string winery_get_input_text(std::string_view name)
{
  return "get_input: " + std::string(name);
}

bool is_writer_metadata(std::string_view key)
{
  return key == "template_name" || key == "targetNamespace" || key == "generator";
}

bool tags_as_metadata(const std::vector<ir::Tag>& tags)
{
  std::set<std::string_view> seen;
  for (const auto& t : tags) {
    if (is_writer_metadata(t.name) || !seen.insert(t.name).second) {
      return false;
    }
  }
  return true;
}

std::string winery_type(std::string_view yaml_type)
{
  if (yaml_type == "timestamp") {
    return "xsd:dateTime";
  }
  return "xsd:" + std::string(yaml_type);
}

TopologyElements::TopologyElements(const ir::TopologyTemplate& topology)
{
  for (const auto& n : topology.node_templates) {
    m_nodes.emplace(n.id, &n);
    for (const auto& e : n.requirements) {
      m_requirements[e.id].emplace_back(&n, &e);
    }
    for (const auto& e : n.capabilities) {
      m_capabilities[e.id].emplace_back(&n, &e);
    }
  }
}

const ir::NodeTemplate* TopologyElements::node(std::string_view id) const
{
  auto it = m_nodes.find(id);
  return it != m_nodes.end() ? it->second : nullptr;
}

std::span<const TopologyElements::Element> TopologyElements::requirements(std::string_view id) const
{
  auto it = m_requirements.find(id);
  if (it == m_requirements.end()) {
    return {};
  }
  return it->second;
}

std::span<const TopologyElements::Element> TopologyElements::capabilities(std::string_view id) const
{
  auto it = m_capabilities.find(id);
  if (it == m_capabilities.end()) {
    return {};
  }
  return it->second;
}

const ir::RequirementOrCapability* named_element(
    std::span<const ir::RequirementOrCapability> list, std::string_view name)
{
  const ir::RequirementOrCapability* found = nullptr;
  for (const auto& e : list) {
    if ((e.name ? *e.name : e.id) == name) {
      if (found != nullptr) {
        return nullptr;
      }
      found = &e;
    }
  }
  return found;
}

}  // namespace tosca::yaml::detail
