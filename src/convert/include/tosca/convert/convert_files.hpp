#pragma once
/// Converting definitions files, as xml2yaml and yaml2xml do: load the
/// inputs in the syntax opposite the target, and render them with the
/// target format's writer from the format registry.

#include "tosca/convert/artifact_paths.hpp"
#include "tosca/convert/formats.hpp"
#include "tosca/convert/output.hpp"
#include "tosca/convert/workspace.hpp"

#include <functional>
#include <string>
#include <vector>

namespace tosca::convert {

struct ConvertRequest
{
  std::vector<std::string> inputs;   ///< files, directories or "-"
  Format target = Format::tosca_yaml; ///< a format with a writer
  LoadOptions load;                  ///< its syntax is set from the target
  WriteOptions write;
  /// Where the outputs go: a directory, or the file named by -o ("": the
  /// current directory). YAML outputs name artifact files from there.
  std::string output_directory = ".";
  /// YAML outputs: the library layout (OutputPlace::library), and whether
  /// artifact files are named beside the sources (the caller copies them).
  bool library = false;
  bool files_beside_sources = false;
  /// The folder the library layout mirrors (OutputPlace::root).
  std::string library_root;
  /// Told the library layout's file names before rendering (OutputPlace::planned).
  std::function<void(const std::vector<std::string>&)> planned;
};

struct Conversion
{
  Workspace workspace;
  std::vector<Output> outputs;
  /// exit_ok, exit_invalid (errors) or exit_unreadable (an input could not
  /// be read), from support/exit_codes.hpp.
  int exit_code = 0;
};

/// Loads and converts. Diagnostics about the inputs go to `sink`; those
/// about search-path documents stay in the workspace.
Conversion convert_files(const ConvertRequest& request, DiagnosticSink& sink);

}  // namespace tosca::convert
