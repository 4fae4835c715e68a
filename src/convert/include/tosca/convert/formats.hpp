#pragma once
/// The formats tosca-convert reads and writes, in one table. Each entry says
/// how a file of that format is told from its name and bytes, which reader
/// turns it into the IR and which writer renders a workspace in it. The
/// loader, the archive opener, validate and the commands ask this table;
/// nothing else looks at bytes to guess a format. A new format is one more
/// entry (see docs/formats.md).

#include "tosca/ir/document.hpp"
#include "tosca/ir/xsd_model.hpp"
#include "tosca/support/diagnostics.hpp"

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::xml {
class Reader;
struct ReadOptions;
}  // namespace tosca::xml

namespace tosca::convert {

class FileSet;
struct Workspace;
struct WriteOptions;
struct Output;

/// Which syntax a command reads (xml2yaml: xml, yaml2xml: yaml, validate:
/// any). A format of the other syntax named as an input is refused.
enum class Syntax { xml, yaml, any };

enum class Format {
  tosca_xml,       ///< TOSCA 1.0 XML, root Definitions
  tosca_xml_draft, ///< the 2012 draft (CSD03), root ServiceTemplate
  tosca_yaml,      ///< TOSCA Simple Profile YAML 1.0-1.3
  toscalite,       ///< TOSCAlite model.xml (root Model), read only
  xml_schema,      ///< an XML Schema: property types of XML documents
  csar,            ///< a zip archive (CSAR, TOSCAlite archive)
  other_xml,       ///< XML that is none of the above
  other,           ///< anything else
};

/// What a reader makes of one file.
struct Parsed
{
  std::vector<ir::Document> documents;
  /// Entities copied into the file only so it loads on its own.
  std::vector<ir::Document> context;
  ir::SchemaSet schemas;
  /// Import locations that name files, to be followed by the loader.
  struct FileImport
  {
    std::string location;
    ir::Location at;
    /// The location is a hint (TOSCA 1.0 XML resolves imports by
    /// namespace); YAML names the file it needs.
    bool hint = false;
    /// A YAML import from a repository (never fetched), "" otherwise.
    std::string repository;
  };
  std::vector<FileImport> imports;
};

struct ReadRequest
{
  std::string_view bytes;
  const std::string& path; ///< as shown in diagnostics
  const xml::ReadOptions& options;
  xml::Reader& xml;        ///< the run's XML reader (compiled grammars)
  DiagnosticSink& sink;
  /// When set, a reader that is done with `bytes` before it is done
  /// calls it, and reads them no more (yaml::ReadOptions::text_read).
  std::function<void()> text_read = {};
};

struct FormatInfo
{
  Format format;
  std::string_view name;        ///< shown and accepted by options: "yaml", "xml", ...
  std::string_view description;
  Syntax syntax;                ///< the reading side (yaml2xml reads yaml)
  /// A TOSCA document: listed from directories and -I. false for files read
  /// only when named (their reader explains why they are not TOSCA).
  bool tosca;
  /// Read only to support other documents (an XML Schema): never an input
  /// of its own; diagnostics about it are search-path diagnostics.
  bool supporting;
  /// An archive: its entries are classified in turn.
  bool container;
  /// File name endings that make a file worth opening in a directory walk.
  std::span<const std::string_view> extensions;
  /// Claims a file from its name and bytes (all of them, or at least the
  /// first 8 KiB). Entries are asked in table order; the first claim wins.
  bool (*detect)(std::string_view name, std::string_view bytes);
  /// Reads one file into the IR. Throws FatalError when it cannot.
  /// nullptr for a container.
  Parsed (*read)(const ReadRequest& request);
  /// Renders a loaded workspace in this format; nullptr when the format
  /// is read only.
  std::vector<Output> (*write)(const Workspace& ws, DiagnosticSink& sink,
                               const WriteOptions& options);
};

/// Every format, in the order they are asked.
std::span<const FormatInfo> formats();

/// The format of a file from its name and bytes (never null: `other`
/// claims the rest).
const FormatInfo& identify(std::string_view name, std::string_view bytes);

/// The same for a file in `files`, reading only as much of it as needed.
/// An unreadable file is told by its name alone (reading it again reports
/// why). Not for standard input.
const FormatInfo& identify_file(const FileSet& files, const std::string& path);

/// True for a file on disk that is an archive (by name or by its first
/// bytes); false for "-" and directories.
bool is_archive_file(const std::string& path);

/// The entry of a format.
const FormatInfo& info(Format format);

/// True when a directory walk for `syntax` should open `name`.
bool listed_for(std::string_view name, Syntax syntax);

}  // namespace tosca::convert
