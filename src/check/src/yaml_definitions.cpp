// YAML-born documents: every type name a definition or template uses must
// name a type of the right kind: one the document or its imports define,
// a normative type, or a primitive where a property type is expected.
//
// [x] derived_from of every type (data types may derive from a primitive)
// [x] property, attribute, input and output types, entry_schema/key_schema
// [x] capability definition types and valid_source_types
// [x] requirement definition capability, node and relationship
// [x] interface definition and artifact types
// [x] valid_target_types, group members, policy targets (types)
// [x] node, relationship template, group and policy types
// [x] derived_from cycles, once per cycle (DERIVATION_CYCLE)
// [x] data types deriving from a primitive define no properties
// [x] interface type operations have no implementation
// [-] requirement assignments: yaml_requirements.cpp
#include "checks.hpp"
#include "yaml_types.hpp"

#include <algorithm>
#include <set>

namespace tosca::check::detail {

namespace {

using V = ir::Value;

struct Definitions
{
  const Context& cx;
  const YamlTypes& types;
  const ir::Document& doc;
  int minor;

  /// Reports REF_UNKNOWN / REF_KIND for a name that is none of `kinds`.
  void ref(const V* name, std::initializer_list<YamlKind> kinds, const std::string& role,
           bool primitive_ok = false)
  {
    if (!name || name->kind != V::Kind::string || name->string.empty()) {
      return;
    }
    const std::string& n = name->string;
    if (primitive_ok && YamlTypes::primitive(n)) {
      return;
    }
    for (YamlKind k : kinds) {
      if (types.find(k, n, minor)) {
        return;
      }
    }
    const YamlKind first = *kinds.begin();
    if (auto other = types.other_kind(first, n, minor)) {
      cx.error(doc, name->location, "REF_KIND",
               "'" + n + "', " + role + ", is a " + std::string(yaml_kind_name(*other)) +
                   ", not a " + std::string(yaml_kind_name(first)));
      return;
    }
    std::string message = std::string(yaml_kind_name(first)) + " '" + n + "', " + role +
                          ", is not defined in this document, its imports or the normative "
                          "types";
    if (const YamlType* elsewhere = types.unseen(first, n); elsewhere && elsewhere->document) {
      // Names resolve through imports (3.5.8): another input does not lend.
      message += "; " + elsewhere->document->path + " defines it, but this document does not "
                 "import it";
    } else if (const YamlType* later = types.find(first, n); later && later->normative) {
      // Normative, but only in a later version than the document's.
      message += " of Simple Profile 1." + std::to_string(minor) + " (it is normative from 1." +
                 std::to_string(later->normative->since) + " on)";
    } else {
      message += did_you_mean(types.suggestion(first, n));
    }
    cx.error(doc, name->location, "REF_UNKNOWN", message);
  }

  void type_list(const V* list, std::initializer_list<YamlKind> kinds, const std::string& role)
  {
    if (list && list->kind == V::Kind::list) {
      for (const auto& item : list->items) {
        ref(&item, kinds, role);
      }
    }
  }

  /// A property, attribute or parameter definition's type and schemas.
  void data_definitions(const V* section, const std::string& owner, const char* what)
  {
    if (!section || section->kind != V::Kind::map) {
      return;
    }
    for (const auto& [name, def] : section->entries) {
      const std::string role = "the type of " + std::string(what) + " '" + name + "' of " + owner;
      ref(member(def, "type"), {YamlKind::data}, role, true);
      for (const char* schema : {"entry_schema", "key_schema"}) {
        const V* s = member(def, schema);
        ref(s && s->kind == V::Kind::map ? member(*s, "type") : s, {YamlKind::data},
            "the " + std::string(schema) + " of " + std::string(what) + " '" + name + "' of " +
                owner,
            true);
      }
    }
  }

  void interfaces(const V& def, const std::string& owner)
  {
    const V* ifaces = member(def, "interfaces");
    if (!ifaces || ifaces->kind != V::Kind::map) {
      return;
    }
    for (const auto& [name, body] : ifaces->entries) {
      ref(member(body, "type"), {YamlKind::interface},
          "the type of interface '" + name + "' of " + owner);
    }
  }

