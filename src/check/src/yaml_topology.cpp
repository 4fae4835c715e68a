// YAML-born documents: what the templates of a topology assign and name.
//
// [x] get_input names an input of the topology (INPUT_UNKNOWN)
// [x] get_property / get_attribute / get_artifact name SELF, SOURCE, TARGET,
//     HOST or a node or relationship template (TEMPLATE_UNKNOWN)
// [x] get_property names a property, capability or requirement of the
//     node's type (PROP_UNDECLARED), get_attribute also an attribute
//     (ATTR_UNDECLARED); a name after a capability is the capability
//     type's; the arguments after a property index its list, or name a
//     property of its data type (FUNCTION_ARGS, PROP_UNDECLARED); only
//     when every ancestor is known
// [x] group members and policy targets name node templates (or groups,
//     for policy targets) (TEMPLATE_UNKNOWN)
// Substitution mappings: yaml_substitution.cpp; interface names:
// yaml_interfaces.cpp.
// [x] properties a type requires and gives no default for are assigned, in
//     node and relationship templates, policies and capability assignments,
//     as tosca-parser reads it: a property with `required: true` (the
//     default) and no `default` (PROP_REQUIRED)
// [x] assigned properties the type (and its ancestors) declare
//     (PROP_UNDECLARED); only when every ancestor is known
// [x] assigned values and input defaults against their types
//     (PROP_TYPE, yaml_values.cpp)
// [x] node_filter of a node template (NODE_FILTER)
#include "checks.hpp"
#include "yaml_types.hpp"
#include "yaml_values.hpp"

#include <algorithm>

namespace tosca::check::detail {

namespace {

using V = ir::Value;

struct Topology
{
  const Context& cx;
  const YamlTypes& types;
  const ir::Document& doc;
  const YamlTopology& topo;
  int minor;
  std::vector<std::string> inputs;
  std::vector<std::string> templates; ///< node and relationship templates
  /// Where intrinsic functions are checked: for messages, and what the
  /// keywords may stand for there.
  struct Scope
  {
    std::string where;
    /// A node template: SELF is `self`, of type `self_type`.
    const V* self = nullptr;
    std::string self_type;
    /// The topology's outputs: no SELF, SOURCE, TARGET or HOST.
    bool outputs = false;
  };

  bool has(const std::vector<std::string>& names, const std::string& n) const
  {
    return std::find(names.begin(), names.end(), n) != names.end();
  }

  void unknown(const V& at, const std::string& what, const std::string& name,
               const std::vector<std::string>& candidates, const char* code,
               const std::string& expected)
  {
    report_unknown(cx, doc, at.location, what, name, candidates, code, expected);
  }

