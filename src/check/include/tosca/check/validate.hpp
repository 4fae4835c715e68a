#pragma once
/// `validate` as a library call: read the inputs (files, directories,
/// archives, standard input), validate each against the schema of its
/// format (the XML reader's XSD validation, the YAML reader's grammar, or
/// for a Variability4TOSCA template the variability grammar), run the
/// semantic checks, and sort every diagnostic into a verdict per file
/// under the chosen profile. Then render the report as text, JSON or
/// SARIF 2.1.0.

#include "tosca/check/semantic.hpp"
#include "tosca/csar/archive.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/support/limits.hpp"

#include <map>
#include <ostream>
#include <string>
#include <vector>

namespace tosca::check {

/// The readers' limits, and what to check.
struct ValidateOptions : ReadLimits
{
  Profile profile = Profile::strict;
  /// Only the schema part: XSD and YAML grammar diagnostics and the fatal
  /// ones; no semantic checks.
  bool schema_only = false;
  std::vector<std::string> search_dirs;
  /// Threads reading the inputs (1 = none).
  unsigned jobs = 1;
  /// Limits for archives among the inputs.
  csar::Limits limits;
};

struct FileVerdict
{
  std::string path;
  std::string syntax;  ///< "xml", "yaml" or "csar" (an archive that could not be opened)
  std::string dialect; ///< "final_1_0", "csd03", "yaml_1_0".."yaml_1_3", "variability_1_0"
                       ///< (and _rc_1.._rc_3); "" when unreadable
  bool readable = false;
  std::vector<Diagnostic> diagnostics; ///< by line and column
  bool valid() const;
};

struct ValidateReport
{
  std::vector<FileVerdict> files;
  /// Skipped files, as notes (code SKIPPED), in listing order.
  std::vector<Diagnostic> skipped;
  /// Diagnostics about no validated file (a missing -I directory).
  std::vector<Diagnostic> other;
  /// Diagnostics about documents on the search path, shown with -v only.
  std::vector<Diagnostic> search_path;
  std::map<std::string, std::string> sources;

  std::size_t errors() const;
  std::size_t warnings() const;
  std::size_t invalid() const;
  std::size_t unreadable() const;
};

/// Validates `paths`: files, directories (searched recursively; the format
/// of each file is told by content), archives (every definitions document
/// inside, named `app.csar!entry`) and "-" (standard input, at most once).
/// A named file is always validated; in a directory, XML Schemas and files
/// that are not TOSCA are skipped with a note.
ValidateReport validate(const std::vector<std::string>& paths, const ValidateOptions& options);

struct ReportOptions
{
  /// List at most this many errors (0: all); the summary counts all.
  std::size_t max_errors = 0;
  /// Also list diagnostics about search-path documents.
  bool verbose = false;
  /// The tool's version, named in SARIF.
  std::string version;
};

/// Every diagnostic as `file:line:col: severity: message [CODE]` with the
/// source line and a caret, skipped files as notes.
void write_text(const ValidateReport& report, const ReportOptions& options, std::ostream& out);

/// {"files": [...], "skipped": [...], "other": [...], "summary": {...}}
std::string to_json(const ValidateReport& report, const ReportOptions& options);

/// A SARIF 2.1.0 log with one run: one rule per code (described by the
/// code table), one result per diagnostic.
std::string to_sarif(const ValidateReport& report, const ReportOptions& options);

/// `tosca-convert: validated N files: E errors, W warnings (K invalid, U unreadable)`
std::string summary_line(const ValidateReport& report);

}  // namespace tosca::check
