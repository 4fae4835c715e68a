// validate's SARIF 2.1.0 output: one run, one rule per diagnostic code
// (described by the code table), one result per listed diagnostic, located
// by file URI, line and column.
#include "validate_report.hpp"

#include "tosca/support/codes.hpp"

#include <nlohmann/json.hpp>

#include <map>

namespace tosca::check {

namespace {

using nlohmann::ordered_json;

std::string_view level(Severity s)
{
  return s == Severity::error ? "error" : s == Severity::warning ? "warning" : "note";
}

/// A relative path as a URI reference: '%', spaces and other reserved bytes
/// escaped, '/' kept (Winery's directory names hold '%').
std::string file_uri(std::string_view path)
{
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    const bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '_' || c == '.' || c == '~' || c == '/';
    if (keep) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 0xF];
    }
  }
  return out;
}

ordered_json result(const Diagnostic& d, std::size_t rule_index)
{
  ordered_json r = {{"ruleId", d.code},
                    {"ruleIndex", rule_index},
                    {"level", level(d.severity)},
                    {"message", {{"text", d.message}}}};
  if (!d.file.empty()) {
    ordered_json physical = {{"artifactLocation", {{"uri", file_uri(d.file)}}}};
    if (d.line != 0) {
      ordered_json region = {{"startLine", d.line}};
      if (d.column != 0) {
        region["startColumn"] = d.column;
      }
      physical["region"] = std::move(region);
    }
    r["locations"] = ordered_json::array({{{"physicalLocation", std::move(physical)}}});
  }
  return r;
}

}  // namespace

std::string to_sarif(const ValidateReport& report, const ReportOptions& options)
{
  const detail::Listing l = detail::listing(report, options.max_errors);
  std::vector<const Diagnostic*> listed;
  for (std::size_t i = 0; i < report.files.size(); ++i) {
    for (std::size_t k = 0; k < l.files[i]; ++k) {
      listed.push_back(&report.files[i].diagnostics[k]);
    }
  }
  for (std::size_t k = 0; k < l.other; ++k) {
    listed.push_back(&report.other[k]);
  }
  std::map<std::string, std::size_t> rule_index; // code -> index, in code order
  for (const auto* d : listed) {
    rule_index.emplace(d->code, 0);
  }
  ordered_json rules = ordered_json::array();
  for (auto& [code, i] : rule_index) {
    i = rules.size();
    const CodeInfo* info = code_info(code);
    rules.push_back({{"id", code},
                     {"shortDescription", {{"text", info != nullptr ? info->summary : std::string_view(code)}}}});
  }
  ordered_json results = ordered_json::array();
  for (const auto* d : listed) {
    results.push_back(result(*d, rule_index[d->code]));
  }
  ordered_json driver = {{"name", "tosca-convert"},
                         {"version", options.version},
                         {"rules", std::move(rules)}};
  ordered_json log = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
                      {"version", "2.1.0"},
                      {"runs", ordered_json::array({{{"tool", {{"driver", std::move(driver)}}},
                                                     {"results", std::move(results)}}})}};
  return log.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace tosca::check
