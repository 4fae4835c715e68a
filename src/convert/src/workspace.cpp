#include "tosca/convert/workspace.hpp"

#include "tosca/support/files.hpp"
#include "tosca/support/uri.hpp"
#include "tosca/yaml/reader.hpp"

#include <algorithm>
#include <filesystem>
#include <set>

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

bool candidate_extension(const fs::path& p, Syntax syntax)
{
  std::string ext = p.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
  if (ext == ".tosca") {
    return true;
  }
  bool xml = ext == ".xml" || ext == ".ste" || ext == ".xsd";
  bool yaml = ext == ".yaml" || ext == ".yml";
  return syntax == Syntax::xml ? xml : syntax == Syntax::yaml ? yaml : xml || yaml;
}

bool is_xsd(const std::string& path, std::string_view bytes)
{
  if (fs::path(path).extension() == ".xsd") {
    return true;
  }
  return xml::root_element_name(bytes) == "schema";
}


std::string canonical_key(const std::string& path)
{
  std::error_code ec;
  auto c = fs::weakly_canonical(path, ec);
  return ec ? path : c.string();
}

struct Loader
{
  const LoadOptions& options;
  DiagnosticSink& sink;
  Workspace& ws;
  xml::Reader reader;
  std::set<std::string> loaded;
  /// Directories imports may point into: those of the inputs and -I.
  std::vector<fs::path> roots;
  /// Files named by the inputs' Import locations, loaded after the inputs.
  std::vector<std::string> imported;

  bool inside_roots(const fs::path& p) const
  {
    std::error_code ec;
    const fs::path c = fs::weakly_canonical(p, ec);
    for (const auto& r : roots) {
      auto rel = c.lexically_relative(r);
      if (!rel.empty() && *rel.begin() != "..") {
        return true;
      }
    }
    return false;
  }

  /// Relative Import locations of an input are followed, inside the allowed
  /// roots only; absolute paths and URLs never are.
  void queue_imports(const ir::Document& doc, const std::string& file)
  {
    for (const auto& im : doc.imports) {
      if (im.location && !im.location->empty()) {
        queue_import(doc.path, file, *im.location, im.ext.location);
      }
    }
  }

  void queue_import(const std::string& doc_path, const std::string& file, const std::string& loc,
                    const ir::Location& at)
  {
    if (loc.find("://") != std::string::npos || loc.front() == '/' || file == "-") {
      return; // a hint only (TOSCA 1.0 §3): resolved through -I, never fetched
    }
    fs::path target = fs::path(file).parent_path() / loc;
    std::error_code ec;
    if (!fs::exists(target, ec) && loc.find('%') != std::string::npos) {
      // Winery writes locations as URIs: its directory names, already
      // percent-encoded, are encoded once more ("%253A" for "%3A").
      target = fs::path(file).parent_path() / percent_decode(loc);
    }
    if (!fs::exists(target, ec)) {
      sink.warning(doc_path, at.line, at.column, "IMPORT_NOT_FOUND",
                   "imported location '" + loc + "' does not exist (looked for " +
                       display_name(target.lexically_normal().string(), options) +
                       "); definitions are searched on -I");
      return;
    }
    if (!inside_roots(target)) {
      sink.warning(doc_path, at.line, at.column, "IMPORT_OUTSIDE",
                   "imported location '" + loc + "' is outside the input and -I directories; "
                   "not read");
      return;
    }
    imported.push_back(target.lexically_normal().string());
  }

  void load_yaml(const std::string& file, const std::string& path, std::string bytes,
                 bool input, DiagnosticSink& out)
  {
    try {
      DiagnosticSink local(out.strict());
      yaml::ReadOptions ro;
      ro.max_depth = options.read.max_depth;
      yaml::ReadResult r = yaml::read(bytes, path, local, ro);
      for (const auto& d : local.diagnostics()) {
        out.report(d);
      }
      for (const auto& im : r.file_imports) {
        queue_import(path, file, im.file, im.location);
      }
      ws.model.documents.push_back(std::move(r.document));
      for (auto& c : r.context) {
        ws.context.push_back(std::move(c));
      }
      if (input) {
        ws.sources[path] = std::move(bytes);
      }
    } catch (const FatalError& e) {
      out.report(e.diagnostic());
      if (input) {
        ws.sources[path] = std::move(bytes);
        ++ws.failed_inputs;
      }
    }
  }

