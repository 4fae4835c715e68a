// tosca-convert migrate SRC... -o DEST [options] | migrate --merge DEST
#include "cli.hpp"
#include "interrupt.hpp"
#include "options.hpp"

#include "tosca/migrate/migrate.hpp"
#include "tosca/support/exit_codes.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>

#include <unistd.h>

namespace tosca::cli {

namespace fs = std::filesystem;

namespace {

constexpr CommandSpec k_migrate{
    "migrate",
    "usage: tosca-convert migrate SRC... -o DEST [-j N] [--verify] [--exclude GLOB]...\n"
    "       tosca-convert migrate --merge DEST\n\n"
    "Converts whole collections to YAML: every CSAR and zip (XML or TOSCAlite)\n"
    "becomes a YAML CSAR with every file, every Winery repository (told by its\n"
    "folders) its library layout (one YAML file per document, importing the\n"
    "files whose types it uses, with the repository's other files), every XML\n"
    "document stem.yaml; YAML is copied. DEST mirrors the sources. Items run in worker processes, so one\n"
    "bad item never stops the others; the journal in DEST/.tosca-convert-migrate\n"
    "lets the same command resume after Ctrl-C, kill -9 or a power loss.\n"
    "DEST/migration-report.json and .html say what happened to each item.\n"
    "Winery's _history/ folders are left out unless --include-history.\n"
    "Exit: 0 all items converted, 4 some failed, 130 interrupted (see docs/migrate.md).",
    opt_output | opt_include | opt_yaml_version | opt_limits, 0};

/// "K/N", or "N" with K from the job array's index (Kubernetes Indexed Job,
/// Slurm array).
std::optional<std::pair<unsigned, unsigned>> parse_shard(const std::string& text)
{
  std::string k;
  std::string n = text;
  if (auto slash = text.find('/'); slash != std::string::npos) {
    k = text.substr(0, slash);
    n = text.substr(slash + 1);
  } else if (const char* index = std::getenv("JOB_COMPLETION_INDEX")) {
    k = index;
  } else if (const char* task = std::getenv("SLURM_ARRAY_TASK_ID")) {
    const char* min = std::getenv("SLURM_ARRAY_TASK_MIN");
    k = std::to_string(std::stol(task) - (min != nullptr ? std::stol(min) : 0));
  } else {
    return std::nullopt;
  }
  const unsigned long kk = std::stoul(k);
  const unsigned long nn = std::stoul(n);
  if (nn == 0 || kk >= nn) {
    return std::nullopt;
  }
  return std::pair<unsigned, unsigned>(static_cast<unsigned>(kk), static_cast<unsigned>(nn));
}

/// The live line on a terminal, else a plain line every five seconds.
class ProgressPrinter
{
public:
  explicit ProgressPrinter(bool quiet) : m_quiet(quiet), m_tty(isatty(2) != 0) {}

  void operator()(const migrate::Progress& p)
  {
    if (m_quiet) {
      return;
    }
    const std::size_t fresh = p.done - p.resumed;
    const double rate = p.elapsed > 0 ? static_cast<double>(fresh) / p.elapsed : 0;
    const double eta = rate > 0 ? static_cast<double>(p.total - p.done) / rate : 0;
    char line[200];
    std::snprintf(line, sizeof line, "[%zu/%zu] %.1f items/s, ETA %.0f s, %zu failed", p.done,
                  p.total, rate, eta, p.failed);
    if (m_tty) {
      std::cerr << "\r\033[K" << line << std::flush;
    } else if (p.elapsed - m_last >= 5 || p.done == p.total) {
      std::cerr << "tosca-convert: " << line << "\n";
      m_last = p.elapsed;
    }
  }

