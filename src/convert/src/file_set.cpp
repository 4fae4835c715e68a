#include "tosca/convert/file_set.hpp"

#include "tosca/support/lexical_path.hpp"

#include "file_set_walked.hpp"

#include "tosca/support/directory.hpp"
#include "tosca/support/files.hpp"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <set>
#include <string_view>
#include <vector>

namespace tosca::convert {

namespace fs = std::filesystem;

/// A mounted archive: its entries by name, and the directories they imply.
struct FileSet::Mounted
{
  std::shared_ptr<const csar::Archive> archive;
  std::map<std::string, const csar::Entry*, std::less<>> files;
  std::set<std::string, std::less<>> directories; ///< "" (the root), "a", "a/b"
};

namespace {

/// Lexical normalisation of a '/'-separated relative path; nullopt when
/// `..` would leave its root.
std::optional<std::string> normalize(std::string_view path)
{
  std::vector<std::string_view> parts;
  for (std::size_t at = 0; at <= path.size();) {
    std::size_t end = path.find('/', at);
    if (end == std::string_view::npos) {
      end = path.size();
    }
    std::string_view part = path.substr(at, end - at);
    if (part == "..") {
      if (parts.empty()) {
        return std::nullopt;
      }
      parts.pop_back();
    } else if (!part.empty() && part != ".") {
      parts.push_back(part);
    }
    at = end + 1;
  }
  std::string out;
  for (const auto& p : parts) {
    out += (out.empty() ? "" : "/") + std::string(p);
  }
  return out;
}

std::size_t depth(const std::string& p)
{
  return static_cast<std::size_t>(std::count(p.begin(), p.end(), '/'));
}

void sort_by_depth(std::vector<std::string>& files)
{
  // Each depth counted once, not twice per comparison.
  std::vector<std::pair<std::size_t, std::string>> keyed;
  keyed.reserve(files.size());
  for (auto& f : files) {
    keyed.emplace_back(depth(f), std::move(f));
  }
  std::sort(keyed.begin(), keyed.end());
  for (std::size_t i = 0; i < keyed.size(); ++i) {
    files[i] = std::move(keyed[i].second);
  }
}

}  // namespace

FileSet::FileSet() : m_walked(std::make_unique<Walked>()) {}
FileSet::~FileSet() = default;
FileSet::FileSet(FileSet&&) noexcept = default;
FileSet& FileSet::operator=(FileSet&&) noexcept = default;

const FileSet& FileSet::disk()
{
  static const FileSet files = [] {
    FileSet f;
    f.m_walked.reset(); // the process's own: it would keep every walk of a batch
    return f;
  }();
  return files;
}

std::string FileSet::mount(std::shared_ptr<const csar::Archive> archive)
{
  auto m = std::make_unique<Mounted>();
  m->directories.insert("");
  for (const auto& e : archive->entries) {
    std::string name = e.name;
    while (!name.empty() && name.back() == '/') {
      name.pop_back();
    }
    if (e.directory) {
      m->directories.insert(name);
    } else {
      m->files.emplace(name, &e);
    }
    for (auto slash = name.rfind('/'); slash != std::string::npos; slash = name.rfind('/', slash - 1)) {
      m->directories.insert(name.substr(0, slash));
      if (slash == 0) {
        break;
      }
    }
  }
  std::string prefix = archive->path + "!";
  m->archive = std::move(archive);
  m_archives[prefix] = std::move(m);
  return prefix;
}

const FileSet::Mounted* FileSet::mounted(const std::string& path, std::string& entry) const
{
  const std::string prefix = archive_of(path);
  if (prefix.empty()) {
    return nullptr;
  }
  auto it = m_archives.find(prefix);
  if (it == m_archives.end()) {
    return nullptr;
  }
  entry = normalize(std::string_view(path).substr(prefix.size())).value_or("\x01");
  return it->second.get();
}

void FileSet::put(const std::string& path, std::string bytes)
{
  m_memory[path] = std::move(bytes);
}

std::string FileSet::read(const std::string& path) const
{
  if (auto it = m_memory.find(path); it != m_memory.end()) {
    return it->second;
  }
  std::string entry;
  if (const Mounted* m = mounted(path, entry)) {
    auto it = m->files.find(entry);
    if (it == m->files.end()) {
      throw FatalError(Diagnostic{Severity::error, "IO_READ",
                                  "the archive has no entry '" + entry + "'", path, 0, 0});
    }
    return it->second->data;
  }
  return read_file(path);
}

std::string FileSet::head(const std::string& path, std::size_t limit, bool& whole) const
{
  std::string entry;
  if (m_memory.count(path) != 0 || mounted(path, entry) != nullptr) {
    std::string all = read(path);
    whole = all.size() <= limit;
    return whole ? all : all.substr(0, limit);
  }
  return read_file_head(path, limit, whole);
}

bool FileSet::is_file(const std::string& path) const
{
  if (m_memory.count(path) != 0) {
    return true;
  }
  std::string entry;
  if (const Mounted* m = mounted(path, entry)) {
    return m->files.count(entry) != 0;
  }
  if (!archive_of(path).empty()) {
    return false;
  }
  if (const char kind = walked_kind(path)) {
    return kind == 'f';
  }
  std::error_code ec;
  return fs::is_regular_file(path, ec);
}

bool FileSet::is_directory(const std::string& path) const
{
  std::string entry;
  if (const Mounted* m = mounted(path, entry)) {
    return m->directories.count(entry) != 0;
  }
  if (!archive_of(path).empty()) {
    return false;
  }
  if (const char kind = walked_kind(path)) {
    return kind == 'd';
  }
  std::error_code ec;
  return fs::is_directory(path, ec);
}

fs::path FileSet::absolute(const std::string& path)
{
  fs::path p(path);
  if (p.is_absolute() || p.empty()) {
    return p; // fs::absolute("") fails, and callers kept "" then
  }
  static const fs::path cwd = [] {
    std::error_code ec;
    return fs::current_path(ec);
  }();
  return cwd.empty() ? p : fs::path(lexical_join(cwd.native(), path));
}

std::optional<std::set<std::string>> FileSet::names(const std::string& dir) const
{
  std::set<std::string> out;
  // The first path component of `path` below `below`, if it is below.
  auto child = [&out](std::string_view path, std::string_view below) {
    if (path.size() > below.size() && path.compare(0, below.size(), below) == 0) {
      std::string_view rest = path.substr(below.size());
      out.emplace(rest.substr(0, rest.find('/')));
    }
  };
  std::string entry;
  if (const Mounted* m = mounted(dir, entry)) {
    const std::string below = entry.empty() ? "" : entry + "/";
    for (const auto& f : m->files) {
      child(f.first, below);
    }
    for (const auto& d : m->directories) {
      child(d, below);
    }
    return out;
  }
  std::error_code ec;
  for (const DirectoryEntry& e : list_directory(dir, ec)) {
    out.insert(e.path.substr(e.path.rfind('/') + 1));
  }
  if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory) {
    return std::nullopt; // there, but not readable: the caller asks the disk
  }
  const std::string below = dir.empty() || dir.back() == '/' ? dir : dir + "/";
  for (const auto& m : m_memory) {
    child(m.first, below);
  }
  return out;
}

