#pragma once
/// Command-line parsing shared by the subcommands: their own options plus
/// positional inputs, and --help.

#include <boost/program_options.hpp>

#include <string>
#include <vector>

namespace tosca::cli {

/// Parses `args` against `visible` with every positional argument collected
/// into `inputs`. Returns false when --help was given (the help has been
/// printed and the command should exit 0). Throws program_options errors,
/// which the dispatcher reports as usage errors.
bool parse_options(const std::vector<std::string>& args,
                   const boost::program_options::options_description& visible,
                   std::vector<std::string>& inputs, boost::program_options::variables_map& vm);

}  // namespace tosca::cli
