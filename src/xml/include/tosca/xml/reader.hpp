#pragma once
/// The XML reader: bytes of a TOSCA XML document (final Definitions or
/// draft ServiceTemplate) to the IR, validated against the embedded schema
/// of its dialect; and bytes of an XML Schema to the IR's SchemaSet view.

#include "tosca/ir/document.hpp"
#include "tosca/ir/xsd_model.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/support/limits.hpp"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace tosca::xml {

/// The hard ceiling for ReadOptions::max_depth: deeper documents are always
/// refused, whatever is asked, so no reader recursion can exhaust the stack.
inline constexpr std::size_t k_max_depth_limit = 4096;

/// The limits (max_depth above k_max_depth_limit is lowered to it), and
/// how to read.
struct ReadOptions : ReadLimits
{
  /// Validate against the embedded schema (schema violations are warnings,
  /// errors under a strict sink).
  bool validate = true;
  /// A validating parse drops content the schema does not allow (text in
  /// element-only content); a document with validity errors is then read a
  /// second time without the schema, so nothing is lost. Checking needs
  /// only the diagnostics and the structure: false skips the second read.
  bool reread_invalid = true;
};

struct ReadResult
{
  ir::Document document;
  /// The XSD view of the document's <Types> (xs:schema children).
  ir::SchemaSet schemas;
};

/// Holds the Xerces parsers and compiled grammars; reuse one Reader for many
/// documents. Not thread-safe.
class Reader
{
public:
  Reader();
  ~Reader();
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;

  /// Reads a TOSCA document. Throws FatalError (codes XML_MALFORMED,
  /// XML_DOCTYPE, XML_ENCODING, XML_DEPTH, XML_LIMIT, INPUT_LIMIT,
  /// NOT_TOSCA) when it cannot.
  ReadResult read(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
                  const ReadOptions& options = {});

  /// Only validates a TOSCA document against the schema of its dialect,
  /// without building the IR (a schema-only check). Throws FatalError as
  /// read() does.
  void check(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
             const ReadOptions& options = {});

  /// Reads a TOSCAlite model.xml (root Model) as the TOSCA Definitions it
  /// stands for (src/xml/src/read_toscalite.cpp). Breaches of the TOSCAlite
  /// rules are TOSCALITE_MODEL errors located in the model.
  ReadResult read_toscalite(std::string_view bytes, const std::string& path,
                            DiagnosticSink& sink, const ReadOptions& options = {});

  /// Reads a standalone XML Schema document (an imported .xsd).
  ir::SchemaSet read_schema(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
                            const ReadOptions& options = {});

  /// The root element and map view of a properties document that arrives
  /// as text (a YAML file kept the XML): sets `root` (unless it is set
  /// already), `view` and `view_is_exact` of `v` from `v.document`, as read()
  /// derives them. A document with other than one root element gets no
  /// view. Returns the parser's message when the text is not well-formed,
  /// and leaves `v` as it was.
  std::optional<std::string> derive_properties(ir::PropertiesValue& v);

private:
  struct Impl;
  std::unique_ptr<Impl> m_impl;
};

/// True for the codes of schema violations the reader reports: XSD, the
/// finer XSD_* codes (not XSD_NOT_FOUND and XSD_SKIPPED, which are about
/// finding a properties schema) and WINERY_* (Winery's known deviations).
bool is_schema_violation(std::string_view code);

/// The element an XSD_UNDECLARED diagnostic is about: one under a strict
/// wildcard (boundary properties) that the embedded schema cannot declare.
/// The reader validates one document; a schema the document imports (an
/// .xsd loaded later by the workspace) may declare it, and then the
/// diagnostic does not stand. nullopt for any other diagnostic.
std::optional<ir::QName> undeclared_element(const Diagnostic& d);

/// Initialises Xerces and reads the embedded TOSCA grammars now, kept for
/// the process (otherwise the first reader that needs one reads it): a
/// process that forks workers calls it first, so that every worker
/// inherits them instead of spending milliseconds reading its own.
void keep_grammars_ready();

/// True when the bytes start (after a BOM and white space) with '<'; used
/// to tell XML from YAML in files named .tosca.
bool looks_like_xml(std::string_view bytes);

/// The root element's local name, without parsing ("" when none is found).
std::string root_element_name(std::string_view bytes);

}  // namespace tosca::xml
