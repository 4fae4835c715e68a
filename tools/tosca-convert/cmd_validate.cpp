// tosca-convert validate [--profile strict|winery] [--schema-only] [--format text|json|sarif]
//                        [--max-errors N] [-I DIR]... [--max-depth N] [-j N] PATH...
#include "cli.hpp"
#include "csar_cli.hpp"
#include "options.hpp"

#include "tosca/check/validate.hpp"

#include "tosca/support/exit_codes.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <iostream>
#include <sstream>
#include <thread>

namespace tosca::cli {

namespace po = boost::program_options;

int cmd_validate(const std::vector<std::string>& args)
{
  po::options_description visible(
      "usage: tosca-convert validate [options] PATH...\n\n"
      "Checks TOSCA documents: XML (final 1.0 or the 2012 draft) against the schema of\n"
      "its dialect, YAML against the Simple Profile grammar of its version, and both\n"
      "against the TOSCA rules a schema cannot express (ids, references, derivation,\n"
      "wiring, bounds, property values, imports). PATH is a file, a directory\n"
      "(searched recursively; the format is told by content), a CSAR (.csar, .zip:\n"
      "every definitions document inside it) or '-'. Every problem is\n"
      "reported as file:line:col, then a summary line.\n"
      "Exit 0: no errors (warnings allowed); 4: some input is invalid; 3: some input\n"
      "could not be read (missing, malformed, not TOSCA); 2: usage.\n\noptions");
  std::vector<std::string> inputs;
  std::vector<std::string> search;
  std::string profile = "strict";
  std::string format = "text";
  std::size_t max_errors = 0;
  std::size_t max_depth = 512;
  unsigned jobs = std::clamp(std::thread::hardware_concurrency(), 1u, 8u);
  // clang-format off
  visible.add_options()
      ("help,h", "show this help")
      ("profile", po::value(&profile),
       "strict (default): the OASIS rules only; winery: Winery's known deviations "
       "(the name attribute on artifacts, upper-case UNBOUNDED, its extension "
       "elements) are warnings with WINERY_* codes")
      ("schema-only", "only schema validation (XML Schema, YAML grammar), no semantic checks")
      ("format", po::value(&format), "text (default), json or sarif (SARIF 2.1.0)")
      ("max-errors", po::value(&max_errors), "list at most N errors (default 0: all)")
      ("include,I", po::value(&search)->composing(),
       "directory searched recursively for referenced definitions and XSDs (repeatable)")
      ("max-depth", po::value(&max_depth),
       "deepest element nesting accepted (default 512, at most 4096)")
      ("jobs,j", po::value(&jobs), "threads reading the inputs (default: the number of cores)")
      ("verbose,v", "also list diagnostics about search-path documents");
  // clang-format on
  csar::Limits limits;
  add_limit_options(visible, limits);
  po::variables_map vm;
  if (!parse_options(args, visible, inputs, vm)) {
    return exit_ok;
  }
  if (inputs.empty()) {
    std::cerr << "tosca-convert: error: validate needs at least one PATH (see --help)\n";
    return exit_usage;
  }
  if (profile != "strict" && profile != "winery") {
    std::cerr << "tosca-convert: error: --profile must be strict or winery\n";
    return exit_usage;
  }
  if (format != "text" && format != "json" && format != "sarif") {
    std::cerr << "tosca-convert: error: --format must be text, json or sarif\n";
    return exit_usage;
  }
  if (std::count(inputs.begin(), inputs.end(), "-") > 1) {
    std::cerr << "tosca-convert: error: standard input can be named only once\n";
    return exit_usage;
  }

  check::ValidateOptions options;
  options.profile = profile == "winery" ? check::Profile::winery : check::Profile::strict;
  options.schema_only = vm.count("schema-only") != 0;
  options.search_dirs = search;
  options.max_depth = max_depth;
  options.jobs = std::max(1u, jobs);
  options.limits = limits;
  const check::ValidateReport report = check::validate(inputs, options);

  check::ReportOptions shown;
  shown.max_errors = max_errors;
  shown.verbose = vm.count("verbose") != 0;
  shown.version = version();
  if (format == "text") {
    // One write: std::cerr is unbuffered, and a corpus gives thousands of lines.
    std::ostringstream text;
    check::write_text(report, shown, text);
    std::cerr << text.str();
  } else {
    std::cout << (format == "json" ? check::to_json(report, shown) : check::to_sarif(report, shown));
    std::cout.flush();
    if (!std::cout) {
      std::cerr << "tosca-convert: error: cannot write to standard output\n";
      return exit_io;
    }
  }
  std::cerr << check::summary_line(report) << "\n";
  if (report.unreadable() != 0) {
    return exit_unreadable;
  }
  return report.errors() != 0 ? exit_invalid : exit_ok;
}

}  // namespace tosca::cli
