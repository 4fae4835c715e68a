#pragma once
/// Where a run's files come from: the file system, and archives read into
/// memory. An archive entry is named `archive!entry` (`app.csar!Definitions/x.tosca`),
/// which is also how diagnostics show it; nothing is unpacked to disk. The
/// loader, the import resolution and the artifact locator read through one
/// FileSet, so they treat an archive as they treat a directory.

#include "tosca/csar/archive.hpp"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::convert {

class FileSet
{
public:
  FileSet();
  ~FileSet();
  FileSet(FileSet&&) noexcept;
  FileSet& operator=(FileSet&&) noexcept;

  /// The file system alone (no archive mounted).
  static const FileSet& disk();

  /// Makes an archive's entries readable as `<archive.path>!<entry>`.
  /// Returns that prefix (the archive's root, as a directory).
  std::string mount(std::shared_ptr<const csar::Archive> archive);

  /// Makes `bytes` readable as the file `path`, in memory: it shadows a
  /// file of that name on disk and is listed in directory walks. Nothing
  /// is written. (A resolved variability template is converted this way,
  /// with its imports read from beside it.)
  void put(const std::string& path, std::string bytes);

  /// The bytes of a file or an archive entry. Throws FatalError (IO_READ).
  std::string read(const std::string& path) const;
  /// The first `limit` bytes; `whole` tells whether that is all of it.
  std::string head(const std::string& path, std::size_t limit, bool& whole) const;
  /// A regular file, or an archive entry that is no directory.
  bool is_file(const std::string& path) const;
  /// A directory, an archive's root or a directory inside it.
  bool is_directory(const std::string& path) const;
  /// The names of the entries directly in `dir` (files and directories);
  /// none when a directory on disk cannot be listed.
  std::optional<std::set<std::string>> names(const std::string& dir) const;
  /// Files below `dir`, recursively (a directory of an archive: its
  /// entries), fewer path components first, then byte order.
  std::vector<std::string> list(const std::string& dir) const;

  /// `path` made absolute against the working directory, which is read
  /// once per run (the tool never changes it): fs::absolute asks the
  /// kernel every time, thousands of times in a corpus run.
  static std::filesystem::path absolute(const std::string& path);  ///< "" stays ""
  /// `a!b/c` -> `a!b`; `a/b` -> `a`; `a!x` -> `a!`.
  static std::string parent(const std::string& path);
  /// The parent of a path on disk, as std::filesystem gives it (a '!' is
  /// part of a name).
  static std::string disk_parent(const std::string& path);
  /// `rel` below directory `dir`, `.` and `..` resolved lexically; nullopt
  /// when `rel` leaves an archive's root.
  static std::optional<std::string> join(const std::string& dir, std::string_view rel);
  /// The archive prefix (`app.csar!`) of a path inside one, or "".
  static std::string archive_of(const std::string& path);
  /// `to` relative to directory `from` (both on disk, or both in one
  /// archive); `to` itself when they are not comparable.
  static std::string relative(const std::string& to, const std::string& from);

private:
  struct Mounted;
  std::map<std::string, std::unique_ptr<Mounted>> m_archives; ///< by prefix
  std::map<std::string, std::string, std::less<>> m_memory;   ///< put(), by path
  const Mounted* mounted(const std::string& path, std::string& entry) const;
};

}  // namespace tosca::convert
