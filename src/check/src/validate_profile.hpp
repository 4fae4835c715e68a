#pragma once
/// How `validate` weighs diagnostics: which codes are the schema part,
/// which ones stop a file from being read, and what each profile makes of
/// them.
///
/// - Schema part: XSD, XSD_* and WINERY_* (the XML reader's schema
///   validation) and YAML_UNKNOWN_KEY, YAML_BAD_TYPE, YAML_MISSING_KEY,
///   YAML_DUPLICATE_KEY, YAML_BAD_KEY (the YAML reader's grammar), and
///   VARIABILITY_GRAMMAR (a variable template's grammar).
/// - --profile strict (the default): every schema diagnostic is an error.
/// - --profile winery: the same, except WINERY_* (Winery's known
///   deviations), which are warnings.
/// - Everything else keeps the severity its producer gave it: the semantic
///   checks report violations as errors; readers' doubts (an import not
///   found, an XSD not found) stay warnings.
/// - The reader's own notes about a value or attribute the schema already
///   reported at the same start tag (XML_MISSING_ATTR, XML_BAD_VALUE,
///   XML_PREFIX) are
///   dropped, and so is XML_IDREF: the semantic checks report unresolved
///   references, located at their element.

#include "tosca/check/semantic.hpp"
#include "tosca/support/diagnostics.hpp"

#include <string_view>
#include <vector>

namespace tosca::check::detail {

bool is_schema_code(std::string_view code);

/// Codes of errors that stop a file from being read at all.
bool is_fatal_code(std::string_view code);

/// Applies the profile to one file's diagnostics (`source`: its bytes, to
/// find start tags), drops what --schema-only leaves out and duplicates.
void weigh(std::vector<Diagnostic>& diagnostics, std::string_view source, check::Profile profile,
           bool schema_only);

}  // namespace tosca::check::detail
