// Unit tests for what a YAML import brings in validate: a long chain of
// imports is judged (no deep recursion, no cost per pair of files), alone
// and as one batch, with the same verdicts.
#include <boost/test/unit_test.hpp>

#include "tosca/check/validate.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>

using namespace tosca;
namespace fs = std::filesystem;

namespace {

constexpr int k_chain = 1000;

/// f0.yaml imports f1.yaml ... imports f{k_chain-1}.yaml, whose node type
/// names a parent that does not exist.
/// With `every_file_wrong`, each node type also gives its property an
/// unknown type, so every file has an error of its own.
struct Chain
{
  fs::path dir = fs::temp_directory_path() / ("validate_imports_test." + std::to_string(::getpid()));
  explicit Chain(bool every_file_wrong = false)
  {
    fs::create_directories(dir);
    for (int i = 0; i < k_chain; ++i) {
      std::ofstream f(dir / ("f" + std::to_string(i) + ".yaml"));
      f << "tosca_definitions_version: tosca_simple_yaml_1_3\n";
      if (i + 1 < k_chain) {
        f << "imports:\n  - f" << i + 1 << ".yaml\n";
      }
      f << "node_types:\n  T" << i << ":\n    derived_from: "
        << (i + 1 < k_chain ? "T" + std::to_string(i + 1) : std::string("tosca.nodes.Rot")) << "\n";
      if (every_file_wrong) {
        f << "    properties:\n      p: {type: missing" << i << "}\n";
      }
    }
  }
  ~Chain() { fs::remove_all(dir); }
  std::string file(int i) const { return (dir / ("f" + std::to_string(i) + ".yaml")).string(); }
};

bool has_code(const check::FileVerdict& v, const std::string& code)
{
  return std::any_of(v.diagnostics.begin(), v.diagnostics.end(),
                     [&code](const Diagnostic& d) { return d.code == code; });
}

} // namespace

BOOST_AUTO_TEST_CASE(the_head_of_a_long_chain_is_invalid_by_its_far_end)
{
  const Chain chain;
  const check::ValidateReport report = check::validate({chain.file(0)}, {});
  BOOST_REQUIRE_EQUAL(report.files.size(), 1u);
  BOOST_TEST(!report.files[0].valid());
  BOOST_TEST(has_code(report.files[0], "IMPORT_INVALID"));
}

BOOST_AUTO_TEST_CASE(a_batch_of_the_chain_judges_every_file_as_alone)
{
  const Chain chain;
  check::ValidateOptions options;
  options.jobs = 2;
  const check::ValidateReport report = check::validate({chain.dir.string()}, options);
  BOOST_REQUIRE_EQUAL(report.files.size(), static_cast<std::size_t>(k_chain));
  for (const auto& v : report.files) {
    BOOST_TEST(!v.valid(), v.path);
    const bool last = v.path == chain.file(k_chain - 1);
    BOOST_TEST(has_code(v, last ? "REF_UNKNOWN" : "IMPORT_INVALID"), v.path);
  }
}

// Every file of the batch has errors and imports the next: each import is
// judged by the nearest file with errors, the next one (before, every
// file was checked again under every file that reaches it: 20 s for 800).
BOOST_AUTO_TEST_CASE(a_batch_whose_every_file_has_errors_blames_the_next_file)
{
  const Chain chain(true);
  const check::ValidateReport report = check::validate({chain.dir.string()}, {});
  BOOST_REQUIRE_EQUAL(report.files.size(), static_cast<std::size_t>(k_chain));
  for (const auto& v : report.files) {
    BOOST_TEST(!v.valid(), v.path);
    const std::string name = fs::path(v.path).filename().string();
    const int i = std::stoi(name.substr(1));
    if (i + 1 == k_chain) {
      BOOST_TEST(!has_code(v, "IMPORT_INVALID"), v.path);
      continue;
    }
    const auto import = std::find_if(v.diagnostics.begin(), v.diagnostics.end(),
                                     [](const Diagnostic& d) { return d.code == "IMPORT_INVALID"; });
    BOOST_REQUIRE_MESSAGE(import != v.diagnostics.end(), v.path);
    BOOST_TEST(import->message.find(" at " + chain.file(i + 1) + ":") != std::string::npos,
               import->message);
  }
}
