/// A YAML CSAR as a TOSCAlite archive: the entry definitions' topology as
/// `model.xml` at the root (toscalite_export.cpp), and every entry that is
/// not TOSCA definitions or TOSCA.meta (the files the model names among
/// them) byte for byte at the same path. The definitions themselves
/// are what model.xml replaces.

#include "csar_names.hpp"

#include "tosca/convert/toscalite_export.hpp"

#include <algorithm>

namespace tosca::convert {

CsarConversion export_toscalite_archive(const OpenedCsar& csar, const CsarOptions& options,
                                        DiagnosticSink& sink)
{
  CsarConversion result;
  const std::string& path = csar.package->archive.path;
  result.readable = true;
  result.failed = true;
  if (csar.yaml_definitions.empty()) {
    sink.error(path, 0, 0, "NOT_YAML",
               "the archive holds no YAML definitions to export" +
                   std::string(csar.xml_definitions.empty() ? "" : " (convert it with xml2yaml first)"));
    return result;
  }
  const std::size_t errors_before = sink.error_count();
  Workspace ws = load_csar(csar, Syntax::yaml, options.load, sink);
  result.sources = ws.sources;
  // The entry definitions, else the one document with a topology.
  std::optional<std::size_t> chosen;
  std::size_t with_topology = 0;
  for (std::size_t d = 0; d < ws.model.input_count; ++d) {
    const ir::Document& doc = ws.model.documents[d];
    if (!doc.service_templates.empty()) {
      ++with_topology;
      if (!chosen || csar.entry_of(doc.path) == csar.package->entry) {
        chosen = d;
      }
    }
  }
  if (!chosen || (with_topology > 1 && csar.entry_of(ws.model.documents[*chosen].path) !=
                                           csar.package->entry)) {
    sink.error(path, 0, 0, "TOSCALITE_EXPORT",
               with_topology == 0 ? "the archive has no topology to export"
                                  : "the archive has several topologies and TOSCA.meta names "
                                    "none of them as its entry");
    return result;
  }
  ToscaliteExport lite = export_toscalite(ws, *chosen, csar.files, sink);
  result.converted = 1;
  if (!lite.fits || ws.failed_inputs != 0 || sink.error_count() != errors_before) {
    return result;
  }
  std::vector<csar::Entry> entries;
  entries.push_back({"model.xml", xml::write_toscalite(lite.model), false});
  result.written = 1;
  for (const auto& e : csar.package->archive.entries) {
    const bool definitions = std::find(csar.yaml_definitions.begin(), csar.yaml_definitions.end(),
                                       e.name) != csar.yaml_definitions.end() ||
                             std::find(csar.xml_definitions.begin(), csar.xml_definitions.end(),
                                       e.name) != csar.xml_definitions.end();
    const bool meta = e.name == csar.package->meta_entry || e.name.rfind("TOSCA-Metadata/", 0) == 0;
    if (definitions || meta || e.name == "model.xml") {
      continue;
    }
    entries.push_back(e);
    result.copied += e.directory ? 0 : 1;
  }
  result.entry = "model.xml";
  try {
    result.bytes = csar::write_archive(entries);
    result.failed = false;
  } catch (const FatalError& e) {
    sink.report(e.diagnostic());
  }
  return result;
}

std::string toscalite_archive(const Output& model, const FileSet& files)
{
  std::vector<csar::Entry> entries;
  entries.push_back({"model.xml", model.text, false});
  for (const auto& [inside, full] : model.files) {
    entries.push_back({inside, files.read(full), false});
  }
  return csar::write_archive(entries);
}

}  // namespace tosca::convert
