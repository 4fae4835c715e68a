/// The validating Xerces parse into the reader's element tree (parser.hpp): the
/// document handler, the safety rules and the two passes for invalid input.

#include "parser.hpp"

#include "xerces_glue.hpp"
#include "xerces_memory.hpp"
#include "xsd_messages.hpp"

#include "tosca/xsd/embedded.hpp"

#include <xercesc/framework/MemBufInputSource.hpp>
#include <xercesc/framework/XMLAttr.hpp>
#include <xercesc/framework/XMLDocumentHandler.hpp>
#include <xercesc/framework/XMLElementDecl.hpp>
#include <xercesc/framework/XMLGrammarPoolImpl.hpp>
#include <xercesc/internal/XMLScanner.hpp>
#include <xercesc/parsers/SAXParser.hpp>
#include <xercesc/sax/ErrorHandler.hpp>
#include <xercesc/sax/Locator.hpp>
#include <xercesc/sax/SAXParseException.hpp>
#include <xercesc/util/XMLString.hpp>
#include <xercesc/util/OutOfMemoryException.hpp>
#include <xercesc/util/PlatformUtils.hpp>
#include <xercesc/util/XMLException.hpp>
#include <xercesc/util/XMLUni.hpp>

namespace tosca::xml::detail {

namespace x = xercesc;

namespace {

constexpr std::string_view tosca_ns = "http://docs.oasis-open.org/tosca/ns/2011/12";

}  // namespace

struct Parser::Impl : public x::XMLDocumentHandler, public x::ErrorHandler, public ValidityListener
{
  struct Instance
  {
    LentGrammars lent;                       // precompiled, given back after the parser
    XercesPtr<x::XMLGrammarPool> pool; // else
    XercesPtr<LocatingParser> parser;
  };

  EmbeddedResolver resolver;
  // Made on first use: a grammar costs milliseconds, most runs need one.
  Instance final_1_0;
  Instance csd03;
  Instance plain;
  Instance* current = nullptr;

  Instance& instance(SchemaChoice choice)
  {
    switch (choice) {
    case SchemaChoice::final_1_0:
      if (!final_1_0.parser) {
        final_1_0 = make_instance("tosca-v1.0.xsd");
      }
      return final_1_0;
    case SchemaChoice::csd03:
      if (!csd03.parser) {
        csd03 = make_instance("tosca-csd03.xsd");
      }
      return csd03;
    case SchemaChoice::none: break;
    }
    if (!plain.parser) {
      plain = make_instance("");
    }
    return plain;
  }

  // Per-parse state.
  Tree* tree = nullptr;
  DiagnosticSink* sink = nullptr;
  const std::string* path = nullptr;
  std::string_view bytes;
  bool byte_offsets = false;
  bool keep_text = true;
  Limits limits;
  std::size_t markup_count = 0;
  bool require_tosca = true;
  std::vector<std::uint32_t> open;
  /// The children of each open element, by depth (reused from element to
  /// element); copied into the tree's store when the element ends.
  std::vector<std::vector<std::uint32_t>> open_children;
  std::vector<Attribute> attributes, declarations; // scratch for one start tag
  std::string scratch;               // scratch for one value
  /// The text node still growing (Xerces reports a text in pieces) and its
  /// text so far: copied into the tree by flush_text() when anything else
  /// comes, so that a node keeps a view, not a string of its own.
  std::uint32_t text_node = no_node;
  std::string text;
  Utf16Names names;                  // this parse's names
  std::size_t expected_nodes = 0;    // at most, if known
  std::optional<Diagnostic> fatal;
  bool validity_errors = false;
  bool validating = false;
  XsdMessages messages;
  // Incremental offset -> line/column conversion (elements arrive in order).
  TextPosition position;

  Impl()
  {
    ensure_xerces();
  }

