// YAML writer: what the XML implies but does not say. An XML relationship
// template may connect any two node templates; a YAML requirement
// assignment needs a requirement definition on the source's type, and the
// target must offer a matching capability. The topology writer asks here
// which requirement a relationship fills and records the definitions the
// types lack; the type writer adds them (docs/mapping.md, "Requirements").
#include "wellknown.hpp"
#include "writer_state.hpp"

#include <algorithm>

namespace tosca::yaml::detail {

namespace {

/// Capability types of the normative node types tosca-convert derives from.
struct NormativeCapability
{
  std::string_view node;
  std::string_view name;
  std::string_view type;
};

constexpr NormativeCapability k_normative_capabilities[] = {
    {"tosca.nodes.Root", "feature", "tosca.capabilities.Node"},
    {"tosca.nodes.Compute", "host", "tosca.capabilities.Container"},
    {"tosca.nodes.Compute", "endpoint", "tosca.capabilities.Endpoint.Admin"},
    {"tosca.nodes.Compute", "os", "tosca.capabilities.OperatingSystem"},
    {"tosca.nodes.Compute", "scalable", "tosca.capabilities.Scalable"},
    {"tosca.nodes.Compute", "binding", "tosca.capabilities.network.Bindable"},
};

constexpr std::pair<std::string_view, std::string_view> k_normative_requirements[] = {
    {"tosca.nodes.Root", "dependency"},
    {"tosca.nodes.Compute", "local_storage"},
};

/// `type` is `base` or derives from it, for normative capability names.
bool capability_is_a(std::string_view type, std::string_view base)
{
  if (base == "tosca.capabilities.Root" || type == base) {
    return true;
  }
  return type.size() > base.size() && type.substr(0, base.size()) == base &&
         type[base.size()] == '.';
}

}  // namespace

std::string WriterState::normative_of(EntityKind kind, const QName& q) const
{
  std::set<QName> seen;
  QName current{q.ns, q.local, {}};
  for (;;) {
    const ir::EntityTypeBase* t = type_base(kind, current);
    if (t == nullptr || !seen.insert(current).second) {
      return normative_parent(kind, current);
    }
    if (!t->derived_from) {
      return root_parent(kind, current);
    }
    // The YAML derives it from a normative type in place of its XML parent
    // (the OASIS base types' HostedOn over a bare RootRelationshipType).
    if (auto normative = rebased_parent(kind, *t)) {
      return *normative;
    }
    current = QName{t->derived_from->ns, t->derived_from->local, {}};
  }
}

std::optional<std::string> WriterState::rebased_parent(EntityKind kind,
                                                       const ir::EntityTypeBase& t) const
{
  if (!t.derived_from) {
    return std::nullopt;
  }
  std::string named = named_normative(kind, t.qname());
  const QName parent{t.derived_from->ns, t.derived_from->local, {}};
  if (named.empty()) {
    return std::nullopt;
  }
  // A DerivedFrom cycle through the type (reported by validate) would make
  // normative_of and this function ask each other forever.
  const std::vector<QName> ancestors = lineage(kind, parent);
  if (std::find(ancestors.begin(), ancestors.end(), t.qname()) != ancestors.end() ||
      normative_of(kind, parent) != root_type(kind)) {
    return std::nullopt;
  }
  for (const QName& q : ancestors) {
    const ir::EntityTypeBase* a = type_base(kind, q);
    if (a == nullptr || !says_nothing(kind, *a)) {
      return std::nullopt;
    }
  }
  return named;
}

bool WriterState::says_nothing(EntityKind kind, const ir::EntityTypeBase& t) const
{
  if (t.properties_definition || t.winery_properties || inferred.count({kind, t.qname()}) != 0) {
    return false;
  }
  if (kind == EntityKind::node_type) {
    const auto& n = static_cast<const ir::NodeType&>(t);
    return n.interfaces.empty() && n.requirement_definitions.empty() &&
           n.capability_definitions.empty() && n.deployment_artifacts.empty() &&
           implied_requirements.count(t.qname()) == 0 && implied_capabilities.count(t.qname()) == 0;
  }
  if (kind == EntityKind::relationship_type) {
    const auto& r = static_cast<const ir::RelationshipType&>(t);
    return r.source_interfaces.empty() && r.target_interfaces.empty();
  }
  return true;
}

std::string WriterState::root_parent(EntityKind kind, const QName& q) const
{
  if (kind == EntityKind::capability_type) {
    if (auto it = capability_parents.find(QName{q.ns, q.local, {}});
        it != capability_parents.end()) {
      return it->second;
    }
  }
  return normative_parent(kind, q);
}

void WriterState::target_capability(const QName& relationship_type, const QName& capability_type)
{
  const auto role = relationship_role(normative_of(EntityKind::relationship_type, relationship_type));
  if (!role || capability_is_a(normative_of(EntityKind::capability_type, capability_type),
                               role->capability_type)) {
    return;
  }
  // The top of the XML chain, when it is defined and its parent is the
  // plain root: a more specific normative parent is not overridden.
  const std::vector<QName> chain = lineage(EntityKind::capability_type, capability_type);
  const ir::EntityTypeBase* top = type_base(EntityKind::capability_type, chain.back());
  if (top == nullptr || top->derived_from ||
      root_parent(EntityKind::capability_type, chain.back()) != "tosca.capabilities.Root") {
    return;
  }
  if (auto known = capability_parents.find(chain.back());
      (known == capability_parents.end() || known->second != role->capability_type) && may_change_run()) {
    capability_parents[chain.back()] = std::string(role->capability_type);
  }
}

std::vector<QName> WriterState::lineage(EntityKind kind, const QName& q) const
{
  std::vector<QName> out;
  QName current{q.ns, q.local, {}};
  while (std::find(out.begin(), out.end(), current) == out.end()) {
    out.push_back(current);
    const ir::EntityTypeBase* t = type_base(kind, current);
    if (t == nullptr || !t->derived_from) {
      break;
    }
    current = QName{t->derived_from->ns, t->derived_from->local, {}};
  }
  return out;
}

bool WriterState::has_requirement(const QName& node_type, const std::string& name) const
{
  for (const QName& q : lineage(EntityKind::node_type, node_type)) {
    if (const ir::NodeType* t = index.node_type(q)) {
      for (const auto& r : t->requirement_definitions) {
        if (r.name == name) {
          return true;
        }
      }
    }
  }
  for (const QName& q : lineage(EntityKind::node_type, node_type)) {
    auto it = implied_requirements.find(q);
    if (q != QName{node_type.ns, node_type.local, {}} && it != implied_requirements.end() &&
        std::any_of(it->second.begin(), it->second.end(),
                    [&](const auto& r) { return r.name == name; })) {
      return true;
    }
  }
  const std::string normative = normative_of(EntityKind::node_type, node_type);
  for (const auto& [node, req] : k_normative_requirements) {
    if (req == name && (node == "tosca.nodes.Root" || node == normative)) {
      return true;
    }
  }
  return false;
}

bool WriterState::offers(const QName& node_type, std::string_view capability_type) const
{
  const std::string normative = normative_of(EntityKind::node_type, node_type);
  for (const auto& c : k_normative_capabilities) {
    if ((c.node == "tosca.nodes.Root" || c.node == normative) &&
        capability_is_a(c.type, capability_type)) {
      return true;
    }
  }
  for (const QName& q : lineage(EntityKind::node_type, node_type)) {
    if (const ir::NodeType* t = index.node_type(q)) {
      for (const auto& c : t->capability_definitions) {
        if (capability_is_a(normative_of(EntityKind::capability_type, c.capability_type),
                            capability_type)) {
          return true;
        }
      }
    }
    auto it = implied_capabilities.find(q);
    if (it != implied_capabilities.end()) {
      for (const auto& c : it->second) {
        if (capability_is_a(c.type, capability_type)) {
          return true;
        }
      }
    }
  }
  return false;
}

bool WriterState::offers_custom(const QName& node_type, const QName& capability_type) const
{
  for (const QName& q : lineage(EntityKind::node_type, node_type)) {
    if (const ir::NodeType* t = index.node_type(q)) {
      for (const auto& c : t->capability_definitions) {
        const auto chain = lineage(EntityKind::capability_type, c.capability_type);
        if (std::find(chain.begin(), chain.end(),
                      QName{capability_type.ns, capability_type.local, {}}) != chain.end()) {
          return true;
        }
      }
    }
    auto it = implied_capabilities.find(q);
    if (it != implied_capabilities.end()) {
      const std::string name = name_of(EntityKind::capability_type, capability_type);
      if (std::any_of(it->second.begin(), it->second.end(),
                      [&](const auto& c) { return c.type == name; })) {
        return true;
      }
    }
  }
  return false;
}

void WriterState::imply_requirement(const QName& node_type, const std::string& name,
                                    const std::string& capability, const std::string& relationship,
                                    std::optional<QName> capability_type,
                                    std::optional<QName> relationship_type)
{
  if (node_type.empty() || has_requirement(node_type, name)) {
    return;
  }
  const QName key{node_type.ns, node_type.local, {}};
  auto known = implied_requirements.find(key);
  if ((known == implied_requirements.end() ||
       std::none_of(known->second.begin(), known->second.end(), [&](const auto& r) { return r.name == name; })) &&
      may_change_run()) {
    implied_requirements[key].push_back({name, capability, relationship, std::move(capability_type),
                                         std::move(relationship_type)});
  }
}

std::string WriterState::requirement_for(const QName& relationship_type, const QName& source_type,
                                         const QName& target_type)
{
  const std::string normative = normative_of(EntityKind::relationship_type, relationship_type);
  const auto role = relationship_role(normative);
  std::string name;
  std::string capability = "tosca.capabilities.Node";
  std::string relationship = normative;
  std::optional<QName> custom_relationship;
  if (role) {
    name = role->requirement;
    capability = role->capability_type;
  } else {
    name = relationship_type.local;
    if (!name.empty() && name[0] >= 'A' && name[0] <= 'Z') {
      name[0] = static_cast<char>(name[0] - 'A' + 'a');
    }
    relationship = name_of(EntityKind::relationship_type, relationship_type);
    custom_relationship = QName{relationship_type.ns, relationship_type.local, {}};
  }
  // A ValidTarget naming a capability type (on the type or an ancestor)
  // says what the target offers.
  std::optional<QName> valid_target;
  for (const QName& q : lineage(EntityKind::relationship_type, relationship_type)) {
    const ir::RelationshipType* r = index.relationship_type(q);
    if (r != nullptr && r->valid_target &&
        index.find(EntityKind::capability_type, *r->valid_target)) {
      valid_target = QName{r->valid_target->ns, r->valid_target->local, {}};
      capability = name_of(EntityKind::capability_type, *valid_target);
      break;
    }
  }
  imply_requirement(source_type, name, capability, relationship, valid_target,
                    custom_relationship);
  if (target_type.empty()) {
    return name;
  }
  // The target offers what the requirement asks for, under a fresh name.
  if (valid_target) {
    if (!offers_custom(target_type, *valid_target) && may_change_run()) {
      std::string cap_name = valid_target->local;
      if (!cap_name.empty() && cap_name[0] >= 'A' && cap_name[0] <= 'Z') {
        cap_name[0] = static_cast<char>(cap_name[0] - 'A' + 'a');
      }
      implied_capabilities[QName{target_type.ns, target_type.local, {}}].push_back(
          {cap_name, capability, valid_target});
    }
  } else if (role && !offers(target_type, capability) && may_change_run()) {
    implied_capabilities[QName{target_type.ns, target_type.local, {}}].push_back(
        {std::string(role->capability), capability, std::nullopt});
  }
  return name;
}

std::optional<QName> WriterState::required_capability_type(const QName& requirement_type) const
{
  if (const auto* rt = index.requirement_type(requirement_type)) {
    if (rt->required_capability_type &&
        index.find(EntityKind::capability_type, *rt->required_capability_type)) {
      return QName{rt->required_capability_type->ns, rt->required_capability_type->local, {}};
    }
  }
  return std::nullopt;
}

std::string WriterState::required_capability(const QName& requirement_type) const
{
  auto q = required_capability_type(requirement_type);
  return q ? name_of(EntityKind::capability_type, *q) : "tosca.capabilities.Root";
}

bool WriterState::has_capability(const QName& node_type, const std::string& name) const
{
  for (const QName& q : lineage(EntityKind::node_type, node_type)) {
    if (const ir::NodeType* t = index.node_type(q)) {
      for (const auto& c : t->capability_definitions) {
        if (c.name == name) {
          return true;
        }
      }
    }
    auto it = implied_capabilities.find(q);
    if (it != implied_capabilities.end() &&
        std::any_of(it->second.begin(), it->second.end(),
                    [&](const auto& c) { return c.name == name; })) {
      return true;
    }
  }
  const std::string normative = normative_of(EntityKind::node_type, node_type);
  for (const auto& c : k_normative_capabilities) {
    if (c.name == name && (c.node == "tosca.nodes.Root" || c.node == normative)) {
      return true;
    }
  }
  return false;
}

void WriterState::imply_boundary(const ir::ServiceTemplate& tpl)
{
  if (!tpl.substitutable_node_type || !tpl.boundary || !tpl.topology ||
      !index.node_type(*tpl.substitutable_node_type)) {
    return;
  }
  // Each mapping is `name: [node template, element name]`: both the
  // substituted type and the node template's type must define the name.
  auto capability = [&](const QName& type, const std::string& name,
                        const ir::RequirementOrCapability& e) {
    if (has_capability(type, name)) {
      return;
    }
    ImpliedCapability c{name, "tosca.capabilities.Root", std::nullopt};
    if (index.find(EntityKind::capability_type, e.type)) {
      c.type = name_of(EntityKind::capability_type, e.type);
      c.capability_type = QName{e.type.ns, e.type.local, {}};
    }
    if (may_change_run()) {
      implied_capabilities[QName{type.ns, type.local, {}}].push_back(std::move(c));
    }
  };
  auto requirement = [&](const QName& type, const std::string& name,
                         const ir::RequirementOrCapability& e) {
    imply_requirement(type, name, required_capability(e.type), "tosca.relationships.Root",
                      required_capability_type(e.type));
  };
  const QName& node_type = *tpl.substitutable_node_type;
  const TopologyElements elements(*tpl.topology);
  auto expose = [&](const std::vector<ir::BoundaryRef>& refs, bool is_requirement) {
    for (const auto& r : refs) {
      for (const auto& at : is_requirement ? elements.requirements(r.ref)
                                           : elements.capabilities(r.ref)) {
        const ir::NodeTemplate* n = at.first; // no structured binding: the lambda below
        const ir::RequirementOrCapability* e = at.second; // captures it (clang 14)
        const std::string element = e->name.value_or(e->id);
        auto imply = [&](const QName& type, const std::string& name) {
          is_requirement ? requirement(type, name, *e) : capability(type, name, *e);
        };
        imply(node_type, r.name.value_or(element));
        if (index.node_type(n->type)) {
          imply(n->type, element);
        }
      }
    }
  };
  expose(tpl.boundary->capabilities, false);
  expose(tpl.boundary->requirements, true);
}

}  // namespace tosca::yaml::detail
