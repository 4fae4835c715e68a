#include "tosca/convert/artifact_paths.hpp"

#include "tosca/support/uri.hpp"

#include <algorithm>
#include <fnmatch.h>

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

fs::path absolute_normal(const fs::path& p)
{
  std::error_code ec;
  fs::path a = fs::absolute(p, ec);
  return (ec ? p : a).lexically_normal();
}

bool is_dir(const fs::path& p)
{
  std::error_code ec;
  return fs::is_directory(p, ec);
}

bool path_exists(const fs::path& p)
{
  std::error_code ec;
  return fs::exists(p, ec);
}

/// A Winery repository root holds its definitions in these folders.
bool looks_like_repository(const fs::path& dir)
{
  int hits = 0;
  for (const char* d : {"artifacttemplates", "nodetypes", "servicetemplates", "nodetypeimplementations",
                        "relationshiptypes"}) {
    hits += is_dir(dir / d) ? 1 : 0;
  }
  return hits >= 2;
}

/// The alias whose real directory holds `file`, if any.
const LoadOptions::Alias* alias_of(const std::string& file,
                                   const std::vector<LoadOptions::Alias>& aliases)
{
  for (const auto& a : aliases) {
    if (file.rfind(a.real, 0) == 0) {
      return &a;
    }
  }
  return nullptr;
}

std::string generic(const fs::path& p)
{
  return p.generic_string();
}

/// Files below `dir` (recursively) that the reference's Include/Exclude
/// patterns select, in byte order of their relative path. Without an
/// Include, everything is included.
std::vector<fs::path> select(const fs::path& dir, const ir::ArtifactReference& r)
{
  std::vector<fs::path> out;
  std::error_code ec;
  bool any_include = std::any_of(r.patterns.begin(), r.patterns.end(),
                                 [](const auto& p) { return p.include; });
  for (fs::recursive_directory_iterator it(dir, fs::directory_options::none, ec), end;
       !ec && it != end; it.increment(ec)) {
    if (!it->is_regular_file(ec) || it->is_symlink(ec)) {
      continue;
    }
    const std::string rel = generic(it->path().lexically_relative(dir));
    bool keep = !any_include;
    for (const auto& p : r.patterns) {
      if (fnmatch(p.pattern.c_str(), rel.c_str(), 0) == 0) {
        keep = p.include;
      }
    }
    if (keep) {
      out.push_back(it->path());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

std::string real_path(const std::string& shown, const std::vector<LoadOptions::Alias>& aliases)
{
  for (const auto& a : aliases) {
    if (shown.rfind(a.shown, 0) == 0) {
      return a.real + shown.substr(a.shown.size());
    }
  }
  return shown;
}

fs::path package_root(const std::string& real_document, const std::string& decoded_reference,
                      const std::vector<LoadOptions::Alias>& aliases)
{
  if (const auto* a = alias_of(real_document, aliases)) {
    return absolute_normal(a->real);
  }
  const fs::path doc = absolute_normal(real_document);
  if (!decoded_reference.empty()) {
    for (fs::path dir = doc.parent_path(); !dir.empty(); dir = dir.parent_path()) {
      if (path_exists(dir / decoded_reference)) {
        return dir;
      }
      if (dir == dir.root_path()) {
        break;
      }
    }
  }
  for (fs::path dir = doc.parent_path(); !dir.empty(); dir = dir.parent_path()) {
    // An unpacked CSAR (its TOSCA-Metadata folder), or a Winery repository.
    if (path_exists(dir / "TOSCA-Metadata" / "TOSCA.meta") || looks_like_repository(dir)) {
      return dir;
    }
    if (dir == dir.root_path()) {
      break;
    }
  }
  // A CSAR's Definitions/ folder without the rest: its parent is the root.
  if (doc.parent_path().filename() == "Definitions") {
    return doc.parent_path().parent_path();
  }
  return doc.parent_path();
}

std::string relative_dir(const fs::path& to, const fs::path& from)
{
  std::string rel = generic(absolute_normal(to).lexically_relative(absolute_normal(from)));
  if (rel.empty() || rel == ".") {
    return "";
  }
  return rel + "/";
}

yaml::ArtifactLocator artifact_locator(fs::path output_dir, std::vector<LoadOptions::Alias> aliases)
{
  output_dir = absolute_normal(output_dir);
  return [output_dir, aliases](const std::string& document_path,
                               const ir::ArtifactReference& r) -> std::vector<yaml::ArtifactFile> {
    if (has_uri_scheme(r.reference)) {
      return {{r.reference, true}}; // a URL is named as it is, never fetched
    }
    const std::string decoded = yaml::reference_path(r);
    const std::string doc = real_path(document_path, aliases);
    fs::path root = package_root(doc, decoded, aliases);
    fs::path target = (root / decoded).lexically_normal();
    auto name = [&](const fs::path& p) {
      std::string rel = generic(p.lexically_relative(output_dir));
      return rel.empty() ? generic(p) : rel;
    };
    // A reference that leaves its package is named, never looked at.
    const std::string inside = generic(target.lexically_relative(root));
    if (inside.empty() || inside.rfind("..", 0) == 0 || fs::path(decoded).is_absolute()) {
      return {{name(target), false}};
    }
    if (is_dir(target)) {
      std::vector<yaml::ArtifactFile> files;
      for (const auto& f : select(target, r)) {
        files.push_back({name(f), true});
      }
      if (!files.empty()) {
        return files;
      }
    }
    // Not there: the files the reference names by itself.
    std::vector<yaml::ArtifactFile> files;
    for (const auto& p : yaml::reference_paths(r)) {
      fs::path f = (root / p).lexically_normal();
      files.push_back({name(f), path_exists(f) && !is_dir(f)});
    }
    return files;
  };
}

}  // namespace tosca::convert
