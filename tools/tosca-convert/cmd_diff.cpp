// tosca-convert diff A B [-I DIR]... [--format text|json] [--max-depth N]
#include "cli.hpp"
#include "options.hpp"
#include "csar_cli.hpp"

#include "tosca/convert/diff.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"
#include "tosca/xml/canonical.hpp"

#include <boost/program_options.hpp>

#include <iostream>

namespace tosca::cli {

namespace po = boost::program_options;

namespace {

/// Exit code of `diff` when the documents differ (as diff(1) and cmp(1)).
constexpr int k_exit_different = 1;

/// `diff A.csar B.csar`: whole archives (csar.hpp).
int diff_archives(const std::vector<std::string>& inputs, const std::vector<std::string>& search,
                  std::size_t max_depth, const csar::Limits& limits, bool json, bool verbose)
{
  if (!is_archive_input(inputs[0]) || !is_archive_input(inputs[1])) {
    std::cerr << "tosca-convert: error: a CSAR compares only with another CSAR\n";
    return exit_usage;
  }
  convert::CsarOptions options;
  options.load.search_dirs = search;
  options.load.read.max_depth = max_depth;
  options.limits = limits;
  DiagnosticSink sink;
  convert::CsarComparison c;
  try {
    c = convert::compare_csars(read_file(inputs[0]), inputs[0], read_file(inputs[1]), inputs[1],
                               options, sink);
  } catch (const FatalError& e) {
    sink.report(e.diagnostic());
  }
  DiagnosticSink shown;
  for (const auto& d : sink.diagnostics()) {
    if (verbose || d.severity == Severity::error) {
      shown.report(d);
    }
  }
  report(shown, c.sources, verbose);
  if (!c.completed) {
    return exit_unreadable;
  }
  std::cout << (json ? c.json : c.text);
  std::cout.flush();
  return c.differences == 0 ? exit_ok : k_exit_different;
}

} // namespace

int cmd_diff(const std::vector<std::string>& args)
{
  po::options_description visible(
      "usage: tosca-convert diff A B [-I DIR]... [--format text|json] [--max-depth N]\n\n"
      "Compares two TOSCA documents by meaning, through the IR: namespace prefixes,\n"
      "attribute order, white space between elements, the order of types and\n"
      "templates and attributes written with their schema default do not count.\n"
      "Prints one line per difference: path, then each side's value and location.\n"
      "Exit 0 when equal, 1 when different, 3 when an input cannot be read.\n"
      "Two CSARs compare whole: definitions by meaning (paired by their name before\n"
      "any conversion), TOSCA.meta by its fields, every other file byte for byte.\n\noptions");
  std::vector<std::string> inputs;
  std::vector<std::string> search;
  std::string format = "text";
  std::size_t max_depth = 512;
  // clang-format off
  visible.add_options()
      ("help,h", "show this help")
      ("include,I", po::value(&search)->composing(),
       "directory searched recursively for referenced definitions (repeatable)")
      ("format", po::value(&format), "text (default) or json")
      ("max-depth", po::value(&max_depth),
       "deepest XML element nesting accepted (default 512, at most 4096)")
      ("verbose,v", "also show warnings about the inputs");
  // clang-format on
  csar::Limits limits;
  add_limit_options(visible, limits);
  po::variables_map vm;
  if (!parse_options(args, visible, inputs, vm)) {
    return exit_ok;
  }
  if (inputs.size() != 2) {
    std::cerr << "tosca-convert: error: diff needs exactly two inputs, A and B (see --help)\n";
    return exit_usage;
  }
  if (format != "text" && format != "json") {
    std::cerr << "tosca-convert: error: --format must be text or json\n";
    return exit_usage;
  }
  if (inputs[0] == "-" && inputs[1] == "-") {
    std::cerr << "tosca-convert: error: only one of A and B can be standard input\n";
    return exit_usage;
  }
  const bool verbose = vm.count("verbose") != 0;
  if (is_archive_input(inputs[0]) || is_archive_input(inputs[1])) {
    return diff_archives(inputs, search, max_depth, limits, format == "json", verbose);
  }

  convert::LoadOptions load;
  load.search_dirs = search;
  load.read.max_depth = max_depth;
  // Each side on its own: what one side's search path defines must not
  // leak into the other.
  DiagnosticSink sink_a;
  DiagnosticSink sink_b;
  convert::LoadedDocument a = convert::load_for_compare(inputs[0], load, sink_a);
  convert::LoadedDocument b = convert::load_for_compare(inputs[1], load, sink_b);
  bool failed = false;
  for (const auto* side : {&a, &b}) {
    const DiagnosticSink& sink = side == &a ? sink_a : sink_b;
    failed = failed || !side->document;
    if (verbose || !side->document) {
      // Errors always; warnings (schema validity and such) only with -v,
      // as they say nothing about the difference.
      DiagnosticSink shown;
      for (const auto& d : sink.diagnostics()) {
        if (verbose || d.severity == Severity::error) {
          shown.report(d);
        }
      }
      report(shown, side->workspace.sources, verbose);
    }
  }
  if (failed) {
    return exit_unreadable;
  }

  xml::Canonicalizer canonicalizer;
  auto source_of = [](const convert::LoadedDocument& d) -> std::string_view {
    auto it = d.workspace.sources.find(d.document->path);
    return it == d.workspace.sources.end() ? std::string_view() : std::string_view(it->second);
  };
  const convert::diff::Tree ta = convert::diff::describe(*a.document, canonicalizer, source_of(a));
  const convert::diff::Tree tb = convert::diff::describe(*b.document, canonicalizer, source_of(b));
  const auto differences = convert::diff::compare(ta, tb);
  std::cout << (format == "json" ? convert::diff::format_json(differences)
                                 : convert::diff::format_text(differences));
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "tosca-convert: error: cannot write to standard output\n";
    return exit_io;
  }
  return differences.empty() ? exit_ok : k_exit_different;
}

} // namespace tosca::cli
