// Unit tests for the semantic comparison (tosca/convert/diff.hpp) and the
// canonical form of XML content (tosca/xml/canonical.hpp): spellings that
// mean the same compare equal, and each kind of real change is reported
// with its path and the locations on both sides.
#include <boost/test/unit_test.hpp>

#include "tosca/convert/diff.hpp"
#include "tosca/support/files.hpp"
#include "tosca/xml/canonical.hpp"
#include "tosca/xml/reader.hpp"

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

using namespace tosca;
namespace diff = tosca::convert::diff;

namespace {

const std::string tosca_ns = "http://docs.oasis-open.org/tosca/ns/2011/12";
const std::string tns = "http://example.org/tns";

/// The base document: a little of everything the comparison has to know.
const std::string base = R"(<?xml version="1.0" encoding="UTF-8"?>
<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12"
    xmlns:tns="http://example.org/tns" xmlns:ex="http://example.org/ext"
    id="d" targetNamespace="http://example.org/tns">
  <Extensions>
    <Extension namespace="http://example.org/ext"/>
  </Extensions>
  <ServiceTemplate id="web">
    <Tags>
      <Tag name="env" value="prod"/>
      <Tag name="env" value="eu"/>
    </Tags>
    <BoundaryDefinitions>
      <Requirements>
        <Requirement name="host" ref="db_host"/>
      </Requirements>
    </BoundaryDefinitions>
    <TopologyTemplate>
      <NodeTemplate id="db" type="tns:DB">
        <Properties>
          <DBProperties xmlns="http://example.org/tns">
            <Port>3306</Port>
            <Name>crm</Name>
          </DBProperties>
        </Properties>
        <Requirements>
          <Requirement id="db_host" name="host" type="tns:HostReq"/>
        </Requirements>
      </NodeTemplate>
      <NodeTemplate id="os" type="tns:OS"/>
      <RelationshipTemplate id="r" type="tns:HostedOn">
        <SourceElement ref="db_host"/>
        <TargetElement ref="os"/>
      </RelationshipTemplate>
    </TopologyTemplate>
    <Plans>
      <Plan id="deploy" planType="http://example.org/build" planLanguage="http://example.org/bpmn">
        <PlanModel>
          <bpmn:process xmlns:bpmn="http://example.org/bpmn" id="p1"/>
        </PlanModel>
      </Plan>
    </Plans>
  </ServiceTemplate>
  <NodeType name="DB">
    <documentation>The database node.</documentation>
    <ex:info ex:level="1">kept</ex:info>
  </NodeType>
  <NodeType name="OS"/>
</Definitions>
)";

/// The same document spelled differently: other prefixes, attribute order,
/// indentation, defaults written out, types and templates reordered, a
/// CDATA section, an explicit targetNamespace equal to the document's.
const std::string respelled = R"(<?xml version="1.0" encoding="UTF-8"?>
<t:Definitions xmlns:t="http://docs.oasis-open.org/tosca/ns/2011/12" xmlns:n="http://example.org/tns"
  xmlns:x="http://example.org/ext" targetNamespace="http://example.org/tns" id="d">
<t:Extensions><t:Extension mustUnderstand="yes" namespace="http://example.org/ext"/></t:Extensions>
<t:NodeType name="OS" targetNamespace="http://example.org/tns" abstract="no"/>
<t:NodeType final="no" name="DB">
      <t:documentation>
         The   database
         node.
      </t:documentation>
      <x:info x:level="1">kept</x:info>
</t:NodeType>
<t:ServiceTemplate id="web">
<t:Tags><t:Tag value="prod" name="env"/><t:Tag name="env" value="eu"/></t:Tags>
<t:BoundaryDefinitions><t:Requirements><t:Requirement ref="db_host" name="host"/></t:Requirements></t:BoundaryDefinitions>
<t:TopologyTemplate>
<t:RelationshipTemplate type="n:HostedOn" id="r"><t:SourceElement ref="db_host"/><t:TargetElement ref="os"/></t:RelationshipTemplate>
<t:NodeTemplate type="n:OS" id="os" minInstances="1" maxInstances="1"/>
<t:NodeTemplate id="db" type="n:DB"><t:Properties><p:DBProperties xmlns:p="http://example.org/tns"><p:Port>3306</p:Port><p:Name><![CDATA[crm]]></p:Name></p:DBProperties></t:Properties>
<t:Requirements><t:Requirement type="n:HostReq" name="host" id="db_host"/></t:Requirements></t:NodeTemplate>
</t:TopologyTemplate>
<t:Plans><t:Plan planLanguage="http://example.org/bpmn" id="deploy" planType="http://example.org/build"><t:PlanModel><b:process id="p1" xmlns:b="http://example.org/bpmn"></b:process></t:PlanModel></t:Plan></t:Plans>
</t:ServiceTemplate>
</t:Definitions>
)";

