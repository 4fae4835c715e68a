/// Xerces-C++ plumbing (xerces_glue.hpp).

#include "xerces_glue.hpp"
#include "parser.hpp"
#include "xerces_memory.hpp"

#include "tosca/xml/reader.hpp"

#include "tosca/xsd/embedded.hpp"

#include <xercesc/framework/MemBufInputSource.hpp>
#include <xercesc/framework/ValidationContext.hpp>
#include <xercesc/framework/XMLGrammarPoolImpl.hpp>
#include <xercesc/internal/XMLScanner.hpp>
#include <xercesc/parsers/SAXParser.hpp>
#include <xercesc/util/BinMemInputStream.hpp>
#include <xercesc/util/XMLException.hpp>
#include <xercesc/util/XMLNetAccessor.hpp>
#include <xercesc/util/OutOfMemoryException.hpp>
#include <xercesc/util/PanicHandler.hpp>
#include <xercesc/util/PlatformUtils.hpp>
#include <xercesc/util/XMLString.hpp>
#include <xercesc/util/XMLUni.hpp>
#include <xercesc/validators/common/Grammar.hpp>
#include <xercesc/validators/schema/SchemaAttDef.hpp>
#include <xercesc/validators/schema/SchemaGrammar.hpp>

#include <map>
#include <new>
#include <mutex>
#include <vector>

