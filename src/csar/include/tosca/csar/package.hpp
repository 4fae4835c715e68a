#pragma once
/// A CSAR as TOSCA sees it: the archive, its TOSCA.meta (when it has one)
/// and which entry is the entry definitions. Finding the entry follows the
/// conventions of both renderings:
///
/// 1. TOSCA.meta's `Entry-Definitions` (or the draft's
///    `Entry-Service-Template`, or the misspelt `Entry-Definition`); the
///    named file must exist (CSAR_ENTRY_MISSING, with "did you mean").
/// 2. Without TOSCA.meta, or with one that names no entry: the YAML
///    convention of exactly one definitions file (`.yaml`, `.yml`, `.tosca`,
///    `.xml`, `.ste`) at the root of the archive; two or more there is
///    CSAR_ENTRY_AMBIGUOUS.
/// 3. No such file at the root: the single definitions file anywhere in the
///    archive (an XML CSAR without TOSCA.meta), else CSAR_NO_ENTRY.
///
/// Which files hold definitions is decided by content elsewhere (the csar
/// library knows zip and TOSCA.meta, not XML or YAML); here only names count.

#include "tosca/csar/archive.hpp"
#include "tosca/csar/meta.hpp"

#include <optional>

namespace tosca::csar {

struct Package
{
  Archive archive;
  std::optional<Meta> meta;  ///< parsed TOSCA.meta, when present
  std::string meta_entry;    ///< its entry name as stored ("" when none)
  std::string entry;         ///< the entry definitions' entry name
};

/// Opens a package from a read archive. Throws FatalError with
/// CSAR_META_ENCODING, CSAR_META_SYNTAX (the first syntax error; all are
/// reported to `sink`), CSAR_ENTRY_MISSING, CSAR_ENTRY_AMBIGUOUS or
/// CSAR_NO_ENTRY. Diagnostics name entries as `archive!entry`.
Package open_package(Archive archive, DiagnosticSink& sink);

/// True for names whose extension may hold TOSCA definitions.
bool definitions_extension(std::string_view entry_name);

/// `archive!entry`, the way diagnostics name an entry.
std::string entry_display(const std::string& archive_path, std::string_view entry_name);

}  // namespace tosca::csar
