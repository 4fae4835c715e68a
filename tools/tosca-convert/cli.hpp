#pragma once
/// The command-line front end: a table of subcommands, each in its own
/// cmd_<name>.cpp, and the shared reporting of diagnostics.

#include "tosca/support/diagnostics.hpp"

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::cli {

struct Command
{
  std::string_view name;
  std::string_view summary;
  /// Runs with the arguments after the subcommand name; returns the exit code.
  int (*run)(const std::vector<std::string>& args);
};

/// Every subcommand, in the order `--help` lists them.
const std::vector<Command>& commands();

/// Parses argv, dispatches, and turns any escaped exception into
/// "tosca-convert: error: ..." with a documented exit code.
int run(int argc, char** argv);

/// Prints diagnostics to stderr: errors and warnings always, notes with -v;
/// source lines and carets when the file's bytes are known, or are on disk
/// in a file of `on_disk` (read once, when one of its diagnostics is shown).
void report(const DiagnosticSink& sink, const std::map<std::string, std::string>& sources,
            bool verbose, const std::set<std::string>* on_disk = nullptr);

int cmd_xml2yaml(const std::vector<std::string>& args);
int cmd_yaml2xml(const std::vector<std::string>& args);
int cmd_resolve(const std::vector<std::string>& args);
int cmd_roundtrip(const std::vector<std::string>& args);
int cmd_diff(const std::vector<std::string>& args);
int cmd_validate(const std::vector<std::string>& args);
int cmd_migrate(const std::vector<std::string>& args);
int cmd_graph(const std::vector<std::string>& args);
int cmd_unpack(const std::vector<std::string>& args);
int cmd_pack(const std::vector<std::string>& args);
int cmd_codes(const std::vector<std::string>& args);

std::string_view version();

}  // namespace tosca::cli