namespace tosca::xml::detail {

namespace {

/// Xerces' default panic handler ends the process (exit status 255).
/// Its panics come from start-up (static data, the transcoder, the
/// message loader), and with those built into this binary the one way
/// start-up fails is memory running out: so a panic is std::bad_alloc,
/// which every command reports as OUT_OF_MEMORY.
class ThrowingPanicHandler final : public x::PanicHandler
{
public:
  void panic(const PanicReasons) override { throw std::bad_alloc(); }
};

x::PanicHandler& panic_handler()
{
  static ThrowingPanicHandler handler;
  return handler;
}

}  // namespace

void ensure_xerces()
{
  // Not std::call_once: an exception through pthread_once is unwound by
  // glibc's own personality routine, which loads libgcc_s first and ends
  // the process when that allocation fails too. And a failed Initialize
  // must not be retried: Xerces counts the call before it sets anything
  // up, so a second call would return at once and leave a half-made
  // platform in use. The failure is kept, and every later call reports it.
  enum class State { fresh, ready, failed };
  static std::mutex lock;
  static State state = State::fresh;
  std::lock_guard<std::mutex> guard(lock);
  if (state == State::ready) {
    return;
  }
  if (state == State::failed) {
    throw std::bad_alloc(); // Initialize ran out of memory before
  }
  state = State::failed;
  try {
    // Every Xerces object allocates through this manager by default.
    x::XMLPlatformUtils::Initialize(x::XMLUni::fgXercescDefaultLocale, nullptr, &panic_handler(),
                                    &xerces_memory());
  } catch (const x::OutOfMemoryException&) {
    throw std::bad_alloc();
  }
  // Nothing is ever fetched on a document's behalf: without a network
  // accessor Xerces refuses any URL it is asked to open, whatever the
  // resolver lets through (cmake/Xerces.cmake).
  delete x::XMLPlatformUtils::fgNetAccessor;
  x::XMLPlatformUtils::fgNetAccessor = nullptr;
  state = State::ready;
}

void configure(x::SAXParser& p)
{
  p.setDoNamespaces(true);
  p.setLoadExternalDTD(false);
  p.setDisableDefaultEntityResolution(true);
  p.setExitOnFirstFatalError(true);
  p.setValidationConstraintFatal(false);
  p.setLoadSchema(false);
  p.setCalculateSrcOfs(true);
}

void LocatingParser::forget_ids()
{
  // The scanner is the parser's own and not const: SAXParser only hands
  // it out as const.
  auto& scanner = const_cast<x::XMLScanner&>(getScanner());
  if (x::ValidationContext* ids = scanner.getValidationContext()) {
    ids->clearIdRefList();
  }
}

XercesPtr<x::XMLGrammarPool> read_grammars(std::string_view bytes)
{
  // Xerces trusts what it reads back: damaged bytes must not reach it.
  constexpr std::size_t n = tosca::xsd::k_grammar_checksum_size;
  if (bytes.size() <= n) {
    return nullptr;
  }
  const std::string_view grammar = bytes.substr(0, bytes.size() - n);
  std::uint64_t stored = 0;
  for (std::size_t k = n; k-- > 0;) {
    stored = (stored << 8) | static_cast<unsigned char>(bytes[grammar.size() + k]);
  }
  if (stored != tosca::xsd::grammar_checksum(grammar)) {
    return nullptr;
  }
  XercesMemory::begin_operation();
  // Running out of memory is std::bad_alloc to every caller, here too:
  // migrate reads the grammars before any parser exists to catch Xerces'
  // own exception (an "internal error", exit 70, before).
  XercesPtr<x::XMLGrammarPool> pool;
  try {
    pool.reset(new x::XMLGrammarPoolImpl(x::XMLPlatformUtils::fgMemoryManager));
    x::BinMemInputStream in(reinterpret_cast<const XMLByte*>(grammar.data()), grammar.size(),
                            x::BinMemInputStream::BufOpt_Reference);
    pool->deserializeGrammars(&in);
  } catch (const x::OutOfMemoryException&) {
    throw std::bad_alloc();
  } catch (...) {
    return nullptr; // XSerializationException: another serialization level
  }
  return pool;
}

XercesPtr<x::XMLGrammarPool> precompiled_grammars(std::string_view schema)
{
  const std::string name = std::string(schema.substr(0, schema.rfind('.'))) + ".grammar";
  const auto* f = tosca::xsd::find_embedded(name);
  return f != nullptr ? read_grammars(f->content) : nullptr;
}

namespace {

/// The pools whose lease ended, by schema. Never destroyed: a parser made
/// during exit (a static's destructor) may still lend one, and the pools
/// hold nothing but memory.
struct KeptGrammars
{
  std::mutex lock;
  std::map<std::string, LentGrammars::PoolList, std::less<>> free;
};

KeptGrammars& kept_grammars()
{
  static KeptGrammars* kept = new KeptGrammars;
  return *kept;
}

/// More than a few threads' worth is not kept.
constexpr std::size_t k_kept_per_schema = 8;

}  // namespace

LentGrammars::LentGrammars(std::string_view schema) : m_schema(schema)
{
  {
    KeptGrammars& kept = kept_grammars();
    std::lock_guard<std::mutex> guard(kept.lock);
    // The place to give the pool back to is made now, while running out
    // of memory is still an exception: give_back runs in destructors.
    auto it = kept.free.find(schema);
    if (it == kept.free.end()) {
      it = kept.free.emplace(std::string(schema), PoolList()).first;
      it->second.reserve(k_kept_per_schema);
    }
    m_kept = &it->second;
    if (!it->second.empty()) {
      m_pool = std::move(it->second.back());
      it->second.pop_back();
      return;
    }
  }
  m_pool = precompiled_grammars(schema);
}

LentGrammars::~LentGrammars()
{
  give_back();
}

LentGrammars& LentGrammars::operator=(LentGrammars&& other) noexcept
{
  if (this != &other) {
    give_back();
    m_schema = std::move(other.m_schema);
    m_kept = other.m_kept;
    m_pool = std::move(other.m_pool);
  }
  return *this;
}

void LentGrammars::give_back() noexcept
{
  if (m_pool == nullptr) {
    return;
  }
  {
    std::lock_guard<std::mutex> guard(kept_grammars().lock);
    if (m_kept->size() < k_kept_per_schema) {
      m_kept->push_back(std::move(m_pool)); // within the capacity reserved
      return;
    }
  }
  m_pool.reset();
}

void keep_grammars_ready()
{
  ensure_xerces();
  for (const char* schema : {"tosca-v1.0.xsd", "tosca-csd03.xsd"}) {
    LentGrammars lent(schema); // read now, kept when it goes
  }
}

void append_utf8(const XMLCh* s, std::size_t n, std::string& out)
{
  // Names and most values are ASCII: that run is written without a
  // capacity check per byte (a per-byte append was 4% of a validation).
  std::size_t ascii = 0;
  while (ascii < n && s[ascii] < 0x80) {
    ++ascii;
  }
  const std::size_t at = out.size();
  out.resize(at + ascii);
  char* to = out.data() + at;
  for (std::size_t i = 0; i < ascii; ++i) {
    to[i] = static_cast<char>(s[i]);
  }
  if (ascii == n) {
    return;
  }
  out.reserve(out.size() + 3 * (n - ascii));
  for (std::size_t i = ascii; i < n; ++i) {
    std::uint32_t c = s[i];
    if (c < 0x80) {
      out += static_cast<char>(c);
      continue;
    }
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < n && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF) {
      c = 0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00);
      ++i;
    }
    if (c < 0x800) {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += static_cast<char>(0xE0 | (c >> 12));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (c >> 18));
      out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
}

