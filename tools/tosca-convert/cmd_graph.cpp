// tosca-convert graph IN... [-I DIR]... [-o OUT.svg|OUT.dot|OUT.html|DIR]
//                    [--service-template NAME] [--format html|svg|dot]
//                    [--layout-timeout SECONDS]
#include "cli.hpp"
#include "options.hpp"

#include "tosca/convert/graph.hpp"
#include "tosca/convert/output.hpp"
#include "tosca/support/codes.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"

#include <array>
#include <filesystem>
#include <iostream>

namespace tosca::cli {

namespace fs = std::filesystem;

namespace {

constexpr std::array<std::string_view, 3> k_graph_formats{"html", "svg", "dot"};

constexpr CommandSpec k_graph{
    "graph",
    "usage: tosca-convert graph IN... [-I DIR]... [-o OUT.svg|OUT.dot|OUT.html|DIR]\n"
    "                           [--service-template NAME] [--format html|svg|dot]\n"
    "                           [--layout-timeout SECONDS]\n\n"
    "Draws the topology of each service template: node templates as boxes with\n"
    "their name, type and first properties (passwords masked), relationships as\n"
    "edges labelled by type, each hosting stack as a box with hosts below what\n"
    "they host. IN is TOSCA XML, YAML, a TOSCAlite model, a CSAR or a directory\n"
    "(a Winery repository). Without -o, the DOT of one graph goes to standard\n"
    "output. -o names a file (.dot, .svg or .html, one service template) or a\n"
    "directory: one file per service template in --format (html: self-contained\n"
    "pages and an index.html). SVG is laid out by the Graphviz library.",
    opt_output | opt_include | opt_verbose | opt_max_depth | opt_limits | opt_format,
    1,
    k_graph_formats};

}  // namespace

int cmd_graph(const std::vector<std::string>& args)
{
  convert::GraphOptions options;
  double layout_timeout = convert::k_layout_timeout;
  const OwnOption own[] = {{"service-template", &options.service_template, "NAME",
                            "draw only the service template of this id or name"},
                           {"layout-timeout", &layout_timeout, "SECONDS",
                            "give up a picture Graphviz has not laid out after this long "
                            "(default 600; 0: never)"}};
  CommonOptions o;
  if (std::optional<int> stop = parse_command(k_graph, own, args, o)) {
    return *stop;
  }
  DiagnosticSink sink;
  convert::LoadOptions load;
  load.search_dirs = o.search;
  load.read.set_limits(o);
  const convert::GraphSet set = convert::load_graphs(o.inputs, load, o.limits, options, sink);
  const std::vector<convert::TopologyGraph>& graphs = set.graphs;
  int code = set.exit_code;
  report(sink, set.sources, o.verbose);
  if (graphs.empty()) {
    std::cerr << "tosca-convert: error: "
              << (options.service_template.empty()
                      ? std::string("the inputs hold no service template to draw")
                      : "no service template named '" + options.service_template + "'")
              << "\n";
    return code == exit_ok ? exit_invalid : code;
  }

  std::error_code ec;
  const std::string& out = o.output;
  const std::string ext = fs::path(out).extension().string();
  const bool to_dir = !out.empty() && (fs::is_directory(out, ec) || out.back() == '/' ||
                                       (ext != ".dot" && ext != ".svg" && ext != ".html"));
  const std::string format = o.format_given || to_dir ? o.format
                             : out.empty() || out == "-"      ? std::string("dot")
                                                              : ext.substr(1);
  try {
    if (!to_dir) {
      if (graphs.size() > 1 && !(out.empty() && format == "dot")) {
        std::cerr << "tosca-convert: error: the inputs hold " << graphs.size()
                  << " service templates; name one with --service-template, or -o DIR\n";
        return exit_usage;
      }
      if (out.empty() || out == "-") {
        for (const auto& g : graphs) {
          std::cout << convert::render_graph(g, format, {}, layout_timeout);
        }
        return code;
      }
      write_file_atomic(out, convert::render_graph(graphs.front(), format, {}, layout_timeout));
      std::cerr << "tosca-convert: wrote " << out << " (" << graphs.front().nodes
                << " node templates)\n";
      return code;
    }
    // Every picture drawn before the folder is made: a failure leaves none.
    const auto files = convert::graph_files(graphs, format, layout_timeout);
    fs::create_directories(out, ec);
    for (const auto& [name, content] : files) {
      write_file_atomic(lexical_join(out, name), content);
    }
    std::cerr << "tosca-convert: wrote " << graphs.size() << " " << format << " files to " << out
              << "\n";
  } catch (const FatalError& e) {
    std::cerr << format_line(e.diagnostic()) << "\n";
    return exit_status(e.diagnostic().code); // GRAPH_LAYOUT: invalid; IO_WRITE: io
  }
  return code;
}

}  // namespace tosca::cli
