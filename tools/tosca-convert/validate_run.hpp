#pragma once
/// One `validate` run: load the inputs (schema validation happens while the
/// XML reader parses), run the semantic checks, and sort every diagnostic
/// into a per-file verdict under the chosen profile.

#include "validate_inputs.hpp"

#include "tosca/check/semantic.hpp"
#include "tosca/support/diagnostics.hpp"

#include <map>
#include "tosca/convert/workspace.hpp"

#include <string>
#include <vector>

namespace tosca::cli {

struct ValidateOptions
{
  check::Profile profile = check::Profile::strict;
  /// Only the schema part: XSD and YAML grammar diagnostics and the fatal
  /// ones; no semantic checks.
  bool schema_only = false;
  std::vector<std::string> search_dirs;
  std::size_t max_depth = 512;
  /// Threads reading the inputs (1 = none).
  unsigned jobs = 1;
  /// How unpacked archive entries are named (`app.csar!Definitions/x.tosca`).
  std::vector<convert::LoadOptions::Alias> aliases;
};

struct FileVerdict
{
  std::string path;
  std::string syntax;  ///< "xml" or "yaml"
  std::string dialect; ///< "final_1_0", "csd03", "yaml_1_0".."yaml_1_3"; "" when unreadable
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

ValidateReport run_validation(const std::vector<ValidateInput>& inputs,
                              const ValidateOptions& options);

}  // namespace tosca::cli
