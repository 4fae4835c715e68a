#include "tosca/convert/artifact_paths.hpp"

#include "tosca/support/lexical_path.hpp"
#include "tosca/support/uri.hpp"

#include <algorithm>
#include <filesystem>
#include <set>
#include <fnmatch.h>

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

std::string absolute_normal(const std::string& p)
{
  if (!FileSet::archive_of(p).empty()) {
    return p;
  }
  // On the string: std::filesystem took 7,000 instructions a call, 2% of
  // a corpus conversion.
  return lexical_normal(!p.empty() && p.front() == '/' ? p : FileSet::absolute(p).native());
}

bool is_symlink(const std::string& path)
{
  std::error_code ec;
  return FileSet::archive_of(path).empty() && fs::is_symlink(path, ec);
}

/// Files below `dir` (recursively) that the reference's Include/Exclude
/// patterns select, in byte order of their relative path. Without an
/// Include, everything is included.
std::vector<std::string> select(const FileSet& files, const std::string& dir,
                                const ir::ArtifactReference& r)
{
  std::vector<std::pair<std::string, std::string>> kept; // relative, path
  bool any_include = std::any_of(r.patterns.begin(), r.patterns.end(),
                                 [](const auto& p) { return p.include; });
  for (auto& f : files.list(dir)) {
    if (is_symlink(f)) {
      continue;
    }
    const std::string rel = FileSet::relative(f, dir);
    bool keep = !any_include;
    for (const auto& p : r.patterns) {
      if (fnmatch(p.pattern.c_str(), rel.c_str(), 0) == 0) {
        keep = p.include;
      }
    }
    if (keep) {
      kept.emplace_back(rel, std::move(f));
    }
  }
  std::sort(kept.begin(), kept.end());
  std::vector<std::string> out;
  for (auto& k : kept) {
    out.push_back(std::move(k.second));
  }
  return out;
}

/// The ancestors of `doc`'s directory, nearest first, up to the archive
/// root or the file system root.
std::vector<std::string> ancestors(const std::string& doc)
{
  std::vector<std::string> out;
  for (std::string dir = FileSet::parent(doc);; dir = FileSet::parent(dir)) {
    out.push_back(dir);
    const std::string up = FileSet::parent(dir);
    if (up.empty() || up == dir) {
      break;
    }
  }
  return out;
}

/// The first component of a relative reference ("scripts" of
/// "./scripts/a.sh"); "" when there is none to look for (`..`, absolute).
std::string first_component(std::string_view reference)
{
  // As FileSet::join will read it: `a/../b` names b.
  const std::string normal = lexical_normal(reference);
  const std::string first = normal.substr(0, normal.find('/'));
  return first == ".." || first == "." || normal.empty() || normal.front() == '/' ? std::string()
                                                                                 : first;
}

/// The rule of package_root, with the marker probe given, and `may_hold`
/// (directory, name): false only when the directory has no entry of that
/// name, so that most ancestors are ruled out without asking the disk.
template <class Marks, class MayHold>
std::string find_package_root(const FileSet& files, const std::string& document,
                              const std::string& decoded_reference, Marks marks_package,
                              MayHold may_hold)
{
  const std::string archive = FileSet::archive_of(document);
  if (!archive.empty()) {
    return archive;
  }
  const std::string doc = absolute_normal(document);
  const auto dirs = ancestors(doc);
  if (!decoded_reference.empty()) {
    const std::string first = first_component(decoded_reference);
    for (const auto& dir : dirs) {
      if (!first.empty() && !may_hold(dir, first)) {
        continue;
      }
      if (auto p = FileSet::join(dir, decoded_reference); p && (files.is_file(*p) || files.is_directory(*p))) {
        return dir;
      }
    }
  }
  for (const auto& dir : dirs) {
    if (marks_package(dir)) {
      return dir;
    }
  }
  // A CSAR's Definitions/ folder without the rest: its parent is the root.
  const std::string dir = FileSet::parent(doc);
  if (fs::path(dir).filename() == "Definitions") {
    return FileSet::parent(dir);
  }
  return dir;
}

/// An unpacked CSAR (its TOSCA-Metadata folder), or a Winery repository.
bool marks_package_root(const FileSet& files, const std::string& dir)
{
  return files.is_file(dir + "/TOSCA-Metadata/TOSCA.meta") || is_winery_repository(files, dir);
}

}  // namespace

