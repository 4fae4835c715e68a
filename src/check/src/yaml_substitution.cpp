// YAML-born documents: a topology's substitution_mappings against the node
// type it substitutes (1.0 2.10, 1.3 3.8.13) and against the topology.
//
// [x] the node_type's required properties without a default reach the
//     topology as inputs of the same name or (1.2+) through `properties`
//     (PROP_REQUIRED)
// [x] substitution_filter has the node_filter grammar (1.3, NODE_FILTER)
// [x] capability and requirement mappings: the name is one of the node
//     type's (CAP_UNKNOWN, REQ_UNKNOWN); the target is a node template of
//     the topology (TEMPLATE_UNKNOWN) and one of its type's capabilities
//     or requirements (CAP_UNKNOWN, REQ_UNKNOWN)
// [x] property mappings (1.2+): a property of the node type
//     (PROP_UNDECLARED) mapped to an input of the topology (INPUT_UNKNOWN)
// [x] attribute mappings (1.3): an attribute or property of the node type
//     (ATTR_UNDECLARED) mapped to an output of the topology (OUTPUT_UNKNOWN)
// Names of a type are checked only when its whole derivation chain is
// known.
#include "checks.hpp"
#include "context.hpp"
#include "yaml_types.hpp"

#include <algorithm>

namespace tosca::check::detail {

namespace {

using V = ir::Value;

struct Substitution
{
  const Context& cx;
  const YamlTypes& types;
  const ir::Document& doc;
  const YamlTopology& topo;
  int minor;
  const V& mappings;
  std::string node_type; ///< the substituted type, "" when unknown or incomplete

  static bool has(const std::vector<std::string>& names, const std::string& n)
  {
    return std::find(names.begin(), names.end(), n) != names.end();
  }

  static std::vector<std::string> keys(const V* map)
  {
    std::vector<std::string> out;
    if (map && map->kind == V::Kind::map) {
      for (const auto& [name, _] : map->entries) {
        out.push_back(name);
      }
    }
    return out;
  }

  void unknown(const V& at, const std::string& what, const std::string& name,
               const std::vector<std::string>& candidates, const char* code,
               const std::string& expected) const
  {
    report_unknown(cx, doc, at.location.known() ? at.location : mappings.location, what, name,
                   candidates, code, expected);
  }

  /// A node type whose names can be checked: known, with every ancestor.
  bool checkable(const std::string& type) const
  {
    return !type.empty() && types.find(YamlKind::node, type, minor) &&
           types.complete(YamlKind::node, type);
  }

  std::vector<std::string> capabilities(const std::string& type) const
  {
    std::vector<std::string> out;
    for (const auto& c : types.capabilities(type, minor)) {
      out.push_back(c.name);
    }
    return out;
  }

  std::vector<std::string> requirements(const std::string& type) const
  {
    std::vector<std::string> out;
    for (const auto& r : types.requirements(type)) {
      out.push_back(r.name);
    }
    return out;
  }

  std::vector<std::string> properties(const std::string& type) const
  {
    std::vector<std::string> out;
    for (const auto& p : types.properties(YamlKind::node, type)) {
      out.push_back(p.name);
    }
    return out;
  }

  /// 2.10 (1.0), 3.8.x: the substituted type's properties reach the
  /// topology as inputs of the same name, or (1.2+) through the mapping's
  /// `properties`. A required property without a default that neither
  /// provides cannot be given.
  void required_properties(const std::vector<std::string>& inputs)
  {
    const V* mapped = member(mappings, "properties");
    std::string missing;
    for (const auto& p : types.properties(YamlKind::node, node_type)) {
      if (p.required && !p.has_default && !has(inputs, p.name) &&
          !(mapped && mapped->kind == V::Kind::map && mapped->find(p.name))) {
        append_quoted(missing, p.name);
      }
    }
    if (!missing.empty()) {
      const V* type_at = member(mappings, "node_type");
      cx.error(doc, type_at->location.known() ? type_at->location : mappings.location,
               "PROP_REQUIRED",
               "the substitution mappings for node type '" + node_type + "' give no input for " +
                   missing + ", which the type requires without a default; declare an input " +
                   "of that name" + (minor >= 2 ? " or map it under 'properties'" : ""));
    }
  }

