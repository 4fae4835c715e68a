#pragma once
/// The round trip: a document converted to the other syntax and back, then
/// compared with itself by meaning (diff.hpp). XML goes XML -> YAML -> XML,
/// YAML goes YAML -> XML -> YAML. Every difference is a loss.

#include "tosca/convert/workspace.hpp"
#include "tosca/csar/archive.hpp"

#include <functional>
#include <string>
#include <vector>

namespace tosca::convert {

struct RoundtripOptions
{
  LoadOptions load;
  /// When not empty, the intermediate and final files are kept here.
  std::string keep_dir;
  /// The YAML an XML input goes through (`tosca_simple_yaml_1_0` ... `1_3`).
  std::string yaml_version = "tosca_simple_yaml_1_0";
  /// For archives: their limits, and the Created-By of generated TOSCA.meta.
  csar::Limits limits;
  std::string created_by = "tosca-convert";
};

struct RoundtripResult
{
  std::string input;
  bool from_yaml = false;
  /// False when the input (or an intermediate) could not be read; the
  /// reason is in the sink.
  bool completed = false;
  std::size_t differences = 0;
  /// Of those, the differences of a YAML input's standard part (paths
  /// `standard.`): the standard part of xml2yaml's output is derived from
  /// the XML, so an edit there that yaml2xml cannot carry shows only here.
  /// So do parts this version derives differently: YAML written by another
  /// version, or definitions the search path no longer gives.
  std::size_t standard_differences = 0;
  /// The differences, one per line (diff::format_text) and as JSON.
  std::string text;
  std::string json;
  /// Bytes of the input, for source lines in diagnostics.
  std::map<std::string, std::string> sources;
};

/// Round-trips one file. Diagnostics of every stage go to `sink`, those of
/// intermediates under their (kept or virtual) file names.
RoundtripResult roundtrip(const std::string& file, const RoundtripOptions& options,
                          DiagnosticSink& sink);

/// The same for a definitions file or a whole archive, told apart by the
/// format registry. An archive's intermediate and final archives are kept
/// as keep_dir/{yaml,xml,back}/NAME.csar.
RoundtripResult roundtrip_any(const std::string& path, const RoundtripOptions& options,
                              DiagnosticSink& sink);

/// One file's round trip and what it reported.
struct RoundtripRun
{
  RoundtripResult result;
  std::vector<Diagnostic> diagnostics;
  std::size_t errors = 0;
};

/// roundtrip_any of each file, on up to `jobs` threads (one with keep_dir),
/// each with its own LoadCache: a thread reads the search path once.
/// `each` gets the runs in the order of `files`, whatever the threads, as
/// soon as the earlier ones are done (under a lock, on any thread).
/// options.load.cache is not used.
void roundtrip_files(const std::vector<std::string>& files, const RoundtripOptions& options,
                     unsigned jobs, const std::function<void(RoundtripRun)>& each);

/// `roundtrip --format json`: one array of {"input": path, "result": the
/// result's JSON}, for (path, RoundtripResult::json) pairs, as one line.
std::string roundtrip_json(const std::vector<std::pair<std::string, std::string>>& results);

/// The files `roundtrip` takes from its arguments: a directory gives its
/// TOSCA documents and archives; other files found there are counted in
/// `skipped` (XML Schemas are not: they are read for property types).
std::vector<std::string> roundtrip_inputs(const std::vector<std::string>& arguments,
                                          std::size_t& skipped);

}  // namespace tosca::convert
