// Unit tests for whole-CSAR conversion: the seed's Payroll CSAR in the draft
// layout converted both ways, determinism, the rewriting of TOSCA.meta and
// of imports, and refusals that leave no archive behind.
#include <boost/test/unit_test.hpp>

#include "tosca/convert/csar.hpp"
#include "tosca/support/files.hpp"

#include <filesystem>

using namespace tosca;
using convert::CsarTarget;
namespace fs = std::filesystem;

namespace {

/// The files of a fixture directory as archive entries, in name order.
std::vector<csar::Entry> fixture(const std::string& name)
{
  std::vector<csar::Entry> entries;
  const fs::path root = fs::path(TOSCA_FIXTURES_DIR) / name;
  for (const auto& f : fs::recursive_directory_iterator(root)) {
    if (f.is_regular_file()) {
      entries.push_back({f.path().lexically_relative(root).generic_string(),
                         read_file(f.path().string()), false});
    }
  }
  std::sort(entries.begin(), entries.end(),
            [](const csar::Entry& a, const csar::Entry& b) { return a.name < b.name; });
  return entries;
}

struct Converted
{
  convert::CsarConversion result;
  csar::Archive archive;
  DiagnosticSink sink;
};

Converted convert_bytes(const std::string& bytes, CsarTarget target,
                        xml::OutputDialect dialect = xml::OutputDialect::final_1_0)
{
  Converted c;
  convert::CsarOptions options;
  options.xml.dialect = dialect;
  c.result = convert::convert_csar(bytes, "in.csar", target, options, c.sink);
  for (const auto& d : c.sink.diagnostics()) {
    BOOST_TEST_MESSAGE(format_line(d));
  }
  if (!c.result.bytes.empty()) {
    c.archive = csar::read_archive(c.result.bytes, "out.csar");
  }
  return c;
}

const std::string& data_of(const csar::Archive& a, const std::string& name)
{
  const csar::Entry* e = a.find(name);
  BOOST_REQUIRE_MESSAGE(e != nullptr, name << " is in the archive");
  return e->data;
}

}  // namespace

BOOST_AUTO_TEST_CASE(payroll_draft_csar_to_yaml_keeps_every_file)
{
  const auto entries = fixture("payroll");
  Converted c = convert_bytes(csar::write_archive(entries), CsarTarget::yaml);
  BOOST_REQUIRE(!c.result.failed);
  BOOST_TEST(c.result.converted == 2u);
  BOOST_TEST(c.result.copied == 4u);
  BOOST_TEST(c.result.entry == "Service-Template/Payroll.yaml");
  for (const auto& e : entries) {
    if (e.name.ends_with(".ste") || e.name.ends_with(".meta")) {
      continue;
    }
    BOOST_TEST(data_of(c.archive, e.name) == e.data, e.name << " is copied byte for byte");
  }
  const std::string& yaml = data_of(c.archive, "Service-Template/Payroll.yaml");
  BOOST_TEST(yaml.find("tosca_definitions_version: tosca_simple_yaml_1_0") != std::string::npos);
  BOOST_TEST(yaml.find("PayrollApplication") != std::string::npos);
  // The draft's Import of PayrollTypes.ste now names the converted file.
  BOOST_TEST(yaml.find("location: PayrollTypes.yaml") != std::string::npos);
  const std::string& meta = data_of(c.archive, "TOSCA-Metadata/TOSCA.meta");
  BOOST_TEST(meta.find("TOSCA-Meta-File-Version: 1.1\nCSAR-Version: 1.1\n") == 0u);
  BOOST_TEST(meta.find("Entry-Definitions: Service-Template/Payroll.yaml\n") != std::string::npos);
  BOOST_TEST(meta.find("Name: Service-Template/Payroll.yaml\nContent-Type: "
                       "application/vnd.oasis.service_template\n"
                       "tosca-convert-Source: Service-Template/Payroll.ste\n") != std::string::npos);
  BOOST_TEST(meta.find("Name: Python/wsadmin.py\nContent-Type: application/vnd.oasis.py\n") !=
             std::string::npos);
}

