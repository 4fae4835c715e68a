#pragma once
/// Schema validity errors in plain language.
///
/// Xerces reports validity errors with terse text ("value '1' is invalid
/// NCName", "element 'Import' is not allowed for content model '(...)'")
/// positioned after the tag that was being read, often the parent's end
/// tag. The parser feeds each error here with Xerces' error code; this
/// class waits until the element it belongs to is known (the start tag for
/// attribute errors, the end tag for content errors), then reports it at
/// the element or attribute concerned, with what the schema expects there
/// and a finer code:
///
///   XSD_ORDER, XSD_UNKNOWN_ELEMENT, XSD_TOO_MANY, XSD_MISSING_ELEMENT,
///   XSD_UNDECLARED, XSD_UNKNOWN_ATTR, XSD_MISSING_ATTR, XSD_BAD_VALUE,
///   XSD_BAD_ENUM, XSD_ID_DUPLICATE, XSD_TEXT, XSD_NAMESPACE, and XSD for
///   the rest; Winery's known deviations get WINERY_ARTIFACT_NAME,
///   WINERY_UNBOUNDED, WINERY_ELEMENT, WINERY_ATTRIBUTE and
///   WINERY_DEFINITIONS. All are warnings (errors under a
///   strict sink). A reference to an id that no element has (xs:IDREF) is
///   reported as XML_IDREF: xmllint does not check it, so it is not part of
///   the schema verdict.
///
/// Errors inside an element already reported as not allowed are dropped
/// (its attributes and children were never going to fit); every document
/// with a validity error still gets at least one diagnostic.

#include "tree.hpp"

#include "tosca/support/diagnostics.hpp"

#include <xercesc/util/XercesDefs.hpp>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

XERCES_CPP_NAMESPACE_BEGIN
class XMLElementDecl;
class ContentSpecNode;
class DatatypeValidator;
XERCES_CPP_NAMESPACE_END

namespace tosca::xml::detail {

struct ContentModel;
struct ContentProblem;

/// Where a document's validity errors go and what is known about it.
struct XsdDocument
{
  const std::string* path = nullptr;
  std::string_view bytes;
  const Tree* tree = nullptr;
  DiagnosticSink* sink = nullptr;
  /// 1-based line and column of a byte offset; unset when offsets are not
  /// known (UTF-16 input), then element positions are used.
  std::function<std::pair<std::uint32_t, std::uint32_t>(std::size_t)> position;
  /// The children of a node so far (those of open elements included).
  std::function<std::span<const std::uint32_t>(std::uint32_t)> children;
  /// Xerces' URI id to the namespace string.
  std::function<std::string(unsigned)> uri_text;
  /// The type of a global attribute declaration (such as xml:space), or null.
  std::function<const XERCES_CPP_NAMESPACE::DatatypeValidator*(const std::string& ns,
                                                                const std::string& local)>
      global_attribute;
};

class XsdMessages
{
public:
  XsdMessages();
  ~XsdMessages();
  XsdMessages(const XsdMessages&) = delete;
  XsdMessages& operator=(const XsdMessages&) = delete;

  /// Starts a document.
  void begin(XsdDocument document);
  /// One validity error as Xerces reported it. `datatype` is true for
  /// errors of Xerces' exception domain (value checks).
  void add(unsigned code, bool datatype, std::string text, std::uint32_t line,
           std::uint32_t column);
  /// The start tag of `node` was read (its attribute errors are in).
  /// `tag_offset` is the byte offset of its '<' (npos when unknown).
  void start(std::uint32_t node, const XERCES_CPP_NAMESPACE::XMLElementDecl* decl,
             std::size_t tag_offset, bool is_empty);
  /// The end tag of the innermost open element was read.
  void end();
  /// The document is over: reports what is left (references to ids).
  void finish();

private:
  struct Raw
  {
    unsigned code = 0;
    bool datatype = false;
    std::string text;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
  };
  struct Open
  {
    std::uint32_t node = 0;
    const XERCES_CPP_NAMESPACE::XMLElementDecl* decl = nullptr;
  };

  void start_tag_error(const Raw& e, std::uint32_t node, const Open* parent,
                       const XERCES_CPP_NAMESPACE::XMLElementDecl* decl, std::size_t tag_offset);
  void content_error(const Raw& e, const Open& element);
  void report_problem(const ContentProblem& p, const ContentModel& model, std::uint32_t parent,
                      const std::vector<std::uint32_t>& nodes);
  void unknown_element(const Raw& e, std::uint32_t node, const Open* parent);
  void dangling_id(const Raw& e);
  void text_in_element_only(std::uint32_t line, std::uint32_t column);
  void bad_value(const Raw& e, std::uint32_t node, const XERCES_CPP_NAMESPACE::XMLElementDecl* decl,
                 std::size_t tag_offset);
  /// At most this many messages per document; the rest are counted.
  static constexpr std::size_t k_max_reported = 100;
  bool capped() const;
  void report(std::string code, std::string message, std::uint32_t line, std::uint32_t column);
  void report_at(std::uint32_t node, std::string code, std::string message);
  std::pair<std::uint32_t, std::uint32_t> attribute_position(std::uint32_t node, std::size_t tag_offset,
                                                             std::string_view raw_name) const;
  const ContentModel* model_of(const XERCES_CPP_NAMESPACE::XMLElementDecl* decl);
  std::string name_of(std::uint32_t node) const;

  XsdDocument m_doc;
  std::vector<Raw> m_pending;
  std::vector<Open> m_open;
  /// Depth of the outermost open element reported as not allowed, or npos.
  std::size_t m_quiet = static_cast<std::size_t>(-1);
  std::vector<std::uint32_t> m_reported_unknown;
  /// Messages reported for this document, and those left out past the cap
  /// (explaining one costs a pass over its siblings, so explaining tens of
  /// thousands would cost quadratic time; nobody reads past the first few).
  std::size_t m_reported = 0;
  std::size_t m_suppressed = 0;
  /// First element carrying each ID value: its name and line. Built at the
  /// first duplicate (from the tree so far) and kept from then on: a valid
  /// document of 100,000 templates would hold 400,000 entries for nothing.
  std::map<std::string, std::pair<std::string, std::uint32_t>, std::less<>> m_ids;
  bool m_ids_kept = false;
  void remember_ids(std::uint32_t node);
  /// The first element before `node` with ID value `id`: name and line.
  const std::pair<std::string, std::uint32_t>* first_with_id(std::string_view id,
                                                             std::uint32_t node);
  /// Flattened content models by content specification (grammars live as
  /// long as the parser, so the pointers stay valid).
  std::map<const XERCES_CPP_NAMESPACE::ContentSpecNode*, std::unique_ptr<ContentModel>> m_models;
  std::map<const XERCES_CPP_NAMESPACE::ContentSpecNode*, bool> m_flat;
};

}  // namespace tosca::xml::detail
