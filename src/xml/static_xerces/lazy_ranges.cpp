/// Xerces-C++ 3.2's start, without the Unicode ranges nobody asks for, for
/// the static Xerces the tool links (cmake/Xerces.cmake).
///
/// XMLPlatformUtils::Initialize builds every character range a regular
/// expression could name (`\p{L}`, `\d`, `\i`, the Unicode blocks) by
/// classifying all 65,536 BMP characters: 13 M instructions, a quarter of
/// converting one document, before the first byte is read. The range map
/// builds each family on its first use anyway (RangeTokenMap::getRange,
/// under its own lock), and the schemas the tool ships name none of them
/// (their patterns spell each class out); only Xerces' own `\c+` for
/// xs:NMTOKEN asks for one. So Initialize's two calls are replaced, by
/// the linker's --wrap, with:
///
/// - initializeRangeTokenMap: the map made as Xerces makes it, its
///   families registered, none built;
/// - initializeRegularExpression: nothing. It looks up the Unicode
///   "IsWord" range (building the whole Unicode family) for
///   RegularExpression::fWordRange, which nothing in Xerces 3.2 reads.
///
/// unit.xml_grammars checks that `\p{Lu}`, `\d` and `\c` still match.

#include <xercesc/util/PlatformUtils.hpp>
#include <xercesc/util/regx/RangeTokenMap.hpp>

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

}  // namespace

/// RangeTokenMap::fInstance, private to Xerces: the map instance() gives.
extern x::RangeTokenMap* tosca_range_token_map __asm__("_ZN11xercesc_3_213RangeTokenMap9fInstanceE");

extern "C" void __wrap__ZN11xercesc_3_214XMLInitializer23initializeRangeTokenMapEv()
{
  tosca_range_token_map = new LazyRangeTokenMap(x::XMLPlatformUtils::fgMemoryManager);
}

extern "C" void __wrap__ZN11xercesc_3_214XMLInitializer27initializeRegularExpressionEv() {}
