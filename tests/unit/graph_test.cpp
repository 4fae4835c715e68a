// The pictures `graph` lays out with Graphviz: the same topology gives the
// same SVG in every run, its clusters in the order the DOT text names them.
#include <boost/test/unit_test.hpp>

#include "tosca/convert/graph.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

using namespace tosca::convert;

namespace {

/// Twelve clusters, whose names the text first uses, in reverse, as label
/// values: cgraph's own numbering follows where each name was allocated,
/// and put these clusters in reverse order.
TopologyGraph twelve_clusters()
{
  TopologyGraph g;
  g.name = "clusters";
  g.source = "clusters.xml";
  g.dot = "digraph G {\n";
  for (int i = 11; i >= 0; --i) {
    g.dot += "  label_" + std::to_string(i) + " [label=\"cluster_" + std::to_string(i) + "\"];\n";
  }
  for (int i = 0; i < 12; ++i) {
    const std::string n = std::to_string(i);
    g.dot += "  subgraph cluster_" + n + " { label=\"machine " + n + "\"; node_" + n + "; }\n";
  }
  g.dot += "  node_0 -> node_11;\n}\n";
  return g;
}

/// Frees blocks of the sizes cgraph's names take in the order of their
/// addresses, so that the allocator (glibc's and jemalloc's caches are last
/// in, first out) hands the next ones out from high addresses down: the
/// names of the next picture lie in the opposite order to the first's.
void hand_out_addresses_downwards()
{
  std::vector<void*> blocks;
  for (const std::size_t size : {8, 16, 24, 32, 48, 64}) {
    for (int i = 0; i < 64; ++i) {
      blocks.push_back(std::malloc(size));
    }
  }
  std::sort(blocks.begin(), blocks.end(), std::less<>());
  for (void* b : blocks) {
    std::free(b);
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(graph_layout)

BOOST_AUTO_TEST_CASE(clusters_come_in_the_order_of_the_text)
{
  const std::string svg = layout_svg(twelve_clusters());
  std::size_t at = 0;
  for (int i = 0; i < 12; ++i) {
    const std::string title = "<title>cluster_" + std::to_string(i) + "</title>";
    const std::size_t found = svg.find(title);
    BOOST_TEST_REQUIRE(found != std::string::npos, title);
    BOOST_TEST(found >= at, title << " comes before the cluster named before it");
    at = found;
  }
}

BOOST_AUTO_TEST_CASE(the_same_graph_gives_the_same_svg_wherever_its_names_lie)
{
  const std::string first = layout_svg(twelve_clusters());
  hand_out_addresses_downwards();
  const std::string second = layout_svg(twelve_clusters());
  BOOST_TEST(first == second);
}

BOOST_AUTO_TEST_CASE(a_graph_graphviz_cannot_read_is_a_located_error)
{
  TopologyGraph g = twelve_clusters();
  g.dot = "digraph G { a -> ; }";
  try {
    layout_svg(g);
    BOOST_FAIL("no error");
  } catch (const tosca::FatalError& e) {
    BOOST_TEST(e.diagnostic().code == "GRAPH_LAYOUT");
    BOOST_TEST(e.diagnostic().file == "clusters.xml");
    BOOST_TEST(e.diagnostic().message.find("Graphviz could not read the picture of 'clusters'") == 0U,
               e.diagnostic().message);
  }
}

BOOST_AUTO_TEST_SUITE_END()
