// validate's text and JSON output, the summary line, and the --max-errors
// cut shared by every format.
#include "validate_format.hpp"

#include "tosca/support/json.hpp"

namespace tosca::cli {

namespace {

void json_diagnostic(const Diagnostic& d, std::string& out)
{
  out += "{\"severity\":";
  append_json_string(to_string(d.severity), out);
  out += ",\"code\":";
  append_json_string(d.code, out);
  out += ",\"message\":";
  append_json_string(d.message, out);
  out += ",\"file\":";
  append_json_string(d.file, out);
  out += ",\"line\":" + std::to_string(d.line) + ",\"column\":" + std::to_string(d.column) + "}";
}

void json_diagnostics(const std::vector<Diagnostic>& ds, std::size_t n, std::string& out)
{
  out += "[";
  for (std::size_t i = 0; i < n; ++i) {
    out += i == 0 ? "\n      " : ",\n      ";
    json_diagnostic(ds[i], out);
  }
  out += n == 0 ? "]" : "\n    ]";
}

}  // namespace

Listing listing(const ValidateReport& report, std::size_t max_errors)
{
  Listing l;
  std::size_t errors = 0;
  bool full = false;
  auto cut = [&](const std::vector<Diagnostic>& ds) {
    std::size_t n = 0;
    for (const auto& d : ds) {
      if (d.severity == Severity::error) {
        if (full || (max_errors != 0 && errors == max_errors)) {
          full = true;
          ++l.errors_left_out;
          continue;
        }
        ++errors;
      }
      n += full ? 0 : 1;
    }
    return n;
  };
  for (const auto& f : report.files) {
    l.files.push_back(cut(f.diagnostics));
  }
  l.other = cut(report.other);
  return l;
}

std::string summary_line(const ValidateReport& report)
{
  const std::size_t n = report.files.size();
  // The wording is a contract (scripts read it): no singular forms.
  return "tosca-convert: validated " + std::to_string(n) + " files: " +
         std::to_string(report.errors()) + " errors, " + std::to_string(report.warnings()) +
         " warnings (" + std::to_string(report.invalid()) + " invalid, " +
         std::to_string(report.unreadable()) + " unreadable)";
}

void write_text(const ValidateReport& report, const FormatOptions& options, std::ostream& out)
{
  const Listing l = listing(report, options.max_errors);
  for (const auto& d : report.skipped) {
    out << format_line(d) << "\n";
  }
  auto show = [&](const Diagnostic& d) {
    auto src = report.sources.find(d.file);
    out << (src != report.sources.end() ? format_with_source(d, src->second) : format_line(d))
        << "\n";
  };
  for (std::size_t i = 0; i < report.files.size(); ++i) {
    for (std::size_t k = 0; k < l.files[i]; ++k) {
      show(report.files[i].diagnostics[k]);
    }
  }
  for (std::size_t k = 0; k < l.other; ++k) {
    show(report.other[k]);
  }
  if (l.errors_left_out != 0) {
    out << "tosca-convert: note: " << l.errors_left_out << " more errors not shown (--max-errors "
        << options.max_errors << ")\n";
  }
  const auto& sp = report.search_path;
  std::size_t sp_count = 0;
  for (const auto& d : sp) {
    if (d.severity != Severity::note) {
      ++sp_count;
      if (options.verbose) {
        show(d);
      }
    }
  }
  if (sp_count != 0 && !options.verbose) {
    out << "tosca-convert: note: " << sp_count
        << " diagnostics about search-path documents not shown (use -v)\n";
  }
}

std::string to_json(const ValidateReport& report, const FormatOptions& options)
{
  const Listing l = listing(report, options.max_errors);
  std::string out = "{\n  \"files\": [";
  for (std::size_t i = 0; i < report.files.size(); ++i) {
    const FileVerdict& f = report.files[i];
    out += i == 0 ? "\n    {" : ",\n    {";
    out += "\"path\":";
    append_json_string(f.path, out);
    out += ",\"syntax\":";
    append_json_string(f.syntax, out);
    out += ",\"dialect\":";
    append_json_string(f.dialect, out);
    out += std::string(",\"valid\":") + (f.valid() ? "true" : "false");
    out += std::string(",\"readable\":") + (f.readable ? "true" : "false");
    out += ",\"diagnostics\":";
    json_diagnostics(f.diagnostics, l.files[i], out);
    out += "}";
  }
  out += report.files.empty() ? "],\n" : "\n  ],\n";
  out += "  \"skipped\": [";
  for (std::size_t i = 0; i < report.skipped.size(); ++i) {
    out += i == 0 ? "\n    {\"path\":" : ",\n    {\"path\":";
    append_json_string(report.skipped[i].file, out);
    out += ",\"reason\":";
    append_json_string(report.skipped[i].message, out);
    out += "}";
  }
  out += report.skipped.empty() ? "],\n" : "\n  ],\n";
  out += "  \"other\": ";
  json_diagnostics(report.other, l.other, out);
  out += ",\n  \"summary\": {\"files\":" + std::to_string(report.files.size()) +
         ",\"invalid\":" + std::to_string(report.invalid()) +
         ",\"unreadable\":" + std::to_string(report.unreadable()) +
         ",\"errors\":" + std::to_string(report.errors()) +
         ",\"warnings\":" + std::to_string(report.warnings()) + "}\n}\n";
  return out;
}

}  // namespace tosca::cli
