// Finding the items of a migration: archives, Winery repositories (by
// their layout: at least two of Winery's type folders), XML definitions
// and YAML, under each source, in byte order of their relative paths.
#include "tosca/migrate/migrate.hpp"

#include "tosca/convert/artifact_paths.hpp"
#include "tosca/convert/file_set.hpp"
#include "tosca/convert/formats.hpp"
#include "tosca/support/directory.hpp"
#include "tosca/support/lexical_path.hpp"
#include "tosca/support/sha256.hpp"

#include <algorithm>
#include <filesystem>
#include <fnmatch.h>
#include <set>

namespace tosca::migrate {

namespace fs = std::filesystem;

std::string_view kind_name(ItemKind kind)
{
  switch (kind) {
  case ItemKind::csar: return "csar";
  case ItemKind::repository: return "repository";
  case ItemKind::xml: return "xml";
  case ItemKind::yaml: return "yaml";
  }
  return "?";
}

namespace {

bool is_winery_repository(const fs::path& dir)
{
  return convert::is_winery_repository(convert::FileSet::disk(), dir.string());
}

class Walker
{
public:
  Walker(const Options& options, std::vector<std::string>& notes)
      : m_options(options), m_notes(notes)
  {
  }

  void source(const std::string& src, const std::string& label)
  {
    std::error_code ec;
    const fs::path root(src);
    if (fs::is_directory(root, ec)) {
      if (is_winery_repository(root)) {
        add({src, label.empty() ? fs::path(lexical_normal(src)).filename().string() : label,
             ItemKind::repository});
        return;
      }
      walk(root, root, label);
    } else if (fs::is_regular_file(root, ec)) {
      file(root, label.empty() ? root.filename().string() : label + "/" + root.filename().string());
    } else {
      m_notes.push_back(src + ": not found, or not a file or directory");
    }
  }

  std::vector<Item> items;

private:
  const Options& m_options;
  std::vector<std::string>& m_notes;

  bool excluded(const std::string& relative, const fs::path& name) const
  {
    if (!m_options.include_history && name == "_history") {
      return true;
    }
    return std::any_of(m_options.excludes.begin(), m_options.excludes.end(), [&](const auto& g) {
      return fnmatch(g.c_str(), relative.c_str(), 0) == 0 ||
             fnmatch(g.c_str(), name.c_str(), 0) == 0;
    });
  }

  void add(Item item) { items.push_back(std::move(item)); }

  void walk(const fs::path& root, const fs::path& dir, const std::string& label)
  {
    std::error_code ec;
    std::vector<DirectoryEntry> entries = list_directory(dir.string(), ec);
    if (ec) {
      m_notes.push_back(dir.string() + ": cannot list: " + ec.message());
    }
    auto name = [](const DirectoryEntry& e) { return fs::path(e.path).filename(); };
    std::sort(entries.begin(), entries.end(),
              [&](const auto& a, const auto& b) { return name(a) < name(b); });
    for (const auto& e : entries) {
      const fs::path path(e.path);
      const std::string rel = fs::relative(path, root).generic_string();
      const std::string shown = label.empty() ? rel : label + "/" + rel;
      if (excluded(rel, path.filename()) || e.symlink) {
        continue; // links could lead out of the source; never followed
      }
      if (fs::equivalent(path, m_options.dest, ec)) {
        continue; // DEST inside a source: its outputs are not items
      }
      if (e.type == DirectoryEntry::Type::directory) {
        if (is_winery_repository(path)) {
          add({e.path, shown, ItemKind::repository});
        } else {
          walk(root, path, label);
        }
      } else if (e.type == DirectoryEntry::Type::regular) {
        file(path, shown);
      }
    }
  }

  void file(const fs::path& path, const std::string& shown)
  {
    using convert::Format;
    const auto& format = convert::identify_file(convert::FileSet::disk(), path.string());
    switch (format.format) {
    case Format::csar: add({path.string(), shown, ItemKind::csar}); break;
    case Format::tosca_xml:
    case Format::tosca_xml_draft:
    case Format::toscalite: add({path.string(), shown, ItemKind::xml}); break;
    case Format::tosca_yaml: add({path.string(), shown, ItemKind::yaml}); break;
    default: break; // XML Schemas, artifacts, anything else: not items
    }
  }
};

/// A stable hash of a relative path, for sharding.
std::uint64_t stable_hash(const std::string& s)
{
  return std::stoull(sha256_hex(s).substr(0, 15), nullptr, 16);
}

}  // namespace

std::vector<Item> discover(const Options& options, std::vector<std::string>& notes)
{
  Walker walker(options, notes);
  std::set<std::string> labels;
  for (const auto& src : options.sources) {
    std::string label;
    if (options.sources.size() > 1) {
      // Several sources each get a folder of DEST, named after them.
      const std::string base = fs::path(lexical_normal(src)).filename().string();
      label = base.empty() || base == "." || base == ".." ? "source" : base;
      for (int n = 2; !labels.insert(label).second; ++n) {
        label = base + "_" + std::to_string(n);
      }
    }
    walker.source(src, label);
  }
  std::vector<Item> items = std::move(walker.items);
  std::sort(items.begin(), items.end(),
            [](const Item& a, const Item& b) { return a.relative < b.relative; });
  if (options.shard) {
    const unsigned k = options.shard->first;
    const unsigned n = options.shard->second;
    std::erase_if(items, [&](const Item& i) { return stable_hash(i.relative) % n != k; });
  }
  return items;
}

}  // namespace tosca::migrate
