// validate's text and JSON output, the summary line, and the --max-errors
// cut shared by every format.
#include "validate_report.hpp"

#include "tosca/support/json.hpp"

namespace tosca::check {

namespace {

void write_diagnostics(const std::vector<Diagnostic>& ds, std::size_t n, JsonWriter& out)
{
  out.begin_array();
  for (std::size_t i = 0; i < n; ++i) {
    const Diagnostic& d = ds[i];
    out.begin_object();
    out.key("severity").string(to_string(d.severity));
    out.key("code").string(d.code);
    out.key("message").string(d.message);
    out.key("file").string(d.file);
    out.key("line").number(std::uint64_t{d.line});
    out.key("column").number(std::uint64_t{d.column});
    out.end_object();
  }
  out.end_array();
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
  // Written as it goes, not as an nlohmann tree, whose destruction
  // allocates (fatal once memory has run out). Invalid UTF-8 in a message
  // (a quoted byte of a broken file) is replaced, never a reason to fail.
  std::string text;
  JsonWriter out(text, 2);
  out.begin_object();
  out.key("files").begin_array();
  for (std::size_t i = 0; i < report.files.size(); ++i) {
    const FileVerdict& f = report.files[i];
    out.begin_object();
    out.key("path").string(f.path);
    out.key("syntax").string(f.syntax);
    out.key("dialect").string(f.dialect);
    out.key("valid").boolean(f.valid());
    out.key("readable").boolean(f.readable);
    out.key("diagnostics");
    write_diagnostics(f.diagnostics, l.files[i], out);
    out.end_object();
  }
  out.end_array();
  out.key("skipped").begin_array();
  for (const auto& d : report.skipped) {
    out.begin_object().key("path").string(d.file).key("reason").string(d.message).end_object();
  }
  out.end_array();
  out.key("other");
  write_diagnostics(report.other, l.other, out);
  out.key("summary").begin_object();
  out.key("files").number(std::uint64_t{report.files.size()});
  out.key("invalid").number(std::uint64_t{report.invalid()});
  out.key("unreadable").number(std::uint64_t{report.unreadable()});
  out.key("errors").number(std::uint64_t{report.errors()});
  out.key("warnings").number(std::uint64_t{report.warnings()});
  out.end_object();
  out.end_object();
  return text + "\n";
}

}  // namespace tosca::check
