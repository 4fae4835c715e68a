// The batch: items run in worker processes (fork, one per item, at most
// `jobs` at a time), so a crash, a hang or a runaway allocation costs only
// that item. A worker converts into the item's staging folder and leaves
// its record there; the parent commits it to the journal. SIGINT and
// SIGTERM stop the run: running workers are killed and their staging
// removed (rolled back), and the report still lists every item once.
#include "journal.hpp"
#include "record_json.hpp"

#include "tosca/convert/workspace.hpp"
#include "tosca/support/files.hpp"
#include "tosca/support/lexical_path.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <map>
#include <vector>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/syscall.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace tosca::migrate {

namespace fs = std::filesystem;

namespace {

volatile std::sig_atomic_t g_stop = 0;
/// A pipe the handler writes to, so that a signal wakes the parent's wait
/// even when it comes just before it (a pipe's ends: read, write).
int g_wake[2] = {-1, -1};

extern "C" void on_stop(int)
{
  g_stop = 1;
  if (g_wake[1] >= 0) {
    const int saved = errno;
    [[maybe_unused]] const ssize_t n = ::write(g_wake[1], "!", 1);
    errno = saved;
  }
}

/// SIGINT and SIGTERM set g_stop (and wake the wait) while a run lasts.
class StopSignals
{
public:
  StopSignals()
  {
    g_stop = 0;
    if (pipe2(g_wake, O_NONBLOCK | O_CLOEXEC) != 0) {
      g_wake[0] = g_wake[1] = -1; // then the wait wakes every 100 ms
    }
    struct sigaction sa {};
    sa.sa_handler = on_stop;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &m_int);
    sigaction(SIGTERM, &sa, &m_term);
  }
  ~StopSignals()
  {
    sigaction(SIGINT, &m_int, nullptr);
    sigaction(SIGTERM, &m_term, nullptr);
    close_wake_pipe();
  }
  static void close_wake_pipe()
  {
    for (int& fd : g_wake) {
      if (fd >= 0) {
        close(fd);
        fd = -1;
      }
    }
  }
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

private:
  struct sigaction m_int {};
  struct sigaction m_term {};
};

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t)
{
  return std::chrono::duration<double>(Clock::now() - t).count();
}

/// The worker: converts, leaves the record beside the outputs, and exits
/// without running the parent's exit handlers.
[[noreturn]] void work(const Item& item, const Options& options, const std::string& staging,
                       pid_t parent)
{
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  // A worker dies with the run (kill -9 of the parent included), so no
  // orphan writes into a staging folder the next run has taken over.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) {
    _exit(4);
  }
  // What a library prints before it dies (Xerces' panic, an abort) goes
  // into the item's record, not onto the user's terminal.
  if (FILE* err = std::fopen(lexical_join(staging, ".stderr").c_str(), "w")) {
    dup2(fileno(err), 2);
  }
  if (options.item_memory != 0) {
    struct rlimit limit {options.item_memory, options.item_memory};
    setrlimit(RLIMIT_AS, &limit);
  }
  Record r;
  try {
    r = convert_item(item, options, staging);
  } catch (const std::bad_alloc&) {
    r.source = item.relative;
    r.kind = std::string(kind_name(item.kind));
    r.status = "failed";
    r.reason = "ran out of memory (the item memory limit)";
    r.outputs.clear();
  } catch (const std::exception& e) {
    r.source = item.relative;
    r.kind = std::string(kind_name(item.kind));
    r.status = "failed";
    r.reason = std::string("internal error: ") + e.what();
    r.outputs.clear();
  }
  try {
    std::error_code ec;
    fs::remove(lexical_join(staging, ".stderr"), ec);
    write_file_atomic(lexical_join(staging, ".record.json"), detail::record_json(r) + "\n");
  } catch (...) {
    _exit(3);
  }
  _exit(0);
}

struct Running
{
  std::size_t index;
  Clock::time_point start;
  bool killed_for_time = false;
  int pidfd = -1; ///< readable when the worker ends; -1: this kernel has none
};

