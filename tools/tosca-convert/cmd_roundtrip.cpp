// tosca-convert roundtrip IN... [-I DIR]... [--keep DIR] [--format text|json] [--yaml-version V]
#include "cli.hpp"
#include "options.hpp"
#include "csar_cli.hpp"

#include "tosca/convert/roundtrip.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/json.hpp"
#include "tosca/convert/file_set.hpp"
#include "tosca/convert/formats.hpp"

#include <boost/program_options.hpp>

#include <cstdio>
#include <filesystem>
#include <iostream>

namespace tosca::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace {

/// Writes a kept intermediate archive (--keep).
void keep_archive(const std::string& dir, const std::string& step, const std::string& file,
                  const std::string& bytes)
{
  if (!dir.empty() && !bytes.empty()) {
    write_file_atomic(fs::path(dir) / step / (fs::path(file).stem().string() + ".csar"), bytes);
  }
}

}  // namespace

int cmd_roundtrip(const std::vector<std::string>& args)
{
  po::options_description visible(
      "usage: tosca-convert roundtrip IN... [-I DIR]... [--keep DIR] [--format text|json]\n"
      "                               [--yaml-version V]\n\n"
      "Converts each input to the other syntax and back (XML -> YAML -> XML, or\n"
      "YAML -> XML -> YAML) and compares the result with the input by meaning,\n"
      "as 'diff' does. Prints every loss with its path and locations. Exit 0 when\n"
      "nothing was lost, 1 when something was, 3 when an input cannot be read.\n"
      "A CSAR (.csar, .zip) goes through whole: its definitions are compared by\n"
      "meaning, TOSCA.meta by its fields, every other file byte for byte.\n\noptions");
  std::vector<std::string> inputs;
  std::vector<std::string> search;
  std::string keep;
  std::string format = "text";
  std::string version = "tosca_simple_yaml_1_0";
  std::size_t max_depth = 512;
  visible.add_options()
      ("help,h", "show this help")
      ("include,I", po::value(&search)->composing(),
       "directory searched recursively for referenced definitions (repeatable)")
      ("keep", po::value(&keep), "keep the intermediate and final files in this directory")
      ("format", po::value(&format), "text (default) or json")
      ("yaml-version", po::value(&version),
       "the YAML an XML input goes through (default tosca_simple_yaml_1_0)")
      ("verbose,v", "also show warnings of the conversions")
      ("max-depth", po::value(&max_depth), "deepest nesting accepted (default 512)");
  csar::Limits limits;
  add_limit_options(visible, limits);
  po::variables_map vm;
  if (!parse_options(args, visible, inputs, vm)) {
    return exit_ok;
  }
  if (inputs.empty()) {
    std::cerr << "tosca-convert: error: roundtrip needs at least one input (see --help)\n";
    return exit_usage;
  }
  if (format != "text" && format != "json") {
    std::cerr << "tosca-convert: error: --format must be text or json\n";
    return exit_usage;
  }
  if (version != "tosca_simple_yaml_1_0" && version != "tosca_simple_yaml_1_1" &&
      version != "tosca_simple_yaml_1_2" && version != "tosca_simple_yaml_1_3") {
    std::cerr << "tosca-convert: error: --yaml-version must be tosca_simple_yaml_1_0 to 1_3\n";
    return exit_usage;
  }
  const bool verbose = vm.count("verbose") != 0;
  std::vector<std::string> files;
  std::size_t skipped = 0;
  for (const auto& in : inputs) {
    std::error_code ec;
    if (in != "-" && fs::is_directory(in, ec)) {
      // Inside a directory only TOSCA documents count: XML Schemas and
      // other XML (Winery's REST payloads) are skipped, as xml2yaml does.
      for (const auto& f : convert::list_candidate_files(in, convert::Syntax::any)) {
        const convert::FormatInfo& format = convert::identify_file(convert::FileSet::disk(), f);
        if (format.supporting) {
          continue;
        }
        if (!format.tosca && !format.container) {
          ++skipped;
          continue;
        }
        files.push_back(f);
      }
    } else {
      files.push_back(in);
    }
  }
  convert::RoundtripOptions options;
  options.load.search_dirs = search;
  options.load.read.max_depth = max_depth;
  options.keep_dir = keep;
  options.yaml_version = version;

  std::size_t lossless = 0;
  std::size_t lossy = 0;
  std::size_t unreadable = 0;
  std::string json = "[";
  convert::CsarOptions csar_options;
  csar_options.load = options.load;
  csar_options.limits = limits;
  csar_options.yaml.version = version;
  csar_options.created_by = "tosca-convert " + std::string(cli::version());
  for (const auto& file : files) {
    DiagnosticSink sink;
    convert::RoundtripResult r;
    if (is_archive_input(file)) {
      r.input = file;
      try {
        convert::CsarRoundtrip c = convert::roundtrip_csar(read_file(file), file, csar_options, sink);
        keep_archive(keep, c.from_yaml ? "xml" : "yaml", file, c.intermediate);
        keep_archive(keep, "back", file, c.back);
        r.from_yaml = c.from_yaml;
        r.completed = c.completed;
        r.differences = c.comparison.differences;
        r.text = c.comparison.text;
        r.json = c.comparison.json;
        r.sources = c.sources;
      } catch (const FatalError& e) {
        sink.report(e.diagnostic());
      }
    } else {
      r = convert::roundtrip(file, options, sink);
    }
    // Errors always; the conversions' warnings only with -v.
    DiagnosticSink shown;
    for (const auto& d : sink.diagnostics()) {
      if (verbose || d.severity == Severity::error) {
        shown.report(d);
      }
    }
    report(shown, r.sources, verbose);
    if (!r.completed) {
      ++unreadable;
      std::cerr << "tosca-convert: " << file << ": round trip not completed\n";
      continue;
    }
    r.differences == 0 ? ++lossless : ++lossy;
    if (format == "json") {
      std::string result = r.json;
      while (!result.empty() && result.back() == '\n') {
        result.pop_back();
      }
      json += std::string(json.size() > 1 ? "," : "") + "{\"input\":" + json_string(file) +
              ",\"result\":" + result + "}";
    } else if (r.differences != 0) {
      std::cout << file << ": " << r.differences << " differences after "
                << (r.from_yaml ? "YAML -> XML -> YAML" : "XML -> YAML -> XML") << "\n"
                << r.text;
    }
  }
  if (format == "json") {
    std::cout << json << "]\n";
  }
  if (files.size() > 1 || lossy + unreadable != 0) {
    std::cerr << "tosca-convert: round trip of " << files.size() << " files: " << lossless
              << " lossless, " << lossy << " with differences, " << unreadable
              << " not completed" << (skipped != 0 ? ", " + std::to_string(skipped) + " non-TOSCA XML files skipped" : "")
              << "\n";
  }
  if (unreadable != 0) {
    return exit_unreadable;
  }
  return lossy != 0 ? 1 : exit_ok;
}

}  // namespace tosca::cli
