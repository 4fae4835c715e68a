// One validate run: loading (with schema validation), the semantic checks,
// and the per-file verdicts.
#include "validate_run.hpp"

#include "validate_load.hpp"
#include "validate_profile.hpp"

#include "tosca/xml/reader.hpp"

#include <algorithm>
#include <unordered_map>

namespace tosca::cli {

namespace {

/// "yaml_1_3" for `tosca_definitions_version: tosca_simple_yaml_1_3`.
std::string yaml_dialect(std::string_view bytes)
{
  constexpr std::string_view key = "tosca_definitions_version";
  const std::size_t at = bytes.find(key);
  if (at == std::string_view::npos) {
    return "yaml";
  }
  const std::size_t end = bytes.find('\n', at);
  std::string_view line = bytes.substr(at, end == std::string_view::npos ? end : end - at);
  constexpr std::string_view simple = "tosca_simple_yaml_";
  const std::size_t v = line.find(simple);
  if (v == std::string_view::npos) {
    return "yaml";
  }
  std::string version(line.substr(v + simple.size()));
  while (!version.empty() && (version.back() == '\r' || version.back() == ' ' ||
                              version.back() == '"' || version.back() == '\'')) {
    version.pop_back();
  }
  return "yaml_" + version;
}

/// The syntax and dialect of a file from its bytes (and its document when
/// it was read).
void settle_syntax(FileVerdict& v, std::string_view bytes, const ir::Document* doc)
{
  if (bytes.empty()) {
    return;
  }
  const bool is_xml = xml::looks_like_xml(bytes);
  v.syntax = is_xml ? "xml" : "yaml";
  if (!v.readable) {
    return;
  }
  if (!is_xml) {
    v.dialect = yaml_dialect(bytes);
  } else if (doc != nullptr) {
    v.dialect = doc->dialect == ir::Dialect::csd03 ? "csd03" : "final_1_0";
  } else {
    v.dialect = xml::root_element_name(bytes) == "ServiceTemplate" ? "csd03" : "final_1_0";
  }
}

std::size_t count_severity(const std::vector<Diagnostic>& ds, Severity s)
{
  return static_cast<std::size_t>(
      std::count_if(ds.begin(), ds.end(), [s](const Diagnostic& d) { return d.severity == s; }));
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

ValidateReport run_validation(const std::vector<ValidateInput>& inputs, const ValidateOptions& options)
{
  ValidateReport report;
  convert::LoadOptions load;
  load.syntax = convert::Syntax::any;
  load.search_dirs = options.search_dirs;
  load.read.max_depth = options.max_depth;
  load.read.validate = true;
  load.aliases = options.aliases;
  std::vector<std::string> to_load;
  std::unordered_map<std::string, std::size_t> verdict_of;
  for (const auto& in : inputs) {
    if (in.kind == ValidateInput::Kind::skipped || in.kind == ValidateInput::Kind::schema) {
      report.skipped.push_back(Diagnostic{Severity::note, "SKIPPED", in.note, in.path, 0, 0});
      if (in.kind == ValidateInput::Kind::schema && !options.schema_only) {
        to_load.push_back(in.path); // its types check property values
      }
      continue;
    }
    to_load.push_back(in.path);
    FileVerdict v;
    v.path = in.path == "-" ? "<stdin>" : convert::display_name(in.path, load);
    v.syntax = in.kind == ValidateInput::Kind::yaml ? "yaml" : "xml";
    if (verdict_of.emplace(v.path, report.files.size()).second) {
      report.files.push_back(std::move(v));
    }
  }

  load.read.reread_invalid = false;
  DiagnosticSink sink;
  if (options.schema_only) {
    SchemaCheck checked = check_schemas(inputs, load, options.jobs, sink);
    for (auto& v : report.files) {
      auto src = checked.sources.find(v.path);
      const std::string_view bytes =
          src == checked.sources.end() ? std::string_view() : std::string_view(src->second);
      v.readable = checked.readable.count(v.path) != 0;
      settle_syntax(v, bytes, nullptr);
    }
    report.sources = std::move(checked.sources);
  } else {
    convert::Workspace ws = load_for_validation(to_load, load, options.jobs, sink);
    check::check_semantics(ws, check::Options{options.profile}, sink);
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
      settle_syntax(v, bytes, v.readable ? doc->second : nullptr);
    }
    report.search_path = ws.search_path_diagnostics.diagnostics();
    report.sources = std::move(ws.sources);
  }
  for (const auto& d : sink.diagnostics()) {
    auto it = verdict_of.find(d.file);
    (it == verdict_of.end() ? report.other : report.files[it->second].diagnostics).push_back(d);
  }
  for (auto& v : report.files) {
    auto src = report.sources.find(v.path);
    weigh(v.diagnostics,
          src == report.sources.end() ? std::string_view() : std::string_view(src->second),
          options.profile, options.schema_only);
  }
  weigh(report.other, {}, options.profile, options.schema_only);
  return report;
}

}  // namespace tosca::cli
