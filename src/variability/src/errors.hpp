#pragma once
/// The resolver's shared error helpers (one definition, so that files
/// batched into one unity build do not define the same helper twice).

#include "tosca/ir/location.hpp"

#include <string>

namespace tosca::variability {

/// Throws Error with code VARIABILITY_TEMPLATE: the template or an
/// expression in it is malformed.
[[noreturn]] void template_error(const std::string& message, const ir::Location& where);

}  // namespace tosca::variability
