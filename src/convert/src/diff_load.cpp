// Loading one side of a comparison: the single place that decides how each
// syntax is read for `diff`: the workspace loader, XML or YAML by content.
#include "tosca/convert/diff.hpp"

#include "tosca/support/files.hpp"

#include <filesystem>

namespace tosca::convert {

namespace fs = std::filesystem;

LoadedDocument load_for_compare(const std::string& path, const LoadOptions& options,
                                DiagnosticSink& sink)
{
  LoadedDocument out;
  std::error_code ec;
  if (path != "-" && fs::is_directory(path, ec)) {
    sink.error(path, 0, 0, "IO_READ", "is a directory; diff compares two documents");
    return out;
  }
  LoadOptions any = options;
  any.syntax = Syntax::any; // XML or YAML, told apart by content
  out.workspace = load({path}, any, sink);
  Workspace& ws = out.workspace;
  if (ws.failed_inputs != 0) {
    return out;
  }
  if (ws.model.input_count == 0) {
    sink.error(path == "-" ? "<stdin>" : path, 1, 1, "NOT_TOSCA",
               "not a TOSCA document (an XML Schema or other content); nothing to compare");
    return out;
  }
  out.document = std::move(ws.model.documents.front());
  return out;
}

} // namespace tosca::convert
