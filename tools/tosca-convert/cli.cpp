#include "cli.hpp"

#include "tosca/support/codes.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"

#include <boost/program_options/errors.hpp>

#include <iostream>

namespace tosca::cli {

std::string_view version()
{
  return TOSCA_CONVERT_VERSION;
}

const std::vector<Command>& commands()
{
  static const std::vector<Command> table = {
      {"xml2yaml", "convert TOSCA 1.0 XML (final or 2012 draft) to TOSCA Simple Profile YAML",
       cmd_xml2yaml},
      {"yaml2xml", "convert TOSCA Simple Profile YAML to TOSCA 1.0 XML", cmd_yaml2xml},
      {"resolve", "resolve a Variability4TOSCA template into plain TOSCA YAML or XML", cmd_resolve},
      {"roundtrip", "convert to the other syntax and back, and report every loss", cmd_roundtrip},
      {"diff", "compare two TOSCA documents by meaning (exit 1 when they differ)", cmd_diff},
      {"validate", "check TOSCA XML and YAML: schema and TOSCA rules, every problem located", cmd_validate},
      {"migrate", "convert whole collections (CSARs, repositories, documents) to YAML, resumably",
       cmd_migrate},
      {"graph", "draw the topology of each service template (DOT, SVG or HTML)", cmd_graph},
      {"unpack", "unpack a CSAR into a directory, with every safety check", cmd_unpack},
      {"pack", "pack a directory into a deterministic CSAR", cmd_pack},
      {"codes", "list the diagnostic codes and what they mean", cmd_codes},
  };
  return table;
}

namespace {

void usage(std::ostream& out)
{
  out << "usage: tosca-convert <command> [options] [inputs]\n"
         "       tosca-convert --help | --version\n\n"
         "commands:\n";
  for (const auto& c : commands()) {
    out << "  " << c.name << std::string(12 - std::min<std::size_t>(c.name.size(), 11), ' ')
        << c.summary << "\n";
  }
  out << "\n'tosca-convert <command> --help' describes a command's options.\n";
}

}  // namespace

void report(const DiagnosticSink& sink, const std::map<std::string, std::string>& sources,
            bool verbose, const std::set<std::string>* on_disk)
{
  // One write: std::cerr is unbuffered, and a corpus run reports
  // thousands of lines.
  std::string text;
  std::map<std::string, std::string> reread;     // the files of `on_disk` shown
  std::map<std::string_view, SourceLines> lines; // each file indexed once
  for (const auto& d : sink.diagnostics()) {
    if (d.severity == Severity::note && !verbose) {
      continue;
    }
    // The bytes, and the key naming them for as long as `lines` lives.
    const std::pair<const std::string, std::string>* source = nullptr;
    if (auto it = sources.find(d.file); it != sources.end()) {
      source = &*it;
    } else if (on_disk != nullptr && on_disk->count(d.file) != 0) {
      auto r = reread.find(d.file);
      if (r == reread.end()) {
        std::string bytes;
        try {
          bytes = read_file(d.file);
        } catch (const FatalError&) {
          // gone or unreadable since: its lines without source
        }
        r = reread.emplace(d.file, std::move(bytes)).first;
      }
      if (!r->second.empty()) {
        source = &*r;
      }
    }
    if (source != nullptr) {
      text += format_with_source(d, lines.try_emplace(source->first, source->second).first->second);
    } else {
      text += format_line(d);
    }
    text += '\n';
  }
  std::cerr << text;
}

int run(int argc, char** argv)
{
  try {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
      usage(std::cerr);
      return exit_usage;
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
      usage(std::cout);
      return exit_ok;
    }
    if (args[0] == "--version") {
      std::cout << "tosca-convert " << version() << "\n";
      return exit_ok;
    }
    for (const auto& c : commands()) {
      if (c.name == args[0]) {
        return c.run(std::vector<std::string>(args.begin() + 1, args.end()));
      }
    }
    std::vector<std::string> names;
    for (const auto& c : commands()) {
      names.emplace_back(c.name);
    }
    std::string guess = closest_match(args[0], names);
    std::cerr << "tosca-convert: error: unknown command '" << args[0] << "'"
              << (guess.empty() ? "" : "; did you mean '" + guess + "'?") << "\n";
    usage(std::cerr);
    return exit_usage;
  } catch (const boost::program_options::error& e) {
    std::cerr << "tosca-convert: error: " << e.what() << "\n";
    return exit_usage;
  } catch (const FatalError& e) {
    std::cerr << "tosca-convert: " << format_line(e.diagnostic()) << "\n";
    return exit_status(e.diagnostic().code);
  } catch (const std::bad_alloc&) {
    // Not a defect: the inputs need more memory than the process may use.
    std::cerr << "tosca-convert: error: ran out of memory; give the process more memory (or "
                 "refuse such inputs earlier: --max-elements, --max-input-size) [OUT_OF_MEMORY]\n";
    return exit_status("OUT_OF_MEMORY");
  } catch (const std::exception& e) {
    std::cerr << "tosca-convert: error: internal error: " << e.what() << "\n";
    return exit_internal;
  } catch (...) {
    std::cerr << "tosca-convert: error: internal error: an exception of no standard type\n";
    return exit_internal;
  }
}

}  // namespace tosca::cli
