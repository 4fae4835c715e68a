// Unit tests for tosca::xml::Reader on small inline documents: dialects,
// fatal errors (malformed, not TOSCA, DOCTYPE, encoding, depth), schema
// warnings, extension content, Winery properties, properties views, QNames.
#define BOOST_TEST_MODULE xml_reader
#include <boost/test/included/unit_test.hpp>

#include "tosca/xml/reader.hpp"

#include <chrono>

using namespace tosca;
using tosca::ir::QName;
using tosca::xml::ReadOptions;
using tosca::xml::Reader;
using tosca::xml::ReadResult;

namespace {

const std::string tosca_ns = "http://docs.oasis-open.org/tosca/ns/2011/12";
const std::string winery_ns = "http://www.opentosca.org/winery/extensions/tosca/2013/02/12";
const std::string tns = "http://example.org/tns";
const std::string ex_ns = "http://example.org/ext";

/// A Definitions document around `body`.
std::string defs(const std::string& body, const std::string& extra_xmlns = "")
{
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         "<Definitions xmlns=\"" + tosca_ns + "\" xmlns:tns=\"" + tns + "\" xmlns:ex=\"" + ex_ns +
         "\"" + extra_xmlns + " id=\"d\" targetNamespace=\"" + tns + "\">\n" + body + "\n</Definitions>\n";
}

Reader& reader()
{
  static Reader r; // one reader for every test: also checks that reuse works
  return r;
}

ReadResult read_ok(const std::string& xml, DiagnosticSink& sink, const ReadOptions& o = {})
{
  try {
    return reader().read(xml, "in.xml", sink, o);
  } catch (const FatalError& e) {
    BOOST_FAIL("unexpected FatalError: " << e.what() << "\ndocument:\n" << xml);
  }
  return {};
}

std::string codes(const DiagnosticSink& s)
{
  std::string out;
  for (const auto& d : s.diagnostics()) out += format_line(d) + "\n";
  return out;
}

/// Reads `xml` expecting FatalError with `code`; returns its diagnostic.
Diagnostic read_fatal(const std::string& xml, const std::string& code, const ReadOptions& o = {})
{
  DiagnosticSink sink;
  try {
    reader().read(xml, "in.xml", sink, o);
  } catch (const FatalError& e) {
    BOOST_TEST(e.diagnostic().code == code, "wrong code: " << e.what());
    BOOST_TEST(e.diagnostic().file == "in.xml");
    BOOST_TEST(to_string(e.diagnostic().severity) == "error");
    return e.diagnostic();
  } catch (const std::exception& e) {
    BOOST_ERROR("expected FatalError " << code << ", got another exception: " << e.what());
    return {};
  }
  BOOST_ERROR("expected FatalError " << code << ", but the document was read");
  return {};
}

}  // namespace

// ---------------------------------------------------------------- dialects

BOOST_AUTO_TEST_CASE(final_dialect)
{
  DiagnosticSink sink;
  auto r = read_ok(defs("  <NodeType name=\"Server\"/>"), sink);
  BOOST_TEST((r.document.dialect == ir::Dialect::final_1_0), "root Definitions is the final dialect");
  BOOST_TEST(r.document.id == "d");
  BOOST_TEST(r.document.target_namespace == tns);
  BOOST_TEST(r.document.path == "in.xml");
  BOOST_REQUIRE(r.document.node_types.size() == 1u);
  const auto& nt = r.document.node_types[0];
  BOOST_TEST(nt.name == "Server");
  BOOST_TEST(nt.target_namespace == tns, "a type without targetNamespace takes the document's");
  BOOST_TEST(!nt.target_namespace_written);
  BOOST_TEST(nt.ext.location.line == 3u, "location of <NodeType>");
  BOOST_TEST(nt.ext.location.column == 3u);
  BOOST_TEST(sink.diagnostics().empty(), "a valid document gives no diagnostics:\n" << codes(sink));
}

