/// lint(): the grammar checker's entry and the variability definition
/// (seed 003, "Variability Definition", "Variability Input", "Variability
/// Preset"): its keys, the variability inputs and the names they refer to,
/// the presets, the named expressions, the constraints and the
/// type-specific conditions.

#include "lint_detail.hpp"

#include "tosca/variability/lint.hpp"
#include "tosca/variability/resolve.hpp"

#include <algorithm>

namespace tosca::variability::lint_detail {

namespace {

bool contains(const std::vector<std::string>& names, const std::string& name)
{
  return std::find(names.begin(), names.end(), name) != names.end();
}

/// The names of a collection given as a map or as a list of single-entry
/// maps (malformed entries are reported where the collection is checked).
std::vector<std::string> names_in(const Value* collection)
{
  std::vector<std::string> names;
  if (collection == nullptr) {
    return names;
  }
  if (collection->kind == ValueKind::map) {
    for (const auto& e : collection->entries) {
      names.push_back(e.first);
    }
  } else if (collection->kind == ValueKind::list) {
    for (const auto& item : collection->items) {
      if (item.kind == ValueKind::map && item.entries.size() == 1) {
        names.push_back(item.entries[0].first);
      }
    }
  }
  return names;
}

Declared declarations(const Value& document)
{
  Declared d;
  if (const Value* imports = document.find("imports"); imports && imports->kind == ValueKind::list) {
    d.imports = imports->items.size();
  }
  const Value* topology = document.find("topology_template");
  if (topology == nullptr || topology->kind != ValueKind::map) {
    return d;
  }
  d.nodes = names_in(topology->find("node_templates"));
  d.groups = names_in(topology->find("groups"));
  d.policies = names_in(topology->find("policies"));
  d.inputs = names_in(topology->find("inputs"));
  d.outputs = names_in(topology->find("outputs"));
  const Value* variability = topology->find("variability");
  if (variability != nullptr && variability->kind == ValueKind::map) {
    if (const Value* inputs = variability->find("inputs"); inputs && inputs->kind == ValueKind::map) {
      d.variability_inputs = names_in(inputs);
    }
    if (const Value* expressions = variability->find("expressions");
        expressions && expressions->kind == ValueKind::map) {
      d.expressions = names_in(expressions);
      d.expression_map = expressions;
    }
  }
  return d;
}

// ------------------------------------------------------------ variability inputs

const std::vector<std::string> k_input_keys = {
    // The TOSCA input (parameter definition) keys ...
    "type", "description", "default", "required", "constraints", "key_schema", "entry_schema",
    "status", "metadata", "value",
    // ... and the variability input's own.
    "default_expression", "mandatory", "optional", "choices", "alternatives", "requires",
    "excludes"};

/// mandatory, optional, choices, alternatives, requires, excludes: a name
/// or a list of names of other variability inputs.
void input_references(Linter& l, const std::string& input, const std::string& key, const Value& v)
{
  const std::string what = "'" + key + "' of variability input '" + input + "'";
  if (v.kind == ValueKind::string) {
    l.reference(v, l.declared.variability_inputs, what, "variability input");
    return;
  }
  if (v.kind != ValueKind::list) {
    l.error(v, what + " is a variability input name or a list of them, not " + describe(v));
    return;
  }
  for (const auto& item : v.items) {
    if (item.kind != ValueKind::string) {
      l.error(item,
              "each entry of " + what + " is a variability input name, not " + describe(item));
    } else {
      l.reference(item, l.declared.variability_inputs, what, "variability input");
    }
  }
}

void variability_inputs(Linter& l, const Value& inputs)
{
  if (!l.expect(inputs, ValueKind::map, "'inputs' of the variability definition")) {
    return;
  }
  for (const auto& [name, input] : inputs.entries) {
    const std::string what = "variability input '" + name + "'";
    if (input.is_null()) {
      continue;
    }
    if (!l.expect(input, ValueKind::map, what)) {
      continue;
    }
    l.unknown_keys(input, k_input_keys, what);
    for (const auto& [key, v] : input.entries) {
      if (v.is_null()) {
        continue;
      }
      if (key == "type" || key == "description" || key == "status") {
        l.expect(v, ValueKind::string, "'" + key + "' of " + what);
      } else if (key == "required") {
        l.expect_boolean(v, "'required' of " + what);
      } else if (key == "default_expression") {
        l.expression(v, Position::value);
      } else if (key == "mandatory" || key == "optional" || key == "choices" ||
                 key == "alternatives" || key == "requires" || key == "excludes") {
        input_references(l, name, key, v);
      }
    }
  }
}

// ------------------------------------------------------------ presets, expressions

const std::vector<std::string> k_preset_keys = {"name", "description", "inputs"};

void presets(Linter& l, const Value& presets)
{
  if (!l.expect(presets, ValueKind::map, "'presets' of the variability definition")) {
    return;
  }
  for (const auto& [name, preset] : presets.entries) {
    const std::string what = "variability preset '" + name + "'";
    if (!l.expect(preset, ValueKind::map, what)) {
      continue;
    }
    l.unknown_keys(preset, k_preset_keys, what);
    for (const char* key : {"name", "description"}) {
      if (const Value* v = preset.find(key); v && !v->is_null()) {
        l.expect(*v, ValueKind::string, std::string("'") + key + "' of " + what);
      }
    }
    const Value* assigned = preset.is_null() ? nullptr : preset.find("inputs");
    if (assigned == nullptr) {
      l.error(preset, what + " has no 'inputs'");
      continue;
    }
    if (!l.expect(*assigned, ValueKind::map, "'inputs' of " + what)) {
      continue;
    }
    for (const auto& [input, value] : assigned->entries) {
      if (!contains(l.declared.variability_inputs, input)) {
        l.error(value, what + " assigns '" + input + "', which is no variability input" +
                           suggestion(input, l.declared.variability_inputs));
      }
    }
  }
}

void expressions(Linter& l, const Value& expressions)
{
  if (!l.expect(expressions, ValueKind::map, "'expressions' of the variability definition")) {
    return;
  }
  for (const auto& entry : expressions.entries) {
    l.expression(entry.second, Position::any);
  }
}

void constraints(Linter& l, const Value& constraints)
{
  if (!l.expect(constraints, ValueKind::list, "'constraints' of the variability definition")) {
    return;
  }
  for (const auto& c : constraints.items) {
    l.expression(c, Position::logic);
  }
}

// ------------------------------------------------------------ type-specific conditions

const std::vector<std::string> k_type_tables = {"node_types",     "relationship_types",
                                                "artifact_types", "data_types",
                                                "group_types",    "policy_types"};
const std::vector<std::string> k_type_condition_keys = {"conditions", "consistency", "semantic"};

/// Inline (a map of type tables) or the name of a file to read them from.
void type_specific_conditions(Linter& l, const Value& v)
{
  if (v.kind == ValueKind::string) {
    return;
  }
  const std::string what = "'type_specific_conditions' of the variability definition";
  if (v.kind != ValueKind::map) {
    l.error(v, what + " is a file name or a map of type tables, not " + describe(v));
    return;
  }
  l.unknown_keys(v, k_type_tables, what);
  for (const auto& [table, types] : v.entries) {
    if (!contains(k_type_tables, table) ||
        !l.expect(types, ValueKind::map, "'" + table + "' of " + what)) {
      continue;
    }
    for (const auto& [type, wrapper] : types.entries) {
      const std::string of = "the type-specific condition of '" + type + "'";
      if (!l.expect(wrapper, ValueKind::map, of) || wrapper.is_null()) {
        continue;
      }
      l.unknown_keys(wrapper, k_type_condition_keys, of);
      const Value* c = wrapper.find("conditions");
      if (c == nullptr || c->is_null()) {
        l.error(wrapper, of + " has no 'conditions'");
      } else {
        l.conditions(*c);
      }
      for (const char* key : {"consistency", "semantic"}) {
        if (const Value* b = wrapper.find(key); b && !b->is_null()) {
          l.expect_boolean(*b, std::string("'") + key + "' of " + of);
        }
      }
    }
  }
}

// ------------------------------------------------------------ the definition

// TOSCA Simple Profile 1.3 keynames (src/yaml/src/grammar.cpp), and the
// topology template's variability definition.
const std::vector<std::string> k_service_template_keys = {"tosca_definitions_version",
                                                          "namespace",
                                                          "metadata",
                                                          "description",
                                                          "dsl_definitions",
                                                          "repositories",
                                                          "imports",
                                                          "artifact_types",
                                                          "data_types",
                                                          "capability_types",
                                                          "interface_types",
                                                          "relationship_types",
                                                          "node_types",
                                                          "group_types",
                                                          "policy_types",
                                                          "topology_template"};
const std::vector<std::string> k_topology_keys = {
    "description", "inputs",     "node_templates", "relationship_templates",
    "groups",      "policies",   "outputs",        "substitution_mappings",
    "workflows",   "variability"};

const std::vector<std::string> k_variability_keys = {
    "inputs", "presets", "expressions", "constraints", "options", "type_specific_conditions",
    "technology_rules", "plugins",
    // Vintner's name for the technology rules.
    "qualities"};

void variability_definition(Linter& l, const Value& v)
{
  if (!l.expect(v, ValueKind::map, "'variability' of the topology template") || v.is_null()) {
    return;
  }
  l.unknown_keys(v, k_variability_keys, "the variability definition");
  for (const auto& [key, value] : v.entries) {
    if (value.is_null()) {
      continue;
    }
    if (key == "inputs") {
      variability_inputs(l, value);
    } else if (key == "presets") {
      presets(l, value);
    } else if (key == "expressions") {
      expressions(l, value);
    } else if (key == "constraints") {
      constraints(l, value);
    } else if (key == "options") {
      l.options(value);
    } else if (key == "type_specific_conditions") {
      type_specific_conditions(l, value);
    } else if ((key == "technology_rules" || key == "qualities" || key == "plugins") &&
               !value.empty()) {
      l.unsupported(value, "deployment technologies are not supported by resolve (keyname '" + key +
                               "' of the variability definition)");
    }
  }
}

}  // namespace

}  // namespace tosca::variability::lint_detail

