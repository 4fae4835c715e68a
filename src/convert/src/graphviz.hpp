#pragma once
/// The Graphviz functions graph_render.cpp calls, found when the first
/// picture is laid out (tosca/support/shared_library.hpp): most commands
/// never draw one. The headers give the types and each pointer's type.

#include "tosca/convert/graph.hpp"
#include "tosca/support/shared_library.hpp"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <string>

namespace tosca::convert::detail {

struct Graphviz
{
  static constexpr SharedLibrary k_cgraph{TOSCA_CGRAPH_SONAME, "graph", "libcgraph6"};
  static constexpr SharedLibrary k_gvc{TOSCA_GVC_SONAME, "graph", "libgvc6"};
  TOSCA_LIBRARY_FUNCTION(k_cgraph, agclose);
  TOSCA_LIBRARY_FUNCTION(k_cgraph, agread);
  TOSCA_LIBRARY_FUNCTION(k_cgraph, agseterr);
  TOSCA_LIBRARY_FUNCTION(k_cgraph, agseterrf);
  TOSCA_LIBRARY_FUNCTION(k_cgraph, agstrbind);
  TOSCA_LIBRARY_FUNCTION(k_cgraph, agstrdup);
  TOSCA_LIBRARY_FUNCTION(k_cgraph, agstrfree);
  TOSCA_LIBRARY_FUNCTION(k_gvc, gvContext);
  TOSCA_LIBRARY_FUNCTION(k_gvc, gvFreeContext);
  TOSCA_LIBRARY_FUNCTION(k_gvc, gvFreeLayout);
  TOSCA_LIBRARY_FUNCTION(k_gvc, gvFreeRenderData);
  TOSCA_LIBRARY_FUNCTION(k_gvc, gvLayout);
  TOSCA_LIBRARY_FUNCTION(k_gvc, gvRenderData);
  /// cgraph's own memory and input disciplines (data, not functions).
  Agmemdisc_t* memory = static_cast<Agmemdisc_t*>(library_symbol(k_cgraph, "AgMemDisc"));
  Agiodisc_t* input = static_cast<Agiodisc_t*>(library_symbol(k_cgraph, "AgIoDisc"));
};

/// The table, looked up by the first caller; throws FatalError
/// LIBRARY_MISSING (and the next caller tries again) when Graphviz is absent.
const Graphviz& graphviz();

/// `dot` read into a graph whose named objects are numbered in the order
/// the text names them, or nullptr when Graphviz cannot read it.
/// cgraph's own numbering uses each name's address, and orders clusters
/// by it: the same picture came out with its clusters in another order
/// from one run to the next.
Agraph_t* read_graph(const std::string& dot);

/// The graph laid out and rendered as SVG in this process (layout_svg
/// runs it in a child). Throws FatalError (GRAPH_LAYOUT).
std::string layout_here(const TopologyGraph& graph);

}  // namespace tosca::convert::detail
