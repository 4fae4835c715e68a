#pragma once
/// Variable service templates (Variability4TOSCA, docs/variability.md) in
/// `validate`: the YAML reader stops at their tosca_definitions_version
/// (YAML_VERSION), since they are no Simple Profile documents; such a file
/// is then parsed as plain YAML and checked by the variability grammar
/// (tosca::variability::lint) instead of the Simple Profile rules, which
/// its lists of conditional elements and conditional types legitimately
/// break.

#include "tosca/check/validate.hpp"

namespace tosca::check::detail {

/// Each unreadable file of `report` that failed with YAML_VERSION and whose
/// source declares a Variability4TOSCA version: its YAML_VERSION becomes
/// the YAML-level diagnostics (duplicate keys) and the grammar findings,
/// and it is readable, with the dialect "variability_1_0" (or
/// "variability_1_0_rc_1" to "_rc_3").
void check_variable_templates(ValidateReport& report);

}  // namespace tosca::check::detail