/// A descriptor that becomes readable when `pid` ends (Linux 5.3), or -1.
/// Through syscall: glibc 2.36's <sys/pidfd.h> lacks C linkage for C++.
int open_pidfd(pid_t pid)
{
#ifdef SYS_pidfd_open
  return static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
#else
  (void)pid;
  return -1;
#endif
}

/// Waits until a worker may have ended, a signal came, or `most` passed:
/// on the workers' pidfds and the signal pipe, so the next item starts the
/// moment one ends (a fixed sleep left the cores idle between short items).
void wait_for_workers(const std::map<pid_t, Running>& running, std::chrono::milliseconds most)
{
  std::vector<pollfd> fds;
  for (const auto& [pid, run] : running) {
    if (run.pidfd < 0) {
      std::this_thread::sleep_for(std::min(most, std::chrono::milliseconds(3)));
      return;
    }
    fds.push_back({run.pidfd, POLLIN, 0});
  }
  if (g_wake[0] >= 0) {
    fds.push_back({g_wake[0], POLLIN, 0});
  }
  poll(fds.data(), fds.size(), static_cast<int>(most.count())); // EINTR: a signal, look again
  char drained[16];
  while (g_wake[0] >= 0 && ::read(g_wake[0], drained, sizeof drained) > 0) {
  }
}

/// How long the wait may last: until the nearest --item-timeout, at most
/// 100 ms (the pidfds and the signal pipe end it sooner).
std::chrono::milliseconds wait_limit(const std::map<pid_t, Running>& running,
                                     const Options& options)
{
  double most = 0.1;
  if (options.item_timeout > 0) {
    for (const auto& [pid, run] : running) {
      if (!run.killed_for_time) {
        most = std::min(most, std::max(0.0, options.item_timeout - since(run.start)));
      }
    }
  }
  return std::chrono::milliseconds(static_cast<long>(most * 1000) + 1);
}

/// A record for an item whose worker did not leave one.
Record lost(const Item& item, int status, const Running& run, const Options& options,
            const std::string& staging)
{
  Record r;
  r.source = item.relative;
  r.kind = std::string(kind_name(item.kind));
  r.status = "failed";
  r.seconds = since(run.start);
  const std::string memory = options.item_memory != 0 ? " (perhaps the --item-memory limit)" : "";
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%g", options.item_timeout);
  if (run.killed_for_time) {
    r.reason = std::string("did not finish within ") + seconds + " s (--item-timeout)";
  } else if (WIFSIGNALED(status)) {
    r.reason = std::string("the worker crashed: ") + strsignal(WTERMSIG(status)) + memory;
  } else {
    r.reason = "the worker stopped with status " + std::to_string(WEXITSTATUS(status)) + memory;
  }
  // The last words of the worker, if any.
  std::string said;
  try {
    said = read_file(lexical_join(staging, ".stderr"));
  } catch (const FatalError&) {
  }
  while (!said.empty() && (said.back() == '\n' || said.back() == ' ')) {
    said.pop_back();
  }
  if (!said.empty()) {
    r.reason += ": " + said.substr(said.rfind('\n') == std::string::npos ? 0 : said.rfind('\n') + 1, 200);
  }
  return r;
}

}  // namespace