  Instance make_instance(std::string_view schema)
  {
    Instance in;
    // The grammar compiled at build time, when this Xerces reads it back.
    in.lent = schema.empty() ? LentGrammars() : LentGrammars(schema);
    const bool precompiled = static_cast<bool>(in.lent);
    if (!precompiled) {
      in.pool.reset(new x::XMLGrammarPoolImpl(x::XMLPlatformUtils::fgMemoryManager));
    }
    in.parser.reset(new LocatingParser(nullptr, x::XMLPlatformUtils::fgMemoryManager,
                                       precompiled ? in.lent.get() : in.pool.get()));
    x::SAXParser& p = *in.parser;
    configure(p);
    p.setXMLEntityResolver(&resolver);
    p.setErrorHandler(this);
    in.parser->listener = this;
    p.installAdvDocHandler(this);
    if (schema.empty()) {
      p.setValidationScheme(x::SAXParser::Val_Never);
      p.setDoSchema(false);
      return in;
    }
    p.setDoSchema(true);
    p.setValidationScheme(x::SAXParser::Val_Always);
    p.setValidationSchemaFullChecking(false);
    p.useCachedGrammarInParse(true);
    p.cacheGrammarFromParse(false);
    if (precompiled) {
      return in;
    }
    const auto* f = tosca::xsd::find_embedded(schema);
    if (f == nullptr) {
      throw std::logic_error("schema not embedded: " + std::string(schema));
    }
    x::MemBufInputSource src(reinterpret_cast<const XMLByte*>(f->content.data()), f->content.size(),
                             f->name.data(), false);
    // Schema loading errors are bugs in the shipped schema, not user errors.
    // (Grammars compile lazily, so clear what an earlier parse left behind.)
    fatal.reset();
    DiagnosticSink load_sink;
    sink = &load_sink;
    static const std::string schema_path = "<embedded schema>";
    path = &schema_path;
    if (p.loadGrammar(src, x::Grammar::SchemaGrammarType, true) == nullptr ||
        load_sink.error_count() != 0 || load_sink.warning_count() != 0 || fatal) {
      throw std::logic_error("embedded schema " + std::string(schema) + " does not load: " +
                             (load_sink.diagnostics().empty() ? std::string("?")
                                                              : load_sink.diagnostics()[0].message));
    }
    sink = nullptr;
    return in;
  }

  // ---- position helpers

  x::Locator const* locator() const { return current->parser->getScanner().getLocator(); }

  /// The 1-based position of byte `offset`, scanning forward from the last one.
  std::pair<std::uint32_t, std::uint32_t> position_of(std::size_t offset)
  {
    return position.advance(bytes, offset);
  }

  /// Where the start tag just reported began, and the byte offset of its
  /// '<' (npos when byte offsets are not known).
  std::pair<std::uint32_t, std::uint32_t> start_tag_position(std::size_t& offset)
  {
    offset = std::string_view::npos;
    if (byte_offsets) {
      auto end = static_cast<std::size_t>(current->parser->getSrcOffset());
      if (end > 0 && end <= bytes.size() && bytes[end - 1] == '>') {
        std::size_t lt = bytes.rfind('<', end - 1);
        if (lt != std::string_view::npos) {
          offset = lt;
          return position_of(lt);
        }
      }
    }
    const auto* loc = locator();
    return {static_cast<std::uint32_t>(loc->getLineNumber()),
            static_cast<std::uint32_t>(loc->getColumnNumber())};
  }

  Diagnostic located(std::string code, std::string message)
  {
    const auto* loc = locator();
    return {Severity::error, std::move(code), std::move(message), *path,
            loc ? static_cast<std::uint32_t>(loc->getLineNumber()) : 0,
            loc ? static_cast<std::uint32_t>(loc->getColumnNumber()) : 0};
  }

  // ---- XMLDocumentHandler

  std::uint32_t add_node(Node::Kind kind)
  {
    auto index = static_cast<std::uint32_t>(tree->nodes.size());
    tree->nodes.emplace_back();
    Node& n = tree->nodes.back();
    n.kind = kind;
    if (!open.empty()) {
      n.parent = open.back();
      open_children[open.size() - 1].push_back(index);
    }
    return index;
  }

  /// The children of node `i` so far: those of an open element are not in
  /// the tree yet.
  std::span<const std::uint32_t> children_of(std::uint32_t i) const
  {
    for (std::size_t d = open.size(); d-- > 0;) {
      if (open[d] == i) {
        return open_children[d];
      }
    }
    return tree->nodes[i].children();
  }

  /// Xerces' text as an interned name of the tree.
  Name name(const XMLCh* s) { return names.get(s, tree->store); }

  /// The namespace URI Xerces numbered `id` in this parse.
  Name uri(unsigned int id)
  {
    return names.uri(id, [&] { return current->parser->getURIText(id); }, tree->store);
  }

  /// Xerces' text copied into the tree.
  std::string_view value(const XMLCh* s)
  {
    scratch.clear();
    if (s != nullptr) {
      append_utf8(s, x::XMLString::stringLen(s), scratch);
    }
    return tree->store.copy(scratch);
  }

