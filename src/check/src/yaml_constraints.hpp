#pragma once
/// Constraint clauses of property, parameter and data type definitions
/// against values (yaml_constraints.cpp).

#include "tosca/ir/value.hpp"

#include <string>
#include <string_view>

namespace tosca::check::detail {

/// The factor of a unit of a scalar-unit type to its base unit
/// (case-insensitive, 3.3.6: "GiB" of scalar-unit.size is 2^30), or 0 when
/// it is none of that type's units.
double scalar_unit_factor(std::string_view type, std::string unit);

/// The first clause of `clauses` (a list of single-entry maps, as
/// `constraints:` holds them) that `v`, a value of primitive or scalar-unit
/// type `type`, breaks, as "in_range [1, 10]"; "" when none does or none
/// can be judged.
std::string violated_constraint(const ir::Value& v, const ir::Value& clauses,
                                std::string_view type);

} // namespace tosca::check::detail