  void end() const
  {
    if (m_tty && !m_quiet) {
      std::cerr << "\r\033[K";
    }
  }

private:
  bool m_quiet;
  bool m_tty;
  double m_last = -5;
};

/// Counts per code and the failures; every diagnostic is in the report.
void print_summary(const migrate::Summary& s, bool quiet)
{
  std::map<std::string, std::size_t> codes;
  std::map<std::string, std::size_t> statuses;
  for (const auto& r : s.records) {
    ++statuses[r.status];
    for (const auto& [code, n] : r.counts) {
      codes[code] += n;
    }
  }
  if (!quiet) {
    for (const auto& r : s.records) {
      if (r.status == "failed") {
        std::cerr << "failed: " << r.source << ": " << r.reason << "\n";
      }
    }
    if (!codes.empty()) {
      std::cerr << "diagnostics by code:";
      for (const auto& [code, n] : codes) {
        std::cerr << " " << code << " " << n << ";";
      }
      std::cerr << "\n";
    }
  }
  std::cerr << "tosca-convert: " << s.records.size() << " items: " << statuses["converted"]
            << " converted, " << statuses["converted with warnings"] << " with warnings, "
            << statuses["failed"] << " failed, " << statuses["skipped"] << " skipped ("
            << s.resumed << " from an earlier run) in " << static_cast<long>(s.seconds + 0.5)
            << " s" << (s.interrupted ? "; interrupted: run the same command to resume" : "")
            << "\n";
  if (!s.report_json.empty()) {
    std::cerr << "tosca-convert: reports: " << s.report_json << ", " << s.report_html << "\n";
  }
}

}  // namespace

int cmd_migrate(const std::vector<std::string>& args)
{
  migrate::Options m;
  std::string shard;
  std::string merge;
  bool dry_run = false;
  bool quiet = false;
  const OwnOption own[] = {
      {"jobs,j", &m.jobs, "N", "worker processes (default 1)"},
      {"exclude", &m.excludes, "GLOB",
       "leave out paths (relative to their source) or names that match; repeatable"},
      {"include-history", &m.include_history, "", "also migrate Winery's _history/"},
      {"self-contained", &m.self_contained, "",
       "a repository becomes self-contained YAML files (each with a copy of every type it "
       "needs), not its library layout"},
      {"verify", &m.verify, "", "round-trip each converted item and report the verdict"},
      {"force", &m.force, "", "convert every item again, whatever the journal says"},
      {"dry-run", &dry_run, "", "list the items and where they would go; write nothing"},
      {"quiet,q", &quiet, "", "print only the final summary"},
      {"item-timeout", &m.item_timeout, "SECONDS",
       "stop an item after this long (default 600; 0: never)"},
      {"item-memory", &m.item_memory, "BYTES", "address-space limit of each worker (default none)"},
      {"shard", &shard, "K/N",
       "take share K of N (0-based); with N alone, K comes from the job array's index "
       "(JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID)"},
      {"merge", &merge, "DEST", "write the reports of every shard that ran into DEST"}};
  CommonOptions o;
  if (std::optional<int> stop = parse_command(k_migrate, own, args, o)) {
    return *stop;
  }
  if (!merge.empty()) {
    migrate::Summary s = migrate::merge(merge);
    try {
      migrate::publish_reports(merge, "", s);
    } catch (const FatalError& e) {
      std::cerr << format_line(e.diagnostic()) << "\n";
      return exit_io;
    }
    s.report_json = lexical_join(merge, "migration-report.json");
    s.report_html = lexical_join(merge, "migration-report.html");
    print_summary(s, quiet);
    return std::any_of(s.records.begin(), s.records.end(),
                       [](const auto& r) { return r.status == "failed"; })
               ? exit_invalid
               : exit_ok;
  }
  if (o.inputs.empty() || (o.output.empty() && !dry_run)) {
    std::cerr << "tosca-convert: error: migrate needs SRC... and -o DEST (see --help)\n";
    return exit_usage;
  }
  m.sources = o.inputs;
  m.dest = o.output;
  m.search_dirs = o.search;
  m.yaml_version = o.yaml_version;
  m.limits = o.limits;
  m.created_by = "tosca-convert " + std::string(version());
  if (!shard.empty()) {
    try {
      m.shard = parse_shard(shard);
    } catch (const std::exception&) {
    }
    if (!m.shard) {
      std::cerr << "tosca-convert: error: --shard needs K/N with 0 <= K < N, or N with "
                   "JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID set\n";
      return exit_usage;
    }
  }
  std::vector<std::string> notes;
  const std::vector<migrate::Item> items = migrate::discover(m, notes);
  for (const auto& n : notes) {
    std::cerr << "tosca-convert: warning: " << n << "\n";
  }
  if (dry_run) {
    for (const auto& i : items) {
      std::cout << migrate::kind_name(i.kind) << "\t" << i.relative << "\n";
    }
    std::cerr << "tosca-convert: " << items.size() << " items would be migrated into " << m.dest
              << "\n";
    return exit_ok;
  }
  ProgressPrinter printer(quiet);
  migrate::Summary s;
  const std::string suffix =
      m.shard ? ".shard-" + std::to_string(m.shard->first) + "-of-" + std::to_string(m.shard->second)
              : "";
  try {
    s = migrate::run(m, items, [&](const migrate::Progress& p) { printer(p); });
    printer.end();
    s.report_json = lexical_join(m.dest, "migration-report" + suffix + ".json");
    s.report_html = lexical_join(m.dest, "migration-report" + suffix + ".html");
    migrate::publish_reports(m.dest, suffix, s);
  } catch (const FatalError& e) {
    printer.end();
    std::cerr << format_line(e.diagnostic()) << "\n";
    return exit_io;
  }
  print_summary(s, quiet);
  if (s.interrupted) {
    return k_exit_interrupted;
  }
  return std::any_of(s.records.begin(), s.records.end(),
                     [](const auto& r) { return r.status == "failed"; })
             ? exit_invalid
             : exit_ok;
}

}  // namespace tosca::cli