xml::Reader& reader()
{
  static xml::Reader r;
  return r;
}

xml::Canonicalizer& canonicalizer()
{
  static xml::Canonicalizer c;
  return c;
}

diff::Tree tree(const std::string& text, const std::string& path)
{
  DiagnosticSink sink;
  ir::Document d = reader().read(text, path, sink).document;
  return diff::describe(d, canonicalizer(), text);
}

/// The differences of a (as a.xml) and b (as b.xml), one line each.
std::vector<std::string> differences(const std::string& a, const std::string& b)
{
  const diff::Tree ta = tree(a, "a.xml");
  const diff::Tree tb = tree(b, "b.xml");
  const std::string text = diff::format_text(diff::compare(ta, tb));
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t nl = text.find('\n', at);
    lines.push_back(text.substr(at, nl - at));
    at = nl + 1;
  }
  return lines;
}

/// `file:line:column` of the `nth` occurrence of `needle` in `text`.
std::string where(const std::string& file, const std::string& text, const std::string& needle,
                  int nth = 1)
{
  std::size_t at = std::string::npos;
  for (int i = 0; i < nth; ++i) {
    at = text.find(needle, at == std::string::npos ? 0 : at + 1);
    BOOST_REQUIRE_MESSAGE(at != std::string::npos, "fixture lacks " << needle);
  }
  const std::size_t line_start =
      text.rfind('\n', at) == std::string::npos ? 0 : text.rfind('\n', at) + 1;
  std::size_t line = 1;
  for (std::size_t i = 0; i < at; ++i) {
    line += text[i] == '\n' ? 1 : 0;
  }
  return file + ":" + std::to_string(line) + ":" + std::to_string(at - line_start + 1);
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
  const std::size_t at = text.find(from);
  BOOST_REQUIRE_MESSAGE(at != std::string::npos, "fixture lacks " << from);
  return text.replace(at, from.size(), to);
}

std::string joined(const std::vector<std::string>& lines)
{
  std::string out;
  for (const auto& l : lines) {
    out += l + "\n";
  }
  return out;
}

/// Expects exactly one difference, `expected`.
void expect_one(const std::string& b, const std::string& expected)
{
  const auto lines = differences(base, b);
  BOOST_TEST(lines.size() == 1u, "one difference expected, got:\n" << joined(lines));
  if (!lines.empty()) {
    BOOST_TEST(lines[0] == expected);
  }
}

const std::string st = "service_templates[web]";
const std::string db = st + ".topology.node_templates[db]";
const std::string db_type = "node_types[{http://example.org/tns}DB]";

} // namespace

// ------------------------------------------------------------- equality

BOOST_AUTO_TEST_CASE(a_document_equals_itself)
{
  BOOST_TEST(joined(differences(base, base)) == "");
}

BOOST_AUTO_TEST_CASE(spelling_does_not_count)
{
  BOOST_TEST(joined(differences(base, respelled)) == "",
             "prefixes, attribute order, white space, defaults, order of types and templates");
  BOOST_TEST(joined(differences(respelled, base)) == "");
}

