// Unit tests of the xml2yaml decoder (src/yaml/src/decode_*.cpp): YAML that
// xml2yaml wrote, read back, gives the IR of the XML it came from.
//
// - every golden case that converts (tests/golden/xml2yaml/*/ with exit 0):
//   read in.* with the XML reader, decode each YAML document of out.yaml,
//   compare (tests/unit/yaml_decode_compare.hpp);
// - locations, context documents, standard values that win over stale
//   extension content;
// - malformed extension content: located YAML_EXTENSION diagnostics, no crash.
#include <boost/test/unit_test.hpp>

#include "yaml_decode_compare.hpp"

#include "tosca/ir/index.hpp"
#include "tosca/xml/reader.hpp"
#include "tosca/yaml/reader.hpp"
#include "tosca/yaml/writer.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;
using namespace tosca;

namespace {

std::string slurp(const fs::path& p)
{
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// The YAML documents of one output stream (separated by `---` lines).
std::vector<std::string> split_documents(const std::string& text)
{
  std::vector<std::string> out(1);
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line == "---") {
      out.emplace_back();
    } else {
      out.back() += line + "\n";
    }
  }
  return out;
}

std::string diagnostics_text(const DiagnosticSink& sink)
{
  std::string out;
  for (const auto& d : sink.diagnostics()) {
    out += format_line(d) + "\n";
  }
  return out;
}

std::size_t count_code(const DiagnosticSink& sink, std::string_view code)
{
  std::size_t n = 0;
  for (const auto& d : sink.diagnostics()) {
    n += d.code == code ? 1 : 0;
  }
  return n;
}

/// xml2yaml output for `case_name`, decoded (one document).
yaml::ReadResult decode_golden(const std::string& case_name, std::size_t index,
                               DiagnosticSink& sink)
{
  const fs::path dir = fs::path(TOSCA_SOURCE_DIR) / "tests/golden/xml2yaml" / case_name;
  auto docs = split_documents(slurp(dir / "out.yaml"));
  return yaml_decode_test::read_yaml(docs.at(index), (dir / "out.yaml").string(), sink);
}

/// Replaces the first `from` in `text`.
std::string replaced(std::string text, const std::string& from, const std::string& to)
{
  auto at = text.find(from);
  BOOST_TEST_REQUIRE(at != std::string::npos, "'" << from << "' is not in the text");
  return text.replace(at, from.size(), to);
}

const char* k_minimal = R"(tosca_definitions_version: tosca_simple_yaml_1_0
metadata:
  template_name: T
node_types:
  A:
    derived_from: tosca.nodes.Root
topology_template:
  node_templates:
    a:
      type: A
dsl_definitions:
  tosca_convert:
    format: 2
    document:
      dialect: final_1_0
      id: D
      target_namespace: http://example.org/d
    service_template:
      id: T
    types:
      A:
        kind: node_type
        name: A
        namespace: http://example.org/d
)";

}  // namespace

