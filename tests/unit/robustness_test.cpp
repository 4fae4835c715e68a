// Robustness: the XML readers never crash on arbitrary bytes. Seeded random
// mutations of small valid documents (byte flips, truncations, insertions of
// '<', '&', '"', NUL, 0xFF, deletions, duplicated slices) must each either be
// read or rejected with tosca::FatalError; nothing else may escape, and the
// reader must still read the original correctly afterwards.
#include <boost/test/unit_test.hpp>

#include "tosca/xml/reader.hpp"

#include <map>
#include <random>

using namespace tosca;
using tosca::xml::ReadOptions;
using tosca::xml::Reader;

namespace {

const std::string definitions = R"(<?xml version="1.0" encoding="UTF-8"?>
<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12"
             xmlns:tns="http://example.org/t" xmlns:ex="http://example.org/ext"
             xmlns:winery="http://www.opentosca.org/winery/extensions/tosca/2013/02/12"
             id="d" name="Robust" targetNamespace="http://example.org/t" ex:a="1">
  <documentation xml:lang="en">Some <b>mixed</b> text &amp; an entity.</documentation>
  <Types>
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://example.org/p"
               elementFormDefault="qualified">
      <xs:element name="P"><xs:complexType><xs:sequence>
        <xs:element name="port" type="xs:int" default="80"/>
      </xs:sequence></xs:complexType></xs:element>
    </xs:schema>
  </Types>
  <NodeType name="Server" abstract="no">
    <winery:PropertiesDefinition elementname="P" namespace="http://example.org/p">
      <winery:properties><winery:key>port</winery:key><winery:type>xsd:int</winery:type></winery:properties>
    </winery:PropertiesDefinition>
    <Interfaces><Interface name="lifecycle"><Operation name="start"/></Interface></Interfaces>
  </NodeType>
  <ServiceTemplate id="app">
    <TopologyTemplate>
      <NodeTemplate id="web" type="tns:Server" maxInstances="unbounded">
        <Properties><p:P xmlns:p="http://example.org/p"><p:port>8080</p:port></p:P></Properties>
      </NodeTemplate>
      <RelationshipTemplate id="r" type="tns:HostedOn">
        <SourceElement ref="web"/><TargetElement ref="web"/>
      </RelationshipTemplate>
    </TopologyTemplate>
  </ServiceTemplate>
  <ex:extension><![CDATA[raw <data>]]></ex:extension>
</Definitions>
)";

const std::string draft = R"(<ServiceTemplate xmlns="http://docs.oasis-open.org/tosca/ns/2011/12"
    xmlns:ex="http://example.org/s" id="s" targetNamespace="http://example.org/s">
  <TopologyTemplate id="t">
    <NodeTemplate id="a" nodeType="ex:App"><PropertyDefaults><ex:P><ex:x>1</ex:x></ex:P></PropertyDefaults></NodeTemplate>
    <GroupTemplate id="g"><NodeTemplate id="b" nodeType="ex:App"/></GroupTemplate>
  </TopologyTemplate>
  <NodeTypes><NodeType id="App"><NodeTypeProperties element="ex:P"/></NodeType></NodeTypes>
</ServiceTemplate>
)";

const std::string schema = R"(<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"
    targetNamespace="http://example.org/p" xmlns:p="http://example.org/p">
  <xs:element name="P" type="p:PType"/>
  <xs:complexType name="PType"><xs:sequence>
    <xs:element name="port" type="xs:int" minOccurs="0" maxOccurs="unbounded"/>
    <xs:element name="mode"><xs:simpleType><xs:restriction base="xs:string">
      <xs:enumeration value="a"/><xs:enumeration value="b"/>
    </xs:restriction></xs:simpleType></xs:element>
  </xs:sequence><xs:attribute name="id" type="xs:ID"/></xs:complexType>
</xs:schema>
)";

struct Mutator
{
  std::mt19937 rng;

