#pragma once
/// Shared machinery of the XML writer: escaping, an indenting emitter whose
/// start tags wait until the element's first child (so the namespace
/// declarations it needs are known before it is written), the namespace
/// table that chooses prefixes, and the writing context of both dialects.

#include "tosca/ir/document.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/support/xml_escape.hpp"

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::xml::detail {

inline constexpr std::string_view k_w_tosca_ns = "http://docs.oasis-open.org/tosca/ns/2011/12";
inline constexpr std::string_view k_w_winery_ns =
    "http://www.opentosca.org/winery/extensions/tosca/2013/02/12";
inline constexpr std::string_view k_w_xml_ns = "http://www.w3.org/XML/1998/namespace";
inline constexpr std::string_view k_w_tc_ns = "http://tosca-convert.org/xml/extensions/1";

// ------------------------------------------------- write_escape.cpp

/// Appends `in` as XML character data (&, <, > and CR escaped). Returns the
/// number of characters XML 1.0 cannot carry at all (C0 controls other than
/// tab, LF and CR), which are left out.
std::size_t escape_text(std::string_view in, std::string& out);
/// Appends `in` as a double-quoted attribute value: also ", and tab, LF and
/// CR as character references so attribute-value normalisation keeps them.
std::size_t escape_attribute(std::string_view in, std::string& out);
/// Replaces every byte that does not start a valid UTF-8 encoding of an XML
/// character by U+FFFD; returns how many were replaced.
std::size_t replace_invalid_utf8(std::string& s);

// ------------------------------------------------ write_context.cpp

/// The emitter. Elements are opened with `start`, given attributes, and
/// closed with `end`; the start tag is written when the first child (or the
/// end) comes, with the namespace declarations its name, its attributes and
/// the fragments written inside it need.
class XmlOut
{
public:
  XmlOut(std::string path, DiagnosticSink& sink);

  /// Starts an element named {ns}local; `prefix` is the preferred spelling.
  void start(std::string_view ns, std::string_view local, std::string_view prefix,
             ir::Location where = {});
  /// xmlns declarations to write on the pending element as given (root).
  void declare(const std::vector<ir::NamespaceBinding>& bindings);
  /// Content written inside the pending element was read in the scope of
  /// `bindings`: make each of them in scope there (undeclaring is not
  /// possible, so bindings in scope but not listed stay).
  void require(const ir::Bindings& bindings);
  /// An unqualified attribute.
  void attribute(std::string_view local, std::string_view value);
  /// A namespace-qualified attribute (an unqualified one when name.ns is empty).
  void attribute(const ir::QName& name, std::string_view value);
  /// An attribute whose value is a QName, spelled with a prefix bound here.
  void qname_attribute(std::string_view local, const ir::QName& value);
  /// Children of the pending element are written without indentation
  /// (mixed content: added white space would change its text).
  void mixed();

  /// Verbatim XML: one element fragment on its own line.
  void fragment(std::string_view xml);
  /// Verbatim XML content written inline (makes the element mixed).
  void content(std::string_view xml);
  /// Character data, escaped (makes the element mixed).
  void text(std::string_view text);
  /// How deep the next child element stands (for pre-indented fragments).
  std::size_t child_depth() const { return m_stack.size() + (m_has_pending ? 1 : 0); }
  /// A comment (used to keep two text fragments apart).
  void comment(std::string_view text);
  void end();

  /// What an unprefixed QName means to the reader where the next elements
  /// stand: the default namespace unless that is TOSCA's own or unbound,
  /// else this namespace (the document's or a draft wrapper's).
  void set_context_namespace(std::string ns) { m_context_ns = std::move(ns); }
  const std::string& context_namespace() const { return m_context_ns; }

  /// From now on, each time at least `piece` bytes are ready, they are
  /// handed to `take` instead of being kept (see xml::write with a Spill).
  void spill_to(std::function<bool(std::string_view)> take, std::size_t piece);
  /// The document so far (what was not handed over); call once every
  /// element is ended.
  std::string finish();

  void report(ir::Location where, std::string message);

private:
  using Scope = std::map<std::string, std::string>;

  struct PendingAttribute
  {
    enum class Kind { plain, qualified, qname };
    Kind kind = Kind::plain;
    ir::QName name; // plain: local only
    std::string value;
    ir::QName qvalue; // qname
  };

  struct Pending
  {
    std::string ns, local, prefix;
    ir::Location where;
    std::vector<ir::NamespaceBinding> declared;
    std::vector<ir::Bindings> required;
    std::vector<PendingAttribute> attributes;
    bool mixed = false;
  };

  struct Frame
  {
    std::string name; // as written, prefix:local
    Scope scope;      // after this element's declarations
    ir::Location where;
    bool has_children = false;
    bool mixed = false;
  };

  /// Per start tag: the scope being built and the prefixes whose binding
  /// something on this element already depends on.
  struct TagScope
  {
    Scope scope;
    std::vector<ir::NamespaceBinding> declarations;
    std::map<std::string, std::string> locked;

    bool bound(const std::string& p, std::string_view uri) const;
    bool can_bind(const std::string& p, std::string_view uri) const;
    void bind(const std::string& p, std::string_view uri);
  };

  void flush(bool empty);
  void before_child(bool inline_content);
  std::string choose_prefix(TagScope& t, std::string_view ns, std::string_view hint, bool element);
  std::string invent_prefix(TagScope& t, std::string_view ns);
  std::string unprefixed_meaning(const Scope& s) const;
  std::string write_qname(TagScope& t, const ir::QName& q, const std::string& element_prefix);
  void newline_indent(std::size_t depth);
  void spill();
  ir::Location here() const;

  std::string m_path;
  DiagnosticSink& m_sink;
  std::string m_out;
  std::function<bool(std::string_view)> m_take; ///< spill_to's, until it declines
  std::size_t m_piece = 0;
  std::size_t m_replaced = 0; ///< invalid UTF-8 bytes replaced in what was handed over
  std::vector<Frame> m_stack;
  bool m_has_pending = false;
  Pending m_pending;
  std::string m_context_ns;
  std::map<std::string, std::string> m_invented; // uri -> prefix
  unsigned m_next_invented = 1;
};

/// What the dialect writers share: the emitter, the document, where
/// problems go.
struct WCtx
{
  XmlOut& out;
  const ir::Document& doc;
  ir::Dialect dialect;
  /// The prefix TOSCA elements are written with (the input's, else none).
  std::string tosca_prefix;

  bool final_dialect() const { return dialect == ir::Dialect::final_1_0; }
  /// A NOT_REPRESENTABLE warning at `where` (the document's path).
  void report(ir::Location where, const std::string& message) const;
  /// "TOSCA 1.0 XML" or "CSD03 XML", for messages.
  std::string dialect_name() const;
};

}  // namespace tosca::xml::detail
