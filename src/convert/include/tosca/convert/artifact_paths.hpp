#pragma once
/// Naming the files of artifact templates from where a YAML output goes:
/// an ArtifactReference is a URI relative to the root of the package that
/// holds its document (the CSAR, or a Winery repository's root directory);
/// the YAML names the file relative to its own directory.

#include "tosca/convert/workspace.hpp"
#include "tosca/yaml/writer.hpp"

#include <filesystem>

namespace tosca::convert {

/// Where xml2yaml's outputs go.
struct OutputPlace
{
  /// The directory of the output files (standard output: the current one).
  std::filesystem::path directory;
  /// Each output goes beside its source document (inside a CSAR).
  bool beside_source = false;
  /// How the loader named archive entries (`app.csar!x` for a real path).
  std::vector<LoadOptions::Alias> aliases;
};

/// The real file behind a document path shown under an alias.
std::string real_path(const std::string& shown, const std::vector<LoadOptions::Alias>& aliases);

/// The package root of a document: the archive's root for an archive
/// entry, else the nearest ancestor directory under which `reference`
/// exists, else the nearest one that holds TOSCA-Metadata/TOSCA.meta (an
/// unpacked CSAR) or looks like a Winery repository, else the parent of a
/// `Definitions/` folder, else the document's directory.
std::filesystem::path package_root(const std::string& real_document,
                                   const std::string& decoded_reference,
                                   const std::vector<LoadOptions::Alias>& aliases);

/// The locator for outputs written to `output_dir`.
yaml::ArtifactLocator artifact_locator(std::filesystem::path output_dir,
                                       std::vector<LoadOptions::Alias> aliases);

/// `to` relative to directory `from`, with a trailing '/' ("" when equal).
std::string relative_dir(const std::filesystem::path& to, const std::filesystem::path& from);

}  // namespace tosca::convert
