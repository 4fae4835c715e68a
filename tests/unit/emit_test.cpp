// Unit tests for tosca::yaml::emit: every value must load back through
// yaml-cpp as the same value. Plain scalars are resolved with the YAML 1.2
// core schema; a string emitted plain must also not be a YAML 1.1 bool,
// null, int, float or timestamp (the header promises both readers agree).
#include <boost/test/unit_test.hpp>

#include "tosca/yaml/emit.hpp"
#include "yaml_roundtrip.hpp"

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

using tosca::ir::Value;
using tosca::yaml::emit;
using tosca::yaml::emit_scalar;

namespace {

using namespace unit_yaml;

/// emit -> YAML::Load -> compare; reports input, output and what came back.
void check_round_trip(const Value& v, const std::string& what = "")
{
  const std::string text = emit(v);
  BOOST_TEST_INFO("case: " << what << "\ninput: " << describe(v) << "\nemitted:\n" << text);
  BOOST_TEST((!text.empty() && text.back() == '\n'), "emit must end the document with a newline");
  Value back;
  try {
    back = from_yaml(YAML::Load(text));
  } catch (const std::exception& e) {
    BOOST_ERROR("yaml-cpp could not load the output: " << e.what());
    return;
  }
  BOOST_TEST(same(v, back), "loaded back as " << describe(back));
}

Value map1(const std::string& k, Value v)
{
  Value m = Value::map();
  m.add(k, std::move(v));
  return m;
}

Value list1(Value v)
{
  Value l = Value::list();
  l.push(std::move(v));
  return l;
}

/// Checks `s` as a map value, a key, a list item, nested deeper, and alone.
void check_string_everywhere(const std::string& s)
{
  check_round_trip(map1("k", Value::of(s)), "map value");
  check_round_trip(map1(s, Value::of("v")), "map key");
  check_round_trip(list1(Value::of(s)), "list item");
  check_round_trip(map1("outer", list1(map1("inner", Value::of(s)))), "value in a map in a list");
  check_round_trip(list1(list1(Value::of(s))), "item of a nested list");
}

const std::vector<std::string> lookalikes = {
    "3306", "1e3", "0x1F", "yes", "No", "null", "~", "true", "2024-01-01", "-1", ".5", "+1",
    "1_000", "12:30", "NULL", "Null", "Off", "ON", "y", "N", ".inf", "-.Inf", ".NaN", "0o17",
    "0b101", "1.", "<<", "=", "False", "+.5", "1:20:30.5", "2001-12-14t21:59:43.10-05:00",
    "-.5e3", "0", "007", "1e+300", "+12", "0.0", "-0"};

}  // namespace

BOOST_AUTO_TEST_CASE(strings_that_look_like_other_types_stay_strings)
{
  for (const auto& s : lookalikes) {
    BOOST_TEST_CONTEXT("string " << quote(s))
    {
      YAML::Node n = YAML::Load(emit(map1("k", Value::of(s))));
      BOOST_TEST(n["k"].Tag() == "!", "must be emitted quoted, not plain: " << emit(map1("k", Value::of(s))));
      BOOST_TEST(n["k"].Scalar() == s);
      const std::string scalar = emit_scalar(Value::of(s));
      BOOST_TEST((scalar.front() == '\'' || scalar.front() == '"'), "emit_scalar must quote it: " << scalar);
      check_string_everywhere(s);
    }
  }
}

BOOST_AUTO_TEST_CASE(multi_line_strings_are_byte_identical)
{
  const std::vector<std::string> texts = {
      "a\nb", "a\nb\n", "a\nb\n\n\n", "a\n", "a\n\n", "\n", "\n\n", "\nleading newline",
      "tab\there\nand\tthere\n", "\ta\nb", "a\n   \nb", "a\n  ", "x\n  \n  \n", "a\n \n",
      " first line starts with a space\nsecond", "  two\n", "trailing spaces  \nnext  \n",
      "\t\n\t", "a\n\n\nb", "a\r\nb\r\n", "line\n#not a comment\n", "a\n- b\n", "a:\n  b: c\n",
      "...\n---\n", "a\n...\nb", "x\n---", "  \n  ", "caf\xC3\xA9\n\xE6\x97\xA5\xE6\x9C\xAC\n",
      "'quoted'\n\"double\"\n", "back\\slash\nline"};
  for (const auto& s : texts) {
    BOOST_TEST_CONTEXT("text " << quote(s))
    {
      check_string_everywhere(s);
      check_round_trip(Value::of(s), "top-level scalar");
      YAML::Node n = YAML::Load(emit(map1("k", Value::of(s))));
      BOOST_TEST(n["k"].Tag() == "!", "multi-line text must not be a plain scalar");
    }
  }
}