  /// Walks a value for intrinsic functions.
  void functions(const V& v, const Scope& scope)
  {
    const std::string& where = scope.where;
    if (v.kind == V::Kind::list) {
      for (const auto& item : v.items) {
        functions(item, scope);
      }
      return;
    }
    if (v.kind != V::Kind::map) {
      return;
    }
    if (v.entries.size() == 1) {
      const auto& [fn, arg] = v.entries.front();
      const V* first = arg.kind == V::Kind::list && !arg.items.empty() ? &arg.items.front() : &arg;
      // 4.3.1 concat and 4.3.2 join take a list of at least one string value
      // (join: the list of values, then an optional delimiter).
      if ((fn == "concat" || fn == "join") &&
          (arg.kind != V::Kind::list || arg.items.empty() ||
           (fn == "join" && arg.items.front().kind != V::Kind::list))) {
        cx.error(doc, arg.location.known() ? arg.location : v.location, "FUNCTION_ARGS",
                 fn + " in " + where + " takes " +
                     (fn == "concat" ? "a list of at least one value"
                                     : "a list of values (then an optional delimiter)"));
        return;
      }
      // 4.3.3 token: the string, the token characters, the index.
      if (fn == "token" && (arg.kind != V::Kind::list || arg.items.size() != 3)) {
        cx.error(doc, arg.location.known() ? arg.location : v.location, "FUNCTION_ARGS",
                 "token in " + where + " takes three arguments: a string, the characters that "
                 "separate its tokens, and the index of the token");
        return;
      }
      // 4.4.1 get_input: the input's name; 1.2 added [name, key or index...].
      if (fn == "get_input" && arg.kind == V::Kind::list && (minor < 2 || arg.items.empty())) {
        cx.error(doc, arg.location.known() ? arg.location : v.location, "FUNCTION_ARGS",
                 "get_input in " + where + " takes " +
                     (minor < 2 ? std::string("one input name (a list of names and keys is 1.2)")
                                : std::string("an input name, then keys or indexes")));
        return;
      }
      // 4.4.2 get_property, 4.5.1 get_attribute: the entity, then a name.
      if ((fn == "get_property" || fn == "get_attribute") &&
          (arg.kind != V::Kind::list || arg.items.size() < 2)) {
        cx.error(doc, arg.location.known() ? arg.location : v.location, "FUNCTION_ARGS",
                 fn + " in " + where + " takes a list: the entity (SELF, SOURCE, TARGET, HOST or "
                 "a template), then the property or attribute name");
        return;
      }
      if (fn == "get_input" && first->kind == V::Kind::string && !has(inputs, first->string)) {
        unknown(*first, "get_input in " + where, first->string, inputs, "INPUT_UNKNOWN",
                "an input of the topology");
        return;
      }
      if ((fn == "get_property" || fn == "get_attribute" || fn == "get_artifact") &&
          arg.kind == V::Kind::list && first->kind == V::Kind::string) {
        static const char* keywords[] = {"SELF", "SOURCE", "TARGET", "HOST"};
        const std::string& entity = first->string;
        const bool keyword =
            std::find(std::begin(keywords), std::end(keywords), entity) != std::end(keywords);
        // 4.4.2, 4.5.1: the keywords stand for the template the function
        // is in; an output is in none.
        if (keyword && scope.outputs) {
          cx.error(doc, first->location.known() ? first->location : v.location, "FUNCTION_ARGS",
                   fn + " in " + where + " names " + entity +
                       ", but an output belongs to no template; name a node template");
          return;
        }
        if (entity == "HOST" && scope.self != nullptr && !scope.self_type.empty() &&
            !hosted(scope.self_type, *scope.self)) {
          cx.error(doc, first->location.known() ? first->location : v.location, "FUNCTION_ARGS",
                   fn + " in " + where + " names HOST, but its type '" + scope.self_type +
                       "' has no requirement whose relationship derives from "
                       "tosca.relationships.HostedOn, nor does the template assign one");
          return;
        }
        if (!keyword && !has(templates, entity)) {
          unknown(*first, fn + " in " + where, entity, templates, "TEMPLATE_UNKNOWN",
                  "SELF, SOURCE, TARGET, HOST or a node or relationship template");
          return;
        }
        if (fn != "get_artifact" && arg.items[1].kind == V::Kind::string) {
          const V* node = entity == "SELF" ? nullptr : topo.node_template(entity);
          entity_member(fn, entity == "SELF" ? scope.self_type : node ? text(member(*node, "type")) : "",
                        arg, where);
        }
        return;
      }
    }
    for (const auto& [key, value] : v.entries) {
      functions(value, scope);
    }
  }