  /// Refuses one more element, comment or PI beyond Limits::max_elements.
  void count_markup()
  {
    if (++markup_count > limits.max_elements) {
      throw Abort{located("XML_LIMIT", "more than " + std::to_string(limits.max_elements) +
                                           " elements; refusing to read further (--max-elements)")};
    }
  }

  /// Refuses a value longer than Limits::max_value_size (`length` in
  /// characters: never more than its UTF-8 bytes).
  void check_value(std::size_t length, const char* what)
  {
    // Past 2^30 characters even a lifted limit holds: a node keeps a
    // value's length in 32 bits, and a character is at most 3 bytes.
    const std::size_t most = std::min<std::size_t>(limits.max_value_size, std::size_t{1} << 30);
    if (length > most) {
      throw Abort{located("XML_LIMIT", std::string(what) + " longer than " + std::to_string(most) +
                                           " bytes; refusing to read further (--max-value-size)")};
    }
  }

  /// Ends the text node still growing, if any.
  void flush_text()
  {
    if (text_node != no_node) {
      tree->nodes[text_node].set_text(tree->store.copy(text));
      text_node = no_node;
    }
  }

  void docCharacters(const XMLCh* chars, const XMLSize_t length, const bool cdata) override
  {
    if (open.empty() || !keep_text) {
      check_value(length, "a text");
      return;
    }
    const std::vector<std::uint32_t>& siblings = open_children[open.size() - 1];
    if (!cdata && text_node != no_node && !siblings.empty() && siblings.back() == text_node) {
      check_value(text.size() + length, "a text");
      append_utf8(chars, length, text);
      return;
    }
    flush_text();
    check_value(length, cdata ? "a CDATA section" : "a text");
    const std::uint32_t n = add_node(cdata ? Node::Kind::cdata : Node::Kind::text);
    scratch.clear();
    append_utf8(chars, length, scratch);
    if (cdata) {
      tree->nodes[n].set_text(tree->store.copy(scratch)); // sections stay apart
    } else {
      text_node = n;
      text.swap(scratch);
    }
  }

  void docComment(const XMLCh* const comment) override
  {
    count_markup();
    check_value(x::XMLString::stringLen(comment), "a comment");
    if (open.empty() || !keep_text) {
      return; // comments outside the root element carry no TOSCA content
    }
    flush_text();
    std::uint32_t n = add_node(Node::Kind::comment);
    tree->nodes[n].set_text(value(comment));
  }

  void docPI(const XMLCh* const target, const XMLCh* const data) override
  {
    count_markup();
    check_value(x::XMLString::stringLen(data), "a processing instruction");
    if (open.empty() || !keep_text) {
      return;
    }
    flush_text();
    std::uint32_t n = add_node(Node::Kind::pi);
    tree->nodes[n].set_name(tree->store.qualified({}, name(target), {}));
    tree->nodes[n].set_text(value(data));
  }

  void endDocument() override { flush_text(); }

  void endElement(const x::XMLElementDecl&, const unsigned int, const bool, const XMLCh* const) override
  {
    flush_text();
    if (!open.empty()) {
      std::vector<std::uint32_t>& children = open_children[open.size() - 1];
      tree->nodes[open.back()].set_children(tree->store.copy(std::span<const std::uint32_t>(children)));
      children.clear();
    }
    if (validating) {
      messages.end();
    }
    if (!open.empty()) {
      open.pop_back();
    }
  }

  void endEntityReference(const x::XMLEntityDecl&) override {}
  void ignorableWhitespace(const XMLCh* const chars, const XMLSize_t length, const bool cdata) override
  {
    docCharacters(chars, length, cdata);
  }
  void resetDocument() override {}
  void startDocument() override {}