BOOST_AUTO_TEST_CASE(schema_defaults_written_or_left_out)
{
  const std::string defaults = R"(<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12"
    xmlns:tns="http://example.org/tns" id="d" targetNamespace="http://example.org/tns">
  <NodeType name="N" abstract="no" final="no">
    <RequirementDefinitions>
      <RequirementDefinition name="r" requirementType="tns:R" lowerBound="1" upperBound="1"/>
    </RequirementDefinitions>
    <Interfaces><Interface name="i"><Operation name="o">
      <InputParameters><InputParameter name="p" type="xs:string" required="yes"/></InputParameters>
    </Operation></Interface></Interfaces>
  </NodeType>
  <NodeTypeImplementation name="I" nodeType="tns:N" abstract="no" final="no"/>
</Definitions>)";
  const std::string omitted = R"(<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12"
    xmlns:tns="http://example.org/tns" id="d" targetNamespace="http://example.org/tns">
  <NodeType name="N">
    <RequirementDefinitions>
      <RequirementDefinition name="r" requirementType="tns:R"/>
    </RequirementDefinitions>
    <Interfaces><Interface name="i"><Operation name="o">
      <InputParameters><InputParameter name="p" type="xs:string"/></InputParameters>
    </Operation></Interface></Interfaces>
  </NodeType>
  <NodeTypeImplementation name="I" nodeType="tns:N"/>
</Definitions>)";
  BOOST_TEST(joined(differences(defaults, omitted)) == "");
  // A value other than the default is a difference.
  const auto lines =
      differences(defaults, replaced(omitted, "requirementType=\"tns:R\"",
                                     "requirementType=\"tns:R\" upperBound=\"unbounded\""));
  BOOST_TEST(joined(lines) ==
             "node_types[{http://example.org/tns}N].requirement_definitions[r].upper_bound: 1 (" +
                 where("a.xml", defaults, "<RequirementDefinition ") + ") vs unbounded (" +
                 where("b.xml", omitted, "<RequirementDefinition ") + ")\n");
}

// ------------------------------------------------------------ differences

BOOST_AUTO_TEST_CASE(property_value)
{
  const std::string b = replaced(base, "<Port>3306</Port>", "<Port>3307</Port>");
  expect_one(b, db + ".properties.Port: 3306 (" + where("a.xml", base, "<Port>") + ") vs 3307 (" +
                    where("b.xml", b, "<Port>") + ")");
}

BOOST_AUTO_TEST_CASE(property_added_and_order_of_properties)
{
  const std::string added = replaced(base, "<Name>crm</Name>", "<Name>crm</Name><User>u</User>");
  expect_one(added,
             db + ".properties.User: (absent) vs u (" + where("b.xml", added, "<User>") + ")");
  const std::string swapped = replaced(base, "<Port>3306</Port>\n            <Name>crm</Name>",
                                       "<Name>crm</Name>\n            <Port>3306</Port>");
  expect_one(swapped, db + ".properties.#order: [Port, Name] (" +
                          where("a.xml", base, "<DBProperties") + ") vs [Name, Port] (" +
                          where("b.xml", swapped, "<DBProperties") + ")");
}

BOOST_AUTO_TEST_CASE(node_template_type)
{
  const std::string b = replaced(base, "id=\"db\" type=\"tns:DB\"", "id=\"db\" type=\"tns:OS\"");
  expect_one(b, db + ".type: {http://example.org/tns}DB (" +
                    where("a.xml", base, "<NodeTemplate id=\"db\"") +
                    ") vs {http://example.org/tns}OS (" +
                    where("b.xml", b, "<NodeTemplate id=\"db\"") + ")");
}

BOOST_AUTO_TEST_CASE(relationship_wiring)
{
  const std::string b =
      replaced(base, "<TargetElement ref=\"os\"/>", "<TargetElement ref=\"db\"/>");
  expect_one(b, st + ".topology.relationship_templates[r].target: os (" +
                    where("a.xml", base, "<TargetElement") + ") vs db (" +
                    where("b.xml", b, "<TargetElement") + ")");
}

BOOST_AUTO_TEST_CASE(plan_attribute_and_model)
{
  const std::string lang = replaced(base, "planLanguage=\"http://example.org/bpmn\"",
                                    "planLanguage=\"http://example.org/bpel\"");
  expect_one(lang, st + ".plans[deploy].plan_language: http://example.org/bpmn (" +
                       where("a.xml", base, "<Plan ") + ") vs http://example.org/bpel (" +
                       where("b.xml", lang, "<Plan ") + ")");
  const std::string model = replaced(base, "id=\"p1\"", "id=\"p2\"");
  expect_one(model, st + ".plans[deploy].model.{http://example.org/bpmn}process.@id: p1 (" +
                        where("a.xml", base, "<bpmn:process") + ") vs p2 (" +
                        where("b.xml", model, "<bpmn:process") + ")");
}

