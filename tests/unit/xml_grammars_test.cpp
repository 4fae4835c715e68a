// The TOSCA grammars compiled at build time (xsd/compile_grammars.cpp) and
// read back by the parser instead of compiling the XSD: both are embedded
// and readable by this Xerces, and bytes Xerces cannot read (another
// serialization level, or damage) give null, so that the parser compiles
// the XSD instead, never a crash or a half-read grammar.
#include <boost/test/unit_test.hpp>

#include "xerces_glue.hpp"
#include "xerces_memory.hpp"

#include "tosca/xsd/embedded.hpp"

#include <xercesc/util/BinInputStream.hpp>
#include <xercesc/util/PlatformUtils.hpp>
#include <xercesc/util/OutOfMemoryException.hpp>
#include <xercesc/util/XMLException.hpp>
#include <xercesc/util/XMLURL.hpp>
#include <xercesc/util/regx/RangeToken.hpp>
#include <xercesc/util/regx/RangeTokenMap.hpp>
#include <xercesc/util/regx/RegxDefs.hpp>
#include <xercesc/util/regx/RegularExpression.hpp>
#include <xercesc/util/regx/TokenFactory.hpp>
#include <xercesc/framework/XMLGrammarPoolImpl.hpp>
#include <xercesc/framework/XMLSchemaDescription.hpp>
#include <xercesc/validators/common/GrammarResolver.hpp>
#include <xercesc/validators/schema/SchemaGrammar.hpp>

#include <cctype>
#include <cstring>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

using namespace tosca::xml::detail;

BOOST_AUTO_TEST_CASE(both_tosca_grammars_are_embedded_and_readable)
{
  ensure_xerces();
  BOOST_TEST(precompiled_grammars("tosca-v1.0.xsd") != nullptr);
  BOOST_TEST(precompiled_grammars("tosca-csd03.xsd") != nullptr);
  BOOST_TEST(precompiled_grammars("lexical.xsd") == nullptr, "not compiled at build time");
}

BOOST_AUTO_TEST_CASE(unreadable_grammar_bytes_give_null)
{
  ensure_xerces();
  const auto* f = tosca::xsd::find_embedded("tosca-v1.0.grammar");
  BOOST_TEST_REQUIRE(f != nullptr);
  const std::string whole(f->content);
  BOOST_TEST(read_grammars("") == nullptr);
  BOOST_TEST(read_grammars("not a grammar at all, only text") == nullptr);
  for (std::size_t cut : {std::size_t{4}, std::size_t{64}, whole.size() / 2, whole.size() - 1}) {
    BOOST_TEST_CONTEXT("first " << cut << " bytes") { BOOST_TEST(read_grammars(whole.substr(0, cut)) == nullptr); }
  }
  // The serialization level is the first thing Xerces reads.
  std::string other = whole;
  other[0] = static_cast<char>(other[0] ^ 0x55);
  BOOST_TEST(read_grammars(other) == nullptr);
  // Any flipped bit, anywhere: the checksum refuses it before Xerces reads
  // it (Xerces itself crashes on some, and reads others into a grammar
  // that is not the schema's).
  for (std::size_t bit = 0; bit < whole.size() * 8; bit += 997) {
    std::string flipped = whole;
    flipped[bit / 8] = static_cast<char>(flipped[bit / 8] ^ (1 << (bit % 8)));
    BOOST_TEST_CONTEXT("bit " << bit) { BOOST_TEST(read_grammars(flipped) == nullptr); }
  }
  BOOST_TEST(read_grammars(whole) != nullptr);
}

BOOST_AUTO_TEST_CASE(a_grammar_pool_is_lent_to_one_parser_at_a_time_and_kept)
{
  ensure_xerces();
  LentGrammars first("tosca-v1.0.xsd");
  BOOST_TEST_REQUIRE(static_cast<bool>(first));
  auto* pool = first.get();
  LentGrammars second("tosca-v1.0.xsd");
  BOOST_TEST((second.get() != nullptr && second.get() != pool), "never two at once");
  LentGrammars other("tosca-csd03.xsd");
  BOOST_TEST((other.get() != pool && other.get() != second.get()), "a pool serves its schema");
  first = LentGrammars(); // its lease ends: the pool is kept
  LentGrammars again("tosca-v1.0.xsd");
  BOOST_TEST(again.get() == pool, "the pool given back is lent again, not read again");
  BOOST_TEST(!LentGrammars("lexical.xsd"), "no precompiled pool: empty");
}

