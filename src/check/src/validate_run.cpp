// One validate run: archives mounted, inputs listed, loading (with schema
// validation), the semantic checks, and the per-file verdicts.
#include "tosca/check/validate.hpp"

#include "validate_imports.hpp"
#include "validate_load.hpp"
#include "validate_profile.hpp"
#include "validate_variability.hpp"

#include "tosca/convert/csar.hpp"
#include "tosca/convert/formats.hpp"

#include <algorithm>
#include <set>
#include <unordered_map>

namespace tosca::check {

namespace {

using detail::ValidateInput;

std::size_t count_severity(const std::vector<Diagnostic>& ds, Severity s)
{
  return static_cast<std::size_t>(
      std::count_if(ds.begin(), ds.end(), [s](const Diagnostic& d) { return d.severity == s; }));
}

/// The syntax of a file from its bytes (the format registry), and its
/// dialect when it could be read.
void settle_syntax(FileVerdict& v, std::string_view bytes, const std::string& dialect)
{
  if (bytes.empty()) {
    return;
  }
  v.syntax = convert::identify(v.path, bytes).syntax == convert::Syntax::xml ? "xml" : "yaml";
  if (v.readable) {
    v.dialect = dialect;
  }
}

/// The archives among `paths` are opened and mounted in `files`; each
/// stands for the definitions documents inside it. An archive that cannot
/// be opened is an unreadable file of its own.
std::vector<std::string> expand_archives(const std::vector<std::string>& paths,
                                         const ValidateOptions& options, convert::FileSet& files,
                                         std::vector<std::string>& search_dirs,
                                         std::vector<FileVerdict>& broken)
{
  std::vector<std::string> out;
  for (const auto& in : paths) {
    if (in == "-" || files.is_directory(in) || !files.is_file(in) ||
        !convert::identify_file(files, in).container) {
      out.push_back(in);
      continue;
    }
    DiagnosticSink sink;
    try {
      convert::OpenedCsar csar = convert::open_csar(files.read(in), in, options.limits, sink);
      files.mount(csar.archive());
      for (const auto* list : {&csar.xml_definitions, &csar.yaml_definitions}) {
        for (const auto& entry : *list) {
          out.push_back(csar.path_of(entry));
        }
      }
      search_dirs.push_back(csar.path_of(""));
    } catch (const FatalError& e) {
      FileVerdict v;
      v.path = in;
      v.syntax = "csar";
      v.diagnostics.push_back(e.diagnostic());
      broken.push_back(std::move(v));
    }
  }
  return out;
}

}  // namespace

bool FileVerdict::valid() const
{
  return readable && count_severity(diagnostics, Severity::error) == 0;
}

std::size_t ValidateReport::errors() const
{
  std::size_t n = count_severity(other, Severity::error);
  for (const auto& f : files) {
    n += count_severity(f.diagnostics, Severity::error);
  }
  return n;
}

std::size_t ValidateReport::warnings() const
{
  std::size_t n = count_severity(other, Severity::warning);
  for (const auto& f : files) {
    n += count_severity(f.diagnostics, Severity::warning);
  }
  return n;
}

std::size_t ValidateReport::invalid() const
{
  return static_cast<std::size_t>(std::count_if(
      files.begin(), files.end(), [](const FileVerdict& f) { return f.readable && !f.valid(); }));
}

std::size_t ValidateReport::unreadable() const
{
  return static_cast<std::size_t>(
      std::count_if(files.begin(), files.end(), [](const FileVerdict& f) { return !f.readable; }));
}

ValidateReport validate(const std::vector<std::string>& paths, const ValidateOptions& options)
{
  ValidateReport report;
  convert::FileSet files;
  convert::LoadOptions load;
  load.syntax = convert::Syntax::any;
  load.search_dirs = options.search_dirs;
  load.read.set_limits(options);
  load.read.validate = true;
  load.read.reread_invalid = false;
  load.files = &files;
  load.imports_required = true;
  std::vector<FileVerdict> broken;
  const std::vector<std::string> expanded =
      expand_archives(paths, options, files, load.search_dirs, broken);
  const std::vector<ValidateInput> inputs =
      detail::list_validate_inputs(files, expanded, options.jobs);

  std::vector<std::string> to_load;
  std::unordered_map<std::string, std::size_t> verdict_of;
  for (const auto& in : inputs) {
    if (in.kind != ValidateInput::Kind::document) {
      report.skipped.push_back(Diagnostic{Severity::note, "SKIPPED", in.note, in.path, 0, 0});
      if (in.kind == ValidateInput::Kind::schema && !options.schema_only) {
        to_load.push_back(in.path); // its types check property values
      }
      continue;
    }
    to_load.push_back(in.path);
    FileVerdict v;
    v.path = in.path == "-" ? "<stdin>" : in.path;
    v.syntax = "xml";
    if (verdict_of.emplace(v.path, report.files.size()).second) {
      report.files.push_back(std::move(v));
    }
  }

  DiagnosticSink sink;
  detail::ImportFacts imports;
  std::vector<ImportedErrors> scoped;
  if (options.schema_only) {
    detail::SchemaCheck checked = detail::check_schemas(inputs, load, options.jobs, sink);
    for (auto& v : report.files) {
      auto src = checked.sources.find(v.path);
      const std::string_view bytes =
          src == checked.sources.end() ? std::string_view() : std::string_view(src->second);
      v.readable = checked.readable.count(v.path) != 0;
      settle_syntax(v, bytes, v.readable ? checked.dialects[v.path] : std::string());
    }
    report.sources = std::move(checked.sources);
  } else {
    convert::Workspace ws = detail::load_for_validation(to_load, load, options.jobs, sink);
    scoped = check_semantics(ws, Options{options.profile}, sink);
    std::unordered_map<std::string, const ir::Document*> documents;
    for (std::size_t i = 0; i < ws.model.input_count && i < ws.model.documents.size(); ++i) {
      documents.emplace(ws.model.documents[i].path, &ws.model.documents[i]);
    }
    for (auto& v : report.files) {
      auto src = ws.sources.find(v.path);
      const std::string_view bytes =
          src == ws.sources.end() ? std::string_view() : std::string_view(src->second);
      auto doc = documents.find(v.path);
      v.readable = doc != documents.end();
      const bool from_yaml =
          !bytes.empty() && convert::identify(v.path, bytes).syntax != convert::Syntax::xml;
      settle_syntax(v, bytes, v.readable ? detail::dialect_name(*doc->second, from_yaml) : "");
    }
    imports = detail::import_facts(ws, report.files);
    // What the imported documents' readers said counts as said of them,
    // not of the search path: it is shown, and weighed, with the rest.
    const std::set<std::string>& imported = imports.reached;
    for (const auto& d : ws.search_path_diagnostics.diagnostics()) {
      (imported.count(d.file) != 0 ? report.other : report.search_path).push_back(d);
    }
    report.sources = std::move(ws.sources);
    // Source lines for what is said of imported documents.
    std::vector<Diagnostic> said = sink.diagnostics();
    said.insert(said.end(), report.other.begin(), report.other.end());
    for (const auto& d : said) {
      if (imported.count(d.file) != 0 && report.sources.count(d.file) == 0) {
        try {
          report.sources.emplace(d.file, files.read(d.file));
        } catch (const FatalError&) {
          report.sources.emplace(d.file, std::string()); // said once, where it was read
        }
      }
    }
  }
  for (const auto& d : sink.diagnostics()) {
    auto it = verdict_of.find(d.file);
    (it == verdict_of.end() ? report.other : report.files[it->second].diagnostics).push_back(d);
  }
  detail::check_variable_templates(report);
  for (auto& v : report.files) {
    auto src = report.sources.find(v.path);
    detail::weigh(v.diagnostics,
                  src == report.sources.end() ? std::string_view() : std::string_view(src->second),
                  options.profile, options.schema_only);
  }
  detail::weigh(report.other, {}, options.profile, options.schema_only);
  detail::judge_imports(report, imports, scoped);
  report.files.insert(report.files.end(), broken.begin(), broken.end());
  return report;
}

}  // namespace tosca::check
