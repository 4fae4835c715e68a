#pragma once
/// The Xerces-C++ plumbing the parser stands on: process-wide
/// initialisation, UTF-16 to UTF-8, a SAXParser that passes validity errors
/// on with their code, and the entity resolver that serves only the
/// embedded schemas. Private to src/xml.

#include "tree.hpp"
#include "xerces_memory.hpp"

#include "tosca/support/diagnostics.hpp"

#include <xercesc/parsers/SAXParser.hpp>
#include <xercesc/util/XMLEntityResolver.hpp>
#include <xercesc/util/XMLResourceIdentifier.hpp>

#include <xercesc/framework/XMLGrammarPool.hpp>
#include <xercesc/validators/datatype/DatatypeValidator.hpp>

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tosca::xml::detail {

namespace x = xercesc;

/// Xerces' platform must be initialised once per process before any use.
void ensure_xerces();

/// What every parse here asks of Xerces: namespaces; no DTD and no entity
/// resolved by default; no schema named by a document; the first fatal
/// error ends the parse, validity errors do not; byte offsets of events.
void configure(x::SAXParser& parser);

/// The grammar pool of `schema` ("tosca-v1.0.xsd") as compiled at build
/// time (xsd/compile_grammars.cpp, embedded as "tosca-v1.0.grammar"), read
/// back: a fifth of the time of compiling the XSD. Null when none is
/// embedded or this Xerces cannot read it (a build of another
/// serialization level): the caller then compiles the XSD.
XercesPtr<x::XMLGrammarPool> precompiled_grammars(std::string_view schema);

/// A precompiled grammar pool (precompiled_grammars) lent to one parser
/// at a time. Reading a pool back costs milliseconds and runs make parsers
/// again and again (a reader per thread, a worker process per migrate
/// item), so a pool whose lease ends is kept for the process and lent to
/// the next parser of the same schema; never to two at once, so threads
/// never share one. Empty (false) when the schema has no precompiled pool.
class LentGrammars
{
public:
  LentGrammars() = default;
  explicit LentGrammars(std::string_view schema);
  ~LentGrammars();
  LentGrammars(LentGrammars&& other) noexcept = default;
  LentGrammars& operator=(LentGrammars&& other) noexcept;

  x::XMLGrammarPool* get() const { return m_pool.get(); }
  explicit operator bool() const { return m_pool != nullptr; }
  /// Ends the lease without giving the pool back (its parser failed in a
  /// way that may have left it inconsistent); destroy the parser first.
  void discard() { m_pool.reset(); }

  using PoolList = std::vector<XercesPtr<x::XMLGrammarPool>>;

private:
  std::string m_schema;
  PoolList* m_kept = nullptr; // where the pool goes back: its capacity is reserved
  XercesPtr<x::XMLGrammarPool> m_pool;
  void give_back() noexcept;
};

/// Initialises Xerces and reads the pools of the TOSCA schemas now, to be
/// kept: a process that forks workers calls it first, so that each worker
/// inherits them instead of reading its own.
void keep_grammars_ready();

/// The type of the global attribute {ns}local of the parser's grammars
/// (xml:lang, ...), or nullptr.
const x::DatatypeValidator* global_attribute_type(x::SAXParser& parser, const std::string& ns,
                                                  const std::string& local);

/// The same from the bytes of a serialized pool and its checksum; null if
/// the checksum does not match or Xerces refuses them.
XercesPtr<x::XMLGrammarPool> read_grammars(std::string_view bytes);

/// UTF-16 (Xerces' XMLCh) to UTF-8, appended to `out`.
void append_utf8(const XMLCh* s, std::size_t n, std::string& out);

/// Names by their UTF-16 text, interned in one tree's store: a document
/// uses a few dozen names, each thousands of times, and converting each
/// occurrence to UTF-8 again cost more than Xerces' own scan of the start
/// tag. Clear it for each tree.
class Utf16Names
{
public:
  Utf16Names() = default;
  /// Not copied: the slots view the keys of this object's own map (a move
  /// keeps the map's nodes, and so the views, where they are).
  Utf16Names(const Utf16Names&) = delete;
  Utf16Names& operator=(const Utf16Names&) = delete;
  Utf16Names(Utf16Names&&) = default;
  Utf16Names& operator=(Utf16Names&&) = default;

  Name get(const XMLCh* s, TreeStore& store);
  /// The namespace URI a parser numbered `id`, whose text `text()` gives:
  /// long URIs are then not compared again for every element and
  /// attribute. The ids are one parser's: clear() between parsers.
  template <class Text>
  Name uri(unsigned int id, Text text, TreeStore& store)
  {
    if (id < m_uris.size() && m_uris[id].first) {
      return m_uris[id].second;
    }
    const Name name = get(text(), store);
    if (id < 4096) { // dense and small; a document with more URIs is only slower
      if (m_uris.size() <= id) {
        m_uris.resize(id + 1);
      }
      m_uris[id] = {true, name};
    }
    return name;
  }
  void clear()
  {
    m_names.clear();
    m_recent.fill({});
    m_uris.clear();
  }

private:
  struct Hash
  {
    using is_transparent = void;
    std::size_t operator()(std::u16string_view s) const
    {
      return std::hash<std::u16string_view>{}(s);
    }
  };
  /// The last name met in one slot (the key views the map's).
  struct Recent
  {
    bool used = false;
    std::u16string_view key;
    Name name;
  };
  std::unordered_map<std::u16string, Name, Hash, std::equal_to<>> m_names;
  std::array<Recent, 128> m_recent{};
  std::vector<std::pair<bool, Name>> m_uris; ///< by id; set: known
  std::string m_scratch;
};

/// Receives validity errors with Xerces' error code, which the SAX
/// ErrorHandler interface does not pass on.
class ValidityListener
{
public:
  virtual void validity(unsigned code, const XMLCh* domain, const XMLCh* text, XMLFileLoc line,
                        XMLFileLoc column) = 0;

protected:
  ~ValidityListener() = default;
};

/// SAXParser keeps its scanner (and so the locator) protected, and hands
/// its ErrorHandler only the text of an error, not its code.
class LocatingParser : public x::SAXParser
{
public:
  using x::SAXParser::SAXParser;
  using x::SAXParser::getScanner;
  ValidityListener* listener = nullptr;

  /// Drops the ids and id references a parse collected (a hash entry
  /// each, kept until the next parse otherwise), once it has checked them.
  void forget_ids();

  void error(const unsigned int code, const XMLCh* const domain,
             const x::XMLErrorReporter::ErrTypes type, const XMLCh* const text,
             const XMLCh* const system_id, const XMLCh* const public_id, const XMLFileLoc line,
             const XMLFileLoc column) override
  {
    if (type == x::XMLErrorReporter::ErrType_Error && listener != nullptr) {
      listener->validity(code, domain, text, line, column);
      return;
    }
    x::SAXParser::error(code, domain, type, text, system_id, public_id, line, column);
  }
};

/// Thrown from inside Xerces callbacks to stop the parse.
struct Abort
{
  Diagnostic diagnostic;
};

/// Serves the embedded xml.xsd to the schema loader and refuses everything
/// else, so no document can make the parser open a file or a socket.
class EmbeddedResolver : public x::XMLEntityResolver
{
public:
  x::InputSource* resolveEntity(x::XMLResourceIdentifier* id) override;
};

}  // namespace tosca::xml::detail
