#pragma once
/// The Xerces-C++ front end: parses bytes into a Tree while validating them
/// against the project's embedded schema for the document's dialect.
///
/// Safety rules, enforced here for every document:
/// - no DOCTYPE at all (so no entity can be declared, internal or external);
/// - no resolution of any external resource (schemaLocation hints ignored,
///   default entity resolution off, only the embedded schemas are used);
/// - element nesting, the number of elements and the length of one value
///   limited (Limits);
/// - UTF-8 input must be valid UTF-8.

#include "tree.hpp"

#include "tosca/support/diagnostics.hpp"

#include <xercesc/util/XercesDefs.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <string>
#include <string_view>

namespace tosca::xml::detail {

/// Xerces' UTF-16 text as UTF-8 ("" for null).
std::string utf8(const XMLCh* s);

enum class SchemaChoice { final_1_0, csd03, none };

/// What one parse accepts before it refuses the document (XML_DEPTH,
/// XML_LIMIT). Each limit is checked as the parser reaches it, so an absurd
/// document is refused long before it is read whole.
struct Limits
{
  std::size_t max_depth = 512;
  /// Elements, comments and processing instructions in the document.
  std::size_t max_elements = SIZE_MAX;
  /// Bytes of one attribute value, text node, comment or PI.
  std::size_t max_value_size = SIZE_MAX;
};

/// What the prolog scan found before the real parse.
struct Prolog
{
  std::string root_local;  ///< local name of the first element ("" if none found)
  bool has_doctype = false;
  std::uint32_t doctype_line = 0;
  std::uint32_t doctype_column = 0;
  bool utf16 = false;
};

/// Looks at the bytes before the first element without parsing them.
Prolog scan_prolog(std::string_view bytes);

/// The `encoding` of the XML declaration, or "" when there is none.
std::string declared_encoding(std::string_view bytes);

/// The line and column of the first byte that is not UTF-8, when the
/// document is (declared or defaulted) UTF-8; other declared encodings are
/// left to Xerces.
std::optional<std::pair<std::uint32_t, std::uint32_t>> invalid_utf8(std::string_view bytes);

/// Where a UTF-8 (or other 8-bit) document must be over a limit, found by
/// counting '<' without parsing: each element, comment or PI starts with a
/// '<' that no '/' follows, and no value can hold a raw '<' (only CDATA
/// and comments, which the count then overestimates). Absurd documents are
/// refused at memchr speed instead of after seconds of parsing.
struct Excess
{
  std::size_t offset;
  std::string message;
};
struct MarkupScan
{
  std::optional<Excess> excess;
  std::size_t markup = 0; ///< elements, comments and PIs (an upper bound)
};
MarkupScan scan_limits(std::string_view bytes, const Limits& limits);

/// What is refused before a parse, with its FatalError: a DOCTYPE, a
/// document over the limits, invalid UTF-8. Returns the prolog; `markup`
/// is scan_limits' count (0 for UTF-16, which is not scanned).
Prolog check_before_parse(std::string_view bytes, const std::string& path, const Limits& limits,
                          std::size_t& markup);

/// A 1-based line and column (in characters of UTF-8) that moves forward
/// through a text, so that positions asked in document order cost one pass.
struct TextPosition
{
  std::size_t offset = 0;
  std::uint32_t line = 1;
  std::uint32_t column = 1;

  /// The position of byte `to` (from the start again if `to` lies behind).
  std::pair<std::uint32_t, std::uint32_t> advance(std::string_view bytes, std::size_t to);
};

/// The 1-based line and column (in characters) of byte `offset`.
std::pair<std::uint32_t, std::uint32_t> line_column(std::string_view bytes, std::size_t offset);

/// How much of a document a parse delivers.
enum class Extent {
  /// Everything. A validating parse drops text the schema does not allow,
  /// so a document with validity errors is read a second time without it.
  content,
  /// What the validating parse gives (no second read): enough to check.
  structure,
  /// Elements and attributes only, no text, comments or PIs: schema checks.
  elements,
};

class Parser
{
public:
  Parser();
  ~Parser();
  Parser(const Parser&) = delete;
  Parser& operator=(const Parser&) = delete;

  /// Parses `bytes`. Well-formedness errors and safety violations throw
  /// FatalError; schema violations go to `sink` as warnings with code XSD
  /// (the sink turns them into errors under --strict).
  Tree parse(std::string_view bytes, const std::string& path, SchemaChoice schema,
             DiagnosticSink& sink, const Limits& limits, bool require_tosca = true,
             Extent extent = Extent::content);

private:
  Tree parse_once(std::string_view bytes, const std::string& path, SchemaChoice schema,
                  DiagnosticSink& sink, const Limits& limits, bool require_tosca,
                  bool byte_offsets, bool keep_text);

  struct Impl;
  std::unique_ptr<Impl> m_impl;
};

}  // namespace tosca::xml::detail
