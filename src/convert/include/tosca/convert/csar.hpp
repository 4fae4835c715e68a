#pragma once
/// CSARs: converting a whole archive to the other syntax, and comparing two
/// archives. The archive is read into memory and checked (tosca/csar); the
/// loader reads its entries from memory (FileSet), so imports resolve as
/// they do on disk, and diagnostics name entries
/// `app.csar!Definitions/x.tosca`. Nothing is unpacked; the input archive
/// is never touched.
///
/// A conversion converts every definitions document of the source syntax
/// (decided by content: an XML root of Definitions or ServiceTemplate, or
/// YAML with tosca_definitions_version) and copies every other entry byte
/// for byte, in the archive's order. Converted files stay in their
/// directory, so relative artifact references keep working; their new names
/// are recorded in TOSCA.meta (`tosca-convert-Source`, see docs/mapping.md)
/// so the way back restores the original names, and import locations that
/// name a converted file are rewritten to its new name. TOSCA.meta is
/// rewritten for the target syntax; the output archive is deterministic.

#include "tosca/convert/workspace.hpp"
#include "tosca/csar/package.hpp"
#include "tosca/support/files.hpp"
#include "tosca/xml/writer.hpp"
#include "tosca/yaml/writer.hpp"

#include <memory>

namespace tosca::convert {

/// What an archive becomes: a YAML CSAR, an XML CSAR, or a TOSCAlite
/// archive (model.xml at the root, from a YAML CSAR whose topology fits).
enum class CsarTarget { yaml, xml, toscalite };

struct CsarOptions
{
  /// -I directories (searched after the archive itself), reader limits.
  LoadOptions load;
  csar::Limits limits;
  yaml::WriteOptions yaml;
  xml::WriteOptions xml;
  /// TOSCA.meta's Created-By for converted archives ("tosca-convert 0.1.0").
  std::string created_by = "tosca-convert";
};

/// An archive opened for TOSCA: the package, readable in memory through
/// `files` as `app.csar!entry`, and which entries hold definitions of each
/// syntax (archive order).
struct OpenedCsar
{
  std::shared_ptr<const csar::Package> package;
  FileSet files;
  std::vector<std::string> xml_definitions;
  std::vector<std::string> yaml_definitions;