namespace {

/// The folders a Winery repository keeps its definitions in.
constexpr const char* k_winery_folders[] = {
    "nodetypes",         "servicetemplates", "relationshiptypes",       "artifacttemplates",
    "artifacttypes",     "capabilitytypes",  "nodetypeimplementations", "relationshiptypeimplementations",
    "requirementtypes",  "policytypes",      "policytemplates",         "datatypes",
    "interfacetypes",    "grouptypes"};

}  // namespace

namespace {

/// marks_package_root, asking the disk only about the entries `names`
/// lists.
bool marks_package_root(const FileSet& files, const std::string& dir,
                        const std::set<std::string>& names)
{
  if (names.count("TOSCA-Metadata") != 0 && files.is_file(dir + "/TOSCA-Metadata/TOSCA.meta")) {
    return true;
  }
  int hits = 0;
  for (const char* d : k_winery_folders) {
    hits += names.count(d) != 0 && files.is_directory(dir + "/" + d) ? 1 : 0;
    if (hits >= 2) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool is_winery_repository(const FileSet& files, const std::string& dir)
{
  // A corpus run asks this of every folder above every document: from the
  // walk's listing when there is one, else a question per folder name.
  if (const auto walked = files.walked_directories(dir, k_winery_folders)) {
    return *walked >= 2;
  }
  int hits = 0;
  for (const char* d : k_winery_folders) {
    hits += files.is_directory(dir + "/" + d) ? 1 : 0;
    if (hits >= 2) {
      return true;
    }
  }
  return false;
}

std::string winery_repository_of(const FileSet& files, const std::string& document)
{
  std::string folder = FileSet::parent(FileSet::parent(FileSet::parent(document)));
  std::string root = FileSet::parent(folder);
  if (root.empty() && !folder.empty()) {
    root = "."; // a relative path from the repository's root
  }
  const std::string name = folder.substr(folder.find_last_of("/!") + 1);
  const bool known = std::any_of(std::begin(k_winery_folders), std::end(k_winery_folders),
                                 [&name](const char* f) { return name == f; });
  return known && !root.empty() && is_winery_repository(files, root) ? root : std::string();
}

std::string package_root(const FileSet& files, const std::string& document,
                         const std::string& decoded_reference)
{
  return find_package_root(
      files, document, decoded_reference,
      [&](const std::string& dir) { return marks_package_root(files, dir); },
      [](const std::string&, const std::string&) { return true; });
}

const std::optional<std::set<std::string>>& PackageRoots::names(const std::string& dir)
{
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (auto it = m_names.find(dir); it != m_names.end()) {
      return it->second;
    }
  }
  std::optional<std::set<std::string>> listed = m_files.names(dir);
  std::lock_guard<std::mutex> lock(m_mutex);
  return m_names.try_emplace(dir, std::move(listed)).first->second; // entries never move
}

bool PackageRoots::marks_package(const std::string& dir)
{
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (auto it = m_marks.find(dir); it != m_marks.end()) {
      return it->second;
    }
  }
  // The disk first: no marker there means none in a listing either, and
  // most directories have none, so they are never listed (a run over one
  // document among thousands lists nothing). A marker the disk finds is
  // confirmed by name in the listing, which a case-insensitive file
  // system would not do.
  bool marks = marks_package_root(m_files, dir);
  if (marks) {
    const auto& listed = names(dir);
    marks = listed ? marks_package_root(m_files, dir, *listed) : true;
  }
  std::lock_guard<std::mutex> lock(m_mutex);
  m_marks.emplace(dir, marks);
  return marks;
}

std::string PackageRoots::of(const std::string& document, const std::string& decoded_reference)
{
  std::string key = document;
  key += '\0'; // in no path
  key += decoded_reference;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (auto it = m_roots.find(key); it != m_roots.end()) {
      return it->second;
    }
  }
  std::string root = find_package_root(
      m_files, document, decoded_reference,
      [&](const std::string& dir) { return marks_package(dir); },
      [&](const std::string& dir, const std::string& name) {
        // Absent on the disk: absent by name too, without a listing.
        const std::optional<std::string> path = FileSet::join(dir, name);
        if (path && kind(*path) == '-') {
          return false;
        }
        const auto& listed = names(dir);
        return !listed || listed->count(name) != 0; // unlistable: ask the disk
      });
  std::lock_guard<std::mutex> lock(m_mutex);
  return m_roots.try_emplace(std::move(key), std::move(root)).first->second;
}

