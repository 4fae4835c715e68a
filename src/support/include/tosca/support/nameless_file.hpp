#pragma once
/// A file written without a name (Linux O_TMPFILE) in the directory it will
/// live in, and given its name only when whole: a reader never sees half of
/// it, and a process killed (even by SIGKILL) leaves nothing behind while
/// it is written. A new name appears by linkat itself; an existing file is
/// replaced through a temporary name renamed over it at once, which a kill
/// in that instant leaves, as with any write by rename. write_file_atomic uses it for a whole text; a writer that makes
/// a large output in pieces hands them to one, so the output never has to
/// sit in memory whole.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace tosca {

class NamelessFile
{
public:
  /// A new nameless file in `dir`, or null when the file system cannot
  /// make one (no O_TMPFILE), `dir` does not exist, or `max_open` of them
  /// (at most a quarter of the process's descriptor limit) are open in
  /// this process: each holds a descriptor until it is named. Never
  /// creates a directory.
  static std::unique_ptr<NamelessFile> open(const std::filesystem::path& dir,
                                            std::size_t max_open = 64);
  ~NamelessFile();
  NamelessFile(const NamelessFile&) = delete;
  NamelessFile& operator=(const NamelessFile&) = delete;

  /// Appends `bytes`. A failure (a full disk) is remembered and reported
  /// by link_as, so a writer handing over pieces need not stop for it.
  /// Once named, the file takes nothing more (that is a failure too).
  void write(std::string_view bytes);
  /// True once link_as or try_link gave it its name.
  bool linked() const { return m_linked; }
  /// How many bytes were written.
  std::uint64_t size() const { return m_size; }
  /// Everything written so far (for a caller that needs the text after all).
  /// Throws FatalError: IO_WRITE when a write failed (the bytes are not
  /// all there), IO_READ when it cannot be read back or was named already.
  std::string read_all() const;
  /// Appends the `size` bytes written at `offset` to `out`; throws as
  /// read_all does, and IO_READ for a range past what was written.
  void read_at(std::uint64_t offset, std::size_t size, std::string& out) const;
  /// Gives the file the name `path` (in the directory it was opened in),
  /// replacing a file of that name in one rename; once. Throws FatalError
  /// (IO_WRITE) when a write failed or the name cannot be given; the file
  /// then disappears with this object.
  void link_as(const std::filesystem::path& path);
  /// link_as, but false (and nothing done) where the system cannot name a
  /// nameless file (no /proc): the caller writes the bytes another way.
  bool try_link(const std::filesystem::path& path);

private:
  NamelessFile(int fd, std::filesystem::path dir) : m_fd(fd), m_dir(std::move(dir)) {}
  void release(); ///< closes the descriptor (once named, or at the end)

  int m_fd = -1;
  std::filesystem::path m_dir;
  std::uint64_t m_size = 0;
  int m_write_errno = 0; ///< the first failed write's errno, 0 for none
  bool m_linked = false;
};

}  // namespace tosca
