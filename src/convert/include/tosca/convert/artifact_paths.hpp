#pragma once
/// Naming the files of artifact templates from where a YAML output goes:
/// an ArtifactReference is a URI relative to the root of the package that
/// holds its document (the CSAR, or a Winery repository's root directory);
/// the YAML names the file relative to its own directory. Paths are those
/// of a FileSet: on disk, or `app.csar!entry` inside an archive.

#include "tosca/convert/file_set.hpp"
#include "tosca/yaml/writer.hpp"

#include <map>
#include <unordered_map>
#include <memory>
#include <functional>
#include <mutex>
#include <optional>
#include <set>
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
  /// Library layout: given every output's file name (relative to
  /// `directory`) before the outputs are rendered, so that the caller can
  /// make their folders meanwhile (PreparedDirectories).
  std::function<void(const std::vector<std::string>&)> planned;
};

/// Whether `dir` is the root of a Winery repository: it holds at least two
/// of Winery's definition folders (nodetypes, servicetemplates, ...).
bool is_winery_repository(const FileSet& files, const std::string& dir);

/// The root of the Winery repository `document` belongs to (laid out as
/// ROOT/FOLDER/NAMESPACE/NAME/FILE, FOLDER one of Winery's definition
/// folders), or "".
std::string winery_repository_of(const FileSet& files, const std::string& document);

/// The package root of a document: the archive's root for an archive
/// entry, else the nearest ancestor directory under which `reference`
/// exists, else the nearest one that holds TOSCA-Metadata/TOSCA.meta (an
/// unpacked CSAR) or looks like a Winery repository, else the parent of a
/// `Definitions/` folder, else the document's directory.
std::string package_root(const FileSet& files, const std::string& document,
                         const std::string& decoded_reference);

/// package_root for many documents of one run, each directory looked at
/// once: the answer walks every ancestor of the document, probing each for
/// the reference and for the markers of a package, and a run asks for
/// every document and every artifact reference of every output. Safe to
/// share between outputs written in parallel. `files` must outlive it.
class PackageRoots
{
public:
  explicit PackageRoots(const FileSet& files) : m_files(files) {}
  std::string of(const std::string& document, const std::string& decoded_reference = "");
  /// FileSet::is_file and is_directory, asked once per path and run: each
  /// output locates the artifacts of every type it uses again.
  bool is_file(const std::string& path) { return kind(path) == 'f'; }
  bool is_directory(const std::string& path) { return kind(path) == 'd'; }

  /// What a locator found for `key` (its output directory, document and
  /// reference with patterns), if it looked before in this run; `remember`
  /// keeps it. The type closure of every output names the same artifacts.
  std::optional<std::vector<yaml::ArtifactFile>> located(const std::string& key);
  void remember(std::string key, std::vector<yaml::ArtifactFile> files);

private:
  bool marks_package(const std::string& dir);
  /// 'f' file, 'd' directory, '-' neither; asked once per path.
  char kind(const std::string& path);
  /// The entries of a directory, listed once per run (none when it
  /// cannot be listed). Asked only after the disk says an entry is there,
  /// to confirm its name exactly: a run over one document among thousands
  /// (each migrate worker's) lists no folder of siblings.
  const std::optional<std::set<std::string>>& names(const std::string& dir);

  const FileSet& m_files;
  std::mutex m_mutex;
  // Hashed: the keys are long paths with long common prefixes, which an
  // ordered map compares a dozen times per lookup. Nothing iterates them.
  std::unordered_map<std::string, bool> m_marks; ///< directory -> holds a package's markers
  /// document '\0' reference -> its package root
  std::unordered_map<std::string, std::string> m_roots;
  /// directory -> its entries (values never move: references are handed out)
  std::unordered_map<std::string, std::optional<std::set<std::string>>> m_names;
  std::unordered_map<std::string, char> m_kinds; ///< path -> 'f' file, 'd' directory, '-' neither
  std::unordered_map<std::string, std::vector<yaml::ArtifactFile>> m_located;
};

/// The locator for outputs written to `output_dir`. `files` must outlive
/// it; `roots` (shared by a run's locators) remembers package roots.
yaml::ArtifactLocator artifact_locator(const FileSet& files, std::string output_dir,
                                       std::shared_ptr<PackageRoots> roots = nullptr);

/// `to` relative to directory `from`, with a trailing '/' ("" when equal).
std::string relative_dir(const std::string& to, const std::string& from);

}  // namespace tosca::convert