BOOST_AUTO_TEST_CASE(special_characters)
{
  const std::vector<std::string> texts = {
      "\x01", "\x07" "bell", "a\x1F" "b", "\x7F", std::string("nul\0mid", 7), std::string(1, '\0'),
      "\r", "cr\rin the middle", "\"quoted\"", "'single'", "it's", "say \"hi\"", "back\\slash",
      "\\", "a: b", "a:b", "a #b", "a#b", "- item", "-", "--", "? q", "?", ": x", ":", "#comment",
      "a:", "key: value # c", "[a]", "{a}", "a,b", "a, b", "*alias", "&anchor", "!tag", "|", ">",
      "%percent", "@at", "`tick", "caf\xC3\xA9", "\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E",
      "\xF0\x9F\x98\x80", "\xC3\xA4: \xC3\xB6", " leading", "trailing ", " ", "\t", "a\tb",
      "---", "--- x", "a\xC2\xA0", "plain words are fine", "http://example.org/a#b",
      "{{ get_input: x }}", "a ' b", "'", "\"", "'a", "a'"};
  for (const auto& s : texts) {
    BOOST_TEST_CONTEXT("string " << quote(s)) { check_string_everywhere(s); }
  }
}

BOOST_AUTO_TEST_CASE(plain_strings_stay_plain_and_readable)
{
  BOOST_TEST(emit(map1("name", Value::of("web server"))) == "name: web server\n");
  BOOST_TEST(emit(map1("url", Value::of("http://x.org/a"))) == "url: http://x.org/a\n");
  BOOST_TEST(emit(map1("k", Value::of(""))) == "k: ''\n", "the empty string is written ''");
  BOOST_TEST(emit(map1("k", Value::of("a\nb"))) == "k: |-\n  a\n  b\n",
             "multi-line text uses a literal block");
  // Near misses of the words and markers that must be quoted stay plain.
  BOOST_TEST(emit(map1("k", Value::of("yess"))) == "k: yess\n");
  BOOST_TEST(emit(map1("k", Value::of("nul"))) == "k: nul\n");
  BOOST_TEST(emit(map1("k", Value::of("a#b"))) == "k: a#b\n");
  BOOST_TEST(emit(map1("k", Value::of("a:b"))) == "k: a:b\n");
  BOOST_TEST(emit(map1("k", Value::of("..x"))) == "k: ..x\n");
  BOOST_TEST(emit(map1("k", Value::of("..."))) == "k: '...'\n");
  BOOST_TEST(emit(map1("k", Value::of("a #b"))) == "k: 'a #b'\n");
}

BOOST_AUTO_TEST_CASE(empty_string_and_empty_collections)
{
  check_string_everywhere("");
  check_round_trip(map1("m", Value::map()), "empty map value");
  check_round_trip(map1("l", Value::list()), "empty list value");
  Value l = Value::list();
  l.push(Value::map());
  l.push(Value::list());
  l.push(Value::of(""));
  l.push(Value::null());
  check_round_trip(l, "list of empties");
  check_round_trip(Value::map(), "empty top-level map");
  BOOST_TEST(emit(Value::map()) == "{}\n");
}