BOOST_AUTO_TEST_CASE(xerces_has_no_network_accessor_and_opens_no_url)
{
  // Nothing is fetched on a document's behalf (docs/security.md): even a
  // URL that got past the resolver finds no accessor to open it with.
  ensure_xerces();
  BOOST_TEST(x::XMLPlatformUtils::fgNetAccessor == nullptr);
  const x::XMLURL url(u"http://127.0.0.1:9/tosca.xsd");
  bool opened = false;
  try {
    std::unique_ptr<x::BinInputStream> stream(url.makeNewStream());
    opened = stream != nullptr;
  } catch (const x::XMLException&) {
  }
  BOOST_TEST(!opened);
}

namespace {
void* no_memory(std::size_t)
{
  return nullptr;
}
}  // namespace

BOOST_AUTO_TEST_CASE(xerces_allocates_through_the_project_memory_manager)
{
  ensure_xerces();
  BOOST_TEST(x::XMLPlatformUtils::fgMemoryManager == &xerces_memory());
  void* p = xerces_memory().allocate(100);
  BOOST_TEST(p != nullptr);
  xerces_memory().deallocate(p);
}

BOOST_AUTO_TEST_CASE(xerces_memory_refuses_once_then_serves_the_cleanup_from_its_reserve)
{
  XercesMemory m(no_memory);
  XercesMemory::begin_operation();
  BOOST_CHECK_THROW(m.allocate(4096), x::OutOfMemoryException);
  // The failure is being handled (the reader destroys the parser): what
  // that asks for is served.
  void* a = m.allocate(100);
  void* b = m.allocate(1000);
  BOOST_TEST((a != nullptr && b != nullptr && a != b));
  BOOST_TEST(m.reserve_in_use() >= 1100u);
  m.deallocate(a);
  m.deallocate(b);
  BOOST_TEST(m.reserve_in_use() == 0u, "reused once every block is back");
  // The reserve is finite: past it, a refusal again.
  BOOST_CHECK_THROW(m.allocate(std::size_t{2} << 20), x::OutOfMemoryException);
  // The next operation's first refusal throws.
  XercesMemory::begin_operation();
  BOOST_CHECK_THROW(m.allocate(4096), x::OutOfMemoryException);
  XercesMemory::begin_operation();
}

BOOST_AUTO_TEST_CASE(xerces_memory_serves_small_requests_from_half_its_reserve_before_refusing)
{
  // A small request may be a destructor's work list that Xerces makes
  // while it works (makeContentModel destroys a ContentSpecNode): it is
  // served, until half the reserve is used; the rest is for the refusal.
  XercesMemory m(no_memory);
  XercesMemory::begin_operation();
  std::vector<void*> got;
  try {
    for (int i = 0; i < 100000; ++i) {
      got.push_back(m.allocate(200));
    }
  } catch (const x::OutOfMemoryException&) {
  }
  BOOST_TEST(!got.empty());
  BOOST_TEST(got.size() < 100000u, "refused once half the reserve is used");
  BOOST_TEST(m.reserve_in_use() <= (std::size_t{1} << 19));
  void* handling = m.allocate(4096); // after the refusal: the other half
  BOOST_TEST(handling != nullptr);
  got.push_back(handling);
  for (void* p : got) {
    m.deallocate(p);
  }
  BOOST_TEST(m.reserve_in_use() == 0u);
  XercesMemory::begin_operation();
}

BOOST_AUTO_TEST_CASE(xerces_memory_zeroes_every_block)
{
  // Xerces' DFAContentModel::cleanup frees every entry of an array it was
  // filling when memory ran out: the entries not yet set must be null.
  XercesMemory& m = xerces_memory();
  for (int round = 0; round < 2; ++round) {
    auto* p = static_cast<unsigned char*>(m.allocate(512));
    bool zero = true;
    for (int i = 0; i < 512; ++i) {
      zero = zero && p[i] == 0;
    }
    BOOST_TEST(zero);
    std::memset(p, 0xAB, 512); // the next block may reuse these bytes
    m.deallocate(p);
  }
}

BOOST_AUTO_TEST_CASE(xerces_memory_serves_a_cleanup_scope_from_its_reserve)
{
  // XercesPtr destroys a parser or a pool inside a Cleanup: a destructor
  // that allocates there is served even before any refusal.
  XercesMemory m(no_memory);
  XercesMemory::begin_operation();
  void* p = nullptr;
  {
    XercesMemory::Cleanup cleanup;
    p = m.allocate(4096);
  }
  BOOST_TEST(p != nullptr);
  m.deallocate(p);
  BOOST_CHECK_THROW(m.allocate(4096), x::OutOfMemoryException);
  XercesMemory::begin_operation();
}

