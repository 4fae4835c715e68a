// Corpus test of the xml2yaml decoder: every well-formed TOSCA document of
// ../shared/corpus/xml is loaded as `tosca-convert xml2yaml FILE -I REPO`
// loads it (REPO: the repository the file is in, the first directory under
// corpus/xml), each of its YAML outputs is written and decoded again, and
// the decoded document must equal the XML one (ir operator==, properties
// documents by root and canonical content: tests/unit/yaml_decode_compare.hpp).
// Exits 77 (CTest: skipped) when ../shared/corpus is not there.
#define BOOST_TEST_MODULE yaml_decode_corpus
#define BOOST_TEST_NO_MAIN
#define BOOST_TEST_ALTERNATIVE_INIT_API
#include <boost/test/unit_test.hpp>

#include "../unit/yaml_decode_compare.hpp"

#include "tosca/convert/workspace.hpp"
#include "tosca/convert/xml_to_yaml.hpp"
#include "tosca/support/files.hpp"
#include "tosca/xml/reader.hpp"
#include "tosca/yaml/reader.hpp"

#include <filesystem>
#include <iostream>
#include <map>

namespace fs = std::filesystem;
using namespace tosca;

namespace {

const fs::path corpus = fs::path(TOSCA_SOURCE_DIR) / ".." / "shared" / "corpus";

/// The first line of a mismatch report, with entity names and numbers
/// taken out, names the class of the failure.
std::string failure_class(const std::string& problems)
{
  std::string line = problems.substr(0, problems.find('\n'));
  std::string out;
  bool quoted = false;
  for (char c : line) {
    if (c == '\'') {
      quoted = !quoted;
      out += quoted ? "'…" : "'";
    } else if (!quoted) {
      out += (c >= '0' && c <= '9') ? '#' : c;
    }
  }
  return out;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_corpus_document_round_trips_through_yaml)
{
  xml::Canonicalizer canonicalizer;
  std::size_t documents = 0;
  std::size_t outputs = 0;
  std::size_t failed = 0;
  std::size_t skipped = 0;
  std::map<std::string, std::size_t> classes;
  std::vector<fs::path> repos;
  for (const auto& e : fs::directory_iterator(corpus / "xml")) {
    if (e.is_directory()) {
      repos.push_back(e.path());
    }
  }
  std::sort(repos.begin(), repos.end());
  for (const auto& repo : repos) {
    std::size_t repo_docs = 0;
    std::size_t repo_failed = 0;
    convert::LoadCache search_path; // the repository is read once, as migrate does
    for (const auto& file : convert::list_candidate_files(repo.string())) {
      std::string bytes;
      try {
        bytes = read_file(file);
      } catch (const FatalError&) {
        continue;
      }
      std::string root = xml::root_element_name(bytes);
      if (root != "Definitions" && root != "ServiceTemplate") {
        continue; // an XSD, or not a TOSCA document
      }
      DiagnosticSink sink;
      convert::LoadOptions options;
      options.search_dirs = {repo.string()};
      options.cache = &search_path;
      convert::Workspace ws = convert::load({file}, options, sink);
      if (ws.failed_inputs != 0 || ws.model.input_count != 1) {
        ++skipped; // not well-formed: refused by the XML reader
        continue;
      }
      ++documents;
      ++repo_docs;
      const ir::Document& x = ws.model.documents.front();
      std::vector<convert::Output> yaml_outputs = convert::xml_to_yaml(ws, sink);
      std::string problems;
      if (yaml_outputs.size() != std::max<std::size_t>(1, x.service_templates.size())) {
        problems = "unexpected number of YAML outputs\n";
      }
      for (std::size_t i = 0; i < yaml_outputs.size() && problems.empty(); ++i) {
        ++outputs;
        DiagnosticSink ysink;
        yaml::ReadResult y;
        try {
          y = yaml_decode_test::read_yaml(yaml_outputs[i].text, file + ".yaml", ysink);
        } catch (const FatalError& e) {
          problems = "decoding failed: " + format_line(e.diagnostic()) + "\n";
          break;
        }
        for (const auto& d : ysink.diagnostics()) {
          if (d.code == "YAML_EXTENSION") {
            problems += "decoder diagnostic: " + format_line(d) + "\n";
          }
        }
        ir::Document want = x;
        if (!x.service_templates.empty()) {
          want.service_templates = {x.service_templates[i]};
        }
        problems += yaml_decode_test::compare_documents(want, y.document, canonicalizer);
        if (!problems.empty()) {
          problems = "output " + std::to_string(i) + ": " + problems;
        }
      }
      if (!problems.empty()) {
        ++failed;
        ++repo_failed;
        ++classes[failure_class(problems.substr(problems.find(": ") + 2))];
        BOOST_TEST_MESSAGE(file << "\n" << problems);
        BOOST_TEST(problems.empty(), file << " does not round-trip:\n" << problems);
      }
    }
    std::cout << "corpus/xml/" << repo.filename().string() << ": " << repo_docs - repo_failed
              << " of " << repo_docs << " documents round-trip\n";
  }
  std::cout << "corpus/xml: " << documents - failed << " of " << documents
            << " well-formed TOSCA documents round-trip through YAML (" << outputs
            << " YAML outputs); " << skipped << " not well-formed, skipped\n";
  for (const auto& [c, n] : classes) {
    std::cout << "  " << n << " x " << c << "\n";
  }
  BOOST_TEST(documents > 1000u);
}

int main(int argc, char* argv[])
{
  if (!fs::exists(corpus / "xml")) {
    std::cout << "skipped: ../shared/corpus not found\n";
    return 77;
  }
  return boost::unit_test::unit_test_main(&init_unit_test, argc, argv);
}
