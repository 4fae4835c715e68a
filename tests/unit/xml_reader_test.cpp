// Unit tests for tosca::xml::Reader on small inline documents: dialects,
// schema warnings, extension content, Winery properties, properties views
// and QNames. Fatal errors are in xml_reader_errors_test.cpp.
#include <boost/test/unit_test.hpp>

#include "xml_fixtures.hpp"

using namespace unit_xml;

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

BOOST_AUTO_TEST_CASE(utf16_document)
{
  const std::string utf8 = defs("<NodeType name=\"caf\xC3\xA9\"/>");
  std::string utf16 = "\xFF\xFE"; // little-endian BOM
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    if (utf8.compare(i, 2, "\xC3\xA9") == 0) {
      utf16 += "\xE9";
      utf16 += '\0';
      ++i;
    } else {
      utf16 += utf8[i];
      utf16 += '\0';
    }
  }
  const std::string decl = "encoding=\"UTF-8\"";
  DiagnosticSink sink;
  std::string without_decl = utf16;
  std::string decl16;
  for (char c : decl) decl16 += std::string{c, '\0'};
  without_decl.erase(without_decl.find(decl16), decl16.size());
  auto r = read_ok(without_decl, sink);
  BOOST_REQUIRE(r.document.node_types.size() == 1u);
  BOOST_TEST(r.document.node_types[0].name == "caf\xC3\xA9", "UTF-16 text must arrive as UTF-8");
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
    if (tosca::xml::is_schema_violation(d.code)) {
      xsd = true;
      BOOST_TEST(d.line > 0u, "XSD warnings carry a location: " << format_line(d));
      BOOST_TEST(d.file == "in.xml");
    }
  }
  BOOST_TEST(xsd, "at least one diagnostic must have a schema code (XSD*):\n" << codes(lenient));
  BOOST_TEST(r.document.node_types.size() == 1u, "the document is still read");
  BOOST_TEST(r.document.ext.any_elements.size() == 1u, "the unknown element is kept as a fragment");

  DiagnosticSink text_sink;
  auto t = read_ok(defs("<NodeType name=\"n\">stray text</NodeType>"), text_sink);
  BOOST_TEST(text_sink.warning_count() >= 1u, "text in element-only content is a schema violation");
  BOOST_REQUIRE(t.document.node_types.size() == 1u);
  BOOST_REQUIRE_MESSAGE(t.document.node_types[0].ext.any_elements.size() == 1u,
                        "text the schema rejects must still be kept");
  BOOST_TEST(t.document.node_types[0].ext.any_elements[0].xml == "stray text");

  DiagnosticSink strict(true);
  read_ok(xml, strict);
  BOOST_TEST(strict.error_count() == lenient.warning_count(), "a strict sink makes every warning an error");
  BOOST_TEST(strict.warning_count() == 0u);

  DiagnosticSink unvalidated;
  ReadOptions o;
  o.validate = false;
  read_ok(xml, unvalidated, o);
  for (const auto& d : unvalidated.diagnostics()) BOOST_TEST(!tosca::xml::is_schema_violation(d.code), "validate=false: " << format_line(d));
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
  BOOST_TEST(f.xml.find("<ex:thing xmlns:inner=\"urn:inner\" a=\"1\">") == 0u,
             "own declaration kept, apart from the attribute: " << f.xml);
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

// The reader's tree keeps names, values and child lists in blocks of its
// own (tree.hpp): a document big enough to fill many blocks reads back
// whole, and text split by entities and comments stays in order.
BOOST_AUTO_TEST_CASE(large_document_keeps_every_name_and_value)
{
  std::string body = "<ServiceTemplate id=\"s\"><TopologyTemplate>\n";
  const int count = 4000;
  for (int i = 0; i < count; ++i) {
    const std::string n = std::to_string(i);
    body += "<NodeTemplate id=\"n" + n + "\" name=\"a &amp; " + n +
            "\" type=\"tns:Server\" minInstances=\"1\"><Properties><ex:P><ex:port>" + n +
            "&lt;<!-- c -->" + n + "</ex:port></ex:P></Properties></NodeTemplate>\n";
  }
  body += "</TopologyTemplate></ServiceTemplate>";
  DiagnosticSink sink;
  auto r = read_ok(defs(body), sink);
  BOOST_REQUIRE(r.document.service_templates.size() == 1u);
  const auto& nodes = r.document.service_templates[0].topology.value().node_templates;
  BOOST_REQUIRE(nodes.size() == static_cast<std::size_t>(count));
  int wrong = 0;
  for (int i = 0; i < count; ++i) {
    const std::string n = std::to_string(i);
    const auto& t = nodes[static_cast<std::size_t>(i)];
    const ir::Value* port = t.properties ? t.properties->view.find("port") : nullptr;
    if (t.id != "n" + n || t.name != "a & " + n || !(t.type == QName{tns, "Server", "tns"}) ||
        port == nullptr || port->string != n + "<" + n ||
        t.properties->document.xml.find("&lt;<!-- c -->") == std::string::npos) {
      ++wrong;
    }
  }
  BOOST_TEST(wrong == 0, wrong << " of " << count << " node templates read back wrong");
}

// A properties document that arrives as text (a YAML file kept the XML)
// gets the same root and view as the reader gives a parsed one.
BOOST_AUTO_TEST_CASE(properties_view_from_text_matches_the_reader)
{
  const std::string props = "<ex:P><ex:port>80</ex:port><ex:tag>a</ex:tag><ex:tag>b</ex:tag>"
                            "<ex:n a=\"1\"><ex:x>1</ex:x></ex:n></ex:P>";
  const ir::PropertiesValue read = template_properties(props);
  ir::PropertiesValue text;
  text.document = read.document;
  xml::Reader reader;
  BOOST_TEST(!reader.derive_properties(text).has_value());
  BOOST_TEST((text.root == read.root));
  BOOST_TEST(text.root.prefix == "ex");
  BOOST_TEST((text.view == read.view));
  BOOST_TEST(!text.view_is_exact, "an attribute: the view is not the whole document");

  // A recorded root name wins; several roots give no view.
  ir::PropertiesValue named;
  named.document = read.document;
  named.root = QName{ex_ns, "Recorded", ""};
  BOOST_TEST(!reader.derive_properties(named).has_value());
  BOOST_TEST(named.root.local == "Recorded");
  ir::PropertiesValue two;
  two.document = ir::Fragment{"<a/><b/>", {}, {}};
  BOOST_TEST(!reader.derive_properties(two).has_value());
  BOOST_TEST(two.view.is_null());

  // Not well-formed: the parser's message, and nothing changed.
  ir::PropertiesValue bad;
  bad.document = ir::Fragment{"<p><q></p>", {}, {}};
  auto error = reader.derive_properties(bad);
  BOOST_REQUIRE(error.has_value());
  BOOST_TEST(!error->empty());
  BOOST_TEST(bad.view.is_null());
  BOOST_TEST(bad.root.local.empty());
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