BOOST_AUTO_TEST_CASE(payroll_back_to_the_draft_restores_names_and_meta)
{
  const std::string original = csar::write_archive(fixture("payroll"));
  Converted y = convert_bytes(original, CsarTarget::yaml);
  BOOST_REQUIRE(!y.result.failed);
  Converted x = convert_bytes(y.result.bytes, CsarTarget::xml, xml::OutputDialect::csd03);
  BOOST_REQUIRE(!x.result.failed);
  BOOST_TEST(x.result.entry == "Service-Template/Payroll.ste");
  const std::string& ste = data_of(x.archive, "Service-Template/Payroll.ste");
  BOOST_TEST(ste.find("<ServiceTemplate") != std::string::npos);
  BOOST_TEST(ste.find("location=\"PayrollTypes.ste\"") != std::string::npos);
  const std::string& meta = data_of(x.archive, "TOSCA-Metadata/TOSCA.meta");
  BOOST_TEST(meta.find("Entry-Service-Template: Service-Template/Payroll.ste\n") != std::string::npos);
  BOOST_TEST(meta.find("tosca-convert-Source") == std::string::npos);
  BOOST_TEST(meta.find("Name: Service-Template/PayrollTypes.ste\nContent-Type: "
                       "application/vnd.oasis.service_template\n") != std::string::npos);

  DiagnosticSink sink;
  convert::CsarComparison same =
      convert::compare_csars(original, "a.csar", x.result.bytes, "b.csar", {}, sink);
  BOOST_TEST(same.completed);
  BOOST_TEST(same.differences == 0u, same.text);
  convert::CsarRoundtrip rt = convert::roundtrip_csar(original, "payroll.csar", {}, sink);
  BOOST_TEST(rt.completed);
  BOOST_TEST(rt.comparison.differences == 0u, rt.comparison.text);
}

BOOST_AUTO_TEST_CASE(output_is_deterministic)
{
  const std::string original = csar::write_archive(fixture("payroll"));
  BOOST_TEST(convert_bytes(original, CsarTarget::yaml).result.bytes ==
             convert_bytes(original, CsarTarget::yaml).result.bytes);
}

BOOST_AUTO_TEST_CASE(a_changed_artifact_is_a_difference)
{
  auto entries = fixture("payroll");
  const std::string a = csar::write_archive(entries);
  for (auto& e : entries) {
    if (e.name == "Python/wsadmin.py") {
      e.data += "# changed\n";
    }
  }
  DiagnosticSink sink;
  convert::CsarComparison c =
      convert::compare_csars(a, "a.csar", csar::write_archive(entries), "b.csar", {}, sink);
  BOOST_TEST(c.differences == 1u);
  BOOST_TEST(c.text.find("Python/wsadmin.py: bytes differ") == 0u);
}

BOOST_AUTO_TEST_CASE(yaml_imports_follow_renamed_files)
{
  const std::string types = "tosca_definitions_version: tosca_simple_yaml_1_2\n"
                            "node_types:\n  my.App:\n    derived_from: tosca.nodes.Root\n";
  const std::string main = "tosca_definitions_version: tosca_simple_yaml_1_2\n"
                           "imports:\n  - types/app.yaml\n"
                           "topology_template:\n  node_templates:\n    app:\n      type: my.App\n";
  const std::string archive =
      csar::write_archive({{"main.yaml", main, false}, {"types/app.yaml", types, false},
                           {"scripts/run.sh", "#!/bin/sh\n", false}});
  Converted x = convert_bytes(archive, CsarTarget::xml);
  BOOST_REQUIRE(!x.result.failed);
  BOOST_TEST(x.result.entry == "main.tosca");
  BOOST_TEST(data_of(x.archive, "main.tosca").find("types/app.tosca") != std::string::npos);
  BOOST_TEST(data_of(x.archive, "TOSCA-Metadata/TOSCA.meta").find("tosca-convert-Meta: generated") !=
             std::string::npos);
  Converted y = convert_bytes(x.result.bytes, CsarTarget::yaml);
  BOOST_REQUIRE(!y.result.failed);
  BOOST_TEST(y.archive.find("TOSCA-Metadata/TOSCA.meta") == nullptr); // none before, none after
  BOOST_TEST(data_of(y.archive, "main.yaml").find("- types/app.yaml") != std::string::npos);
  BOOST_TEST(data_of(y.archive, "scripts/run.sh") == "#!/bin/sh\n");
}

