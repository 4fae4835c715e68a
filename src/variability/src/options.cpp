/// Options: each value is the first of (option, pruning mode, wider option,
/// version default) that is set, as in Vintner's Options classes.

#include "options.hpp"

#include "tosca/variability/resolve.hpp"

#include <map>
#include <optional>

namespace tosca::variability {

namespace {

using Table = std::map<std::string, bool>;

const char* const kind_keys[] = {"type", "node", "relation", "property", "policy",
                                 "group", "input", "artifact", "import", "output"};

/// Every element kind except inputs and outputs (and imports, which have
/// no options), the kinds the pruning modes switch as a block.
const char* const topology_kinds[] = {"node", "relation", "policy", "group", "artifact",
                                      "property", "type", "technology"};

/// The option entries a pruning mode implies: `consistency` and
/// `semantic` name which half (or both) of the kind's setting it enables.
void enable(Table& t, const std::string& kind, bool pruning, bool consistency, bool semantic)
{
  if (pruning) {
    t[kind + "_pruning"] = true;
    t[kind + "_consistency_pruning"] = consistency;
    t[kind + "_semantic_pruning"] = semantic;
  } else {
    t[kind + "_default_condition"] = true;
    t[kind + "_default_consistency_condition"] = consistency;
    t[kind + "_default_semantic_condition"] = semantic;
  }
}

void disable(Table& t, const std::string& kind)
{
  for (const char* suffix : {"_default_condition", "_default_consistency_condition",
                             "_default_semantic_condition", "_pruning", "_consistency_pruning",
                             "_semantic_pruning"})
    t[kind + suffix] = false;
}

/// Vintner's PruningModesV1 (rc_1, rc_2, 1.0) and PruningModesV2 (rc_3):
/// in V1 the modes leave inputs and outputs out of pruning.
std::optional<Table> pruning_mode(const std::string& mode, bool v3)
{
  Table t;
  const bool io = v3;
  auto inout = [&](bool pruning, bool consistency, bool semantic) {
    for (const char* k : {"input", "output"}) {
      if (io) enable(t, k, pruning, consistency, semantic);
    }
  };
  auto strip_inout = [&] {
    if (!io) {
      disable(t, "input");
      disable(t, "output");
    }
  };
  if (mode == "manual" || mode == "strict") {
    strip_inout();
  } else if (mode == "consistent-strict") {
    for (const char* k : topology_kinds) enable(t, k, false, true, false);
    inout(false, true, false);
    if (!io)
      for (const char* k : {"input", "output"}) {
        t[std::string(k) + "_default_condition"] = false;
        t[std::string(k) + "_default_consistency_condition"] = false;
        t[std::string(k) + "_default_semantic_condition"] = false;
      }
  } else if (mode == "consistent-loose") {
    for (const char* k : topology_kinds) enable(t, k, true, true, false);
    inout(true, true, false);
    if (!io)
      for (const char* k : {"input", "output"}) {
        t[std::string(k) + "_pruning"] = false;
        t[std::string(k) + "_consistency_pruning"] = false;
        t[std::string(k) + "_semantic_pruning"] = false;
      }
  } else if (mode == "default") {
    t["default_condition"] = true;
    strip_inout();
  } else if (mode == "semantic-strict") {
    t["default_condition"] = true;
    for (const char* k : topology_kinds) enable(t, k, true, true, false);
    inout(true, true, false);
    strip_inout();
  } else if (mode == "semantic-loose" || mode == "loose") {
    t["pruning"] = true;
    strip_inout();
  } else {
    return std::nullopt;
  }
  return t;
}

class Reader
{
public:
  Reader(const ir::Value* raw, Table mode) : m_raw(raw), m_mode(std::move(mode)) {}

  std::optional<bool> option(const std::string& key) const
  {
    if (!m_raw) return std::nullopt;
    const ir::Value* v = m_raw->find(key);
    if (!v || v->is_null()) return std::nullopt;
    if (v->kind != ir::Value::Kind::boolean)
      throw Error("Option \"" + key + "\" must be a boolean", v->location, "VARIABILITY_TEMPLATE");
    return v->boolean;
  }

