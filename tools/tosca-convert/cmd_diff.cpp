// tosca-convert diff A B [-I DIR]... [--format text|json] [--max-depth N]
#include "cli.hpp"
#include "options.hpp"

#include "tosca/convert/csar.hpp"
#include "tosca/convert/diff.hpp"
#include "tosca/convert/formats.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"

#include <iostream>

namespace tosca::cli {

namespace {

/// Exit code of `diff` when the documents differ (as diff(1) and cmp(1)).
constexpr int k_exit_different = 1;

constexpr CommandSpec k_diff{
    "diff",
    "usage: tosca-convert diff A B [-I DIR]... [--format text|json] [--max-depth N]\n\n"
    "Compares two TOSCA documents by meaning, through the IR: namespace prefixes,\n"
    "attribute order, white space between elements, the order of types and\n"
    "templates and attributes written with their schema default do not count.\n"
    "Prints one line per difference: path, then each side's value and location.\n"
    "Exit 0 when equal, 1 when different, 3 when an input cannot be read.\n"
    "Two CSARs compare whole: definitions by meaning (paired by their name before\n"
    "any conversion), TOSCA.meta by its fields, every other file byte for byte.",
    opt_include | opt_format | opt_max_depth | opt_verbose | opt_limits, 2};

/// Errors always; warnings (schema validity and such) only with -v, as
/// they say nothing about the difference.
void report_errors(const DiagnosticSink& sink, const std::map<std::string, std::string>& sources,
                   bool verbose)
{
  DiagnosticSink shown;
  for (const auto& d : sink.diagnostics()) {
    if (verbose || d.severity == Severity::error) {
      shown.report(d);
    }
  }
  report(shown, sources, verbose);
}

} // namespace

int cmd_diff(const std::vector<std::string>& args)
{
  CommonOptions o;
  if (std::optional<int> stop = parse_command(k_diff, {}, args, o)) {
    return *stop;
  }
  const std::vector<std::string>& in = o.inputs;
  if (in.size() != 2) {
    std::cerr << "tosca-convert: error: diff needs exactly two inputs, A and B (see --help)\n";
    return exit_usage;
  }
  if (in[0] == "-" && in[1] == "-") {
    std::cerr << "tosca-convert: error: only one of A and B can be standard input\n";
    return exit_usage;
  }
  const bool archives[2] = {convert::is_archive_file(in[0]), convert::is_archive_file(in[1])};
  if (archives[0] != archives[1]) {
    std::cerr << "tosca-convert: error: a CSAR compares only with another CSAR\n";
    return exit_usage;
  }
  convert::CsarOptions options;
  options.load.search_dirs = o.search;
  options.load.read.set_limits(o);
  options.limits = o.limits;
  DiagnosticSink sink;
  convert::FileComparison c;
  if (archives[0]) {
    try {
      convert::CsarComparison z = convert::compare_csars(read_file(in[0]), in[0], read_file(in[1]),
                                                         in[1], options, sink);
      c = {z.completed, z.differences, z.text, z.json, z.sources};
    } catch (const FatalError& e) {
      sink.report(e.diagnostic());
    }
  } else {
    c = convert::compare_files(in[0], in[1], options.load, sink);
  }
  // A document that was read is compared, whatever a schema says of it.
  if (archives[0] || o.verbose || !c.completed) {
    report_errors(sink, c.sources, o.verbose);
  }
  if (!c.completed) {
    return exit_unreadable;
  }
  std::cout << (o.format == "json" ? c.json : c.text);
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "tosca-convert: error: cannot write to standard output\n";
    return exit_io;
  }
  return c.differences == 0 ? exit_ok : k_exit_different;
}

} // namespace tosca::cli
