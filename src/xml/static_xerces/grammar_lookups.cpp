/// Xerces-C++ 3.2's grammar lookup, remembering its answers, for the
/// static Xerces the tool links (cmake/Xerces.cmake).
///
/// GrammarResolver::getGrammar hashes the namespace twice for a grammar
/// it has (the parse's own grammars, then the pool's it has used) and,
/// for a namespace without one, also makes a pool description, asks the
/// pool and throws the description away. The scanner asks for every
/// element in another namespace than its parent's, and the content model
/// asks once for every element it compares a lax wildcard's content
/// with (SubstitutionGroupComparator): on 10,000 node templates with a
/// property each, 310,068 lookups of a 43-character namespace, 12% of the
/// conversion. The answer for a resolver changes only when its grammars
/// do, so the linker's --wrap puts this before it: each answer is
/// remembered per thread, for the resolver that gave it, until a resolver
/// is made or any resolver adds, caches, orphans or drops a grammar or
/// starts a parse (cacheGrammarFromParse, which scanReset calls): a
/// process-wide generation count.

#include <xercesc/validators/common/GrammarResolver.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <utility>

namespace x = xercesc;

namespace {

std::atomic<std::uint64_t> g_generation{0};

/// Longer namespaces are not remembered.
constexpr std::size_t k_longest = 96;

/// A namespace and its grammar (null: none), the namespace held inline.
struct Answer
{
  std::size_t length = 0;
  std::array<char16_t, k_longest> ns{};
  x::Grammar* grammar = nullptr;
};

/// This thread's answers: valid for `resolver` while the generation holds.
/// Trivially destructible, so that the thread registers no destructor
/// for it (which glibc cannot do without memory, and then aborts).
struct Answers
{
  const x::GrammarResolver* resolver = nullptr;
  std::uint64_t generation = 0;
  std::size_t count = 0;
  std::array<Answer, 16> by_namespace;
};

thread_local Answers t_answers;

/// `key` (terminated) is `known`: one pass, stopping at the first
/// difference, without measuring `key` first.
bool same(const Answer& known, const XMLCh* key)
{
  for (std::size_t i = 0; i < known.length; ++i) {
    if (key[i] != known.ns[i]) {
      return false;
    }
  }
  return key[known.length] == 0;
}

void grammars_change()
{
  g_generation.fetch_add(1, std::memory_order_acq_rel);
}

}  // namespace

extern "C" {

x::Grammar* __real__ZN11xercesc_3_215GrammarResolver10getGrammarEPKDs(x::GrammarResolver* self,
                                                                       const XMLCh* key);
void __real__ZN11xercesc_3_215GrammarResolver10putGrammarEPNS_7GrammarE(x::GrammarResolver* self,
                                                                         x::Grammar* grammar);
void __real__ZN11xercesc_3_215GrammarResolver13cacheGrammarsEv(x::GrammarResolver* self);
void __real__ZN11xercesc_3_215GrammarResolver21cacheGrammarFromParseEb(x::GrammarResolver* self,
                                                                        bool state);
x::Grammar* __real__ZN11xercesc_3_215GrammarResolver13orphanGrammarEPKDs(x::GrammarResolver* self,
                                                                          const XMLCh* key);
void __real__ZN11xercesc_3_215GrammarResolver18resetCachedGrammarEv(x::GrammarResolver* self);
void __real__ZN11xercesc_3_215GrammarResolverC1EPNS_14XMLGrammarPoolEPNS_13MemoryManagerE(
    x::GrammarResolver* self, x::XMLGrammarPool* pool, x::MemoryManager* manager);

x::Grammar* __wrap__ZN11xercesc_3_215GrammarResolver10getGrammarEPKDs(x::GrammarResolver* self,
                                                                       const XMLCh* key)
{
  if (key == nullptr) {
    return nullptr;
  }
  Answers& a = t_answers;
  const std::uint64_t now = g_generation.load(std::memory_order_acquire);
  if (a.resolver != self || a.generation != now) {
    a.count = 0;
    a.resolver = self;
    a.generation = now;
  }
  for (std::size_t i = 0; i < a.count; ++i) {
    if (same(a.by_namespace[i], key)) {
      if (i > 0) { // the namespace asked for most, first
        std::swap(a.by_namespace[i], a.by_namespace[i - 1]);
        --i;
      }
      return a.by_namespace[i].grammar;
    }
  }
  x::Grammar* grammar = __real__ZN11xercesc_3_215GrammarResolver10getGrammarEPKDs(self, key);
  // Asking may load what it asks for (a pool's grammar, referenced from
  // then on): kept only when nothing changed meanwhile.
  std::size_t length = 0;
  while (length < k_longest && key[length] != 0) {
    ++length;
  }
  if (a.count < a.by_namespace.size() && key[length] == 0 &&
      g_generation.load(std::memory_order_acquire) == now) {
    Answer& kept = a.by_namespace[a.count++];
    kept.length = length;
    std::copy(key, key + length, kept.ns.begin());
    kept.grammar = grammar;
  }
  return grammar;
}

void __wrap__ZN11xercesc_3_215GrammarResolver10putGrammarEPNS_7GrammarE(x::GrammarResolver* self,
                                                                         x::Grammar* grammar)
{
  grammars_change();
  __real__ZN11xercesc_3_215GrammarResolver10putGrammarEPNS_7GrammarE(self, grammar);
}

void __wrap__ZN11xercesc_3_215GrammarResolver13cacheGrammarsEv(x::GrammarResolver* self)
{
  grammars_change();
  __real__ZN11xercesc_3_215GrammarResolver13cacheGrammarsEv(self);
}

void __wrap__ZN11xercesc_3_215GrammarResolver21cacheGrammarFromParseEb(x::GrammarResolver* self,
                                                                        bool state)
{
  grammars_change(); // it also drops the parse's grammars (reset)
  __real__ZN11xercesc_3_215GrammarResolver21cacheGrammarFromParseEb(self, state);
}

x::Grammar* __wrap__ZN11xercesc_3_215GrammarResolver13orphanGrammarEPKDs(x::GrammarResolver* self,
                                                                          const XMLCh* key)
{
  grammars_change();
  return __real__ZN11xercesc_3_215GrammarResolver13orphanGrammarEPKDs(self, key);
}

void __wrap__ZN11xercesc_3_215GrammarResolver18resetCachedGrammarEv(x::GrammarResolver* self)
{
  grammars_change();
  __real__ZN11xercesc_3_215GrammarResolver18resetCachedGrammarEv(self);
}

void __wrap__ZN11xercesc_3_215GrammarResolverC1EPNS_14XMLGrammarPoolEPNS_13MemoryManagerE(
    x::GrammarResolver* self, x::XMLGrammarPool* pool, x::MemoryManager* manager)
{
  grammars_change(); // a new resolver may stand where a destroyed one stood
  __real__ZN11xercesc_3_215GrammarResolverC1EPNS_14XMLGrammarPoolEPNS_13MemoryManagerE(self, pool,
                                                                                       manager);
}

}  // extern "C"
