/// The variability options (seed 003, "Variability Options"): every option
/// the specification lists, with its type, plus the ones OpenTOSCA Vintner
/// reads beyond it (src/graph/options.ts, src/specification/variability.ts)
/// and its conformance tests use: normalization, enricher, scenario and
/// further constraint and check options. `options.cpp` reads the same
/// options for `resolve`.

#include "lint_detail.hpp"

#include <algorithm>

namespace tosca::variability::lint_detail {

namespace {

/// How an option's value is checked.
enum class OptionType {
  boolean,
  mode,
  condition_mode,
  optimization,
  topology_mode,
  technologies_mode
};

struct OptionSpec
{
  std::string name;
  OptionType type = OptionType::boolean;
  Element kind = Element::node;  ///< for condition_mode
};

/// Element kinds as option prefixes ("node_pruning").
struct KindPrefix
{
  const char* prefix;
  Element kind;
  bool has_mode;
};

constexpr KindPrefix k_kinds[] = {
    {"input", Element::input, false},      {"node", Element::node, true},
    {"output", Element::output, true},     {"relation", Element::relation, true},
    {"policy", Element::policy, false},    {"group", Element::group, false},
    {"artifact", Element::artifact, true}, {"property", Element::property, true},
    {"type", Element::type, false},        {"technology", Element::technology, true},
};

const char* const k_boolean_options[] = {
    // General, default conditions, pruning (the per-kind ones are added below).
    "default_condition", "pruning", "relation_default_implied",
    // Checks.
    "checks", "consistency_checks", "semantic_checks", "relation_source_check",
    "relation_target_check", "ambiguous_hosting_check", "missing_artifact_container_check",
    "ambiguous_artifact_check", "missing_property_container_check", "ambiguous_property_check",
    "missing_type_container_check", "ambiguous_type_check", "expected_hosting_check",
    "expected_incoming_relation_check", "expected_artifact_check", "expected_technology_check",
    "missing_technology_container_check", "ambiguous_technology_check", "ambiguous_relation_check",
    "ambiguous_input_check", "ambiguous_output_check", "unconsumed_input_check",
    "unproduced_output_check", "required_technology_check", "anchor_check",
    // Solver.
    "optimization_topology_unique", "optimization_topology_unique_backward",
    "optimization_technologies_unique", "optimization_scenarios", "optimization_scenarios_unique",
    // Enricher.
    "enrich_input_condition", "enrich_technologies", "enrich_technologies_best_only",
    "enrich_implementations",
    // Normalization.
    "automatic_default_alternatives", "fallback_property_default_alternative",
    // Constraints.
    "constraints", "relation_source_constraint", "relation_target_constraint",
    "relation_enhanced_implication_mode", "artifact_container_constraint",
    "property_container_constraint", "type_container_constraint", "hosting_stack_constraint",
    "technology_constraint", "required_hosting_constraint", "single_hosting_constraint",
    "required_technology_constraint", "unique_property_constraint", "unique_artifact_constraint",
    "unique_input_constraint", "unique_output_constraint", "unique_relation_constraint",
    "unique_technology_constraint", "unique_scenario_constraint", "required_artifact_constraint",
    "required_incoming_relation_constraint"};

const std::vector<OptionSpec>& option_specs()
{
  static const std::vector<OptionSpec> specs = [] {
    std::vector<OptionSpec> all;
    all.push_back({"mode", OptionType::mode});
    for (const char* name : k_boolean_options) {
      all.push_back({name});
    }
    for (const auto& k : k_kinds) {
      const std::string p = k.prefix;
      for (const char* suffix :
           {"_default_condition", "_default_consistency_condition", "_default_semantic_condition",
            "_pruning", "_consistency_pruning", "_semantic_pruning"}) {
        all.push_back({p + suffix});
      }
      if (k.has_mode) {
        all.push_back({p + "_default_condition_mode", OptionType::condition_mode, k.kind});
      }
    }
    all.push_back({"optimization_topology", OptionType::optimization});
    all.push_back({"optimization_topology_mode", OptionType::topology_mode});
    all.push_back({"optimization_technologies", OptionType::optimization});
    all.push_back({"optimization_technologies_mode", OptionType::technologies_mode});
    return all;
  }();
  return specs;
}

const std::vector<std::string>& option_names()
{
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const auto& s : option_specs()) {
      out.push_back(s.name);
    }
    return out;
  }();
  return names;
}

const std::vector<std::string> k_modes = {"manual",  "consistent-strict", "consistent-loose",
                                          "default", "semantic-strict",   "semantic-loose"};
