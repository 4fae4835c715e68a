/// Xerces-C++ 3.2's pattern facets, with a shortcut for name patterns, for
/// the static Xerces the tool links (cmake/Xerces.cmake).
///
/// xsd/lexical.xsd spells XML 1.0 Fourth Edition names as patterns,
/// `[S][C]*` and `[S][C]*(:[S][C]*)?`, with classes thousands of characters
/// long, and Xerces' backtracking matcher recurses once per character of a
/// closure: 2,000 instructions for a twenty-character id, a tenth of
/// `validate` on the corpus. For a value of ASCII characters only, such a
/// pattern is decided by which ASCII characters its two classes hold. So
/// the linker's --wrap puts this around Xerces' regular expressions:
///
/// - when one is made, in XML Schema mode ("X"), with a pattern of one of
///   those two shapes, the ASCII members of its classes are found by
///   asking Xerces itself (a one-class expression per class, each ASCII
///   character tried), and the expression is remembered by address;
/// - matches() decides an ASCII value of such an expression from those
///   sets; anything else (another pattern, a character above U+007F) goes
///   to Xerces as before.
///
/// Every expression is made through the wrapped constructors, and one made
/// where a remembered one stood replaces or forgets it, so an address
/// never answers for another pattern. unit.xml_grammars holds the shortcut
/// to Xerces' answers.

#include <xercesc/util/PlatformUtils.hpp>
#include <xercesc/util/regx/RegularExpression.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string_view>

namespace x = xercesc;