  /// Whether HOST means something for a template of `node_type`: a
  /// requirement of the type, or an assignment of the template, has a
  /// relationship that derives from HostedOn. True when that cannot be
  /// known (an ancestor type is missing).
  bool hosted(const std::string& node_type, const V& def) const
  {
    if (!types.find(YamlKind::node, node_type, minor) ||
        !types.complete(YamlKind::node, node_type)) {
      return true;
    }
    auto hosted_on = [&](const std::string& rel) {
      return !rel.empty() && types.find(YamlKind::relationship, rel, minor) &&
             types.derives(YamlKind::relationship, rel, "tosca.relationships.HostedOn") !=
                 Derives::no;
    };
    for (const auto& r : types.requirements(node_type)) {
      if (hosted_on(r.relationship)) {
        return true;
      }
    }
    const V* reqs = member(def, "requirements");
    if (reqs && reqs->kind == V::Kind::list) {
      for (const auto& item : reqs->items) {
        for (const auto& entry : item.entries) {
          bool unknown = false;
          const std::string type =
              assigned_relationship(member(entry.second, "relationship"), topo, types, minor, unknown);
          if (unknown || (!type.empty() && !types.find(YamlKind::relationship, type, minor)) ||
              hosted_on(type)) {
            return true; // an unknown relationship is reported elsewhere
          }
        }
      }
    }
    return false;
  }

  /// 4.4.2: get_property's second argument names a property of the node's
  /// type, or one of its capabilities or requirements (whose property
  /// follows). 4.5.1: get_attribute's names an attribute, or a property
  /// (each is an attribute as well, 3.6.10 of 1.3), or a capability or
  /// requirement. Checked when the type's whole derivation chain is known.
  void entity_member(const std::string& fn, const std::string& node_type, const V& args,
                     const std::string& where)
  {
    const V& name = args.items[1];
    if (node_type.empty() || !types.find(YamlKind::node, node_type, minor) ||
        !types.complete(YamlKind::node, node_type)) {
      return;
    }
    const bool attribute = fn == "get_attribute";
    std::vector<std::string> names;
    if (attribute) {
      names = types.attributes(YamlKind::node, node_type);
    }
    for (const auto& p : types.properties(YamlKind::node, node_type)) {
      names.push_back(p.name);
    }
    const bool own = has(names, name.string);
    std::string capability_type;
    for (const auto& c : types.capabilities(node_type, minor)) {
      names.push_back(c.name);
      if (c.name == name.string) {
        capability_type = c.type;
      }
    }
    for (const auto& r : types.requirements(node_type)) {
      names.push_back(r.name);
    }
    if (!has(names, name.string)) {
      unknown(name, fn + " in " + where, name.string, names,
              attribute ? "ATTR_UNDECLARED" : "PROP_UNDECLARED",
              std::string("a") + (attribute ? "n attribute, property" : " property") +
                  ", capability or requirement of node type '" + node_type + "'");
      return;
    }
    // [node, capability, name]: the name is the capability's. A name that
    // is the node's own property (or attribute) wins, and its further
    // arguments walk into its value.
    if (!own && !capability_type.empty() && args.items.size() >= 3 &&
        args.items[2].kind == V::Kind::string) {
      capability_member(fn, name.string, capability_type, args.items[2], where);
    }
    if (own && args.items.size() >= 3) {
      const V* definition = nullptr;
      for (const auto& p : types.properties(YamlKind::node, node_type)) {
        if (p.name == name.string) {
          definition = p.definition;
        }
      }
      if (definition == nullptr && attribute) {
        definition = types.attribute(YamlKind::node, node_type, name.string);
      }
      if (definition != nullptr) {
        nested(fn, name.string, *definition, args, 2, where);
      }
    }
  }

