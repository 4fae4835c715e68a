#pragma once
/// Naming the files of artifact templates from where a YAML output goes:
/// an ArtifactReference is a URI relative to the root of the package that
/// holds its document (the CSAR, or a Winery repository's root directory);
/// the YAML names the file relative to its own directory. Paths are those
/// of a FileSet: on disk, or `app.csar!entry` inside an archive.

#include "tosca/convert/file_set.hpp"
#include "tosca/yaml/writer.hpp"

#include <string>

namespace tosca::convert {

/// Where xml2yaml's outputs go.
struct OutputPlace
{
  /// The directory of the output files (standard output: the current one).
  std::string directory = ".";
  /// Each output goes beside its source document (inside a CSAR), or, in
  /// a library layout, its artifact files are named where they lie beside
  /// the source documents, because the caller copies them along (migrate).
  bool beside_source = false;
  /// Library layout (several documents converted together): the outputs
  /// mirror the inputs' folders under `directory` and import each other's
  /// types instead of copying them (docs/mapping.md, "Library layout").
  bool library = false;
  /// The folder the library layout mirrors ("": the deepest folder that
  /// holds every input document).
  std::string root;
  /// Where the documents and their artifacts are (null: the file system).
  const FileSet* files = nullptr;
};

/// The package root of a document: the archive's root for an archive
/// entry, else the nearest ancestor directory under which `reference`
/// exists, else the nearest one that holds TOSCA-Metadata/TOSCA.meta (an
/// unpacked CSAR) or looks like a Winery repository, else the parent of a
/// `Definitions/` folder, else the document's directory.
std::string package_root(const FileSet& files, const std::string& document,
                         const std::string& decoded_reference);

/// The locator for outputs written to `output_dir`. `files` must outlive it.
yaml::ArtifactLocator artifact_locator(const FileSet& files, std::string output_dir);

/// `to` relative to directory `from`, with a trailing '/' ("" when equal).
std::string relative_dir(const std::string& to, const std::string& from);

}  // namespace tosca::convert
