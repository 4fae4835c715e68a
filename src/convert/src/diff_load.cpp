// Loading one side of a comparison: the single place that decides how each
// syntax is read for `diff`: the workspace loader, XML or YAML by content.
#include "tosca/convert/diff.hpp"

#include "tosca/support/files.hpp"
#include "tosca/xml/canonical.hpp"

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

FileComparison compare_files(const std::string& a, const std::string& b,
                             const LoadOptions& options, DiagnosticSink& sink)
{
  FileComparison result;
  LoadedDocument sides[2] = {load_for_compare(a, options, sink),
                             load_for_compare(b, options, sink)};
  for (const auto& side : sides) {
    result.sources.insert(side.workspace.sources.begin(), side.workspace.sources.end());
  }
  if (!sides[0].document || !sides[1].document) {
    return result;
  }
  xml::Canonicalizer canonicalizer;
  auto source_of = [](const LoadedDocument& d) -> std::string_view {
    auto it = d.workspace.sources.find(d.document->path);
    return it == d.workspace.sources.end() ? std::string_view() : std::string_view(it->second);
  };
  const diff::Tree ta = diff::describe(*sides[0].document, canonicalizer, source_of(sides[0]));
  const diff::Tree tb = diff::describe(*sides[1].document, canonicalizer, source_of(sides[1]));
  const std::vector<diff::Difference> differences = diff::compare(ta, tb);
  result.completed = true;
  result.differences = differences.size();
  result.text = diff::format_text(differences);
  result.json = diff::format_json(differences);
  return result;
}

} // namespace tosca::convert
