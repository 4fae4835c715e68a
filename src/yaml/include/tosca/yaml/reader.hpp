#pragma once
/// The YAML reader: bytes of a TOSCA Simple Profile YAML document (1.0 to
/// 1.3) to the IR. Two kinds of input share it:
///   - YAML that `xml2yaml` wrote (it carries the extension block
///     `dsl_definitions.tosca_convert` with `document.dialect`): the XML
///     detail in the block is restored into the IR, so XML -> YAML -> XML
///     loses nothing (src/yaml/src/decode_*.cpp);
///   - any other Simple Profile document (src/yaml/src/read_*.cpp).
/// The reader produces no XML text: properties documents it rebuilds from
/// values, and all of a YAML-born document's XML, are rendered by
/// convert::read_yaml (convert::derive_xml_side), which callers use.

#include "tosca/ir/document.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/support/limits.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::yaml {

/// The limits (max_elements counts scalars, maps and lists), and one of
/// YAML's own.
struct ReadOptions : ReadLimits
{
  /// Nodes alias expansion may add in total before the file is refused.
  std::size_t max_alias_nodes = 100000;
  /// Derives the root element and map view of a properties document the
  /// file kept as XML (xml2yaml's extension block), returning the parser's
  /// message when it is not well-formed. The YAML library parses no XML:
  /// convert::read_yaml passes the XML reader's derivation. Without one,
  /// such a view stays null (not derived).
  std::function<std::optional<std::string>(ir::PropertiesValue&)> derive_properties;
  /// Called once the text is parsed into nodes: the reader reads it no
  /// more, so the caller may let it go and a large input's bytes are not
  /// held beside its tree and its document (docs/results.md, stop 45).
  std::function<void()> text_read;
};

struct ReadResult
{
  /// The document the file describes.
  ir::Document document;
  /// Entities the file carries only so it loads on its own (types from
  /// other XML documents that `xml2yaml` copied in). They resolve
  /// references but are not part of `document`.
  std::vector<ir::Document> context;
  /// `imports` entries that name files, resolved by the caller (relative
  /// to the importing file, inside the allowed roots).
  struct FileImport
  {
    std::string file;
    ir::Location location;
    /// The repository the file is in (3.5.8), "" for a local file.
    std::string repository;
  };
  std::vector<FileImport> file_imports;
};

/// Reads a YAML TOSCA document. Throws FatalError (YAML_SYNTAX,
/// YAML_ENCODING, YAML_DEPTH, YAML_ALIAS_LIMIT, YAML_MULTI_DOCUMENT,
/// YAML_EMPTY, NOT_TOSCA) when it cannot; everything else is a diagnostic.
ReadResult read(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
                const ReadOptions& options = {});

/// True when the bytes look like a TOSCA YAML document (a
/// tosca_definitions_version key near the top).
bool looks_like_tosca_yaml(std::string_view bytes);

}  // namespace tosca::yaml