  /// 4.4.2, 4.5.1 (1.2+): the arguments after a property name walk into
  /// its value: an index into a list, a key of a map, a property of a data
  /// type. Nothing can follow a value of a primitive type. The walk stops
  /// where a type is unknown or incomplete.
  void nested(const std::string& fn, std::string path, const V& definition, const V& args,
              std::size_t from, const std::string& where)
  {
    const V* def = &definition;
    V named_entry; // an entry_schema given by its type name alone
    for (std::size_t i = from; i < args.items.size() && def != nullptr; ++i) {
      const V& arg = args.items[i];
      // A normative property's definition is its bare type name.
      const std::string type = def->kind == V::Kind::string ? def->string : text(member(*def, "type"));
      const V* entry = member(*def, "entry_schema");
      const V* entry_def = entry != nullptr && entry->kind == V::Kind::string ? nullptr : entry;
      const std::string entry_type = entry != nullptr && entry->kind == V::Kind::string
                                         ? entry->string
                                         : text(entry != nullptr ? member(*entry, "type") : nullptr);
      if (type == "list") {
        if (arg.kind != V::Kind::integer || arg.integer < 0) {
          cx.error(doc, arg.location.known() ? arg.location : args.location, "FUNCTION_ARGS",
                   fn + " in " + where + ": '" + path +
                       "' is a list, so the argument after it is an index, an integer from 0");
          return;
        }
      } else if (type == "map") {
        if (arg.kind != V::Kind::string) {
          return; // a key of another kind: nothing known to check
        }
      } else if (YamlTypes::primitive(type)) {
        cx.error(doc, arg.location.known() ? arg.location : args.location, "FUNCTION_ARGS",
                 fn + " in " + where + ": '" + path + "' is of type " + type +
                     ", which has no entries or properties to select");
        return;
      } else {
        if (type.empty() || !types.find(YamlKind::data, type, minor) ||
            !types.complete(YamlKind::data, type) || arg.kind != V::Kind::string) {
          return;
        }
        const V* field = nullptr;
        std::vector<std::string> names;
        for (const auto& p : types.properties(YamlKind::data, type)) {
          names.push_back(p.name);
          if (p.name == arg.string) {
            field = p.definition;
          }
        }
        if (!has(names, arg.string)) {
          unknown(arg, fn + " in " + where, arg.string, names, "PROP_UNDECLARED",
                  "a property of data type '" + type + "' (the type of '" + path + "')");
          return;
        }
        path += "." + arg.string;
        def = field;
        continue;
      }
      path += "[" + (arg.kind == V::Kind::integer ? std::to_string(arg.integer) : arg.string) + "]";
      if (entry_def != nullptr) {
        def = entry_def;
        continue;
      }
      if (entry_type.empty()) {
        return;
      }
      // Nothing of *def is read after this: it may be named_entry itself.
      named_entry = V::map();
      named_entry.add("type", V::of(entry_type));
      def = &named_entry;
    }
  }

  /// 4.4.2, 4.5.1: the property (or attribute) a function reads from a
  /// node's capability is declared by the capability's type.
  void capability_member(const std::string& fn, const std::string& capability,
                         const std::string& capability_type, const V& name, const std::string& where)
  {
    if (!types.find(YamlKind::capability, capability_type, minor) ||
        !types.complete(YamlKind::capability, capability_type)) {
      return;
    }
    const bool attribute = fn == "get_attribute";
    std::vector<std::string> names;
    if (attribute) {
      names = types.attributes(YamlKind::capability, capability_type);
    }
    for (const auto& p : types.properties(YamlKind::capability, capability_type)) {
      names.push_back(p.name);
    }
    if (!has(names, name.string)) {
      unknown(name, fn + " in " + where, name.string, names,
              attribute ? "ATTR_UNDECLARED" : "PROP_UNDECLARED",
              std::string("a") + (attribute ? "n attribute or property" : " property") +
                  " of capability '" + capability + "' (type '" + capability_type + "')");
    }
  }

