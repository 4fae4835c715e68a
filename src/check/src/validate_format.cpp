// validate's text and JSON output, the summary line, and the --max-errors
// cut shared by every format.
#include "validate_report.hpp"

#include <nlohmann/json.hpp>

namespace tosca::check {

namespace {

using nlohmann::ordered_json;

ordered_json diagnostics_json(const std::vector<Diagnostic>& ds, std::size_t n)
{
  ordered_json out = ordered_json::array();
  for (std::size_t i = 0; i < n; ++i) {
    const Diagnostic& d = ds[i];
    out.push_back({{"severity", to_string(d.severity)},
                   {"code", d.code},
                   {"message", d.message},
                   {"file", d.file},
                   {"line", d.line},
                   {"column", d.column}});
  }
  return out;
}

}  // namespace

namespace detail {

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

}  // namespace detail

std::string summary_line(const ValidateReport& report)
{
  const std::size_t n = report.files.size();
  // The wording is a contract (scripts read it): no singular forms.
  return "tosca-convert: validated " + std::to_string(n) + " files: " +
         std::to_string(report.errors()) + " errors, " + std::to_string(report.warnings()) +
         " warnings (" + std::to_string(report.invalid()) + " invalid, " +
         std::to_string(report.unreadable()) + " unreadable)";
}

void write_text(const ValidateReport& report, const ReportOptions& options, std::ostream& out)
{
  const detail::Listing l = detail::listing(report, options.max_errors);
  for (const auto& d : report.skipped) {
    out << format_line(d) << "\n";
  }
  std::map<std::string_view, SourceLines> lines; // each file indexed once
  auto show = [&](const Diagnostic& d) {
    auto src = report.sources.find(d.file);
    if (src == report.sources.end()) {
      out << format_line(d) << "\n";
      return;
    }
    const SourceLines& at = lines.try_emplace(src->first, src->second).first->second;
    out << format_with_source(d, at) << "\n";
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
  std::size_t sp_count = 0;
  for (const auto& d : report.search_path) {
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

std::string to_json(const ValidateReport& report, const ReportOptions& options)
{
  const detail::Listing l = detail::listing(report, options.max_errors);
  ordered_json files = ordered_json::array();
  for (std::size_t i = 0; i < report.files.size(); ++i) {
    const FileVerdict& f = report.files[i];
    files.push_back({{"path", f.path},
                     {"syntax", f.syntax},
                     {"dialect", f.dialect},
                     {"valid", f.valid()},
                     {"readable", f.readable},
                     {"diagnostics", diagnostics_json(f.diagnostics, l.files[i])}});
  }
  ordered_json skipped = ordered_json::array();
  for (const auto& d : report.skipped) {
    skipped.push_back({{"path", d.file}, {"reason", d.message}});
  }
  ordered_json out = {{"files", std::move(files)},
                      {"skipped", std::move(skipped)},
                      {"other", diagnostics_json(report.other, l.other)},
                      {"summary",
                       {{"files", report.files.size()},
                        {"invalid", report.invalid()},
                        {"unreadable", report.unreadable()},
                        {"errors", report.errors()},
                        {"warnings", report.warnings()}}}};
  // Invalid UTF-8 in a message (a quoted byte of a broken file) is replaced,
  // never a reason to fail.
  return out.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace tosca::check
