#pragma once
/// The grammar of a variable service template (seed 003) checked without
/// resolving it: the variability definition (inputs, presets, expressions,
/// constraints, options), the variability keys of every conditional element,
/// the collections Variability4TOSCA allows as lists, and every condition and
/// expression with its operators, their arguments and the names they refer
/// to. `validate` reports the findings; `resolve` would refuse most of them
/// later, one at a time and without the "did you mean".
///
/// Codes: VARIABILITY_GRAMMAR (an error: a key, type or expression the
/// grammar does not allow) and VARIABILITY_UNSUPPORTED (a warning: Vintner's
/// deployment technologies, which `resolve` refuses).

#include "tosca/ir/value.hpp"
#include "tosca/support/diagnostics.hpp"

#include <string>
#include <vector>

namespace tosca::variability {

struct Finding
{
  Severity severity;
  std::string code;
  std::string message;
  ir::Location where;
};

/// Checks a variable template's variability keys without resolving it.
std::vector<Finding> lint(const ir::Value& document);

}  // namespace tosca::variability
