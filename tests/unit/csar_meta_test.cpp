// Unit tests for TOSCA.meta (every variant seen in the wild, written back
// unchanged) and for finding a package's entry definitions.
#include <boost/test/unit_test.hpp>

#include "tosca/csar/package.hpp"
#include "tosca/support/sha256.hpp"

using namespace tosca;

namespace {

csar::Meta parse(const std::string& text, DiagnosticSink& sink)
{
  return csar::parse_meta(text, "t.csar!TOSCA-Metadata/TOSCA.meta", sink);
}

std::string package_error(const std::vector<csar::Entry>& entries)
{
  DiagnosticSink sink;
  try {
    csar::open_package({"t.csar", entries}, sink);
  } catch (const FatalError& e) {
    BOOST_TEST_MESSAGE(e.diagnostic().message);
    return e.diagnostic().code;
  }
  return "";
}

csar::Entry file(std::string name, std::string data = "x")
{
  return {std::move(name), std::move(data), false};
}

}  // namespace

BOOST_AUTO_TEST_CASE(final_standard_block0_and_file_blocks)
{
  DiagnosticSink sink;
  csar::Meta m = parse("TOSCA-Meta-Version: 1.0\nCSAR-Version: 1.0\nCreated-By: Winery 2.0\n"
                       "Entry-Definitions: Definitions/st.tosca\n\n"
                       "Name: Definitions/st.tosca\nContent-Type: application/vnd.oasis.tosca.definitions\n",
                       sink);
  BOOST_TEST(sink.diagnostics().empty());
  BOOST_TEST(m.blocks.size() == 2u);
  BOOST_TEST(m.entry_field()->value == "Definitions/st.tosca");
  BOOST_TEST(m.file_block("Definitions/st.tosca")->find("content-type")->value ==
             "application/vnd.oasis.tosca.definitions");
}

BOOST_AUTO_TEST_CASE(draft_entry_service_template_with_leading_slash)
{
  DiagnosticSink sink;
  csar::Meta m = parse("TOSCA-Meta-Version: 1.0\nCSAR-Version: 1.0\nCreated-By: Frank\n"
                       "Entry-Service-Template: /Service-Template/Payroll.ste\n",
                       sink);
  BOOST_TEST(m.entry_field()->name == "Entry-Service-Template");
  BOOST_TEST(csar::entry_name_of(m.entry_field()->value) == "Service-Template/Payroll.ste");
}

BOOST_AUTO_TEST_CASE(lower_case_names_crlf_bom_and_continuations)
{
  DiagnosticSink sink;
  csar::Meta m = parse("\xEF\xBB\xBFTOSCA-Meta-File-Version: 1.1\r\nCreated-by: Ayumu\r\n"
                       "  Ueha\r\nentry-definitions: a.yaml\r\n\r\n\r\nName: b\r\nContent-type: x/y\r\n",
                       sink);
  BOOST_TEST(sink.diagnostics().empty());
  BOOST_TEST(m.block0().find("Created-By")->value == "Ayumu Ueha");
  BOOST_TEST(m.entry_field()->value == "a.yaml");
  BOOST_TEST(m.blocks.size() == 2u);
}

BOOST_AUTO_TEST_CASE(misspelt_entry_definition_is_read_with_a_warning)
{
  DiagnosticSink sink;
  csar::Meta m = parse("TOSCA-Meta-File-Version: 1.0\nEntry-Definition: tosca_helloworld.yaml\n", sink);
  BOOST_REQUIRE(m.entry_field() != nullptr);
  BOOST_TEST(m.entry_field()->value == "tosca_helloworld.yaml");
  BOOST_REQUIRE(sink.diagnostics().size() == 1u);
  BOOST_TEST(sink.diagnostics()[0].code == "CSAR_META_MISSPELT");
  BOOST_TEST(sink.diagnostics()[0].line == 2u);
}

BOOST_AUTO_TEST_CASE(lines_that_are_not_name_value_are_located_errors)
{
  DiagnosticSink sink;
  parse("TOSCA-Meta-File-Version, 1.0\nCSAR-Version: 1.1\n  orphan\n", sink);
  BOOST_TEST(sink.error_count() == 1u);
  BOOST_TEST(sink.diagnostics()[0].code == "CSAR_META_SYNTAX");
  BOOST_TEST(sink.diagnostics()[0].line == 1u);
  DiagnosticSink sink2;
  parse("\n  orphan continuation\n", sink2);
  BOOST_TEST(sink2.error_count() == 1u);
  BOOST_TEST(sink2.diagnostics()[0].line == 2u);
}

