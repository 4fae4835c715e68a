#pragma once
/// Loading: the user's inputs and the -I search path into one ir::Model,
/// with the rules that make cross-file references deterministic.
///
/// Precedence (first definition of a kind+QName wins, later ones are
/// reported as duplicates): the inputs in command-line order, then the
/// documents their relative Import locations name (inside the input and -I
/// directories only), then each -I directory in order; inside a directory, files with fewer path
/// components first (so Winery's `_history/` copies lose to the current
/// ones), then by byte order of the path.

#include "tosca/ir/model.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/xml/reader.hpp"

#include <map>
#include <string>
#include <vector>

namespace tosca::convert {

/// Which syntaxes a command reads (by content; `.tosca` may be either).
enum class Syntax { xml, yaml, any };

struct LoadOptions
{
  Syntax syntax = Syntax::xml;
  std::vector<std::string> search_dirs;
  xml::ReadOptions read;
  /// Files below `real` are shown (in diagnostics and Document::path) as
  /// `shown` followed by the rest of their path: an archive unpacked into
  /// a private directory names its entries `app.csar!Definitions/x.tosca`.
  struct Alias
  {
    std::string real;  ///< a directory, ending in '/'
    std::string shown;
  };
  std::vector<Alias> aliases;
};

/// The name `file` goes by under `options.aliases`.
std::string display_name(const std::string& file, const LoadOptions& options);

struct Workspace
{
  ir::Model model;
  /// Bytes of each input document by path, for source lines in diagnostics.
  std::map<std::string, std::string> sources;
  /// Inputs that could not be read (their error is in the sink).
  std::size_t failed_inputs = 0;
  /// Entities a YAML file copied in from other documents (xml2yaml's
  /// self-contained output): they resolve references, nothing is written
  /// from them.
  std::vector<ir::Document> context;
  /// Diagnostics about search-path documents, shown only with -v.
  DiagnosticSink search_path_diagnostics;
};

/// Loads `inputs` (files, directories searched recursively, or "-") and the
/// search path. Errors in inputs go to `sink` and count in failed_inputs;
/// problems with search-path files go to search_path_diagnostics.
Workspace load(const std::vector<std::string>& inputs, const LoadOptions& options,
               DiagnosticSink& sink);

/// Files below `dir` that may hold TOSCA XML or XSD, in precedence order.
std::vector<std::string> list_candidate_files(const std::string& dir, Syntax syntax = Syntax::xml);

}  // namespace tosca::convert
