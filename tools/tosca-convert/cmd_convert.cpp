// tosca-convert xml2yaml | yaml2xml IN... [-o OUT] [-I DIR]... [--strict] [--check]
//
// Both directions are one pipeline (convert::convert_files); this file
// only reads options, picks the target format and writes the outputs.
#include "cli.hpp"
#include "interrupt.hpp"
#include "options.hpp"
#include "outputs.hpp"

#include "tosca/convert/convert_files.hpp"
#include "tosca/convert/csar.hpp"
#include "tosca/convert/toscalite_export.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/support/prepared_directories.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace tosca::cli {

namespace fs = std::filesystem;

namespace {

constexpr unsigned k_convert_options = opt_output | opt_include | opt_strict | opt_verbose |
                                       opt_max_depth | opt_check | opt_limits | opt_jobs;

constexpr CommandSpec k_xml2yaml{
    "xml2yaml",
    "usage: tosca-convert xml2yaml IN... [-o OUT] [-I DIR]... [--strict]\n\n"
    "Converts TOSCA 1.0 XML documents (root Definitions, or the 2012 draft's root\n"
    "ServiceTemplate) to TOSCA Simple Profile YAML. IN is a file, a directory\n"
    "(searched recursively), a CSAR, or '-' for standard input. One input and no -o\n"
    "writes to standard output; several inputs or a directory need -o DIR, which\n"
    "gets a library layout: one YAML file per document at its own relative path,\n"
    "defining the document's types and importing the files whose types it uses.\n"
    "--self-contained instead writes one file per service template and per\n"
    "document with types, each with a copy of every type it needs.",
    k_convert_options | opt_yaml_version | opt_no_validate};

constexpr CommandSpec k_yaml2xml{
    "yaml2xml",
    "usage: tosca-convert yaml2xml IN... [-o OUT] [-I DIR]... [--dialect final|csd03|toscalite]\n\n"
    "Converts TOSCA Simple Profile YAML (1.0 to 1.3) to TOSCA 1.0 XML. YAML that\n"
    "xml2yaml wrote comes back as the XML document it was made from; any other\n"
    "YAML keeps its whole definition in <tc:yaml> extension elements next to the\n"
    "XML rendering (docs/mapping.md). IN is a file, a directory (searched\n"
    "recursively), a CSAR, or '-'. Several outputs need -o DIR. --dialect toscalite\n"
    "writes a TOSCAlite model.xml (or, for a CSAR or -o OUT.zip, a TOSCAlite archive\n"
    "with the files it names) when the topology fits, else lists what does not.",
    k_convert_options};

/// Prints the diagnostics, and those of search-path documents with -v
/// (otherwise only how many there are).
void report_all(const DiagnosticSink& sink, const convert::Workspace& ws, bool verbose)
{
  report(sink, ws.sources, verbose, &ws.sources_on_disk);
  const DiagnosticSink& search = ws.search_path_diagnostics;
  if (verbose) {
    report(search, ws.sources, verbose, &ws.sources_on_disk);
  } else if (search.warning_count() + search.error_count() != 0) {
    std::cerr << "tosca-convert: note: " << search.warning_count() + search.error_count()
              << " diagnostics about search-path documents not shown (use -v)\n";
  }
}

/// One archive in, one archive out (-o OUT.csar, or -o DIR for several);
/// none written for an archive with errors.
int convert_archives(const CommonOptions& o, convert::CsarTarget target,
                     const convert::CsarOptions& options)
{
  const char* extension = target == convert::CsarTarget::toscalite ? ".zip" : ".csar";
  std::error_code ec;
  const bool several = o.inputs.size() > 1;
  const bool to_dir = !o.output.empty() && (several || fs::is_directory(o.output, ec) ||
                                              o.output.back() == '/');
  if (o.output.empty() && !o.check) {
    std::cerr << "tosca-convert: error: a CSAR input needs -o OUT" << extension
              << " (or -o DIR for several)\n";
    return exit_usage;
  }
  int code = exit_ok;
  for (const auto& in : o.inputs) {
    DiagnosticSink sink(o.strict);
    std::string bytes;
    try {
      bytes = read_file(in);
    } catch (const FatalError& e) {
      std::cerr << format_line(e.diagnostic()) << "\n";
      code = exit_unreadable;
      continue;
    }
    convert::CsarConversion c = convert::convert_csar(bytes, in, target, options, sink);
    report(sink, c.sources, o.verbose);
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
    if (o.check) {
      std::cerr << "tosca-convert: " << in << ": would write " << what << "\n";
      continue;
    }
    const fs::path target(to_dir ? lexical_join(o.output, fs::path(in).stem().string() + extension)
                                 : o.output);
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

/// `yaml2xml --dialect toscalite IN -o OUT.zip`: the model and the files
/// it names as one TOSCAlite archive.
int write_toscalite_archive(const convert::Conversion& c, const std::string& out, int code)
{
  if (c.outputs.size() != 1 || c.outputs.front().failed) {
    std::cerr << "tosca-convert: " << out << ": not written\n";
    return code == exit_ok ? exit_invalid : code;
  }
  try {
    write_file_atomic(out, convert::toscalite_archive(c.outputs.front(),
                                                      convert::FileSet::disk()));
  } catch (const FatalError& e) {
    std::cerr << format_line(e.diagnostic()) << "\n";
    return exit_io;
  }
  std::cerr << "tosca-convert: wrote " << out << " (model.xml and "
            << c.outputs.front().files.size() << " files)\n";
  return code;
}

int run_convert(const CommandSpec& spec, const std::vector<std::string>& args)
{
  const bool to_yaml = spec.name == k_xml2yaml.name;
  const std::string what = to_yaml ? "YAML" : "XML";
  std::string dialect;
  bool self_contained = false;
  const OwnOption to_yaml_options[] = {
      {"self-contained", &self_contained, "",
       "with several inputs or a directory: one file per service template and per document "
       "with types, each with a copy of every type it needs, instead of the library layout"}};
  const OwnOption to_xml_options[] = {
      {"dialect", &dialect, "D",
       "final (root Definitions), csd03 (the 2012 draft's root ServiceTemplate) or toscalite "
       "(a TOSCAlite model); default: the rendering the YAML was made from (a draft stays a "
       "draft), else final"}};
  CommonOptions o;
  if (std::optional<int> stop =
          parse_command(spec, to_yaml ? to_yaml_options : to_xml_options, args, o)) {
    return *stop;
  }
  if (!dialect.empty() && dialect != "final" && dialect != "csd03" && dialect != "toscalite") {
    std::cerr << "tosca-convert: error: --dialect must be final, csd03 or toscalite\n";
    return exit_usage;
  }
  const bool lite = dialect == "toscalite";
  convert::ConvertRequest request;
  request.inputs = o.inputs;
  request.target = to_yaml             ? convert::Format::tosca_yaml
                   : lite               ? convert::Format::toscalite
                   : dialect == "csd03" ? convert::Format::tosca_xml_draft
                                        : convert::Format::tosca_xml;
  request.load.search_dirs = o.search;
  request.load.read.set_limits(o);
  request.load.read.validate = o.validate;
  request.load.jobs = o.jobs;
  // A large input's bytes are not held through its conversion only for
  // the source lines of its diagnostics (read again when shown).
  request.load.keep_sources_up_to = std::size_t{8} << 20;
  request.write.yaml.version = o.yaml_version;
  request.write.xml.dialect =
      dialect == "csd03"   ? xml::OutputDialect::csd03
      : dialect == "final" ? xml::OutputDialect::final_1_0
                           : xml::OutputDialect::source;

  const auto archives = std::count_if(o.inputs.begin(), o.inputs.end(), convert::is_archive_file);
  if (archives != 0) {
    if (static_cast<std::size_t>(archives) != o.inputs.size()) {
      std::cerr << "tosca-convert: error: CSARs and definitions files cannot be converted in one "
                   "run\n";
      return exit_usage;
    }
    convert::CsarOptions options;
    options.load = request.load;
    options.limits = o.limits;
    options.yaml = request.write.yaml;
    options.xml = request.write.xml;
    options.created_by = "tosca-convert " + std::string(version());
    return convert_archives(o, to_yaml ? convert::CsarTarget::yaml
                               : lite  ? convert::CsarTarget::toscalite
                                       : convert::CsarTarget::xml,
                            options);
  }

  std::error_code ec;
  const std::string& out = o.output;
  const bool several = o.inputs.size() > 1 || (o.inputs[0] != "-" && fs::is_directory(o.inputs[0], ec));
  const bool to_dir = !out.empty() && (several || fs::is_directory(out, ec) || out.back() == '/');
  if (several && out.empty() && !o.check) {
    std::cerr << "tosca-convert: error: several inputs need -o DIR\n";
    return exit_usage;
  }
  request.output_directory = to_dir ? out : fs::path(out).parent_path().string();
  if (!o.check && !out.empty() && out != "-" && !lite) {
    // Saved as files: a large output goes there as it is made.
    request.write.spill_directory =
        request.output_directory.empty() ? "." : request.output_directory;
  }
  request.library = to_yaml && to_dir && several && !self_contained;
  if (o.inputs.size() == 1 && fs::is_directory(o.inputs[0], ec)) {
    request.library_root = o.inputs[0]; // mirrored from there
  }

  // The library layout's folders are made while its outputs render.
  PreparedDirectories folders;
  if (request.library && !o.check) {
    request.planned = [&](const std::vector<std::string>& files) { folders.start(out, files); };
  }
  InterruptGuard interrupts;
  DiagnosticSink sink(o.strict);
  convert::Conversion c = convert::convert_files(request, sink);
  int code = c.exit_code;
  // Several YAML documents may share standard output; XML documents cannot.
  if (!to_dir && c.outputs.size() > 1 && (!out.empty() || !to_yaml) && !o.check) {
    sink.error(out.empty() ? "-" : out, 0, 0, "OUTPUT",
               "the input gives " + std::to_string(c.outputs.size()) + " " + what +
                   " documents; name a directory with -o DIR");
    code = exit_usage;
  }
  report_all(sink, c.workspace, o.verbose);
  // Unresolved references are easy to miss among warnings and give
  // placeholder types that other tools accept: say it once, at the end.
  const auto unresolved = std::count_if(sink.diagnostics().begin(), sink.diagnostics().end(),
                                        [](const Diagnostic& d) { return d.code == "REF_UNKNOWN"; });
  if (unresolved != 0) {
    std::cerr << "tosca-convert: " << (o.strict ? "error" : "warning") << ": " << unresolved
              << (unresolved == 1 ? " reference" : " references") << " to definitions found nowhere"
              << (to_yaml ? " (written as placeholder types)" : "")
              << "; if a repository or type library is missing, name it with -I DIR"
              << (o.strict ? "" : " (--strict makes this exit 4)") << "\n";
  }
  const std::string counts = std::to_string(sink.warning_count()) + " warnings, " +
                             std::to_string(sink.error_count()) + " errors)\n";
  if (o.check) {
    std::cerr << "tosca-convert: checked " << c.outputs.size() << " " << what << " outputs ("
              << counts;
    return code;
  }
  if (code == exit_usage) {
    return code;
  }
  if (lite && !to_dir && fs::path(out).extension() == ".zip") {
    return write_toscalite_archive(c, out, code);
  }
  // An output with errors is written only from XML under the default
  // (lenient) mode; YAML errors leave the IR partial, so never then.
  std::size_t written = 0;
  interrupts.writing();
  folders.wait();
  try {
    written = write_outputs(c.outputs, {out, to_dir, o.strict || !to_yaml, to_yaml ? "---\n" : "", o.jobs},
                            sink.error_count());
    if (written == c.outputs.size()) {
      folders.keep();
    }
  } catch (const FatalError& e) {
    std::cerr << format_line(e.diagnostic()) << "\n";
    return exit_io;
  } catch (const Interrupted&) {
    return k_exit_interrupted;
  }
  if (several) {
    std::cerr << "tosca-convert: wrote " << written << " " << what << " files to " << out << " ("
              << counts;
  }
  return code;
}

}  // namespace

int cmd_xml2yaml(const std::vector<std::string>& args)
{
  return run_convert(k_xml2yaml, args);
}

int cmd_yaml2xml(const std::vector<std::string>& args)
{
  return run_convert(k_yaml2xml, args);
}

}  // namespace tosca::cli
