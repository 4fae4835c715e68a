// A big YAML document parsed in parts (src/yaml/src/load_parts.cpp) must
// give exactly the tree of the whole parse, locations and tags included,
// and must give up on what its line scan cannot prove.
#include "load_parts.hpp"
#include "node.hpp"

#include <boost/test/unit_test.hpp>

#include "tosca/support/files.hpp"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

using namespace tosca;
using yaml::Node;

namespace {

/// Parts on two threads for any document with maps of four entries.
yaml::LoadLimits in_parts()
{
  yaml::LoadLimits l;
  l.threads = 2;
  l.parts_from = 0;
  l.parts_min_entries = 4;
  return l;
}

/// A topology of `n` node templates in the shapes real files have.
std::string topology(int n, const std::string& eol = "\n")
{
  std::string t = "tosca_definitions_version: tosca_simple_yaml_1_3" + eol +
                  "# a comment" + eol + "topology_template:" + eol + "  node_templates:" + eol;
  for (int i = 0; i < n; ++i) {
    const std::string id = std::to_string(i);
    t += "    n" + id + ":" + eol + "      type: Server   # trailing comment" + eol +
         "      description: >-" + eol + "        folded" + eol + "        text " + id + eol +
         eol + "      properties:" + eol + "        'quoted key': \"x: y # not a comment\"" +
         eol + "        port: " + id + eol + "        script: |" + eol + "          #!/bin/sh" +
         eol + "          echo " + id + eol + "        list: [a, {b: c}, !!str 7]" + eol +
         "      requirements:" + eol + "      - host:" + eol + "          node: n" + id + eol;
    if (i % 7 == 3) {
      t += "# between entries" + eol + eol;
    }
  }
  t += "  outputs:" + eol + "    o: {value: 1}" + eol + "dsl_definitions:" + eol +
       "  tosca_convert:" + eol + "    entries:" + eol;
  for (int i = 0; i < n; ++i) {
    t += "      e" + std::to_string(i) + ": {a: " + std::to_string(i) + "}" + eol;
  }
  return t;
}

Node whole(const std::string& text, DiagnosticSink& sink, yaml::LoadLimits limits = {})
{
  limits.threads = 1;
  return yaml::load(text, "t.yaml", sink, limits);
}

/// The whole parse's tree, or none when it fails.
std::optional<Node> whole_or_none(const std::string& text, DiagnosticSink& sink)
{
  try {
    return whole(text, sink);
  } catch (const FatalError&) {
    return std::nullopt;
  }
}

/// load_in_parts gives the whole tree, or gives up.
void same_or_none(const std::string& text, bool expect_parts)
{
  DiagnosticSink sink;
  const std::optional<Node> reference = whole_or_none(text, sink);
  std::optional<Node> parts = yaml::detail::load_in_parts(text, "t.yaml", in_parts());
  BOOST_TEST(parts.has_value() == expect_parts);
  if (parts) {
    BOOST_REQUIRE(reference.has_value());
    BOOST_TEST(yaml::detail::tree_difference(*reference, *parts) == "");
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(yaml_parts)

BOOST_AUTO_TEST_CASE(a_topology_in_parts_is_the_whole_tree)
{
  same_or_none(topology(60), true);
  same_or_none(topology(60, "\r\n"), true);
  // Through load(), with the index a big map gets.
  DiagnosticSink a;
  DiagnosticSink b;
  const Node reference = whole(topology(200), a);
  const Node parts = yaml::load(topology(200), "t.yaml", b, in_parts());
  BOOST_TEST(yaml::detail::tree_difference(reference, parts) == "");
  const Node* templates = parts.find("topology_template")->find("node_templates");
  BOOST_REQUIRE(templates != nullptr);
  BOOST_TEST(templates->entries().size() == 200u);
  BOOST_TEST(templates->key_index() != nullptr);
  BOOST_TEST(templates->find("n150")->find("type")->location.line ==
             reference.find("topology_template")->find("node_templates")->find("n150")
                 ->find("type")->location.line);
}

BOOST_AUTO_TEST_CASE(an_empty_last_value_is_located_as_in_the_whole_parse)
{
  // yaml-cpp locates an empty value at the token after it (found by
  // fuzzing: "c:\n l:\n s:\n").
  std::string entries;
  for (int i = 0; i < 6; ++i) {
    entries += "    k" + std::to_string(i) + ":\n";
  }
  const std::string head = "top:\n  m:\n";
  same_or_none(head + entries, true);                            // the end of the text
  same_or_none(head + entries + "  n: 1\n", true);               // a line less indented
  same_or_none(head + entries + "\n# note\n   # more\nx: 1\n", true); // after comments
  same_or_none("l:\n- m:\n" + entries + "- 2\n", true);         // a list's next item
}

BOOST_AUTO_TEST_CASE(what_the_scan_cannot_prove_is_parsed_whole)
{
  const std::string head = "top:\n  m:\n";
  std::string entries;
  for (int i = 0; i < 20; ++i) {
    entries += "    k" + std::to_string(i) + ": v\n";
  }
  // Keep chomping sees the comment lines that stand in for other parts.
  same_or_none(head + "    s: |+\n      kept\n\n" + entries, false);
  // Anchors and aliases, merge keys into the map, a second document, a
  // tab indent. A merge inside an entry merges within its part.
  same_or_none(head + "    a: &x 1\n" + entries + "    b: *x\n", false);
  same_or_none(head + "    <<: {q: 1}\n" + entries, false);
  same_or_none(head + entries + "    <<: {q: 1}\n", false);
  same_or_none(head + "    a: {<<: {q: 1}}\n    b:\n      <<: {q: 1}\n      r: 2\n" + entries,
               true);
  same_or_none(head + entries + "---\nsecond: 1\n", false);
  same_or_none(head + entries + "\tx: 1\n", false);
  // A lone carriage return is a line break to yaml-cpp, not to the scan.
  same_or_none(head + "    a: \"x\ry\"\n" + entries, false);
  // A repeated key across parts: the whole parse reports it.
  same_or_none(head + entries + "    k3: again\n", false);
  // A list at the map's own indentation, and a map in a list.
  same_or_none(head + "    a:\n    - 1\n" + entries, false);
  std::string in_list = "l:\n- k: v\n";
  for (int i = 0; i < 20; ++i) {
    in_list += "  k" + std::to_string(i) + ": v\n";
  }
  same_or_none(in_list, false);
  // A quoted scalar across entries: its part does not parse alone.
  same_or_none(head + "    a: \"one\n    k99: two\"\n" + entries, false);
  same_or_none(head + "    a: [1,\n    2]\n" + entries, false);
  // yaml-cpp ends a quote still open at the end of the text there: a
  // part must not end inside one (found by fuzzing). Here the quote opens
  // in the map's last entry and closes in the next map.
  same_or_none(head + entries + "    z:\n      'open: 1\n  m2:\n    x: 'closed'\n", false);
  // The top-level map is not split (nothing above it opens a block).
  same_or_none("a: 1\nb: 2\nc: 3\nd: 4\ne: 5\nf: 6\n", false);
}

BOOST_AUTO_TEST_CASE(errors_and_limits_are_the_whole_parse_s)
{
  std::string text = topology(40);
  // A syntax error deep in a later part.
  const std::size_t at = text.find("    n33:");
  std::string bad = text;
  bad.insert(at, "    n33x: [unclosed\n");
  auto error_of = [](const std::string& t, const yaml::LoadLimits& limits) {
    DiagnosticSink sink;
    try {
      yaml::load(t, "t.yaml", sink, limits);
    } catch (const FatalError& e) {
      return e.diagnostic().code + " " + std::to_string(e.diagnostic().line) + ":" +
             std::to_string(e.diagnostic().column);
    }
    return std::string("none");
  };
  yaml::LoadLimits one;
  BOOST_TEST(error_of(bad, in_parts()) == error_of(bad, one));
  BOOST_TEST(error_of(bad, one) != "none");
  // Node and depth limits that only the whole document exceeds.
  yaml::LoadLimits tight = in_parts();
  DiagnosticSink sink;
  const Node reference = whole(text, sink);
  std::size_t nodes = 0;
  std::function<void(const Node&)> count = [&](const Node& n) {
    ++nodes;
    for (const Node& c : n.children()) {
      count(c);
    }
  };
  count(reference);
  tight.max_nodes = nodes - 1;
  yaml::LoadLimits tight_whole = tight;
  tight_whole.threads = 1;
  BOOST_TEST(error_of(text, tight) == error_of(text, tight_whole));
  BOOST_TEST(error_of(text, tight).rfind("YAML_LIMIT", 0) == 0);
  tight = in_parts();
  tight.max_depth = 5; // topology_template/node_templates/n/requirements/- /host
  tight_whole = tight;
  tight_whole.threads = 1;
  BOOST_TEST(error_of(text, tight) == error_of(text, tight_whole));
  BOOST_TEST(error_of(text, tight).rfind("YAML_DEPTH", 0) == 0);
  // Duplicate keys: the whole parse's warning, once.
  std::string twice = text;
  twice.insert(twice.find("  outputs:"), "    n5:\n      type: Again\n");
  DiagnosticSink w1;
  DiagnosticSink w2;
  const Node a = whole(twice, w1);
  const Node b = yaml::load(twice, "t.yaml", w2, in_parts());
  BOOST_TEST(yaml::detail::tree_difference(a, b) == "");
  BOOST_TEST(w1.diagnostics().size() == 1u);
  BOOST_TEST(w2.diagnostics().size() == 1u);
}

BOOST_AUTO_TEST_CASE(every_yaml_file_at_hand_in_parts_is_its_whole_tree)
{
  // The project's own YAML, and the shared corpus's when it is beside it:
  // each split wherever it has a map of four entries under a block key.
  namespace fs = std::filesystem;
  const fs::path source(TOSCA_SOURCE_DIR);
  std::size_t files = 0;
  std::size_t split = 0;
  for (const fs::path& dir :
       {source / "tests", source / "corpus", source / ".." / "shared" / "corpus"}) {
    if (!fs::is_directory(dir)) {
      continue;
    }
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
      const std::string ext = e.path().extension().string();
      if (!e.is_regular_file() || (ext != ".yaml" && ext != ".yml") || e.file_size() > (8u << 20)) {
        continue;
      }
      const std::string text = read_file(e.path().string());
      if (text.starts_with("\xEF\xBB\xBF") || find_invalid_utf8(text)) {
        continue;
      }
      ++files;
      DiagnosticSink sink;
      const std::optional<Node> reference = whole_or_none(text, sink);
      std::optional<Node> parts = yaml::detail::load_in_parts(text, "t.yaml", in_parts());
      if (parts) {
        ++split;
        BOOST_TEST_INFO(e.path().string());
        BOOST_TEST((reference && sink.diagnostics().empty()));
        if (reference) {
          BOOST_TEST(yaml::detail::tree_difference(*reference, *parts) == "");
        }
      }
    }
  }
  BOOST_TEST_MESSAGE(split << " of " << files << " YAML files split");
  BOOST_TEST(split * 4 > files); // most real files have such maps
}

BOOST_AUTO_TEST_SUITE_END()