BOOST_AUTO_TEST_CASE(every_converting_golden_case_round_trips)
{
  const fs::path root = fs::path(TOSCA_SOURCE_DIR) / "tests/golden/xml2yaml";
  std::vector<fs::path> cases;
  for (const auto& e : fs::directory_iterator(root)) {
    if (e.is_directory() && fs::exists(e.path() / "exit") && slurp(e.path() / "exit") == "0\n") {
      cases.push_back(e.path());
    }
  }
  std::sort(cases.begin(), cases.end());
  BOOST_TEST_REQUIRE(cases.size() >= 80u);
  xml::Reader reader;
  xml::Canonicalizer canonicalizer;
  std::size_t outputs = 0;
  for (const auto& dir : cases) {
    BOOST_TEST_CONTEXT("case " << dir.filename().string())
    {
      fs::path input;
      for (const char* name : {"in.xml", "in.ste", "in.tosca"}) {
        if (fs::exists(dir / name)) {
          input = dir / name;
        }
      }
      BOOST_TEST_REQUIRE(!input.empty());
      DiagnosticSink xml_sink;
      const std::string bytes = slurp(input);
      ir::Document x = xml::root_element_name(bytes) == "Model"
                           ? reader.read_toscalite(bytes, input.string(), xml_sink).document
                           : reader.read(bytes, input.string(), xml_sink).document;
      auto texts = split_documents(slurp(dir / "out.yaml"));
      const std::size_t expected = std::max<std::size_t>(1, x.service_templates.size());
      BOOST_TEST_REQUIRE(texts.size() == expected);
      for (std::size_t i = 0; i < texts.size(); ++i) {
        DiagnosticSink sink;
        yaml::ReadResult y = yaml_decode_test::read_yaml(texts[i], "out.yaml", sink);
        BOOST_TEST(count_code(sink, "YAML_EXTENSION") == 0u, diagnostics_text(sink));
        ir::Document want = x;
        if (!x.service_templates.empty()) {
          want.service_templates = {x.service_templates[i]};
        }
        std::string problems = yaml_decode_test::compare_documents(want, y.document, canonicalizer);
        BOOST_TEST(problems.empty(), "output " << i << ":\n" << problems);
        ++outputs;
      }
    }
  }
  BOOST_TEST_MESSAGE(cases.size() << " golden cases, " << outputs << " YAML documents decoded");
}

