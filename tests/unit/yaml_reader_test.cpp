// Unit tests for the Simple Profile side of the YAML reader: loading
// (scalar styles, aliases and their limit, merge keys, duplicate keys,
// depth), name escaping, the grammar checks, the IR it derives, and the
// fixpoint read(write(read(x))) == read(x).
#include <boost/test/unit_test.hpp>

#include "tosca/yaml/names.hpp"
#include "node.hpp"
#include "read_profile.hpp"
#include "to_value.hpp"
#include "write_native.hpp"

#include "tosca/convert/xml_side.hpp"
#include "tosca/support/files.hpp"
#include "tosca/yaml/reader.hpp"

#include <algorithm>
#include <random>

using namespace tosca;
using tosca::ir::Value;

namespace {

yaml::Node load(const std::string& text, DiagnosticSink& sink)
{
  return yaml::load(text, "t.yaml", sink);
}

Value value_of(const std::string& text)
{
  DiagnosticSink sink;
  return yaml::to_value(load(text, sink));
}

/// The fatal error loading `text` gives (a test failure if none).
Diagnostic load_fatal(const std::string& text)
{
  DiagnosticSink sink;
  try {
    load(text, sink);
  } catch (const FatalError& e) {
    return e.diagnostic();
  }
  BOOST_ERROR("expected a fatal error");
  return {};
}

std::string fatal_code(const std::string& text)
{
  DiagnosticSink sink;
  try {
    auto root = load(text, sink);
    yaml::read_simple_profile(root, "t.yaml", sink);
  } catch (const FatalError& e) {
    return e.diagnostic().code;
  }
  return "";
}

bool has_code(const DiagnosticSink& sink, const std::string& code)
{
  for (const auto& d : sink.diagnostics()) {
    if (d.code == code) {
      return true;
    }
  }
  return false;
}

ir::Document read(const std::string& text, DiagnosticSink& sink)
{
  return yaml::read_simple_profile(load(text, sink), "t.yaml", sink).document;
}

}  // namespace

BOOST_AUTO_TEST_CASE(plain_scalars_resolve_by_the_core_schema_quoted_ones_stay_strings)
{
  Value v = value_of("a: 3306\nb: '3306'\nc: true\nd: yes\ne: 1.5\nf: ~\ng: 0x1F\nh: .inf\n"
                     "i: \"null\"\nj: !!str 12\nk: 99999999999999999999\n");
  BOOST_TEST((v.find("a")->kind == Value::Kind::integer && v.find("a")->integer == 3306));
  BOOST_TEST((v.find("b")->kind == Value::Kind::string && v.find("b")->string == "3306"));
  BOOST_TEST((v.find("c")->kind == Value::Kind::boolean && v.find("c")->boolean));
  BOOST_TEST((v.find("d")->kind == Value::Kind::string)); // YAML 1.2: yes is a string
  BOOST_TEST((v.find("e")->kind == Value::Kind::floating && v.find("e")->floating == 1.5));
  BOOST_TEST(v.find("f")->is_null());
  BOOST_TEST(v.find("g")->integer == 31);
  BOOST_TEST(std::isinf(v.find("h")->floating));
  BOOST_TEST((v.find("i")->kind == Value::Kind::string));
  BOOST_TEST((v.find("j")->kind == Value::Kind::string && v.find("j")->string == "12"));
  BOOST_TEST((v.find("k")->kind == Value::Kind::string)); // out of range: kept as text
}

BOOST_AUTO_TEST_CASE(every_value_has_a_location)
{
  Value v = value_of("top:\n  inner: [1, 2]\n");
  const Value* inner = v.find("top")->find("inner");
  BOOST_TEST(inner->location.line == 2u);
  BOOST_TEST(inner->location.column == 10u);
  BOOST_TEST(inner->items[1].location.column == 14u);
}

