#pragma once
/// Loading: the user's inputs and the -I search path into one ir::Model,
/// with the rules that make cross-file references deterministic.
///
/// Precedence (first definition of a kind+QName wins, later ones are
/// reported as duplicates): the inputs in command-line order, then the
/// documents their relative Import locations name (inside the input and -I
/// directories only), then each -I directory in order, the `_history/`
/// copies of all -I directories after every current file; inside a
/// directory, files with fewer path components first, then by byte order
/// of the path.

#include "tosca/convert/file_set.hpp"
#include "tosca/convert/formats.hpp"
#include "tosca/ir/model.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/xml/reader.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tosca::convert {

/// What a run of many loads reuses: the documents that are not inputs
/// (imported, on the search path), read once, and the XML reader with its
/// compiled grammars. The round trips of a directory all load the same -I
/// repository; with a cache they read it once instead of once per document.
/// A cache serves loads with the same syntax, limits, strictness and file
/// set, on one thread at a time.
struct LoadCache
{
  struct Entry
  {
    std::vector<Diagnostic> diagnostics;
    std::optional<Parsed> parsed; ///< absent: not read (unreadable, not TOSCA)
    std::string path;             ///< the file name it was read under
  };
  std::map<std::string, Entry> entries;                  ///< by canonical path
  std::map<std::string, std::string> keys;               ///< path -> canonical path
  std::map<std::string, std::vector<std::string>> listings; ///< -I directory -> files
  xml::Reader reader;
};

struct LoadOptions
{
  Syntax syntax = Syntax::xml;
  std::vector<std::string> search_dirs;
  xml::ReadOptions read;
  /// Where the files are: the file system and any mounted archives, whose
  /// entries are named `app.csar!Definitions/x.tosca` (null: the file
  /// system only).
  const FileSet* files = nullptr;
  /// validate: a YAML import that is not read (missing, a URL, an absolute
  /// path, refused) makes the document invalid, so it is an error; the
  /// converters stay lenient and warn.
  bool imports_required = false;
  /// Reuse of search-path documents across loads (null: none).
  LoadCache* cache = nullptr;
  /// Threads parsing the named inputs (many of them; each thread past the
  /// first compiles its own schemas). The result never depends on it.
  unsigned jobs = 1;
  /// An input file on disk larger than this is not kept in
  /// Workspace::sources once read (Workspace::sources_on_disk names it):
  /// the converters need its bytes only for their diagnostics' source
  /// lines, which are read again when they are shown. diff and roundtrip
  /// compare the bytes, and keep them all (the default).
  std::size_t keep_sources_up_to = SIZE_MAX;
};

/// A YAML import that was followed: `from` imports `to` (both as the
/// documents' paths), written at `line`:`column` of `from`.
struct ImportEdge
{
  std::string from;
  std::string to;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
};

struct Workspace
{
  ir::Model model;
  /// Bytes of each input document by path, for source lines in diagnostics.
  std::map<std::string, std::string> sources;
  /// Inputs whose bytes were not kept (LoadOptions::keep_sources_up_to).
  std::set<std::string> sources_on_disk;
  /// Inputs that could not be read (their error is in the sink).
  std::size_t failed_inputs = 0;
  /// Entities a YAML file copied in from other documents (xml2yaml's
  /// self-contained output): they resolve references, nothing is written
  /// from them.
  std::vector<ir::Document> context;
  /// Diagnostics about search-path documents, shown only with -v.
  DiagnosticSink search_path_diagnostics;
  /// The YAML imports followed from the inputs and from what they import
  /// (validate checks that closure).
  std::vector<ImportEdge> import_edges;
  /// Documents with a YAML import that was not read (a URL, a repository,
  /// missing, refused): their definitions are searched on -I.
  std::set<std::string> unread_imports;
};

/// Loads `inputs` (files, directories searched recursively, or "-") and the
/// search path. Errors in inputs go to `sink` and count in failed_inputs;
/// problems with search-path files go to search_path_diagnostics.
Workspace load(const std::vector<std::string>& inputs, const LoadOptions& options,
               DiagnosticSink& sink);

/// Makes ready now what every load of XML reads first (Xerces, the TOSCA
/// grammars), kept for the process: a process that forks workers calls it
/// before forking, so each worker inherits it.
void prepare_for_workers();

/// The import edges of a workspace, indexed by importer (it refers to the
/// workspace's edges: keep the workspace alive).
class ImportGraph
{
public:
  explicit ImportGraph(const Workspace& ws) : ImportGraph(ws.import_edges) {}
  explicit ImportGraph(const std::vector<ImportEdge>& edges);
  // It keeps views into the edges: never of a temporary.
  explicit ImportGraph(Workspace&&) = delete;
  explicit ImportGraph(std::vector<ImportEdge>&&) = delete;
  /// The imports `path` writes itself, in the order it writes them.
  const std::vector<const ImportEdge*>& imports_of(std::string_view path) const;

  /// What a walk does at a path.
  enum class Step {
    expand, ///< go on to what it imports
    prune,  ///< not below it
    stop,   ///< end the walk here
  };
  /// Visits `path`, then what it imports, directly or not, breadth first
  /// in import order (nearest first), each path once, going below a path
  /// only when `visit` says so. Returns the path `visit` stopped at, or "".
  std::string_view walk(std::string_view path,
                        const std::function<Step(std::string_view)>& visit) const;

private:
  /// Edges by importer, each list in edge order.
  std::unordered_map<std::string_view, std::vector<const ImportEdge*>> m_from;
};

/// Files below `dir` that a directory walk for `syntax` opens (see
/// convert::listed_for), in precedence order. `found`: as FileSet::list's,
/// for these files only.
std::vector<std::string> list_candidate_files(
    const std::string& dir, Syntax syntax = Syntax::xml, const FileSet* files = nullptr,
    const std::function<void(const std::string&)>& found = {});

}  // namespace tosca::convert