// Constructs the golden cases do not show, each written by the YAML writer
// and decoded again.
BOOST_AUTO_TEST_CASE(edge_cases_round_trip)
{
  const std::string head = R"(<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12"
      xmlns:e="http://example.org/e" id="Edge" targetNamespace="http://example.org/e">)";
  const std::vector<std::pair<const char*, std::string>> cases = {
      {"properties with two root elements, an empty one, white space only, CDATA",
       R"(<NodeType name="N"/>
  <ServiceTemplate id="S"><TopologyTemplate>
    <NodeTemplate id="a" type="e:N"><Properties><e:P/><e:Q/></Properties></NodeTemplate>
    <NodeTemplate id="b" type="e:N"><Properties><e:P/></Properties></NodeTemplate>
    <NodeTemplate id="c" type="e:N"><Properties><e:P>  </e:P></Properties></NodeTemplate>
    <NodeTemplate id="d" type="e:N"><Properties><e:P><e:x><![CDATA[a<b]]></e:x><e:y>1</e:y><e:y>2</e:y></e:P></Properties></NodeTemplate>
  </TopologyTemplate></ServiceTemplate>)"},
      {"bound spellings, empty documentation, no topology",
       R"(<NodeType name="N"><RequirementDefinitions>
    <RequirementDefinition name="r" requirementType="e:R" lowerBound="0" upperBound="UNBOUNDED"/>
  </RequirementDefinitions></NodeType>
  <RequirementType name="R"><documentation>needs a host</documentation></RequirementType>
  <ServiceTemplate id="S"><documentation/><BoundaryDefinitions/></ServiceTemplate>)"},
      {"instance bounds and a missing type",
       R"(<ServiceTemplate id="S"><TopologyTemplate>
    <NodeTemplate id="a" minInstances="0" maxInstances="04"/>
    <NodeTemplate id="b" maxInstances="many"/>
  </TopologyTemplate></ServiceTemplate>)"},
      {"namespaces declared between the root and a fragment, stray text",
       R"(<NodeType name="N"/>
  <ServiceTemplate id="S" xmlns:x="http://example.org/x" xmlns:e="http://example.org/other">
    <TopologyTemplate><NodeTemplate id="a" type="N" xmlns:y="http://example.org/y">
      <z:ext xmlns:z="http://example.org/z">text</z:ext>stray text<Policies><Policy policyType="x:P"/></Policies>
    </NodeTemplate></TopologyTemplate></ServiceTemplate>)"},
      {"undeclared prefix, implementation namespace, tosca. names",
       R"(<NodeType name="tosca.Custom"><DerivedFrom typeRef="nope:Base"/></NodeType>
  <NodeTypeImplementation name="I" nodeType="e:tosca.Custom" targetNamespace="http://example.org/e"/>
  <ArtifactTemplate id="A" type="e:T"><ArtifactReferences><ArtifactReference reference="r">
    <Exclude pattern="*.tmp"/><Include pattern="*"/></ArtifactReference></ArtifactReferences></ArtifactTemplate>)"},
      {"relationship template with properties and node template with an undeclared property",
       R"(<NodeType name="N"><PropertiesDefinition element="e:NP"/></NodeType>
  <RelationshipType name="R"/>
  <ServiceTemplate id="S"><TopologyTemplate>
    <NodeTemplate id="a" type="e:N"><Properties><e:NP><e:port>80</e:port></e:NP></Properties></NodeTemplate>
    <NodeTemplate id="b" type="e:N"/>
    <RelationshipTemplate id="r" type="e:R"><Properties><e:RP><e:w>1.50</e:w></e:RP></Properties>
      <SourceElement ref="a"/><TargetElement ref="b"/></RelationshipTemplate>
  </TopologyTemplate></ServiceTemplate>)"},
  };
  xml::Reader reader;
  xml::Canonicalizer canonicalizer;
  for (const auto& [what, body] : cases) {
    BOOST_TEST_CONTEXT(what)
    {
      DiagnosticSink sink;
      ir::Model model;
      xml::ReadOptions deep_unvalidated;
      deep_unvalidated.max_depth = 1024;
      deep_unvalidated.validate = false;
      auto read = reader.read(head + body + "</Definitions>", "edge.xml", sink, deep_unvalidated);
      model.documents.push_back(read.document);
      model.input_count = 1;
      model.schemas = read.schemas;
      ir::Index index(model.documents);
      const ir::Document& x = model.documents.front();
      const std::size_t outputs = std::max<std::size_t>(1, x.service_templates.size());
      for (std::size_t i = 0; i < outputs; ++i) {
        std::optional<std::size_t> st;
        if (!x.service_templates.empty()) {
          st = i;
        }
        std::string text = yaml::write(model, index, {0, st}, sink);
        DiagnosticSink ysink;
        yaml::ReadResult y = yaml_decode_test::read_yaml(text, "edge.yaml", ysink);
        BOOST_TEST(count_code(ysink, "YAML_EXTENSION") == 0u, diagnostics_text(ysink));
        ir::Document want = x;
        if (st) {
          want.service_templates = {x.service_templates[i]};
        }
        std::string problems = yaml_decode_test::compare_documents(want, y.document, canonicalizer);
        BOOST_TEST(problems.empty(), problems << "\n" << text);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(decoded_entities_are_located)
{
  DiagnosticSink sink;
  auto r = decode_golden("103-nodetype-properties-element", 0, sink);
  const auto& doc = r.document;
  BOOST_TEST_REQUIRE(doc.node_types.size() == 1u);
  // `Database:` under node_types is line 17, column 3.
  BOOST_TEST(doc.node_types[0].ext.location.line == 16u);
  BOOST_TEST(doc.node_types[0].ext.location.column == 3u);
  const auto& nt = doc.service_templates.at(0).topology->node_templates.at(0);
  BOOST_TEST(nt.id == "OrdersDB");
  BOOST_TEST(nt.ext.location.line == 34u);
  BOOST_TEST(nt.ext.location.column == 5u);
  BOOST_TEST(nt.properties->document.location.known());
  BOOST_TEST(doc.types.at(0).location.known());
}

BOOST_AUTO_TEST_CASE(types_copied_in_from_other_documents_are_context)
{
  DiagnosticSink sink;
  auto r = decode_golden("142-duplicate-definitions-on-search-path", 0, sink);
  BOOST_TEST(r.document.node_types.empty());
  BOOST_TEST_REQUIRE(r.context.size() == 1u);
  BOOST_TEST(r.context[0].node_types.size() == 1u);
  BOOST_TEST(r.context[0].target_namespace == r.context[0].node_types.at(0).target_namespace);
}

BOOST_AUTO_TEST_CASE(document_order_is_restored)
{
  DiagnosticSink sink;
  auto r = decode_golden("135-multiple-service-templates", 2, sink);
  std::vector<std::string> names;
  for (const auto& t : r.document.node_types) {
    names.push_back(t.name);
  }
  BOOST_TEST((names == std::vector<std::string>{"App", "Database", "Cache"}));
  BOOST_TEST(r.document.service_templates.at(0).id == "Testing");
}

BOOST_AUTO_TEST_CASE(edited_standard_values_win_over_kept_texts)
{
  const fs::path out =
      fs::path(TOSCA_SOURCE_DIR) / "tests/golden/xml2yaml/105-winery-kv-properties/out.yaml";
  std::string text = slurp(out);
  text = replaced(text, "Port: 8883", "Port: 9999");
  // SampleRate of SensorGateway_1 was '1e3' in XML (property_text keeps it).
  text = replaced(text, "SampleRate: 1000.0", "SampleRate: 2.5");
  DiagnosticSink sink;
  auto r = yaml_decode_test::read_yaml(text, "edited.yaml", sink);
  const auto& nodes = r.document.service_templates.at(0).topology->node_templates;
  BOOST_TEST_REQUIRE(nodes.size() == 2u);
  const auto& first = *nodes[0].properties;
  BOOST_TEST(first.document.xml.find(">9999<") != std::string::npos, first.document.xml);
  BOOST_TEST(first.view.find("Port")->string == "9999");
  BOOST_TEST(first.view_is_exact);
  BOOST_TEST(first.root.local == "properties");
  const auto& second = *nodes[1].properties;
  BOOST_TEST(second.document.xml.find(">2.5<") != std::string::npos, second.document.xml);

  // Unedited, the kept original text is used.
  DiagnosticSink sink2;
  auto original = yaml_decode_test::read_yaml(slurp(out), "out.yaml", sink2);
  const auto& kept =
      *original.document.service_templates.at(0).topology->node_templates[1].properties;
  BOOST_TEST(kept.document.xml.find(">1e3<") != std::string::npos, kept.document.xml);
}

BOOST_AUTO_TEST_CASE(malformed_extension_content_is_reported_not_fatal)
{
  struct Case
  {
    const char* what;
    std::string from;
    std::string to;
  };
  const std::vector<Case> cases = {
      {"types is a list",
       "    types:\n      A:\n        kind: node_type\n        name: A\n        namespace: "
       "http://example.org/d\n",
       "    types:\n    - A\n"},
      {"unknown kind", "kind: node_type", "kind: gizmo_type"},
      {"bad Clark name", "        namespace: http://example.org/d\n",
       "        namespace: http://example.org/d\n        derived_from: '{http://example.org/d'\n"},
      {"boolean expected", "        namespace: http://example.org/d\n",
       "        namespace: http://example.org/d\n        abstract: maybe\n"},
      {"unknown key", "      id: T\n", "      id: T\n      colour: blue\n"},
      {"list expected", "      id: T\n", "      id: T\n      plans: {a: 1}\n"},
      {"fragment without xml", "      id: T\n",
       "      id: T\n      xml_elements:\n      - namespaces: {a: b}\n      - 42\n"},
      {"bad xml_attributes key", "      id: T\n",
       "      id: T\n      xml_attributes:\n        '{x': y\n"},
      {"bound of the wrong kind", "    service_template:\n",
       "    node_templates:\n      a:\n        max_instances: [1, 2]\n        min_instances: "
       "many\n    service_template:\n"},
      {"undescribed type name", "      type: A\n", "      type: B\n"},
      {"malformed properties_xml", "    service_template:\n",
       "    node_templates:\n      a:\n        properties_xml:\n          xml: <p><q></p>\n    "
       "service_template:\n"},
      {"property that is no element name", "      type: A\n",
       "      type: A\n      properties:\n        'not a name': 1\n"},
      {"document is a string",
       "    document:\n      dialect: final_1_0\n      id: D\n      target_namespace: "
       "http://example.org/d\n",
       "    document: hello\n"},
      {"wrong format", "format: 2", "format: 7"},
      {"extension entry without template", "    service_template:\n",
       "    relationship_templates:\n      r:\n        source: a\n    service_template:\n"},
      {"missing required key", "      id: T\n", "      name: T\n"},
      {"section xml2yaml does not write", "node_types:\n", "repositories:\n  r: http://example.org/\nnode_types:\n"},
      {"template key xml2yaml does not write", "      type: A\n",
       "      type: A\n      attributes: {}\n"},
      {"operation input that is no property", "      type: A\n",
       "      type: A\n      interfaces:\n        Standard:\n          create:\n"
       "            inputs:\n              port: 80\n"},
      {"operation implementation in a template", "      type: A\n",
       "      type: A\n      interfaces:\n        Standard:\n          create:\n"
       "            implementation: x.sh\n"},
      {"no document order entry matches", "      target_namespace: http://example.org/d\n",
       "      target_namespace: http://example.org/d\n      order:\n        node_types: ['{x']\n"},
  };
  for (const auto& c : cases) {
    BOOST_TEST_CONTEXT(c.what)
    {
      std::string text = replaced(k_minimal, c.from, c.to);
      DiagnosticSink sink;
      BOOST_CHECK_NO_THROW(yaml_decode_test::read_yaml(text, "bad.yaml", sink));
      BOOST_TEST(count_code(sink, "YAML_EXTENSION") >= 1u, diagnostics_text(sink));
      for (const auto& d : sink.diagnostics()) {
        BOOST_TEST(d.line > 0u, format_line(d));
        BOOST_TEST(d.file == "bad.yaml");
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(extension_diagnostics_are_exact)
{
  std::string text = replaced(k_minimal, "        namespace: http://example.org/d\n",
                              "        namespace: http://example.org/d\n        implementation: '{x'\n"
                              "        abstract: maybe\n        colour: blue\n");
  DiagnosticSink sink;
  yaml_decode_test::read_yaml(text, "bad.yaml", sink);
  std::vector<std::string> lines;
  for (const auto& d : sink.diagnostics()) {
    lines.push_back(format_line(d));
  }
  const std::vector<std::string> want = {
      "bad.yaml:26:19: warning: type 'A': 'abstract' should be true or false [YAML_EXTENSION]",
      "bad.yaml:25:25: warning: type 'A': 'implementation' '{x' is not a QName in Clark notation "
      "('{namespace}local') [YAML_EXTENSION]",
      "bad.yaml:27:9: warning: type 'A': unknown key 'colour' (not restored) [YAML_EXTENSION]",
  };
  // Element by element: a mismatch names the line that differs.
  BOOST_TEST_REQUIRE(lines.size() == want.size(), diagnostics_text(sink));
  for (std::size_t i = 0; i < want.size(); ++i) {
    BOOST_TEST(lines[i] == want[i]);
  }
}

// Seeded, size-capped mutations of real outputs: whatever the edit, the
// decoder reports or refuses (FatalError from the YAML loader), never crashes.
BOOST_AUTO_TEST_CASE(mutated_outputs_never_crash)
{
  const char* cases[] = {"103-nodetype-properties-element",
                         "111-nodetypeimplementation-full",
                         "120-boundary-properties-mappings-constraints",
                         "135-multiple-service-templates",
                         "206-draft-group-templates-nested",
                         "212-draft-implementation-artifacts-inline"};
  const char* replacements[] = {"[]",
                                "{}",
                                "~",
                                "'x'",
                                "-1",
                                "{a: b}",
                                "'{bad'",
                                "[1, [2]]",
                                "'<a><b></a>'",
                                "true",
                                "99999999999999999999"};
  std::uint32_t seed = 12345;
  auto next = [&] {
    seed = seed * 1103515245u + 12345u;
    return (seed >> 8) & 0xFFFFFF;
  };
  std::size_t decoded = 0;
  for (const char* name : cases) {
    const fs::path out = fs::path(TOSCA_SOURCE_DIR) / "tests/golden/xml2yaml" / name / "out.yaml";
    std::vector<std::string> lines;
    {
      std::istringstream in(split_documents(slurp(out)).front());
      for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
      }
    }
    for (int round = 0; round < 150; ++round) {
      std::vector<std::string> m = lines;
      for (int edits = 1 + static_cast<int>(next() % 3); edits > 0; --edits) {
        std::size_t at = next() % m.size();
        switch (next() % 4) {
        case 0:
          m.erase(m.begin() + static_cast<long>(at));
          break;
        case 1:
          m.insert(m.begin() + static_cast<long>(at), m[next() % m.size()]);
          break;
        case 2: {
          auto colon = m[at].find(": ");
          if (colon != std::string::npos) {
            m[at] = m[at].substr(0, colon + 2) + replacements[next() % std::size(replacements)];
          }
          break;
        }
        default:
          m[at] = "  " + m[at];
          break;
        }
        if (m.empty()) {
          m.push_back("{}");
        }
      }
      std::string text;
      for (const auto& l : m) {
        text += l + "\n";
      }
      DiagnosticSink sink;
      try {
        yaml_decode_test::read_yaml(text, "mutated.yaml", sink);
        ++decoded;
      } catch (const FatalError&) {
        // refused by the loader: fine
      }
    }
  }
  BOOST_TEST(decoded > 100u);
}

BOOST_AUTO_TEST_CASE(minimal_document_decodes_cleanly)
{
  DiagnosticSink sink;
  auto r = yaml_decode_test::read_yaml(k_minimal, "min.yaml", sink);
  BOOST_TEST(sink.diagnostics().empty(), diagnostics_text(sink));
  BOOST_TEST(r.document.id == "D");
  BOOST_TEST_REQUIRE(r.document.node_types.size() == 1u);
  BOOST_TEST(r.document.node_types[0].target_namespace == "http://example.org/d");
  const auto& n = r.document.service_templates.at(0).topology->node_templates.at(0);
  BOOST_TEST(n.type.clark() == "{http://example.org/d}A");
  BOOST_TEST(!n.properties.has_value());
}

BOOST_AUTO_TEST_CASE(deep_xml_in_a_fragment_is_refused_gracefully)
{
  std::string deep;
  for (int i = 0; i < 5000; ++i) {
    deep += "<a>";
  }
  for (int i = 0; i < 5000; ++i) {
    deep += "</a>";
  }
  std::string text =
      replaced(k_minimal, "    service_template:\n",
               "    node_templates:\n      a:\n        properties_xml:\n          xml: '" + deep +
                   "'\n    service_template:\n");
  DiagnosticSink sink;
  yaml::ReadResult r;
  BOOST_CHECK_NO_THROW(r = yaml_decode_test::read_yaml(text, "deep.yaml", sink));
  BOOST_TEST(count_code(sink, "YAML_EXTENSION") == 1u, diagnostics_text(sink));
  BOOST_TEST(
      r.document.service_templates.at(0).topology->node_templates.at(0).properties.has_value());
}

BOOST_AUTO_TEST_CASE(tosca_yaml_is_recognised)
{
  BOOST_TEST(yaml::looks_like_tosca_yaml("tosca_definitions_version: tosca_simple_yaml_1_0\n"));
  BOOST_TEST(yaml::looks_like_tosca_yaml("# header\n---\ntosca_definitions_version : x\n"));
  BOOST_TEST(yaml::looks_like_tosca_yaml("\xEF\xBB\xBF\"tosca_definitions_version\": x\n"));
  BOOST_TEST(!yaml::looks_like_tosca_yaml("<Definitions/>"));
  BOOST_TEST(!yaml::looks_like_tosca_yaml("metadata:\n  tosca_definitions_version: x\n"));
  BOOST_TEST(!yaml::looks_like_tosca_yaml(""));
}