BOOST_AUTO_TEST_CASE(boundary)
{
  const std::string b = replaced(base, "<Requirement name=\"host\" ref=\"db_host\"/>",
                                 "<Requirement name=\"host\" ref=\"os\"/>");
  expect_one(b, st + ".boundary.requirements[host].ref: db_host (" +
                    where("a.xml", base, "<Requirement name=\"host\"") + ") vs os (" +
                    where("b.xml", b, "<Requirement name=\"host\"") + ")");
}

BOOST_AUTO_TEST_CASE(extension_fragment_attribute)
{
  const std::string b = replaced(base, "ex:level=\"1\"", "ex:level=\"2\"");
  expect_one(
      b, db_type +
             ".any_elements[0].{http://example.org/ext}info.@{http://example.org/ext}level: 1 (" +
             where("a.xml", base, "<ex:info") + ") vs 2 (" + where("b.xml", b, "<ex:info") + ")");
}

BOOST_AUTO_TEST_CASE(documentation_text)
{
  const std::string b = replaced(base, "The database node.", "The DB node.");
  expect_one(b, db_type + ".documentation[0].content: The database node. (" +
                    where("a.xml", base, "<documentation>") + ") vs The DB node. (" +
                    where("b.xml", b, "<documentation>") + ")");
}

BOOST_AUTO_TEST_CASE(removed_type_and_changed_default)
{
  const std::string b =
      replaced(replaced(base, "  <NodeType name=\"OS\"/>\n", ""), "<NodeType name=\"DB\">",
               "<NodeType name=\"DB\" abstract=\"yes\">");
  const auto lines = differences(base, b);
  BOOST_REQUIRE_MESSAGE(lines.size() == 2u, joined(lines));
  BOOST_TEST(lines[0] == db_type + ".abstract: no (" +
                             where("a.xml", base, "<NodeType name=\"DB\"") + ") vs yes (" +
                             where("b.xml", b, "<NodeType name=\"DB\"") + ")");
  BOOST_TEST(lines[1].rfind("node_types[{http://example.org/tns}OS]: {name: OS, ", 0) == 0,
             lines[1]);
  BOOST_TEST(lines[1].find("(" + where("a.xml", base, "<NodeType name=\"OS\"") + ") vs (absent)") !=
                 std::string::npos,
             lines[1]);
}

BOOST_AUTO_TEST_CASE(repeated_tags_match_in_order)
{
  const std::string b =
      replaced(base, "<Tag name=\"env\" value=\"eu\"/>", "<Tag name=\"env\" value=\"us\"/>");
  expect_one(b, st + ".tags[env#2].value: eu (" + where("a.xml", base, "<Tag name=\"env\"", 2) +
                    ") vs us (" + where("b.xml", b, "<Tag name=\"env\"", 2) + ")");
}

BOOST_AUTO_TEST_CASE(draft_wrapper_namespace_and_group_templates)
{
  const std::string draft = R"(<ServiceTemplate xmlns="http://docs.oasis-open.org/tosca/ns/2011/12"
    xmlns:tns="http://example.org/tns" id="st" targetNamespace="http://example.org/tns">
  <TopologyTemplate>
    <NodeTemplate id="n1" nodeType="tns:Server"/>
    <GroupTemplate id="g1" maxInstances="1">
      <NodeTemplate id="n2" nodeType="tns:Server"/>
    </GroupTemplate>
  </TopologyTemplate>
  <NodeTypes>
    <NodeType id="Server"/>
  </NodeTypes>
</ServiceTemplate>)";
  const std::string written =
      replaced(draft, "<NodeTypes>", "<NodeTypes targetNamespace=\"http://example.org/tns\">");
  BOOST_TEST(joined(differences(draft, written)) == "",
             "a wrapper namespace equal to the document's is the same as none");
  const std::string regrouped =
      replaced(replaced(draft, "<NodeTemplate id=\"n2\" nodeType=\"tns:Server\"/>\n", ""),
               "<NodeTemplate id=\"n1\" nodeType=\"tns:Server\"/>",
               "<NodeTemplate id=\"n1\" nodeType=\"tns:Server\"/>\n"
               "    <NodeTemplate id=\"n2\" nodeType=\"tns:Server\"/>");
  const auto lines = differences(draft, regrouped);
  BOOST_TEST(joined(lines) == "service_templates[st].topology.node_templates[n2].group: g1 (" +
                                  where("a.xml", draft, "<NodeTemplate id=\"n2\"") + ") vs \"\" (" +
                                  where("b.xml", regrouped, "<NodeTemplate id=\"n2\"") + ")\n");
}

