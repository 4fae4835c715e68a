#pragma once
/// Values as JSON text, for messages that quote an expression the way the
/// reference implementation does (JSON.stringify).

#include "tosca/ir/value.hpp"

#include <string>

namespace tosca::variability {

/// JSON.stringify(value): compact.
std::string stringify(const ir::Value& value);
/// JSON.stringify(value, null, 4): indented by four spaces.
std::string pretty(const ir::Value& value);
/// A number as JavaScript prints it (3, 3.5, 0.1).
std::string js_number(double d);

}  // namespace tosca::variability
