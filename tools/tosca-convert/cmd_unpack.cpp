// tosca-convert unpack IN.csar -o DIR
#include "cli.hpp"
#include "options.hpp"

#include "tosca/support/codes.hpp"
#include "tosca/convert/csar.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"

#include <iostream>

namespace tosca::cli {

namespace {

constexpr CommandSpec k_unpack{
    "unpack",
    "usage: tosca-convert unpack IN.csar -o DIR\n\n"
    "Unpacks a CSAR into DIR (which must not exist or be empty) for editing by\n"
    "hand; 'pack' makes an archive of it again. The archive is checked first\n"
    "(unsafe paths, symbolic links, duplicate names, encryption, zip bombs), and\n"
    "the files appear together or not at all.",
    opt_output | opt_limits};

}  // namespace

int cmd_unpack(const std::vector<std::string>& args)
{
  CommonOptions o;
  if (std::optional<int> stop = parse_command(k_unpack, {}, args, o)) {
    return *stop;
  }
  const std::vector<std::string>& inputs = o.inputs;
  const std::string& output = o.output;
  const csar::Limits& limits = o.limits;
  if (inputs.size() != 1 || output.empty()) {
    std::cerr << "tosca-convert: error: unpack needs one archive and -o DIR (see --help)\n";
    return exit_usage;
  }
  try {
    std::size_t files = convert::unpack_csar(read_file(inputs[0]), inputs[0], output, limits);
    std::cerr << "tosca-convert: unpacked " << files << " files into " << output << "\n";
  } catch (const FatalError& e) {
    std::cerr << format_line(e.diagnostic()) << "\n";
    return exit_status(e.diagnostic().code);
  }
  return exit_ok;
}

}  // namespace tosca::cli
