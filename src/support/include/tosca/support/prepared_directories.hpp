#pragma once
/// Directories made ahead of the files that go into them, on a thread of
/// their own. Making a directory is the kernel's work (on ext4 about 40 µs
/// each; the shared corpus's library layout has 1,565), and it can run
/// while the outputs are still being made on the other core.
///
/// The directories it made that no file went into are removed again when
/// it is destroyed, so a run that writes nothing into them (--strict
/// skipping outputs, an error) leaves the tree as it found it; so does an
/// interrupt before the writing starts (undo_on_signal). Only a kill -9
/// can leave empty directories behind; never a file.

#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace tosca {

class PreparedDirectories
{
public:
  PreparedDirectories();
  /// Waits for the thread, then removes the empty directories it made
  /// (unless told to keep them).
  ~PreparedDirectories();
  PreparedDirectories(const PreparedDirectories&) = delete;
  PreparedDirectories& operator=(const PreparedDirectories&) = delete;

  /// Starts making `root` and the folder of each of `files` (paths
  /// relative to `root`, '/'-separated), parents first. A path that is
  /// absolute or climbs with ".." is left to whoever writes it. Once only,
  /// by one object at a time; without a thread to be had, nothing is made
  /// ahead.
  void start(const std::string& root, const std::vector<std::string>& files);
  /// Waits until every directory is made or failed (a directory that could
  /// not be made is reported by the write into it, as without this).
  void wait();
  /// Every file went where it was planned: nothing to remove at the end.
  void keep() { m_keep = true; }

  /// For a signal handler that ends the process before anything is
  /// written: stops the thread and removes every directory it made.
  /// Async-signal-safe (atomics and rmdir only).
  static void undo_on_signal() noexcept;

  struct Plan; ///< the directories and the thread's progress (the .cpp's)

private:
  std::unique_ptr<Plan> m_plan;
  std::thread m_thread;
  bool m_keep = false;
};

}  // namespace tosca
