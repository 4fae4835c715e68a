/// Directories made ahead of their files (prepared_directories.hpp).

#include "tosca/support/prepared_directories.hpp"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <set>
#include <string_view>
#include <system_error>

namespace tosca {

/// The directories to make, fixed before the thread starts, and what the
/// thread has done: read by a signal handler, so nothing here allocates
/// once the thread runs.
struct PreparedDirectories::Plan
{
  std::vector<std::string> dirs; ///< parents before children
  std::unique_ptr<std::atomic<bool>[]> made;
  std::atomic<bool> stop{false};
  std::atomic<bool> busy{false}; ///< between looking at `stop` and marking `made`
};

namespace {

std::atomic<PreparedDirectories::Plan*> g_active{nullptr};

/// The folder of a relative file path, or "" for none or one that is
/// absolute or climbs out.
std::string_view folder_of(std::string_view file)
{
  if (file.empty() || file.front() == '/') {
    return {};
  }
  for (std::size_t at = 0; at <= file.size();) {
    const std::size_t end = std::min(file.find('/', at), file.size());
    if (file.substr(at, end - at) == "..") {
      return {};
    }
    at = end + 1;
  }
  const std::size_t slash = file.rfind('/');
  return slash == std::string_view::npos ? std::string_view() : file.substr(0, slash);
}

/// `root`'s own ancestors and itself, then each distinct folder prefix of
/// `files` under it: the order mkdir needs.
std::vector<std::string> directories(const std::string& root, const std::vector<std::string>& files)
{
  std::vector<std::string> out;
  for (std::size_t at = 0; at <= root.size();) {
    const std::size_t end = std::min(root.find('/', at), root.size());
    std::string prefix = root.substr(0, end);
    if (!prefix.empty() && prefix != "." && prefix != ".." && prefix.back() != '/') {
      out.push_back(std::move(prefix));
    }
    at = end + 1;
  }
  const std::string base = root.back() == '/' ? root : root + "/";
  std::set<std::string_view> seen;
  for (const std::string& file : files) {
    const std::string_view folder = folder_of(file);
    for (std::size_t at = 0; !folder.empty() && at <= folder.size();) {
      const std::size_t end = std::min(folder.find('/', at), folder.size());
      const std::string_view prefix = folder.substr(0, end);
      at = end + 1;
      if (!prefix.empty() && seen.insert(prefix).second) {
        out.push_back(base + std::string(prefix));
      }
    }
  }
  return out;
}

/// Removes the directories the thread made, deepest first (a folder
/// empties when its empty subfolders go). rmdir removes only an empty
/// directory; one a file went into stays. Async-signal-safe.
void remove_made(const PreparedDirectories::Plan& plan) noexcept
{
  for (std::size_t i = plan.dirs.size(); i-- > 0;) {
    if (plan.made[i].load()) {
      ::rmdir(plan.dirs[i].c_str());
    }
  }
}

void make_all(PreparedDirectories::Plan& plan)
{
  for (std::size_t i = 0; i < plan.dirs.size(); ++i) {
    plan.busy.store(true);
    if (plan.stop.load()) {
      plan.busy.store(false);
      return;
    }
    // A directory in the way of a file, or without permission, fails
    // here and again when its file is written, which reports it.
    if (::mkdir(plan.dirs[i].c_str(), 0777) == 0) {
      plan.made[i].store(true);
    }
    plan.busy.store(false);
  }
}

}  // namespace

PreparedDirectories::PreparedDirectories() = default;

PreparedDirectories::~PreparedDirectories()
{
  wait();
  if (m_plan) {
    g_active.store(nullptr);
    if (!m_keep) {
      remove_made(*m_plan);
    }
  }
}

void PreparedDirectories::start(const std::string& root, const std::vector<std::string>& files)
{
  if (m_plan) {
    return;
  }
  auto plan = std::make_unique<Plan>();
  plan->dirs = directories(root.empty() ? "." : root, files);
  plan->made = std::make_unique<std::atomic<bool>[]>(plan->dirs.size());
  Plan* expected = nullptr;
  if (!g_active.compare_exchange_strong(expected, plan.get())) {
    return; // another one is running: the writes make their own
  }
  m_plan = std::move(plan);
  // The thread never takes SIGINT or SIGTERM, so that the handler, which
  // waits for it, never runs on it.
  sigset_t block;
  sigset_t old;
  sigemptyset(&block);
  sigaddset(&block, SIGINT);
  sigaddset(&block, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &block, &old);
  try {
    m_thread = std::thread([p = m_plan.get()] { make_all(*p); });
  } catch (const std::system_error&) {
    // No thread: the writes make their directories, as without this.
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
}

void PreparedDirectories::wait()
{
  if (m_thread.joinable()) {
    m_thread.join();
  }
}

void PreparedDirectories::undo_on_signal() noexcept
{
  Plan* plan = g_active.load();
  if (plan == nullptr) {
    return;
  }
  // Either the thread sees `stop` before its next mkdir, or this sees it
  // busy and waits until that mkdir is marked (both are sequentially
  // consistent), so every directory it makes is removed here.
  plan->stop.store(true);
  while (plan->busy.load()) {
  }
  remove_made(*plan);
}

}  // namespace tosca
