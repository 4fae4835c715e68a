// YAML-born documents: the interfaces and operations a topology names.
//
// [x] an interface assignment of a node or relationship template (and of
//     a requirement's inline relationship) names an interface its type
//     defines, tosca.nodes.Root's Standard and tosca.relationships.Root's
//     Configure included (1.0 3.7.3, 1.3 3.8.3: a template's interfaces
//     are assignments of its type's interface definitions)
//     (OPERATION_UNKNOWN)
// [x] an operation it assigns is declared by the interface's type or by
//     an interface definition of that name in the type's chain (1.3
//     3.6.21); checked when both derivation chains are known
//     (OPERATION_UNKNOWN)
// [x] an interface assignment gives no `type` (1.0 3.5.14, 1.3 3.6.21)
//     (YAML_UNKNOWN_KEY)
// [x] the 1.3 interface mapping of substitution_mappings (3.8.12):
//     `interface: {operation: workflow}` names an interface and an
//     operation of the substituted type (OPERATION_UNKNOWN) and a workflow
//     of the topology (WORKFLOW_UNKNOWN)
#include "checks.hpp"
#include "yaml_types.hpp"

#include <algorithm>
#include <optional>

namespace tosca::check::detail {

namespace {

using V = ir::Value;

bool has(const std::vector<std::string>& names, const std::string& n)
{
  return std::find(names.begin(), names.end(), n) != names.end();
}

void add(std::vector<std::string>& names, const std::string& n)
{
  if (!has(names, n)) {
    names.push_back(n);
  }
}

/// The keynames of an interface definition, assignment or type that are
/// not operations.
bool reserved(const std::string& key)
{
  static constexpr std::string_view k_keys[] = {"type",        "derived_from", "version",
                                                "metadata",    "description",  "inputs",
                                                "operations",  "notifications"};
  return std::find(std::begin(k_keys), std::end(k_keys), key) != std::end(k_keys);
}

/// The operations a definition or assignment body names: 1.3's
/// `operations` map and the operations given directly (1.0-1.2).
void operations_in(const V& body, std::vector<std::string>& out)
{
  if (body.kind != V::Kind::map) {
    return;
  }
  if (const V* ops = member(body, "operations"); ops && ops->kind == V::Kind::map) {
    for (const auto& entry : ops->entries) {
      add(out, entry.first);
    }
  }
  for (const auto& entry : body.entries) {
    if (!reserved(entry.first)) {
      add(out, entry.first);
    }
  }
}

/// The normative interfaces of the two roots, and their operations.
struct NormativeInterface
{
  std::string_view owner;
  std::string_view name;
  std::string_view type;
  std::vector<std::string> operations;
};

const std::vector<NormativeInterface>& normative_interfaces()
{
  static const std::vector<NormativeInterface> table = {
      {"tosca.nodes.Root",
       "Standard",
       "tosca.interfaces.node.lifecycle.Standard",
       {"create", "configure", "start", "stop", "delete"}},
      {"tosca.relationships.Root",
       "Configure",
       "tosca.interfaces.relationship.Configure",
       {"pre_configure_source", "pre_configure_target", "post_configure_source",
        "post_configure_target", "add_target", "add_source", "target_changed", "remove_target",
        "remove_source"}},
  };
  return table;
}

/// One interface a node or relationship type has, gathered along its chain.
struct Interface
{
  std::string name;
  std::string type; ///< the nearest definition's type, as written
  /// Operations the definitions along the chain name themselves.
  std::vector<std::string> declared;
};

struct Interfaces
{
  const Context& cx;
  const YamlTypes& types;
  const ir::Document& doc;
  int minor;

  /// The interfaces of `type` and its ancestors; `complete` is false when
  /// a link of the chain is unknown (no name can then be refused).
  std::vector<Interface> of(YamlKind kind, const std::string& type, bool& complete) const
  {
    std::vector<Interface> out;
    complete = types.find(kind, type, minor) && types.complete(kind, type);
    if (!complete) {
      return out;
    }
    auto entry = [&](const std::string& name) -> Interface& {
      for (auto& i : out) {
        if (i.name == name) {
          return i;
        }
      }
      out.push_back(Interface{name, {}, {}});
      return out.back();
    };
    const auto chain = types.chain(kind, type);
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
      const YamlType& t = **it;
      for (const auto& n : normative_interfaces()) {
        if (t.name == n.owner) {
          entry(std::string(n.name)).type = n.type;
        }
      }
      const V* ifaces = t.definition ? member(*t.definition, "interfaces") : nullptr;
      if (!ifaces || ifaces->kind != V::Kind::map) {
        continue;
      }
      for (const auto& [name, body] : ifaces->entries) {
        Interface& i = entry(name);
        if (std::string written = text(member(body, "type")); !written.empty()) {
          i.type = written;
        }
        operations_in(body, i.declared);
      }
    }
    return out;
  }

  /// The operations an interface allows, or nothing when its type's chain
  /// is not known (then no operation is refused).
  std::optional<std::vector<std::string>> operations(const Interface& i) const
  {
    std::vector<std::string> out = i.declared;
    const YamlType* t = types.find(YamlKind::interface, i.type, minor);
    if (!t || !types.complete(YamlKind::interface, i.type)) {
      return std::nullopt;
    }
    for (const YamlType* link : types.chain(YamlKind::interface, t->name)) {
      for (const auto& n : normative_interfaces()) {
        if (link->name == n.type) {
          for (const auto& op : n.operations) {
            add(out, op);
          }
        }
      }
      if (link->definition) {
        operations_in(*link->definition, out);
      }
    }
    return out;
  }

