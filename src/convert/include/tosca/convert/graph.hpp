#pragma once
/// Pictures of topologies (`tosca-convert graph`). A service template
/// becomes a DOT graph written here: node templates are boxes with their
/// name, type and a few properties, requirements that name a node template
/// are edges labelled by relationship type, and each hosting stack (a node
/// that hosts nothing below it, and everything hosted on it) is a cluster,
/// its hosted nodes drawn above their hosts. The graph is read from the
/// standard YAML rendering, so XML, YAML, CSARs and TOSCAlite look alike.
/// Graphviz (cgraph and gvc, in process) lays it out as SVG; an HTML page
/// wraps the SVG so a browser shows it with nothing else installed.

#include "tosca/convert/workspace.hpp"
#include "tosca/csar/archive.hpp"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace tosca::convert {

struct TopologyGraph
{
  std::string name;   ///< the service template's name (or id)
  std::string source; ///< the document it comes from
  std::string dot;
  std::size_t nodes = 0;
  std::size_t edges = 0;
};

struct GraphOptions
{
  /// Only the service template of this id or name ("": all).
  std::string service_template;
  /// Properties shown per node; the rest are counted.
  std::size_t properties = 3;
};

/// One graph per service template of the workspace's input documents.
std::vector<TopologyGraph> topology_graphs(const Workspace& ws, const GraphOptions& options);

/// The graphs of the inputs and what it took to get them.
struct GraphSet
{
  std::vector<TopologyGraph> graphs;
  /// Bytes of every file read, for source lines in diagnostics.
  std::map<std::string, std::string> sources;
  /// exit_ok, or exit_unreadable when an input could not be read.
  int exit_code = 0;
};

/// `graph`'s loading: the inputs (files, directories, archives) in any
/// syntax, each archive on its own and everything else together, then one
/// graph per service template. Diagnostics go to `sink`.
GraphSet load_graphs(const std::vector<std::string>& inputs, const LoadOptions& load,
                     const csar::Limits& limits, const GraphOptions& options,
                     DiagnosticSink& sink);

/// Seconds Graphviz may take to lay out one picture (`graph
/// --layout-timeout`; 0: no limit). When memory runs out it can wait
/// forever on a thread it failed to start.
constexpr double k_layout_timeout = 600;

/// The graph as `format` (dot, svg or html; an html page links back to
/// `index` when given). Throws FatalError (GRAPH_LAYOUT) as layout_svg.
std::string render_graph(const TopologyGraph& graph, const std::string& format,
                         const std::string& index = {}, double timeout = k_layout_timeout);

/// The files of a directory of pictures: one per graph in `format`, named
/// after its service template (made unique), and for html an index.html
/// linking them. Pairs of file name and content.
std::vector<std::pair<std::string, std::string>> graph_files(
    const std::vector<TopologyGraph>& graphs, const std::string& format,
    double timeout = k_layout_timeout);

/// The graph laid out by Graphviz's `dot` as an SVG document. Throws
/// FatalError (GRAPH_LAYOUT) when Graphviz cannot lay it out, stops, or
/// takes longer than `timeout` seconds: it lays out in a child process, as
/// Graphviz crashes or hangs when memory runs out.
std::string layout_svg(const TopologyGraph& graph, double timeout = k_layout_timeout);

/// layout_svg of each graph, all in one child process (Graphviz's start-up
/// is most of a small picture's time), `timeout` for each. Throws for the
/// first that fails.
std::vector<std::string> layout_svgs(const std::vector<TopologyGraph>& graphs,
                                     double timeout = k_layout_timeout);

/// A self-contained HTML page showing `svg`, titled by the graph.
/// `index` names the page to go back to ("" for none).
std::string html_page(const TopologyGraph& graph, const std::string& svg,
                      const std::string& index = {});

/// A page that links one page per graph (`files[i]` for `graphs[i]`).
std::string html_index(const std::vector<TopologyGraph>& graphs,
                       const std::vector<std::string>& files);

}  // namespace tosca::convert