namespace {

enum class Shape : std::uint8_t { name, qname };

/// A remembered expression: its shape and the ASCII members of its two
/// classes (start, rest).
struct Fast
{
  Shape shape = Shape::name;
  std::bitset<128> start;
  std::bitset<128> rest;
};

/// Fast, in words another thread may read while one is written: for
/// addresses whose expression is being made, which nobody matches yet.
struct Slot
{
  std::atomic<const void*> key{nullptr};
  std::atomic<std::uint8_t> shape{0};
  std::array<std::atomic<std::uint64_t>, 4> bits{}; ///< start low, high; rest low, high
};

/// Open addressing by address; readers take no lock, and read a slot's
/// words only after its key says whose they are.
constexpr std::size_t k_slots = 1024;
const void* const k_gone = reinterpret_cast<const void*>(1);
std::array<Slot, k_slots> g_slots;
std::mutex g_writing;

void store(Slot& slot, const Fast& f)
{
  slot.shape.store(static_cast<std::uint8_t>(f.shape), std::memory_order_relaxed);
  const std::bitset<128> low(~std::uint64_t{0});
  slot.bits[0].store((f.start & low).to_ullong(), std::memory_order_relaxed);
  slot.bits[1].store((f.start >> 64).to_ullong(), std::memory_order_relaxed);
  slot.bits[2].store((f.rest & low).to_ullong(), std::memory_order_relaxed);
  slot.bits[3].store((f.rest >> 64).to_ullong(), std::memory_order_relaxed);
}

Fast load(const Slot& slot)
{
  Fast f;
  f.shape = static_cast<Shape>(slot.shape.load(std::memory_order_relaxed));
  f.start = (std::bitset<128>(slot.bits[1].load(std::memory_order_relaxed)) << 64) |
            std::bitset<128>(slot.bits[0].load(std::memory_order_relaxed));
  f.rest = (std::bitset<128>(slot.bits[3].load(std::memory_order_relaxed)) << 64) |
           std::bitset<128>(slot.bits[2].load(std::memory_order_relaxed));
  return f;
}

std::size_t home(const void* p)
{
  return (reinterpret_cast<std::uintptr_t>(p) >> 4) % k_slots;
}

const Slot* find(const void* self)
{
  for (std::size_t i = home(self), n = 0; n < k_slots; i = (i + 1) % k_slots, ++n) {
    const void* key = g_slots[i].key.load(std::memory_order_acquire);
    if (key == self) {
      return &g_slots[i];
    }
    if (key == nullptr) {
      return nullptr;
    }
  }
  return nullptr;
}

/// Remembers `self` as `fast`, or (null) forgets it.
void remember(const void* self, const Fast* fast)
{
  std::lock_guard<std::mutex> hold(g_writing);
  std::size_t free_slot = k_slots;
  for (std::size_t i = home(self), n = 0; n < k_slots; i = (i + 1) % k_slots, ++n) {
    const void* key = g_slots[i].key.load(std::memory_order_relaxed);
    if (key == self) {
      if (fast == nullptr) {
        g_slots[i].key.store(k_gone, std::memory_order_release);
      } else {
        store(g_slots[i], *fast); // made again where it stood
      }
      return;
    }
    if (key == k_gone && free_slot == k_slots) {
      free_slot = i;
    }
    if (key == nullptr) {
      if (free_slot == k_slots) {
        free_slot = i;
      }
      break;
    }
  }
  if (fast == nullptr || free_slot == k_slots) {
    return; // not there, or no room: Xerces answers
  }
  store(g_slots[free_slot], *fast);
  g_slots[free_slot].key.store(self, std::memory_order_release);
}

/// The end of the character class opening at `p[at]` ('['), one past its
/// ']', or 0 when it holds a nested class or never closes.
std::size_t class_end(std::u16string_view p, std::size_t at)
{
  for (std::size_t i = at + 1; i < p.size(); ++i) {
    if (p[i] == u'\\') {
      ++i;
    } else if (p[i] == u'[') {
      return 0;
    } else if (p[i] == u']') {
      return i + 1;
    }
  }
  return 0;
}

/// The ASCII members of the class `cls` ("[...]"), as Xerces reads it.
/// Its memory comes from Xerces' manager, as the expression's own does,
/// so that running out is Xerces' OutOfMemoryException, handled as any.
std::bitset<128> ascii_members(std::u16string_view cls)
{
  x::MemoryManager* memory = x::XMLPlatformUtils::fgMemoryManager;
  auto* text = static_cast<XMLCh*>(memory->allocate((cls.size() + 1) * sizeof(XMLCh)));
  struct Free
  {
    x::MemoryManager* memory;
    XMLCh* text;
    ~Free() { memory->deallocate(text); }
  } free_text{memory, text};
  std::copy(cls.begin(), cls.end(), text);
  text[cls.size()] = 0;
  std::bitset<128> in;
  const x::RegularExpression re(text, u"X", memory);
  for (char16_t c = 1; c < 128; ++c) {
    const char16_t one[2] = {c, 0};
    in[c] = re.matches(one, memory);
  }
  return in;
}

/// `pattern` is `[S][C]*` or `[S][C]*(:[S][C]*)?`: its classes' ASCII
/// members. Nothing is asked of Xerces for any other pattern.
bool shaped(std::u16string_view pattern, Fast& out)
{
  if (pattern.empty() || pattern[0] != u'[') {
    return false;
  }
  const std::size_t s_end = class_end(pattern, 0);
  if (s_end == 0 || s_end >= pattern.size() || pattern[s_end] != u'[') {
    return false;
  }
  const std::size_t c_end = class_end(pattern, s_end);
  if (c_end == 0 || c_end >= pattern.size() || pattern[c_end] != u'*') {
    return false;
  }
  const std::u16string_view name = pattern.substr(0, c_end + 1);
  const std::u16string_view rest = pattern.substr(name.size());
  if (rest.empty()) {
    out.shape = Shape::name;
  } else if (rest.size() == name.size() + 4 && rest.substr(0, 2) == u"(:" &&
             rest.substr(2, name.size()) == name && rest.substr(2 + name.size()) == u")?") {
    out.shape = Shape::qname;
  } else {
    return false;
  }
  out.start = ascii_members(pattern.substr(0, s_end));
  out.rest = ascii_members(pattern.substr(s_end, c_end - s_end));
  // A colon in a class would let `a:b` match two ways; decide() knows one.
  return out.shape == Shape::name || (!out.start[u':'] && !out.rest[u':']);
}

/// The answer for `value` when every character is ASCII, else -1. An
/// ASCII character the pattern refuses decides it, whatever follows.
int decide(const Fast& f, const XMLCh* value)
{
  bool first = true; // at the start of a name
  bool colon = false;
  for (const XMLCh* v = value; *v != 0; ++v) {
    const char16_t c = *v;
    if (c >= 128) {
      return -1;
    }
    if (first) {
      if (!f.start[c]) {
        return 0;
      }
      first = false;
    } else if (c == u':' && f.shape == Shape::qname && !colon) {
      colon = true;
      first = true;
    } else if (!f.rest[c]) {
      return 0;
    }
  }
  return first ? 0 : 1; // empty, or ending in the colon
}

}  // namespace

