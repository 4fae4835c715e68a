// Laying out a topology graph with the Graphviz library (cgraph + gvc; no
// `dot` program), in the process that asks (graph_layout_process.cpp runs
// it in a child), and the HTML pages around the SVG.
#include "tosca/convert/graph.hpp"

#include "tosca/support/diagnostics.hpp"
#include "tosca/support/xml_escape.hpp"

#include "graphviz.hpp"

#include <memory>

namespace tosca::convert {

namespace {

using detail::graphviz;
using detail::Graphviz;

/// Graphviz reports problems through a callback; they are collected for
/// the one layout that runs at a time.
std::string g_graphviz_errors;

int collect_error(char* message)
{
  g_graphviz_errors += message;
  return 0;
}

struct ContextDeleter
{
  void operator()(GVC_t* gvc) const { graphviz().gvFreeContext(gvc); }
};

/// One Graphviz context for the process: it loads the plugins once.
GVC_t* context()
{
  static std::unique_ptr<GVC_t, ContextDeleter> gvc(graphviz().gvContext());
  return gvc.get();
}

[[noreturn]] void fail(const TopologyGraph& graph, const std::string& what)
{
  std::string detail = g_graphviz_errors;
  while (!detail.empty() && (detail.back() == '\n' || detail.back() == ' ')) {
    detail.pop_back();
  }
  throw FatalError({Severity::error, "GRAPH_LAYOUT",
                    "Graphviz could not " + what + " the picture of '" + graph.name + "'" +
                        (detail.empty() ? std::string() : ": " + detail),
                    graph.source, 0, 0});
}

std::string text(const std::string& s)
{
  return escape_xml(s, false);
}

const char* k_style =
    "body{font-family:'DejaVu Sans',sans-serif;margin:1.5em;color:#222}"
    "h1{font-size:1.3em;margin:0 0 .2em}p{margin:.2em 0 1em;color:#555}"
    "svg{max-width:100%;height:auto}a{color:#3b6ea5}"
    ".legend span{margin-right:1.5em;font-size:.9em}";

}  // namespace

std::string detail::layout_here(const TopologyGraph& graph)
{
  const Graphviz& lib = graphviz();
  g_graphviz_errors.clear();
  lib.agseterr(AGWARN);
  lib.agseterrf(collect_error);
  GVC_t* gvc = context();
  if (gvc == nullptr) {
    fail(graph, "start (no Graphviz context)");
  }
  Agraph_t* g = detail::read_graph(graph.dot);
  if (g == nullptr) {
    fail(graph, "read");
  }
  if (lib.gvLayout(gvc, g, "dot") != 0) {
    lib.agclose(g);
    fail(graph, "lay out");
  }
  char* data = nullptr;
  unsigned int length = 0;
  const int rendered = lib.gvRenderData(gvc, g, "svg", &data, &length);
  std::string svg = rendered == 0 && data != nullptr ? std::string(data, length) : std::string();
  lib.gvFreeRenderData(data);
  lib.gvFreeLayout(gvc, g);
  lib.agclose(g);
  if (svg.empty()) {
    fail(graph, "render");
  }
  return svg;
}

std::string html_page(const TopologyGraph& graph, const std::string& svg, const std::string& index)
{
  // The SVG goes in inline, without its XML declaration and DOCTYPE.
  std::string body = svg;
  if (auto at = body.find("<svg"); at != std::string::npos) {
    body.erase(0, at);
  }
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  out += "<title>" + text(graph.name) + "</title>\n<style>" + k_style + "</style>\n</head>\n<body>\n";
  if (!index.empty()) {
    out += "<p><a href=\"" + escape_xml(index, true) + "\">All service templates</a></p>\n";
  }
  // The picture carries the title and the source.
  out += "<p class=\"legend\"><span>" + std::to_string(graph.nodes) + " node templates, " +
         std::to_string(graph.edges) + " relationships</span><span style=\"color:#3b6ea5\">&#9472;&#9472; hosted on (the host "
         "below)</span><span style=\"color:#c0504d\">- - connects to</span><span "
         "style=\"color:#777\">&middot;&middot;&middot; other relationships</span><span "
         "style=\"background:#e3eef9;padding:0 .3em\">machines (Compute)</span></p>\n";
  out += body + "\n</body>\n</html>\n";
  return out;
}

std::string html_index(const std::vector<TopologyGraph>& graphs,
                       const std::vector<std::string>& files)
{
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                    "<title>Service templates</title>\n<style>" +
                    std::string(k_style) + "</style>\n</head>\n<body>\n<h1>Service templates</h1>\n<ul>\n";
  for (std::size_t i = 0; i < graphs.size() && i < files.size(); ++i) {
    out += "<li><a href=\"" + escape_xml(files[i], true) + "\">" + text(graphs[i].name) +
           "</a> <span style=\"color:#555\">" + text(graphs[i].source) + ", " +
           std::to_string(graphs[i].nodes) + " node templates</span></li>\n";
  }
  return out + "</ul>\n</body>\n</html>\n";
}

}  // namespace tosca::convert
