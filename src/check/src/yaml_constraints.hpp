#pragma once
/// Constraint clauses of property, parameter and data type definitions
/// against values (yaml_constraints.cpp).

#include "tosca/ir/value.hpp"

#include <string>
#include <string_view>

namespace tosca::check::detail {

/// The first clause of `clauses` (a list of single-entry maps, as
/// `constraints:` holds them) that `v`, a value of primitive or scalar-unit
/// type `type`, breaks, as "in_range [1, 10]"; "" when none does or none
/// can be judged.
std::string violated_constraint(const ir::Value& v, const ir::Value& clauses,
                                std::string_view type);

} // namespace tosca::check::detail