std::vector<std::string> FileSet::list(const std::string& dir,
                                       const std::function<void(const std::string&)>& found) const
{
  std::vector<std::string> out;
  std::string entry;
  if (const Mounted* m = mounted(dir, entry)) {
    const std::string prefix = archive_of(dir);
    const std::string below = entry.empty() ? "" : entry + "/";
    for (const auto& [name, e] : m->files) {
      if (name.compare(0, below.size(), below) == 0) {
        out.push_back(prefix + name);
      }
    }
    sort_by_depth(out);
    return out;
  }
  std::error_code ec;
  WalkSeen seen;
  if (found) {
    seen = [&](const DirectoryEntry& e) {
      if (e.type == DirectoryEntry::Type::regular && m_memory.count(e.path) == 0) {
        found(e.path);
      }
    };
  }
  std::vector<DirectoryEntry> walked = walk_directory(dir, true, ec, seen);
  if (!ec) {
    remember_walk(dir, walked);
  }
  for (DirectoryEntry& e : walked) {
    if (e.type == DirectoryEntry::Type::regular && m_memory.count(e.path) == 0) {
      out.push_back(std::move(e.path));
    }
  }
  const std::string below = dir.empty() || dir.back() == '/' ? dir : dir + "/";
  for (const auto& entry : m_memory) {
    if (entry.first.compare(0, below.size(), below) == 0) {
      out.push_back(entry.first);
    }
  }
  sort_by_depth(out);
  return out;
}

std::string FileSet::archive_of(const std::string& path)
{
  auto bang = path.find('!');
  return bang == std::string::npos ? std::string() : path.substr(0, bang + 1);
}

std::string FileSet::parent(const std::string& path)
{
  const std::string prefix = archive_of(path);
  if (!prefix.empty()) {
    std::string entry = path.substr(prefix.size());
    auto slash = entry.rfind('/');
    return prefix + (slash == std::string::npos ? std::string() : entry.substr(0, slash));
  }
  return std::string(lexical_parent(path));
}

std::optional<std::string> FileSet::join(const std::string& dir, std::string_view rel)
{
  const std::string prefix = archive_of(dir);
  if (!prefix.empty()) {
    std::string inner = dir.substr(prefix.size());
    auto n = normalize(inner.empty() ? std::string(rel) : inner + "/" + std::string(rel));
    if (!n) {
      return std::nullopt;
    }
    return prefix + *n;
  }
  return lexical_normal(lexical_join(dir, rel));
}

std::string FileSet::relative(const std::string& to, const std::string& from)
{
  // Most questions are of two paths on disk, which name no archive.
  const bool on_disk = to.find('!') == std::string::npos && from.find('!') == std::string::npos;
  const std::string a = on_disk ? std::string() : archive_of(to);
  if (!on_disk && a != archive_of(from)) {
    return to;
  }
  const std::string rel =
      a.empty() ? lexical_relative(lexical_normal(absolute(to).native()), lexical_normal(absolute(from).native()))
                : lexical_relative(lexical_normal(lexical_join("/", std::string_view(to).substr(a.size()))),
                                   lexical_normal(lexical_join("/", std::string_view(from).substr(a.size()))));
  return rel.empty() ? to : rel;
}

}  // namespace tosca::convert
