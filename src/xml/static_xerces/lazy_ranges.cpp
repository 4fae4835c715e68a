/// Xerces-C++ 3.2's start, without the Unicode ranges nobody asks for, for
/// the static Xerces the tool links (cmake/Xerces.cmake).
///
/// XMLPlatformUtils::Initialize builds every character range a regular
/// expression could name (`\p{L}`, `\d`, `\i`, the Unicode blocks) by
/// classifying all 65,536 BMP characters: 13 M instructions, a quarter of
/// converting one document, before the first byte is read. The range map
/// builds each family on its first use anyway (RangeTokenMap::getRange,
/// under its own lock), and the schemas the tool ships name none of them
/// (their patterns spell each class out); only Xerces' own built-in types
/// do (`\c+` for xs:NMTOKEN, `\i\c*` for xs:Name). So Initialize's two
/// calls are replaced, by the linker's --wrap, with:
///
/// - initializeRangeTokenMap: the map made as Xerces makes it, its
///   families registered, none built; and the XML family (`\s`, `\d`,
///   `\w`, `\c`, `\i`) in two parts. Xerces builds all five at the first
///   `\c`, `\w` by classifying every BMP character (4.1 M instructions,
///   a twelfth of converting one document); the other four come from the
///   character tables of XML 1.0, whose ranges Xerces then sorts by
///   exchanges (0.8 M more). Here the four are built from the same
///   tables, sorted first, and `\w` is a family of its own, built as
///   Xerces builds it when a pattern first names it;
/// - initializeRegularExpression: nothing. It looks up the Unicode
///   "IsWord" range (building the whole Unicode family) for
///   RegularExpression::fWordRange, which nothing in Xerces 3.2 reads.
///
/// unit.xml_grammars holds every range of the XML family, and its
/// complement, to those Xerces' own factory builds, over every BMP
/// character and a sample above; it checks that `\p{Lu}` and `\d` still
/// match.

#include <xercesc/internal/CharTypeTables.hpp>
#include <xercesc/util/OutOfMemoryException.hpp>
#include <xercesc/util/PlatformUtils.hpp>
#include <xercesc/util/XMLUniDefs.hpp>
#include <xercesc/util/regx/RangeFactory.hpp>
#include <xercesc/util/regx/RangeToken.hpp>
#include <xercesc/util/regx/RangeTokenMap.hpp>
#include <xercesc/util/regx/RegxDefs.hpp>
#include <xercesc/util/regx/TokenFactory.hpp>
#include <xercesc/util/regx/UnicodeRangeFactory.hpp>
#include <xercesc/util/regx/XMLUniCharacter.hpp>

#include <algorithm>
#include <initializer_list>
#include <new>
#include <utility>
#include <vector>

namespace x = xercesc;

namespace {

/// RangeTokenMap's constructor is for its friends and subclasses. This one
/// adds nothing to it, so the map is laid out and freed as Xerces' own
/// (XMLPlatformUtils::Terminate, which deletes it as a RangeTokenMap, is
/// never called by the tool anyway).
struct LazyRangeTokenMap : x::RangeTokenMap
{
  explicit LazyRangeTokenMap(x::MemoryManager* manager) : x::RangeTokenMap(manager) {}
};

/// The family `\w` is moved to (a name no pattern can spell).
const XMLCh k_word_category[] = u"tosca-xml-word";

using Ranges = std::vector<std::pair<XMLInt32, XMLInt32>>;

/// Appends a character table of CharTypeTables.hpp: pairs of first and
/// last characters up to a 0, then single characters up to a 0.
void add_table(Ranges& out, const XMLCh* table)
{
  const XMLCh* p = table;
  for (; *p != 0; p += 2) {
    out.emplace_back(p[0], p[1]);
  }
  for (++p; *p != 0; ++p) {
    out.emplace_back(*p, *p);
  }
}

/// `keyword`'s range of `ranges` and its complement, set in `map`. The
/// ranges are sorted and joined first and added in order, so that the
/// token never sorts them itself (by exchanges: 125,000 steps for the
/// 500 ranges of `\c`).
void set_ranges(x::RangeTokenMap* map, const XMLCh* keyword, Ranges ranges)
{
  std::sort(ranges.begin(), ranges.end());
  Ranges joined;
  for (const auto& r : ranges) {
    if (!joined.empty() && r.first <= joined.back().second + 1) {
      joined.back().second = std::max(joined.back().second, r.second);
    } else {
      joined.push_back(r);
    }
  }
  x::TokenFactory* tokens = map->getTokenFactory();
  x::RangeToken* tok = tokens->createRange();
  for (const auto& r : joined) {
    tok->addRange(r.first, r.second);
  }
  tok->sortRanges(); // already: nothing to do but say so
  tok->compactRanges();
  tok->createMap();
  map->setRangeToken(keyword, tok);
  x::RangeToken* complement = x::RangeToken::complementRanges(tok, tokens);
  complement->createMap();
  map->setRangeToken(keyword, complement, true);
}

/// `\s`, `\d`, `\c` and `\i`: the sets Xerces' XMLRangeFactory builds
/// from the same tables.
class XmlNameRanges : public x::RangeFactory
{
public:
  void initializeKeywordMap(x::RangeTokenMap* map) override
  {
    if (fKeywordsInitialized) {
      return;
    }
    for (const XMLCh* keyword : {x::fgXMLSpace, x::fgXMLDigit, x::fgXMLNameChar, x::fgXMLInitialNameChar}) {
      map->addKeywordMap(keyword, x::fgXMLCategory);
    }
    fKeywordsInitialized = true;
  }

