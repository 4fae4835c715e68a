/// The conditional elements of a variable topology (seed 003, "Node
/// Template" to "Import Definition", "Element Collections"): the
/// collections that may be lists of single-entry maps, each element's keys
/// (its TOSCA keys plus the variability keys, so that a misspelt
/// `conditions` is not silently a TOSCA key nobody reads), and the types of
/// the variability keys. TOSCA values themselves are not checked here: the
/// resolved template is plain TOSCA and `validate` checks it as such.

#include "lint_detail.hpp"

#include <algorithm>
#include <map>

namespace tosca::variability::lint_detail {

namespace {

// ------------------------------------------------------------ key tables

const std::vector<std::string> k_element_keys = {
    // The specification's element tables ...
    "conditions", "default_alternative", "default_condition", "default_consistency_condition",
    "default_semantic_condition", "default_condition_mode", "pruning", "consistency_pruning",
    "semantic_pruning", "implies", "implied", "weight", "persistent", "managed",
    // ... and Vintner's.
    "anchor"};

// TOSCA Simple Profile 1.3 keynames of each construct (src/yaml/src/grammar.cpp).
const std::vector<std::string> k_node_keys = {
    "type",        "description",  "metadata",     "directives", "properties",
    "attributes",  "requirements", "capabilities", "interfaces", "artifacts",
    "node_filter", "copy",         "technology"};
const std::vector<std::string> k_requirement_keys = {"capability", "node", "relationship",
                                                     "node_filter", "occurrences"};
const std::vector<std::string> k_relationship_keys = {
    "type", "description", "metadata", "properties", "attributes", "interfaces", "copy"};
const std::vector<std::string> k_group_keys = {"type",       "description",  "metadata",
                                               "properties", "members",      "interfaces",
                                               "attributes", "requirements", "capabilities"};
const std::vector<std::string> k_policy_keys = {"type",       "description", "metadata",
                                                "properties", "targets",     "triggers"};
const std::vector<std::string> k_parameter_keys = {
    "type",        "description", "value",        "required",        "default", "status",
    "constraints", "key_schema",  "entry_schema", "external-schema", "metadata"};
const std::vector<std::string> k_artifact_keys = {"type",        "file",
                                                  "repository",  "description",
                                                  "deploy_path", "artifact_version",
                                                  "checksum",    "checksum_algorithm",
                                                  "properties"};
const std::vector<std::string> k_import_keys = {"file", "repository", "namespace_uri",
                                                "namespace_prefix"};
const std::vector<std::string> k_wrapper_keys = {"value", "expression"};
// Vintner's technology template (src/specification/technology-template.ts).
const std::vector<std::string> k_technology_keys = {"assign", "prio", "scenario"};

const char* const k_implied_keywords[] = {"SOURCE", "TARGET", "CONTAINER"};

// ------------------------------------------------------------ collections

/// Which alternatives of a list may have one default alternative each.
enum class Defaults { none, per_name, one };

/// "There must be only one default assignment" (seed 003): among the
/// alternatives of one name in a list (`per_name`), or among all of them
/// (a conditional type, a node's technologies).
void one_default(Linter& l, const Value& collection, std::string_view what, bool per_name)
{
  if (collection.kind != ValueKind::list) {
    return;
  }
  std::map<std::string, const Value*> first;  // by name ("" when not per name)
  for (const auto& item : collection.items) {
    if (item.kind != ValueKind::map || item.entries.size() != 1) {
      continue;
    }
    const auto& [name, element] = item.entries[0];
    const Value* d = element.find("default_alternative");
    if (d == nullptr || d->kind != ValueKind::boolean || !d->boolean) {
      continue;
    }
    const auto [it, fresh] = first.emplace(per_name ? name : std::string(), d);
    if (!fresh) {
      l.error(*d, "a second default alternative '" + name + "' in " + std::string(what) +
                      " (the first at line " + std::to_string(it->second->location.line) +
                      "); there must be only one");
    }
  }
}

/// Calls `visit(name, value)` for each element of a collection given as a
/// map (when `map_allowed`) or as a list of single-entry maps, whose
/// alternatives have at most one default (`defaults`).
template <class Visit>
void each_element(Linter& l, const Value& collection, std::string_view what, bool map_allowed,
                  Defaults defaults, Visit visit)
{
  if (collection.is_null()) {
    return;
  }
  if (collection.kind == ValueKind::map && map_allowed) {
    for (const auto& [name, value] : collection.entries) {
      visit(name, value);
    }
    return;
  }
  if (collection.kind != ValueKind::list) {
    l.error(collection, std::string(what) + " is " + (map_allowed ? "a map or " : "") +
                            "a list of single-entry maps, not " + describe(collection));
    return;
  }
  for (const auto& item : collection.items) {
    if (item.kind != ValueKind::map || item.entries.size() != 1) {
      l.error(item, "each entry of " + std::string(what) +
                        " is a map with exactly one entry (the name), not " +
                        (item.kind == ValueKind::map ? std::to_string(item.entries.size()) + " entries"
                                                : describe(item)));
      continue;
    }
    const auto& [name, value] = item.entries[0];
    if (value.is_null()) {
      // YAML places a null where the next token starts: the entry's name
      // is the better place to point at.
      Value located = Value::null();
      located.location = item.location;
      visit(name, located);
    } else {
      visit(name, value);
    }
  }
  if (defaults != Defaults::none) {
    one_default(l, collection, what, defaults == Defaults::per_name);
  }
}

/// An element's own map; reports anything else (null is an empty element
/// where `null_ok`).
bool element_map(Linter& l, const Value& v, std::string_view what, bool null_ok = false)
{
  if (v.kind == ValueKind::map || (v.is_null() && null_ok)) {
    return true;
  }
  l.error(v, std::string(what) + " is a map, not " + describe(v));
  return false;
}

// ------------------------------------------------------------ parts of elements

/// `type`: a type name or a list of conditional type assignments.
void conditional_type(Linter& l, const Value& owner, std::string_view what)
{
  const Value* type = owner.find("type");
  if (type == nullptr || type->is_null() || type->kind == ValueKind::string) {
    return;
  }
  if (type->kind != ValueKind::list) {
    l.error(*type, "'type' of " + std::string(what) +
                       " is a type name or a list of conditional type assignments, not " +
                       describe(*type));
    return;
  }
  each_element(l, *type, "'type' of " + std::string(what), false, Defaults::one,
               [&](const std::string& name, const Value& assignment) {
                 const std::string of = "type assignment '" + name + "' of " + std::string(what);
                 if (element_map(l, assignment, of, true) && !assignment.is_null()) {
                   l.unknown_keys(assignment, k_element_keys, of);
                   l.element_keys(assignment, Element::type, of);
                 }
               });
}

/// `properties`: a map of plain values, or a list in which a map holding
/// `value` or `expression` is a conditional property (wrapped), anything
/// else a plain value (the resolver's and Vintner's rule).
void properties(Linter& l, const Value& owner, std::string_view what)
{
  const Value* props = owner.find("properties");
  if (props == nullptr || props->is_null() || props->kind == ValueKind::map) {
    return;
  }
  each_element(l, *props, "'properties' of " + std::string(what), true, Defaults::per_name,
               [&](const std::string& name, const Value& v) {
                 const Value* value = v.find("value");
                 const Value* expression = v.find("expression");
                 const bool wrapped =
                     v.kind == ValueKind::map &&
                     ((value && !value->is_null()) || (expression && !expression->is_null()));
                 if (!wrapped) {
                   return;
                 }
                 const std::string of = "property '" + name + "' of " + std::string(what);
                 l.unknown_keys(v, keys_of({k_wrapper_keys, k_element_keys}), of);
                 l.element_keys(v, Element::property, of);
                 if (expression && !expression->is_null()) {
                   l.expression(*expression, Position::value);
                 }
               });
}

void requirements(Linter& l, const Value& node, const std::string& node_name)
{
  const Value* reqs = node.find("requirements");
  if (reqs == nullptr) {
    return;
  }
  each_element(l, *reqs, "'requirements' of node template '" + node_name + "'", false,
               Defaults::per_name, [&](const std::string& name, const Value& r) {
                 const std::string of =
                     "requirement assignment '" + name + "' of node template '" + node_name + "'";
                 if (r.kind == ValueKind::string) {
                   return;
                 }
                 if (r.kind != ValueKind::map) {
                   l.error(r, of + " is a node name or a map, not " + describe(r));
                 } else {
                   l.unknown_keys(r, keys_of({k_requirement_keys, k_element_keys}), of);
                   l.element_keys(r, Element::relation, of);
                 }
               });
}

void artifacts(Linter& l, const Value& node, const std::string& node_name)
{
  const Value* arts = node.find("artifacts");
  if (arts == nullptr) {
    return;
  }
  each_element(l, *arts, "'artifacts' of node template '" + node_name + "'", true,
               Defaults::per_name, [&](const std::string& name, const Value& a) {
                 const std::string of =
                     "artifact '" + name + "' of node template '" + node_name + "'";
                 if (a.kind == ValueKind::string) {
                   return;
                 }
                 if (a.kind != ValueKind::map) {
                   l.error(a, of + " is a file name or a map, not " + describe(a));
                   return;
                 }
                 l.unknown_keys(a, keys_of({k_artifact_keys, k_element_keys}), of);
                 l.element_keys(a, Element::artifact, of);
                 conditional_type(l, a, of);
                 properties(l, a, of);
               });
}

/// Deployment technologies: `resolve` refuses them, so a warning; their
/// templates' keys are still checked.
void technology(Linter& l, const Value& node, const std::string& node_name)
{
  const Value* tech = node.find("technology");
  if (tech == nullptr || tech->empty()) {
    return;
  }
  l.unsupported(*tech, "deployment technologies are not supported by resolve (keyname "
                       "'technology' of node template '" +
                           node_name + "')");
  if (tech->kind == ValueKind::string || tech->kind == ValueKind::boolean) {
    return;
  }
  each_element(l, *tech, "'technology' of node template '" + node_name + "'", false, Defaults::one,
               [&](const std::string& name, const Value& t) {
                 const std::string of =
                     "technology '" + name + "' of node template '" + node_name + "'";
                 if (element_map(l, t, of, true) && !t.is_null()) {
                   l.unknown_keys(t, keys_of({k_technology_keys, k_element_keys}), of);
                   l.element_keys(t, Element::technology, of);
                 }
               });
}

// ------------------------------------------------------------ elements

void node_template(Linter& l, const std::string& name, const Value& node)
{
  const std::string what = "node template '" + name + "'";
  if (!element_map(l, node, what)) {
    return;
  }
  if (name == "SELF" || name == "CONTAINER") {
    // Vintner refuses them: a presence operator could not name the node.
    l.error(node, what + " is named like a keyword of the presence operators");
  }
  l.unknown_keys(node, keys_of({k_node_keys, k_element_keys}), what);
  l.element_keys(node, Element::node, what);
  conditional_type(l, node, what);
  properties(l, node, what);
  requirements(l, node, name);
  artifacts(l, node, name);
  technology(l, node, name);
}

/// Groups and policies: conditional elements with types and properties.
void group_or_policy(Linter& l, const std::string& what, const Value& v, Element kind,
                     const std::vector<std::string>& tosca_keys)
{
  if (!element_map(l, v, what)) {
    return;
  }
  l.unknown_keys(v, keys_of({tosca_keys, k_element_keys}), what);
  l.element_keys(v, kind, what);
  conditional_type(l, v, what);
  properties(l, v, what);
}

void parameter(Linter& l, const std::string& what, const Value& v, Element kind)
{
  if (element_map(l, v, what, true) && !v.is_null()) {
    l.unknown_keys(v, keys_of({k_parameter_keys, k_element_keys}), what);
    l.element_keys(v, kind, what);
  }
}

}  // namespace

void Linter::element_keys(const Value& element, Element kind, std::string_view what)
{
  for (const auto& [key, v] : element.entries) {
    if (v.is_null()) {
      continue;
    }
    const std::string of = "'" + key + "' of " + std::string(what);
    if (key == "conditions") {
      conditions(v);
    } else if (key == "implies") {
      implications(v, of);
    } else if (key == "default_condition_mode") {
      condition_mode(v, kind, of);
    } else if (key == "implied") {
      const bool keyword = v.kind == ValueKind::string &&
                           std::find(std::begin(k_implied_keywords), std::end(k_implied_keywords),
                                     v.string) != std::end(k_implied_keywords);
      if (v.kind != ValueKind::boolean && !keyword) {
        error(v, of + " is a boolean, SOURCE, TARGET or CONTAINER, not " +
                     (v.kind == ValueKind::string ? "'" + v.string + "'" : describe(v)));
      }
    } else if (key == "weight") {
      const bool number = v.kind == ValueKind::integer || v.kind == ValueKind::floating;
      const double d = v.kind == ValueKind::integer ? static_cast<double>(v.integer) : v.floating;
      // Vintner bounds a node's weight by 1; a technology's only from below.
      const bool bounded = kind != Element::technology;
      if (v.kind != ValueKind::boolean && !number) {
        error(v, of + " is a boolean or a number, not " + describe(v));
      } else if (number && (d < 0 || (bounded && d > 1))) {
        error(v, of + (bounded ? " is a number from 0 to 1" : " is not negative"));
      }
    } else if (std::find(k_element_keys.begin(), k_element_keys.end(), key) !=
               k_element_keys.end()) {
      expect_boolean(v, of);
    }
  }
}

void Linter::topology(const Value& topology)
{
  if (const Value* inputs = topology.find("inputs")) {
    each_element(*this, *inputs, "'inputs' of the topology template", true, Defaults::per_name,
                 [&](const std::string& name, const Value& v) {
                   parameter(*this, "topology input '" + name + "'", v, Element::input);
                 });
  }
  if (const Value* nodes = topology.find("node_templates")) {
    each_element(*this, *nodes, "'node_templates'", true, Defaults::none,
                 [&](const std::string& name, const Value& v) { node_template(*this, name, v); });
  }
  if (const Value* rels = topology.find("relationship_templates"); rels && !rels->is_null()) {
    if (expect(*rels, ValueKind::map, "'relationship_templates'")) {
      // Their presence is that of the requirement assignment using them:
      // no variability keys of their own, but conditional types and properties.
      for (const auto& [name, r] : rels->entries) {
        const std::string what = "relationship template '" + name + "'";
        if (element_map(*this, r, what)) {
          unknown_keys(r, k_relationship_keys, what);
          conditional_type(*this, r, what);
          properties(*this, r, what);
        }
      }
    }
  }
  if (const Value* groups = topology.find("groups")) {
    each_element(*this, *groups, "'groups'", true, Defaults::none,
                 [&](const std::string& name, const Value& v) {
                   group_or_policy(*this, "group '" + name + "'", v, Element::group, k_group_keys);
                 });
  }
  if (const Value* policies = topology.find("policies")) {
    each_element(*this, *policies, "'policies'", false, Defaults::none,
                 [&](const std::string& name, const Value& v) {
                   group_or_policy(*this, "policy '" + name + "'", v, Element::policy,
                                   k_policy_keys);
                 });
  }
  if (const Value* outputs = topology.find("outputs")) {
    each_element(*this, *outputs, "'outputs' of the topology template", true, Defaults::per_name,
                 [&](const std::string& name, const Value& v) {
                   parameter(*this, "topology output '" + name + "'", v, Element::output);
                 });
  }
}

void Linter::imports(const Value& imports)
{
  if (!expect(imports, ValueKind::list, "'imports'")) {
    return;
  }
  for (std::size_t i = 0; i < imports.items.size(); ++i) {
    const Value& im = imports.items[i];
    if (im.kind == ValueKind::string) {
      continue;
    }
    const std::string what = "import " + std::to_string(i);
    if (element_map(*this, im, what)) {
      unknown_keys(im, keys_of({k_import_keys, k_element_keys}), what);
      element_keys(im, Element::import, what);
    }
  }
}

}  // namespace tosca::variability::lint_detail