// The reader gives its tree up where it no longer needs it: the values
// are those of a tree kept, locations included, and the tree is emptied.
BOOST_AUTO_TEST_CASE(a_tree_given_up_converts_to_the_same_values)
{
  const std::string text = "a: [1, '2', {b: ~, c: [x, !!str 3]}]\n"
                           "d:\n  e: |\n    text\n  f: 1.5\n  g: true\n? [k]\n: v\n";
  DiagnosticSink sink;
  yaml::Node tree = load(text, sink);
  const Value kept = yaml::to_value(static_cast<const yaml::Node&>(tree));
  const Value given = yaml::to_value(std::move(tree));
  BOOST_TEST((given == kept));
  BOOST_TEST(given.find("d")->find("f")->location.line == 5u);
  BOOST_TEST(given.find("a")->items[2].find("c")->items[1].location.column ==
             kept.find("a")->items[2].find("c")->items[1].location.column);
  BOOST_TEST(tree.is_null()); // NOLINT(bugprone-use-after-move): emptied on purpose
  BOOST_TEST(tree.children().empty());
}

BOOST_AUTO_TEST_CASE(aliases_are_expanded_and_merge_keys_applied)
{
  Value v = value_of("base: &b {x: 1, y: 2}\nuse: *b\nmerged:\n  <<: *b\n  y: 3\n");
  BOOST_TEST(v.find("use")->find("x")->integer == 1);
  BOOST_TEST(v.find("merged")->find("x")->integer == 1);
  BOOST_TEST(v.find("merged")->find("y")->integer == 3); // own keys win
  BOOST_TEST(v.find("merged")->entries.size() == 2u);
}

// Only a plain << merges: a quoted '<<' is an ordinary key, and neither a
// duplicate of the merge nor replaced by it.
BOOST_AUTO_TEST_CASE(a_quoted_merge_key_is_an_ordinary_key)
{
  for (const std::string keys : {"", "k0: 0, k1: 1, k2: 2, k3: 3, k4: 4, k5: 5, k6: 6, k7: 7, "
                                     "k8: 8, k9: 9, k10: 10, k11: 11, k12: 12, k13: 13, k14: 14, "
                                     "k15: 15, k16: 16, "}) { // a small map, and an indexed one
    DiagnosticSink sink;
    Value v = yaml::to_value(
        load("base: &b {x: 1}\nm: {" + keys + "<<: *b, '<<': lit, y: 2}\n", sink));
    BOOST_TEST(sink.diagnostics().size() == 0u);
    const Value* m = v.find("m");
    BOOST_REQUIRE(m != nullptr);
    BOOST_TEST(m->find("x")->integer == 1);
    BOOST_TEST(m->find("<<")->string == "lit");
    BOOST_TEST(m->find("y")->integer == 2);
  }
}

// Few nodes can still grow a document: a scalar of 1 MiB aliased 100 times
// would add 100 MiB.
BOOST_AUTO_TEST_CASE(aliases_of_big_scalars_are_refused)
{
  std::string text = "big: &b " + std::string(1u << 20, 'x') + "\nmany: [*b";
  for (int i = 1; i < 100; ++i) {
    text += ", *b";
  }
  text += "]\n";
  const Diagnostic d = load_fatal(text);
  BOOST_TEST(d.code == "YAML_ALIAS_LIMIT");
  BOOST_TEST(d.message.find("bytes of scalars") != std::string::npos);
  text = "big: &b " + std::string(1u << 20, 'x') + "\nmany: [*b, *b, *b]\n";
  DiagnosticSink fine;
  BOOST_TEST(yaml::to_value(load(text, fine)).find("many")->items.size() == 3u);
}

