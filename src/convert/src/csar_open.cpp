/// Opening an archive for TOSCA: read and check it, unpack it into a private
/// directory, tell definitions of each syntax from other files by content,
/// and load them through the ordinary workspace loader.

#include "tosca/convert/csar.hpp"

#include "tosca/yaml/reader.hpp"

#include <cstdio>
#include <filesystem>

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

bool is_xml_definitions(std::string_view bytes)
{
  if (!xml::looks_like_xml(bytes)) {
    return false;
  }
  std::string root = xml::root_element_name(bytes);
  return root == "Definitions" || root == "ServiceTemplate";
}

void unpack(const csar::Archive& archive, const fs::path& dir)
{
  for (const auto& e : archive.entries) {
    fs::path target = dir / e.name;
    std::error_code ec;
    if (e.directory) {
      fs::create_directories(target, ec);
    } else {
      fs::create_directories(target.parent_path(), ec);
      std::FILE* f = std::fopen(target.c_str(), "wb");
      bool ok = f != nullptr && std::fwrite(e.data.data(), 1, e.data.size(), f) == e.data.size();
      ok = f != nullptr && std::fclose(f) == 0 && ok;
      if (ok) {
        continue;
      }
    }
    if (ec || !e.directory) {
      // A file and a directory of one name ("a" and "a/b"): a zip can say
      // so, a file system cannot hold it.
      throw FatalError(Diagnostic{Severity::error, "CSAR_CORRUPT",
                                  "entry '" + e.name +
                                      "' cannot be unpacked: a file and a directory share its path",
                                  archive.path, 0, 0});
    }
  }
}

}  // namespace

std::string OpenedCsar::real_path(std::string_view entry) const
{
  return (dir->path() / std::string(entry)).string();
}

LoadOptions OpenedCsar::load_options(const LoadOptions& base, Syntax syntax) const
{
  LoadOptions o = base;
  o.syntax = syntax;
  o.search_dirs.insert(o.search_dirs.begin(), dir->path().string());
  o.aliases.push_back({dir->path().string() + "/", package.archive.path + "!"});
  return o;
}

std::string OpenedCsar::entry_of(const std::string& shown_path) const
{
  const std::string prefix = package.archive.path + "!";
  if (shown_path.compare(0, prefix.size(), prefix) != 0) {
    return {};
  }
  return shown_path.substr(prefix.size());
}

OpenedCsar open_csar(std::string_view bytes, const std::string& path, const csar::Limits& limits,
                     DiagnosticSink& sink)
{
  OpenedCsar c;
  c.package = csar::open_package(csar::read_archive(bytes, path, limits), sink);
  c.dir = std::make_unique<TempDir>();
  unpack(c.package.archive, c.dir->path());
  for (const auto& e : c.package.archive.entries) {
    if (e.directory || e.name == c.package.meta_entry || !csar::definitions_extension(e.name)) {
      continue;
    }
    if (is_xml_definitions(e.data)) {
      c.xml_definitions.push_back(e.name);
    } else if (!xml::looks_like_xml(e.data) && yaml::looks_like_tosca_yaml(e.data)) {
      c.yaml_definitions.push_back(e.name);
    }
  }
  return c;
}

Workspace load_csar(const OpenedCsar& csar, Syntax syntax, const LoadOptions& base,
                    DiagnosticSink& sink)
{
  std::vector<std::string> inputs;
  if (syntax != Syntax::yaml) {
    for (const auto& e : csar.xml_definitions) {
      inputs.push_back(csar.real_path(e));
    }
  }
  if (syntax != Syntax::xml) {
    for (const auto& e : csar.yaml_definitions) {
      inputs.push_back(csar.real_path(e));
    }
  }
  return load(inputs, csar.load_options(base, syntax), sink);
}

CsarTarget source_syntax(const OpenedCsar& csar)
{
  return csar.xml_definitions.empty() ? CsarTarget::yaml : CsarTarget::xml;
}

}  // namespace tosca::convert
