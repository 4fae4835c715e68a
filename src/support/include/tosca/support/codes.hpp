#pragma once
/// Every diagnostic code in one table: its usual severity, the exit status
/// it leads to when it stops a command, and what it means. docs/diagnostics.md
/// is generated from this table (`tosca-convert codes --format markdown`) and
/// checked by CTest, and so is every code the sources use.

#include "tosca/support/diagnostics.hpp"
#include "tosca/support/exit_codes.hpp"

#include <cstdint>
#include <iosfwd>
#include <span>
#include <string_view>

namespace tosca {

/// What a diagnostic means for the process's exit status.
enum class ExitClass : std::uint8_t {
  none,       ///< reported, the command goes on (warnings, notes)
  usage,      ///< a bad command line or output place: exit 2
  unreadable, ///< an input that cannot be read at all: exit 3
  invalid,    ///< an input with errors: exit 4
  io,         ///< an output that cannot be written: exit 6
  library,    ///< a library the command needs is not installed: exit 7
};

struct CodeInfo
{
  std::string_view code;
  Severity severity;  ///< as the code is usually reported (--strict makes warnings errors)
  ExitClass exit;
  std::string_view group;   ///< for the documentation: reading, schema, checks, conversion, archives
  std::string_view summary; ///< one line
};

/// The table, sorted by group, then code.
std::span<const CodeInfo> codes();

/// The entry of `code` (a `CSAR_*` code by its own name), or nullptr.
const CodeInfo* code_info(std::string_view code);

/// Whether `code` belongs to `group` ("checks": the semantic checks).
bool in_group(std::string_view code, std::string_view group);

/// The exit status a fatal diagnostic with this code leads to.
int exit_status(std::string_view code);

/// The exit status of a class as text ("" for none).
std::string_view exit_text(ExitClass e);

/// docs/diagnostics.md: the table by group, with an introduction.
void codes_markdown(std::ostream& out);

}  // namespace tosca
