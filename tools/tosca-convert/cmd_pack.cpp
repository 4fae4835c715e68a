// tosca-convert pack DIR -o OUT.csar [--entry FILE]
#include "cli.hpp"
#include "options.hpp"

#include "tosca/convert/csar.hpp"
#include "tosca/support/codes.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"

#include <iostream>

namespace tosca::cli {

namespace {

constexpr CommandSpec k_pack{
    "pack",
    "usage: tosca-convert pack DIR -o OUT.csar [--entry FILE]\n\n"
    "Packs a directory into a CSAR: deterministic (TOSCA.meta first, then every\n"
    "file in byte order of its name, fixed timestamps), so the same files give\n"
    "the same bytes. A TOSCA-Metadata/TOSCA.meta in DIR is kept; without one, one\n"
    "is generated for the entry definitions (--entry, else the one definitions\n"
    "file at the root of DIR, else the only one anywhere).",
    opt_output | opt_limits};

}  // namespace

int cmd_pack(const std::vector<std::string>& args)
{
  convert::PackOptions options;
  const OwnOption own[] = {{"entry", &options.entry, "FILE",
                            "entry definitions, relative to DIR, for a generated TOSCA.meta"}};
  CommonOptions o;
  if (std::optional<int> stop = parse_command(k_pack, own, args, o)) {
    return *stop;
  }
  const std::string& output = o.output;
  if (o.inputs.size() != 1 || output.empty()) {
    std::cerr << "tosca-convert: error: pack needs one directory and -o OUT.csar (see --help)\n";
    return exit_usage;
  }
  options.limits = o.limits;
  options.created_by = "tosca-convert " + std::string(version());
  DiagnosticSink sink;
  convert::Packed packed;
  try {
    packed = convert::pack_directory(o.inputs[0], options, sink);
  } catch (const FatalError& e) {
    report(sink, {}, false);
    std::cerr << format_line(e.diagnostic()) << "\n";
    return exit_status(e.diagnostic().code);
  }
  report(sink, {}, false);
  try {
    write_file_atomic(output, packed.bytes);
  } catch (const FatalError& e) {
    std::cerr << format_line(e.diagnostic()) << "\n";
    return exit_io;
  }
  std::cerr << "tosca-convert: wrote " << output << " (" << packed.files << " files, entry "
            << packed.entry << (packed.meta_generated ? ", TOSCA.meta generated" : "") << ")\n";
  return exit_ok;
}

}  // namespace tosca::cli