/// Earlier names of manual and semantic-loose that Vintner and `resolve`
/// still accept.
const std::vector<std::string> k_legacy_modes = {"strict", "loose"};

/// The parts of each kind's default condition mode (Vintner's
/// getDefaultMode per element; the specification's tables list fewer).
const std::vector<std::string>& mode_parts(Element kind)
{
  static const std::vector<std::string> node = {"source",   "incoming",      "incomingnaive",
                                                "outgoing", "outgoingnaive", "host",
                                                "artifact", "artifactnaive"};
  static const std::vector<std::string> relation = {"source", "target", "default"};
  static const std::vector<std::string> property = {"container", "consuming", "default"};
  static const std::vector<std::string> artifact = {"container", "managed", "default"};
  static const std::vector<std::string> output = {"produced", "default"};
  static const std::vector<std::string> technology = {"container", "other", "scenario", "default"};
  static const std::vector<std::string> none;
  switch (kind) {
  case Element::node:
    return node;
  case Element::relation:
    return relation;
  case Element::property:
    return property;
  case Element::artifact:
    return artifact;
  case Element::output:
    return output;
  case Element::technology:
    return technology;
  default:
    return none;
  }
}

/// One of `allowed`, quoted in the message when not.
void one_of(Linter& l, const Value& v, const std::vector<std::string>& allowed,
            const std::vector<std::string>& also, std::string_view what)
{
  if (!l.expect(v, ValueKind::string, what) || v.is_null()) {
    return;
  }
  if (std::find(allowed.begin(), allowed.end(), v.string) != allowed.end() ||
      std::find(also.begin(), also.end(), v.string) != also.end()) {
    return;
  }
  l.error(v, std::string(what) + " is one of " + joined(allowed) + ", not '" + v.string + "'" +
                 suggestion(v.string, allowed));
}

void check_option(Linter& l, const OptionSpec& spec, const Value& v)
{
  const std::string what = "variability option '" + spec.name + "'";
  switch (spec.type) {
  case OptionType::boolean:
    l.expect_boolean(v, what);
    return;
  case OptionType::mode:
    one_of(l, v, k_modes, k_legacy_modes, what);
    return;
  case OptionType::condition_mode:
    l.condition_mode(v, spec.kind, what);
    return;
  case OptionType::topology_mode:
    one_of(l, v, {"weight", "count"}, {}, what);
    return;
  case OptionType::technologies_mode:
    one_of(l, v, {"weight", "count", "weight-count"}, {}, what);
    return;
  case OptionType::optimization:
    if (v.kind == ValueKind::boolean ||
        (v.kind == ValueKind::string && (v.string == "min" || v.string == "max"))) {
      return;
    }
    l.error(v, what + " is a boolean, 'min' or 'max', not " +
                   (v.kind == ValueKind::string ? "'" + v.string + "'" : describe(v)));
    return;
  }
}

}  // namespace

void Linter::options(const Value& options)
{
  if (!expect(options, ValueKind::map, "'options' of the variability definition")) {
    return;
  }
  for (const auto& entry : options.entries) {
    // Not a structured binding: clang 14 cannot capture one in a lambda.
    const std::string& name = entry.first;
    const Value& value = entry.second;
    const auto& specs = option_specs();
    const auto spec = std::find_if(specs.begin(), specs.end(),
                                   [&](const OptionSpec& s) { return s.name == name; });
    if (spec == specs.end()) {
      error(value, "unknown variability option '" + name + "'" + suggestion(name, option_names()));
    } else if (!value.is_null()) {
      check_option(*this, *spec, value);
    }
  }
}

void Linter::condition_mode(const Value& mode, Element kind, std::string_view what)
{
  if (!expect(mode, ValueKind::string, what) || mode.is_null()) {
    return;
  }
  const auto& parts = mode_parts(kind);
  if (parts.empty()) {
    return;
  }
  std::size_t start = 0;
  while (true) {
    const std::size_t dash = mode.string.find('-', start);
    const std::string part =
        mode.string.substr(start, dash == std::string::npos ? dash : dash - start);
    if (std::find(parts.begin(), parts.end(), part) == parts.end()) {
      error(mode, std::string(what) + " joins " + joined(parts) + " with '-'; '" + part + "' in '" +
                      mode.string + "' is none of them" + suggestion(part, parts));
      return;
    }
    if (dash == std::string::npos) {
      return;
    }
    start = dash + 1;
  }
}

}  // namespace tosca::variability::lint_detail
