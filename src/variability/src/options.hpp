#pragma once
/// Variability options (seed 003, "Variability Options"): pruning modes,
/// default conditions and pruning per element kind, checks, constraints and
/// solver settings, with the per-version defaults of rc_2 and rc_3 and the
/// precedence "element setting, then option, then mode, then wider option".

#include "graph.hpp"

#include "tosca/ir/value.hpp"

#include <array>
#include <string>

namespace tosca::variability {

struct KindOptions
{
  bool default_condition = false;
  bool default_consistency = false;
  bool default_semantic = false;
  bool pruning = false;
  bool consistency_pruning = false;
  bool semantic_pruning = false;
  std::string mode;  ///< default condition mode ("incoming-artifact"), empty if the kind has none
};

struct Options
{
  bool v1 = true, v2 = false, v3 = false;
  std::array<KindOptions, 10> kinds;  ///< indexed by Kind
  const KindOptions& of(Kind k) const { return kinds[static_cast<std::size_t>(k)]; }

  bool relation_default_implied = false;
  bool automatic_default_alternatives = false;
  bool fallback_property_default_alternative = true;
  bool enrich_input_condition = true;
  bool enrich_technologies = false;

  struct Checks
  {
    bool relation_source, relation_target, ambiguous_hosting, missing_artifact_container,
        ambiguous_artifact, missing_property_container, ambiguous_property, missing_type_container,
        ambiguous_type, expected_hosting, expected_incoming_relation, expected_artifact, anchor,
        ambiguous_relation, ambiguous_input, ambiguous_output, unconsumed_input, unproduced_output,
        required_technology;
  } checks{};

  struct Constraints
  {
    bool relation_source, relation_target, relation_enhanced_implication, artifact_container,
        property_container, type_container, required_hosting, single_hosting, required_technology,
        unique_property, unique_artifact, unique_input, unique_output, unique_relation,
        unique_technology, required_incoming_relation, required_artifact;
  } constraints{};

  struct Optimization
  {
    bool optimize = false, min = false, unique = true, unique_backward = false, count = false;
  } topology;
};

/// Reads `topology_template.variability.options` for the template's version.
/// Throws Error for an option of the wrong type or an unknown mode.
Options read_options(const ir::Value* options, const std::string& version);

}  // namespace tosca::variability
