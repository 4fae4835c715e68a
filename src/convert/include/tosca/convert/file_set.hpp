#pragma once
/// Where a run's files come from: the file system, and archives read into
/// memory. An archive entry is named `archive!entry` (`app.csar!Definitions/x.tosca`),
/// which is also how diagnostics show it; nothing is unpacked to disk. The
/// loader, the import resolution and the artifact locator read through one
/// FileSet, so they treat an archive as they treat a directory.

#include "tosca/csar/archive.hpp"

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tosca {
struct DirectoryEntry;
}

namespace tosca::convert {

/// One name as a directory walk saw it (FileSet::walked).
struct WalkedEntry
{
  /// 'f' a regular file, 'd' a directory, 'o' something else, '-'
  /// nothing (also a link to nothing); symbolic links followed.
  char kind = '-';
  bool link = false; ///< the entry itself is a symbolic link
};

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
  /// A file of the file system, read from there again when asked: not
  /// an archive entry, nor put() in memory.
  bool on_disk(const std::string& path) const
  {
    return archive_of(path).empty() && m_memory.count(path) == 0;
  }
  /// A regular file, or an archive entry that is no directory.
  bool is_file(const std::string& path) const;
  /// A directory, an archive's root or a directory inside it.
  bool is_directory(const std::string& path) const;
  /// The names of the entries directly in `dir` (files and directories);
  /// none when a directory on disk cannot be listed.
  std::optional<std::set<std::string>> names(const std::string& dir) const;
  /// Files below `dir`, recursively (a directory of an archive: its
  /// entries), fewer path components first, then byte order. A walk on
  /// disk is remembered (see `walked_kind`). `found`, when set, is shown
  /// each file of a walk on disk as the walk finds it, in no set order
  /// (a file in memory, or of an archive, only comes in the list).
  std::vector<std::string> list(const std::string& dir,
                                const std::function<void(const std::string&)>& found = {}) const;
  /// What a walk by list() saw of `path` on disk: none when no walk
  /// covered where it would be; else its kind ('-' also when the walked
  /// directory holds no such name, or an ancestor of it is no directory)
  /// and whether the entry itself is a symbolic link. is_file and
  /// is_directory answer from it, so that the package-root search, the
  /// artifact checks and the loader's canonical paths of a corpus run do
  /// not ask the kernel 30,000 times about names its walk listed. Only a
  /// run's own FileSet remembers: FileSet::disk() lives as long as the
  /// process, and the disk changes.
  std::optional<WalkedEntry> walked(const std::string& path) const;
  /// How many of `names` are directories directly in `dir`, as a walk by
  /// list() saw them, asked with one lookup; none when no walk entered
  /// `dir` (is_directory then answers for each name).
  std::optional<std::size_t> walked_directories(const std::string& dir,
                                                std::span<const char* const> names) const;
  /// walked(path)'s kind, 0 when none.
  char walked_kind(const std::string& path) const
  {
    const auto e = walked(path);
    return e ? e->kind : 0;
  }

  /// `path` made absolute against the working directory, which is read
  /// once per run (the tool never changes it): fs::absolute asks the
  /// kernel every time, thousands of times in a corpus run.
  static std::filesystem::path absolute(const std::string& path);  ///< "" stays ""
  /// `a!b/c` -> `a!b`; `a/b` -> `a`; `a!x` -> `a!`.
  static std::string parent(const std::string& path);
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
  struct Walked;
  std::map<std::string, std::unique_ptr<Mounted>> m_archives; ///< by prefix
  std::map<std::string, std::string, std::less<>> m_memory;   ///< put(), by path
  std::unique_ptr<Walked> m_walked; ///< null: walks are not remembered
  const Mounted* mounted(const std::string& path, std::string& entry) const;
  void remember_walk(const std::string& dir, const std::vector<DirectoryEntry>& entries) const;
};

}  // namespace tosca::convert
