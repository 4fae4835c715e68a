#pragma once
/// Ctrl-C and SIGTERM for the commands that write files. Before anything
/// is written, an interrupt ends the process at once (exit 130), after
/// removing the folders made ahead of the outputs (PreparedDirectories),
/// and says nothing was written. While files are written, it asks the
/// writing threads to stop after the files they are writing (each appears
/// whole or not at all), so the command can say what it wrote.

namespace tosca::cli {

/// Exit status after SIGINT or SIGTERM (128 + SIGINT).
inline constexpr int k_exit_interrupted = 130;

class InterruptGuard
{
public:
  InterruptGuard();
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

  /// From now on an interrupt only asks the writing loop to stop.
  void writing();
  /// An interrupt came while writing.
  static bool requested();
};

}  // namespace tosca::cli
