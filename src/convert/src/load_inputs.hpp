#pragma once
/// The loader's parsing, and the parsing of many inputs on several threads
/// ahead of the loader's one ordered pass (which then only takes the
/// results, so what it reports and in which order never depends on the
/// threads).

#include "tosca/convert/workspace.hpp"

#include "tosca/support/parallel.hpp"

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace tosca::convert::detail {

/// Runs the format's reader on `bytes`; the entry's `parsed` stays empty
/// when it gave up. Never throws for the file's sake: running out of
/// memory and defects become the file's diagnostics. `text_read`: as
/// ReadRequest's (`bytes` may be gone once it ran).
LoadCache::Entry parse_document(xml::Reader& reader, const FormatInfo& format,
                                const std::string& path, std::string_view bytes,
                                const xml::ReadOptions& options, bool strict,
                                std::function<void()> text_read = {});

/// Whether the loader parses a named input of this format (the other
/// formats are skipped, refused or read as context).
bool parsed_as_input(const FormatInfo& format, Syntax syntax, bool from_dir);

/// An input read and parsed ahead of the loader.
struct Prefetched
{
  std::string bytes;
  const FormatInfo* format = nullptr;
  LoadCache::Entry entry;
};

/// Reads inputs and parses those the loader would parse, on up to `jobs`
/// threads, as they are offered: while the directories holding them are
/// still walked. `reader` serves the first thread; `files` is only read
/// meanwhile. A thread's reader compiles its own copy of the schemas, so
/// threads start as inputs come, one per k_inputs_per_thread, and none
/// for fewer than two threads' worth. An input that cannot be read or
/// parsed ahead is left out: the loader then does it itself.
class Prefetcher
{
public:
  static constexpr std::size_t k_inputs_per_thread = 16;

  Prefetcher(const LoadOptions& options, const FileSet& files, xml::Reader& reader, bool strict,
             unsigned jobs);
  ~Prefetcher(); ///< stops the threads, whatever they had left
  Prefetcher(const Prefetcher&) = delete;
  Prefetcher& operator=(const Prefetcher&) = delete;

  /// Queues an input (found in a directory or not) unless queued before.
  void offer(const std::string& file, bool from_dir);

  /// The inputs, once every one of `inputs` (file, found in a directory)
  /// has been offered and the threads are done: those read and parsed.
  std::unordered_map<std::string, Prefetched> finish(const std::vector<std::pair<std::string, bool>>& inputs);

private:
  struct Item;
  void work(unsigned worker);
  void stop();

  const LoadOptions& m_options;
  const FileSet& m_files;
  xml::Reader& m_reader;
  bool m_strict;
  unsigned m_jobs;
  std::mutex m_lock;
  std::condition_variable m_more;
  std::deque<Item> m_items; ///< elements stay where they are as it grows
  std::unordered_set<std::string> m_offered;
  std::size_t m_next = 0;   ///< the first item no thread took
  bool m_closed = false;
  bool m_no_threads = false; ///< one could not be started
  WorkerThreads m_threads;  ///< last: joined before the rest goes
};

}  // namespace tosca::convert::detail
