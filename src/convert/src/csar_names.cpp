/// Naming a CSAR conversion's outputs and rewriting import locations that
/// name converted files.

#include "csar_names.hpp"

#include "tosca/support/lexical_path.hpp"

namespace tosca::convert::detail {

std::string Renaming::claim(const std::string& wanted)
{
  const std::string dir = directory_of(wanted);
  const std::string stem = stem_of(wanted);
  const std::string base = wanted.substr(dir.size());
  const std::string ext = base.size() > stem.size() ? base.substr(stem.size()) : "";
  return taken.take(dir + stem, ext);
}

std::string Renaming::first(const std::string& source) const
{
  auto it = outputs.find(source);
  return it == outputs.end() || it->second.empty() ? std::string() : it->second.front();
}

std::string directory_of(const std::string& entry)
{
  std::size_t slash = entry.rfind('/');
  return slash == std::string::npos ? std::string() : entry.substr(0, slash + 1);
}

std::string stem_of(const std::string& entry)
{
  std::string base = entry.substr(directory_of(entry).size());
  std::size_t dot = base.rfind('.');
  return dot == std::string::npos || dot == 0 ? base : base.substr(0, dot);
}

std::string recorded_source(const OpenedCsar& csar, const std::string& entry)
{
  if (!csar.package->meta) {
    return {};
  }
  const csar::MetaBlock* b = csar.package->meta->file_block(entry);
  const csar::MetaField* f = b ? b->find(k_source_field) : nullptr;
  return f ? csar::entry_name_of(f->value) : std::string();
}

namespace {

/// The new location for `location` (relative to `entry`), or "" to keep it.
std::string renamed_location(const std::string& location, const std::string& entry,
                             const Renaming& renaming)
{
  if (location.empty() || location.find("://") != std::string::npos || location.front() == '/') {
    return {};
  }
  const std::string base = directory_of(entry);
  const std::string target = lexical_normal(base + location);
  if (target.rfind("../", 0) == 0) {
    return {};
  }
  const std::string to = renaming.first(target);
  if (to.empty() || to == target) {
    return {};
  }
  return lexical_relative(to, base.empty() ? std::string(".") : base);
}

void rewrite_yaml_imports(ir::Value& imports, const std::string& entry, const Renaming& renaming)
{
  if (imports.kind != ir::Value::Kind::list) {
    return;
  }
  auto fix = [&](ir::Value& v) {
    if (v.kind == ir::Value::Kind::string) {
      if (std::string to = renamed_location(v.string, entry, renaming); !to.empty()) {
        v.string = to;
      }
    }
  };
  for (auto& item : imports.items) {
    fix(item);
    if (item.kind != ir::Value::Kind::map) {
      continue;
    }
    if (ir::Value* file = item.find("file")) {
      fix(*file);
    } else if (item.entries.size() == 1) {
      // 1.0's {name: file} and {name: {file: ...}}.
      ir::Value& def = item.entries.front().second;
      fix(def);
      if (ir::Value* f = def.kind == ir::Value::Kind::map ? def.find("file") : nullptr) {
        fix(*f);
      }
    }
  }
}

}  // namespace

void rewrite_imports(ir::Document& doc, const std::string& entry, const Renaming& renaming)
{
  for (auto& im : doc.imports) {
    if (im.location) {
      if (std::string to = renamed_location(*im.location, entry, renaming); !to.empty()) {
        im.location = to;
      }
    }
  }
  if (ir::Value* imports =
          doc.origin == ir::Origin::yaml ? doc.ext.yaml.mut().find("imports") : nullptr) {
    rewrite_yaml_imports(*imports, entry, renaming);
  }
}

}  // namespace tosca::convert::detail
