// Unit tests for ir::Seq, the one-pointer vector of ir::Value and
// yaml::Node: every operation against std::vector doing the same, the
// growth and shrinking the memory figures rest on, and that an append
// or copy that fails to allocate leaves what it had.
#include <boost/test/unit_test.hpp>

#include "tosca/ir/seq.hpp"
#include "tosca/ir/value.hpp"

#include <memory>
#include <new>
#include <string>
#include <vector>

using tosca::ir::Seq;
using tosca::ir::Value;

namespace {

std::vector<std::string> as_vector(const Seq<std::string>& s)
{
  return std::vector<std::string>(s.begin(), s.end());
}

/// A string too long for the small-string buffer: each one allocates.
std::string long_text(int i)
{
  return "an element long enough to live on the heap, number " + std::to_string(i);
}

/// Throws on the copy numbered `fail_at` (counting from 0); moves never throw.
struct Fragile
{
  static inline int copies = 0;
  static inline int fail_at = -1;
  std::string text;

  explicit Fragile(std::string t) : text(std::move(t)) {}
  Fragile(const Fragile& other) : text(other.text)
  {
    if (copies++ == fail_at) {
      throw std::bad_alloc();
    }
  }
  Fragile(Fragile&&) noexcept = default;
  Fragile& operator=(const Fragile&) = default;
  Fragile& operator=(Fragile&&) noexcept = default;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(seq)

BOOST_AUTO_TEST_CASE(is_one_pointer_wide_and_empty_holds_no_block)
{
  BOOST_TEST(sizeof(Seq<std::string>) == sizeof(void*));
  Seq<std::string> s;
  BOOST_TEST(s.empty());
  BOOST_TEST(s.size() == 0u);
  BOOST_TEST(s.capacity() == 0u);
  BOOST_TEST(s.data() == nullptr);
  BOOST_TEST((s.begin() == s.end()));
  int seen = 0;
  for ([[maybe_unused]] const auto& x : s) {
    ++seen;
  }
  BOOST_TEST(seen == 0);
}

BOOST_AUTO_TEST_CASE(appends_as_a_vector_does_and_doubles_from_one)
{
  Seq<std::string> s;
  std::vector<std::string> v;
  std::vector<std::size_t> capacities;
  for (int i = 0; i < 100; ++i) {
    if (i % 2 == 0) {
      s.push_back(long_text(i));
    } else {
      s.emplace_back(long_text(i));
    }
    v.push_back(long_text(i));
    capacities.push_back(s.capacity());
  }
  BOOST_TEST(as_vector(s) == v);
  BOOST_TEST(s.size() == 100u);
  BOOST_TEST(s.front() == v.front());
  BOOST_TEST(s.back() == v.back());
  BOOST_TEST(s[57] == v[57]);
  BOOST_TEST(s.at(99) == v[99]);
  BOOST_CHECK_THROW(s.at(100), std::out_of_range);
  BOOST_TEST(capacities[0] == 1u);
  BOOST_TEST(capacities[1] == 2u);
  BOOST_TEST(capacities[2] == 4u);
  BOOST_TEST(capacities[4] == 8u);
  BOOST_TEST(capacities[99] == 128u);
}

BOOST_AUTO_TEST_CASE(an_element_may_be_appended_from_itself)
{
  Seq<std::string> s;
  s.push_back(long_text(0));
  for (int i = 0; i < 10; ++i) {
    s.push_back(s.front()); // a reference into the block that is outgrown
    s.emplace_back(s.back());
  }
  BOOST_TEST(s.size() == 21u);
  for (const auto& x : s) {
    BOOST_TEST(x == long_text(0));
  }
}

BOOST_AUTO_TEST_CASE(insert_and_erase_keep_the_order)
{
  Seq<std::string> s{"a", "b", "c", "d", "e"};
  std::vector<std::string> v{"a", "b", "c", "d", "e"};
  BOOST_TEST(*s.insert(s.begin(), "0") == "0");
  v.insert(v.begin(), "0");
  BOOST_TEST(*s.insert(s.begin() + 3, "x") == "x");
  v.insert(v.begin() + 3, "x");
  s.insert(s.end(), "z");
  v.insert(v.end(), "z");
  BOOST_TEST(as_vector(s) == v);

  const std::vector<std::string> more{"m", "n"};
  s.insert(s.begin() + 1, more.begin(), more.end());
  v.insert(v.begin() + 1, more.begin(), more.end());
  BOOST_TEST(as_vector(s) == v);
  s.insert(s.begin(), s.begin() + 2, s.begin() + 4); // from itself
  const std::vector<std::string> front(v.begin() + 2, v.begin() + 4);
  v.insert(v.begin(), front.begin(), front.end());
  BOOST_TEST(as_vector(s) == v);

  BOOST_TEST(*s.erase(s.begin() + 2) == *v.erase(v.begin() + 2));
  s.erase(s.begin() + 1, s.begin() + 4);
  v.erase(v.begin() + 1, v.begin() + 4);
  BOOST_TEST(as_vector(s) == v);
  s.erase(s.begin(), s.begin()); // nothing
  BOOST_TEST(as_vector(s) == v);
  BOOST_TEST(tosca::ir::erase_if(s, [](const std::string& x) { return x < "d"; }) ==
             std::erase_if(v, [](const std::string& x) { return x < "d"; }));
  BOOST_TEST(as_vector(s) == v);
  s.pop_back();
  v.pop_back();
  BOOST_TEST(as_vector(s) == v);
}

BOOST_AUTO_TEST_CASE(reserve_shrink_and_clear)
{
  Seq<std::string> s;
  s.reserve(10);
  BOOST_TEST(s.capacity() == 10u);
  BOOST_TEST(s.empty());
  for (int i = 0; i < 3; ++i) {
    s.push_back(long_text(i));
  }
  const std::string* before = s.data();
  s.reserve(5); // less than it has: nothing moves
  BOOST_TEST(s.data() == before);
  s.shrink_to_fit();
  BOOST_TEST(s.capacity() == 3u);
  BOOST_TEST(as_vector(s) == (std::vector<std::string>{long_text(0), long_text(1), long_text(2)}));
  s.clear();
  BOOST_TEST(s.empty());
  BOOST_TEST(s.capacity() == 3u);
  s.shrink_to_fit(); // empty: the block goes
  BOOST_TEST(s.capacity() == 0u);
  BOOST_TEST(s.data() == nullptr);
}

BOOST_AUTO_TEST_CASE(copies_moves_and_takes_a_vector)
{
  Seq<std::string> a{long_text(1), long_text(2)};
  Seq<std::string> b(a);
  BOOST_TEST((a == b));
  b.push_back("3");
  BOOST_TEST(!(a == b));
  a = b;
  BOOST_TEST((a == b));
  const Seq<std::string>& itself = a;
  a = itself; // self-assignment keeps it
  BOOST_TEST(a.size() == 3u);
  Seq<std::string> c(std::move(a));
  BOOST_TEST(a.empty()); // NOLINT(bugprone-use-after-move): a moved-from Seq is empty
  BOOST_TEST((c == b));
  a = std::move(c);
  BOOST_TEST((a == b));

  std::vector<std::string> v{long_text(7), long_text(8)};
  Seq<std::string> taken(std::move(v));
  BOOST_TEST(as_vector(taken) == (std::vector<std::string>{long_text(7), long_text(8)}));
  std::vector<std::string> w{"w"};
  taken = std::move(w);
  BOOST_TEST(as_vector(taken) == std::vector<std::string>{"w"});
  BOOST_TEST(std::vector<std::string>(taken.rbegin(), taken.rend()) ==
             std::vector<std::string>{"w"});
}

BOOST_AUTO_TEST_CASE(a_failed_copy_leaves_what_was_there)
{
  Seq<Fragile> s;
  s.emplace_back(Fragile(long_text(0)));
  s.emplace_back(Fragile(long_text(1))); // capacity 2, full
  const Fragile extra(long_text(2));
  Fragile::copies = 0;
  Fragile::fail_at = 0;
  BOOST_CHECK_THROW(s.push_back(extra), std::bad_alloc); // fails while growing
  BOOST_TEST(s.size() == 2u);
  BOOST_TEST(s.capacity() == 2u);
  BOOST_TEST(s[1].text == long_text(1));

  Fragile::copies = 0;
  Fragile::fail_at = 1;
  std::unique_ptr<Seq<Fragile>> copy;
  BOOST_CHECK_THROW(copy = std::make_unique<Seq<Fragile>>(s), std::bad_alloc); // the second element
  BOOST_TEST(!copy);
  Fragile::fail_at = -1;
  Seq<Fragile> target{Fragile("kept")};
  Fragile::copies = 0;
  Fragile::fail_at = 0;
  BOOST_CHECK_THROW(target = s, std::bad_alloc);
  BOOST_TEST(target.size() == 1u);
  BOOST_TEST(target[0].text == "kept");
  Fragile::fail_at = -1;
}

BOOST_AUTO_TEST_CASE(values_nest_and_compare_as_before)
{
  BOOST_TEST(sizeof(Value) <= 80u); // two Seqs where two std::vectors were
  Value m = Value::map();
  Value list = Value::list();
  for (int i = 0; i < 50; ++i) {
    list.push(Value::of(i));
  }
  m.add("list", list);
  m.add("name", Value::of(long_text(3)));
  Value copy = m;
  BOOST_TEST((copy == m));
  BOOST_TEST(copy.find("list")->items.size() == 50u);
  BOOST_TEST(copy.find("list")->items.capacity() == 50u); // trimmed as it was added
  copy.find("list")->items[49] = Value::of(-1);
  BOOST_TEST(!(copy == m));
}

BOOST_AUTO_TEST_SUITE_END()