  /// Reads one file. `input` decides where problems are reported.
  void load_file(const std::string& file, bool input, bool from_dir = false)
  {
    if (file != "-" && !loaded.insert(canonical_key(file)).second) {
      return;
    }
    const std::string path = file == "-" ? "<stdin>" : display_name(file, options);
    DiagnosticSink& out = input ? sink : ws.search_path_diagnostics;
    std::string bytes;
    try {
      bytes = read_file(file);
    } catch (const FatalError& e) {
      out.report(e.diagnostic());
      ws.failed_inputs += input ? 1 : 0;
      return;
    }
    if (!xml::looks_like_xml(bytes)) {
      if (options.syntax != Syntax::xml) {
        if (input || yaml::looks_like_tosca_yaml(bytes)) {
          load_yaml(file, path, std::move(bytes), input, out);
        }
        return;
      }
      if (input) {
        sink.error(path, 1, 1, "NOT_XML",
                   "not an XML document (YAML input is read by 'yaml2xml')");
        ++ws.failed_inputs;
      }
      return;
    }
    if (options.syntax == Syntax::yaml && input) {
      sink.error(path, 1, 1, "NOT_YAML",
                 "an XML document, not YAML (XML input is read by 'xml2yaml')");
      ++ws.failed_inputs;
      return;
    }
    if (is_xsd(path, bytes)) {
      DiagnosticSink local;
      try {
        ws.model.schemas.merge(reader.read_schema(bytes, path, local, options.read));
      } catch (const FatalError& e) {
        ws.search_path_diagnostics.report(e.diagnostic());
      }
      for (const auto& d : local.diagnostics()) {
        ws.search_path_diagnostics.report(d);
      }
      return;
    }
    if (!input || from_dir) {
      std::string root = xml::root_element_name(bytes);
      if (root != "Definitions" && root != "ServiceTemplate") {
        // Not a TOSCA document (an XML payload, a fragment): nothing to
        // convert or to find in it. Named inputs still get the full error.
        if (from_dir) {
          sink.warning(path, 0, 0, "SKIPPED",
                       "skipped: the root element is '" + root +
                           "', not a TOSCA Definitions or ServiceTemplate document");
        }
        return;
      }
    }
    try {
      DiagnosticSink local(out.strict());
      xml::ReadResult r = reader.read(bytes, path, local, options.read);
      for (const auto& d : local.diagnostics()) {
        out.report(d);
      }
      if (input) {
        queue_imports(r.document, file);
      }
      ws.model.documents.push_back(std::move(r.document));
      ws.model.schemas.merge(std::move(r.schemas));
      if (input) {
        ws.sources[path] = std::move(bytes);
      }
    } catch (const FatalError& e) {
      out.report(e.diagnostic());
      if (input) {
        ws.sources[path] = std::move(bytes);
        ++ws.failed_inputs;
      }
    }
  }
};

}  // namespace

std::string display_name(const std::string& file, const LoadOptions& options)
{
  for (const auto& a : options.aliases) {
    if (file.size() > a.real.size() && file.compare(0, a.real.size(), a.real) == 0) {
      return a.shown + file.substr(a.real.size());
    }
  }
  return file;
}

std::vector<std::string> list_candidate_files(const std::string& dir, Syntax syntax)
{
  std::vector<std::string> files;
  std::error_code ec;
  fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
  for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    const auto& entry = *it;
    std::error_code fec;
    if (entry.is_regular_file(fec) && candidate_extension(entry.path(), syntax)) {
      files.push_back(entry.path().string());
    }
  }
  auto depth = [](const std::string& p) { return std::count(p.begin(), p.end(), '/'); };
  std::sort(files.begin(), files.end(), [&](const std::string& a, const std::string& b) {
    auto da = depth(a);
    auto db = depth(b);
    return da != db ? da < db : a < b;
  });
  return files;
}

Workspace load(const std::vector<std::string>& inputs, const LoadOptions& options,
               DiagnosticSink& sink)
{
  Workspace ws;
  Loader loader{options, sink, ws, {}, {}, {}, {}};
  std::error_code ec;
  for (const auto& in : inputs) {
    if (in != "-") {
      fs::path root = fs::is_directory(in, ec) ? fs::path(in) : fs::path(in).parent_path();
      loader.roots.push_back(fs::weakly_canonical(root.empty() ? fs::path(".") : root, ec));
    }
  }
  for (const auto& dir : options.search_dirs) {
    loader.roots.push_back(fs::weakly_canonical(dir, ec));
  }
  for (const auto& in : inputs) {
    std::error_code ec;
    if (in != "-" && fs::is_directory(in, ec)) {
      for (const auto& f : list_candidate_files(in, options.syntax)) {
        loader.load_file(f, true, true);
      }
    } else {
      loader.load_file(in, true);
    }
  }
  ws.model.input_count = ws.model.documents.size();
  // Imported documents before the search path: they were named explicitly.
  // A copy: loading one may queue more imports and reallocate the list.
  for (std::size_t i = 0; i < loader.imported.size(); ++i) {
    const std::string file = loader.imported[i];
    loader.load_file(file, false);
  }
  for (const auto& dir : options.search_dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
      sink.warning(dir, 0, 0, "SEARCH_DIR", "search directory does not exist (-I)");
      continue;
    }
    for (const auto& f : list_candidate_files(dir, options.syntax)) {
      loader.load_file(f, false);
    }
  }
  return ws;
}

}  // namespace tosca::convert
