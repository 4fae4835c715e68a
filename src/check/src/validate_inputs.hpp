#pragma once
/// What `validate` reads: the files named on the command line and those
/// found in named directories (recursively), each classified by the format
/// registry, since `.tosca` can be XML or YAML.

#include "tosca/convert/file_set.hpp"
#include "tosca/convert/formats.hpp"

#include <string>
#include <vector>

namespace tosca::check::detail {

struct ValidateInput
{
  enum class Kind {
    document, ///< validated: a TOSCA document, or any file named by the user
    schema,   ///< an XML Schema: not validated, but loaded for property types
    skipped,  ///< not a TOSCA document; `note` says why
  };
  std::string path;
  Kind kind = Kind::document;
  std::string note;
  /// The whole file when classifying it read all of it (small files), so
  /// it need not be read again; empty otherwise.
  std::string bytes;
};

/// The inputs in command-line order; a directory's files in the loader's
/// precedence order (fewer path components first, then byte order). A named
/// file is always validated (a missing or non-TOSCA one is an error then);
/// in a directory, XML Schemas and files that are not TOSCA are skipped
/// with a note. "-" is standard input. Files are classified on up to
/// `jobs` threads.
std::vector<ValidateInput> list_validate_inputs(const convert::FileSet& files,
                                                const std::vector<std::string>& paths,
                                                unsigned jobs = 1);

}  // namespace tosca::check::detail