BOOST_AUTO_TEST_CASE(json_format)
{
  const diff::Tree ta = tree(base, "a.xml");
  const diff::Tree tb = tree(replaced(base, "<Port>3306</Port>", "<Port>3307</Port>"), "b.xml");
  const std::string json = diff::format_json(diff::compare(ta, tb));
  BOOST_TEST(
      json.rfind("{\"equal\":false,\"differences\":[{\"path\":\"" + db +
                     ".properties.Port\",\"a\":{\"value\":\"3306\",\"file\":\"a.xml\",\"line\":",
                 0) == 0,
      json);
  BOOST_TEST(diff::format_json(diff::compare(ta, ta)) == "{\"equal\":true,\"differences\":[]}\n");
}

// -------------------------------------------------------- YAML-shaped values

BOOST_AUTO_TEST_CASE(values_keep_type_and_ignore_map_order)
{
  ir::Value a = ir::Value::map();
  a.add("Port", ir::Value::of(3306));
  a.add("Name", ir::Value::of("crm"));
  ir::Value b = ir::Value::map();
  b.add("Name", ir::Value::of("crm"));
  b.add("Port", ir::Value::of(3306));
  const diff::Tree ta{"a.yaml", diff::describe(a, {3, 5})};
  const diff::Tree tb{"b.yaml", diff::describe(b, {7, 1})};
  BOOST_TEST(diff::compare(ta, tb).empty(), "YAML map key order does not count");

  b.set("Port", ir::Value::of("3306"));
  const diff::Tree tc{"b.yaml", diff::describe(b, {7, 1})};
  BOOST_TEST(diff::format_text(diff::compare(ta, tc)) ==
             "Port: 3306 (a.yaml:3:5) vs \"3306\" (b.yaml:7:1)\n");
  const std::string json = diff::format_json(diff::compare(ta, tc));
  BOOST_TEST(json.find("\"a\":{\"value\":3306,") != std::string::npos, json);
  BOOST_TEST(json.find("\"b\":{\"value\":\"3306\",") != std::string::npos, json);
}

BOOST_AUTO_TEST_CASE(lists_stay_positional)
{
  ir::Value a = ir::Value::list();
  a.push(ir::Value::of("x"));
  a.push(ir::Value::of("y"));
  ir::Value b = ir::Value::list();
  b.push(ir::Value::of("y"));
  b.push(ir::Value::of("x"));
  const diff::Tree ta{"a", diff::describe(a)};
  const diff::Tree tb{"b", diff::describe(b)};
  BOOST_TEST(diff::format_text(diff::compare(ta, tb)) ==
             "[0]: x (a) vs y (b)\n[1]: y (a) vs x (b)\n");
}

// ---------------------------------------------------------- canonical form

namespace {

std::string canonical(const std::string& xml, std::vector<ir::NamespaceBinding> bindings = {})
{
  return xml::to_string(canonicalizer().canonicalize(ir::Fragment{xml, std::move(bindings), {}}));
}

} // namespace

BOOST_AUTO_TEST_CASE(canonical_names_attributes_and_space)
{
  BOOST_TEST(canonical("<a:x xmlns:a=\"u\" b=\"2\" a=\"1\">\n  <a:y/>\n</a:x>") ==
             "<{u}x a=\"1\" b=\"2\"><{u}y></{u}y></{u}x>");
  BOOST_TEST(canonical("<p:x b='2' a='1'><p:y/></p:x>", {{"p", "u"}}) ==
             canonical("<x xmlns='u' a='1' b='2'><y></y></x>"));
  BOOST_TEST(canonical("<x><![CDATA[a<b]]></x>") == canonical("<x>a&lt;b</x>"));
  BOOST_TEST(canonical("<x> </x>") != canonical("<x/>"), "text of a leaf is kept exactly");
  BOOST_TEST(canonical("<x>a <!--c--> b</x>") == "<x>a <!--c--> b</x>");
}