BOOST_AUTO_TEST_CASE(a_billion_laughs_document_is_refused)
{
  std::string text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
  for (int i = 1; i < 10; ++i) {
    std::string prev = "*a" + std::to_string(i - 1);
    text += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [" + prev;
    for (int k = 1; k < 10; ++k) {
      text += ", " + prev;
    }
    text += "]\n";
  }
  const Diagnostic d = load_fatal(text);
  BOOST_TEST(d.code == "YAML_ALIAS_LIMIT");
  BOOST_TEST(d.line > 1u);
}

BOOST_AUTO_TEST_CASE(duplicate_keys_are_located_warnings_and_the_last_wins_in_first_place)
{
  DiagnosticSink sink;
  Value v = yaml::to_value(load("a: 1\nb: 2\na: 3\n", sink));
  BOOST_TEST(sink.error_count() == 0u);
  BOOST_TEST(sink.warning_count() == 1u);
  BOOST_TEST(sink.diagnostics()[0].code == "YAML_DUPLICATE_KEY");
  BOOST_TEST(sink.diagnostics()[0].line == 3u);
  BOOST_TEST(v.find("a")->integer == 3);
  BOOST_TEST(v.entries.size() == 2u);
  BOOST_TEST(v.entries.front().first == "a");
  DiagnosticSink strict(true);
  load("a: 1\na: 3\n", strict);
  BOOST_TEST(strict.error_count() == 1u);
}

BOOST_AUTO_TEST_CASE(big_maps_are_searched_through_an_index_with_the_same_answers)
{
  // 40 keys (past the linear search), one repeated, one merged in, one
  // non-scalar key that is dropped: find and find_key agree with a search.
  std::string text = "base: &b {m1: merged, k3: not-this}\nbig:\n  <<: *b\n";
  for (int i = 0; i < 40; ++i) {
    text += "  k" + std::to_string(i) + ": v" + std::to_string(i) + "\n";
  }
  text += "  k7: last\n  [x]: dropped\n";
  DiagnosticSink sink;
  yaml::Node root = load(text, sink);
  const yaml::Node* big = root.find("big");
  BOOST_REQUIRE(big != nullptr);
  BOOST_TEST(big->key_index() != nullptr);
  BOOST_TEST(big->entries().size() == 41u);
  BOOST_TEST(big->find("k0")->scalar == "v0");
  BOOST_TEST(big->find("k39")->scalar == "v39");
  BOOST_TEST(big->find("k7")->scalar == "last");
  BOOST_TEST(big->find("k3")->scalar == "v3"); // the map's own key beats the merged one
  BOOST_TEST(big->find("m1")->scalar == "merged");
  BOOST_TEST(big->find_key("k12")->location.line == 16u);
  BOOST_TEST(big->find("k40") == nullptr);
  BOOST_TEST(big->find("") == nullptr);
  BOOST_TEST(root.key_index() == nullptr); // small maps are searched
}

BOOST_AUTO_TEST_CASE(an_index_of_thousands_of_keys_finds_each_and_no_other)
{
  std::string text = "big:\n";
  for (int i = 0; i < 3000; ++i) {
    text += "  key" + std::to_string(i) + ": " + std::to_string(i) + "\n";
  }
  DiagnosticSink sink;
  yaml::Node root = load(text, sink);
  const yaml::Node* big = root.find("big");
  BOOST_REQUIRE(big != nullptr);
  BOOST_REQUIRE(big->key_index() != nullptr);
  int wrong = 0;
  for (int i = 0; i < 3000; ++i) {
    const yaml::Node* v = big->find("key" + std::to_string(i));
    wrong += v == nullptr || v->scalar != std::to_string(i);
    wrong += big->find("key" + std::to_string(i + 3000)) != nullptr;
  }
  BOOST_TEST(wrong == 0);
  // A map that lost entries after it was indexed is searched.
  yaml::Node copy = *big;
  copy.children().erase(copy.children().begin(), copy.children().begin() + 2);
  BOOST_TEST(copy.find("key0") == nullptr);
  BOOST_TEST(copy.find("key1")->scalar == "1");
  BOOST_TEST(copy.find("key2999")->scalar == "2999");
}

BOOST_AUTO_TEST_CASE(syntax_errors_depth_encoding_and_versions_are_fatal_with_codes)
{
  BOOST_TEST(fatal_code("a: [1, 2\n") == "YAML_SYNTAX");
  BOOST_TEST(fatal_code(std::string(600, '[') + std::string(600, ']')) == "YAML_DEPTH");
  BOOST_TEST(fatal_code("a: \"\xC3\x28\"\n") == "YAML_ENCODING");
  BOOST_TEST(fatal_code("a: 1\n---\nb: 2\n") == "YAML_MULTI_DOCUMENT");
  BOOST_TEST(fatal_code("- a\n") == "NOT_TOSCA");
  BOOST_TEST(fatal_code("description: x\n") == "NOT_TOSCA");
  BOOST_TEST(fatal_code("tosca_definitions_version: tosca_simple_profile_for_nfv_1_0_0\n") ==
             "YAML_VERSION");
  BOOST_TEST(fatal_code("tosca_definitions_version: tosca_simple_yaml_1_3\n") == "");
}

BOOST_AUTO_TEST_CASE(unknown_keynames_warn_with_a_suggestion_wrong_kinds_are_errors)
{
  DiagnosticSink sink;
  read("tosca_definitions_version: tosca_simple_yaml_1_3\n"
       "node_types:\n  A:\n    derived_from: tosca.nodes.Root\n    propertes: {}\n"
       "topology_template:\n  node_templates:\n    n:\n      type: A\n      requirements: {}\n",
       sink);
  BOOST_TEST(has_code(sink, "YAML_UNKNOWN_KEY"));
  bool suggested = false;
  for (const auto& d : sink.diagnostics()) {
    suggested = suggested || d.message.find("did you mean 'properties'") != std::string::npos;
  }
  BOOST_TEST(suggested);
  BOOST_TEST(has_code(sink, "YAML_BAD_TYPE"));
}

BOOST_AUTO_TEST_CASE(version_specific_keynames)
{
  DiagnosticSink sink10;
  read("tosca_definitions_version: tosca_simple_yaml_1_0\nnamespace: http://x\n", sink10);
  BOOST_TEST(has_code(sink10, "YAML_UNKNOWN_KEY")); // namespace is 1.2+
  DiagnosticSink sink12;
  read("tosca_definitions_version: tosca_simple_yaml_1_2\nnamespace: http://x\n", sink12);
  BOOST_TEST(!has_code(sink12, "YAML_UNKNOWN_KEY"));
}

BOOST_AUTO_TEST_CASE(names_escape_to_ncnames_and_back_exactly)
{
  std::mt19937 rng(7);
  const std::string alphabet[] = {"a", "Z", "_", "x", "0", "-", ".", " ", ":", "/", "é", "日",
                                  "_x0020_", "\xF0\x9F\x98\x80"};
  for (int i = 0; i < 2000; ++i) {
    std::string name;
    int len = static_cast<int>(rng() % 8);
    for (int k = 0; k < len; ++k) {
      name += alphabet[rng() % std::size(alphabet)];
    }
    std::string enc = yaml::encode_ncname(name);
    BOOST_TEST_INFO("name '" << name << "' -> '" << enc << "'");
    BOOST_TEST(yaml::decode_ncname(enc) == name);
    BOOST_TEST(enc.find_first_of(" :/") == std::string::npos);
    BOOST_TEST(!enc.empty());
  }
  BOOST_TEST(yaml::encode_ncname("tosca.nodes.Compute") == "tosca.nodes.Compute");
  BOOST_TEST(yaml::encode_ncname("my server") == "my_x0020_server");
  BOOST_TEST(yaml::encode_ncname("1db") == "_x0031_db");
}

BOOST_AUTO_TEST_CASE(the_xml_side_is_derived_types_properties_and_wiring)
{
  DiagnosticSink sink;
  ir::Document doc = read(R"(tosca_definitions_version: tosca_simple_yaml_1_3
namespace: http://example.org/app
node_types:
  my.App:
    derived_from: tosca.nodes.SoftwareComponent
    properties:
      port: {type: integer}
      name: {type: string, required: false}
    capabilities:
      api: {type: tosca.capabilities.Endpoint, occurrences: [0, UNBOUNDED]}
topology_template:
  inputs:
    port: {type: integer}
  node_templates:
    my app:
      type: my.App
      properties:
        port: {get_input: port}
        name: shop
      requirements:
        - host: server
    server:
      type: tosca.nodes.Compute
)",
                          sink);
  BOOST_TEST(sink.error_count() == 0u);
  BOOST_TEST(doc.target_namespace == "http://example.org/app");
  BOOST_REQUIRE(doc.node_types.size() == 1u);
  const auto& t = doc.node_types[0];
  BOOST_TEST(t.name == "my.App");
  BOOST_TEST(t.derived_from->local == "tosca.nodes.SoftwareComponent");
  BOOST_TEST(t.properties_definition->element->local == "my.App.Properties");
  BOOST_TEST(t.capability_definitions[0].lower_bound.value() == 0);
  BOOST_TEST(t.capability_definitions[0].upper_bound->unbounded());
  // The reader reads YAML only; the XML renderings are convert's.
  BOOST_TEST(doc.types.empty());
  BOOST_TEST(doc.service_templates.at(0).topology->node_templates[0].properties->document.xml.empty());
  convert::derive_xml_side(doc);
  BOOST_REQUIRE(doc.types.size() == 1u);
  BOOST_TEST(doc.types[0].xml.find("<xs:element name=\"port\" type=\"xs:integer\"") !=
             std::string::npos);
  const auto& topo = *doc.service_templates.at(0).topology;
  BOOST_TEST(topo.node_templates[0].id == "my_x0020_app");
  BOOST_TEST(topo.node_templates[0].name.value() == "my app");
  const auto& props = topo.node_templates[0].properties->document.xml;
  BOOST_TEST(props.find("<tc:get_input>port</tc:get_input>") != std::string::npos);
  BOOST_TEST(props.find("<p:name>shop</p:name>") != std::string::npos);
  BOOST_REQUIRE(topo.relationship_templates.size() == 1u);
  BOOST_TEST(topo.relationship_templates[0].source == "my_x0020_app");
  BOOST_TEST(topo.relationship_templates[0].target == "server");
  BOOST_TEST(doc.service_templates[0].ext.yaml->find("inputs") != nullptr);
  BOOST_TEST(topo.node_templates[0].ext.yaml->find("requirements") != nullptr);
}

