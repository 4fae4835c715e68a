// migration-report.html: one self-contained page for a person. The
// summary, then the failures with their reasons, then warnings grouped by
// code with examples, then a table per top-level folder of the sources.
#include "tosca/migrate/migrate.hpp"

#include "tosca/support/xml_escape.hpp"

#include <cstdio>
#include <map>

namespace tosca::migrate {

namespace {

std::string h(const std::string& s)
{
  return escape_xml(s, true);
}

std::string where(const Record::Problem& p)
{
  std::string out = p.file;
  if (p.line != 0) {
    out += ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
  }
  return out;
}

std::string seconds(double s)
{
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f s", s);
  return buf;
}

const char* status_class(const std::string& status)
{
  return status == "failed"    ? "failed"
         : status == "skipped" ? "skipped"
         : status == "converted" ? "ok"
                                 : "warn";
}

std::string group_of(const std::string& source)
{
  const auto slash = source.find('/');
  return slash == std::string::npos ? std::string("(top level)") : source.substr(0, slash);
}

const char* k_style =
    "body{font-family:'DejaVu Sans',sans-serif;margin:1.5em;color:#222;max-width:1200px}"
    "h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid #ccc}"
    "table{border-collapse:collapse;width:100%;font-size:.85em;margin:.5em 0}"
    "th,td{border:1px solid #ddd;padding:.3em .5em;text-align:left;vertical-align:top}"
    "th{background:#f2f2f2}td.num{text-align:right}code{font-size:.95em;word-break:break-all}"
    "td{overflow-wrap:anywhere}"
    ".ok{color:#2e7d32}.warn{color:#9a6700}.failed{color:#c62828;font-weight:bold}"
    ".skipped{color:#666}.cards span{display:inline-block;margin:0 1em .5em 0;padding:.4em .8em;"
    "border-radius:4px;background:#f5f5f5}.small{color:#666;font-size:.85em}";

}  // namespace

std::string report_html(const Summary& summary)
{
  std::map<std::string, std::size_t> by_status;
  std::map<std::string, std::size_t> by_kind;
  for (const auto& r : summary.records) {
    ++by_status[r.status];
    ++by_kind[r.kind];
  }
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                    "<title>Migration report</title>\n<style>" +
                    std::string(k_style) + "</style>\n</head>\n<body>\n<h1>Migration report</h1>\n";
  out += "<p class=\"cards\"><span><b>" + std::to_string(summary.records.size()) +
         "</b> items</span>";
  for (const char* s : {"converted", "converted with warnings", "failed", "skipped"}) {
    out += "<span class=\"" + std::string(status_class(s)) + "\"><b>" +
           std::to_string(by_status[s]) + "</b> " + s + "</span>";
  }
  out += "</p>\n<p class=\"small\">";
  for (const auto& [kind, n] : by_kind) {
    out += h(kind) + ": " + std::to_string(n) + " &middot; ";
  }
  out += std::to_string(summary.resumed) + " taken from an earlier run &middot; " +
         seconds(summary.seconds) + (summary.interrupted ? " &middot; <b>interrupted</b>" : "") +
         "</p>\n";

  // Failures first, each with its reason.
  out += "<h2>Failures</h2>\n";
  if (by_status["failed"] == 0) {
    out += "<p class=\"ok\">None.</p>\n";
  } else {
    out += "<table><tr><th>item</th><th>kind</th><th>reason</th><th>first error</th></tr>\n";
    for (const auto& r : summary.records) {
      if (r.status != "failed") {
        continue;
      }
      out += "<tr><td><code>" + h(r.source) + "</code></td><td>" + h(r.kind) + "</td><td>" +
             h(r.reason) + "</td><td>";
      if (!r.errors.empty()) {
        out += "<code>" + h(where(r.errors.front())) + "</code> " + h(r.errors.front().message) +
               " <span class=\"small\">[" + h(r.errors.front().code) + "]</span>";
        if (r.errors.size() > 1) {
          out += " <span class=\"small\">(+" + std::to_string(r.errors.size() - 1) + " more)</span>";
        }
      }
      out += "</td></tr>\n";
    }
    out += "</table>\n";
  }

  // Warnings grouped by code, with examples.
  struct Code
  {
    std::size_t count = 0, items = 0;
    std::vector<std::pair<std::string, const Record::Problem*>> examples;
  };
  std::map<std::string, Code> codes;
  for (const auto& r : summary.records) {
    for (const auto& [code, n] : r.counts) {
      codes[code].count += n;
      ++codes[code].items;
    }
    for (const auto& w : r.warnings) {
      if (codes[w.code].examples.size() < 3) {
        codes[w.code].examples.emplace_back(r.source, &w);
      }
    }
  }
  out += "<h2>Warnings by code</h2>\n<table><tr><th>code</th><th>count</th><th>items</th>"
         "<th>examples</th></tr>\n";
  for (const auto& [code, c] : codes) {
    if (c.examples.empty()) {
      continue; // errors only: listed with the failures
    }
    out += "<tr><td><code>" + h(code) + "</code></td><td class=\"num\">" +
           std::to_string(c.count) + "</td><td class=\"num\">" + std::to_string(c.items) +
           "</td><td>";
    for (const auto& [source, p] : c.examples) {
      out += "<div><code>" + h(where(*p)) + "</code> " + h(p->message) + "</div>";
    }
    out += "</td></tr>\n";
  }
  out += "</table>\n";

  // A table per top-level folder.
  std::map<std::string, std::vector<const Record*>> groups;
  for (const auto& r : summary.records) {
    groups[group_of(r.source)].push_back(&r);
  }
  for (const auto& [group, records] : groups) {
    out += "<h2>" + h(group) + "</h2>\n<table><tr><th>item</th><th>kind</th><th>status</th>"
           "<th>outputs</th><th>warnings</th><th>errors</th><th>time</th>" +
           std::string(summary.records.empty() || summary.records.front().verify.empty()
                           ? ""
                           : "<th>round trip</th>") +
           "</tr>\n";
    for (const Record* r : records) {
      std::size_t warnings = 0;
      for (const auto& [code, n] : r->counts) {
        warnings += n;
      }
      warnings -= std::min(warnings, r->errors.size());
      out += "<tr><td><code>" + h(r->source) + "</code></td><td>" + h(r->kind) +
             "</td><td class=\"" + status_class(r->status) + "\">" + h(r->status) +
             (r->reason.empty() || r->status == "failed" ? std::string()
                                                         : "<div class=\"small\">" + h(r->reason) + "</div>") +
             "</td><td class=\"num\">" + std::to_string(r->outputs.size()) +
             "</td><td class=\"num\">" + std::to_string(warnings) + "</td><td class=\"num\">" +
             std::to_string(r->errors.size()) + "</td><td class=\"num\">" + seconds(r->seconds) +
             "</td>" + (r->verify.empty() ? "" : "<td>" + h(r->verify) + "</td>") + "</tr>\n";
    }
    out += "</table>\n";
  }
  return out + "</body>\n</html>\n";
}

}  // namespace tosca::migrate
