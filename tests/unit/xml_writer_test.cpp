// Unit tests for tosca::xml::write: read(write(read(x))) == read(x) for every
// golden XML input, in its own dialect and (for CSD03 inputs) through TOSCA
// 1.0 XML with the tc:draft extension; determinism and the fixpoint; schema
// validity of what is written; escaping; the namespace table (prefix reuse,
// invention, one prefix bound to several namespaces); fragments written
// verbatim in their scope; default attributes left out; NOT_REPRESENTABLE
// diagnostics of CSD03 output.
#include <boost/test/unit_test.hpp>

#include "xml_fixtures.hpp"
#include "xml_writer_diff.hpp"

#include "tosca/xml/writer.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace unit_xml;
namespace fs = std::filesystem;
using tosca::xml::OutputDialect;
using tosca::xml::WriteOptions;

namespace {

std::string slurp(const fs::path& p)
{
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

WriteOptions options_for(ir::Dialect d)
{
  WriteOptions o;
  o.dialect = d == ir::Dialect::csd03 ? OutputDialect::csd03 : OutputDialect::final_1_0;
  return o;
}

std::size_t count_code(const DiagnosticSink& s, const std::string& code)
{
  return static_cast<std::size_t>(
      std::count_if(s.diagnostics().begin(), s.diagnostics().end(),
                    [&](const Diagnostic& d) {
                      // "XSD" stands for every schema violation (XSD_*, WINERY_*)
                      return d.code == code || (code == "XSD" && tosca::xml::is_schema_violation(d.code));
                    }));
}

std::string messages(const DiagnosticSink& s, const std::string& code)
{
  std::string out;
  for (const auto& d : s.diagnostics()) {
    if (d.code == code || (code == "XSD" && tosca::xml::is_schema_violation(d.code))) {
      out += format_line(d) + "\n";
    }
  }
  return out;
}

struct RoundTrip
{
  ReadResult first;
  std::string written;
  DiagnosticSink write_sink;
  DiagnosticSink first_sink;
  DiagnosticSink second_sink;
  ReadResult second;
};

/// read, write in `o` (default: the document's own dialect), read again.
std::unique_ptr<RoundTrip> round_trip(const std::string& xml, std::optional<WriteOptions> o = {})
{
  auto r = std::make_unique<RoundTrip>();
  r->first = read_ok(xml, r->first_sink);
  r->written = xml::write(r->first.document, r->write_sink,
                          o.value_or(options_for(r->first.document.dialect)));
  r->second = read_ok(r->written, r->second_sink);
  return r;
}

std::vector<fs::path> golden_inputs()
{
  std::vector<fs::path> out;
  const fs::path root = fs::path(TOSCA_SOURCE_DIR) / "tests" / "golden" / "xml2yaml";
  for (const auto& dir : fs::directory_iterator(root)) {
    for (const char* name : {"in.xml", "in.ste", "in.tosca"}) {
      if (fs::exists(dir.path() / name)) {
        out.push_back(dir.path() / name);
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

const std::string draft_head = "<ServiceTemplate xmlns=\"" + tosca_ns + "\" xmlns:tns=\"" + tns +
                               "\" xmlns:ex=\"" + ex_ns +
                               "\" id=\"st\" name=\"S\" "
                               "targetNamespace=\"" +
                               tns + "\">\n";

}  // namespace

// ------------------------------------------------------ golden round trip

BOOST_AUTO_TEST_CASE(golden_inputs_round_trip)
{
  std::size_t checked = 0, refused = 0;
  for (const auto& path : golden_inputs()) {
    BOOST_TEST_CONTEXT("golden " << path.parent_path().filename().string() << "/"
                                 << path.filename().string())
    {
      const std::string bytes = slurp(path);
      DiagnosticSink s1;
      ReadResult first;
      try {
        first = reader().read(bytes, "in.xml", s1);
      } catch (const FatalError&) {
        ++refused; // bad-input goldens
        continue;
      }
      ++checked;
      const WriteOptions o = options_for(first.document.dialect);
      DiagnosticSink ws;
      const std::string out = xml::write(first.document, ws, o);
      DiagnosticSink s2;
      ReadResult second;
      try {
        second = reader().read(out, "out.xml", s2);
      } catch (const FatalError& e) {
        BOOST_ERROR("the output does not read: " << e.what() << "\n" << out);
        continue;
      }
      const std::string diff = writer_diff::describe(first.document, second.document);
      BOOST_TEST(diff == "", "read(write(d)) differs from d: " << diff << "\n" << out);
      BOOST_TEST(count_code(s2, "XSD") <= count_code(s1, "XSD"),
                 "the output breaks the schema where the input did not:\n"
                     << messages(s2, "XSD") << out);

      if (count_code(s1, "XSD") == 0) {
        BOOST_TEST(ws.diagnostics().empty(),
                   "a valid document written in its own dialect loses nothing:\n"
                       << messages(ws, "NOT_REPRESENTABLE"));
      }
      DiagnosticSink again;
      BOOST_TEST(xml::write(first.document, again, o) == out, "the same IR gives the same bytes");
      DiagnosticSink fix;
      BOOST_TEST(xml::write(second.document, fix, o) == out, "write(read(write(d))) == write(d)");
    }
  }
  BOOST_TEST(checked >= 60u, "golden inputs checked: " << checked << ", refused: " << refused);
}

BOOST_AUTO_TEST_CASE(a_spilled_document_is_the_written_one_in_pieces)
{
  // Pieces as small as can be (one per line break), with invalid UTF-8 in a
  // text: the pieces and the rest joined are write's bytes, and the same
  // warnings are given.
  std::vector<fs::path> inputs = golden_inputs();
  BOOST_REQUIRE(!inputs.empty());
  std::size_t spilled = 0, checked = 0, with_bad_bytes = 0, replaced = 0;
  for (const auto& path : inputs) {
    BOOST_TEST_CONTEXT("golden " << path.parent_path().filename().string())
    {
      DiagnosticSink rs;
      ReadResult r;
      try {
        r = reader().read(slurp(path), "in.xml", rs);
      } catch (const FatalError&) {
        continue;
      }
      ++checked;
      if (!r.document.node_types.empty()) {
        r.document.node_types.front().tags.push_back({"bad", "\xC3(\xFF", {}});
        ++with_bad_bytes;
      }
      const WriteOptions o = options_for(r.document.dialect);
      DiagnosticSink whole_sink;
      const std::string whole = xml::write(r.document, whole_sink, o);
      replaced += whole.find("\xEF\xBF\xBD(\xEF\xBF\xBD") != std::string::npos ? 1 : 0;
      for (std::size_t piece : {std::size_t{1}, std::size_t{700}}) {
        std::string joined;
        std::size_t pieces = 0;
        xml::Spill spill;
        spill.piece = piece;
        spill.take = [&](std::string_view p) {
          BOOST_TEST(p.size() >= piece);
          joined += p;
          ++pieces;
          return true;
        };
        DiagnosticSink sink;
        joined += xml::write(r.document, sink, o, spill);
        BOOST_TEST(joined == whole);
        BOOST_TEST(messages(sink, "NOT_REPRESENTABLE") == messages(whole_sink, "NOT_REPRESENTABLE"));
        spilled += pieces != 0 ? 1 : 0;
      }
      // Declined at once: everything is returned.
      xml::Spill declined;
      declined.piece = 1;
      declined.take = [](std::string_view) { return false; };
      DiagnosticSink sink;
      BOOST_TEST(xml::write(r.document, sink, o, declined) == whole);
      BOOST_TEST(messages(sink, "NOT_REPRESENTABLE") == messages(whole_sink, "NOT_REPRESENTABLE"));
    }
  }
  BOOST_TEST(spilled >= checked, "every document was handed over in pieces at least once");
  BOOST_TEST(checked >= 60u);
  BOOST_TEST(replaced == with_bad_bytes, "the bad bytes were replaced in each");
  BOOST_TEST(with_bad_bytes >= 20u);
}

BOOST_AUTO_TEST_CASE(draft_goldens_through_the_final_dialect)
{
  // CSD03 documents written as TOSCA 1.0 XML: the draft-only content rides
  // in tc:draft and comes back onto the same IR fields.
  std::size_t checked = 0;
  for (const auto& path : golden_inputs()) {
    DiagnosticSink s1;
    ReadResult first;
    try {
      first = reader().read(slurp(path), "in.ste", s1);
    } catch (const FatalError&) {
      continue;
    }
    if (first.document.dialect != ir::Dialect::csd03) {
      continue;
    }
    ++checked;
    BOOST_TEST_CONTEXT("golden " << path.parent_path().filename().string())
    {
      DiagnosticSink ws;
      const std::string out = xml::write(first.document, ws, {xml::OutputDialect::final_1_0});
      DiagnosticSink s2;
      ir::Document back = read_ok(out, s2).document;
      BOOST_TEST((back.dialect == ir::Dialect::final_1_0));
      // The default writes a draft as a draft.
      DiagnosticSink ws2;
      DiagnosticSink s3;
      BOOST_TEST((read_ok(xml::write(first.document, ws2), s3).document.dialect ==
                  ir::Dialect::csd03));
      back.dialect = ir::Dialect::csd03;
      const std::string diff = writer_diff::describe(first.document, back);
      BOOST_TEST(diff == "", "draft -> final -> IR differs: " << diff << "\n" << out);
    }
  }
  BOOST_TEST(checked >= 15u);
}

// --------------------------------------------------------------- escaping

BOOST_AUTO_TEST_CASE(text_and_attributes_are_escaped)
{
  ir::Document d;
  d.id = "d";
  d.target_namespace = tns;
  ir::NodeType t;
  t.name = "T";
  t.target_namespace = tns;
  t.tags.push_back({"quote \" amp & lt < gt >", "tab\tnewline\ncr\rend", {}});
  t.tags.push_back({"  spaces  kept  ", "", {}});
  t.tags.push_back({"control\x01"
                    "char",
                    "x",
                    {}});
  d.node_types.push_back(t);

  DiagnosticSink ws;
  const std::string out = xml::write(d, ws);
  BOOST_TEST(out.find("name=\"quote &quot; amp &amp; lt &lt; gt &gt;\"") != std::string::npos, out);
  BOOST_TEST(out.find("value=\"tab&#9;newline&#10;cr&#13;end\"") != std::string::npos, out);
  BOOST_TEST(count_code(ws, "NOT_REPRESENTABLE") == 1u, "the control character is reported");

  DiagnosticSink rs;
  auto back = read_ok(out, rs).document;
  BOOST_REQUIRE(back.node_types.size() == 1u);
  const auto& tags = back.node_types[0].tags;
  BOOST_REQUIRE(tags.size() == 3u);
  BOOST_TEST(tags[0].name == t.tags[0].name);
  BOOST_TEST(tags[0].value == t.tags[0].value, "white space survives attribute normalisation");
  BOOST_TEST(tags[1].name == t.tags[1].name);
  BOOST_TEST(tags[2].name == "controlchar");
}

BOOST_AUTO_TEST_CASE(documentation_and_winery_text_round_trip)
{
  const std::string xml =
      defs("  <NodeType name=\"T\">\n"
           "    <documentation xml:lang=\"de\" source=\"http://x/?a=1&amp;b=2\">a &lt; b &amp; "
           "<ex:em xmlns:q=\"http://q\">c</ex:em> \"d\" &#13;</documentation>\n"
           "    <winery:PropertiesDefinition xmlns:winery=\"" +
           winery_ns +
           "\" elementname=\"P\" "
           "namespace=\"" +
           tns +
           "\">\n"
           "      <winery:properties><winery:key>k &amp; &lt;v&gt;</winery:key>"
           "<winery:type>xsd:string</winery:type><winery:defaultValue/></winery:properties>\n"
           "    </winery:PropertiesDefinition>\n"
           "  </NodeType>");
  auto r = round_trip(xml);
  BOOST_TEST(writer_diff::describe(r->first.document, r->second.document) == "", r->written);
  const auto& t = r->second.document.node_types.at(0);
  BOOST_TEST(t.ext.documentation.at(0).content ==
             "a &lt; b &amp; <ex:em xmlns:q=\"http://q\">c</ex:em> \"d\" &#13;");
  BOOST_REQUIRE(t.winery_properties.has_value());
  BOOST_TEST(t.winery_properties->properties.at(0).key == "k & <v>");
  BOOST_TEST(t.winery_properties->properties.at(0).default_value.value_or("?") == "");
}

// ------------------------------------------------------ namespace table

BOOST_AUTO_TEST_CASE(prefixes_are_invented_when_no_hint_is_usable)
{
  ir::Document d;
  d.id = "d";
  d.target_namespace = tns;
  ir::NodeType base;
  base.name = "Base";
  base.target_namespace = "http://example.org/a";
  base.target_namespace_written = true;
  ir::NodeType derived;
  derived.name = "Derived";
  derived.target_namespace = tns;
  derived.derived_from = QName{"http://example.org/a", "Base", ""};
  derived.properties_definition = ir::PropertiesDefinition{};
  derived.properties_definition->element = QName{"http://example.org/b", "Props", ""};
  derived.properties_definition->type = QName{"http://example.org/a", "PropsType", ""};
  d.node_types = {base, derived};

  DiagnosticSink ws;
  const std::string out = xml::write(d, ws);
  BOOST_TEST(out.find("xmlns:ns1=\"http://example.org/a\"") != std::string::npos, out);
  BOOST_TEST(out.find("typeRef=\"ns1:Base\"") != std::string::npos, out);
  BOOST_TEST(out.find("element=\"ns2:Props\"") != std::string::npos, out);
  BOOST_TEST(out.find("type=\"ns1:PropsType\"") != std::string::npos,
             "one namespace keeps its invented prefix: " << out);
  BOOST_TEST(out.find("xmlns=\"" + tosca_ns + "\"") != std::string::npos,
             "TOSCA's namespace is bound although the IR gave no root bindings");

  DiagnosticSink rs;
  auto back = read_ok(out, rs).document;
  BOOST_TEST(writer_diff::describe(back, d) == "", out);
  BOOST_TEST(rs.diagnostics().empty(), codes(rs));
}

BOOST_AUTO_TEST_CASE(input_prefixes_are_reused)
{
  const std::string xml =
      defs("  <NodeType name=\"A\"/>\n"
           "  <NodeType name=\"B\"><DerivedFrom typeRef=\"tns:A\"/></NodeType>\n"
           "  <NodeType name=\"C\" xmlns:local=\"" +
           tns +
           "\"><DerivedFrom typeRef=\"local:B\"/></NodeType>\n"
           "  <NodeType name=\"D\"><DerivedFrom typeRef=\"C\"/></NodeType>");
  auto r = round_trip(xml);
  BOOST_TEST(r->written.find("typeRef=\"tns:A\"") != std::string::npos, r->written);
  BOOST_TEST(r->written.find("xmlns:local=\"" + tns + "\"") != std::string::npos, r->written);
  BOOST_TEST(r->written.find("typeRef=\"local:B\"") != std::string::npos, r->written);
  // Under TOSCA's default namespace an unprefixed QName is read as the
  // target namespace only by lenient readers: the writer spells it with a
  // prefix bound to the target namespace, so strict readers agree.
  BOOST_TEST(r->written.find("typeRef=\"C\"") == std::string::npos, r->written);
  BOOST_TEST(r->written.find("typeRef=\"tns:C\"") != std::string::npos, r->written);
  BOOST_TEST(writer_diff::describe(r->first.document, r->second.document) == "", r->written);
}

BOOST_AUTO_TEST_CASE(same_prefix_bound_to_different_namespaces)
{
  const fs::path p = fs::path(TOSCA_SOURCE_DIR) /
                     "tests/golden/xml2yaml/134-same-prefix-different-namespaces/in.xml";
  auto r = round_trip(slurp(p));
  BOOST_TEST(writer_diff::describe(r->first.document, r->second.document) == "", r->written);
  // t means three namespaces in three places; each QName keeps its meaning.
  const auto& st = r->second.document.service_templates.at(0);
  BOOST_TEST(st.topology->node_templates.at(0).type.ns == "http://example.org/golden/134");
  BOOST_TEST(st.topology->relationship_templates.at(0).type.ns ==
             "http://example.org/golden/134/rel");
  BOOST_TEST(r->written.find("xmlns:t=\"http://example.org/golden/134/rel\"") != std::string::npos,
             r->written);
  // ext means A on one node type and B on the other: the foreign attributes
  // and elements keep their own namespaces and bindings.
  const auto& types = r->second.document.node_types;
  BOOST_TEST(types.at(0).ext.any_attributes.at(0).name.ns == "http://example.org/ext/A");
  BOOST_TEST(types.at(1).ext.any_attributes.at(0).name.ns == "http://example.org/ext/B");
  BOOST_TEST(r->second_sink.error_count() == 0u, codes(r->second_sink));
}

BOOST_AUTO_TEST_CASE(a_qname_prefix_never_rebinds_one_in_use_on_the_same_element)
{
  // The IR asks for prefix p twice with different namespaces on one element.
  ir::Document d;
  d.id = "d";
  d.target_namespace = tns;
  ir::NodeType t;
  t.name = "T";
  t.target_namespace = tns;
  t.properties_definition = ir::PropertiesDefinition{};
  t.properties_definition->element = QName{"http://one", "E", "p"};
  t.properties_definition->type = QName{"http://two", "T", "p"};
  d.node_types.push_back(t);
  DiagnosticSink ws;
  const std::string out = xml::write(d, ws);
  BOOST_TEST(out.find("element=\"p:E\"") != std::string::npos, out);
  BOOST_TEST(out.find("type=\"ns1:T\"") != std::string::npos, out);
  DiagnosticSink rs;
  BOOST_TEST(writer_diff::describe(read_ok(out, rs).document, d) == "", out);
}

// --------------------------------------------------------------- fragments

BOOST_AUTO_TEST_CASE(fragments_are_verbatim_and_keep_their_scope)
{
  // The properties document uses prefixes declared on the Definitions root
  // and on the NodeTemplate; the writer must declare them so that the
  // fragment text stays byte-identical and its bindings equal.
  const std::string xml = defs(
      "  <ServiceTemplate id=\"s\"><TopologyTemplate>\n"
      "    <NodeTemplate id=\"n\" type=\"tns:T\" xmlns:p=\"http://p\" xmlns:v=\"http://v\">\n"
      "      <p:note   a = 'x'   >kept <![CDATA[<raw>]]> as is<!-- c --></p:note>\n"
      "      <Properties><v:Props><v:x xsi:type=\"ex:T\" "
      "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">1</v:x></v:Props></Properties>\n"
      "    </NodeTemplate>\n"
      "  </TopologyTemplate></ServiceTemplate>");
  auto r = round_trip(xml);
  BOOST_TEST(writer_diff::describe(r->first.document, r->second.document) == "", r->written);
  const auto& n = r->second.document.service_templates.at(0).topology->node_templates.at(0);
  BOOST_TEST(n.ext.any_elements.at(0).xml ==
             "<p:note a=\"x\">kept <![CDATA[<raw>]]> as is<!-- c --></p:note>");
  BOOST_TEST(n.properties->document.xml.find("xsi:type=\"ex:T\"") != std::string::npos);
  BOOST_TEST(r->written.find("<p:note a=\"x\">kept <![CDATA[<raw>]]> as is<!-- c --></p:note>") !=
             std::string::npos);
}

BOOST_AUTO_TEST_CASE(fragment_bindings_unknown_to_the_root_are_declared_on_the_parent)
{
  ir::Document d;
  d.id = "d";
  d.target_namespace = tns;
  ir::NodeType t;
  t.name = "T";
  t.target_namespace = tns;
  ir::Fragment f;
  f.xml = "<m:meta>1</m:meta>";
  f.bindings = {{"", tosca_ns}, {"m", "http://meta"}};
  t.ext.any_elements.push_back(f);
  d.node_types.push_back(t);
  d.root_bindings = {{"", tosca_ns}};
  DiagnosticSink ws;
  const std::string out = xml::write(d, ws);
  BOOST_TEST(out.find("<NodeType xmlns:m=\"http://meta\" name=\"T\">") != std::string::npos, out);
  DiagnosticSink rs;
  BOOST_TEST(writer_diff::describe(read_ok(out, rs).document, d) == "", out);
}

BOOST_AUTO_TEST_CASE(stray_text_stays_apart_and_exact)
{
  const std::string xml = defs("  <NodeType name=\"T\">one<ex:e/>two<![CDATA[three]]></NodeType>");
  auto r = round_trip(xml);
  BOOST_TEST(writer_diff::describe(r->first.document, r->second.document) == "", r->written);
  BOOST_TEST(r->first.document.node_types.at(0).ext.any_elements.size() == 4u);
}

// ---------------------------------------------------- defaults, dialects

BOOST_AUTO_TEST_CASE(absent_default_attributes_stay_absent)
{
  const std::string xml =
      defs("  <NodeType name=\"A\"><Interfaces><Interface name=\"i\"><Operation name=\"o\">"
           "<InputParameters><InputParameter name=\"p\" type=\"xs:string\"/></InputParameters>"
           "</Operation></Interface></Interfaces></NodeType>\n"
           "  <NodeType name=\"B\" abstract=\"no\" final=\"yes\"/>\n"
           "  <Extensions><Extension namespace=\"http://e\"/></Extensions>");
  auto r = round_trip(xml);
  BOOST_TEST(r->written.find("required=") == std::string::npos, r->written);
  BOOST_TEST(r->written.find("mustUnderstand") == std::string::npos, r->written);
  BOOST_TEST(r->written.find("<NodeType name=\"A\">") != std::string::npos, r->written);
  BOOST_TEST(r->written.find("abstract=\"no\" final=\"yes\"") != std::string::npos,
             "written defaults stay written");
  BOOST_TEST(writer_diff::describe(r->first.document, r->second.document) == "", r->written);
}

BOOST_AUTO_TEST_CASE(output_layout)
{
  const std::string xml = defs("<NodeType name=\"A\"><Tags><Tag name=\"a\" value=\"b\"/></Tags>"
                               "</NodeType>");
  auto r = round_trip(xml);
  const std::string expected = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<Definitions xmlns=\"" +
                               tosca_ns + "\" xmlns:tns=\"" + tns + "\" xmlns:ex=\"" + ex_ns +
                               "\" id=\"d\" targetNamespace=\"" + tns +
                               "\">\n"
                               "  <NodeType name=\"A\">\n"
                               "    <Tags>\n"
                               "      <Tag name=\"a\" value=\"b\"/>\n"
                               "    </Tags>\n"
                               "  </NodeType>\n"
                               "</Definitions>\n";
  BOOST_TEST(r->written == expected);
}

BOOST_AUTO_TEST_CASE(csd03_output_reports_what_has_no_place)
{
  const std::string xml =
      defs("  <ServiceTemplate id=\"one\"><BoundaryDefinitions/><TopologyTemplate>"
           "<NodeTemplate id=\"n\" type=\"tns:A\"/></TopologyTemplate></ServiceTemplate>\n"
           "  <ServiceTemplate id=\"two\"><TopologyTemplate><NodeTemplate id=\"m\" type=\"tns:A\"/>"
           "</TopologyTemplate></ServiceTemplate>\n"
           "  <NodeType name=\"A\"/>\n"
           "  <RequirementType name=\"R\"/>\n"
           "  <PolicyTemplate id=\"pt\" type=\"tns:P\"/>");
  DiagnosticSink rs;
  auto doc = read_ok(xml, rs).document;
  WriteOptions o;
  o.dialect = OutputDialect::csd03;
  DiagnosticSink ws;
  const std::string out = xml::write(doc, ws, o);
  const std::string m = messages(ws, "NOT_REPRESENTABLE");
  BOOST_TEST(m.find("service template 'two' has no place in CSD03 XML") != std::string::npos, m);
  BOOST_TEST(m.find("requirement type 'R' has no place") != std::string::npos, m);
  BOOST_TEST(m.find("policy template 'pt' has no place") != std::string::npos, m);
  BOOST_TEST(m.find("boundary definitions have no place") != std::string::npos, m);
  BOOST_TEST(m.find("its id differs from the document's") != std::string::npos, m);
  for (const auto& d : ws.diagnostics()) {
    BOOST_TEST(d.file == "in.xml");
    BOOST_TEST(d.line > 0u, "located: " << format_line(d));
  }
  // What has a place is written and reads back as a draft document.
  DiagnosticSink back_sink;
  auto back = read_ok(out, back_sink).document;
  BOOST_TEST((back.dialect == ir::Dialect::csd03));
  BOOST_TEST(back.node_types.size() == 1u);
  BOOST_TEST(back.service_templates.at(0).topology->node_templates.at(0).id == "n");
  BOOST_TEST(count_code(back_sink, "XSD") == 0u, messages(back_sink, "XSD") << out);
}

BOOST_AUTO_TEST_CASE(draft_content_in_final_output_is_reported_and_kept)
{
  const std::string xml =
      draft_head +
      "  <TopologyTemplate id=\"topo\">\n"
      "    <GroupTemplate id=\"g\"><NodeTemplate id=\"n\" nodeType=\"tns:A\"/>"
      "<Policies><Policy name=\"p\" "
      "type=\"http://pt\"><ex:x/></Policy></Policies></GroupTemplate>\n"
      "  </TopologyTemplate>\n"
      "  <NodeTypes><NodeType id=\"A\" name=\"The A\"><Interfaces><Interface name=\"i\">"
      "<Operation name=\"o\"><WSDL portType=\"tns:P\" operation=\"op\"/></Operation>"
      "</Interface></Interfaces></NodeType></NodeTypes>\n"
      "</ServiceTemplate>";
  DiagnosticSink rs;
  auto doc = read_ok(xml, rs).document;
  DiagnosticSink ws;
  const std::string out = xml::write(doc, ws, {xml::OutputDialect::final_1_0});
  const std::string m = messages(ws, "NOT_REPRESENTABLE");
  BOOST_TEST(m.find("node template 'n': group membership (CSD03 only) kept in extension element "
                    "tc:draft") != std::string::npos,
             m);
  BOOST_TEST(m.find("operation 'o': WSDL binding") != std::string::npos, m);
  BOOST_TEST(m.find("node type 'A': display name") != std::string::npos, m);
  BOOST_TEST(out.find("<tc:draft xmlns:tc=\"http://tosca-convert.org/xml/extensions/1\"") !=
                 std::string::npos,
             out);
  DiagnosticSink back_sink;
  auto back = read_ok(out, back_sink).document;
  back.dialect = ir::Dialect::csd03;
  BOOST_TEST(writer_diff::describe(doc, back) == "", out);
}

BOOST_AUTO_TEST_CASE(draft_group_members_keep_their_order)
{
  const std::string xml =
      draft_head +
      "  <TopologyTemplate id=\"topo\">\n"
      "    <NodeTemplate id=\"a\" nodeType=\"tns:A\"/>\n"
      "    <GroupTemplate id=\"g\"><GroupTemplate id=\"h\"><NodeTemplate id=\"b\" "
      "nodeType=\"tns:A\"/>"
      "</GroupTemplate><NodeTemplate id=\"c\" nodeType=\"tns:A\"/>"
      "<RelationshipTemplate id=\"r\" relationshipType=\"tns:R\"><SourceElement id=\"b\"/>"
      "<TargetElement id=\"c\"/></RelationshipTemplate></GroupTemplate>\n"
      "    <NodeTemplate id=\"d\" nodeType=\"tns:A\"/>\n"
      "  </TopologyTemplate>\n"
      "</ServiceTemplate>";
  auto r = round_trip(xml);
  BOOST_TEST(writer_diff::describe(r->first.document, r->second.document) == "", r->written);
  const auto& t = *r->second.document.service_templates.at(0).topology;
  BOOST_TEST(t.node_templates.at(1).group == "h");
  BOOST_TEST(t.node_templates.at(2).group == "g");
  BOOST_TEST(t.group_templates.at(1).group == "g");
}

BOOST_AUTO_TEST_CASE(a_qname_in_no_namespace_undeclares_the_default)
{
  // Winery writes xmlns="" on a TOSCA element so that an unprefixed type
  // means no namespace; the writer must do the same (and prefix the
  // element's name), since the default namespace is TOSCA's.
  const std::string xml =
      defs("  <ServiceTemplate id=\"s\"><TopologyTemplate>\n"
           "    <NodeTemplate id=\"a\" type=\"tns:T\"/><NodeTemplate id=\"b\" type=\"tns:T\"/>\n"
           "    <t:RelationshipTemplate xmlns:t=\"" +
           tosca_ns +
           "\" xmlns=\"\" id=\"r\" type=\"R\">"
           "<t:SourceElement ref=\"a\"/><t:TargetElement ref=\"b\"/></t:RelationshipTemplate>\n"
           "  </TopologyTemplate></ServiceTemplate>");
  auto r = round_trip(xml);
  const auto& rel =
      r->first.document.service_templates.at(0).topology->relationship_templates.at(0);
  BOOST_TEST(rel.type.ns == "");
  BOOST_TEST(writer_diff::describe(r->first.document, r->second.document) == "", r->written);
  BOOST_TEST(r->written.find("<tosca:RelationshipTemplate xmlns=\"\" xmlns:tosca=\"" + tosca_ns +
                             "\" id=\"r\" type=\"R\">") != std::string::npos,
             r->written);
  BOOST_TEST(r->write_sink.diagnostics().empty(), codes(r->write_sink));
}

BOOST_AUTO_TEST_CASE(adjacent_text_fragments_stay_two)
{
  ir::Document d;
  d.id = "d";
  d.target_namespace = tns;
  ir::NodeType t;
  t.name = "T";
  t.target_namespace = tns;
  for (const char* x : {"one", "two &amp; more", "<![CDATA[three]]>", "<![CDATA[four]]>"}) {
    ir::Fragment f;
    f.xml = x;
    t.ext.any_elements.push_back(f);
  }
  d.node_types.push_back(t);
  DiagnosticSink ws;
  const std::string out = xml::write(d, ws);
  BOOST_TEST(out.find("<NodeType name=\"T\">one<!---->two &amp; more<![CDATA[three]]>"
                      "<![CDATA[four]]></NodeType>") != std::string::npos,
             out);
  DiagnosticSink rs;
  BOOST_TEST(writer_diff::describe(read_ok(out, rs).document, d) == "", out);
}

BOOST_AUTO_TEST_CASE(what_xml_cannot_carry_is_reported_not_written)
{
  ir::Document d;
  d.id = "d";
  d.target_namespace = tns;
  ir::NodeType t;
  t.name = "caf\xC3\xA9 \xFF";
  t.target_namespace = tns;
  t.ext.any_attributes.push_back({QName{"", "name", ""}, "duplicate", {}});
  t.ext.any_attributes.push_back({QName{ex_ns, "bad name", "ex"}, "x", {}});
  d.node_types.push_back(t);
  DiagnosticSink ws;
  const std::string out = xml::write(d, ws);
  const std::string m = messages(ws, "NOT_REPRESENTABLE");
  BOOST_TEST(m.find("attribute 'name' appears twice") != std::string::npos, m);
  BOOST_TEST(m.find("'bad name'") != std::string::npos, m);
  BOOST_TEST(m.find("invalid UTF-8") != std::string::npos, m);
  DiagnosticSink rs;
  const auto back = read_ok(out, rs).document;
  BOOST_TEST(back.node_types.at(0).name == "caf\xC3\xA9 \xEF\xBF\xBD");
}

BOOST_AUTO_TEST_CASE(each_byte_of_invalid_utf8_becomes_a_replacement_character)
{
  ir::Document d;
  d.id = "d";
  d.target_namespace = tns;
  ir::NodeType t;
  t.name = "T";
  t.target_namespace = tns;
  // overlong '/', a surrogate, U+FFFE, beyond U+10FFFF, a lone continuation
  // byte; valid 2-, 3- and 4-byte characters between them stay
  t.tags.push_back({"v", "a\xC0\xAF" "b\xED\xA0\x80" "c\xEF\xBF\xBE" "d\xF4\x90\x80\x80"
                         "e\x80" "f\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80",
                    {}});
  t.tags.push_back({"end", "\xE2\x82", {}}); // cut short by the quote that follows
  d.node_types.push_back(t);
  DiagnosticSink ws;
  const std::string out = xml::write(d, ws);
  BOOST_TEST(messages(ws, "NOT_REPRESENTABLE").find("invalid UTF-8") != std::string::npos);
  DiagnosticSink rs;
  const auto back = read_ok(out, rs).document;
  const auto& tags = back.node_types.at(0).tags;
  BOOST_REQUIRE(tags.size() == 2u);
  const std::string r = "\xEF\xBF\xBD";
  BOOST_TEST(tags[0].value == "a" + r + r + "b" + r + r + r + "c" + r + r + r + "d" + r + r + r + r +
                                  "e" + r + "f\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80");
  BOOST_TEST(tags[1].value == r + r);
}

BOOST_AUTO_TEST_CASE(yaml_payload_round_trips)
{
  // A YAML-born entity's definition rides in <tc:yaml> (yaml_payload.hpp).
  ir::Document d;
  d.id = "d";
  d.target_namespace = tns;
  ir::NodeType t;
  t.name = "T";
  t.target_namespace = tns;
  t.ext.yaml = ir::Value::map();
  t.ext.yaml.mut().add("derived_from", ir::Value::of("tosca.nodes.Root"));
  ir::Value props = ir::Value::map();
  props.add("port", ir::Value::of(80));
  t.ext.yaml.mut().add("properties", props);
  d.node_types.push_back(t);
  DiagnosticSink ws;
  const std::string out = xml::write(d, ws);
  BOOST_TEST(out.find("\n    <tc:yaml xmlns:tc=") != std::string::npos, out);
  DiagnosticSink rs;
  BOOST_TEST(writer_diff::describe(read_ok(out, rs).document, d) == "", out);
}