BOOST_AUTO_TEST_CASE(writing_back_reads_as_the_same_document)
{
  const std::string text = R"(tosca_definitions_version: tosca_simple_yaml_1_2
description: "a: tricky \"one\""
metadata: {template_name: t, template_version: '1.0'}
imports: [types.yaml]
data_types:
  D: {derived_from: tosca.datatypes.Root, properties: {x: {type: string}}}
node_types:
  N: {derived_from: tosca.nodes.Root, attributes: {a: {type: string}}}
topology_template:
  outputs:
    o: {value: {get_attribute: [n, a]}}
  node_templates:
    n: {type: N, directives: [substitutable], metadata: {k: ''}}
)";
  DiagnosticSink sink;
  ir::Document first = read(text, sink);
  std::string written = yaml::write_native(first, sink);
  ir::Document second = read(written, sink);
  BOOST_TEST_INFO("written:\n" << written);
  BOOST_TEST((first == second));
  BOOST_TEST(sink.error_count() == 0u);
}

// The loader lets a large input's bytes go once they are a tree
// (ReadOptions::text_read): nothing after that may read them. Here they
// are overwritten and released when the reader says it is done, and the
// document, its context and its diagnostics come out as from bytes that
// stay (under ASan a late read is an error of its own).
BOOST_AUTO_TEST_CASE(the_text_is_not_read_after_the_reader_lets_it_go)
{
  const std::string simple = R"(tosca_definitions_version: tosca_simple_yaml_1_3
node_types:
  N: {derived_from: tosca.nodes.Root, properties: {p: {type: integer}}}
topology_template:
  node_templates:
    n: {type: N, properties: {p: not-a-number}}
    m: {type: Undeclared}
)";
  const std::string xml_origin =
      read_file(std::string(TOSCA_SOURCE_DIR) +
                "/tests/golden/xml2yaml/008-csd03-appendix-full-sample/out.yaml");
  for (const std::string* text : {&simple, &xml_origin}) {
    DiagnosticSink kept_sink;
    yaml::ReadResult kept = yaml::read(*text, "in.yaml", kept_sink, yaml::ReadOptions{});

    std::string owned = *text;
    int calls = 0;
    yaml::ReadOptions options;
    options.text_read = [&] {
      ++calls;
      std::fill(owned.begin(), owned.end(), '#');
      std::string().swap(owned);
    };
    DiagnosticSink released_sink;
    yaml::ReadResult released = yaml::read(owned, "in.yaml", released_sink, options);
    BOOST_TEST(calls == 1);
    BOOST_TEST(owned.capacity() < 16u); // the buffer went
    BOOST_TEST((released.document == kept.document));
    BOOST_TEST(released.context.size() == kept.context.size());
    BOOST_TEST(released_sink.diagnostics().size() == kept_sink.diagnostics().size());
    for (std::size_t i = 0; i < kept_sink.diagnostics().size() &&
                            i < released_sink.diagnostics().size();
         ++i) {
      BOOST_TEST(released_sink.diagnostics()[i].message == kept_sink.diagnostics()[i].message);
    }
  }
}