extern "C" {

void __real__ZN11xercesc_3_217RegularExpressionC1EPKDsS2_PNS_13MemoryManagerE(
    x::RegularExpression* self, const XMLCh* pattern, const XMLCh* options, x::MemoryManager* manager);
void __real__ZN11xercesc_3_217RegularExpressionC1EPKDsPNS_13MemoryManagerE(
    x::RegularExpression* self, const XMLCh* pattern, x::MemoryManager* manager);
void __real__ZN11xercesc_3_217RegularExpressionC1EPKcPNS_13MemoryManagerE(
    x::RegularExpression* self, const char* pattern, x::MemoryManager* manager);
void __real__ZN11xercesc_3_217RegularExpressionC1EPKcS2_PNS_13MemoryManagerE(
    x::RegularExpression* self, const char* pattern, const char* options, x::MemoryManager* manager);
bool __real__ZNK11xercesc_3_217RegularExpression7matchesEPKDsPNS_13MemoryManagerE(
    const x::RegularExpression* self, const XMLCh* value, x::MemoryManager* manager);

void __wrap__ZN11xercesc_3_217RegularExpressionC1EPKDsS2_PNS_13MemoryManagerE(
    x::RegularExpression* self, const XMLCh* pattern, const XMLCh* options, x::MemoryManager* manager)
{
  // Found out before the expression is made: running out of memory then
  // is as if making it had.
  Fast fast;
  const bool is_fast = options != nullptr && std::u16string_view(options) == u"X" &&
                       pattern != nullptr && shaped(pattern, fast);
  __real__ZN11xercesc_3_217RegularExpressionC1EPKDsS2_PNS_13MemoryManagerE(self, pattern, options,
                                                                           manager);
  remember(self, is_fast ? &fast : nullptr);
}

void __wrap__ZN11xercesc_3_217RegularExpressionC1EPKDsPNS_13MemoryManagerE(
    x::RegularExpression* self, const XMLCh* pattern, x::MemoryManager* manager)
{
  __real__ZN11xercesc_3_217RegularExpressionC1EPKDsPNS_13MemoryManagerE(self, pattern, manager);
  remember(self, nullptr);
}

void __wrap__ZN11xercesc_3_217RegularExpressionC1EPKcPNS_13MemoryManagerE(
    x::RegularExpression* self, const char* pattern, x::MemoryManager* manager)
{
  __real__ZN11xercesc_3_217RegularExpressionC1EPKcPNS_13MemoryManagerE(self, pattern, manager);
  remember(self, nullptr);
}

void __wrap__ZN11xercesc_3_217RegularExpressionC1EPKcS2_PNS_13MemoryManagerE(
    x::RegularExpression* self, const char* pattern, const char* options, x::MemoryManager* manager)
{
  __real__ZN11xercesc_3_217RegularExpressionC1EPKcS2_PNS_13MemoryManagerE(self, pattern, options,
                                                                          manager);
  remember(self, nullptr);
}

bool __wrap__ZNK11xercesc_3_217RegularExpression7matchesEPKDsPNS_13MemoryManagerE(
    const x::RegularExpression* self, const XMLCh* value, x::MemoryManager* manager)
{
  if (value != nullptr) {
    if (const Slot* slot = find(self); slot != nullptr) {
      if (const int answer = decide(load(*slot), value); answer >= 0) {
        return answer == 1;
      }
    }
  }
  return __real__ZNK11xercesc_3_217RegularExpression7matchesEPKDsPNS_13MemoryManagerE(self, value,
                                                                                      manager);
}

}  // extern "C"
