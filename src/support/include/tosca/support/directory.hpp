#pragma once
/// Listing and removing directories without std::filesystem's iterators: libstdc++ 12
/// builds each entry's path inside a noexcept function, so running out of
/// memory while listing ended the process (std::terminate). Here it is a
/// std::bad_alloc, like anywhere else; every other failure is an
/// error_code, as with the iterators' error_code forms.

#include <cstdint>
#include <functional>
#include <string>
#include <system_error>
#include <vector>

namespace tosca {

struct DirectoryEntry
{
  enum class Type { regular, directory, other, missing };
  std::string path;     ///< the listed directory joined with the name
  Type type;            ///< what the entry is, symbolic links followed
  bool symlink = false; ///< the entry itself is a symbolic link
};

/// The entries of `dir`, without "." and "..", in the order the system
/// gives them.
std::vector<DirectoryEntry> list_directory(const std::string& dir, std::error_code& ec);

/// Shown each entry of a walk as it is found.
using WalkSeen = std::function<void(const DirectoryEntry&)>;

/// Every entry below `dir`, each directory's contents right after it
/// (recursive_directory_iterator's order); symbolic links to directories
/// are listed but not entered. A subdirectory that may not be read is
/// skipped when `skip_permission_denied`, else its error ends the walk.
/// On an error, the entries found until then. `seen`, when set, is shown
/// each entry as the walk finds it (so that work on it may start).
std::vector<DirectoryEntry> walk_directory(const std::string& dir, bool skip_permission_denied,
                                           std::error_code& ec, const WalkSeen& seen = {});

/// Removes `path` and, when it is a directory, everything below it, as
/// std::filesystem::remove_all does (whose libstdc++ 12 walk ends the
/// process when memory runs out): symbolic links are removed, never
/// followed. A missing path removes nothing and is no error. Returns how
/// many entries were removed; on an error, `ec` says which, and what was
/// removed until then stays removed. Allocates nothing below `path` (by
/// descriptor, getdents64 into a buffer on the stack), so it also cleans
/// up after memory has run out.
std::uintmax_t remove_tree(const std::string& path, std::error_code& ec);

}  // namespace tosca
