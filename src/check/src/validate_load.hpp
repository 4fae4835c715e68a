#pragma once
/// Reading the inputs for `validate`, on several threads (one XML reader
/// each): the whole workspace for the semantic checks, or, for
/// --schema-only, only the schema validation of each file.

#include "validate_inputs.hpp"

#include "tosca/convert/workspace.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace tosca::check::detail {

/// convert::load over `files` (each an input) split over `jobs` threads.
/// Each thread loads every jobs-th file with its imports and the -I
/// directories; the workspaces are merged so that the inputs come first, in
/// the order given, then the other documents (each once, first load wins).
/// Diagnostics reach `sink` grouped by thread, each group in input order.
convert::Workspace load_for_validation(const std::vector<std::string>& files,
                                       const convert::LoadOptions& options, unsigned jobs,
                                       DiagnosticSink& sink);

struct SchemaCheck
{
  std::map<std::string, std::string> sources; ///< each file's bytes, by shown path
  std::set<std::string> readable;             ///< files that could be parsed
  std::map<std::string, std::string> dialects; ///< of the readable ones
};

/// Schema validation only: each XML file against the schema of its dialect
/// (no IR is built), each YAML file through the YAML reader (its grammar
/// checks). Only inputs of kind xml and yaml are read (their bytes are
/// used when the listing kept them). Imports and -I directories are not.
SchemaCheck check_schemas(const std::vector<ValidateInput>& inputs,
                          const convert::LoadOptions& options, unsigned jobs, DiagnosticSink& sink);

/// "final_1_0", "csd03", or "yaml_1_3" for a document read from YAML.
std::string dialect_name(const ir::Document& doc, bool read_from_yaml);

}  // namespace tosca::check::detail
