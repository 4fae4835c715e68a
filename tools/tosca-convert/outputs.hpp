#pragma once
/// Writing a conversion's outputs, shared by xml2yaml and yaml2xml: one
/// output to a file or standard output, several into a directory, each
/// file atomically (temporary file, then rename).

#include "tosca/convert/xml_to_yaml.hpp"

#include <string>
#include <vector>

namespace tosca::cli {

struct OutputTarget
{
  std::string path;     ///< -o, or "" / "-" for standard output
  bool to_dir = false;  ///< write each output into `path` as a directory
  bool strict = false;  ///< skip outputs that had errors
  /// Separator between several documents on one stream ("---\n" for YAML).
  std::string separator;
  /// Files written into a directory at once (-j): each costs the file
  /// system more than it costs the processor.
  unsigned jobs = 1;
};

/// Thrown by write_outputs when SIGINT or SIGTERM asked it to stop.
struct Interrupted
{
};

/// Writes what may be written; returns how many files (or documents on
/// standard output) were written. Throws FatalError (IO_WRITE) when a
/// write fails: the first failure in output order, once the files being
/// written beside it are whole.
std::size_t write_outputs(const std::vector<convert::Output>& outputs,
                          const OutputTarget& target, std::size_t errors);

}  // namespace tosca::cli
