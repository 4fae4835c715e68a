/// Opening an archive for TOSCA: read and check it, mount it in memory,
/// tell definitions of each syntax from other files (the format registry),
/// and load them through the ordinary workspace loader.

#include "tosca/convert/csar.hpp"

namespace tosca::convert {

std::shared_ptr<const csar::Archive> OpenedCsar::archive() const
{
  return {package, &package->archive};
}

std::string OpenedCsar::path_of(std::string_view entry) const
{
  return package->archive.path + "!" + std::string(entry);
}

LoadOptions OpenedCsar::load_options(const LoadOptions& base, Syntax syntax) const
{
  LoadOptions o = base;
  o.syntax = syntax;
  o.search_dirs.insert(o.search_dirs.begin(), package->archive.path + "!");
  o.files = &files;
  return o;
}

std::string OpenedCsar::entry_of(const std::string& shown_path) const
{
  const std::string prefix = package->archive.path + "!";
  if (shown_path.compare(0, prefix.size(), prefix) != 0) {
    return {};
  }
  return shown_path.substr(prefix.size());
}

OpenedCsar open_csar(std::string_view bytes, const std::string& path, const csar::Limits& limits,
                     DiagnosticSink& sink)
{
  OpenedCsar c;
  c.package = std::make_shared<const csar::Package>(
      csar::open_package(csar::read_archive(bytes, path, limits), sink));
  c.files.mount(c.archive());
  for (const auto& e : c.package->archive.entries) {
    if (e.directory || e.name == c.package->meta_entry || !csar::definitions_extension(e.name)) {
      continue;
    }
    const FormatInfo& f = identify(e.name, e.data);
    if (!f.tosca) {
      continue;
    }
    (f.syntax == Syntax::xml ? c.xml_definitions : c.yaml_definitions).push_back(e.name);
  }
  return c;
}

Workspace load_csar(const OpenedCsar& csar, Syntax syntax, const LoadOptions& base,
                    DiagnosticSink& sink)
{
  std::vector<std::string> inputs;
  if (syntax != Syntax::yaml) {
    for (const auto& e : csar.xml_definitions) {
      inputs.push_back(csar.path_of(e));
    }
  }
  if (syntax != Syntax::xml) {
    for (const auto& e : csar.yaml_definitions) {
      inputs.push_back(csar.path_of(e));
    }
  }
  return load(inputs, csar.load_options(base, syntax), sink);
}

CsarTarget source_syntax(const OpenedCsar& csar)
{
  return csar.xml_definitions.empty() ? CsarTarget::yaml : CsarTarget::xml;
}

}  // namespace tosca::convert