BOOST_AUTO_TEST_CASE(canonical_qname_values)
{
  const std::vector<ir::NamespaceBinding> two = {{"xs", "http://www.w3.org/2001/XMLSchema"},
                                                 {"xsd", "http://www.w3.org/2001/XMLSchema"}};
  BOOST_TEST(canonical("<xs:element name='a' type='xs:string'/>", two) ==
             canonical("<xsd:element name='a' type='xsd:string'/>", two));
  BOOST_TEST(
      canonical("<element xmlns='http://www.w3.org/2001/XMLSchema' name='a' type='string'/>") ==
          canonical("<xs:element name='a' type='xs:string'/>", two),
      "an unprefixed QName in XML Schema takes the default namespace");
  BOOST_TEST(canonical("<v xmlns:xsi='http://www.w3.org/2001/XMLSchema-instance' xmlns:a='u' "
                       "xsi:type='a:T'/>") ==
             canonical("<v xmlns:xsi='http://www.w3.org/2001/XMLSchema-instance' xmlns:b='u' "
                       "xsi:type='b:T'/>"));
  BOOST_TEST(canonical("<v name='a:T' xmlns:a='u'/>") != canonical("<v name='b:T' xmlns:b='u'/>"),
             "other attributes are not QNames");
  BOOST_TEST(canonical("<v type='zz:T'/>") == "<v type=\"zz:T\"></v>", "an unbound prefix stays");
  BOOST_TEST(canonical("<t:NodeTemplate xmlns:t='" + tosca_ns + "' xmlns:a='u' nodeType='a:N'/>") ==
             canonical("<t:NodeTemplate xmlns:t='" + tosca_ns + "' xmlns:b='u' nodeType='b:N'/>"));
}

BOOST_AUTO_TEST_CASE(canonical_refuses_unsafe_or_broken_content)
{
  auto broken = canonicalizer().canonicalize(ir::Fragment{"<a><b></a>", {}, {}});
  BOOST_TEST(!broken.well_formed);
  BOOST_TEST(xml::to_string(broken) == "<a><b></a>", "compared as its exact text");
  auto doctype = canonicalizer().canonicalize(
      ir::Fragment{"<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>", {}, {}});
  BOOST_TEST(!doctype.well_formed, "no DOCTYPE, so no entity, inside a fragment");
  auto entity = canonicalizer().canonicalize(ir::Fragment{"<x>&undeclared;</x>", {}, {}});
  BOOST_TEST(!entity.well_formed);
  std::string deep;
  for (int i = 0; i < 100; ++i) {
    deep += "<d>";
  }
  for (int i = 0; i < 100; ++i) {
    deep += "</d>";
  }
  xml::CanonicalOptions shallow;
  shallow.max_depth = 50;
  BOOST_TEST(!canonicalizer().canonicalize(ir::Fragment{deep, {}, {}}, shallow).well_formed,
             "nesting beyond max_depth is not parsed");
  BOOST_TEST(canonicalizer().canonicalize(ir::Fragment{deep, {}, {}}).well_formed);
}

BOOST_AUTO_TEST_CASE(canonical_documentation_collapses_space)
{
  ir::Documentation a;
  a.content = "\n   Line one\n   line <b>two</b>  \n";
  ir::Documentation b;
  b.content = "Line one line <b>two</b>";
  BOOST_TEST(xml::to_string(canonicalizer().canonicalize(a)) ==
             xml::to_string(canonicalizer().canonicalize(b)));
}

BOOST_AUTO_TEST_CASE(canonical_locations_follow_the_source)
{
  // The reader re-serialises fragments: a start tag over two lines becomes
  // one, and positions after it would drift without the source.
  const std::string source = "<r>\n  <p:x xmlns:p='u'\n      a='1'>\n    <p:y/>\n  </p:x>\n</r>\n";
  ir::Fragment f{"<p:x xmlns:p=\"u\" a=\"1\">\n    <p:y/>\n  </p:x>", {}, {2, 3}};
  xml::Canonical c = canonicalizer().canonicalize(f);
  const xml::CanonicalNode& x = c.nodes[c.top().children[0]];
  const xml::CanonicalNode& y = c.nodes[x.children[0]];
  BOOST_TEST(x.location.line == 2u);
  BOOST_TEST(x.location.column == 3u);
  BOOST_TEST(y.location.line == 3u, "approximate without the source");
  const xml::SourceText text(source);
  xml::refine_locations(c, f, text);
  BOOST_TEST(y.location.line == 4u);
  BOOST_TEST(y.location.column == 5u);
}

