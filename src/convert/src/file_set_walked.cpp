/// FileSet's memory of its walks on disk (file_set.hpp, walked_kind):
/// each walked directory's entry names with their kinds, so that a name
/// the walk listed, or did not, is answered without asking the kernel.

#include "file_set_walked.hpp"

#include "tosca/support/directory.hpp"
#include "tosca/support/lexical_path.hpp"

#include <algorithm>
#include <filesystem>
#include <utility>

namespace tosca::convert {

namespace fs = std::filesystem;


namespace {

bool has_dot_dot(std::string_view p)
{
  return p == ".." || p.starts_with("../") || p.find("/../") != std::string_view::npos ||
         p.ends_with("/..");
}

/// `path` absolute, without "." components, repeated or trailing '/'
/// (but "/"); "" when a ".." stays in it. A ".." after the working
/// directory (which getcwd gives without links) is its lexical parent;
/// any other is the kernel's to resolve: after a symbolic link it is not
/// the lexical parent, and a key could name another directory than the
/// walk's.
std::string absolute_key(const std::string& path)
{
  std::string p;
  if (!path.empty() && path.front() == '/') {
    p = path;
  } else {
    std::string_view rel = path;
    static const std::string working = [] {
      std::string w = FileSet::absolute(".").string(); // read once per run
      return w.ends_with("/.") ? w.substr(0, w.size() - 2) : w;
    }();
    std::string cwd = working;
    for (;;) {
      if (rel.starts_with("./")) {
        rel.remove_prefix(2);
      } else if (rel.starts_with("../") || rel == "..") {
        rel.remove_prefix(std::min<std::size_t>(3, rel.size()));
        cwd = std::string(lexical_parent(cwd));
      } else {
        break;
      }
    }
    p = cwd == "/" || rel.empty() ? cwd + std::string(rel) : cwd + "/" + std::string(rel);
  }
  if (p.empty() || p.front() != '/' || has_dot_dot(p)) {
    return {};
  }
  if (p.find("//") != std::string::npos || p.find("/./") != std::string::npos || p.ends_with("/.") ||
      (p.size() > 1 && p.back() == '/')) {
    p = lexical_normal(p);
    while (p.size() > 1 && p.back() == '/') {
      p.pop_back();
    }
  }
  return p;
}

/// The key of a walk's root: with a ".." the key cannot take, its real
/// path.
std::string root_key(const std::string& dir)
{
  if (std::string key = absolute_key(dir); !key.empty()) {
    return key;
  }
  std::error_code ec;
  const fs::path real = fs::canonical(dir, ec);
  return ec ? std::string() : absolute_key(real.string());
}

char kind_letter(DirectoryEntry::Type type)
{
  switch (type) {
  case DirectoryEntry::Type::regular: return 'f';
  case DirectoryEntry::Type::directory: return 'd';
  case DirectoryEntry::Type::other: return 'o';
  default: return '-';
  }
}

/// {parent, name} of an absolute key; the root's parent is "/".
std::pair<std::string_view, std::string_view> split_key(std::string_view key)
{
  const auto slash = key.rfind('/');
  return {slash == 0 ? key.substr(0, 1) : key.substr(0, slash), key.substr(slash + 1)};
}

}  // namespace

void FileSet::remember_walk(const std::string& dir, const std::vector<DirectoryEntry>& entries) const
{
  if (!m_walked || !archive_of(dir).empty()) {
    return;
  }
  const std::string root = root_key(dir);
  if (root.empty()) {
    return;
  }
  std::unordered_map<std::string, std::vector<std::pair<std::string, WalkedEntry>>> found;
  std::string key;
  for (const DirectoryEntry& e : entries) {
    if (e.path.size() <= dir.size() || e.path.compare(0, dir.size(), dir) != 0) {
      continue; // not below `dir` as written: nothing to say of it
    }
    std::string_view rel = std::string_view(e.path).substr(dir.size());
    while (!rel.empty() && rel.front() == '/') {
      rel.remove_prefix(1);
    }
    key = root == "/" ? "/" : root + "/";
    key += rel;
    const auto [parent, name] = split_key(key);
    found[std::string(parent)].emplace_back(std::string(name),
                                           WalkedEntry{kind_letter(e.type), e.symlink});
  }
  for (auto& [d, names] : found) {
    std::sort(names.begin(), names.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
  }
  std::lock_guard<std::mutex> lock(m_walked->mutex);
  for (auto& [d, names] : found) {
    m_walked->dirs.try_emplace(d, std::move(names));
  }
}

std::optional<WalkedEntry> FileSet::walked(const std::string& path) const
{
  if (!m_walked || path.empty() || !archive_of(path).empty()) {
    return std::nullopt;
  }
  const std::string key = absolute_key(path);
  if (key.empty() || key == "/") {
    return std::nullopt;
  }
  std::lock_guard<std::mutex> lock(m_walked->mutex);
  if (m_walked->dirs.empty()) {
    return std::nullopt;
  }
  // From the path's directory up to the nearest one walked: a name there
  // that is no directory has nothing below it.
  std::string_view below = key;
  for (bool nearest = true;; nearest = false) {
    const auto [parent, name] = split_key(below);
    if (const auto it = m_walked->dirs.find(std::string(parent)); it != m_walked->dirs.end()) {
      const auto& names = it->second;
      const auto at = std::lower_bound(
          names.begin(), names.end(), name,
          [](const auto& entry, std::string_view n) { return entry.first < n; });
      if (at == names.end() || at->first != name) {
        return WalkedEntry{};
      }
      if (nearest) {
        return at->second;
      }
      // A directory the walk did not enter (a link, empty, unreadable)
      // may hold anything.
      return at->second.kind == 'd' ? std::nullopt : std::optional<WalkedEntry>(WalkedEntry{});
    }
    if (parent == "/") {
      return std::nullopt;
    }
    below = parent;
  }
}

std::optional<std::size_t> FileSet::walked_directories(const std::string& dir,
                                                       std::span<const char* const> names) const
{
  std::string entry;
  if (!m_walked || dir.empty() || !archive_of(dir).empty() || mounted(dir, entry) != nullptr) {
    return std::nullopt;
  }
  const std::string key = absolute_key(dir);
  if (key.empty()) {
    return std::nullopt;
  }
  std::lock_guard<std::mutex> lock(m_walked->mutex);
  const auto it = m_walked->dirs.find(key);
  if (it == m_walked->dirs.end()) {
    return std::nullopt;
  }
  const auto& entries = it->second;
  std::size_t found = 0;
  for (const char* name : names) {
    const std::string_view n = name;
    const auto at = std::lower_bound(
        entries.begin(), entries.end(), n,
        [](const auto& e, std::string_view wanted) { return e.first < wanted; });
    if (at != entries.end() && at->first == n && at->second.kind == 'd') {
      ++found;
    }
  }
  return found;
}

}  // namespace tosca::convert
