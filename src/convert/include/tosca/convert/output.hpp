#pragma once
/// What a conversion produces: one text per output document, named, with
/// the input it came from; and the options every writer takes.

#include "tosca/xml/writer.hpp"
#include "tosca/yaml/writer.hpp"

#include <string>
#include <utility>
#include <vector>

namespace tosca::convert {

struct OutputPlace;

struct Output
{
  std::string file_name; ///< suggested name inside an output directory
  std::string source;    ///< the input document it comes from
  std::string text;
  bool failed = false;   ///< errors (under --strict) make the output unusable
  /// Files the text names that belong in a package with it (a TOSCAlite
  /// model's scripts): the path in the package, and the FileSet path they
  /// are read from.
  std::vector<std::pair<std::string, std::string>> files;
};

struct WriteOptions
{
  yaml::WriteOptions yaml;
  xml::WriteOptions xml;
  /// Where YAML outputs go, to name artifact files from there (null: relative
  /// to their package root).
  const OutputPlace* place = nullptr;
  /// Threads writing outputs that do not depend on each other.
  unsigned jobs = 1;
};

/// `name` made safe as one file name: no separators, colons or control
/// characters, never empty, "." or "..".
std::string safe_file_name(std::string name);

}  // namespace tosca::convert
