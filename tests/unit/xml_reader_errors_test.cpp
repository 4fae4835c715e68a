// Unit tests for tosca::xml::Reader's fatal errors: malformed XML, not
// TOSCA, any DOCTYPE (XXE, entity bombs), invalid UTF-8, excessive depth,
// and reuse of a reader after failures. Part of the xml_reader executable.
#include <boost/test/unit_test.hpp>

#include "xml_fixtures.hpp"

#include <chrono>

using namespace unit_xml;

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

// Regression (fixed): schemas are compiled lazily, and compiling one
// checks Parser::Impl::fatal, which still holds the previous parse's error.
// So a fresh Reader whose first document is malformed (or has no root) then
// throws std::logic_error("embedded schema tosca-v1.0.xsd does not load: ?")
// for every later Definitions document: in the CLI, one bad input first
// turns all later inputs into internal errors.
BOOST_AUTO_TEST_CASE(fresh_reader_survives_a_first_malformed_document)
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

// A node keeps its count of xmlns declarations in 16 bits: one more is
// refused with a located error, never wrapped around or dropped.
BOOST_AUTO_TEST_CASE(too_many_namespace_declarations_are_refused)
{
  auto element = [](int declarations) {
    std::string e = "<NodeType name=\"n\"><ex:a";
    for (int i = 0; i < declarations; ++i) {
      e += " xmlns:p" + std::to_string(i) + "=\"urn:p" + std::to_string(i) + "\"";
    }
    return e + " v=\"1\"/></NodeType>";
  };
  DiagnosticSink sink;
  ReadOptions no_schema;
  no_schema.validate = false;
  auto r = read_ok(defs(element(65535)), sink, no_schema);
  BOOST_REQUIRE(r.document.node_types.size() == 1u);
  const std::string& kept = r.document.node_types[0].ext.any_elements.at(0).xml;
  BOOST_TEST(kept.find(" xmlns:p65534=\"urn:p65534\" v=\"1\"/>") != std::string::npos,
             "the last declaration, then the attribute");
  auto d = read_fatal(defs(element(65536)), "XML_LIMIT", no_schema);
  BOOST_TEST(d.line == 3u, format_line(d)); // at the element's start tag
}
