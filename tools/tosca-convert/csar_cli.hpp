#pragma once
/// What the subcommands share about CSAR inputs: telling an archive from a
/// definitions file, the archive limit options, and converting archives for
/// xml2yaml and yaml2xml (one archive in, one archive out).

#include "tosca/convert/csar.hpp"

#include <boost/program_options.hpp>

#include <optional>
#include <string>
#include <vector>

namespace tosca::cli {

/// True for `.csar`/`.zip` names and for files that start like a zip.
bool is_archive_input(const std::string& path);

/// Adds --max-entries, --max-entry-size, --max-total-size and --max-ratio,
/// which set `limits` (their defaults are shown in --help).
void add_limit_options(boost::program_options::options_description& options,
                       csar::Limits& limits);

struct CsarRun
{
  std::vector<std::string> inputs;  ///< archives only
  std::string output;               ///< OUT.csar, or a directory for several
  convert::CsarTarget target = convert::CsarTarget::yaml;
  convert::CsarOptions options;
  bool strict = false;
  bool verbose = false;
  bool check_only = false;
};

/// Converts every archive; writes each output atomically, and none for an
/// archive with errors. Returns the exit code.
int run_csar_conversion(const CsarRun& run);

/// What xml2yaml and yaml2xml do first: when any input is an archive, every
/// input must be one (else a usage error), and `run` (with `inputs` filled
/// in here) converts them all. nullopt when the inputs are definitions files.
std::optional<int> convert_if_archives(const std::vector<std::string>& inputs, CsarRun run);

}  // namespace tosca::cli
