// Paths joined, normalized, made relative and taken apart on strings
// (tosca/support/lexical_path.hpp) agree with std::filesystem's operator/,
// lexically_normal, lexically_relative and parent_path on every path, and every pair
// of paths, of a grid of names, dots, climbs, roots and repeated or
// trailing separators.
#include <boost/test/unit_test.hpp>

#include "tosca/support/lexical_path.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace tosca;

namespace {

/// Three elements from `parts` after each of `roots`, and some more.
std::vector<std::string> grid(const std::vector<std::string>& roots)
{
  const std::vector<std::string> parts = {"a", "b", ".", "..", "", "Definitions", "a-name-past-fifteen.yaml"};
  std::vector<std::string> out = {"", ".", "..", "/", "//", "///", "a", "a/", "a//", "./a", "a/.",
                                  "a/./", "../a", "a/..", "a/../", "a/b/..", "a/b/../..", "a//b",
                                  "../../a/b", "/..", "/../a", "//a", "/./"};
  for (const auto& root : roots) {
    for (const auto& p : parts) {
      for (const auto& q : parts) {
        for (const auto& r : parts) {
          out.push_back(root + p + "/" + q + "/" + r);
        }
      }
    }
  }
  return out;
}

/// How many paths of the grid, with each kind of root, `ours` and
/// std::filesystem's `theirs` were compared on (each failure is reported).
template <class Ours, class Theirs>
std::size_t agrees_on_one_path_grid(Ours ours, Theirs theirs)
{
  std::size_t checked = 0;
  for (const auto& p : grid({"", "/", "//", "./", "../"})) {
    BOOST_TEST(std::string(ours(p)) == theirs(fs::path(p)).native(), "'" << p << "'");
    ++checked;
  }
  return checked;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(lexical_path)

BOOST_AUTO_TEST_CASE(join_is_operator_slash)
{
  const std::vector<std::string> paths = grid({"", "/"});
  std::size_t checked = 0;
  for (const auto& a : paths) {
    for (const auto& b : {"", "x", "a-name-past-fifteen.yaml", "../c", "/abs", "c/", "./d"}) {
      BOOST_TEST(lexical_join(a, b) == (fs::path(a) / b).native(), "'" << a << "' / '" << b << "'");
      ++checked;
    }
  }
  BOOST_TEST(checked > 4000U);
}

BOOST_AUTO_TEST_CASE(normal_is_lexically_normal)
{
  BOOST_TEST(agrees_on_one_path_grid(lexical_normal, [](const fs::path& p) { return p.lexically_normal(); }) >
             1500U);
}

BOOST_AUTO_TEST_CASE(relative_is_lexically_relative)
{
  const std::vector<std::string> paths = grid({"", "/"});
  std::size_t checked = 0;
  for (const auto& to : paths) {
    for (const auto& base : paths) {
      BOOST_TEST(lexical_relative(to, base) == fs::path(to).lexically_relative(base).native(),
                 "'" << to << "' from '" << base << "'");
      ++checked;
    }
  }
  BOOST_TEST(checked > 450000U);
}

BOOST_AUTO_TEST_CASE(parent_is_parent_path)
{
  BOOST_TEST(agrees_on_one_path_grid(lexical_parent, [](const fs::path& p) { return p.parent_path(); }) > 1500U);
}

BOOST_AUTO_TEST_CASE(the_uses_it_was_made_for)
{
  // An import next to its CSAR entry, renamed.
  BOOST_TEST(lexical_normal("Definitions/../types/x.xsd") == "types/x.xsd");
  BOOST_TEST(lexical_relative("Definitions/x.yaml", "Definitions/") == "x.yaml");
  BOOST_TEST(lexical_relative("types/x.yaml", "Definitions/") == "../types/x.yaml");
  BOOST_TEST(lexical_relative("x.yaml", ".") == "x.yaml");
  // An artifact reference below a Winery repository.
  BOOST_TEST(lexical_normal(lexical_join("/r/servicetemplates/a/b/", "../../../artifacttemplates/x/files/install.sh")) ==
             "/r/artifacttemplates/x/files/install.sh");
  // An output folder given with a trailing separator.
  BOOST_TEST(lexical_join("out/", "ServiceTemplate.yaml") == "out/ServiceTemplate.yaml");
  BOOST_TEST(lexical_relative("/a/b", "/c") == "../a/b");
  BOOST_TEST(lexical_relative("a", "/a").empty());
  // The folder a staging folder goes beside.
  BOOST_TEST(lexical_parent("/w/out/") == "/w/out");
  BOOST_TEST(lexical_parent("/w/out") == "/w");
}

BOOST_AUTO_TEST_SUITE_END()