Name Utf16Names::get(const XMLCh* s, TreeStore& store)
{
  const std::u16string_view key = s != nullptr ? std::u16string_view(s) : std::u16string_view();
  // A document uses a few dozen names: a slot chosen by the length and
  // three characters, checked against the text, answers most lookups
  // without hashing the whole name.
  std::size_t pick = key.size() * 131;
  if (!key.empty()) {
    pick += key.front() * 31u + key[key.size() / 2] * 7u + key.back();
  }
  Recent& slot = m_recent[pick % m_recent.size()];
  if (slot.used && slot.key == key) {
    return slot.name;
  }
  auto it = m_names.find(key);
  if (it == m_names.end()) {
    m_scratch.clear();
    append_utf8(key.data(), key.size(), m_scratch);
    it = m_names.emplace(key, store.name(m_scratch)).first;
  }
  slot = {true, it->first, it->second};
  return it->second;
}

const x::DatatypeValidator* global_attribute_type(x::SAXParser& parser, const std::string& ns,
                                                  const std::string& local)
{
  const std::u16string ns16(ns.begin(), ns.end()); // namespace URIs here are ASCII
  const std::u16string local16(local.begin(), local.end());
  x::Grammar* g = parser.getGrammar(ns16.c_str());
  if (g == nullptr || g->getGrammarType() != x::Grammar::SchemaGrammarType) {
    return nullptr;
  }
  const auto* registry = static_cast<x::SchemaGrammar*>(g)->getAttributeDeclRegistry();
  const x::XMLAttDef* def = registry != nullptr ? registry->get(local16.c_str()) : nullptr;
  return def != nullptr ? static_cast<const x::SchemaAttDef*>(def)->getDatatypeValidator()
                        : nullptr;
}

std::string utf8(const XMLCh* s)
{
  std::string out;
  if (s != nullptr) {
    append_utf8(s, x::XMLString::stringLen(s), out);
  }
  return out;
}

x::InputSource* EmbeddedResolver::resolveEntity(x::XMLResourceIdentifier* id)
{
  std::string system = utf8(id->getSystemId());
  std::string_view name = system;
  if (auto slash = name.rfind('/'); slash != std::string_view::npos) {
    name = name.substr(slash + 1);
  }
  if (id->getResourceIdentifierType() == x::XMLResourceIdentifier::SchemaImport ||
      id->getResourceIdentifierType() == x::XMLResourceIdentifier::SchemaInclude) {
    if (const auto* f = tosca::xsd::find_embedded(name)) {
      return new x::MemBufInputSource(reinterpret_cast<const XMLByte*>(f->content.data()),
                                      f->content.size(), id->getSystemId(), false);
    }
  }
  // An empty document: nothing outside the binary is ever read.
  static const XMLByte nothing[] = {0};
  return new x::MemBufInputSource(nothing, 0, id->getSystemId(), false);
}

}  // namespace tosca::xml::detail

namespace tosca::xml {

void keep_grammars_ready()
{
  detail::keep_grammars_ready();
}

}  // namespace tosca::xml
