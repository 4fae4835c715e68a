/// CSAR inputs on the command line (csar_cli.hpp).

#include "csar_cli.hpp"
#include "cli.hpp"

#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace tosca::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

bool is_archive_input(const std::string& path)
{
  const convert::FileSet& disk = convert::FileSet::disk();
  return path != "-" && !disk.is_directory(path) && convert::identify_file(disk, path).container;
}

void add_limit_options(po::options_description& options, csar::Limits& limits)
{
  // clang-format off
  options.add_options()
      ("max-entries", po::value(&limits.max_entries)->value_name("N"),
       "archives with more entries are refused (default 10000)")
      ("max-entry-size", po::value(&limits.max_entry_size)->value_name("BYTES"),
       "largest uncompressed entry accepted (default 1 GiB)")
      ("max-total-size", po::value(&limits.max_total_size)->value_name("BYTES"),
       "largest uncompressed archive accepted (default 4 GiB)")
      ("max-ratio", po::value(&limits.max_ratio)->value_name("N"),
       "largest compression ratio of an entry over 1 MiB before it is a zip bomb (default 200)");
  // clang-format on
}

int run_csar_conversion(const CsarRun& run)
{
  std::error_code ec;
  const bool several = run.inputs.size() > 1;
  const bool to_dir = !run.output.empty() && (several || fs::is_directory(run.output, ec) ||
                                              run.output.back() == '/');
  if (run.output.empty() && !run.check_only) {
    std::cerr << "tosca-convert: error: a CSAR input needs -o OUT.csar (or -o DIR for several)\n";
    return exit_usage;
  }
  int code = exit_ok;
  for (const auto& in : run.inputs) {
    DiagnosticSink sink(run.strict);
    std::string bytes;
    try {
      bytes = read_file(in);
    } catch (const FatalError& e) {
      std::cerr << format_line(e.diagnostic()) << "\n";
      code = exit_unreadable;
      continue;
    }
    convert::CsarConversion c = convert::convert_csar(bytes, in, run.target, run.options, sink);
    report(sink, c.sources, run.verbose);
    if (!c.readable) {
      code = exit_unreadable;
      continue;
    }
    if (c.failed) {
      code = code == exit_unreadable ? code : exit_invalid;
      std::cerr << "tosca-convert: " << in << ": not converted; no archive written\n";
      continue;
    }
    const std::string what = std::to_string(c.written) + " definitions files from " +
                             std::to_string(c.converted) + " documents, " +
                             std::to_string(c.copied) + " other files copied";
    if (run.check_only) {
      std::cerr << "tosca-convert: " << in << ": would write " << what << "\n";
      continue;
    }
    fs::path target = to_dir ? fs::path(run.output) / (fs::path(in).stem().string() + ".csar")
                             : fs::path(run.output);
    try {
      write_file_atomic(target, c.bytes);
    } catch (const FatalError& e) {
      std::cerr << format_line(e.diagnostic()) << "\n";
      return exit_io;
    }
    std::cerr << "tosca-convert: wrote " << target.string() << " (" << what << ")\n";
  }
  return code;
}

std::optional<int> convert_if_archives(const std::vector<std::string>& inputs, CsarRun run)
{
  if (std::none_of(inputs.begin(), inputs.end(), is_archive_input)) {
    return std::nullopt;
  }
  if (!std::all_of(inputs.begin(), inputs.end(), is_archive_input)) {
    std::cerr << "tosca-convert: error: CSARs and definitions files cannot be converted in one run\n";
    return exit_usage;
  }
  run.inputs = inputs;
  run.options.created_by = "tosca-convert " + std::string(version());
  return run_csar_conversion(run);
}

}  // namespace tosca::cli