BOOST_AUTO_TEST_CASE(nested_lists_of_maps)
{
  Value inner = Value::map();
  inner.add("name", Value::of("x"));
  inner.add("ports", Value::list());
  inner.entries.back().second.push(Value::of(80));
  inner.entries.back().second.push(Value::of("443"));
  Value deep = Value::list();
  deep.push(inner);
  deep.push(list1(list1(inner)));
  deep.push(map1("nested", map1("again", list1(Value::of("a\nb\n")))));
  Value doc = Value::map();
  doc.add("node_templates", deep);
  doc.add("after", Value::of(true));
  check_round_trip(doc, "nested lists of maps");
  Value chain = Value::of("leaf");
  for (int i = 0; i < 30; ++i) chain = (i % 2) ? list1(std::move(chain)) : map1("k" + std::to_string(i), std::move(chain));
  check_round_trip(chain, "30 levels of alternating maps and lists");
}

BOOST_AUTO_TEST_CASE(keys_that_need_quoting)
{
  Value m = Value::map();
  for (const char* k : {"", "a: b", "- x", "true", "1", "null", "#", "a\nb", " sp", "sp ", "key with spaces",
                        "\xD0\xBA\xD0\xBB\xD1\x8E\xD1\x87", "?", ":", "[x]", "&a", "*a", "!t", "'", "\"", "<<", "y"}) {
    m.add(k, Value::of(k));
  }
  check_round_trip(m, "awkward keys in one map");
}

BOOST_AUTO_TEST_CASE(numbers_booleans_and_null)
{
  for (double d : {1.5, 1e300, -1e-300, 0.1, -2.5e-8, 2.0, 100.0, 1e15, 1e16, 4.9e-324,
                   std::numeric_limits<double>::max(), -0.0, 0.0, HUGE_VAL, -HUGE_VAL}) {
    BOOST_TEST_CONTEXT("double " << d) { check_round_trip(map1("f", Value::of(d)), "float"); }
  }
  check_round_trip(map1("nan", Value::of(std::nan(""))), "NaN");
  BOOST_TEST(emit_scalar(Value::of(2.0)) == "2.0", "an integral float must stay a float");
  BOOST_TEST(emit_scalar(Value::of(-0.0)) == "-0.0");
  for (std::int64_t i : {std::int64_t{0}, std::int64_t{-1}, std::int64_t{3306},
                         std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()}) {
    BOOST_TEST_CONTEXT("integer " << i) { check_round_trip(map1("i", Value::of(i)), "integer"); }
  }
  Value l = Value::list();
  l.push(Value::of(true));
  l.push(Value::of(false));
  l.push(Value::null());
  check_round_trip(l, "booleans and null");
  BOOST_TEST(emit(l) == "- true\n- false\n- null\n");
}

BOOST_AUTO_TEST_CASE(output_is_deterministic_and_keeps_order)
{
  Value m = Value::map();
  m.add("zeta", Value::of(1));
  m.add("alpha", Value::of(2));
  const std::string text = emit(m);
  BOOST_TEST(text == "zeta: 1\nalpha: 2\n", "insertion order must be kept");
  BOOST_TEST(emit(m) == text);
}

// Regression (fixed): an empty top-level list is emitted as "" (no
// "[]", no final newline), which YAML reads back as null.
BOOST_AUTO_TEST_CASE(empty_top_level_list)
{
  BOOST_TEST(emit(Value::list()) == "[]\n", "emit(empty list) must give a loadable empty list");
}

// Regression (fixed): the string "..." as the whole document is
// emitted plain, and "...\n" at column 0 is a document end marker, so it
// reads back as null instead of "...".
BOOST_AUTO_TEST_CASE(document_end_marker_as_top_level_string)
{
  YAML::Node n = YAML::Load(emit(Value::of("...")));
  BOOST_TEST((n.IsScalar() && n.Scalar() == "..."), "emitted: " << emit(Value::of("...")));
}

