#pragma once
/// The canonical form of XML content the IR keeps verbatim (an ir::Fragment,
/// a properties document, the mixed content of a documentation element), so
/// that two spellings of the same content compare equal.
///
/// The fragment is parsed again with the reader's safe Xerces front end,
/// wrapped in a synthetic element that declares its namespace bindings (no
/// DOCTYPE, no external entities, nesting limited). The result is a tree:
/// - element names are {namespace}local (plain `local` in no namespace);
/// - attributes are sorted by {ns}local; xmlns declarations are dropped;
/// - CDATA sections are text; adjacent text pieces are one text node;
/// - white-space-only text is dropped between elements (where an element has
///   element children); other text is kept exactly, unless
///   `collapse_space` is asked for (documentation: runs of white space become
///   one space, and text is trimmed at the ends of the content);
/// - comments and processing instructions are kept as nodes.
///
/// QName-valued attributes are resolved to {ns}local, so that a different
/// prefix for the same namespace does not count. Which attributes hold
/// QNames is a heuristic, since a fragment has no schema at hand:
/// - `xsi:type` on any element;
/// - on XML Schema elements (xs:element, xs:restriction, ...): type, ref,
///   base, itemType, substitutionGroup, refer (one QName) and memberTypes
///   (a list of QNames); an unprefixed value takes the default namespace, as
///   XML Schema says;
/// - on any other element, unqualified attributes named type, element, ref,
///   base, itemType or memberTypes;
/// - on TOSCA elements, every attribute the TOSCA schemas (final and draft)
///   type as xs:QName: nodeType, relationshipType, artifactType, artifactRef,
///   policyType, policyRef, typeRef, requirementType, capabilityType, ...,
///   and Winery's relationType and validSourceOrTarget (refinement models);
/// Outside XML Schema elements only values with a prefix bound in scope are
/// resolved; a value with an unbound prefix stays as written. Element text is
/// never resolved (no TOSCA element has QName content).
///
/// Content that is not well-formed has no canonical tree: it compares as its
/// exact text.

#include "tosca/ir/basics.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::xml {

struct CanonicalAttribute
{
  std::string name;  ///< {ns}local, or local when unqualified
  std::string value; ///< as parsed; a QName value resolved to {ns}local
};

struct CanonicalNode
{
  enum class Kind : std::uint8_t { element, text, comment, pi };
  Kind kind = Kind::element;
  std::string ns;                             ///< element namespace ("" for none)
  std::string local;                          ///< element local name; PI target
  std::string text;                           ///< text, comment or PI data
  std::vector<CanonicalAttribute> attributes; ///< sorted by name
  std::vector<std::uint32_t> children;        ///< indexes into Canonical::nodes
  /// Position in the source document: exact for the fragment's first line,
  /// approximate after it (the fragment was re-serialised by the reader).
  ir::Location location;

  /// {ns}local, or local when the element is in no namespace.
  std::string name() const;
};

struct Canonical
{
  /// False when the content is not well-formed XML: then `text` holds it
  /// exactly and `nodes` is empty.
  bool well_formed = false;
  std::string text;
  std::string error; ///< the parser's message when not well-formed
  /// nodes[0] is the synthetic wrapper: its children are the fragment's
  /// top-level nodes. Children are stored by index, so deep content needs
  /// no recursion to walk or destroy.
  std::vector<CanonicalNode> nodes;

  const CanonicalNode& top() const { return nodes.front(); }
};

struct CanonicalOptions
{
  /// Collapse white space in text (documentation prose).
  bool collapse_space = false;
  /// Deepest nesting accepted inside the fragment; deeper content is treated
  /// as not well-formed (compared as text).
  std::size_t max_depth = 4096;
};

/// Holds one non-validating parser; reuse it for many fragments. Not
/// thread-safe.
class Canonicalizer
{
public:
  Canonicalizer();
  ~Canonicalizer();
  Canonicalizer(const Canonicalizer&) = delete;
  Canonicalizer& operator=(const Canonicalizer&) = delete;

  Canonical canonicalize(const ir::Fragment& fragment, const CanonicalOptions& options = {});
  /// The mixed content of a documentation element, white space collapsed.
  Canonical canonicalize(const ir::Documentation& documentation);

private:
  struct Impl;
  std::unique_ptr<Impl> m_impl;
};

/// The bytes of the document a fragment was read from, to make the
/// locations inside the fragment exact: the reader re-serialises fragments
/// (a start tag spread over several lines becomes one line), so positions
/// after the first line drift.
class SourceText
{
public:
  explicit SourceText(std::string_view bytes);
  /// Byte offset of a 1-based line and column (columns count characters);
  /// nullopt when the location is unknown or outside the text.
  std::optional<std::size_t> offset(ir::Location at) const;
  ir::Location location(std::size_t offset) const;
  std::string_view bytes() const { return m_bytes; }

private:
  std::string_view m_bytes;
  std::vector<std::size_t> m_line_starts;
};

/// Moves the element locations of `canonical` (read from `fragment`) onto
/// the start tags in `source` that they came from: the n-th start tag of the
/// fragment's text is matched with the n-th in the source from the
/// fragment's location on, as long as their names agree.
void refine_locations(Canonical& canonical, const ir::Fragment& fragment, const SourceText& source);

/// A one-line rendering of the canonical tree (names in {ns}local form,
/// attributes sorted), or the exact text when not well-formed. Equal
/// canonical trees give equal strings; meant for tests and messages.
std::string to_string(const Canonical& canonical);

} // namespace tosca::xml
