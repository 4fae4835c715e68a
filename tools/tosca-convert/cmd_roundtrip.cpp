// tosca-convert roundtrip IN... [-I DIR]... [--keep DIR] [--format text|json] [--yaml-version V]
#include "cli.hpp"
#include "options.hpp"

#include "tosca/convert/roundtrip.hpp"
#include "tosca/support/exit_codes.hpp"

#include <iostream>

namespace tosca::cli {

namespace {

constexpr CommandSpec k_roundtrip{
    "roundtrip",
    "usage: tosca-convert roundtrip IN... [-I DIR]... [--keep DIR] [--format text|json]\n"
    "                               [--yaml-version V]\n\n"
    "Converts each input to the other syntax and back (XML -> YAML -> XML, or\n"
    "YAML -> XML -> YAML) and compares the result with the input by meaning,\n"
    "as 'diff' does. Prints every loss with its path and locations. Exit 0 when\n"
    "nothing was lost, 1 when something was, 3 when an input cannot be read,\n"
    "4 when an input has errors (a round trip cannot vouch for what was not read).\n"
    "A CSAR (.csar, .zip) goes through whole: its definitions are compared by\n"
    "meaning, TOSCA.meta by its fields, every other file byte for byte.",
    opt_include | opt_format | opt_yaml_version | opt_verbose | opt_max_depth | opt_limits |
        opt_jobs};

}  // namespace

int cmd_roundtrip(const std::vector<std::string>& args)
{
  std::string keep;
  const OwnOption own[] = {
      {"keep", &keep, "DIR",
       "keep the intermediate and final files in this directory (on one thread: -j is ignored)"}};
  CommonOptions o;
  if (std::optional<int> stop = parse_command(k_roundtrip, own, args, o)) {
    return *stop;
  }
  std::size_t skipped = 0;
  const std::vector<std::string> files = convert::roundtrip_inputs(o.inputs, skipped);
  convert::RoundtripOptions options;
  options.load.search_dirs = o.search;
  options.load.read.set_limits(o);
  options.keep_dir = keep;
  options.yaml_version = o.yaml_version;
  options.limits = o.limits;
  options.created_by = "tosca-convert " + std::string(version());

  std::size_t lossless = 0;
  std::size_t lossy = 0;
  std::size_t unreadable = 0;
  std::size_t with_errors = 0;
  std::size_t in_standard_part = 0;
  std::vector<std::pair<std::string, std::string>> json;
  // Each thread's cache holds the -I directories, read once.
  convert::roundtrip_files(files, options, o.jobs, [&](convert::RoundtripRun run) {
    const convert::RoundtripResult& r = run.result;
    const std::string& file = r.input;
    // Errors always; the conversions' warnings only with -v.
    DiagnosticSink shown;
    for (const auto& d : run.diagnostics) {
      if (o.verbose || d.severity == Severity::error) {
        shown.report(d);
      }
    }
    report(shown, r.sources, o.verbose);
    if (!r.completed) {
      ++unreadable;
      std::cerr << "tosca-convert: " << file << ": round trip not completed\n";
      return;
    }
    if (run.errors != 0) {
      // "Lossless" of a document with errors would be a false promise:
      // what was dropped on reading is not in either side.
      ++with_errors;
      std::cerr << "tosca-convert: " << file << ": " << run.errors
                << " errors; the round trip cannot vouch for it\n";
    } else {
      r.differences == 0 ? ++lossless : ++lossy;
      in_standard_part += r.standard_differences;
    }
    if (o.format == "json") {
      json.emplace_back(file, r.json);
    } else if (r.differences != 0) {
      std::cout << file << ": " << r.differences << " differences after "
                << (r.from_yaml ? "YAML -> XML -> YAML" : "XML -> YAML -> XML") << "\n"
                << r.text;
    }
  });
  if (o.format == "json") {
    std::cout << convert::roundtrip_json(json);
  }
  if (files.size() > 1 || lossy + unreadable + with_errors != 0) {
    std::cerr << "tosca-convert: round trip of " << files.size() << " files: " << lossless
              << " lossless, " << lossy << " with differences, " << with_errors
              << " with errors, " << unreadable << " not completed"
              << (skipped != 0 ? ", " + std::to_string(skipped) + " non-TOSCA files skipped" : "")
              << "\n";
  }
  if (in_standard_part != 0) {
    std::cerr << "tosca-convert: note: differences under 'standard.' are in the YAML's standard "
                 "part: edits yaml2xml cannot carry into XML, or parts this version derives "
                 "differently (YAML written by another version, or definitions not found: "
                 "name them with -I)\n";
  }
  if (unreadable != 0) {
    return exit_unreadable;
  }
  if (with_errors != 0) {
    return exit_invalid;
  }
  return lossy != 0 ? 1 : exit_ok;
}

}  // namespace tosca::cli
