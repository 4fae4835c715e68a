#pragma once
/// `tosca-convert migrate`: whole collections to YAML, as a batch that
/// survives bad items, crashes and interruption.
///
/// A run finds the items under each source (discover.cpp), takes its
/// shard of them, skips those the journal says are done with an unchanged
/// input, and converts the rest in worker processes (workers.cpp), each
/// into a staging folder that is moved into DEST only when the item is
/// finished (journal.cpp). The reports are written from the journal
/// (report_json.cpp, report_html.cpp), so every item appears exactly once
/// whatever happened to earlier runs.

#include "tosca/csar/archive.hpp"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tosca::migrate {

enum class ItemKind {
  csar,       ///< a CSAR or zip archive (XML, or TOSCAlite): a YAML CSAR
  repository, ///< a Winery repository: its YAML files in one folder
  xml,        ///< one XML definitions document (final, draft or TOSCAlite)
  yaml,       ///< YAML already: copied as it is
};

std::string_view kind_name(ItemKind kind);

struct Item
{
  std::string source;   ///< the path to read
  std::string relative; ///< its path below DEST (and its name in reports)
  ItemKind kind;
};

struct Options
{
  std::vector<std::string> sources;
  std::string dest;
  /// Glob patterns (fnmatch, on the path relative to its source); a
  /// directory that matches is not entered.
  std::vector<std::string> excludes;
  /// Winery keeps old versions under `_history/`; they are left out
  /// unless this is set.
  bool include_history = false;
  /// A repository becomes a folder of self-contained YAML files instead of
  /// its library layout (docs/mapping.md, "Library layout").
  bool self_contained = false;
  std::vector<std::string> search_dirs; ///< -I
  std::string yaml_version = "tosca_simple_yaml_1_0";
  csar::Limits limits;
  unsigned jobs = 1;
  double item_timeout = 600;    ///< seconds; 0: none
  std::size_t item_memory = 0;  ///< bytes of address space; 0: none
  bool verify = false;          ///< round-trip each converted item
  bool force = false;           ///< ignore the journal
  /// This run's share: items whose stable hash modulo N is K (0-based).
  std::optional<std::pair<unsigned, unsigned>> shard;
  std::string created_by = "tosca-convert";
};

/// What happened to one item (one journal entry, one report record).
struct Record
{
  std::string source; ///< Item::relative
  std::string kind;
  /// converted, converted with warnings, failed, skipped
  std::string status;
  std::string reason;                   ///< why failed or skipped
  std::vector<std::string> outputs;     ///< paths below DEST
  std::map<std::string, std::size_t> counts; ///< diagnostics by code
  struct Problem
  {
    std::string code, message, file;
    unsigned line = 0, column = 0;
  };
  std::vector<Problem> errors;   ///< all errors (at most 100)
  std::vector<Problem> warnings; ///< up to 3 examples per code
  double seconds = 0;
  std::string verify; ///< "lossless", "N differences", "not run", or why it failed
  std::string input_sha256;
};

struct Progress
{
  std::size_t done = 0, total = 0, failed = 0, resumed = 0;
  double elapsed = 0;
  const Record* last = nullptr; ///< the item just finished
};

struct Summary
{
  std::vector<Record> records; ///< every item of the run, by source
  std::size_t resumed = 0;     ///< items the journal had done already
  bool interrupted = false;    ///< SIGINT or SIGTERM stopped the run
  double seconds = 0;
  std::string report_json, report_html; ///< where the reports went
};

/// The items under the sources, in a stable order, this shard's only.
/// Problems with the sources themselves go to `notes`.
std::vector<Item> discover(const Options& options, std::vector<std::string>& notes);

/// Converts one item into `staging` (its outputs named as below DEST) and
/// returns its record. Runs in a worker process.
Record convert_item(const Item& item, const Options& options, const std::string& staging);

/// The whole run. `progress` is called after each item.
Summary run(const Options& options, const std::vector<Item>& items,
            const std::function<void(const Progress&)>& progress);

/// `--merge DEST`: the reports of every journal entry in DEST, as one run
/// over all shards would have written them.
Summary merge(const std::string& dest);

/// Writes DEST/migration-report<suffix>.json and .html, each appearing
/// whole (through the state folder). Throws FatalError (IO_WRITE).
void publish_reports(const std::string& dest, const std::string& suffix, const Summary& summary);

/// The reports' texts.
std::string report_json(const Summary& summary);
std::string report_html(const Summary& summary);

/// The folder in DEST that holds the journal and staging folders.
std::string state_dir(const std::string& dest);

}  // namespace tosca::migrate
