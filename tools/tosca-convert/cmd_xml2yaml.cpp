// tosca-convert xml2yaml IN... [-o OUT] [-I DIR]... [--strict]
#include "cli.hpp"
#include "options.hpp"
#include "outputs.hpp"
#include "csar_cli.hpp"

#include "tosca/convert/xml_to_yaml.hpp"
#include "tosca/support/exit_codes.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace tosca::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

int cmd_xml2yaml(const std::vector<std::string>& args)
{
  po::options_description visible(
      "usage: tosca-convert xml2yaml IN... [-o OUT] [-I DIR]... [--strict]\n\n"
      "Converts TOSCA 1.0 XML documents (root Definitions, or the 2012 draft's root\n"
      "ServiceTemplate) to TOSCA Simple Profile YAML. IN is a file, a directory\n"
      "(searched recursively) or '-' for standard input. One input and no -o writes\n"
      "to standard output; several inputs or a directory need -o DIR, which gets one\n"
      "YAML file per service template plus one per document with types.\n\noptions");
  std::vector<std::string> inputs;
  std::vector<std::string> search;
  std::string output;
  std::string version = "tosca_simple_yaml_1_0";
  std::size_t max_depth = 512;
  visible.add_options()
      ("help,h", "show this help")
      ("output,o", po::value(&output), "output file, or directory for several outputs")
      ("include,I", po::value(&search)->composing(),
       "directory searched recursively for referenced definitions and XSDs (repeatable)")
      ("strict", "schema violations and unresolved references are errors (no output)")
      ("verbose,v", "also show notes and diagnostics about search-path documents")
      ("yaml-version", po::value(&version),
       "tosca_definitions_version to write (default tosca_simple_yaml_1_0)")
      ("max-depth", po::value(&max_depth),
       "deepest XML element nesting accepted (default 512, at most 4096)")
      ("no-validate", "skip XSD validation (faster; only for trusted input)")
      ("check", "convert everything but write nothing; the exit code and diagnostics tell "
                "whether the conversion would succeed");
  csar::Limits limits;
  add_limit_options(visible, limits);
  po::variables_map vm;
  if (!parse_options(args, visible, inputs, vm)) {
    return exit_ok;
  }
  if (inputs.empty()) {
    std::cerr << "tosca-convert: error: xml2yaml needs at least one input (see --help)\n";
    return exit_usage;
  }
  if (version != "tosca_simple_yaml_1_0" && version != "tosca_simple_yaml_1_1" &&
      version != "tosca_simple_yaml_1_2" && version != "tosca_simple_yaml_1_3") {
    std::cerr << "tosca-convert: error: --yaml-version must be tosca_simple_yaml_1_0 to 1_3\n";
    return exit_usage;
  }
  const bool strict = vm.count("strict") != 0;
  const bool verbose = vm.count("verbose") != 0;
  CsarRun run;
  run.output = output;
  run.target = convert::CsarTarget::yaml;
  run.options.load.search_dirs = search;
  run.options.load.read.max_depth = max_depth;
  run.options.load.read.validate = vm.count("no-validate") == 0;
  run.options.limits = limits;
  run.options.yaml.version = version;
  run.strict = strict;
  run.verbose = verbose;
  run.check_only = vm.count("check") != 0;
  if (std::optional<int> code = convert_if_archives(inputs, run)) {
    return *code;
  }
  std::error_code ec;
  const bool several = inputs.size() > 1 || (inputs[0] != "-" && fs::is_directory(inputs[0], ec));
  const bool to_dir = !output.empty() && (several || fs::is_directory(output, ec) ||
                                          output.back() == '/');
  const bool check_only = vm.count("check") != 0;
  if (several && output.empty() && !check_only) {
    std::cerr << "tosca-convert: error: several inputs need -o DIR\n";
    return exit_usage;
  }

  DiagnosticSink sink(strict);
  convert::LoadOptions load;
  load.search_dirs = search;
  load.read.max_depth = max_depth;
  load.read.validate = vm.count("no-validate") == 0;
  convert::Workspace ws = convert::load(inputs, load, sink);
  yaml::WriteOptions wopt;
  wopt.version = version;
  // Artifact files are named from where the YAML goes.
  convert::OutputPlace place;
  place.directory = output.empty() ? "."
                    : to_dir     ? output
                                 : fs::path(output).parent_path().string();
  if (place.directory.empty()) {
    place.directory = ".";
  }
  std::vector<convert::Output> outputs = convert::xml_to_yaml(ws, sink, wopt, &place);

  int code = exit_ok;
  if (ws.failed_inputs != 0) {
    code = exit_unreadable;
  } else if (sink.error_count() != 0) {
    code = exit_invalid;
  }
  if (!to_dir && outputs.size() > 1 && !output.empty() && !check_only) {
    sink.error(output, 0, 0, "OUTPUT",
               "the input gives " + std::to_string(outputs.size()) +
                   " YAML documents; name a directory with -o DIR");
    code = exit_usage;
  }
  report(sink, ws.sources, verbose);
  if (verbose) {
    report(ws.search_path_diagnostics, ws.sources, verbose);
  } else if (ws.search_path_diagnostics.warning_count() + ws.search_path_diagnostics.error_count() != 0) {
    std::cerr << "tosca-convert: note: "
              << ws.search_path_diagnostics.warning_count() + ws.search_path_diagnostics.error_count()
              << " diagnostics about search-path documents not shown (use -v)\n";
  }
  if (code == exit_usage || check_only) {
    if (check_only) {
      std::cerr << "tosca-convert: checked " << outputs.size() << " YAML outputs ("
                << sink.warning_count() << " warnings, " << sink.error_count() << " errors)\n";
    }
    return code;
  }

  // Under --strict an output with errors is not written; otherwise all are.
  std::size_t written = 0;
  try {
    written = write_outputs(outputs, {output, to_dir, strict, "---\n"}, sink.error_count());
  } catch (const FatalError& e) {
    std::cerr << format_line(e.diagnostic()) << "\n";
    return exit_io;
  }
  if (several) {
    std::cerr << "tosca-convert: wrote " << written << " YAML files to " << output << " ("
              << sink.warning_count() << " warnings, " << sink.error_count() << " errors)\n";
  }
  return code;
}

}  // namespace tosca::cli
