#pragma once
/// The process exit codes, one table for every subcommand (see README).

namespace tosca {

enum ExitCode : int {
  exit_ok = 0,
  exit_usage = 2,         ///< bad command line
  exit_unreadable = 3,    ///< input missing, unreadable, not well-formed, not TOSCA, unsafe
  exit_invalid = 4,       ///< well-formed TOSCA with errors (schema under --strict, references)
  exit_loss = 5,          ///< the output would lose content (only under --strict)
  exit_io = 6,            ///< output could not be written
  exit_library = 7,       ///< a shared library the command needs is not installed
  exit_internal = 70,     ///< a bug: an unexpected exception
};

}  // namespace tosca