  void buildRanges(x::RangeTokenMap* map) override
  {
    if (fRangesCreated) {
      return;
    }
    initializeKeywordMap(map);
    try {
      build(map);
    } catch (const std::bad_alloc&) {
      throw x::OutOfMemoryException(); // as Xerces' own factory would run out
    }
    fRangesCreated = true;
  }

private:
  static void build(x::RangeTokenMap* map)
  {
    Ranges space;
    add_table(space, x::gWhitespaceChars);
    set_ranges(map, x::fgXMLSpace, space);
    Ranges digit;
    add_table(digit, x::gDigitChars);
    set_ranges(map, x::fgXMLDigit, digit);
    Ranges initial;
    add_table(initial, x::gBaseChars);
    add_table(initial, x::gIdeographicChars);
    Ranges name = initial;
    add_table(name, x::gDigitChars);
    add_table(name, x::gCombiningChars);
    add_table(name, x::gExtenderChars);
    for (XMLCh c : {x::chDash, x::chColon, x::chPeriod, x::chUnderscore}) {
      name.emplace_back(c, c);
    }
    set_ranges(map, x::fgXMLNameChar, std::move(name));
    for (XMLCh c : {x::chColon, x::chUnderscore}) {
      initial.emplace_back(c, c);
    }
    set_ranges(map, x::fgXMLInitialNameChar, std::move(initial));
  }
};

/// `\w`: every character but the BMP's punctuation, separators and
/// others, as Xerces' XMLRangeFactory classifies them, its complement
/// the set it builds.
class XmlWordRange : public x::RangeFactory
{
public:
  void initializeKeywordMap(x::RangeTokenMap* map) override
  {
    if (fKeywordsInitialized) {
      return;
    }
    map->addKeywordMap(x::fgXMLWord, k_word_category); // out of the XML family
    fKeywordsInitialized = true;
  }

  void buildRanges(x::RangeTokenMap* map) override
  {
    if (fRangesCreated) {
      return;
    }
    initializeKeywordMap(map);
    x::TokenFactory* tokens = map->getTokenFactory();
    x::RangeToken* other = tokens->createRange();
    for (XMLInt32 c = 0; c <= 0xFFFF; ++c) {
      const unsigned short kind =
          x::UnicodeRangeFactory::getUniCategory(x::XMLUniCharacter::getType(static_cast<XMLCh>(c)));
      if (kind == x::UnicodeRangeFactory::CHAR_PUNCTUATION ||
          kind == x::UnicodeRangeFactory::CHAR_SEPARATOR || kind == x::UnicodeRangeFactory::CHAR_OTHER) {
        other->addRange(c, c); // in order: the token joins neighbours
      }
    }
    other->sortRanges();
    other->compactRanges();
    other->createMap();
    map->setRangeToken(x::fgXMLWord, other, true);
    x::RangeToken* word = x::RangeToken::complementRanges(other, tokens);
    word->createMap();
    map->setRangeToken(x::fgXMLWord, word);
    fRangesCreated = true;
  }
};

}  // namespace

/// RangeTokenMap::fInstance, private to Xerces: the map instance() gives.
extern x::RangeTokenMap* tosca_range_token_map __asm__("_ZN11xercesc_3_213RangeTokenMap9fInstanceE");

extern "C" void __wrap__ZN11xercesc_3_214XMLInitializer23initializeRangeTokenMapEv()
{
  auto* map = new LazyRangeTokenMap(x::XMLPlatformUtils::fgMemoryManager);
  // Each replaces Xerces' factory where it stood (the map adopts and
  // deletes it); `\w`'s keyword moves to a family of its own.
  auto* names = new XmlNameRanges;
  map->addRangeMap(x::fgXMLCategory, names);
  names->initializeKeywordMap(map);
  map->addCategory(k_word_category);
  auto* word = new XmlWordRange;
  map->addRangeMap(k_word_category, word);
  word->initializeKeywordMap(map);
  tosca_range_token_map = map;
}

extern "C" void __wrap__ZN11xercesc_3_214XMLInitializer27initializeRegularExpressionEv() {}