  std::optional<std::string> text(const std::string& key) const
  {
    if (!m_raw) return std::nullopt;
    const ir::Value* v = m_raw->find(key);
    if (!v || v->is_null()) return std::nullopt;
    if (v->kind != ir::Value::Kind::string)
      throw Error("Option \"" + key + "\" must be a string", v->location, "VARIABILITY_TEMPLATE");
    return v->string;
  }

  /// option ?? mode ?? fallback
  bool get(const std::string& key, bool fallback) const
  {
    if (auto o = option(key)) return *o;
    if (auto it = m_mode.find(key); it != m_mode.end()) return it->second;
    return fallback;
  }

  const ir::Value* raw() const { return m_raw; }

private:
  const ir::Value* m_raw;
  Table m_mode;
};

void read_kinds(Options& o, const Reader& r)
{
  const bool default_condition = r.get("default_condition", false);
  const bool pruning = r.get("pruning", false);
  for (std::size_t i = 0; i < std::size(kind_keys); ++i) {
    const std::string k = kind_keys[i];
    KindOptions& ko = o.kinds[i];
    ko.default_condition = r.get(k + "_default_condition", default_condition);
    ko.default_consistency = r.get(k + "_default_consistency_condition", ko.default_condition);
    ko.default_semantic = r.get(k + "_default_semantic_condition", ko.default_condition);
    ko.pruning = r.get(k + "_pruning", pruning);
    ko.consistency_pruning = r.get(k + "_consistency_pruning", ko.pruning);
    ko.semantic_pruning = r.get(k + "_semantic_pruning", ko.pruning);
  }
  auto mode = [&](Kind kind, const std::string& fallback) {
    o.kinds[static_cast<std::size_t>(kind)].mode =
        r.text(std::string(kind_keys[static_cast<std::size_t>(kind)]) + "_default_condition_mode").value_or(fallback);
  };
  mode(Kind::node, o.v1 ? "incoming-artifact" : "incomingnaive-artifact-host");
  mode(Kind::output, o.v3 ? "produced-default" : "produced");
  mode(Kind::relation, o.v3 ? "source-target-default" : "source-target");
  mode(Kind::artifact, o.v3 ? "container-managed-default" : "container");
  mode(Kind::property, o.v3 ? "container-consuming-default" : "container-consuming");
}

void read_checks(Options& o, const Reader& r)
{
  auto& c = o.checks;
  const bool checks = r.get("checks", !o.v3);
  const bool consistency = r.get("consistency_checks", checks);
  const bool semantic = r.get("semantic_checks", checks);
  c.relation_source = r.get("relation_source_check", consistency);
  c.relation_target = r.get("relation_target_check", consistency);
  c.ambiguous_hosting = r.get("ambiguous_hosting_check", consistency);
  c.missing_artifact_container = r.get("missing_artifact_container_check", consistency);
  c.ambiguous_artifact = r.get("ambiguous_artifact_check", consistency);
  c.missing_property_container = r.get("missing_property_container_check", consistency);
  c.ambiguous_property = r.get("ambiguous_property_check", consistency);
  c.missing_type_container = r.get("missing_type_container_check", consistency);
  c.ambiguous_type = r.get("ambiguous_type_check", consistency);
  c.expected_hosting = r.get("expected_hosting_check", semantic);
  c.expected_incoming_relation = r.get("expected_incoming_relation_check", semantic);
  c.expected_artifact = r.get("expected_artifact_check", semantic);
  c.anchor = r.get("anchor_check", checks);
  c.required_technology = r.get("required_technology_check", semantic);
  c.ambiguous_relation = r.get("ambiguous_relation_check", consistency);
  c.ambiguous_input = r.get("ambiguous_input_check", consistency);
  c.ambiguous_output = r.get("ambiguous_output_check", consistency);
  c.unconsumed_input = r.get("unconsumed_input_check", o.v3 ? semantic : false);
  c.unproduced_output = r.get("unproduced_output_check", o.v3 ? consistency : false);
}

void read_constraints(Options& o, const Reader& r)
{
  auto& c = o.constraints;
  const bool all = r.get("constraints", false);
  // rc_2 and rc_3 switch several constraints on unless `constraints` itself
  // is given (Vintner reads the raw option there, not its default).
  const bool later = !o.v1;
  const auto raw_all = r.option("constraints");
  auto newer = [&](const char* key, bool v23_default) {
    if (!later) return r.get(key, all);
    if (auto v = r.option(key)) return *v;
    return raw_all.value_or(v23_default);
  };
  c.relation_source = r.get("relation_source_constraint", all);
  c.relation_target = r.get("relation_target_constraint", all);
  c.relation_enhanced_implication = r.get("relation_enhanced_implication_mode", true);
  c.artifact_container = r.get("artifact_container_constraint", all);
  c.property_container = r.get("property_container_constraint", all);
  c.type_container = r.get("type_container_constraint", all);
  c.required_hosting = newer("required_hosting_constraint", true);
  c.single_hosting = r.get("single_hosting_constraint", all);
  c.required_technology = newer("required_technology_constraint", true);
  c.unique_property = newer("unique_property_constraint", true);
  c.unique_artifact = newer("unique_artifact_constraint", true);
  c.unique_input = newer("unique_input_constraint", true);
  c.unique_output = newer("unique_output_constraint", true);
  c.unique_relation = newer("unique_relation_constraint", true);
  c.unique_technology = newer("unique_technology_constraint", true);
  c.required_incoming_relation = newer("required_incoming_relation_constraint", false);
  c.required_artifact = r.get("required_artifact_constraint", all);
}

void read_solver(Options& o, const Reader& r)
{
  const ir::Value* v = r.raw() ? r.raw()->find("optimization_topology") : nullptr;
  bool optimize = !o.v1, min = !o.v1;
  if (v && !v->is_null()) {
    if (v->kind == ir::Value::Kind::boolean) {
      optimize = min = v->boolean;
    } else if (v->kind == ir::Value::Kind::string && (v->string == "min" || v->string == "max")) {
      optimize = true;
      min = v->string == "min";
    } else {
      throw Error("Option optimization_topology must be a boolean, \"min\", or \"max\"", v->location,
                  "VARIABILITY_TEMPLATE");
    }
  }
  o.topology.optimize = optimize;
  o.topology.min = min;
  o.topology.unique = r.get("optimization_topology_unique", true);
  o.topology.unique_backward = r.get("optimization_topology_unique_backward", false);
  const std::string mode = r.text("optimization_topology_mode").value_or("weight");
  if (mode != "weight" && mode != "count")
    throw Error("Option optimization_topology_mode must be \"weight\" or \"count\"",
                r.raw()->find("optimization_topology_mode")->location, "VARIABILITY_TEMPLATE");
  o.topology.count = mode == "count";
}

}  // namespace

Options read_options(const ir::Value* raw, const std::string& version)
{
  if (raw && raw->is_null()) raw = nullptr;
  if (raw && raw->kind != ir::Value::Kind::map)
    throw Error("The variability options must be a map", raw->location, "VARIABILITY_TEMPLATE");
  Options o;
  o.v2 = version == "tosca_variability_1_0_rc_2";
  o.v3 = version == "tosca_variability_1_0_rc_3";
  o.v1 = !o.v2 && !o.v3;

  Reader plain(raw, {});
  const std::string mode = plain.text("mode").value_or(o.v1 ? "manual" : "semantic-loose");
  auto table = pruning_mode(mode, o.v3);
  if (!table)
    throw Error("Unknown pruning mode \"" + mode + "\"", raw ? raw->find("mode")->location : ir::Location{},
                "VARIABILITY_TEMPLATE");
  Reader r(raw, *table);

  read_kinds(o, r);
  o.relation_default_implied = r.get("relation_default_implied", !o.v1);
  o.automatic_default_alternatives = r.get("automatic_default_alternatives", false);
  o.fallback_property_default_alternative = r.get("fallback_property_default_alternative", !o.v3);
  o.enrich_input_condition = r.get("enrich_input_condition", true);
  o.enrich_technologies = r.get("enrich_technologies", !o.v1);
  read_checks(o, r);
  read_constraints(o, r);
  read_solver(o, r);
  return o;
}

}  // namespace tosca::variability