namespace tosca::variability {

std::vector<Finding> lint(const ir::Value& document)
{
  using namespace lint_detail;
  Linter l;
  if (document.kind != ValueKind::map) {
    l.error(document, "a variable service template is a map, not " + describe(document));
    return std::move(l.findings);
  }
  if (!is_variable(document)) {
    const Value* version = document.find("tosca_definitions_version");
    l.error(version != nullptr ? *version : document,
            "not a variable service template: tosca_definitions_version is none of " +
                joined(accepted_versions()));
    return std::move(l.findings);
  }
  l.declared = declarations(document);
  l.unknown_keys(document, k_service_template_keys, "the service template");
  if (const Value* imports = document.find("imports"); imports && !imports->is_null()) {
    l.imports(*imports);
  }
  const Value* topology = document.find("topology_template");
  if (topology == nullptr || topology->is_null()) {
    return std::move(l.findings);
  }
  if (!l.expect(*topology, ValueKind::map, "'topology_template'")) {
    return std::move(l.findings);
  }
  l.unknown_keys(*topology, k_topology_keys, "the topology template");
  if (const Value* v = topology->find("variability"); v && !v->is_null()) {
    variability_definition(l, *v);
  }
  l.topology(*topology);
  std::stable_sort(l.findings.begin(), l.findings.end(), [](const Finding& a, const Finding& b) {
    return a.where.line != b.where.line ? a.where.line < b.where.line
                                        : a.where.column < b.where.column;
  });
  return std::move(l.findings);
}

}  // namespace tosca::variability