  /// The archive, for mounting into another FileSet.
  std::shared_ptr<const csar::Archive> archive() const;
  /// `app.csar!entry`: how the loader and diagnostics name an entry.
  std::string path_of(std::string_view entry) const;
  /// The load options that read this archive's entries and search the
  /// archive before `base`'s -I directories.
  LoadOptions load_options(const LoadOptions& base, Syntax syntax) const;
  /// The entry name of a document path shown as `archive!entry` ("" when
  /// the path is not in this archive).
  std::string entry_of(const std::string& shown_path) const;
};

/// Reads and checks an archive. Throws FatalError (the CSAR_* codes of
/// tosca/csar).
OpenedCsar open_csar(std::string_view bytes, const std::string& path, const csar::Limits& limits,
                     DiagnosticSink& sink);

/// Loads the archive's definitions of one syntax (Syntax::any: both).
Workspace load_csar(const OpenedCsar& csar, Syntax syntax, const LoadOptions& base,
                    DiagnosticSink& sink);

struct CsarConversion
{
  std::string bytes;          ///< the output archive; empty when `failed`
  bool readable = false;      ///< the archive could be read and opened
  bool failed = false;        ///< errors: no archive is produced
  std::size_t converted = 0;  ///< definitions documents converted
  std::size_t written = 0;    ///< definitions files written
  std::size_t copied = 0;     ///< other entries, copied byte for byte
  std::string entry;          ///< the output's entry definitions
  bool entry_inferred = false; ///< `entry` was found by content, not named
  std::map<std::string, std::string> sources; ///< for source lines in diagnostics
};

/// Converts one archive. Everything that stops it is in `sink`: an archive
/// that cannot be read or opened (readable = false), or errors while
/// converting (failed = true).
CsarConversion convert_csar(std::string_view bytes, const std::string& path, CsarTarget target,
                            const CsarOptions& options, DiagnosticSink& sink);

/// The same for an archive already opened.
CsarConversion convert_csar(const OpenedCsar& csar, CsarTarget target, const CsarOptions& options,
                            DiagnosticSink& sink);

/// Which syntax an archive's definitions are in: xml when it holds any XML
/// definitions document, else yaml.
CsarTarget source_syntax(const OpenedCsar& csar);

struct CsarComparison
{
  bool completed = false;  ///< both archives were read
  std::size_t differences = 0;
  std::string text;        ///< one line per difference
  std::string json;        ///< {"entries": [...], "definitions": [...]}
  std::map<std::string, std::string> sources;
};

/// Compares two archives: definitions documents by meaning (paired by
/// original name, so an archive and its conversion compare), TOSCA.meta by
/// its fields (the versions and Created-By a conversion sets are not
/// compared, nor the spelling of the entry key), every other entry byte for
/// byte.
CsarComparison compare_csars(std::string_view a, const std::string& a_path, std::string_view b,
                             const std::string& b_path, const CsarOptions& options,
                             DiagnosticSink& sink);

struct CsarRoundtrip
{
  bool completed = false;     ///< both conversions and the comparison ran
  bool from_yaml = false;     ///< a YAML archive (YAML -> XML -> YAML)
  std::string intermediate;   ///< the archive in the other syntax
  std::string back;           ///< the archive converted back
  CsarComparison comparison;  ///< input vs back
  std::map<std::string, std::string> sources;
};

/// Converts an archive to the other syntax and back and compares the
/// result with the input. Intermediates are named `<roundtrip>/{xml,yaml,
/// back}/{stem}.csar` in diagnostics.
CsarRoundtrip roundtrip_csar(std::string_view bytes, const std::string& path,
                             const CsarOptions& options, DiagnosticSink& sink);

/// `unpack`: writes every entry of a checked archive below `dir`, which must
/// not exist or be empty. The files appear together: they are written into
/// a sibling temporary directory that is renamed into place. Throws
/// FatalError (the CSAR_* codes, IO_WRITE, OUTPUT_NOT_EMPTY).
std::size_t unpack_csar(std::string_view bytes, const std::string& path, const std::string& dir,
                        const csar::Limits& limits);

struct PackOptions
{
  std::string entry;      ///< entry definitions to name when generating TOSCA.meta
  std::string created_by = "tosca-convert";
  csar::Limits limits;
};

struct Packed
{
  std::string bytes;
  std::size_t files = 0;
  bool meta_generated = false;
  std::string entry;
};

/// `pack`: every regular file below `dir` into a deterministic archive,
/// TOSCA.meta first and the rest in byte order of their names, no
/// directory entries, all timestamps 1980-01-01. A TOSCA-Metadata/TOSCA.meta
/// in `dir` is kept as it is; without one, one is generated for the entry
/// (`options.entry`, else the conventions of csar/package.hpp) and its
/// rendering (XML final, XML draft or YAML, by content). The archive is
/// opened again as a check before it is returned. Throws FatalError
/// (CSAR_SYMLINK for a symbolic link, IO_READ, and the open_package codes).
Packed pack_directory(const std::string& dir, const PackOptions& options, DiagnosticSink& sink);

/// The TOSCA.meta field that records which file a converted one came from.
inline constexpr std::string_view k_source_field = "tosca-convert-Source";
/// The block-0 field that marks an entry tosca-convert inferred for an
/// archive whose TOSCA.meta named none (YAML needs one); the way back to
/// XML leaves both out again.
inline constexpr std::string_view k_inferred_field = "tosca-convert-Entry";
/// The block-0 field of a TOSCA.meta written for an archive that had none.
inline constexpr std::string_view k_generated_field = "tosca-convert-Meta";

}  // namespace tosca::convert
