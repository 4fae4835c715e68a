// Every crasher the fuzzers found, committed under
// tests/fuzz/regressions/<target>/, replayed through the same target body
// in every build (the pattern of CLI11's FuzzFailTest): a fixed defect
// stays fixed even where no fuzzer runs. Each file must simply come back.
#include <boost/test/unit_test.hpp>

#include "targets.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

BOOST_AUTO_TEST_CASE(every_committed_crasher_is_harmless_now)
{
  const fs::path root = fs::path(TOSCA_SOURCE_DIR) / "tests" / "fuzz" / "regressions";
  std::size_t replayed = 0;
  for (const auto& target : tosca::fuzz::k_targets) {
    const fs::path dir = root / target.name;
    if (!fs::is_directory(dir)) {
      continue;
    }
    for (const auto& e : fs::directory_iterator(dir)) {
      std::ifstream in(e.path(), std::ios::binary);
      std::stringstream bytes;
      bytes << in.rdbuf();
      BOOST_TEST_CONTEXT(target.name << "/" << e.path().filename().string())
      {
        BOOST_CHECK_NO_THROW(target.run(bytes.str()));
      }
      ++replayed;
    }
  }
  BOOST_TEST_MESSAGE(replayed << " crashers replayed");
  BOOST_TEST(replayed > 0u);
}
