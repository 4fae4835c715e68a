// tosca-convert resolve TEMPLATE [--inputs FILE] [--input NAME=VALUE]...
//                       [--presets NAME...] [-o OUT] [--to yaml|xml]
//
// Resolves a Variability4TOSCA template with tosca::variability::resolve
// and writes the plain TOSCA: the YAML as resolved, or TOSCA 1.0 XML made
// from it in memory by the format registry's YAML reader and XML writer,
// as yaml2xml would make it from a file.
#include "cli.hpp"
#include "options.hpp"
#include "outputs.hpp"

#include "tosca/convert/convert_files.hpp"
#include "tosca/convert/file_set.hpp"
#include "tosca/support/codes.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/variability/given_inputs.hpp"
#include "tosca/variability/resolve.hpp"
#include "tosca/yaml/emit.hpp"
#include "tosca/yaml/value.hpp"

#include <filesystem>
#include <iostream>

namespace tosca::cli {

namespace fs = std::filesystem;

namespace {

constexpr CommandSpec k_resolve{
    "resolve",
    "usage: tosca-convert resolve TEMPLATE [--inputs FILE] [--input NAME=VALUE]...\n"
    "                             [--presets NAME...] [-o OUT] [--to yaml|xml]\n\n"
    "Resolves the variability of a Variability4TOSCA template (tosca_variability_1_0,\n"
    "its release candidates _rc_1 to _rc_3, or tosca_simple_yaml_1_3) into plain TOSCA:\n"
    "the presets in their order, then the --inputs file, then each --input assign the\n"
    "variability inputs (later ones win), and the conditions decide which elements\n"
    "stay. VALUE is read as a YAML scalar: --input n=3 is an integer, --input mode=dev\n"
    "a string. --to yaml (the default) writes TOSCA Simple Profile YAML 1.3, --to xml\n"
    "TOSCA 1.0 XML as yaml2xml would; without --to, -o OUT.xml means xml. Without -o\n"
    "(or with -o -) the result goes to standard output. A template with no valid\n"
    "variant, or several, is an error located in the template (docs/usage.md).\n"
    "Name TEMPLATE before --presets, which takes every name after it. -o DIR writes\n"
    "DIR/<template name>.yaml (or .xml).",
    opt_output | opt_verbose,
    0};

/// The variability inputs: the --inputs file, then each --input over it.
/// Returns an exit code when they cannot be read.
std::optional<int> read_inputs(const std::string& file, const std::vector<std::string>& assignments,
                               ir::Value& inputs, DiagnosticSink& sink,
                               std::map<std::string, std::string>& sources)
{
  if (!file.empty()) {
    try {
      variability::read_given_inputs(file, inputs, sink, sources);
    } catch (const FatalError& e) {
      sink.report(e.diagnostic());
      return exit_status(e.diagnostic().code);
    }
  }
  for (const auto& a : assignments) {
    const std::size_t eq = a.find('=');
    if (eq == std::string::npos || eq == 0) {
      std::cerr << "tosca-convert: error: --input needs NAME=VALUE, not '" << a << "'\n";
      return exit_usage;
    }
    inputs.set(a.substr(0, eq), variability::given_value(a.substr(eq + 1)));
  }
  return std::nullopt;
}

/// The resolved YAML as TOSCA 1.0 XML, as yaml2xml would convert it were
/// it the file `path`: it is held in memory under that name, so its
/// relative imports are read from beside it. nullopt after errors.
std::optional<std::string> to_xml(std::string text, const std::string& path, DiagnosticSink& sink,
                                  std::map<std::string, std::string>& sources)
{
  convert::FileSet files;
  files.put(path, std::move(text));
  convert::ConvertRequest request;
  request.inputs = {path};
  request.target = convert::Format::tosca_xml;
  request.load.files = &files;
  convert::Conversion c = convert::convert_files(request, sink);
  sources.insert(c.workspace.sources.begin(), c.workspace.sources.end());
  if (c.exit_code != exit_ok || c.outputs.size() != 1 || c.outputs.front().failed) {
    return std::nullopt;
  }
  return std::move(c.outputs.front().text);
}

}  // namespace

int cmd_resolve(const std::vector<std::string>& args)
{
  std::string inputs_file;
  std::string to;
  std::vector<std::string> assignments;
  std::vector<std::string> presets;
  const OwnOption own[] = {
      {"inputs", &inputs_file, "FILE", "a YAML map of variability input values; overrides the presets"},
      {"input", &assignments, "NAME=VALUE",
       "assign one variability input (repeatable); overrides --inputs and the presets"},
      {"presets", &presets, "NAME...", "apply these presets of the template, in order (repeatable)",
       true},
      {"to", &to, "T", "yaml (default) or xml"}};
  CommonOptions o;
  if (std::optional<int> stop = parse_command(k_resolve, own, args, o)) {
    return *stop;
  }
  if (o.inputs.size() != 1) {
    std::cerr << "tosca-convert: error: resolve takes one TEMPLATE, not " << o.inputs.size()
              << " (--presets takes every name after it: put TEMPLATE first)\n";
    return exit_usage;
  }
  const std::string& file = o.inputs.front();
  std::error_code ec;
  const bool to_dir = !o.output.empty() && o.output != "-" &&
                      (fs::is_directory(o.output, ec) || o.output.back() == '/');
  const std::string ext = fs::path(o.output).extension().string();
  if (to.empty()) {
    to = !to_dir && (ext == ".xml" || ext == ".tosca") ? "xml" : "yaml";
  }
  if (to != "yaml" && to != "xml") {
    std::cerr << "tosca-convert: error: --to must be yaml or xml\n";
    return exit_usage;
  }
  const std::string name = file == "-" ? "<stdin>" : file;
  DiagnosticSink sink;
  std::map<std::string, std::string> sources;
  auto fail = [&](int code) {
    report(sink, sources, o.verbose);
    return code;
  };

  variability::ResolveOptions options;
  options.presets = presets;
  if (file != "-") {
    const fs::path dir = fs::path(file).parent_path();
    options.base_dir = dir.empty() ? "." : dir.string();
  }
  if (std::optional<int> stop = read_inputs(inputs_file, assignments, options.inputs, sink, sources)) {
    return fail(*stop);
  }
  ir::Value resolved;
  try {
    std::string bytes = read_file(file);
    sources[name] = bytes;
    const ir::Value document = yaml::parse_value(bytes, name, sink);
    resolved = variability::resolve(document, options);
  } catch (const FatalError& e) {
    sink.report(e.diagnostic());
    return fail(exit_status(e.diagnostic().code));
  } catch (const variability::Error& e) {
    sink.report({Severity::error, e.code(), e.what(), name, e.location().line, e.location().column});
    return fail(exit_status(e.code()));
  }

  std::string text = yaml::emit(resolved);
  if (to == "xml") {
    std::optional<std::string> xml_text;
    try {
      // Beside the template (a template on standard input has no folder).
      const std::string dir = file == "-" ? std::string("<stdin>") : options.base_dir;
      const std::string stem = file == "-" ? std::string("template") : fs::path(name).stem().string();
      xml_text = to_xml(text, dir + "/" + stem + ".resolved.yaml", sink, sources);
    } catch (const FatalError& e) {
      sink.report(e.diagnostic());
    }
    if (!xml_text) {
      report(sink, sources, o.verbose);
      std::cerr << "tosca-convert: " << name << ": resolved, but not converted to XML; nothing "
                << "written\n";
      return exit_invalid;
    }
    text = std::move(*xml_text);
  }
  convert::Output out;
  out.source = name;
  out.text = std::move(text);
  out.file_name = (file == "-" ? std::string("resolved") : fs::path(file).stem().string()) + "." + to;
  const fs::path target(to_dir ? lexical_join(o.output, out.file_name) : o.output);
  if (file != "-" && !o.output.empty() && o.output != "-" && fs::equivalent(target, file, ec)) {
    sink.error(target.string(), 0, 0, "OUTPUT", "-o names the template itself; inputs are never "
                                                "overwritten");
    return fail(exit_usage);
  }
  report(sink, sources, o.verbose);
  try {
    write_outputs({out}, {o.output, to_dir, false, ""}, 0);
  } catch (const FatalError& e) {
    std::cerr << format_line(e.diagnostic()) << "\n";
    return exit_io;
  }
  return exit_ok;
}

}  // namespace tosca::cli