  std::size_t pick(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); }

  std::string mutate(std::string s, std::string& log)
  {
    static const char inserts[] = {'<', '&', '"', '\0', '\xFF', '>', '/', '\'', ';', ':'};
    static const std::vector<std::string> values = {"", "-1", "99999999999999999999", "unbounded", "UNBOUNDED",
                                                    "x:y:z", ":", "nope:Server", "&amp;", "&#0;", "&#x10FFFF;",
                                                    " ", "yes", "maybe", "tns:", std::string(300, 'a')};
    // Half of the cases only replace attribute values, so that the document
    // stays well-formed and the TOSCA reading behind the parser is exercised.
    const bool values_only = pick(2) == 0;
    for (std::size_t n = 1 + pick(3); n > 0 && !s.empty(); --n) {
      const std::size_t at = pick(s.size());
      switch (values_only ? 7 : pick(8)) {
      case 0:
      case 1:
        s[at] = static_cast<char>(s[at] ^ (1 << pick(8)));
        log += " flip@" + std::to_string(at);
        break;
      case 2:
        s.resize(at);
        log += " truncate@" + std::to_string(at);
        break;
      case 3:
      case 4: {
        const char c = inserts[pick(sizeof inserts)];
        s.insert(at, 1, c);
        log += " insert(" + std::to_string(static_cast<unsigned char>(c)) + ")@" + std::to_string(at);
        break;
      }
      case 5: {
        const std::size_t len = 1 + pick(std::min<std::size_t>(16, s.size() - at));
        s.erase(at, len);
        log += " erase(" + std::to_string(len) + ")@" + std::to_string(at);
        break;
      }
      case 6: {
        const std::size_t len = 1 + pick(std::min<std::size_t>(40, s.size() - at));
        s.insert(pick(s.size()), s.substr(at, len));
        log += " duplicate(" + std::to_string(len) + ")@" + std::to_string(at);
        break;
      }
      default: { // keeps the document well-formed: replace an attribute value
        std::size_t open = s.find("=\"", at);
        open = open == std::string::npos ? s.find("=\"") : open;
        open = open == std::string::npos ? open : open + 1;
        const std::size_t close = open == std::string::npos ? open : s.find('"', open + 1);
        if (close != std::string::npos) {
          const std::size_t v = pick(values.size());
          s.replace(open + 1, close - open - 1, values[v]);
          log += " value(" + std::to_string(v) + ")@" + std::to_string(open);
        }
        break;
      }
      }
    }
    return s;
  }
};

enum class Outcome { read, fatal, other };

/// One read; anything but success or FatalError is reported with the recipe.
Outcome try_read(Reader& r, const std::string& bytes, bool as_schema, bool strict, const std::string& what,
                 std::map<std::string, int>* codes = nullptr)
{
  DiagnosticSink sink(strict);
  try {
    if (as_schema) {
      r.read_schema(bytes, "fuzz.xsd", sink);
    } else {
      r.read(bytes, "fuzz.xml", sink);
    }
    return Outcome::read;
  } catch (const FatalError& e) {
    BOOST_TEST(!e.diagnostic().code.empty(), what << ": a FatalError without a code: " << e.what());
    if (codes != nullptr) ++(*codes)[e.diagnostic().code];
    return Outcome::fatal;
  } catch (const std::exception& e) {
    BOOST_ERROR(what << ": a " << typeid(e).name() << " escaped the reader: " << e.what());
  } catch (...) {
    BOOST_ERROR(what << ": a non-std exception escaped the reader");
  }
  return Outcome::other;
}

void fuzz(const std::string& original, std::uint32_t seed, int cases, bool as_schema)
{
  Reader reader;
  DiagnosticSink clean;
  ir::Document before;
  if (!as_schema) {
    before = reader.read(original, "orig.xml", clean).document;
    BOOST_REQUIRE_MESSAGE(clean.error_count() == 0u, "the seed document must be valid");
  }
  Mutator m{std::mt19937(seed)};
  int read = 0;
  int fatal = 0;
  int other = 0;
  std::map<std::string, int> codes;
  for (int i = 0; i < cases; ++i) {
    std::string log;
    const std::string bytes = m.mutate(original, log);
    switch (try_read(reader, bytes, as_schema, i % 3 == 0,
                     "seed " + std::to_string(seed) + " case " + std::to_string(i) + ":" + log, &codes)) {
    case Outcome::read: ++read; break;
    case Outcome::fatal: ++fatal; break;
    case Outcome::other: ++other; break;
    }
  }
  BOOST_TEST(other == 0);
  std::string by_code;
  for (const auto& [code, n] : codes) by_code += " " + code + "=" + std::to_string(n);
  BOOST_TEST_MESSAGE(cases << " mutations: " << read << " read, " << fatal << " refused:" << by_code);
  BOOST_TEST(fatal > 0, "the mutations should break some documents; the fuzzer is not fuzzing");
  if (!as_schema) {
    DiagnosticSink again;
    const ir::Document after = reader.read(original, "orig.xml", again).document;
    BOOST_TEST((after == before), "after 300 bad inputs the reader must read the original identically");
    BOOST_TEST(again.diagnostics().size() == clean.diagnostics().size());
  }
}

}  // namespace