  /// Required properties without value, undeclared ones.
  void properties(YamlKind kind, const std::string& type, const V* assigned, const V& owner_def,
                  const std::string& owner)
  {
    if (type.empty() || !types.find(kind, type, minor)) {
      return;
    }
    if (!types.complete(kind, type)) {
      return; // an ancestor is unknown: what it declares is unknown too
    }
    const auto defs = types.properties(kind, type);
    const bool is_map = assigned && assigned->kind == V::Kind::map;
    std::vector<std::string> missing;
    for (const auto& p : defs) {
      if (p.required && !p.has_default && !(is_map && assigned->find(p.name))) {
        missing.push_back(p.name);
      }
    }
    if (!missing.empty()) {
      std::string list;
      for (const auto& m : missing) {
        append_quoted(list, m);
      }
      cx.error(doc, owner_def.location, "PROP_REQUIRED",
               owner + " does not assign " + (missing.size() == 1 ? "property " : "properties ") +
                   list + ", which its type '" + type + "' requires and gives no default");
    }
    if (!is_map) {
      return;
    }
    std::vector<std::string> names;
    for (const auto& p : defs) {
      names.push_back(p.name);
    }
    ValueCheck values{cx, types, doc, minor};
    for (const auto& [key, value] : assigned->entries) {
      if (has(names, key)) {
        const std::string& name = key; // a lambda may not capture a structured binding (clang 14)
        const auto& p =
            *std::find_if(defs.begin(), defs.end(), [&](const auto& d) { return d.name == name; });
        if (p.definition) {
          values.value(value, *p.definition, "property '" + key + "' of " + owner);
        }
        continue;
      }
      std::string message =
          "property '" + key + "' of " + owner + " is not declared by its type '" + type + "'";
      message += did_you_mean(key, names);
      cx.error(doc, value.location.known() ? value.location : owner_def.location, "PROP_UNDECLARED",
               message);
    }
  }

  void node_template(const std::string& name, const V& def)
  {
    const std::string owner = "node template '" + name + "'";
    const std::string type = text(member(def, "type"));
    functions(def, Scope{owner, &def, type, false});
    if (const V* filter = member(def, "node_filter")) {
      check_node_filter(cx, doc, *filter, "the node_filter of " + owner);
    }
    properties(YamlKind::node, type, member(def, "properties"), def, owner);
    inline_relationships(member(def, "requirements"), owner);
    const V* caps = member(def, "capabilities");
    if (!caps || caps->kind != V::Kind::map || !types.find(YamlKind::node, type, minor)) {
      return;
    }
    const auto defined = types.capabilities(type, minor);
    // 3.8.1 (node template `capabilities`): assignments of capabilities
    // the node type defines; checked when the whole derivation chain is
    // known.
    const bool complete = types.complete(YamlKind::node, type);
    std::vector<std::string> defined_names;
    for (const auto& c : defined) {
      defined_names.push_back(c.name);
    }
    for (const auto& [cname, body] : caps->entries) {
      if (complete && !has(defined_names, cname)) {
        unknown(body, "a capability assignment of " + owner, cname, defined_names, "CAP_UNKNOWN",
                "a capability of node type '" + type + "'");
        continue;
      }
      const V* props = member(body, "properties");
      if (!props) {
        continue;
      }
      for (const auto& c : defined) {
        if (c.name == cname) {
          properties(YamlKind::capability, c.type, props, body,
                     "capability '" + cname + "' of " + owner);
        }
      }
    }
  }

  /// 3.7.2: a requirement assignment's `relationship` given inline, as a
  /// type with property assignments, is a relationship template in all
  /// but name: its properties are checked as one's.
  void inline_relationships(const V* requirements, const std::string& owner)
  {
    if (!requirements || requirements->kind != V::Kind::list) {
      return;
    }
    for (const auto& item : requirements->items) {
      if (item.kind != V::Kind::map) {
        continue;
      }
      for (const auto& [rname, body] : item.entries) {
        const V* rel = member(body, "relationship");
        if (rel && rel->kind == V::Kind::map && member(*rel, "type")) {
          properties(YamlKind::relationship, text(member(*rel, "type")), member(*rel, "properties"),
                     *rel, "the relationship of requirement '" + rname + "' of " + owner);
        }
      }
    }
  }

