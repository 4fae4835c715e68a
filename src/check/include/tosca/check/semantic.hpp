#pragma once
/// Semantic checks: the TOSCA rules an XML Schema cannot express, for the
/// documents the user named, with located diagnostics and one stable code
/// per rule (README, "Diagnostics"). XML-born documents (final 1.0 and the
/// 2012 draft) get reference, derivation, wiring, bound, property and import
/// checks; YAML-born ones (Simple Profile 1.0-1.3) type references,
/// derived_from cycles, requirement/capability matching, get_input, node
/// filters and required properties.
///
/// For the command (tools/tosca-convert/cmd_validate.cpp):
///  - call it once per run, after convert::load, for all inputs together;
///    it checks workspace.model.documents[0, input_count) and the YAML
///    documents they import (workspace.import_edges), and resolves
///    references against every loaded document (inputs, imports, -I) and
///    workspace.context;
///  - violations are reported as errors, doubtful cases (a properties schema
///    that was not found) and, under Profile::winery, Winery's deviations as
///    warnings: pass a sink that is not strict, or warnings become errors;
///  - it does not repeat what the schema or the readers report: duplicate
///    xs:ID values and Winery's UNBOUNDED are the schema's; IDREFs that
///    resolve nowhere (SourceElement, TargetElement, boundary and
///    exported-operation refs, PropertyMapping/@targetObjectRef) are
///    reported here (ID_UNKNOWN), at their element, so the command drops
///    the reader's XML_IDREF (xmllint does not check IDREFs);
///  - WINERY_ENDPOINT is the one Winery deviation found here (a warning,
///    under Profile::winery only);
///  - it replaces convert::check_yaml_references for validate (same
///    references, by kind, as errors); YAML type names resolve through a
///    document's imports (docs/validate.md, "YAML names and imports").
///
/// Lookup tables are built once per call, and each document is checked
/// once, plus once more under each further input that imports it when it
/// is no input, or an input with errors (docs/validate.md): linear in the
/// workspace but for batches of inputs with errors that import each other.

#include "tosca/convert/workspace.hpp"
#include "tosca/support/diagnostics.hpp"

namespace tosca::check {

enum class Profile {
  strict, ///< the OASIS rules only
  winery, ///< Winery's known deviations are warnings with WINERY_* codes
};

struct Options
{
  Profile profile = Profile::strict;
};

/// The semantic errors an input document has when an importing input
/// sees it: its definitions are part of the importer's service template,
/// and its names resolve as the importer's do.
struct ImportedErrors
{
  std::string importer;
  std::string document;
  std::size_t count = 0;
  Diagnostic first; ///< the first of them, when count > 0
};

/// Runs every semantic check on the input documents of `workspace` and the
/// YAML documents they import. Returns, for inputs that other inputs
/// import and that have errors as service templates of their own, their
/// errors as each importer sees them (for IMPORT_INVALID).
std::vector<ImportedErrors> check_semantics(const convert::Workspace& workspace,
                                            const Options& options, DiagnosticSink& sink);

} // namespace tosca::check
