#pragma once
/// The options the subcommands share, in one table: a command names the
/// ones it takes, and their spelling, help text, defaults and checks live
/// here once. A command adds its own options beside them, as rows of
/// OwnOption. Boost.Program_options is options.cpp's alone.

#include "tosca/csar/archive.hpp"
#include "tosca/support/limits.hpp"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tosca::cli {

/// The shared options, as bits of CommandSpec::shared.
enum Shared : unsigned {
  opt_output = 1u << 0,       ///< -o OUT
  opt_include = 1u << 1,      ///< -I DIR (repeatable)
  opt_strict = 1u << 2,       ///< --strict
  opt_verbose = 1u << 3,      ///< -v
  opt_max_depth = 1u << 4,    ///< --max-depth, --max-elements, --max-value-size, --max-input-size
  opt_check = 1u << 5,        ///< --check: convert, write nothing
  opt_limits = 1u << 6,       ///< the four archive limits
  opt_yaml_version = 1u << 7, ///< --yaml-version V
  opt_format = 1u << 8,       ///< --format (CommandSpec::formats)
  opt_no_validate = 1u << 9,  ///< --no-validate
  opt_jobs = 1u << 10,        ///< -j N: threads for many documents
};

/// What the shared options say after parsing.
struct CommonOptions : ReadLimits
{
  std::vector<std::string> inputs;
  std::vector<std::string> search;
  std::string output;
  std::string format = "text";
  std::string yaml_version = "tosca_simple_yaml_1_0";
  csar::Limits limits;
  bool strict = false;
  bool verbose = false;
  bool check = false;
  bool validate = true;
  bool format_given = false; ///< --format was on the command line
  unsigned jobs = 1;          ///< -j: at least 1; by default the cores (at most 8)
};

/// One option of a command's own: its spelling ("jobs,j": --jobs and -j),
/// the variable it sets, the name of its value in --help (none for a
/// switch, a `bool`) and its help. A list takes the option repeatedly, and
/// with `several` also several values after it (--presets A B).
struct OwnOption
{
  using Target = std::variant<bool*, std::string*, std::vector<std::string>*, unsigned*,
                              std::size_t*, double*>;
  OwnOption(const char* name, Target target, const char* value_name, const char* help,
            bool several = false)
      : name(name), target(target), value_name(value_name), help(help), several(several)
  {
  }
  const char* name;
  Target target;
  const char* value_name;
  const char* help;
  bool several;
};

struct CommandSpec
{
  std::string_view name;   ///< "xml2yaml"
  std::string_view usage;  ///< the help text above the options
  unsigned shared = 0;     ///< Shared bits
  std::size_t min_inputs = 1;
  /// The values --format accepts; the first is the default.
  std::span<const std::string_view> formats = {};
};

/// Parses `args` for `spec`: --help, the shared options it names, `own`,
/// and positional inputs. Returns an exit code when the command should stop
/// here: exit_ok after --help, exit_usage after a bad value (the message is
/// printed). Throws program_options errors (std::logic_error), which the
/// dispatcher reports as usage errors.
std::optional<int> parse_command(const CommandSpec& spec, std::span<const OwnOption> own,
                                 const std::vector<std::string>& args, CommonOptions& out);

/// True for tosca_simple_yaml_1_0 to 1_3.
bool known_yaml_version(std::string_view version);

}  // namespace tosca::cli
