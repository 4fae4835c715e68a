/// Xerces-C++ 3.2's pattern facets, decided for ASCII values by automata,
/// for the static Xerces the tool links (cmake/Xerces.cmake).
///
/// Xerces decides a pattern by backtracking, recursing once per character
/// of a closure: 2,000 instructions for a twenty-character name of
/// xsd/lexical.xsd, 8,400 for an xs:anyURI, whose pattern is libxml2's URI
/// parser as a regular expression (a tenth of `validate` on the corpus).
/// So the linker's --wrap puts this around Xerces' regular expressions:
///
/// - when one is made in XML Schema mode ("X"), its pattern's automaton
///   over ASCII values (ascii_automaton.hpp) is found, made the first time
///   a pattern is seen, with each class's ASCII members asked of Xerces
///   itself (a one-class expression, each ASCII character tried); the
///   expression is remembered by address;
/// - matches() decides a value of such an expression by its automaton as
///   far as the value is ASCII; a character above U+007F, and a pattern
///   with no automaton, go to Xerces as before.
///
/// Every expression is made through the wrapped constructors, and one made
/// where a remembered one stood replaces or forgets it, so an address
/// never answers for another pattern. unit.xml_grammars holds the automata
/// to Xerces' answers.

#include "ascii_automaton.hpp"

#include <xercesc/util/PlatformUtils.hpp>
#include <xercesc/util/XMLException.hpp>
#include <xercesc/util/regx/RegularExpression.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <string_view>

namespace x = xercesc;
using tosca::xml::static_xerces::AsciiAutomaton;

namespace {

/// An address and its expression's automaton, in words another thread may
/// read while one is written: for addresses whose expression is being
/// made, which nobody matches yet.
struct Slot
{
  std::atomic<const void*> key{nullptr};
  std::atomic<const AsciiAutomaton*> automaton{nullptr};
};

/// Open addressing by address; readers take no lock, and read a slot's
/// automaton only after its key says whose it is.
constexpr std::size_t k_slots = 1024;
const void* const k_gone = reinterpret_cast<const void*>(1);
std::array<Slot, k_slots> g_slots;
std::mutex g_writing;

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

/// Remembers `self` as deciding by `automaton`, or (null) forgets it.
void remember(const void* self, const AsciiAutomaton* automaton)
{
  std::lock_guard<std::mutex> hold(g_writing);
  std::size_t free_slot = k_slots;
  for (std::size_t i = home(self), n = 0; n < k_slots; i = (i + 1) % k_slots, ++n) {
    const void* key = g_slots[i].key.load(std::memory_order_relaxed);
    if (key == self) {
      if (automaton == nullptr) {
        g_slots[i].key.store(k_gone, std::memory_order_release);
      } else {
        g_slots[i].automaton.store(automaton, std::memory_order_relaxed); // made again where it stood
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
  if (automaton == nullptr || free_slot == k_slots) {
    return; // not there, or no room: Xerces answers
  }
  g_slots[free_slot].automaton.store(automaton, std::memory_order_relaxed);
  g_slots[free_slot].key.store(self, std::memory_order_release);
}

/// The ASCII members of the one-atom pattern `atom`, as Xerces reads it.
/// Its memory comes from Xerces' manager, as the expression's own does,
/// so that running out is Xerces' OutOfMemoryException, handled as any.
std::bitset<128> ascii_members(std::u16string_view atom)
{
  x::MemoryManager* memory = x::XMLPlatformUtils::fgMemoryManager;
  auto* text = static_cast<XMLCh*>(memory->allocate((atom.size() + 1) * sizeof(XMLCh)));
  struct Free
  {
    x::MemoryManager* memory;
    XMLCh* text;
    ~Free() { memory->deallocate(text); }
  } free_text{memory, text};
  std::copy(atom.begin(), atom.end(), text);
  text[atom.size()] = 0;
  std::bitset<128> in;
  const x::RegularExpression re(text, u"X", memory);
  for (char16_t c = 1; c < 128; ++c) {
    const char16_t one[2] = {c, 0};
    in[c] = re.matches(one, memory);
  }
  return in;
}

/// The automata made, by pattern, for the life of the process (null: the
/// pattern has none). At most k_patterns: schemas a run reads may bring
/// patterns of their own, and past that Xerces decides theirs.
constexpr std::size_t k_patterns = 256;
std::mutex g_making;
auto* g_automata = new std::map<std::u16string, std::unique_ptr<AsciiAutomaton>, std::less<>>;

/// Set while this thread makes an automaton: the one-atom expressions
/// that ask Xerces for members want none of their own.
thread_local bool t_making = false;

/// The automaton of `pattern`, made now the first time. Xerces' own
/// OutOfMemoryException goes on; anything else (a class Xerces refuses
/// alone, our memory running out) leaves the pattern to Xerces.
const AsciiAutomaton* automaton_of(std::u16string_view pattern)
{
  if (t_making) {
    return nullptr;
  }
  std::lock_guard<std::mutex> hold(g_making);
  if (auto it = g_automata->find(pattern); it != g_automata->end()) {
    return it->second.get();
  }
  if (g_automata->size() >= k_patterns) {
    return nullptr;
  }
  std::unique_ptr<AsciiAutomaton> made;
  struct Making
  {
    Making() { t_making = true; }
    ~Making() { t_making = false; }
  };
  try {
    const Making making;
    made = AsciiAutomaton::compile(pattern, ascii_members);
  } catch (const x::XMLException&) {
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
  try {
    return g_automata->emplace(std::u16string(pattern), std::move(made)).first->second.get();
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
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
  // Found before the expression is made: Xerces running out of memory
  // then is as if making it had.
  const AsciiAutomaton* automaton =
      options != nullptr && std::u16string_view(options) == u"X" && pattern != nullptr
          ? automaton_of(pattern)
          : nullptr;
  __real__ZN11xercesc_3_217RegularExpressionC1EPKDsS2_PNS_13MemoryManagerE(self, pattern, options,
                                                                           manager);
  remember(self, automaton);
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
      const AsciiAutomaton* automaton = slot->automaton.load(std::memory_order_relaxed);
      if (const int answer = automaton->decide(value); answer >= 0) {
        return answer == 1;
      }
    }
  }
  return __real__ZNK11xercesc_3_217RegularExpression7matchesEPKDsPNS_13MemoryManagerE(self, value,
                                                                                      manager);
}

}  // extern "C"