  void startElement(const x::XMLElementDecl& decl, const unsigned int uri_id, const XMLCh* const prefix,
                    const x::RefVectorOf<x::XMLAttr>& attrs, const XMLSize_t attr_count,
                    const bool is_empty, const bool is_root) override
  {
    if (open.size() >= limits.max_depth) {
      throw Abort{located("XML_DEPTH", "elements are nested deeper than " +
                                           std::to_string(limits.max_depth) +
                                           " levels; refusing to read further (--max-depth)")};
    }
    count_markup();
    flush_text();
    std::size_t tag_offset = 0;
    auto [line, column] = start_tag_position(tag_offset);
    std::uint32_t index = add_node(Node::Kind::element);
    Node& n = tree->nodes[index];
    n.line = line;
    n.column = column;
    n.set_name(tree->store.qualified(uri(uri_id), name(decl.getBaseName()), name(prefix)));
    attributes.clear();
    declarations.clear();
    for (XMLSize_t i = 0; i < attr_count; ++i) {
      const x::XMLAttr* a = attrs.elementAt(i);
      if (!a->getSpecified()) {
        continue; // a schema default, not something the author wrote
      }
      check_value(x::XMLString::stringLen(a->getValue()), "an attribute value");
      const Name aprefix = name(a->getPrefix());
      const Name alocal = name(a->getName());
      const QualifiedName* qualified = tree->store.qualified(uri(a->getURIId()), alocal, aprefix);
      const bool decl = aprefix == "xmlns" || (aprefix.empty() && alocal == "xmlns");
      if (decl && declarations.size() == UINT16_MAX) {
        throw Abort{located("XML_LIMIT", "more than 65535 namespace declarations on one element")};
      }
      // Declaration URIs repeat, so they are interned.
      (decl ? declarations : attributes)
          .emplace_back(qualified, decl ? name(a->getValue()).view() : value(a->getValue()));
    }
    // Declarations head the list (Node::ns_decls).
    n.set_attributes(tree->store.copy(declarations, attributes), declarations.size());
    if (is_root) {
      tree->root = index;
    }
    if (is_root && require_tosca) {
      if (n.ns() != tosca_ns || (n.local() != "Definitions" && n.local() != "ServiceTemplate")) {
        throw Abort{Diagnostic{Severity::error, "NOT_TOSCA",
                               "not a TOSCA document: the root element is {" + std::string(n.ns()) + "}" +
                                   std::string(n.local()) +
                                   ", expected {" + std::string(tosca_ns) +
                                   "}Definitions or ServiceTemplate",
                               *path, line, column}};
      }
    }
    if (validating) {
      messages.start(index, &decl, tag_offset, is_empty);
    }
    if (!is_empty) {
      if (open_children.size() <= open.size()) {
        open_children.emplace_back();
      }
      open_children[open.size()].clear();
      open.push_back(index);
    }
  }

  void startEntityReference(const x::XMLEntityDecl&) override {}
  void XMLDecl(const XMLCh* const, const XMLCh* const, const XMLCh* const, const XMLCh* const) override {}

  // ---- ErrorHandler

  Diagnostic from(const x::SAXParseException& e, Severity severity, std::string code)
  {
    return {severity, std::move(code), utf8(e.getMessage()), *path,
            static_cast<std::uint32_t>(e.getLineNumber()),
            static_cast<std::uint32_t>(e.getColumnNumber())};
  }

  void warning(const x::SAXParseException& e) override
  {
    // Parser warnings (an encoding declaration that contradicts the bytes).
    if (sink != nullptr) {
      sink->report(from(e, Severity::warning, "XML_WARNING"));
    }
  }

  void error(const x::SAXParseException& e) override
  {
    // Errors that bypass LocatingParser::error (none are known): kept as
    // Xerces words them. Lenient by default: a warning unless --strict.
    validity_errors = true;
    if (sink != nullptr) {
      sink->report(from(e, Severity::warning, "XSD"));
    }
  }

  void validity(unsigned code, const XMLCh* domain, const XMLCh* text, XMLFileLoc line,
                XMLFileLoc column) override
  {
    validity_errors = true;
    if (sink == nullptr) {
      return;
    }
    const auto l = static_cast<std::uint32_t>(line);
    const auto c = static_cast<std::uint32_t>(column);
    if (!validating) {
      sink->report(Diagnostic{Severity::warning, "XSD", utf8(text), *path, l, c});
      return;
    }
    const bool value = x::XMLString::equals(domain, x::XMLUni::fgExceptDomain);
    if (!value && !x::XMLString::equals(domain, x::XMLUni::fgValidityDomain)) {
      // Not a schema error (an XML error Xerces does not count as fatal).
      sink->report(Diagnostic{Severity::warning, "XSD", utf8(text), *path, l, c});
      return;
    }
    messages.add(code, value, utf8(text), l, c);
  }

  void fatalError(const x::SAXParseException& e) override
  {
    if (!fatal) {
      fatal = from(e, Severity::error, "XML_MALFORMED");
    }
  }

