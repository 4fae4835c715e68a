#pragma once
/// validate's output formats: text (compiler-style diagnostics with source
/// line and caret), JSON (one object per file) and SARIF 2.1.0 (for code
/// scanning in CI), and the summary line.

#include "validate_run.hpp"

#include <cstddef>
#include <vector>
#include <ostream>
#include <string>

namespace tosca::cli {

struct FormatOptions
{
  /// List at most this many errors (0: all); the summary counts all.
  std::size_t max_errors = 0;
  /// Also list diagnostics about search-path documents.
  bool verbose = false;
};

/// Every diagnostic as `file:line:col: severity: message [CODE]` with the
/// source line and a caret, skipped files as notes.
void write_text(const ValidateReport& report, const FormatOptions& options, std::ostream& out);

/// {"files": [...], "skipped": [...], "summary": {...}}
std::string to_json(const ValidateReport& report, const FormatOptions& options);

/// A SARIF 2.1.0 log with one run: one rule per code, one result per
/// diagnostic.
std::string to_sarif(const ValidateReport& report, const FormatOptions& options);

/// `tosca-convert: validated N files: E errors, W warnings (K invalid, U unreadable)`
std::string summary_line(const ValidateReport& report);

/// How many of each file's diagnostics are listed: all, or under
/// --max-errors those before the first error past the limit.
struct Listing
{
  std::vector<std::size_t> files; ///< per ValidateReport::files
  std::size_t other = 0;          ///< of ValidateReport::other
  std::size_t errors_left_out = 0;
};
Listing listing(const ValidateReport& report, std::size_t max_errors);

}  // namespace tosca::cli