BOOST_AUTO_TEST_CASE(refusals_leave_no_archive)
{
  auto refused = [](const std::vector<csar::Entry>& entries, CsarTarget target) {
    Converted c = convert_bytes(csar::write_archive(entries), target);
    BOOST_TEST(c.result.bytes.empty());
    BOOST_TEST(c.sink.error_count() >= 1u);
    return c.sink.diagnostics().empty() ? std::string() : c.sink.diagnostics().back().code;
  };
  const std::string yaml = "tosca_definitions_version: tosca_simple_yaml_1_0\n";
  BOOST_TEST(refused({{"TOSCA-Metadata/TOSCA.meta", "Entry-Definitions: missing.yaml\n", false},
                      {"a.yaml", yaml, false}},
                     CsarTarget::xml) == "CSAR_ENTRY_MISSING");
  BOOST_TEST(refused({{"TOSCA-Metadata/TOSCA.meta", "Created-By: \xC3\x28\n", false},
                      {"a.yaml", yaml, false}},
                     CsarTarget::xml) == "CSAR_META_ENCODING");
  BOOST_TEST(refused({{"a.yaml", yaml, false}}, CsarTarget::yaml) == "NOT_XML");
  BOOST_TEST(refused({{"a.yaml", "tosca_definitions_version: tosca_simple_yaml_1_0\nnode_types: [\n",
                       false}},
                     CsarTarget::xml) == "YAML_SYNTAX");
  Converted bad = convert_bytes("PK\3\4 not really a zip", CsarTarget::yaml);
  BOOST_TEST(!bad.result.readable);
  BOOST_TEST(bad.sink.diagnostics().at(0).code == "CSAR_CORRUPT");
}

BOOST_AUTO_TEST_CASE(unpack_and_pack)
{
  TempDir scratch;
  const std::string original = csar::write_archive(fixture("payroll"));
  const std::string dir = (scratch.path() / "payroll").string();
  BOOST_TEST(convert::unpack_csar(original, "p.csar", dir, {}) == 7u);
  try {
    convert::unpack_csar(original, "p.csar", dir, {});
    BOOST_FAIL("unpacking into a full directory must be refused");
  } catch (const FatalError& e) {
    BOOST_TEST(e.diagnostic().code == "OUTPUT_NOT_EMPTY");
  }
  DiagnosticSink sink;
  convert::Packed p = convert::pack_directory(dir, {}, sink);
  BOOST_TEST(!p.meta_generated);
  BOOST_TEST(p.entry == "Service-Template/Payroll.ste");
  BOOST_TEST(p.bytes == convert::pack_directory(dir, {}, sink).bytes);
  BOOST_TEST(csar::read_archive(p.bytes, "p").entries.front().name == "TOSCA-Metadata/TOSCA.meta");
  fs::remove(fs::path(dir) / "TOSCA-Metadata/TOSCA.meta");
  convert::PackOptions with_entry;
  with_entry.entry = "Service-Template/Payroll.ste";
  convert::Packed generated = convert::pack_directory(dir, with_entry, sink);
  BOOST_TEST(generated.meta_generated);
  BOOST_TEST(csar::read_archive(generated.bytes, "g").entries.front().data ==
             "TOSCA-Meta-Version: 1.0\nCSAR-Version: 1.0\nCreated-By: tosca-convert\n"
             "Entry-Service-Template: Service-Template/Payroll.ste\n");
  fs::create_symlink("/etc/passwd", fs::path(dir) / "link");
  try {
    convert::pack_directory(dir, with_entry, sink);
    BOOST_FAIL("a symbolic link must be refused");
  } catch (const FatalError& e) {
    BOOST_TEST(e.diagnostic().code == "CSAR_SYMLINK");
  }
}