BOOST_AUTO_TEST_CASE(mutated_definitions_never_crash)
{
  fuzz(definitions, 1234567u, 300, false);
}

BOOST_AUTO_TEST_CASE(mutated_draft_documents_never_crash)
{
  fuzz(draft, 7654321u, 100, false);
}

BOOST_AUTO_TEST_CASE(mutated_schemas_never_crash)
{
  fuzz(schema, 42u, 100, true);
}

BOOST_AUTO_TEST_CASE(random_bytes_never_crash)
{
  Reader reader;
  std::mt19937 rng(99u);
  for (int i = 0; i < 50; ++i) {
    std::string bytes(std::uniform_int_distribution<std::size_t>(0, 200)(rng), '\0');
    for (char& c : bytes) c = static_cast<char>(rng());
    if (i % 2 == 0 && !bytes.empty()) bytes[0] = '<';
    try_read(reader, bytes, false, false, "random bytes case " + std::to_string(i));
    try_read(reader, bytes, true, false, "random bytes as schema, case " + std::to_string(i));
  }
}

BOOST_AUTO_TEST_CASE(every_truncation_of_the_document)
{
  Reader reader;
  // Read the whole document first: a fresh Reader whose first inputs fail
  // cannot compile its schema later (a known bug, see
  // xml_reader/fresh_reader_survives_a_first_malformed_document), and this
  // test is about the truncations, not about that.
  DiagnosticSink warm;
  reader.read(definitions, "warm.xml", warm);
  int other = 0;
  for (std::size_t n = 0; n < definitions.size(); n += 7) {
    if (try_read(reader, definitions.substr(0, n), false, false, "truncated to " + std::to_string(n)) ==
        Outcome::other) {
      ++other;
    }
  }
  BOOST_TEST(other == 0);
}

namespace {

/// A Definitions document with `depth` nested elements in one of three
/// places: a foreign element in a NodeType, a node template's Properties,
/// and an xs:schema in Types (each read by different, once recursive, code).
std::string deep_document(int where, int depth)
{
  static const char* const open[] = {
      "<NodeType name=\"n\">",
      "<ServiceTemplate id=\"s\"><TopologyTemplate><NodeTemplate id=\"n\" type=\"ex:T\"><Properties>",
      ("<Types><xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\" targetNamespace=\"urn:p\">"
       "<xs:element name=\"e\"><xs:complexType>")};
  static const char* const close[] = {
      "</NodeType>", "</Properties></NodeTemplate></TopologyTemplate></ServiceTemplate>",
      "</xs:complexType></xs:element></xs:schema></Types>"};
  const std::string tag = where == 2 ? "xs:sequence" : "ex:a";
  std::string xml = "<Definitions xmlns=\"http://docs.oasis-open.org/tosca/ns/2011/12\" xmlns:ex=\"urn:x\" "
                    "id=\"d\" targetNamespace=\"urn:x\">";
  xml += open[where];
  for (int i = 0; i < depth; ++i) xml += "<" + tag + ">";
  for (int i = 0; i < depth; ++i) xml += "</" + tag + ">";
  return xml + close[where] + "</Definitions>";
}

}  // namespace

BOOST_AUTO_TEST_CASE(deep_documents_are_refused_at_the_default_limit)
{
  Reader reader;
  for (int where = 0; where < 3; ++where) {
    DiagnosticSink sink;
    try {
      reader.read(deep_document(where, 100000), "deep.xml", sink);
      BOOST_ERROR("shape " << where << ": 100000 levels must exceed the default max_depth");
    } catch (const FatalError& e) {
      BOOST_TEST(e.diagnostic().code == "XML_DEPTH", "shape " << where << ": " << e.what());
    }
  }
}

// Regression: with a raised limit (ReadOptions::max_depth, the CLI's
// --max-depth) a deep document used to overflow the stack in the recursive
// properties map view and XSD particle reader (SIGSEGV at ~10000 levels).
// The limit is now capped at k_max_depth_limit (4096), which those
// recursions survive: a 20000-deep document must be refused, not crash.
BOOST_AUTO_TEST_CASE(deep_documents_within_a_raised_limit)
{
  Reader reader;
  ReadOptions options;
  options.max_depth = 1000000;
  for (int where = 0; where < 3; ++where) {
    DiagnosticSink sink;
    try {
      reader.read(deep_document(where, 20000), "deep.xml", sink, options);
    } catch (const FatalError&) {
      // refusing is fine too; crashing is not
    }
  }
}