BOOST_AUTO_TEST_CASE(not_utf8_is_fatal)
{
  DiagnosticSink sink;
  try {
    parse("Created-By: \xFF\xFE\n", sink);
    BOOST_FAIL("expected CSAR_META_ENCODING");
  } catch (const FatalError& e) {
    BOOST_TEST(e.diagnostic().code == "CSAR_META_ENCODING");
    BOOST_TEST(e.diagnostic().line == 1u);
  }
}

BOOST_AUTO_TEST_CASE(writing_keeps_order_unknown_keys_and_untouched_lines)
{
  const std::string text = "TOSCA-Meta-Version: 1.0\nX-Custom:   spaced\nCreated-by: Someone\n"
                           "  continued\n\nName: a\nContent-Type: x/y\nSHA-256: abc\n";
  DiagnosticSink sink;
  csar::Meta m = parse(text, sink);
  BOOST_TEST(csar::write_meta(m) == text);
  m.block0().set("Created-By", "tosca-convert");
  m.block0().set("Entry-Definitions", "a");
  BOOST_TEST(csar::write_meta(m) == "TOSCA-Meta-Version: 1.0\nX-Custom:   spaced\n"
                                    "Created-by: tosca-convert\nEntry-Definitions: a\n\n"
                                    "Name: a\nContent-Type: x/y\nSHA-256: abc\n");
  m.block0().rename("TOSCA-Meta-Version", "TOSCA-Meta-File-Version");
  m.block0().erase("x-custom");
  BOOST_TEST(csar::write_meta(m).rfind("TOSCA-Meta-File-Version: 1.0\nCreated-by:", 0) == 0);
}

BOOST_AUTO_TEST_CASE(entry_from_meta_must_exist_with_a_suggestion)
{
  const std::string meta = "TOSCA-Meta-File-Version: 1.0\nEntry-Definitions: definitions/a.yaml\n";
  BOOST_TEST(package_error({file("TOSCA-Metadata/TOSCA.meta", meta), file("Definitions/a.yaml")}) ==
             "CSAR_ENTRY_MISSING");
  DiagnosticSink sink;
  csar::Package p = csar::open_package(
      {"t.csar",
       {file("TOSCA-Metadata/TOSCA.meta", "Entry-Definitions: Definitions/a.yaml\n"),
        file("Definitions/a.yaml")}},
      sink);
  BOOST_TEST(p.entry == "Definitions/a.yaml");
}

BOOST_AUTO_TEST_CASE(entry_by_convention_without_meta)
{
  DiagnosticSink sink;
  BOOST_TEST(csar::open_package({"t.csar", {file("scripts/a.sh"), file("t.yml")}}, sink).entry ==
             "t.yml");
  BOOST_TEST(csar::open_package({"t.csar", {file("docker/types.yaml"), file("a.sh")}}, sink).entry ==
             "docker/types.yaml");
  BOOST_TEST(package_error({file("a.yaml"), file("b.yaml")}) == "CSAR_ENTRY_AMBIGUOUS");
  BOOST_TEST(package_error({file("a.sh")}) == "CSAR_NO_ENTRY");
}

BOOST_AUTO_TEST_CASE(meta_without_entry_is_a_warning_not_a_refusal)
{
  DiagnosticSink sink;
  csar::Package p = csar::open_package(
      {"t.csar",
       {file("TOSCA-Metadata/TOSCA.meta", "TOSCA-Meta-Version: 1.0\n"), file("Definitions/a.xml"),
        file("Definitions/b.xml")}},
      sink);
  BOOST_TEST(p.entry.empty());
  BOOST_TEST(sink.diagnostics().at(0).code == "CSAR_NO_ENTRY_DECLARED");
}

BOOST_AUTO_TEST_CASE(misplaced_meta_is_reported)
{
  DiagnosticSink sink;
  csar::open_package({"t.csar", {file("TOSCA-metadate/TOSCA.meta", "Entry-Definitions: a.yaml\n"),
                                 file("a.yaml")}},
                     sink);
  BOOST_TEST(sink.diagnostics().at(0).code == "CSAR_META_MISPLACED");
}

BOOST_AUTO_TEST_CASE(sha256_known_answers)
{
  BOOST_TEST(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  BOOST_TEST(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  BOOST_TEST(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
             "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  BOOST_TEST(sha256_hex(std::string(1000000, 'a')) ==
             "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}
