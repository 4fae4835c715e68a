// Corpus tests: the converter against real TOSCA written by other people
// (../shared/corpus) and judged by independent tools (../shared/checkers).
// Exits 77 (CTest: skipped) with a message when ../shared is not there.
//
// - xml_corpus_converts: every well-formed TOSCA document under corpus/xml
//   converts with exit 0; files the converter refuses must be refused by
//   xmllint too (malformed) or not be TOSCA documents at all.
// - tosca_parser_accepts_service_templates: every service template of
//   tosca-definitions-public, converted with -I that repository, is
//   accepted by OpenStack tosca-parser.
#define BOOST_TEST_MODULE corpus
#define BOOST_TEST_NO_MAIN
#define BOOST_TEST_ALTERNATIVE_INIT_API
#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

const fs::path shared = fs::path(TOSCA_SOURCE_DIR) / ".." / "shared";

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

fs::path scratch(const std::string& name)
{
  fs::path p = fs::temp_directory_path() / ("tosca-corpus-" + std::to_string(::getpid())) / name;
  fs::remove_all(p);
  fs::create_directories(p);
  return p;
}

}  // namespace

BOOST_AUTO_TEST_CASE(xml_corpus_converts)
{
  const fs::path xml = shared / "corpus" / "xml";
  std::size_t converted = 0;
  std::size_t refused = 0;
  for (const auto& repo : fs::directory_iterator(xml)) {
    if (!repo.is_directory()) {
      continue;
    }
    const std::string name = repo.path().filename().string();
    fs::path out = scratch("xml-" + name);
    fs::path err = out / "stderr.txt";
    fs::path yaml = out / "yaml";
    int code = sh(quote(TOSCA_CONVERT_BIN) + " xml2yaml " + quote(repo.path().string()) + " -I " +
                  quote(repo.path().string()) + " -o " + quote(yaml.string()) + " 2> " +
                  quote(err.string()));
    BOOST_TEST_CONTEXT("repository " << name)
    {
      BOOST_TEST((code == 0 || code == 3), "exit " << code << "\n" << slurp(err));
      // Every error must be a document refused as not well-formed; xmllint
      // must agree that each of those files is not well-formed XML.
      std::istringstream lines(slurp(err));
      static const std::regex error_line(R"(^(.*?):\d+:\d+: error: .* \[([A-Z_]+)\]$)");
      for (std::string line; std::getline(lines, line);) {
        std::smatch m;
        if (line.find(": error: ") == std::string::npos || !std::regex_match(line, m, error_line)) {
          continue;
        }
        const std::string file = m[1];
        const std::string code_name = m[2];
        BOOST_TEST((code_name == "XML_MALFORMED" || code_name == "XML_ENCODING"),
                   "unexpected error: " << line);
        int lint = sh("xmllint --noout --nonet " + quote(file) + " > /dev/null 2>&1");
        BOOST_TEST(lint != 0, "tosca-convert refused a file that xmllint reads: " << line);
        ++refused;
      }
      std::size_t n = 0;
      if (fs::exists(yaml)) {
        // The library layout mirrors the repository's folders.
        for (const auto& f : fs::recursive_directory_iterator(yaml)) {
          n += f.path().extension() == ".yaml" ? 1 : 0;
        }
      }
      BOOST_TEST(n > 0, "no YAML written for " << name);
      converted += n;
      std::cout << "corpus/xml/" << name << ": " << n << " YAML files, exit " << code << "\n";
    }
  }
  std::cout << "corpus/xml: " << converted << " YAML files written, " << refused
            << " malformed documents refused\n";
}

BOOST_AUTO_TEST_CASE(tosca_parser_accepts_service_templates)
{
  const fs::path checker = shared / "checkers" / "tosca_parser_check.py";
  if (sh("/usr/bin/python3 -c 'import toscaparser' > /dev/null 2>&1") != 0) {
    std::cout << "SKIPPED: python3-tosca-parser is not installed (run ../shared/checkers/install.sh)\n";
    return;
  }
  const fs::path repo = shared / "corpus" / "xml" / "tosca-definitions-public";
  fs::path out = scratch("tosca-parser");
  std::size_t n = 0;
  for (const auto& e : fs::recursive_directory_iterator(repo)) {
    if (e.path().filename() != "ServiceTemplate.tosca") {
      continue;
    }
    // Only documents that are well-formed: a merge-conflicted file is refused above.
    if (sh("xmllint --noout --nonet " + quote(e.path().string()) + " > /dev/null 2>&1") != 0) {
      continue;
    }
    ++n;
    fs::path target = out / ("st" + std::to_string(n) + ".yaml");
    int code = sh(quote(TOSCA_CONVERT_BIN) + " xml2yaml " + quote(e.path().string()) + " -I " +
                  quote(repo.string()) + " -o " + quote(target.string()) + " 2> /dev/null");
    BOOST_TEST(code == 0, "xml2yaml failed on " << e.path());
  }
  fs::path report = out / "report.txt";
  int code = sh(quote(checker.string()) + " --all-errors " + quote(out.string()) + " > " +
                quote(report.string()) + " 2>&1");
  std::string text = slurp(report);
  BOOST_TEST(code == 0, "tosca-parser rejected converted service templates:\n" << text);
  std::cout << "tosca-parser on " << n << " converted service templates: "
            << text.substr(text.rfind('\n', text.size() - 2) + 1);
}

int main(int argc, char* argv[])
{
  if (!fs::exists(shared / "corpus" / "xml")) {
    std::cout << "SKIPPED: " << shared.string()
              << " is not there (the corpus and checkers live beside the project in CI)\n";
    return 77;
  }
  return boost::unit_test::unit_test_main(&init_unit_test, argc, argv);
}
