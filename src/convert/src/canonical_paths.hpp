#pragma once
/// Canonical paths of files on disk, as std::filesystem::weakly_canonical
/// gives them, for the loader's "load each file once" keys. Private to
/// src/convert.

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tosca::convert {

/// weakly_canonical asks the kernel for every prefix of a path, each walk
/// from the root, so a deep repository of a thousand documents cost a
/// fifth of a whole-corpus conversion in path lookups. Here each component
/// is looked at once (lstat), a directory is resolved once for all its
/// files, and only a symbolic link is left to weakly_canonical.
class FileSet;

class CanonicalPaths
{
public:
  std::string of(const std::string& path);
  /// Components `files` saw in a walk (FileSet::walked) are not asked of
  /// the kernel again. `files` must outlive this.
  void look_in(const FileSet& files) { m_files = &files; }

private:
  /// A prefix resolved so far, and whether it exists (then its components
  /// are worth a look).
  struct State
  {
    std::string resolved;
    bool exists = true;
  };

  /// An absolute directory as written, resolved from its longest prefix
  /// resolved before; none when a link cannot be resolved.
  std::optional<State> directory(const std::string& dir);
  bool walk(const std::filesystem::path& p, State& state);
  /// Resolves one more component; false when a link cannot be resolved.
  bool step(State& state, std::string_view part);

  const FileSet* m_files = nullptr;
  std::string m_cwd;
  /// Absolute path with a resolved parent -> (its resolution, whether it exists).
  std::map<std::string, std::pair<std::string, bool>> m_seen;
  /// A directory as written -> its resolution.
  std::map<std::string, State, std::less<>> m_dirs;
};

/// The key under which a file is loaded once: its canonical path on disk,
/// its name in an archive.
std::string canonical_key(const std::string& path, CanonicalPaths& paths);

}  // namespace tosca::convert