BOOST_AUTO_TEST_CASE(a_xerces_panic_is_out_of_memory_not_the_end_of_the_process)
{
  // Xerces' default handler calls exit(-1) (status 255, no message).
  ensure_xerces();
  BOOST_CHECK_THROW(x::XMLPlatformUtils::panic(x::PanicHandler::Panic_AllStaticInitErr),
                    std::bad_alloc);
}

BOOST_AUTO_TEST_CASE(xerces_memory_serves_a_destructor_that_allocates_while_unwinding)
{
  // ContentSpecNode's destructor allocates: an exception from it would end
  // the process (std::terminate), as it did under `ulimit -v`.
  XercesMemory m(no_memory);
  XercesMemory::begin_operation();
  struct AllocatesWhenDestroyed
  {
    XercesMemory& m;
    void*& got;
    ~AllocatesWhenDestroyed() { got = m.allocate(32); }
  };
  void* got = nullptr;
  try {
    AllocatesWhenDestroyed d{m, got};
    throw std::runtime_error("unwinding");
  } catch (const std::runtime_error&) {
  }
  BOOST_TEST(got != nullptr);
  m.deallocate(got);
  BOOST_TEST(m.reserve_in_use() == 0u);
}

BOOST_AUTO_TEST_CASE(character_ranges_build_when_a_pattern_names_them)
{
  // The static Xerces starts without its Unicode ranges
  // (src/xml/static_xerces/lazy_ranges.cpp): a pattern that names one
  // still gets it, in XML Schema's regular expression syntax.
  ensure_xerces();
  auto matches = [](const char16_t* pattern, const char16_t* text) {
    const xercesc::RegularExpression re(pattern, u"X");
    return re.matches(text);
  };
  BOOST_TEST(matches(u"\\p{Lu}\\d+", u"A12"));
  BOOST_TEST(!matches(u"\\p{Lu}\\d+", u"a12"));
  BOOST_TEST(matches(u"\\P{Lu}+", u"abc"));
  BOOST_TEST(matches(u"\\i\\c*", u"_name-1"));
  BOOST_TEST(!matches(u"\\i\\c*", u"1name"));
  BOOST_TEST(matches(u"\\p{IsBasicLatin}+", u"plain"));
  BOOST_TEST(!matches(u"\\p{IsBasicLatin}+", u"pl\u00e4in"));
  BOOST_TEST(matches(u"\\w+\\s\\W", u"word !"));
}

namespace {

/// A range map of Xerces' own making, with Xerces' own factories: what the
/// tool's map (src/xml/static_xerces/lazy_ranges.cpp) is held to.
struct XercesRangeMap : xercesc::RangeTokenMap
{
  XercesRangeMap() : xercesc::RangeTokenMap(xercesc::XMLPlatformUtils::fgMemoryManager) {}
  using xercesc::RangeTokenMap::getRange;
};

}  // namespace

BOOST_AUTO_TEST_CASE(the_xml_ranges_are_those_xerces_builds)
{
  // `\s`, `\d`, `\w`, `\c` and `\i` and their complements, built by the
  // tool's factories (the first four from sorted tables, `\w` in a family
  // of its own), hold the characters Xerces' XMLRangeFactory gives them:
  // every BMP character, and a sample above.
  ensure_xerces();
  XercesRangeMap xerces;
  xercesc::TokenFactory ours;
  std::vector<XMLInt32> chars;
  for (XMLInt32 c = 0; c <= 0xFFFF; ++c) {
    chars.push_back(c);
  }
  for (XMLInt32 c = 0x10000; c <= 0x10FFFF; c += 251) {
    chars.push_back(c);
  }
  chars.push_back(0x10FFFF);
  const std::pair<const XMLCh*, char> keywords[] = {
      {xercesc::fgXMLSpace, 's'},    {xercesc::fgXMLDigit, 'd'},           {xercesc::fgXMLWord, 'w'},
      {xercesc::fgXMLNameChar, 'c'}, {xercesc::fgXMLInitialNameChar, 'i'}};
  for (const auto& [keyword, escape] : keywords) {
    for (bool complement : {false, true}) {
      xercesc::RangeToken* want = xerces.getRange(keyword, complement);
      xercesc::RangeToken* got = ours.getRange(keyword, complement);
      BOOST_TEST_REQUIRE(want != nullptr);
      BOOST_TEST_REQUIRE(got != nullptr);
      std::size_t differ = 0;
      XMLInt32 first = -1;
      for (XMLInt32 c : chars) {
        if (want->match(c) != got->match(c)) {
          first = differ++ == 0 ? c : first;
        }
      }
      BOOST_TEST(differ == 0u, "\\" << static_cast<char>(complement ? std::toupper(escape) : escape)
                                     << ": " << differ << " characters differ, the first U+"
                                     << std::hex << first);
    }
  }
}