BOOST_AUTO_TEST_CASE(canonical_locations_follow_a_yaml_source)
{
  // xml2yaml keeps a fragment as {namespaces, xml}: located at the map, its
  // text a block scalar further on. A YAML map with no XML (a properties
  // map) has nothing to refine, and the search stays near the location.
  const std::string source = "props:\n  namespaces:\n    p: u\n  xml: |-\n    <p:x a='1'>\n"
                             "      <p:y/>\n    </p:x>\nnext: 1\n";
  ir::Fragment f{"<p:x xmlns:p=\"u\" a=\"1\">\n  <p:y/>\n</p:x>", {}, {2, 3}};
  xml::Canonical c = canonicalizer().canonicalize(f);
  const xml::SourceText text(source);
  xml::refine_locations(c, f, text);
  const xml::CanonicalNode& x = c.nodes[c.top().children[0]];
  const xml::CanonicalNode& y = c.nodes[x.children[0]];
  BOOST_TEST(x.location.line == 5u);
  BOOST_TEST(x.location.column == 5u);
  BOOST_TEST(y.location.line == 6u);
  BOOST_TEST(y.location.column == 7u);

  std::string far = "props:\n  Port: 80\n" + std::string(100000, '#') + "\n<p:x/>\n";
  ir::Fragment g{"<p:x xmlns:p=\"u\"/>", {}, {2, 3}};
  xml::Canonical d = canonicalizer().canonicalize(g);
  xml::refine_locations(d, g, xml::SourceText(far));
  BOOST_TEST(d.nodes[d.top().children[0]].location.line == 2u, "a tag out of reach is not taken");
}

// --------------------------------------------------------------- corpus

// Every well-formed document of the shared corpus (beside the project, as
// ../shared) equals itself, and describe+compare costs little next to
// reading. Skipped when the corpus is not there.
BOOST_AUTO_TEST_CASE(corpus_documents_equal_themselves)
{
  namespace fs = std::filesystem;
  const fs::path corpus = fs::path(__FILE__).parent_path() / "../../../shared/corpus/xml";
  std::error_code ec;
  if (!fs::is_directory(corpus, ec)) {
    BOOST_TEST_MESSAGE("skipped: no corpus at " << corpus);
    return;
  }
  using clock = std::chrono::steady_clock;
  clock::duration reading{};
  clock::duration comparing{};
  std::size_t documents = 0;
  std::size_t refused = 0;
  for (const auto& file : convert::list_candidate_files(corpus.string())) {
    if (fs::path(file).extension() == ".xsd") {
      continue;
    }
    std::string bytes;
    try {
      bytes = read_file(file);
    } catch (const FatalError&) {
      continue;
    }
    const auto t0 = clock::now();
    ir::Document d;
    try {
      DiagnosticSink sink;
      d = reader().read(bytes, file, sink).document;
    } catch (const FatalError&) {
      ++refused; // malformed or not TOSCA: nothing to compare
      continue;
    }
    const auto t1 = clock::now();
    const diff::Tree a = diff::describe(d, canonicalizer(), bytes);
    const diff::Tree b = diff::describe(d, canonicalizer(), bytes);
    const auto found = diff::compare(a, b);
    const auto t2 = clock::now();
    reading += t1 - t0;
    comparing += (t2 - t1) / 2; // one describe per side, as `diff` does
    ++documents;
    BOOST_TEST(found.empty(), file << " differs from itself:\n" << diff::format_text(found));
  }
  auto ms = [](clock::duration d) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(d).count();
  };
  BOOST_TEST_MESSAGE("corpus: " << documents << " documents (" << refused << " refused); reading "
                                << ms(reading) << " ms, describe+compare of one side "
                                << ms(comparing) << " ms");
  BOOST_TEST(documents > 1000u);
}