  static std::vector<std::string> names(const std::vector<Interface>& list)
  {
    std::vector<std::string> out;
    for (const auto& i : list) {
      out.push_back(i.name);
    }
    return out;
  }

  /// A template's `interfaces` against its type's.
  void assignments(YamlKind kind, const std::string& type, const V* assigned,
                   const std::string& owner) const
  {
    if (!assigned || assigned->kind != V::Kind::map) {
      return;
    }
    for (const auto& [name, body] : assigned->entries) {
      // 1.0 3.5.14 (for templates), 1.3 3.6.21: an assignment has inputs
      // and operations (1.3: and notifications); its type is the
      // definition's.
      if (const V* type_key = member(body, "type")) {
        cx.error(doc, type_key->location.known() ? type_key->location : body.location,
                 "YAML_UNKNOWN_KEY",
                 "interface '" + name + "' of " + owner +
                     " gives a 'type'; a template's interface assignment has none (its type is "
                     "the one its " + std::string(yaml_kind_name(kind)) + " defines)");
      }
    }
    bool complete = false;
    const auto defined = of(kind, type, complete);
    if (!complete) {
      return;
    }
    for (const auto& [name, body] : assigned->entries) {
      const Interface* i = nullptr;
      for (const auto& d : defined) {
        if (d.name == name) {
          i = &d;
        }
      }
      if (!i) {
        report_unknown(cx, doc, body.location, "an interface assignment of " + owner, name,
                       names(defined), "OPERATION_UNKNOWN",
                       "an interface of " + std::string(yaml_kind_name(kind)) + " '" + type + "'");
        continue;
      }
      const auto allowed = operations(*i);
      if (!allowed) {
        continue;
      }
      std::vector<std::string> ops;
      operations_in(body, ops);
      for (const auto& op : ops) {
        if (!has(*allowed, op)) {
          const V* at = member(body, op);
          if (const V* grouped = member(body, "operations"); !at && grouped) {
            at = member(*grouped, op);
          }
          report_unknown(cx, doc, at && at->location.known() ? at->location : body.location,
                         "an operation of interface '" + name + "' of " + owner, op, *allowed,
                         "OPERATION_UNKNOWN",
                         "an operation of interface '" + name + "' (type '" + i->type + "')");
        }
      }
    }
  }

  /// 1.3 3.8.12: interfaces: {interface: {operation: workflow}}.
  void mapping(const V& mappings, const V* workflows) const
  {
    const V* s = member(mappings, "interfaces");
    if (!s || s->kind != V::Kind::map) {
      return;
    }
    const std::string node_type = text(member(mappings, "node_type"));
    bool complete = false;
    const auto defined = of(YamlKind::node, node_type, complete);
    std::vector<std::string> flows;
    if (workflows && workflows->kind == V::Kind::map) {
      for (const auto& entry : workflows->entries) {
        flows.push_back(entry.first);
      }
    }
    for (const auto& [name, body] : s->entries) {
      const Interface* i = nullptr;
      for (const auto& d : defined) {
        if (d.name == name) {
          i = &d;
        }
      }
      if (complete && !i) {
        report_unknown(cx, doc, body.location.known() ? body.location : s->location,
                       "a key of the substitution mappings' interfaces", name, names(defined),
                       "OPERATION_UNKNOWN", "an interface of node type '" + node_type + "'");
      }
      if (body.kind != V::Kind::map) {
        continue;
      }
      const auto allowed = i ? operations(*i) : std::nullopt;
      for (const auto& [op, flow] : body.entries) {
        const std::string mapping =
            "the substitution mapping of operation '" + op + "' of interface '" + name + "'";
        if (allowed && !has(*allowed, op)) {
          report_unknown(cx, doc, flow.location.known() ? flow.location : body.location,
                         "a key of the substitution mapping of interface '" + name + "'", op,
                         *allowed,
                         "OPERATION_UNKNOWN",
                         "an operation of interface '" + name + "' (type '" + i->type + "')");
        }
        if (flow.kind == V::Kind::string && !has(flows, flow.string)) {
          report_unknown(cx, doc, flow.location.known() ? flow.location : body.location, mapping,
                         flow.string, flows, "WORKFLOW_UNKNOWN",
                         "a workflow of this topology (a substituted operation runs a workflow)");
        }
      }
    }
  }
};

} // namespace

void check_yaml_interfaces(const Context& cx, const YamlTypes& types, const ir::Document& doc,
                           const YamlTopology& topo, int minor)
{
  const Interfaces check{cx, types, doc, minor};
  for (const auto& [name, def] : topo.node_templates) {
    const std::string owner = "node template '" + name + "'";
    check.assignments(YamlKind::node, text(member(*def, "type")), member(*def, "interfaces"),
                      owner);
    const V* requirements = member(*def, "requirements");
    if (!requirements || requirements->kind != V::Kind::list) {
      continue;
    }
    for (const auto& item : requirements->items) {
      for (const auto& [rname, body] : item.entries) {
        const V* rel = member(body, "relationship");
        if (rel && rel->kind == V::Kind::map) {
          check.assignments(YamlKind::relationship, text(member(*rel, "type")),
                            member(*rel, "interfaces"),
                            "the relationship of requirement '" + rname + "' of " + owner);
        }
      }
    }
  }
  if (topo.relationship_templates && topo.relationship_templates->kind == V::Kind::map) {
    for (const auto& [name, def] : topo.relationship_templates->entries) {
      check.assignments(YamlKind::relationship, text(member(def, "type")),
                        member(def, "interfaces"), "relationship template '" + name + "'");
    }
  }
  if (minor >= 3 && topo.substitution_mappings) {
    check.mapping(*topo.substitution_mappings, topo.workflows);
  }
}

} // namespace tosca::check::detail