BOOST_AUTO_TEST_CASE(a_grammar_lookup_sees_a_grammar_added_after_it_missed)
{
  // The static Xerces remembers each grammar lookup's answer
  // (src/xml/static_xerces/grammar_lookups.cpp) until grammars change.
  ensure_xerces();
  xercesc::XMLGrammarPoolImpl pool(xercesc::XMLPlatformUtils::fgMemoryManager);
  xercesc::GrammarResolver resolver(&pool);
  const std::u16string ns = u"http://example.org/added";
  const std::u16string same_ns = ns; // the same namespace, another buffer
  BOOST_TEST(resolver.getGrammar(ns.c_str()) == nullptr);
  BOOST_TEST(resolver.getGrammar(same_ns.c_str()) == nullptr);
  auto* grammar = new xercesc::SchemaGrammar();
  grammar->setTargetNamespace(ns.c_str());
  static_cast<xercesc::XMLSchemaDescription*>(grammar->getGrammarDescription())
      ->setTargetNamespace(ns.c_str());
  resolver.putGrammar(grammar); // adopted
  BOOST_TEST(resolver.getGrammar(ns.c_str()) == grammar);
  BOOST_TEST(resolver.getGrammar(same_ns.c_str()) == grammar);
  BOOST_TEST(resolver.getGrammar(u"http://example.org/added/") == nullptr);
  BOOST_TEST(resolver.getGrammar(u"http://example.org/adde") == nullptr);
  BOOST_TEST(resolver.orphanGrammar(ns.c_str()) == grammar);
  BOOST_TEST(resolver.getGrammar(ns.c_str()) == nullptr);
  delete grammar;
}

namespace {

/// The pattern of lexical.xsd's simple type `name`, its character
/// references decoded.
std::u16string lexical_pattern(const std::string& name)
{
  const auto* f = tosca::xsd::find_embedded("lexical.xsd");
  BOOST_TEST_REQUIRE(f != nullptr);
  const std::string text(f->content);
  const std::size_t type = text.find("<xs:simpleType name=\"" + name + "\">");
  BOOST_TEST_REQUIRE(type != std::string::npos);
  const std::size_t from = text.find("<xs:pattern value=\"", type) + 19;
  const std::string raw = text.substr(from, text.find('"', from) - from);
  std::u16string out;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw.compare(i, 3, "&#x") == 0) {
      const std::size_t end = raw.find(';', i);
      out += static_cast<char16_t>(std::stoul(raw.substr(i + 3, end - i - 3), nullptr, 16));
      i = end;
    } else {
      out += static_cast<char16_t>(raw[i]);
    }
  }
  return out;
}

}  // namespace

BOOST_AUTO_TEST_CASE(name_patterns_answer_ascii_values_as_xerces_does)
{
  // The static Xerces decides ASCII values of lexical.xsd's name patterns
  // without its matcher (src/xml/static_xerces/name_patterns.cpp): the
  // answers are the matcher's (matches with bounds goes to it) for every
  // ASCII value of up to two characters, every value of up to four over
  // the characters that matter, and a few with other characters.
  ensure_xerces();
  std::vector<std::u16string> values{u"", u"a\u00e9", u"\u00e9a", u"a:\u0218", u"x\u10000"};
  for (char16_t a = 1; a < 128; ++a) {
    values.push_back(std::u16string(1, a));
    for (char16_t b = 1; b < 128; ++b) {
      values.push_back(std::u16string{a, b});
    }
  }
  const std::u16string some = u"aZ_-.0:\u00b7 ";
  for (char16_t a : some) {
    for (char16_t b : some) {
      for (char16_t c : some) {
        for (char16_t d : some) {
          values.push_back(std::u16string{a, b, c, d});
        }
      }
    }
  }
  for (const char* type : {"tName", "tID", "tIDREF", "tQName"}) {
    const std::u16string pattern = lexical_pattern(type);
    const xercesc::RegularExpression re(pattern.c_str(), u"X");
    std::size_t differ = 0;
    for (const auto& v : values) {
      if (re.matches(v.c_str()) != re.matches(v.c_str(), 0, v.size())) {
        ++differ;
      }
    }
    BOOST_TEST(differ == 0u, type << ": " << differ << " of " << values.size() << " values differ");
  }
  // And the shortcut is taken: an ASCII name is decided at once.
  const xercesc::RegularExpression qname(lexical_pattern("tQName").c_str(), u"X");
  BOOST_TEST(qname.matches(u"tosca:NodeType"));
  BOOST_TEST(!qname.matches(u"tosca:1"));
  BOOST_TEST(!qname.matches(u"a:b:c"));
}