BOOST_AUTO_TEST_CASE(draft_dialect)
{
  const std::string xml =
      "<ServiceTemplate xmlns=\"" + tosca_ns + "\" xmlns:tns=\"" + tns + "\" id=\"st\" name=\"S\" "
      "targetNamespace=\"" + tns + "\">\n"
      "  <TopologyTemplate><NodeTemplate id=\"n1\" nodeType=\"tns:Server\"/></TopologyTemplate>\n"
      "  <NodeTypes><NodeType id=\"Server\" name=\"The server\"/></NodeTypes>\n"
      "</ServiceTemplate>";
  DiagnosticSink sink;
  auto r = read_ok(xml, sink);
  BOOST_TEST((r.document.dialect == ir::Dialect::csd03), "root ServiceTemplate is the 2012 draft");
  BOOST_TEST(r.document.id == "st");
  BOOST_REQUIRE(r.document.service_templates.size() == 1u);
  const auto& st = r.document.service_templates[0];
  BOOST_TEST(st.id == "st");
  BOOST_REQUIRE(st.topology.has_value());
  BOOST_REQUIRE(st.topology->node_templates.size() == 1u);
  BOOST_TEST((st.topology->node_templates[0].type == QName{tns, "Server", ""}),
             "draft nodeType attribute read as the template's type");
  BOOST_REQUIRE(r.document.node_types.size() == 1u);
  BOOST_TEST(r.document.node_types[0].name == "Server", "draft types are identified by id");
  BOOST_TEST(r.document.node_types[0].display_name.value_or("") == "The server");
  BOOST_TEST(sink.error_count() == 0u, codes(sink));
}

BOOST_AUTO_TEST_CASE(root_sniffing_helpers)
{
  BOOST_TEST(xml::looks_like_xml("  \n<Definitions/>"));
  BOOST_TEST(xml::looks_like_xml("\xEF\xBB\xBF<x/>"), "a UTF-8 BOM is skipped");
  BOOST_TEST(!xml::looks_like_xml("tosca_definitions_version: tosca_simple_yaml_1_3\n"));
  BOOST_TEST(!xml::looks_like_xml(""));
  BOOST_TEST(xml::root_element_name("<?xml version='1.0'?><!-- c --><t:Definitions xmlns:t='x'/>") ==
             "Definitions", "prolog, comments and the prefix are skipped");
  BOOST_TEST(xml::root_element_name("no xml here").empty());
}

// ---------------------------------------------------------------- fatal errors

BOOST_AUTO_TEST_CASE(malformed_reports_line_and_column)
{
  auto d = read_fatal(defs("  <NodeType name=\"Server\">\n  </NodeTyp>"), "XML_MALFORMED");
  BOOST_TEST(d.line == 4u, "the mismatched end tag is on line 4: " << format_line(d));
  BOOST_TEST(d.column > 0u, "a column must be given: " << format_line(d));
  d = read_fatal("<Definitions xmlns=\"" + tosca_ns + "\" id=\"d\"\n   targetNamespace=\"x\" a=\"1\" a=\"2\"/>",
                 "XML_MALFORMED");
  BOOST_TEST(d.line == 2u, "duplicate attribute on line 2: " << format_line(d));
  read_fatal("", "XML_MALFORMED");
  read_fatal("<", "XML_MALFORMED");
  read_fatal(defs("<NodeType name=\"a&b\"/>"), "XML_MALFORMED");
  read_fatal(defs("<NodeType name=\"x\"/>") + "<trailing/>", "XML_MALFORMED");
  read_fatal(defs("<NodeType name=\"&undefined;\"/>"), "XML_MALFORMED");
}

