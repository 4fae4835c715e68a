#pragma once
/// TOSCA.meta, the CSAR's manifest: blocks of `Name: value` lines separated
/// by blank lines. Block 0 describes the archive (versions, creator, entry
/// definitions); every later block describes one file and starts with
/// `Name:`. The reader takes every variant seen in the wild:
///
/// - the final standard's `TOSCA-Meta-File-Version` and Winery's
///   `TOSCA-Meta-Version`, `CSAR-Version`, `Created-By`, `Entry-Definitions`;
/// - the 2012 draft's `Entry-Service-Template` (seed 001, section 8), whose
///   value may start with '/' (the archive root);
/// - the YAML CSAR form (`TOSCA-Meta-File-Version: 1.1`, `CSAR-Version: 1.1`);
/// - any letter case in names (`Created-by`, `Content-type`), and the
///   `Entry-Definition` misspelling (accepted with a warning);
/// - continuation lines: a line starting with white space continues the
///   previous value; its leading white space collapses to one space;
/// - CRLF line ends, a UTF-8 byte order mark, several blank lines.
///
/// Writing keeps every block and field in order, unknown names included,
/// and writes an unchanged field exactly as it was read.

#include "tosca/support/diagnostics.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::csar {

/// Where TOSCA.meta lives in an archive.
inline constexpr std::string_view k_meta_path = "TOSCA-Metadata/TOSCA.meta";

struct MetaField
{
  std::string name;
  std::string value;
  std::uint32_t line = 0;
  /// The lines as read (continuations included, no line end); empty for a
  /// field that was set or changed since, which is written as `name: value`.
  std::string raw;
};

struct MetaBlock
{
  std::vector<MetaField> fields;
  std::uint32_t line = 0;

  /// The last field of that name, compared without letter case (later
  /// directives override earlier ones); nullptr when there is none.
  const MetaField* find(std::string_view name) const;
  /// Sets the value of the last field of that name, in place; appends the
  /// field when there is none.
  void set(std::string_view name, std::string value);
  /// Renames the last field called `from`, keeping its place and value.
  void rename(std::string_view from, std::string to);
  /// Removes every field of that name.
  void erase(std::string_view name);
};

/// The names of block 0 that say which file is the entry definitions, in
/// the order they are looked for.
inline constexpr std::string_view k_entry_definitions = "Entry-Definitions";
inline constexpr std::string_view k_entry_service_template = "Entry-Service-Template";
inline constexpr std::string_view k_entry_definition_misspelt = "Entry-Definition";

struct Meta
{
  std::string path; ///< for diagnostics, e.g. `app.csar!TOSCA-Metadata/TOSCA.meta`
  std::vector<MetaBlock> blocks; ///< blocks[0] is block 0 (may be empty)

  MetaBlock& block0();
  const MetaBlock* block0() const;
  /// The block whose `Name` is `entry`; nullptr when none.
  MetaBlock* file_block(std::string_view entry);
  const MetaBlock* file_block(std::string_view entry) const;

  /// The entry-definitions field of block 0 (any of the three spellings),
  /// or nullptr.
  const MetaField* entry_field() const;
};

/// Parses TOSCA.meta. Throws FatalError CSAR_META_ENCODING when the bytes
/// are not UTF-8. A line that is neither `name: value`, a continuation nor
/// blank is an error CSAR_META_SYNTAX; `Entry-Definition` is a warning
/// CSAR_META_MISSPELT.
Meta parse_meta(std::string_view text, const std::string& path, DiagnosticSink& sink);

/// The text of `meta`: blocks separated by one blank line, LF line ends.
std::string write_meta(const Meta& meta);

/// An entry-definitions value as an archive entry name: a leading '/' or
/// './' removed ("/Service-Template/Payroll.ste" is
/// "Service-Template/Payroll.ste").
std::string entry_name_of(std::string_view value);

}  // namespace tosca::csar