namespace {

/// `n` values of up to `longest` characters of `alphabet`, the same each
/// run (a fixed linear congruential sequence).
std::vector<std::u16string> values_of(std::u16string_view alphabet, std::size_t n, std::size_t longest)
{
  std::vector<std::u16string> out{u""};
  std::uint64_t state = 42;
  auto next = [&] {
    state = state * 6364136223846793005u + 1442695040888963407u;
    return static_cast<std::size_t>(state >> 33);
  };
  for (std::size_t i = 0; i < n; ++i) {
    std::u16string v(next() % (longest + 1), u' ');
    for (char16_t& c : v) {
      c = alphabet[next() % alphabet.size()];
    }
    out.push_back(std::move(v));
  }
  return out;
}

/// How many of `values` the expression of `pattern` decides otherwise
/// than Xerces' matcher (matches with bounds goes to it).
std::size_t differences(const std::u16string& pattern, const std::vector<std::u16string>& values)
{
  const xercesc::RegularExpression re(pattern.c_str(), u"X");
  std::size_t differ = 0;
  for (const auto& v : values) {
    if (re.matches(v.c_str()) != re.matches(v.c_str(), 0, v.size())) {
      ++differ;
    }
  }
  return differ;
}

}  // namespace

BOOST_AUTO_TEST_CASE(pattern_automata_answer_as_xerces_does)
{
  // Pattern facets decide ASCII values by automata
  // (src/xml/static_xerces/patterns.cpp): the answers are the matcher's,
  // for lexical.xsd's URI and integer patterns and xml.xsd's language tag
  // on values over the characters their structure turns on, and for
  // patterns that use every construct the automata read.
  ensure_xerces();
  struct Case
  {
    std::u16string pattern;
    std::u16string alphabet;
    std::size_t longest;
  };
  const std::vector<Case> cases{
      {lexical_pattern("tURI"), u"a:/?#[]@%1Fg.-+9_ x", 14},
      {lexical_pattern("tURI"), u"ab:/?#[]@%1F", 9},
      {lexical_pattern("tURI"), u"h:/1%0@", 12},
      {lexical_pattern("tInt"), u"+-0123456789", 12},
      {lexical_pattern("tInt"), u"0123456789", 11},
      {u"[ \t\n\r]*[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*[ \t\n\r]*|", u"aZ-1 \t", 12},
      {u"a|ab|(a|b)*a{2,3}(c{2,})?", u"abc", 9},
      {u"(x|xy)*y|.z?|\\d+\\.\\s?", u"xyz.1 \n", 7},
      {u"[^a-c]{0,2}\\p{Lu}+\\P{Lu}", u"abcdAZ-", 6},
      {u"^a$|\\^|\\w\\W\\i\\c", u"^$a_ :", 5},
      {u"\u00e9?[a\u00e9]+|\U0001F600*q", u"aq", 5},
      {u"([1-9]+[0-9]*)", u"0129x", 6},
      {u"[a-z-[aeiou]]+", u"abe", 4}, // a subtraction: Xerces alone
  };
  for (const Case& c : cases) {
    const std::vector<std::u16string> values = values_of(c.alphabet, 20000, c.longest);
    BOOST_TEST(differences(c.pattern, values) == 0u,
               std::string(c.pattern.begin(), c.pattern.begin() + std::min<std::size_t>(c.pattern.size(), 40)));
  }
  // Values with other characters go to Xerces, whatever their ASCII part.
  const std::vector<std::u16string> mixed{u"h\u00e9:x", u"http://h/\u00e9", u"ab\u00e9c", u"\u00e9"};
  BOOST_TEST(differences(lexical_pattern("tURI"), mixed) == 0u);
}