// Regression (fixed): characters that YAML does not allow unescaped
// in plain and block scalars (C1 controls U+0080-U+009F, the BOM U+FEFF), and
// the ones a YAML 1.1 reader takes for line breaks (NEL U+0085, LS U+2028,
// PS U+2029), are written raw. yaml-cpp tolerates them; libyaml/PyYAML
// reject C1 controls and fold NEL/LS/PS into spaces. They should be written
// double-quoted with escapes (\x80, \N, \L, \P, \uFEFF).
BOOST_AUTO_TEST_CASE(non_printable_unicode_is_escaped)
{
  const std::vector<std::pair<std::string, const char*>> raw = {
      {"\xC2\x80", "U+0080"}, {"\xC2\x85", "U+0085"}, {"\xC2\x9F", "U+009F"},
      {"\xE2\x80\xA8", "U+2028"}, {"\xE2\x80\xA9", "U+2029"}, {"\xEF\xBB\xBF", "U+FEFF"}};
  std::vector<std::string> leaked;
  for (const auto& [ch, name] : raw) {
    for (const std::string& s : {"a" + ch + "b", "line\n" + ch + "\n"}) {
      const std::string text = emit(map1("k", Value::of(s)));
      if (text.find(ch) != std::string::npos) leaked.push_back(std::string(name) + " in " + quote(s));
    }
  }
  BOOST_TEST(leaked.empty(), leaked.size() << " outputs contain such a character raw, e.g. "
                                           << (leaked.empty() ? "" : leaked[0]));
}

// Regression (fixed): a key longer than 1024 characters (counting the
// quotes when quoted) is written as an implicit key, which YAML forbids;
// yaml-cpp fails with "illegal map value". Such keys need the explicit "? "
// form.
BOOST_AUTO_TEST_CASE(very_long_keys)
{
  Value m = Value::map();
  m.add(std::string(1100, 'k'), Value::of(1));
  m.add(std::string(1100, 'q') + "\n", Value::of(2));
  std::string error;
  try {
    YAML::Load(emit(m));
  } catch (const std::exception& e) {
    error = e.what();
  }
  BOOST_TEST(error.empty(), "a map with 1100-character keys must load: " << error);
}

// Regression (fixed): floats whose shortest form has no '.' are
// written as "1e+300", "1e-07", "1e+15". YAML 1.2 reads a float, but a YAML
// 1.1 reader (PyYAML, hence most Python TOSCA tools) reads the *string*
// "1e+300", since its float form needs a '.'. Writing "1.0e+300" satisfies both.
BOOST_AUTO_TEST_CASE(floats_are_floats_for_yaml_1_1_readers)
{
  std::vector<std::string> bad;
  for (double d : {1e300, 1e-7, 1e15, 1.5, 2.0, -0.0, 0.1}) {
    const std::string text = emit_scalar(Value::of(d));
    if (!full(text, "[-+]?[0-9][0-9_]*\\.[0-9_]*([eE][-+][0-9]+)?")) bad.push_back(text);
  }
  BOOST_TEST(bad.empty(), bad.size() << " floats would be strings to a YAML 1.1 reader, e.g. "
                                     << (bad.empty() ? "" : bad[0]));
}

// ---------------------------------------------------------- random trees

namespace {

struct Gen
{
  std::mt19937 rng;
  int budget = 0;

  std::size_t pick(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); }

  std::string awkward()
  {
    static const std::vector<std::string> parts = {
        "a", "word", "x y", " ", "  ", "\t", "\n", "\n\n", "\r", "\r\n", ": ", ":", " #", "#", "- ", "-",
        "? ", "'", "\"", "\\", "[", "]", "{", "}", ",", "&", "*", "!", "|", ">", "%", "@", "`", "~",
        "caf\xC3\xA9", "\xE6\x97\xA5", "\xF0\x9F\x98\x80", "\xC2\xA0", "\x01", "\x1B", "\x7F",
        std::string(1, '\0'), "---", "...", "<<", "=", "null", "yes", "No", "true", "3306", "1e3",
        "0x1F", "-1", ".5", "+1", "1_000", "12:30", "2024-01-01", ".inf", "0o7", "y"};
    // Text made of printable parts only, so that literal blocks get exercised.
    static const std::vector<std::string> text = {"line", "a b", " ", "  ", "\t", "\n", "\n", "\n\n", "# x",
                                                  ": ", "- ", "'", "\"", "...", "---", "caf\xC3\xA9", "|", ">"};
    const auto& pool = pick(3) == 0 ? text : parts;
    std::string s;
    for (std::size_t n = pick(pool.size() == text.size() ? 9 : 6); n > 0; --n) s += pool[pick(pool.size())];
    return s;
  }