namespace {

char kind_of(const FileSet& files, const std::string& path)
{
  return files.is_file(path) ? 'f' : files.is_directory(path) ? 'd' : '-';
}

}  // namespace

char PackageRoots::kind(const std::string& path)
{
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (auto it = m_kinds.find(path); it != m_kinds.end()) {
      return it->second;
    }
  }
  const char kind = kind_of(m_files, path);
  std::lock_guard<std::mutex> lock(m_mutex);
  return m_kinds.try_emplace(path, kind).first->second;
}

std::optional<std::vector<yaml::ArtifactFile>> PackageRoots::located(const std::string& key)
{
  std::lock_guard<std::mutex> lock(m_mutex);
  if (auto it = m_located.find(key); it != m_located.end()) {
    return it->second;
  }
  return std::nullopt;
}

void PackageRoots::remember(std::string key, std::vector<yaml::ArtifactFile> files)
{
  std::lock_guard<std::mutex> lock(m_mutex);
  m_located.try_emplace(std::move(key), std::move(files));
}

std::string relative_dir(const std::string& to, const std::string& from)
{
  std::string rel = FileSet::relative(absolute_normal(to), absolute_normal(from));
  if (rel.empty() || rel == "." || rel == absolute_normal(to)) {
    return "";
  }
  return rel + "/";
}

namespace {

/// What one reference names, as the outputs in `output_dir` refer to it.
std::vector<yaml::ArtifactFile> locate(const FileSet& files, const std::string& output_dir,
                                     PackageRoots& roots, const std::string& document_path,
                                     const ir::ArtifactReference& r)
{
  const std::string decoded = yaml::reference_path(r);
  const std::string root = roots.of(document_path, decoded);
  auto name = [&](const std::string& p) { return FileSet::relative(p, output_dir); };
  // A reference that leaves its package is named, never looked at.
  std::optional<std::string> target = FileSet::join(root, decoded);
  const std::string inside = target ? FileSet::relative(*target, root) : "..";
  if (!target || inside.rfind("..", 0) == 0 || fs::path(decoded).is_absolute()) {
    return {{target ? name(*target) : decoded, false}};
  }
  if (roots.is_directory(*target)) {
    std::vector<yaml::ArtifactFile> found;
    for (const auto& f : select(files, *target, r)) {
      found.push_back({name(f), true});
    }
    if (!found.empty()) {
      return found;
    }
  }
  // Not there: the files the reference names by itself.
  std::vector<yaml::ArtifactFile> found;
  for (const auto& p : yaml::reference_paths(r)) {
    auto f = FileSet::join(root, p);
    found.push_back({f ? name(*f) : p, f && roots.is_file(*f)});
  }
  return found;
}

}  // namespace

yaml::ArtifactLocator artifact_locator(const FileSet& files, std::string output_dir,
                                       std::shared_ptr<PackageRoots> roots)
{
  output_dir = absolute_normal(output_dir);
  if (roots == nullptr) {
    roots = std::make_shared<PackageRoots>(files);
  }
  return [&files, output_dir, roots](const std::string& document_path,
                                     const ir::ArtifactReference& r) -> std::vector<yaml::ArtifactFile> {
    if (has_uri_scheme(r.reference)) {
      return {{r.reference, true}}; // a URL is named as it is, never fetched
    }
    // Each field with its length in front: a reference read from YAML
    // may hold any byte, a NUL too.
    std::string key;
    auto field = [&key](std::string_view text) {
      key += std::to_string(text.size());
      key += ':';
      key += text;
    };
    field(output_dir);
    field(document_path);
    field(r.reference);
    for (const auto& p : r.patterns) {
      field(p.include ? "+" : "-");
      field(p.pattern);
    }
    if (auto known = roots->located(key)) {
      return std::move(*known);
    }
    std::vector<yaml::ArtifactFile> found = locate(files, output_dir, *roots, document_path, r);
    roots->remember(std::move(key), found);
    return found;
  };
}

}  // namespace tosca::convert
