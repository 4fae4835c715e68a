// The XML writer against real TOSCA written by other people
// (../shared/corpus/xml). Exits 77 (CTest: skipped) with a message when the
// corpus is not there.
//
// - round_trip: for every document the reader accepts,
//   read(write(read(x))) == read(x) (the IR's operator==), the same IR gives
//   the same bytes, and write(read(write(x))) == write(x). Each failure names
//   the first differing entity.
// - official_schema: every written document whose input passes
//   ../shared/checkers/xsd_check.sh (xmllint with the official OASIS schema)
//   passes it too. Skipped with a message when the checker cannot run.
// - csd03_output_reads: every document written in the CSD03 dialect reads
//   back (what the draft has no place for is reported, never malformed).
#define BOOST_TEST_MODULE xml_writer_corpus
#define BOOST_TEST_NO_MAIN
#define BOOST_TEST_ALTERNATIVE_INIT_API
#include <boost/test/unit_test.hpp>

#include "../unit/xml_writer_diff.hpp"

#include "tosca/xml/reader.hpp"
#include "tosca/xml/writer.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace tosca;

namespace {

const fs::path shared = fs::path(TOSCA_SOURCE_DIR) / ".." / "shared";
const fs::path corpus = shared / "corpus" / "xml";

std::string slurp(const fs::path& p)
{
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string quote(const std::string& s)
{
  std::string out = "'";
  for (char c : s) {
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  }
  return out + "'";
}

int sh(const std::string& command)
{
  int status = std::system(command.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

/// The TOSCA documents of the corpus, in a fixed order.
std::vector<fs::path> corpus_documents()
{
  std::vector<fs::path> out;
  for (const auto& e : fs::recursive_directory_iterator(corpus)) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && (ext == ".xml" || ext == ".tosca" || ext == ".ste")) {
      out.push_back(e.path());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

struct Written
{
  fs::path input;
  std::string xml;
};

/// Every corpus document the reader accepts, written in the final dialect
/// (computed once, for the schema check).
const std::vector<Written>& written()
{
  static const std::vector<Written> w = [] {
    std::vector<Written> out;
    xml::Reader reader;
    for (const auto& path : corpus_documents()) {
      const std::string bytes = slurp(path);
      if (xml::root_element_name(bytes) != "Definitions") {
        continue;
      }
      try {
        DiagnosticSink s, ws;
        out.push_back({path, xml::write(reader.read(bytes, path.string(), s).document, ws)});
      } catch (const FatalError&) {
      }
    }
    return out;
  }();
  return w;
}

}  // namespace

BOOST_AUTO_TEST_CASE(round_trip)
{
  xml::Reader reader;
  std::size_t documents = 0, passed = 0, refused = 0, not_tosca = 0;
  std::vector<std::string> failures;
  for (const auto& path : corpus_documents()) {
    const std::string bytes = slurp(path);
    const std::string root = xml::root_element_name(bytes);
    if (!xml::looks_like_xml(bytes) || (root != "Definitions" && root != "ServiceTemplate")) {
      ++not_tosca;
      continue;
    }
    const std::string name = fs::relative(path, corpus).string();
    DiagnosticSink s1;
    xml::ReadResult first;
    try {
      first = reader.read(bytes, name, s1);
    } catch (const FatalError&) {
      ++refused; // malformed, or a fragment that is not a TOSCA document
      continue;
    }
    ++documents;
    xml::WriteOptions o;
    o.dialect = first.document.dialect == ir::Dialect::csd03 ? xml::OutputDialect::csd03
                                                             : xml::OutputDialect::final_1_0;
    DiagnosticSink ws;
    const std::string out = xml::write(first.document, ws, o);
    std::string problem;
    try {
      DiagnosticSink s2;
      const auto second = reader.read(out, name, s2);
      problem = writer_diff::describe(first.document, second.document);
      DiagnosticSink again, fix;
      if (problem.empty() && xml::write(first.document, again, o) != out) {
        problem = "two writes of one IR differ";
      }
      if (problem.empty() && xml::write(second.document, fix, o) != out) {
        problem = "write(read(write(d))) != write(d)";
      }
    } catch (const FatalError& e) {
      problem = std::string("the output does not read: ") + e.what();
    }
    if (problem.empty()) {
      ++passed;
    } else {
      failures.push_back(name + ": " + problem);
    }
  }
  std::cout << "xml writer round trip on corpus/xml: " << passed << " of " << documents
            << " documents equal after read(write(read(x))); " << refused
            << " refused by the reader, " << not_tosca << " not TOSCA documents\n";
  for (std::size_t i = 0; i < failures.size() && i < 30; ++i) {
    std::cout << "  FAIL " << failures[i] << "\n";
  }
  BOOST_TEST(failures.empty(), failures.size() << " documents do not round-trip");
  BOOST_TEST(documents > 1000u, "the corpus holds over a thousand TOSCA documents");
}

BOOST_AUTO_TEST_CASE(official_schema)
{
  const fs::path checker = shared / "checkers" / "xsd_check.sh";
  if (sh("command -v xmllint > /dev/null 2>&1") != 0 || !fs::exists(checker)) {
    std::cout << "SKIPPED: xmllint or " << checker.string() << " is not available\n";
    return;
  }
  const fs::path dir =
      fs::temp_directory_path() / ("tosca-writer-corpus-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "in");
  fs::create_directories(dir / "out");
  // Flat numbered copies: the checker's report is keyed by path.
  std::map<std::string, std::size_t> index_of;
  for (std::size_t i = 0; i < written().size(); ++i) {
    const std::string n = std::to_string(i) + ".xml";
    fs::copy_file(written()[i].input, dir / "in" / n);
    std::ofstream(dir / "out" / n, std::ios::binary) << written()[i].xml;
    index_of[n] = i;
  }
  auto verdicts = [&](const std::string& sub) {
    const fs::path report = dir / (sub + ".txt");
    sh(quote(checker.string()) + " " + quote((dir / sub).string()) + " > " +
       quote(report.string()) + " 2>&1");
    std::map<std::string, std::string> v; // file name -> "" (OK) or the error
    std::istringstream lines(slurp(report));
    for (std::string line; std::getline(lines, line);) {
      const bool ok = line.rfind("OK ", 0) == 0;
      if (!ok && line.rfind("FAIL ", 0) != 0) {
        continue;
      }
      std::string rest = line.substr(ok ? 3 : 5);
      const std::string file = fs::path(rest.substr(0, rest.find(':'))).filename().string();
      v[file] = ok ? "" : rest;
    }
    return v;
  };
  const auto in = verdicts("in");
  const auto out = verdicts("out");
  std::size_t valid_inputs = 0, valid_outputs = 0;
  std::vector<std::string> failures;
  for (const auto& [file, error] : in) {
    if (!error.empty()) {
      continue;
    }
    ++valid_inputs;
    auto o = out.find(file);
    if (o != out.end() && o->second.empty()) {
      ++valid_outputs;
    } else {
      failures.push_back(fs::relative(written()[index_of[file]].input, corpus).string() + ": " +
                         (o == out.end() ? std::string("no verdict") : o->second));
    }
  }
  std::size_t outputs_ok = 0;
  for (const auto& [file, error] : out) {
    outputs_ok += error.empty() ? 1 : 0;
  }
  std::cout << "official schema (xsd_check.sh): " << valid_inputs << " of " << in.size()
            << " corpus inputs pass; " << valid_outputs << " of those " << valid_inputs
            << " written documents pass (" << outputs_ok << " of " << out.size()
            << " written documents in all)\n";
  for (std::size_t i = 0; i < failures.size() && i < 30; ++i) {
    std::cout << "  FAIL " << failures[i] << "\n";
  }
  BOOST_TEST(valid_inputs > 0u, "the checker accepted no input; is it set up?");
  BOOST_TEST(failures.empty(), failures.size() << " written documents break the official schema");
  fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(csd03_output_reads)
{
  xml::Reader reader;
  std::size_t documents = 0, reported = 0, schema_valid = 0;
  std::vector<std::string> failures;
  xml::WriteOptions draft;
  draft.dialect = xml::OutputDialect::csd03;
  for (const auto& path : corpus_documents()) {
    const std::string bytes = slurp(path);
    if (xml::root_element_name(bytes) != "Definitions") {
      continue;
    }
    const std::string name = fs::relative(path, corpus).string();
    DiagnosticSink s1, ws, s2;
    ir::Document doc;
    try {
      doc = reader.read(bytes, name, s1).document;
    } catch (const FatalError&) {
      continue;
    }
    ++documents;
    const std::string out = xml::write(doc, ws, draft);
    reported += ws.diagnostics().empty() ? 0 : 1;
    try {
      const auto back = reader.read(out, name, s2).document;
      if (back.dialect != ir::Dialect::csd03) {
        failures.push_back(name + ": not read as a CSD03 document");
      }
      bool xsd = false;
      for (const auto& d : s2.diagnostics()) {
        xsd = xsd || xml::is_schema_violation(d.code);
      }
      schema_valid += xsd ? 0 : 1;
    } catch (const FatalError& e) {
      failures.push_back(name + ": " + e.what());
    }
  }
  std::cout << "CSD03 output of " << documents << " corpus documents: all read back but "
            << failures.size() << "; " << reported << " with NOT_REPRESENTABLE reports; "
            << schema_valid << " valid against xsd/tosca-csd03.xsd\n";
  for (std::size_t i = 0; i < failures.size() && i < 30; ++i) {
    std::cout << "  FAIL " << failures[i] << "\n";
  }
  BOOST_TEST(failures.empty());
}

int main(int argc, char* argv[])
{
  if (!fs::exists(corpus)) {
    std::cout << "skipped: ../shared/corpus not found (" << corpus.string() << ")\n";
    return 77;
  }
  return boost::unit_test::unit_test_main(&init_unit_test, argc, argv);
}
