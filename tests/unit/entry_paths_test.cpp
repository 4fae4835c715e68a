// Archive entry names normalized and made relative on strings
// (src/convert/src/entry_paths.hpp) agree with std::filesystem's
// lexically_normal and lexically_relative on every pair of a grid of
// relative paths, separators, dots and climbs.
#include <boost/test/unit_test.hpp>

#include "entry_paths.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace tosca::convert::detail;

namespace {

const std::vector<std::string>& grid()
{
  static const std::vector<std::string> paths = [] {
    const std::vector<std::string> parts = {"a", "b", ".", "..", "", "Definitions", "x.yaml"};
    std::vector<std::string> out = {"", ".", "..", "/", "a", "a/", "a//", "./a", "a/.", "a/./",
                                    "../a", "a/..", "a/../", "a/b/..", "a/b/../..", "a//b",
                                    "../../a/b"};
    for (const auto& p : parts) {
      for (const auto& q : parts) {
        for (const auto& r : parts) {
          out.push_back(p + "/" + q + "/" + r);
        }
      }
    }
    return out;
  }();
  return paths;
}

bool relative_path(const std::string& p)
{
  return p.empty() || p.front() != '/';
}

}  // namespace

BOOST_AUTO_TEST_SUITE(entry_paths)

BOOST_AUTO_TEST_CASE(normal_form_is_lexically_normal)
{
  std::size_t checked = 0;
  for (const auto& p : grid()) {
    if (!relative_path(p)) {
      continue;
    }
    BOOST_TEST(normal_entry_path(p) == fs::path(p).lexically_normal().generic_string(), "'" << p << "'");
    ++checked;
  }
  BOOST_TEST(checked > 300U);
}

BOOST_AUTO_TEST_CASE(relative_is_lexically_relative)
{
  std::size_t checked = 0;
  for (const auto& to : grid()) {
    for (const auto& base : grid()) {
      if (!relative_path(to) || !relative_path(base) || to.empty() || base.empty()) {
        continue;
      }
      BOOST_TEST(relative_entry_path(to, base) ==
                     fs::path(to).lexically_relative(fs::path(base)).generic_string(),
                 "'" << to << "' from '" << base << "'");
      ++checked;
    }
  }
  BOOST_TEST(checked > 90000U);
}

BOOST_AUTO_TEST_CASE(an_import_next_to_its_entry)
{
  BOOST_TEST(normal_entry_path("Definitions/../types/x.xsd") == "types/x.xsd");
  BOOST_TEST(relative_entry_path("Definitions/x.yaml", "Definitions/") == "x.yaml");
  BOOST_TEST(relative_entry_path("types/x.yaml", "Definitions/") == "../types/x.yaml");
  BOOST_TEST(relative_entry_path("x.yaml", ".") == "x.yaml");
}

BOOST_AUTO_TEST_SUITE_END()
