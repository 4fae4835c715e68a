// `graph`'s pipeline around the pictures (graph.hpp): loading the inputs,
// rendering a graph in the format asked, and naming a directory's files.
#include "tosca/convert/csar.hpp"
#include "tosca/convert/formats.hpp"
#include "tosca/convert/graph.hpp"
#include "tosca/convert/output.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"

#include <set>

namespace tosca::convert {

namespace {

void add(GraphSet& set, const Workspace& ws, const GraphOptions& options)
{
  set.sources.insert(ws.sources.begin(), ws.sources.end());
  if (ws.failed_inputs != 0) {
    set.exit_code = exit_unreadable;
  }
  for (auto& g : topology_graphs(ws, options)) {
    set.graphs.push_back(std::move(g));
  }
}

}  // namespace

GraphSet load_graphs(const std::vector<std::string>& inputs, const LoadOptions& base,
                     const csar::Limits& limits, const GraphOptions& options,
                     DiagnosticSink& sink)
{
  GraphSet set;
  LoadOptions any = base;
  any.syntax = Syntax::any;
  std::vector<std::string> plain;
  for (const auto& in : inputs) {
    if (!is_archive_file(in)) {
      plain.push_back(in);
      continue;
    }
    try {
      const OpenedCsar csar = open_csar(read_file(in), in, limits, sink);
      add(set, load_csar(csar, Syntax::any, any, sink), options);
    } catch (const FatalError& e) {
      sink.report(e.diagnostic());
      set.exit_code = exit_unreadable;
    }
  }
  if (!plain.empty()) {
    add(set, load(plain, any, sink), options);
  }
  return set;
}

std::string render_graph(const TopologyGraph& graph, const std::string& format,
                         const std::string& index, double timeout)
{
  if (format == "dot") {
    return graph.dot;
  }
  const std::string svg = layout_svg(graph, timeout);
  return format == "svg" ? svg : html_page(graph, svg, index);
}

std::vector<std::pair<std::string, std::string>> graph_files(
    const std::vector<TopologyGraph>& graphs, const std::string& format, double timeout)
{
  UniqueNames taken;
  if (format == "html") {
    taken.reserve("index.html"); // a service template named "index" gets index_2.html
  }
  std::vector<std::string> names;
  for (const auto& g : graphs) {
    names.push_back(taken.take(safe_file_name(g.name), "." + format));
  }
  std::vector<std::string> svgs;
  if (format != "dot") {
    svgs = layout_svgs(graphs, timeout);
  }
  std::vector<std::pair<std::string, std::string>> files;
  for (std::size_t i = 0; i < graphs.size(); ++i) {
    files.emplace_back(names[i], format == "dot"   ? graphs[i].dot
                                 : format == "svg" ? std::move(svgs[i])
                                                   : html_page(graphs[i], svgs[i], "index.html"));
  }
  if (format == "html") {
    files.emplace_back("index.html", html_index(graphs, names));
  }
  return files;
}

}  // namespace tosca::convert
