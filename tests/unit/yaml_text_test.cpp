// Unit tests for yaml::Text, the 14-byte scalar text of the reader's tree:
// text on either side of the in-place limit reads back whole, copies and
// moves leave both sides right, and it compares and concatenates as the
// std::string it replaced did.
#include <boost/test/unit_test.hpp>

#include "node.hpp"
#include "text.hpp"

#include <set>
#include <string>
#include <utility>

using tosca::yaml::Node;
using tosca::yaml::Text;

namespace {

/// Text of every length around the in-place limit, with a NUL inside.
std::set<std::string> samples()
{
  std::set<std::string> out{""};
  for (std::size_t n = 1; n <= Text::k_inline + 3; ++n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
      s += static_cast<char>('a' + i % 26);
    }
    out.insert(s);
  }
  out.insert(std::string("in\0side", 7));
  out.insert(std::string(5000, 'x'));
  return out;
}

} // namespace

BOOST_AUTO_TEST_SUITE(yaml_text)

BOOST_AUTO_TEST_CASE(text_of_any_length_reads_back_whole)
{
  static_assert(sizeof(Text) == 14);
  static_assert(sizeof(Node) == 40);
  for (const std::string& s : samples()) {
    Text t(s);
    BOOST_TEST(t.size() == s.size());
    BOOST_TEST(t.empty() == s.empty());
    BOOST_TEST(t.str() == s);
    BOOST_TEST(std::string(t) == s);
    BOOST_TEST((t == s));
    BOOST_TEST((t != s + "!"));
  }
}

BOOST_AUTO_TEST_CASE(copies_and_moves_leave_both_sides_right)
{
  for (const std::string& s : samples()) {
    for (const std::string& other : samples()) {
      Text a(s);
      Text b(other);
      b = a; // copy over text of another length (in place or not)
      BOOST_TEST(b.str() == s);
      BOOST_TEST(a.str() == s);
      Text c(other);
      c = std::move(b);
      BOOST_TEST(c.str() == s);
      BOOST_TEST(b.empty());
      Text d(std::move(c));
      BOOST_TEST(d.str() == s);
      BOOST_TEST(c.empty());
      d = other;
      BOOST_TEST(d.str() == other);
      Text e(s);
      e.swap(d);
      BOOST_TEST(e.str() == other);
      BOOST_TEST(d.str() == s);
      Text& same = e;
      e = same;
      BOOST_TEST(e.str() == other);
    }
  }
}

BOOST_AUTO_TEST_CASE(it_compares_and_concatenates_as_a_string_did)
{
  const Text key("capabilities");
  const Text name("a name longer than thirteen bytes");
  BOOST_TEST((key == "capabilities"));
  BOOST_TEST(("capabilities" == key));
  BOOST_TEST((key == std::string("capabilities")));
  BOOST_TEST((key != name));
  BOOST_TEST((name < key));
  BOOST_TEST(("'" + name + "'") == "'a name longer than thirteen bytes'");
  BOOST_TEST((std::string("k: ") + key) == "k: capabilities");
  BOOST_TEST((key + '.' + "x") == "capabilities.x");
  BOOST_TEST(key.starts_with("cap"));
  BOOST_TEST(name.find("thirteen") == 19u);
  const bool quoted = false;
  BOOST_TEST((quoted ? key : std::string("?")) == "?");
}

BOOST_AUTO_TEST_SUITE_END()