  void resetErrors() override {}
};

Parser::Parser() : m_impl(std::make_unique<Impl>()) {}
Parser::~Parser() = default;

Tree Parser::parse(std::string_view bytes, const std::string& path, SchemaChoice schema,
                   DiagnosticSink& sink, const Limits& limits, bool require_tosca, Extent extent)
{
  std::size_t markup = 0;
  const Prolog prolog = check_before_parse(bytes, path, limits, markup);
  // Every node but a text follows a '<' that no '/' follows, and a text
  // follows some '<': reserved address space that stays untouched costs
  // no memory, and the nodes are never copied to grow.
  m_impl->expected_nodes = prolog.utf16                 ? bytes.size() / 64 + 16
                           : extent == Extent::elements ? markup + 1
                                                        : 2 * markup + 2;
  Tree tree = parse_once(bytes, path, schema, sink, limits, require_tosca, !prolog.utf16,
                         extent != Extent::elements);
  if (m_impl->validity_errors && schema != SchemaChoice::none && extent == Extent::content) {
    // A validating parse drops content the schema does not allow (such as
    // text in element-only content). The diagnostics are in; read the
    // document again without the schema so that nothing is lost.
    DiagnosticSink ignored;
    tree = parse_once(bytes, path, SchemaChoice::none, ignored, limits, require_tosca,
                      !prolog.utf16, true);
  }
  return tree;
}

Tree Parser::parse_once(std::string_view bytes, const std::string& path, SchemaChoice schema,
                        DiagnosticSink& sink, const Limits& limits, bool require_tosca,
                        bool byte_offsets, bool keep_text)
{
  Impl& m = *m_impl;
  XercesMemory::begin_operation();
  try {
    m.current = &m.instance(schema); // before the per-parse state: it may compile a grammar
  } catch (const x::OutOfMemoryException&) {
    throw FatalError({Severity::error, "OUT_OF_MEMORY",
                      "Xerces ran out of memory compiling the schema", path, 0, 0});
  }
  Tree tree;
  tree.nodes.reserve(m.expected_nodes);
  m.tree = &tree;
  m.names.clear(); // they point into the previous tree (and its URI ids)
  m.sink = &sink;
  m.path = &path;
  m.bytes = bytes;
  m.byte_offsets = byte_offsets;
  m.keep_text = keep_text;
  m.validity_errors = false;
  m.limits = limits;
  m.markup_count = 0;
  m.require_tosca = require_tosca;
  m.open.clear();
  m.text_node = no_node;
  m.fatal.reset();
  m.position = {};
  m.validating = schema != SchemaChoice::none;
  if (m.validating) {
    XsdDocument doc;
    doc.path = &path;
    doc.bytes = bytes;
    doc.tree = &tree;
    doc.sink = &sink;
    if (byte_offsets) {
      doc.position = [&m](std::size_t offset) { return m.position_of(offset); };
    }
    doc.children = [&m](std::uint32_t i) { return m.children_of(i); };
    doc.uri_text = [&m](unsigned id) { return utf8(m.current->parser->getURIText(id)); };
    doc.global_attribute = [&m](const std::string& ns, const std::string& local) {
      return global_attribute_type(*m.current->parser, ns, local);
    };
    m.messages.begin(std::move(doc));
  }
  x::MemBufInputSource src(reinterpret_cast<const XMLByte*>(bytes.data()), bytes.size(),
                           path.c_str(), false);
  src.setCopyBufToStream(false); // `bytes` outlives the parse
  struct Clear
  {
    Impl& m;
    ~Clear()
    {
      m.tree = nullptr;
      m.sink = nullptr;
      if (m.current != nullptr && m.current->parser) {
        m.current->parser->forget_ids(); // the IR is built after the parse
      }
    }
  } clear{m};
  try {
    m.current->parser->parse(src);
  } catch (const Abort& a) {
    throw FatalError(a.diagnostic);
  } catch (const x::OutOfMemoryException&) {
    m.current->parser.reset(); // Xerces leaves it "in progress": the next file gets a new one,
    m.current->lent.discard(); // and its pool is not lent again
    m.current = nullptr;
    throw FatalError({Severity::error, "OUT_OF_MEMORY", "Xerces ran out of memory parsing this file",
                      path, 0, 0});
  } catch (const x::XMLException& e) {
    if (!m.fatal) {
      m.fatal = Diagnostic{Severity::error, "XML_MALFORMED", utf8(e.getMessage()), path,
                           static_cast<std::uint32_t>(e.getSrcLine()), 0};
    }
  } catch (const x::SAXParseException& e) {
    if (!m.fatal) {
      m.fatal = m.from(e, Severity::error, "XML_MALFORMED");
    }
  }
  if (m.fatal) {
    throw FatalError(*m.fatal);
  }
  if (tree.root == no_node) {
    throw FatalError({Severity::error, "XML_MALFORMED", "no root element", path, 1, 1});
  }
  if (m.validating) {
    m.messages.finish();
  }
  return tree;
}

}  // namespace tosca::xml::detail