BOOST_AUTO_TEST_CASE(not_tosca)
{
  auto d = read_fatal("<?xml version=\"1.0\"?>\n<project><x/></project>", "NOT_TOSCA");
  BOOST_TEST(d.line == 2u, "reported at the root element: " << format_line(d));
  BOOST_TEST(d.column == 1u);
  read_fatal("<Definitions xmlns=\"http://example.org/not-tosca\" id=\"d\" targetNamespace=\"x\"/>",
             "NOT_TOSCA");
  read_fatal("<Definitions id=\"d\" targetNamespace=\"x\"/>", "NOT_TOSCA");
  read_fatal("<NodeType xmlns=\"" + tosca_ns + "\" name=\"x\"/>", "NOT_TOSCA");
  read_fatal("<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"/>", "NOT_TOSCA");
}

BOOST_AUTO_TEST_CASE(any_doctype_is_refused)
{
  auto d = read_fatal("<?xml version=\"1.0\"?>\n<!-- c -->\n  <!DOCTYPE Definitions>\n" + defs(""),
                      "XML_DOCTYPE");
  BOOST_TEST(d.line == 3u, "reported where the DOCTYPE is: " << format_line(d));
  BOOST_TEST(d.column == 3u);
  // XXE: must be refused before anything is resolved.
  read_fatal("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n" +
                 defs("<NodeType name=\"&xxe;\"/>"),
             "XML_DOCTYPE");
  read_fatal("<!DOCTYPE d PUBLIC \"-//x//y\" \"http://example.org/evil.dtd\">" + defs(""), "XML_DOCTYPE");
  // Billion laughs: 10^10 expansions if entities were processed.
  std::string bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE Definitions [\n<!ENTITY lol \"lol\">\n";
  for (int i = 1; i <= 10; ++i) {
    std::string prev = i == 1 ? "lol" : "lol" + std::to_string(i - 1);
    bomb += "<!ENTITY lol" + std::to_string(i) + " \"";
    for (int k = 0; k < 10; ++k) bomb += "&" + prev + ";";
    bomb += "\">\n";
  }
  bomb += "]>\n" + defs("<NodeType name=\"&lol10;\"/>");
  const auto start = std::chrono::steady_clock::now();
  read_fatal(bomb, "XML_DOCTYPE");
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
  BOOST_TEST(ms.count() < 1000, "an entity bomb must be refused fast, took " << ms.count() << " ms");
}

BOOST_AUTO_TEST_CASE(invalid_utf8_is_refused)
{
  auto d = read_fatal(defs("<NodeType name=\"bad\xFF\"/>"), "XML_ENCODING");
  BOOST_TEST(d.line == 3u, format_line(d));
  BOOST_TEST(d.column == 20u, "the bad byte is the 20th on its line: " << format_line(d));
  read_fatal(defs("<NodeType name=\"\xC0\xAF\"/>"), "XML_ENCODING");         // overlong '/'
  read_fatal(defs("<NodeType name=\"\xED\xA0\x80\"/>"), "XML_ENCODING");     // surrogate
  read_fatal(defs("<NodeType name=\"x\"/>") + "<!-- \xE2\x82 -->", "XML_ENCODING"); // truncated
}

BOOST_AUTO_TEST_CASE(declared_latin1_is_not_an_encoding_error)
{
  std::string xml = defs("<NodeType name=\"caf\xE9\"/>");
  xml.replace(xml.find("UTF-8"), 5, "ISO-8859-1");
  DiagnosticSink sink;
  auto r = read_ok(xml, sink);
  BOOST_REQUIRE(r.document.node_types.size() == 1u);
  BOOST_TEST(r.document.node_types[0].name == "caf\xC3\xA9", "Latin-1 0xE9 must arrive as UTF-8 'é'");
}

BOOST_AUTO_TEST_CASE(deep_nesting_fails_cleanly)
{
  constexpr int depth = 100000;
  std::string xml = "<Definitions xmlns=\"" + tosca_ns + "\" xmlns:ex=\"" + ex_ns +
                    "\" id=\"d\" targetNamespace=\"x\"><NodeType name=\"n\">";
  xml.reserve(xml.size() + depth * 13 + 64);
  for (int i = 0; i < depth; ++i) xml += "<ex:a>";
  for (int i = 0; i < depth; ++i) xml += "</ex:a>";
  xml += "</NodeType></Definitions>";
  auto d = read_fatal(xml, "XML_DEPTH");
  BOOST_TEST(d.line == 1u, format_line(d));
  ReadOptions no_schema;
  no_schema.validate = false;
  read_fatal(xml, "XML_DEPTH", no_schema);
}

BOOST_AUTO_TEST_CASE(max_depth_is_exact)
{
  ReadOptions o;
  o.max_depth = 4; // Definitions > NodeType > ex:a > ex:b
  const std::string four = defs("<NodeType name=\"n\"><ex:a><ex:b/></ex:a></NodeType>");
  DiagnosticSink sink;
  auto r = read_ok(four, sink, o);
  BOOST_TEST(r.document.node_types.size() == 1u, "4 levels are allowed with max_depth 4");
  read_fatal(defs("<NodeType name=\"n\"><ex:a><ex:b><ex:c/></ex:b></ex:a></NodeType>"), "XML_DEPTH", o);
}

BOOST_AUTO_TEST_CASE(reader_recovers_after_fatal_errors)
{
  read_fatal("<broken", "XML_MALFORMED");
  read_fatal(defs("<NodeType name=\"\xFF\"/>"), "XML_ENCODING");
  DiagnosticSink sink;
  auto r = read_ok(defs("<NodeType name=\"After\"/>"), sink);
  BOOST_REQUIRE(r.document.node_types.size() == 1u);
  BOOST_TEST(r.document.node_types[0].name == "After");
  BOOST_TEST(sink.diagnostics().empty(), "no state may leak from the failed reads:\n" << codes(sink));
}

// BUG (reported to the lead): schemas are compiled lazily, and compiling one
// checks Parser::Impl::fatal, which still holds the previous parse's error.
// So a fresh Reader whose first document is malformed (or has no root) then
// throws std::logic_error("embedded schema tosca-v1.0.xsd does not load: ?")
// for every later Definitions document: in the CLI, one bad input first
// turns all later inputs into internal errors.
BOOST_AUTO_TEST_CASE(fresh_reader_survives_a_first_malformed_document, *boost::unit_test::expected_failures(1))
{
  Reader fresh;
  DiagnosticSink sink;
  try {
    fresh.read("", "empty.xml", sink);
  } catch (const FatalError&) {
  }
  try {
    auto r = fresh.read(defs("<NodeType name=\"n\"/>"), "valid.xml", sink);
    BOOST_TEST(r.document.node_types.size() == 1u);
  } catch (const std::exception& e) {
    BOOST_ERROR("a valid document after a malformed one must be read; got " << e.what());
  }
}

// ---------------------------------------------------------------- schema

BOOST_AUTO_TEST_CASE(schema_violations_are_warnings)
{
  const std::string xml = defs("  <NodeType name=\"A\" abstract=\"maybe\"/>\n  <Bogus/>");
  DiagnosticSink lenient;
  auto r = read_ok(xml, lenient);
  BOOST_TEST(lenient.warning_count() >= 2u, "bad yes/no and unknown element:\n" << codes(lenient));
  BOOST_TEST(lenient.error_count() == 0u, "schema violations are not errors by default");
  bool xsd = false;
  for (const auto& d : lenient.diagnostics()) {
    if (d.code == "XSD") {
      xsd = true;
      BOOST_TEST(d.line > 0u, "XSD warnings carry a location: " << format_line(d));
      BOOST_TEST(d.file == "in.xml");
    }
  }
  BOOST_TEST(xsd, "at least one diagnostic must have code XSD:\n" << codes(lenient));
  BOOST_TEST(r.document.node_types.size() == 1u, "the document is still read");
  BOOST_TEST(r.document.ext.any_elements.size() == 1u, "the unknown element is kept as a fragment");

  DiagnosticSink strict(true);
  read_ok(xml, strict);
  BOOST_TEST(strict.error_count() == lenient.warning_count(), "a strict sink makes every warning an error");
  BOOST_TEST(strict.warning_count() == 0u);

  DiagnosticSink unvalidated;
  ReadOptions o;
  o.validate = false;
  read_ok(xml, unvalidated, o);
  for (const auto& d : unvalidated.diagnostics()) BOOST_TEST(d.code != "XSD", "validate=false: " << format_line(d));
}

// ---------------------------------------------------------------- content

BOOST_AUTO_TEST_CASE(foreign_attributes_and_elements_are_kept)
{
  const std::string xml = defs(
      "  <NodeType name=\"Server\" ex:note=\"keep me\">\n"
      "    <ex:thing xmlns:inner=\"urn:inner\" a=\"1\">text <inner:b/></ex:thing>\n"
      "  </NodeType>");
  DiagnosticSink sink;
  auto r = read_ok(xml, sink);
  BOOST_REQUIRE(r.document.node_types.size() == 1u);
  const auto& ext = r.document.node_types[0].ext;
  BOOST_REQUIRE(ext.any_attributes.size() == 1u);
  BOOST_TEST((ext.any_attributes[0].name == QName{ex_ns, "note", ""}));
  BOOST_TEST(ext.any_attributes[0].name.prefix == "ex", "the prefix is kept as a hint");
  BOOST_TEST(ext.any_attributes[0].value == "keep me");
  BOOST_REQUIRE(ext.any_elements.size() == 1u);
  const auto& f = ext.any_elements[0];
  BOOST_TEST(f.xml.find("<ex:thing") == 0u, "fragment starts with the element: " << f.xml);
  BOOST_TEST(f.xml.find("text <inner:b/>") != std::string::npos, "content kept verbatim: " << f.xml);
  BOOST_TEST(f.xml.find("xmlns:inner=\"urn:inner\"") != std::string::npos, "own declaration kept: " << f.xml);
  auto bound = [&](const std::string& prefix) {
    for (const auto& b : f.bindings) if (b.prefix == prefix) return b.uri;
    return std::string("<unbound>");
  };
  BOOST_TEST(bound("ex") == ex_ns, "in-scope bindings must include the inherited ex prefix");
  BOOST_TEST(bound("") == tosca_ns, "and the default namespace");
  BOOST_TEST(bound("tns") == tns);
  BOOST_TEST(f.location.line == 4u);
}

BOOST_AUTO_TEST_CASE(winery_properties_definition)
{
  const std::string xml = defs(
      "<NodeType name=\"Server\">\n"
      "  <winery:PropertiesDefinition elementname=\"ServerProperties\" namespace=\"http://example.org/p\">\n"
      "    <winery:properties><winery:key>port</winery:key><winery:type>xsd:integer</winery:type>"
      "<winery:defaultValue>80</winery:defaultValue></winery:properties>\n"
      "    <winery:properties><winery:key>host</winery:key><winery:type>xsd:string</winery:type>"
      "<winery:description>where</winery:description></winery:properties>\n"
      "  </winery:PropertiesDefinition>\n"
      "</NodeType>",
      " xmlns:winery=\"" + winery_ns + "\"");
  DiagnosticSink sink;
  auto r = read_ok(xml, sink);
  BOOST_REQUIRE(r.document.node_types.size() == 1u);
  const auto& t = r.document.node_types[0];
  BOOST_REQUIRE_MESSAGE(t.winery_properties.has_value(), "winery:PropertiesDefinition must be lifted out");
  const auto& w = *t.winery_properties;
  BOOST_TEST(w.element_name == "ServerProperties");
  BOOST_TEST(w.ns == "http://example.org/p");
  BOOST_REQUIRE(w.properties.size() == 2u);
  BOOST_TEST(w.properties[0].key == "port");
  BOOST_TEST(w.properties[0].type == "xsd:integer");
  BOOST_TEST(w.properties[0].default_value.value_or("<none>") == "80");
  BOOST_TEST(w.properties[1].key == "host");
  BOOST_TEST(!w.properties[1].default_value.has_value());
  BOOST_TEST(w.properties[1].description.value_or("<none>") == "where");
  BOOST_TEST(t.ext.any_elements.empty(), "the lifted element must not also stay a foreign element");
  BOOST_TEST(!t.properties_definition.has_value());
}

namespace {

ir::PropertiesValue template_properties(const std::string& props)
{
  const std::string xml = defs("<ServiceTemplate id=\"s\"><TopologyTemplate>"
                               "<NodeTemplate id=\"n\" type=\"tns:Server\"><Properties>" +
                               props + "</Properties></NodeTemplate></TopologyTemplate></ServiceTemplate>");
  DiagnosticSink sink;
  auto r = read_ok(xml, sink);
  BOOST_REQUIRE(r.document.service_templates.size() == 1u);
  const auto& n = r.document.service_templates[0].topology.value().node_templates.at(0);
  BOOST_REQUIRE_MESSAGE(n.properties.has_value(), "Properties must be read");
  return *n.properties;
}

}  // namespace

BOOST_AUTO_TEST_CASE(properties_view)
{
  auto p = template_properties("<ex:P><ex:port>80</ex:port><ex:tag>a</ex:tag><ex:tag>b</ex:tag>"
                               "<ex:nested><ex:x>1</ex:x></ex:nested><ex:empty/></ex:P>");
  BOOST_TEST((p.root == QName{ex_ns, "P", ""}));
  BOOST_TEST(p.root.prefix == "ex");
  BOOST_TEST(p.document.xml.find("<ex:P") == 0u, p.document.xml);
  BOOST_TEST(p.view_is_exact, "elements of one namespace, text only: exact");
  const ir::Value* port = p.view.find("port");
  BOOST_REQUIRE(port != nullptr);
  BOOST_TEST(port->string == "80", "leaves are text; typing comes later");
  const ir::Value* tag = p.view.find("tag");
  BOOST_REQUIRE(tag != nullptr);
  BOOST_TEST((tag->kind == ir::Value::Kind::list), "repeated elements become a list");
  BOOST_TEST(tag->items.size() == 2u);
  const ir::Value* nested = p.view.find("nested");
  BOOST_REQUIRE(nested != nullptr);
  BOOST_TEST((nested->kind == ir::Value::Kind::map));
  BOOST_TEST(nested->find("x")->string == "1");
  BOOST_TEST(p.view.find("empty")->string == "", "an empty element is the empty string");
}

BOOST_AUTO_TEST_CASE(properties_view_exactness)
{
  BOOST_TEST(template_properties("<ex:P/>").view_is_exact, "an empty document is exact");
  BOOST_TEST(template_properties("<ex:P/>").view.entries.empty());
  BOOST_TEST(!template_properties("<ex:P a=\"1\"><ex:x>1</ex:x></ex:P>").view_is_exact, "root attribute");
  BOOST_TEST(!template_properties("<ex:P><ex:x a=\"1\">1</ex:x></ex:P>").view_is_exact, "child attribute");
  BOOST_TEST(!template_properties("<ex:P>text<ex:x>1</ex:x></ex:P>").view_is_exact, "mixed content");
  BOOST_TEST(!template_properties("<ex:P><tns:x>1</tns:x></ex:P>").view_is_exact, "other namespace");
  BOOST_TEST(!template_properties("<ex:P><ex:a>1</ex:a><ex:b>2</ex:b><ex:a>3</ex:a></ex:P>").view_is_exact,
             "interleaved repeats lose their order in a map");
  BOOST_TEST(!template_properties("<ex:P><ex:x><!--c-->1</ex:x></ex:P>").view_is_exact, "comment in a leaf");
  BOOST_TEST(template_properties("<ex:P>\n  <ex:x>1</ex:x>\n</ex:P>").view_is_exact,
             "white space between elements does not matter");
}

BOOST_AUTO_TEST_CASE(qname_resolution)
{
  const std::string xml = defs(
      "<ServiceTemplate id=\"s\"><TopologyTemplate>\n"
      "  <NodeTemplate id=\"a\" type=\"tns:Server\"/>\n"
      "  <NodeTemplate id=\"b\" type=\"Server\"/>\n"
      "  <NodeTemplate id=\"c\" xmlns:other=\"" + tns + "\" type=\"other:Server\"/>\n"
      "  <NodeTemplate id=\"d\" xmlns:tns=\"urn:shadow\" type=\"tns:Server\"/>\n"
      "  <NodeTemplate id=\"e\" type=\" tns:Server \"/>\n"
      "</TopologyTemplate></ServiceTemplate>");
  DiagnosticSink sink;
  auto r = read_ok(xml, sink);
  const auto& n = r.document.service_templates.at(0).topology.value().node_templates;
  BOOST_REQUIRE(n.size() == 5u);
  const QName server{tns, "Server", ""};
  BOOST_TEST((n[0].type == server));
  BOOST_TEST(n[0].type.prefix == "tns", "the prefix is kept as a hint");
  BOOST_TEST((n[1].type == server), "unprefixed under the TOSCA default namespace: the target namespace");
  BOOST_TEST((n[2].type == server), "a different prefix for the same namespace is the same QName");
  BOOST_TEST(n[2].type.prefix == "other");
  BOOST_TEST(n[3].type.ns == "urn:shadow", "the innermost declaration of a prefix wins");
  BOOST_TEST((n[4].type == server), "surrounding white space is not part of a QName");
}

BOOST_AUTO_TEST_CASE(undeclared_prefix_is_reported)
{
  DiagnosticSink sink;
  ReadOptions o;
  o.validate = false;
  auto r = read_ok(defs("<ServiceTemplate id=\"s\"><TopologyTemplate>"
                        "<NodeTemplate id=\"a\" type=\"nope:Server\"/></TopologyTemplate></ServiceTemplate>"),
                   sink, o);
  bool reported = false;
  for (const auto& d : sink.diagnostics()) reported = reported || d.code == "XML_PREFIX";
  BOOST_TEST(reported, "an undeclared prefix must be reported as XML_PREFIX:\n" << codes(sink));
  BOOST_TEST(r.document.service_templates.at(0).topology->node_templates.at(0).type.local == "Server");
}
