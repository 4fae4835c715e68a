#pragma once
/// The XML writer: one IR document to the bytes of a TOSCA XML document, in
/// the final standard's rendering (root Definitions) or the 2012 draft's
/// (CSD03, root ServiceTemplate). The inverse of the XML reader: reading
/// what it writes gives back the same IR (operator==).

#include "tosca/ir/document.hpp"
#include "tosca/support/diagnostics.hpp"

#include <functional>
#include <string>
#include <string_view>

namespace tosca::xml {

enum class OutputDialect {
  source,    ///< the document's own: a draft read as a draft (and recorded
             ///< by xml2yaml) goes back as one, everything else is final
  final_1_0, ///< root Definitions (TOSCA 1.0 OS)
  csd03,     ///< root ServiceTemplate (Committee Specification Draft 03)
};

struct WriteOptions
{
  OutputDialect dialect = OutputDialect::source;
};

/// The dialect `options` gives `doc`.
OutputDialect dialect_for(const ir::Document& doc, const WriteOptions& options);

/// The extension namespace (prefix `tc`) where final output keeps the
/// draft-only content of a CSD03 document; see write_extensions.cpp.
inline constexpr const char* k_extension_namespace = "http://tosca-convert.org/xml/extensions/1";

/// Writes one IR document as a complete XML document: UTF-8, with an XML
/// declaration, 2-space indentation and a trailing newline. Deterministic:
/// the same IR gives the same bytes. What the requested dialect has no place
/// for is reported as a located warning (code NOT_REPRESENTABLE, naming the
/// construct and its IR location); everything else is still written.
std::string write(const ir::Document& doc, DiagnosticSink& sink, const WriteOptions& options = {});

/// Where a large document's bytes go as they are made, so they never sit
/// in memory whole: `take` gets them in order, in pieces of at least
/// `piece` bytes, and returns false to decline (it is then not called
/// again, and the rest stays in memory).
struct Spill
{
  std::function<bool(std::string_view)> take;
  std::size_t piece = std::size_t{4} << 20;
};

/// write, handing the document to `spill` as it is made; returns what was
/// not handed over. The pieces and the returned text, joined, are the
/// bytes `write` returns, with the same diagnostics.
std::string write(const ir::Document& doc, DiagnosticSink& sink, const WriteOptions& options,
                  const Spill& spill);

/// A properties document from its map view, in the form Winery writes: no
/// whitespace, every element under `root.prefix` (bound where the document
/// stands, in `document.bindings`), else under a default namespace declared
/// on the root when those bindings give it another. A map is child
/// elements, a list repeated elements, a scalar its text, an empty one an
/// empty element. Keys that are not XML names are left out, each passed to
/// `skipped`.
std::string properties_document(const ir::PropertiesValue& v,
                                const std::function<void(const std::string&)>& skipped);

}  // namespace tosca::xml
