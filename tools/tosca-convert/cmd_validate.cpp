// tosca-convert validate [--profile strict|winery] [--schema-only] [--format text|json|sarif]
//                        [--max-errors N] [-I DIR]... [--max-depth N] [-j N] PATH...
#include "cli.hpp"
#include "options.hpp"

#include "tosca/check/validate.hpp"

#include "tosca/support/exit_codes.hpp"

#include <algorithm>
#include <iostream>
#include <sstream>

namespace tosca::cli {

namespace {

constexpr std::string_view k_formats[] = {"text", "json", "sarif"};

constexpr CommandSpec k_validate{
    "validate",
    "usage: tosca-convert validate [options] PATH...\n\n"
    "Checks TOSCA documents: XML (final 1.0 or the 2012 draft) against the schema of\n"
    "its dialect, YAML against the Simple Profile grammar of its version, and both\n"
    "against the TOSCA rules a schema cannot express (ids, references, derivation,\n"
    "wiring, bounds, property values, imports). A Variability4TOSCA template\n"
    "(tosca_variability_1_0...) is checked against the variability grammar instead\n"
    "(docs/validate.md). PATH is a file, a directory\n"
    "(searched recursively; the format is told by content), a CSAR (.csar, .zip:\n"
    "every definitions document inside it) or '-'. Every problem is\n"
    "reported as file:line:col, then a summary line.\n"
    "Exit 0: no errors (warnings allowed); 4: some input is invalid; 3: some input\n"
    "could not be read (missing, malformed, not TOSCA); 2: usage.",
    opt_include | opt_format | opt_max_depth | opt_verbose | opt_limits | opt_jobs, 1, k_formats};

}  // namespace

int cmd_validate(const std::vector<std::string>& args)
{
  std::string profile = "strict";
  std::size_t max_errors = 0;
  bool schema_only = false;
  const OwnOption own[] = {
      {"profile", &profile, "P",
       "strict (default): the OASIS rules only; winery: Winery's known deviations (the name "
       "attribute on artifacts, upper-case UNBOUNDED, its extension elements) are warnings "
       "with WINERY_* codes"},
      {"schema-only", &schema_only, "",
       "only schema validation (XML Schema, YAML grammar), no semantic checks"},
      {"max-errors", &max_errors, "N", "list at most N errors (default 0: all)"}};
  CommonOptions o;
  if (std::optional<int> stop = parse_command(k_validate, own, args, o)) {
    return *stop;
  }
  const std::vector<std::string>& inputs = o.inputs;
  const std::string& format = o.format;
  if (profile != "strict" && profile != "winery") {
    std::cerr << "tosca-convert: error: --profile must be strict or winery\n";
    return exit_usage;
  }
  if (std::count(inputs.begin(), inputs.end(), "-") > 1) {
    std::cerr << "tosca-convert: error: standard input can be named only once\n";
    return exit_usage;
  }

  check::ValidateOptions options;
  options.profile = profile == "winery" ? check::Profile::winery : check::Profile::strict;
  options.schema_only = schema_only;
  options.search_dirs = o.search;
  options.set_limits(o);
  options.jobs = o.jobs;
  options.limits = o.limits;
  const check::ValidateReport report = check::validate(inputs, options);

  check::ReportOptions shown;
  shown.max_errors = max_errors;
  shown.verbose = o.verbose;
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
