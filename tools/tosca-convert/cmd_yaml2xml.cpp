// tosca-convert yaml2xml IN... [-o OUT] [-I DIR]... [--dialect final|csd03] [--strict]
#include "cli.hpp"
#include "options.hpp"
#include "outputs.hpp"
#include "csar_cli.hpp"

#include "tosca/convert/yaml_references.hpp"
#include "tosca/convert/yaml_to_xml.hpp"
#include "tosca/support/exit_codes.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace tosca::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

int cmd_yaml2xml(const std::vector<std::string>& args)
{
  po::options_description visible(
      "usage: tosca-convert yaml2xml IN... [-o OUT] [-I DIR]... [--dialect final|csd03]\n\n"
      "Converts TOSCA Simple Profile YAML (1.0 to 1.3) to TOSCA 1.0 XML. YAML that\n"
      "xml2yaml wrote comes back as the XML document it was made from; any other\n"
      "YAML keeps its whole definition in <tc:yaml> extension elements next to the\n"
      "XML rendering (docs/mapping.md). IN is a file, a directory (searched\n"
      "recursively) or '-'. Several outputs need -o DIR.\n\noptions");
  std::vector<std::string> inputs;
  std::vector<std::string> search;
  std::string output;
  std::string dialect = "final";
  std::size_t max_depth = 512;
  visible.add_options()
      ("help,h", "show this help")
      ("output,o", po::value(&output), "output file, or directory for several outputs")
      ("include,I", po::value(&search)->composing(),
       "directory searched recursively for imported and referenced definitions (repeatable)")
      ("dialect", po::value(&dialect),
       "final (root Definitions, default) or csd03 (the 2012 draft's root ServiceTemplate)")
      ("strict", "warnings are errors (no output)")
      ("verbose,v", "also show notes and diagnostics about search-path documents")
      ("max-depth", po::value(&max_depth), "deepest nesting accepted (default 512)")
      ("check", "convert everything but write nothing");
  csar::Limits limits;
  add_limit_options(visible, limits);
  po::variables_map vm;
  if (!parse_options(args, visible, inputs, vm)) {
    return exit_ok;
  }
  if (inputs.empty()) {
    std::cerr << "tosca-convert: error: yaml2xml needs at least one input (see --help)\n";
    return exit_usage;
  }
  if (dialect != "final" && dialect != "csd03") {
    std::cerr << "tosca-convert: error: --dialect must be final or csd03\n";
    return exit_usage;
  }
  const bool strict = vm.count("strict") != 0;
  const bool verbose = vm.count("verbose") != 0;
  const bool check_only = vm.count("check") != 0;
  CsarRun run;
  run.output = output;
  run.target = convert::CsarTarget::xml;
  run.options.load.search_dirs = search;
  run.options.load.read.max_depth = max_depth;
  run.options.limits = limits;
  run.options.xml.dialect =
      dialect == "csd03" ? xml::OutputDialect::csd03 : xml::OutputDialect::final_1_0;
  run.strict = strict;
  run.verbose = verbose;
  run.check_only = check_only;
  if (std::optional<int> code = convert_if_archives(inputs, run)) {
    return *code;
  }
  std::error_code ec;
  const bool several = inputs.size() > 1 || (inputs[0] != "-" && fs::is_directory(inputs[0], ec));
  const bool to_dir = !output.empty() && (several || fs::is_directory(output, ec) ||
                                          output.back() == '/');
  if (several && output.empty() && !check_only) {
    std::cerr << "tosca-convert: error: several inputs need -o DIR\n";
    return exit_usage;
  }

  DiagnosticSink sink(strict);
  convert::LoadOptions load;
  load.syntax = convert::Syntax::yaml;
  load.search_dirs = search;
  load.read.max_depth = max_depth;
  convert::Workspace ws = convert::load(inputs, load, sink);
  convert::check_yaml_references(ws, sink);
  xml::WriteOptions wopt;
  wopt.dialect = dialect == "csd03" ? xml::OutputDialect::csd03 : xml::OutputDialect::final_1_0;
  std::vector<convert::Output> outputs = convert::yaml_to_xml(ws, sink, wopt);

  int code = exit_ok;
  if (ws.failed_inputs != 0) {
    code = exit_unreadable;
  } else if (sink.error_count() != 0) {
    code = exit_invalid;
  }
  if (!to_dir && outputs.size() > 1 && !check_only) {
    sink.error(output.empty() ? "-" : output, 0, 0, "OUTPUT",
               "the input gives " + std::to_string(outputs.size()) +
                   " XML documents; name a directory with -o DIR");
    code = exit_usage;
  }
  report(sink, ws.sources, verbose);
  if (verbose) {
    report(ws.search_path_diagnostics, ws.sources, verbose);
  }
  if (code == exit_usage || check_only) {
    if (check_only) {
      std::cerr << "tosca-convert: checked " << outputs.size() << " XML outputs ("
                << sink.warning_count() << " warnings, " << sink.error_count() << " errors)\n";
    }
    return code;
  }
  std::size_t written = 0;
  try {
    // An output with errors is never written (YAML errors make the IR partial).
    written = write_outputs(outputs, {output, to_dir, true, ""}, sink.error_count());
  } catch (const FatalError& e) {
    std::cerr << format_line(e.diagnostic()) << "\n";
    return exit_io;
  }
  if (several) {
    std::cerr << "tosca-convert: wrote " << written << " XML files to " << output << " ("
              << sink.warning_count() << " warnings, " << sink.error_count() << " errors)\n";
  }
  return code;
}

}  // namespace tosca::cli