  /// 3.7.4 to 3.7.6 (1.3: 3.8.4 to 3.8.6): relationship templates, groups
  /// and policies have a `type` (the reader requires a node template's).
  void typed(const V& def, const std::string& owner)
  {
    const V* type = member(def, "type");
    if (!type || type->is_null()) {
      // A null value's position is where the parser saw it end: the map's
      // own position is the better one.
      cx.error(doc, def.location, "YAML_MISSING_KEY", owner + " has no type");
    }
  }

  void names(const V* list, const std::vector<std::string>& allowed, const std::string& what,
             const std::string& expected)
  {
    if (!list || list->kind != V::Kind::list) {
      return;
    }
    for (const auto& item : list->items) {
      if (item.kind == V::Kind::string && !has(allowed, item.string)) {
        unknown(item, what, item.string, allowed, "TEMPLATE_UNKNOWN", expected);
      }
    }
  }

  void run()
  {
    if (topo.inputs && topo.inputs->kind == V::Kind::map) {
      ValueCheck values{cx, types, doc, minor};
      for (const auto& [name, def] : topo.inputs->entries) {
        inputs.push_back(name);
        if (const V* d = member(def, "default")) {
          values.value(*d, def, "the default of input '" + name + "'");
        }
        // A parameter definition's `value` has its type too (3.5.12; 1.3:
        // 3.6.14).
        if (const V* v = member(def, "value")) {
          values.value(*v, def, "the value of input '" + name + "'");
        }
      }
    }
    std::vector<std::string> nodes;
    for (const auto& [name, _] : topo.node_templates) {
      nodes.push_back(name);
    }
    templates = nodes;
    if (topo.relationship_templates && topo.relationship_templates->kind == V::Kind::map) {
      for (const auto& [name, _] : topo.relationship_templates->entries) {
        templates.push_back(name);
      }
    }
    for (const auto& [name, def] : topo.node_templates) {
      node_template(name, *def);
    }
    if (topo.relationship_templates && topo.relationship_templates->kind == V::Kind::map) {
      for (const auto& [name, def] : topo.relationship_templates->entries) {
        const std::string owner = "relationship template '" + name + "'";
        typed(def, owner);
        functions(def, Scope{owner, nullptr, {}, false});
        properties(YamlKind::relationship, text(member(def, "type")), member(def, "properties"),
                   def, owner);
      }
    }
    std::vector<std::string> groups;
    if (topo.groups && topo.groups->kind == V::Kind::map) {
      for (const auto& [name, def] : topo.groups->entries) {
        groups.push_back(name);
        typed(def, "group '" + name + "'");
        functions(def, Scope{"group '" + name + "'", nullptr, {}, false});
        names(member(def, "members"), nodes, "a member of group '" + name + "'",
              "a node template of this topology");
      }
    }
    if (topo.policies && topo.policies->kind == V::Kind::list) {
      std::vector<std::string> targets = nodes;
      targets.insert(targets.end(), groups.begin(), groups.end());
      for (const auto& item : topo.policies->items) {
        for (const auto& [name, def] : item.entries) {
          const std::string owner = "policy '" + name + "'";
          typed(def, owner);
          functions(def, Scope{owner, nullptr, {}, false});
          names(member(def, "targets"), targets, "a target of " + owner,
                "a node template or group of this topology");
          properties(YamlKind::policy, text(member(def, "type")), member(def, "properties"), def,
                     owner);
        }
      }
    }
    if (topo.outputs) {
      functions(*topo.outputs, Scope{"the outputs", nullptr, {}, true});
    }
  }
};

} // namespace

void check_yaml_topology(const Context& cx, const YamlTypes& types, const ir::Document& doc)
{
  const YamlTopology topo = topology_of(doc);
  const int minor = minor_version(doc);
  Topology{cx, types, doc, topo, minor, {}, {}}.run();
  check_yaml_substitution(cx, types, doc, topo, minor);
  check_yaml_interfaces(cx, types, doc, topo, minor);
}

} // namespace tosca::check::detail