  Value scalar()
  {
    static const std::vector<double> floats = {1.5, 2.0, -0.0, 1e300, 0.1, -3.25, 1e-7, 12345678.0};
    switch (pick(6)) {
    case 0: return Value::null();
    case 1: return Value::of(pick(2) == 0);
    case 2: return Value::of(static_cast<std::int64_t>(rng()) - (pick(2) ? 0 : std::int64_t{1} << 40));
    case 3: return Value::of(pick(3) ? floats[pick(floats.size())] : std::uniform_real_distribution<>(-1e6, 1e6)(rng));
    default: return Value::of(awkward());
    }
  }

  Value tree(int depth)
  {
    --budget;
    const std::size_t k = depth >= 5 || budget <= 0 ? 0 : pick(3);
    if (k == 0) return scalar();
    Value v = k == 1 ? Value::list() : Value::map();
    for (std::size_t n = pick(5); n > 0 && budget > 0; --n) {
      if (k == 1) {
        v.push(tree(depth + 1));
      } else {
        std::string key = awkward();
        if (v.find(key) == nullptr) v.add(key, tree(depth + 1)); // YAML keys are unique
      }
    }
    return v;
  }
};

}  // namespace

BOOST_AUTO_TEST_CASE(random_trees_round_trip)
{
  Gen gen{std::mt19937(20240601u)};
  int failures = 0;
  for (int i = 0; i < 500 && failures < 5; ++i) {
    gen.budget = 60;
    Value doc = Value::map();
    for (std::size_t n = gen.pick(6); n > 0; --n) {
      std::string key = gen.awkward();
      if (doc.find(key) == nullptr) doc.add(key, gen.tree(1));
    }
    const std::string text = emit(doc);
    bool ok = false;
    std::string got;
    try {
      Value back = from_yaml(YAML::Load(text));
      ok = same(doc, back);
      got = describe(back);
    } catch (const std::exception& e) {
      got = std::string("load error: ") + e.what();
    }
    if (!ok) {
      ++failures;
      BOOST_ERROR("random case " << i << " does not round-trip\ninput: " << describe(doc) << "\nemitted:\n"
                                 << text << "\nloaded: " << got);
    }
  }
  BOOST_TEST(failures == 0, "stopped after 5 failures");
}

// A splice's text stands in for its value: emitting a document with the
// entries of one map written already gives the text of the whole tree.
BOOST_AUTO_TEST_CASE(a_splice_is_written_where_its_value_stands)
{
  auto document = [](Value inner) {
    Value d = Value::map();
    Value outer = Value::map();
    outer.add("before", Value::of(1));
    outer.add("spliced", std::move(inner));
    outer.add("after", Value::list());
    d.add("outer", std::move(outer));
    d.add("last", Value::of("x"));
    return d;
  };
  Value inner = Value::map();
  Value deep = Value::map();
  deep.add("k", Value::of("3306"));
  inner.add("a", std::move(deep));
  inner.add("b", Value::of(true));
  const std::string whole = emit(document(inner));

  std::string text;
  tosca::yaml::emit_entry("a", Value(inner.entries[0].second), 4, text);
  tosca::yaml::emit_entries([&] {
    Value rest = Value::map();
    rest.add("b", Value::of(true));
    return rest;
  }(), 4, text);
  Value placeholder_doc = document(Value::map());
  std::vector<tosca::yaml::Splice> splices{
      {placeholder_doc.find("outer")->find("spliced"), text, {}}};
  BOOST_TEST(emit(std::move(placeholder_doc), splices) == whole);

  // A splice whose value is not in the document: a defect, never a file
  // without that text.
  Value stray = Value::map();
  Value other = document(Value::map());
  std::vector<tosca::yaml::Splice> lost{{&stray, "  a: 1\n", {}}};
  BOOST_CHECK_THROW(emit(std::move(other), lost), std::logic_error);
}
