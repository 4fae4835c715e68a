// validate's variable service templates: parsed as YAML values and checked
// by the Variability4TOSCA grammar, not by the Simple Profile rules.
#include "validate_variability.hpp"

#include "tosca/variability/lint.hpp"
#include "tosca/variability/resolve.hpp"
#include "tosca/yaml/value.hpp"

#include <algorithm>

namespace tosca::check::detail {

namespace {

bool same(const Diagnostic& a, const Diagnostic& b)
{
  return a.code == b.code && a.line == b.line && a.column == b.column && a.message == b.message;
}

/// "variability_1_0_rc_3" for tosca_variability_1_0_rc_3.
std::string dialect_of(const ir::Value& document)
{
  const std::string& version = document.find("tosca_definitions_version")->string;
  constexpr std::string_view prefix = "tosca_";
  return version.rfind(prefix, 0) == 0 ? version.substr(prefix.size()) : version;
}

void check_variable(FileVerdict& v, std::vector<Diagnostic>::iterator version_error,
                    const std::string& bytes)
{
  DiagnosticSink yaml;
  ir::Value document;
  try {
    document = yaml::parse_value(bytes, v.path, yaml);
  } catch (const FatalError&) {
    return;  // the YAML reader read it; keep what it said
  }
  if (!variability::is_variable(document)) {
    return;
  }
  v.diagnostics.erase(version_error);
  // --schema-only's reader already reported the duplicate keys it met.
  for (const auto& d : yaml.diagnostics()) {
    if (std::none_of(v.diagnostics.begin(), v.diagnostics.end(),
                     [&](const Diagnostic& seen) { return same(seen, d); })) {
      v.diagnostics.push_back(d);
    }
  }
  for (auto& f : variability::lint(document)) {
    v.diagnostics.push_back(Diagnostic{f.severity, std::move(f.code), std::move(f.message), v.path,
                                       f.where.line, f.where.column});
  }
  v.readable = true;
  v.syntax = "yaml";
  v.dialect = dialect_of(document);
}

}  // namespace

void check_variable_templates(ValidateReport& report)
{
  for (auto& v : report.files) {
    if (v.readable) {
      continue;
    }
    const auto version_error =
        std::find_if(v.diagnostics.begin(), v.diagnostics.end(),
                     [](const Diagnostic& d) { return d.code == "YAML_VERSION"; });
    const auto source = report.sources.find(v.path);
    if (version_error != v.diagnostics.end() && source != report.sources.end()) {
      check_variable(v, version_error, source->second);
    }
  }
}

}  // namespace tosca::check::detail