  /// capabilities/requirements: name: [node_template, name].
  void endpoints(bool capability)
  {
    const std::string section = capability ? "capabilities" : "requirements";
    const std::string what = capability ? "capability" : "requirement";
    const char* code = capability ? "CAP_UNKNOWN" : "REQ_UNKNOWN";
    const V* s = member(mappings, section);
    if (!s || s->kind != V::Kind::map) {
      return;
    }
    std::vector<std::string> nodes;
    for (const auto& [name, _] : topo.node_templates) {
      nodes.push_back(name);
    }
    for (const auto& entry : s->entries) {
      const auto& [name, target] = entry;
      const std::string mapping = "the substitution mapping of " + what + " '" + name + "'";
      if (!node_type.empty()) {
        auto own = capability ? capabilities(node_type) : requirements(node_type);
        if (!has(own, name)) {
          unknown(target, "a key of the substitution mappings' " + section, name, own, code,
                  "a " + what + " of node type '" + node_type + "'");
        }
      }
      if (target.kind != V::Kind::list || target.items.empty() ||
          target.items.front().kind != V::Kind::string) {
        continue;
      }
      const V& node = target.items.front();
      if (!has(nodes, node.string)) {
        unknown(node, mapping, node.string, nodes, "TEMPLATE_UNKNOWN",
                "a node template of this topology");
        continue;
      }
      if (target.items.size() < 2 || target.items[1].kind != V::Kind::string) {
        continue;
      }
      const std::string type = text(member(*topo.node_template(node.string), "type"));
      if (checkable(type)) {
        auto theirs = capability ? capabilities(type) : requirements(type);
        if (!has(theirs, target.items[1].string)) {
          unknown(target.items[1], mapping, target.items[1].string, theirs, code,
                  "a " + what + " of node template '" + node.string + "' (type '" + type + "')");
        }
      }
    }
  }

  /// properties (1.2+): name: [input]; attributes (1.3): name: [output].
  /// A value other than a one-name list (a constant, the 1.3 multi-line
  /// form) maps nothing to check here.
  void values(bool attribute, const std::vector<std::string>& sources)
  {
    const V* s = member(mappings, attribute ? "attributes" : "properties");
    if (!s || s->kind != V::Kind::map) {
      return;
    }
    const std::string what = attribute ? "attribute" : "property";
    const std::string section = attribute ? "attributes" : "properties";
    for (const auto& entry : s->entries) {
      const auto& [name, target] = entry;
      const std::string mapping = "the substitution mapping of " + what + " '" + name + "'";
      if (!node_type.empty()) {
        auto own = properties(node_type);
        if (attribute) {
          for (auto& a : types.attributes(YamlKind::node, node_type)) {
            own.push_back(std::move(a));
          }
        }
        if (!has(own, name)) {
          unknown(target, "a key of the substitution mappings' " + section, name, own,
                  attribute ? "ATTR_UNDECLARED" : "PROP_UNDECLARED",
                  std::string("a") + (attribute ? "n attribute or property" : " property") +
                      " of node type '" + node_type + "'");
        }
      }
      const V* source = &target;
      if (const V* m = member(target, "mapping")) {
        source = m;
      }
      if (source->kind == V::Kind::list && source->items.size() == 1 &&
          source->items.front().kind == V::Kind::string &&
          !has(sources, source->items.front().string)) {
        unknown(source->items.front(), mapping, source->items.front().string, sources,
                attribute ? "OUTPUT_UNKNOWN" : "INPUT_UNKNOWN",
                std::string("an ") + (attribute ? "output" : "input") + " of the topology");
      }
    }
  }

  void run()
  {
    const std::string type = text(member(mappings, "node_type"));
    if (checkable(type)) {
      node_type = type;
    }
    const std::vector<std::string> inputs = keys(topo.inputs);
    if (!node_type.empty()) {
      required_properties(inputs);
    }
    // 1.3, 3.8.13: substitution_filter has the node_filter grammar.
    if (const V* filter = member(mappings, "substitution_filter"); filter && minor >= 3) {
      check_node_filter(cx, doc, *filter, "the substitution_filter");
    }
    endpoints(true);
    endpoints(false);
    if (minor >= 2) {
      values(false, inputs);
    }
    if (minor >= 3) {
      values(true, keys(topo.outputs));
    }
  }
};

} // namespace

void check_yaml_substitution(const Context& cx, const YamlTypes& types, const ir::Document& doc,
                             const YamlTopology& topo, int minor)
{
  if (topo.substitution_mappings && topo.substitution_mappings->kind == ir::Value::Kind::map) {
    Substitution{cx, types, doc, topo, minor, *topo.substitution_mappings, {}}.run();
  }
}

} // namespace tosca::check::detail
