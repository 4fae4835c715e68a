// validate's SARIF 2.1.0 output: one run, one rule per diagnostic code
// (described by the code table), one result per listed diagnostic, located
// by file URI, line and column.
#include "validate_report.hpp"

#include "tosca/support/codes.hpp"

#include "tosca/support/json.hpp"

#include <map>

namespace tosca::check {

namespace {

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

void write_result(const Diagnostic& d, std::size_t rule_index, JsonWriter& out)
{
  out.begin_object();
  out.key("ruleId").string(d.code);
  out.key("ruleIndex").number(std::uint64_t{rule_index});
  out.key("level").string(level(d.severity));
  out.key("message").begin_object().key("text").string(d.message).end_object();
  if (!d.file.empty()) {
    out.key("locations").begin_array().begin_object().key("physicalLocation").begin_object();
    out.key("artifactLocation").begin_object().key("uri").string(file_uri(d.file)).end_object();
    if (d.line != 0) {
      out.key("region").begin_object().key("startLine").number(std::uint64_t{d.line});
      if (d.column != 0) {
        out.key("startColumn").number(std::uint64_t{d.column});
      }
      out.end_object();
    }
    out.end_object().end_object().end_array();
  }
  out.end_object();
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
  // Written as it goes, not as an nlohmann tree, whose destruction
  // allocates (fatal once memory has run out); invalid UTF-8 is replaced.
  std::string text;
  JsonWriter out(text, 2);
  out.begin_object();
  out.key("$schema").string("https://json.schemastore.org/sarif-2.1.0.json");
  out.key("version").string("2.1.0");
  out.key("runs").begin_array().begin_object();
  out.key("tool").begin_object().key("driver").begin_object();
  out.key("name").string("tosca-convert");
  out.key("version").string(options.version);
  out.key("rules").begin_array();
  std::size_t next = 0;
  for (auto& [code, i] : rule_index) {
    i = next++;
    const CodeInfo* info = code_info(code);
    out.begin_object().key("id").string(code);
    out.key("shortDescription").begin_object();
    out.key("text").string(info != nullptr ? info->summary : std::string_view(code));
    out.end_object().end_object();
  }
  out.end_array().end_object().end_object();
  out.key("results").begin_array();
  for (const auto* d : listed) {
    write_result(*d, rule_index[d->code], out);
  }
  out.end_array();
  out.end_object().end_array().end_object();
  return text + "\n";
}

}  // namespace tosca::check