  void artifacts(const V& def, const std::string& owner)
  {
    const V* arts = member(def, "artifacts");
    if (!arts || arts->kind != V::Kind::map) {
      return;
    }
    for (const auto& [name, body] : arts->entries) {
      ref(member(body, "type"), {YamlKind::artifact},
          "the type of artifact '" + name + "' of " + owner);
    }
  }

  void type_definition(const YamlType& t)
  {
    const V& def = *t.definition;
    const std::string owner = std::string(yaml_kind_name(t.kind)) + " '" + t.name + "'";
    ref(member(def, "derived_from"), {t.kind}, "the parent (derived_from) of " + owner,
        t.kind == YamlKind::data);
    data_definitions(member(def, "properties"), owner, "property");
    data_definitions(member(def, "attributes"), owner, "attribute");
    if (t.kind == YamlKind::data) {
      primitive_with_properties(t, def, owner);
    }
    interfaces(def, owner);
    artifacts(def, owner);
    switch (t.kind) {
    case YamlKind::node:
      node_type(def, owner);
      break;
    case YamlKind::relationship:
      type_list(member(def, "valid_target_types"), {YamlKind::capability, YamlKind::node},
                "a valid target type of " + owner);
      break;
    case YamlKind::capability:
      type_list(member(def, "valid_source_types"), {YamlKind::node},
                "a valid source type of " + owner);
      break;
    case YamlKind::group:
      type_list(member(def, "members"), {YamlKind::node, YamlKind::group},
                "a member type of " + owner);
      break;
    case YamlKind::policy:
      type_list(member(def, "targets"), {YamlKind::node, YamlKind::group},
                "a target type of " + owner);
      break;
    case YamlKind::interface:
      interface_type_operations(def, owner);
      break;
    default:
      break;
    }
  }

  /// A data type whose ancestry reaches a primitive type (string, integer,
  /// scalar-unit.size, ...) is a constrained primitive: its values are
  /// plain values, so it cannot have properties (3.6.6 data type: properties
  /// are "the schema for a complex Data Type"; tosca-parser refuses it too).
  void primitive_with_properties(const YamlType& t, const V& def, const std::string& owner)
  {
    const V* properties = member(def, "properties");
    if (!properties || properties->kind != V::Kind::map || properties->entries.empty()) {
      return;
    }
    const YamlType* at = &t;
    for (int steps = 0; at && !at->parent.empty() && steps < 64; ++steps) {
      if (YamlTypes::primitive(at->parent)) {
        cx.error(doc, properties->location, "DATA_TYPE_PRIMITIVE_PROPERTIES",
                 owner + " derives from the primitive type '" + at->parent +
                     "' and so has plain values; it cannot define properties");
        return;
      }
      at = types.find(YamlKind::data, at->parent, minor);
    }
  }

  /// Operations an interface type declares carry no implementation: the
  /// types that use the interface do not exist yet (1.0 3.5.13 operation
  /// definition, "implementation ... not allowed in interface type
  /// definitions"; 1.1-1.3 3.6.5: "the implementation keyname is invalid").
  void interface_type_operations(const V& def, const std::string& owner)
  {
    auto check = [&](const V& operations) {
      for (const auto& [name, body] : operations.entries) {
        if (const V* impl = member(body, "implementation")) {
          cx.error(doc, impl->location, "INTERFACE_TYPE_IMPLEMENTATION",
                   "operation '" + name + "' of " + owner +
                       " has an implementation; an interface type only declares its operations "
                       "(implement them in a node or relationship type or template)");
        }
      }
    };
    if (def.kind != V::Kind::map) {
      return;
    }
    if (const V* ops = member(def, "operations"); ops && ops->kind == V::Kind::map && minor >= 3) {
      check(*ops); // 1.3 groups them under operations
    }
    static constexpr std::string_view k_not_operations[] = {
        "derived_from", "version", "metadata", "description", "inputs", "operations", "notifications"};
    V own = V::map();
    for (const auto& [name, body] : def.entries) {
      if (std::find(std::begin(k_not_operations), std::end(k_not_operations), name) ==
              std::end(k_not_operations) &&
          body.kind == V::Kind::map) {
        own.entries.emplace_back(name, body);
      }
    }
    check(own);
  }