Summary run(const Options& options, const std::vector<Item>& items,
            const std::function<void(const Progress&)>& progress)
{
  const auto start = Clock::now();
  StopSignals signals;
  detail::Journal journal(options.dest);
  Summary summary;
  std::vector<std::optional<Record>> records(items.size());
  std::vector<std::string> fingerprints(items.size());
  std::vector<std::size_t> pending;
  Progress p;
  p.total = items.size();

  for (std::size_t i = 0; i < items.size(); ++i) {
    journal.drop_staging(items[i]); // left by a run that was killed
    try {
      fingerprints[i] = detail::fingerprint(items[i]);
    } catch (const FatalError&) {
      fingerprints[i].clear(); // unreadable: the worker reports why
    }
    std::optional<Record> done =
        options.force || fingerprints[i].empty() ? std::nullopt : journal.finished(items[i], fingerprints[i]);
    if (done) {
      records[i] = std::move(done);
      ++summary.resumed;
    } else {
      pending.push_back(i);
    }
  }
  p.resumed = summary.resumed;
  p.done = summary.resumed;
  for (const auto& r : records) {
    p.failed += r && r->status == "failed" ? 1 : 0;
  }

  // Each worker inherits Xerces and the grammars rather than reading its
  // own: about half of a small item's time.
  if (!pending.empty()) {
    convert::prepare_for_workers();
  }
  std::map<pid_t, Running> running;
  std::size_t next = 0;
  const unsigned jobs = std::max(1u, options.jobs);
  auto finish = [&](std::size_t i, Record r) {
    try {
      journal.commit(items[i], r, fingerprints[i]);
    } catch (const FatalError& e) {
      r.status = "failed";
      r.reason = format_line(e.diagnostic());
      r.outputs.clear();
      journal.drop_staging(items[i]);
    }
    records[i] = std::move(r);
    ++p.done;
    p.failed += records[i]->status == "failed" ? 1 : 0;
    p.elapsed = since(start);
    p.last = &*records[i];
    if (progress) {
      progress(p);
    }
  };

  bool stopping = false;
  while (next < pending.size() || !running.empty()) {
    while (g_stop == 0 && running.size() < jobs && next < pending.size()) {
      const std::size_t i = pending[next++];
      const std::string staging = journal.fresh_staging(items[i]);
      const pid_t self = getpid();
      const pid_t pid = fork();
      if (pid == 0) {
        // The parent's descriptors stay the parent's.
        for (const auto& [other, run] : running) {
          if (run.pidfd >= 0) {
            close(run.pidfd);
          }
        }
        StopSignals::close_wake_pipe();
        work(items[i], options, staging, self);
      }
      if (pid < 0) {
        Record r;
        r.source = items[i].relative;
        r.kind = std::string(kind_name(items[i].kind));
        r.status = "failed";
        r.reason = std::string("cannot start a worker: ") + std::strerror(errno);
        finish(i, r);
        continue;
      }
      running[pid] = {i, Clock::now(), false, open_pidfd(pid)};
    }
    if (g_stop != 0 && !stopping) {
      stopping = true;
      next = pending.size(); // start nothing more
      for (auto& [child, run] : running) {
        kill(child, SIGKILL); // rolled back below
      }
    }
    int status = 0;
    const pid_t pid = waitpid(-1, &status, WNOHANG);
    if (pid > 0) {
      auto it = running.find(pid);
      if (it == running.end()) {
        continue;
      }
      const Running run = it->second;
      running.erase(it);
      if (run.pidfd >= 0) {
        close(run.pidfd);
      }
      const Item& item = items[run.index];
      if (g_stop != 0) {
        journal.drop_staging(item);
        continue;
      }
      const fs::path file(lexical_join(journal.staging(item), ".record.json"));
      Record r;
      bool have = false;
      if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        try {
          r = detail::record_from_json(detail::parse_json(read_file(file.string())));
          have = true;
        } catch (const std::exception&) {
        }
      }
      std::error_code ec;
      fs::remove(file, ec);
      if (!have) {
        r = lost(item, status, run, options, journal.staging(item));
        journal.drop_staging(item);
      }
      finish(run.index, std::move(r));
      continue;
    }
    for (auto& [child, run] : running) {
      if (options.item_timeout > 0 && !run.killed_for_time && since(run.start) > options.item_timeout) {
        run.killed_for_time = true;
        kill(child, SIGKILL);
      }
    }
    if (!running.empty()) {
      wait_for_workers(running, wait_limit(running, options));
    }
  }

  summary.interrupted = g_stop != 0;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (records[i]) {
      summary.records.push_back(*records[i]);
    } else {
      Record r;
      r.source = items[i].relative;
      r.kind = std::string(kind_name(items[i].kind));
      r.status = "skipped";
      r.reason = "interrupted before it ran; run the same command again to resume";
      summary.records.push_back(std::move(r));
    }
  }
  summary.seconds = since(start);
  return summary;
}

}  // namespace tosca::migrate
