#pragma once
/// Variability4TOSCA (seed 003): resolving a variable service template into
/// plain TOSCA YAML 1.3. The semantics follow the specification and, where
/// it is silent, its reference implementation OpenTOSCA Vintner, whose
/// conformance suite is the judge (docs/variability.md).
///
/// The resolver works on the document as data (ir::Value, as parsed by
/// tosca::yaml::parse_value) and returns data: it knows YAML's shape, not
/// TOSCA's IR, so it sits between the YAML loader and the converters.

#include "tosca/ir/value.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace tosca::variability {

/// Why a template could not be resolved. `what()` is the message; where the
/// conformance suite defines one ("Could not solve", "The result is
/// ambiguous considering nodes (without optimization)", ...) it is that
/// text exactly. `location` points into the template when known.
class Error : public std::runtime_error
{
public:
  explicit Error(const std::string& message, ir::Location where = {},
                 std::string code = "VARIABILITY_RESOLVE");
  const ir::Location& location() const { return m_location; }
  /// A diagnostic code: VARIABILITY_RESOLVE (no variant, ambiguous,
  /// failed check), VARIABILITY_TEMPLATE (malformed template or
  /// expression), VARIABILITY_INPUT (inputs, presets),
  /// VARIABILITY_UNSUPPORTED (deployment technologies).
  const std::string& code() const { return m_code; }

private:
  ir::Location m_location;
  std::string m_code;
};

struct ResolveOptions
{
  /// Presets applied in this order; later ones override earlier ones.
  std::vector<std::string> presets;
  /// Variability inputs assigned directly (a map); they override presets.
  ir::Value inputs = ir::Value::map();
  /// The template's folder, for `type_specific_conditions` given as a file
  /// and the default `type-specific-conditions.yaml` beside the template.
  /// Empty: no files are read.
  std::string base_dir;
};

/// True when `document` declares a Variability4TOSCA version
/// (tosca_variability_1_0, _rc_1, _rc_2, _rc_3).
bool is_variable(const ir::Value& document);

/// The versions `resolve` accepts, for messages.
const std::vector<std::string>& accepted_versions();

/// Resolves `document` into a TOSCA YAML 1.3 document. Throws Error.
ir::Value resolve(const ir::Value& document, const ResolveOptions& options);

}  // namespace tosca::variability