  void node_type(const V& def, const std::string& owner)
  {
    if (const V* caps = member(def, "capabilities"); caps && caps->kind == V::Kind::map) {
      for (const auto& [name, body] : caps->entries) {
        const std::string what = "capability '" + name + "' of " + owner;
        ref(body.kind == V::Kind::string ? &body : member(body, "type"), {YamlKind::capability},
            "the type of " + what);
        type_list(member(body, "valid_source_types"), {YamlKind::node},
                  "a valid source type of " + what);
        data_definitions(member(body, "properties"), what, "property");
      }
    }
    const V* reqs = member(def, "requirements");
    if (!reqs || reqs->kind != V::Kind::list) {
      return;
    }
    for (const auto& item : reqs->items) {
      for (const auto& [name, body] : item.entries) {
        const std::string what = "requirement '" + name + "' of " + owner;
        if (body.kind == V::Kind::string) {
          ref(&body, {YamlKind::capability}, "the capability of " + what);
          continue;
        }
        ref(member(body, "capability"), {YamlKind::capability}, "the capability of " + what);
        ref(member(body, "node"), {YamlKind::node}, "the node of " + what);
        const V* rel = member(body, "relationship");
        ref(rel && rel->kind == V::Kind::map ? member(*rel, "type") : rel, {YamlKind::relationship},
            "the relationship of " + what);
      }
    }
  }

  void topology()
  {
    YamlTopology topo = topology_of(doc);
    data_definitions(topo.inputs, "the topology", "input");
    data_definitions(topo.outputs, "the topology", "output");
    for (const auto& [name, def] : topo.node_templates) {
      const std::string owner = "node template '" + name + "'";
      ref(member(*def, "type"), {YamlKind::node}, "the type of " + owner);
      artifacts(*def, owner);
    }
    if (topo.relationship_templates && topo.relationship_templates->kind == V::Kind::map) {
      for (const auto& [name, def] : topo.relationship_templates->entries) {
        ref(member(def, "type"), {YamlKind::relationship},
            "the type of relationship template '" + name + "'");
      }
    }
    if (topo.groups && topo.groups->kind == V::Kind::map) {
      for (const auto& [name, def] : topo.groups->entries) {
        ref(member(def, "type"), {YamlKind::group}, "the type of group '" + name + "'");
      }
    }
    if (topo.policies && topo.policies->kind == V::Kind::list) {
      for (const auto& item : topo.policies->items) {
        for (const auto& [name, def] : item.entries) {
          ref(member(def, "type"), {YamlKind::policy}, "the type of policy '" + name + "'");
        }
      }
    }
    if (topo.substitution_mappings) {
      ref(member(*topo.substitution_mappings, "node_type"), {YamlKind::node},
          "the node_type of the substitution mappings");
    }
  }
};

} // namespace

void check_yaml_definitions(const Context& cx, const YamlTypes& types, const ir::Document& doc,
                            std::set<const YamlType*>& cycles_reported)
{
  Definitions d{cx, types, doc, minor_version(doc)};
  for (const YamlType& own : YamlTypes::defined_in(doc)) {
    d.type_definition(own);
    // A cycle: following derived_from from the type comes back to one seen.
    std::vector<const YamlType*> path;
    const YamlType* at = types.find(own.kind, own.name, d.minor);
    while (at && path.size() < 64 && std::find(path.begin(), path.end(), at) == path.end()) {
      path.push_back(at);
      at = at->parent.empty() ? nullptr : types.find(at->kind, at->parent, d.minor);
    }
    if (!at || path.size() >= 64 || cycles_reported.count(at)) {
      continue;
    }
    auto from = std::find(path.begin(), path.end(), at);
    std::string chain;
    const YamlType* where = nullptr;
    for (auto it = from; it != path.end(); ++it) {
      chain += "'" + (*it)->name + "' -> ";
      cycles_reported.insert(*it);
      if (!where && (*it)->document && cx.is_input((*it)->document)) {
        where = *it;
      }
    }
    chain += "'" + at->name + "'";
    if (where) {
      cx.error(*where->document, where->location, "DERIVATION_CYCLE",
               std::string(yaml_kind_name(where->kind)) + " '" + where->name +
                   "' derives from itself: " + chain);
    }
  }
  d.topology();
}

} // namespace tosca::check::detail
