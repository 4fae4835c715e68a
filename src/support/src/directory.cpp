/// Directory listing and removal (directory.hpp), on opendir/readdir.

#include "tosca/support/directory.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace tosca {

namespace {

/// Closes the stream however the listing ends.
struct OpenDir
{
  DIR* d;
  ~OpenDir()
  {
    if (d != nullptr) {
      ::closedir(d);
    }
  }
};

DirectoryEntry::Type type_of(mode_t mode)
{
  return S_ISREG(mode) ? DirectoryEntry::Type::regular
         : S_ISDIR(mode) ? DirectoryEntry::Type::directory
                         : DirectoryEntry::Type::other;
}

DirectoryEntry describe(std::string path, unsigned char d_type)
{
  DirectoryEntry e{std::move(path), DirectoryEntry::Type::other, false};
  struct stat st;
  if (d_type == DT_UNKNOWN) {
    if (::lstat(e.path.c_str(), &st) != 0) {
      e.type = DirectoryEntry::Type::missing;
      return e;
    }
    d_type = S_ISLNK(st.st_mode) ? DT_LNK : DT_UNKNOWN;
    e.type = type_of(st.st_mode);
  }
  switch (d_type) {
  case DT_REG: e.type = DirectoryEntry::Type::regular; break;
  case DT_DIR: e.type = DirectoryEntry::Type::directory; break;
  case DT_LNK:
    e.symlink = true;
    e.type = ::stat(e.path.c_str(), &st) == 0 ? type_of(st.st_mode) : DirectoryEntry::Type::missing;
    break;
  case DT_UNKNOWN: break; // typed by lstat above
  default: e.type = DirectoryEntry::Type::other; break;
  }
  return e;
}

std::string joined(const std::string& dir, const char* name)
{
  std::string path = dir;
  if (!path.empty() && path.back() != '/') {
    path += '/';
  }
  return path += name;
}

/// Appends the entries of `dir` to `out`, and below each directory that
/// is no link its own when `recurse`, each shown to `seen` (when set) as
/// it is found. False when an error ends the walk.
bool list_into(const std::string& dir, bool recurse, bool skip_denied, bool top,
               std::vector<DirectoryEntry>& out, std::error_code& ec, const WalkSeen* seen)
{
  OpenDir d{::opendir(dir.c_str())};
  if (d.d == nullptr) {
    if (!top && skip_denied && errno == EACCES) {
      return true;
    }
    ec.assign(errno, std::generic_category());
    return false;
  }
  for (;;) {
    errno = 0;
    const dirent* ent = ::readdir(d.d);
    if (ent == nullptr) {
      if (errno != 0) {
        ec.assign(errno, std::generic_category());
        return false;
      }
      return true;
    }
    if (std::strcmp(ent->d_name, ".") == 0 || std::strcmp(ent->d_name, "..") == 0) {
      continue;
    }
    out.push_back(describe(joined(dir, ent->d_name), ent->d_type));
    if (seen != nullptr && *seen) {
      (*seen)(out.back());
    }
    if (recurse && out.back().type == DirectoryEntry::Type::directory && !out.back().symlink) {
      const std::string sub = out.back().path;
      if (!list_into(sub, true, skip_denied, false, out, ec, seen)) {
        return false;
      }
    }
  }
}

}  // namespace

std::vector<DirectoryEntry> list_directory(const std::string& dir, std::error_code& ec)
{
  ec.clear();
  std::vector<DirectoryEntry> out;
  list_into(dir, false, false, true, out, ec, nullptr);
  return out;
}

std::vector<DirectoryEntry> walk_directory(const std::string& dir, bool skip_permission_denied,
                                           std::error_code& ec, const WalkSeen& seen)
{
  ec.clear();
  std::vector<DirectoryEntry> out;
  list_into(dir, true, skip_permission_denied, true, out, ec, &seen);
  return out;
}

namespace {

/// Levels below the folder removed: deeper than any path names (PATH_MAX
/// is 4096 bytes), so only a tree made by descriptors reaches it. Bounds
/// the stack: each level costs about 800 bytes of it.
constexpr int k_deepest = 4096;

/// Removes everything in the directory open as `dir`, `depth` levels down,
/// and closes it. By descriptor, with the listing in a small buffer on the
/// stack: nothing is allocated, so a folder is removed even when memory has
/// run out. Links are removed, not followed. A sweep that removed something
/// is followed by another, as a listing need not show what changed while
/// it was read.
std::uintmax_t empty_directory(int dir, int depth, std::error_code& ec)
{
  std::uintmax_t removed = 0;
  if (depth > k_deepest) {
    ec = std::make_error_code(std::errc::filename_too_long);
    ::close(dir);
    return removed;
  }
  for (bool again = true; again && !ec;) {
    again = false;
    ::lseek(dir, 0, SEEK_SET);
    // Room for the longest entry (a 255-byte name): enough for getdents64,
    // and small, as there is one per level.
    alignas(8) char buffer[512];
    for (ssize_t n; !ec && (n = ::getdents64(dir, buffer, sizeof buffer)) != 0;) {
      if (n < 0) {
        if (errno != EINTR) {
          ec.assign(errno, std::generic_category());
        }
        continue;
      }
      for (ssize_t at = 0; at < n && !ec;) {
        const auto* e = reinterpret_cast<const dirent64*>(buffer + at);
        at += e->d_reclen;
        const char* name = e->d_name;
        if (std::strcmp(name, ".") == 0 || std::strcmp(name, "..") == 0) {
          continue;
        }
        bool directory = e->d_type == DT_DIR;
        struct stat st;
        if (e->d_type == DT_UNKNOWN && ::fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0) {
          directory = S_ISDIR(st.st_mode);
        }
        if (directory) {
          const int inner = ::openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
          if (inner < 0) {
            ec.assign(errno, std::generic_category());
            break;
          }
          removed += empty_directory(inner, depth + 1, ec);
          if (ec) {
            break;
          }
        }
        if (::unlinkat(dir, name, directory ? AT_REMOVEDIR : 0) != 0) {
          ec.assign(errno, std::generic_category());
          break;
        }
        ++removed;
        again = true;
      }
    }
  }
  ::close(dir);
  return removed;
}

}  // namespace

std::uintmax_t remove_tree(const std::string& path, std::error_code& ec)
{
  ec.clear();
  struct stat st;
  if (::lstat(path.c_str(), &st) != 0) {
    if (errno != ENOENT) {
      ec.assign(errno, std::generic_category());
    }
    return 0;
  }
  std::uintmax_t removed = 0;
  if (S_ISDIR(st.st_mode)) {
    const int dir = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dir < 0) {
      ec.assign(errno, std::generic_category());
      return 0;
    }
    removed = empty_directory(dir, 1, ec);
    if (ec) {
      return removed;
    }
  }
  if ((S_ISDIR(st.st_mode) ? ::rmdir(path.c_str()) : ::unlink(path.c_str())) != 0) {
    ec.assign(errno, std::generic_category());
    return removed;
  }
  return removed + 1;
}

}  // namespace tosca
