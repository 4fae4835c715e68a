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
struct Chain
{
  fs::path dir = fs::temp_directory_path() / ("validate_imports_test." + std::to_string(::getpid()));
  Chain()
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
