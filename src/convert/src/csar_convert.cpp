/// Converting a whole CSAR: every definitions document of the source syntax
/// through the ordinary pipelines, every other entry copied, TOSCA.meta
/// rewritten, the archive written deterministically (csar.hpp).

#include "csar_names.hpp"

#include "tosca/convert/formats.hpp"
#include "tosca/convert/yaml_to_xml.hpp"
#include "tosca/support/sha256.hpp"

namespace tosca::convert {

namespace {

using detail::Renaming;

/// The outputs of a conversion, with the entry each came from.
struct Converted
{
  std::vector<Output> outputs;
  std::vector<std::string> sources; ///< entry of outputs[i]
};

/// xml2yaml writes one YAML file per service template (one for a document
/// without any): `stem.yaml`, or `stem.<template id>.yaml` when there are
/// several; a file that came from YAML gets its recorded name back.
void name_yaml_outputs(const OpenedCsar& csar, const Workspace& ws, Renaming& renaming)
{
  for (std::size_t d = 0; d < ws.model.input_count; ++d) {
    const ir::Document& doc = ws.model.documents[d];
    const std::string entry = csar.entry_of(doc.path);
    auto& names = renaming.outputs[entry];
    const std::size_t count = std::max<std::size_t>(1, doc.service_templates.size());
    const std::string recorded = detail::recorded_source(csar, entry);
    const std::string base = detail::directory_of(entry) + detail::stem_of(entry);
    for (std::size_t i = 0; i < count; ++i) {
      if (count == 1) {
        names.push_back(renaming.claim(!recorded.empty() ? recorded : base + ".yaml"));
      } else {
        names.push_back(renaming.claim(base + "." + doc.service_templates[i].id + ".yaml"));
      }
    }
  }
}

/// yaml2xml writes one XML document per YAML document, except that the
/// files xml2yaml split out of one XML document go back into one: named
/// as recorded, else `stem.tosca` (`stem.ste` for the draft).
void name_xml_outputs(const OpenedCsar& csar, const std::vector<ir::Document>& docs,
                      const Workspace& ws, xml::OutputDialect dialect, Renaming& renaming)
{
  std::map<std::string, std::string> by_recorded;
  for (const auto& doc : docs) {
    const char* ext =
        xml::dialect_for(doc, {dialect}) == xml::OutputDialect::csd03 ? ".ste" : ".tosca";
    const std::string entry = csar.entry_of(doc.path);
    const std::string recorded = detail::recorded_source(csar, entry);
    const std::string name = renaming.claim(
        !recorded.empty() ? recorded : detail::directory_of(entry) + detail::stem_of(entry) + ext);
    renaming.outputs[entry].push_back(name);
    if (!recorded.empty()) {
      by_recorded[recorded] = name;
    }
  }
  // The other parts of a merged document: consumed, written as the first.
  for (std::size_t d = 0; d < ws.model.input_count; ++d) {
    const std::string entry = csar.entry_of(ws.model.documents[d].path);
    if (renaming.outputs.count(entry) == 0) {
      auto it = by_recorded.find(detail::recorded_source(csar, entry));
      renaming.outputs[entry] = {};
      if (it != by_recorded.end()) {
        renaming.outputs[entry].push_back(it->second);
      }
    }
  }
}

/// The output's entry definitions: the first output of the input's entry;
/// for an archive that names none, its one service template document.
std::string output_entry(const OpenedCsar& csar, const Workspace& ws, const Renaming& renaming,
                         DiagnosticSink& sink, bool& inferred)
{
  inferred = false;
  const std::string& entry = csar.package->entry;
  if (!entry.empty()) {
    std::string first = renaming.first(entry);
    return first.empty() ? entry : first;
  }
  std::vector<std::string> candidates;
  for (std::size_t d = 0; d < ws.model.input_count; ++d) {
    if (!ws.model.documents[d].service_templates.empty()) {
      candidates.push_back(csar.entry_of(ws.model.documents[d].path));
    }
  }
  if (candidates.size() == 1) {
    std::string name = renaming.first(candidates.front());
    inferred = true;
    sink.report({Severity::note, "CSAR_ENTRY_INFERRED",
                 "TOSCA.meta names no entry; '" + name +
                     "' (the only document with a service template) is written as the entry",
                 csar.package->archive.path, 0, 0});
    return name;
  }
  return {};
}

}  // namespace

CsarConversion convert_csar(std::string_view bytes, const std::string& path, CsarTarget target,
                            const CsarOptions& options, DiagnosticSink& sink)
{
  OpenedCsar csar;
  try {
    csar = open_csar(bytes, path, options.limits, sink);
  } catch (const FatalError& e) {
    sink.report(e.diagnostic());
    return {};
  }
  return convert_csar(csar, target, options, sink);
}

CsarConversion convert_csar(const OpenedCsar& csar, CsarTarget target, const CsarOptions& options,
                            DiagnosticSink& sink)
{
  if (target == CsarTarget::toscalite) {
    return export_toscalite_archive(csar, options, sink);
  }
  CsarConversion result;
  const std::string& path = csar.package->archive.path;
  result.readable = true;
  const bool to_yaml = target == CsarTarget::yaml;
  const auto& sources = to_yaml ? csar.xml_definitions : csar.yaml_definitions;
  if (sources.empty()) {
    sink.error(path, 0, 0, to_yaml ? "NOT_XML" : "NOT_YAML",
               std::string("the archive holds no ") + (to_yaml ? "XML" : "YAML") +
                   " definitions to convert" +
                   (csar.yaml_definitions.empty() && csar.xml_definitions.empty()
                        ? ""
                        : to_yaml ? " (it is a YAML CSAR: use yaml2xml)"
                                  : " (it is an XML CSAR: use xml2yaml)"));
    result.failed = true;
    return result;
  }
  const std::size_t errors_before = sink.error_count();
  Workspace ws = load_csar(csar, to_yaml ? Syntax::xml : Syntax::yaml, options.load, sink);
  result.sources = ws.sources;

  Renaming renaming;
  for (const auto& e : csar.package->archive.entries) {
    if (std::find(sources.begin(), sources.end(), e.name) == sources.end()) {
      renaming.taken.reserve(e.name);
    }
  }
  std::vector<ir::Document> merged;
  xml::OutputDialect dialect = options.xml.dialect;
  if (to_yaml) {
    name_yaml_outputs(csar, ws, renaming);
  } else {
    merged = documents_for_xml(ws);
    name_xml_outputs(csar, merged, ws, options.xml.dialect, renaming);
    // An archive of drafts (recorded by xml2yaml) goes back as drafts.
    if (dialect == xml::OutputDialect::source) {
      const bool drafts = !merged.empty() && std::all_of(merged.begin(), merged.end(), [](const auto& d) {
        return d.dialect == ir::Dialect::csd03;
      });
      dialect = drafts ? xml::OutputDialect::csd03 : xml::OutputDialect::final_1_0;
    }
  }
  for (std::size_t d = 0; d < ws.model.input_count; ++d) {
    detail::rewrite_imports(ws.model.documents[d], csar.entry_of(ws.model.documents[d].path),
                            renaming);
  }
  OutputPlace place;
  place.beside_source = true;
  place.files = &csar.files;
  const Format format = to_yaml ? Format::tosca_yaml
                        : options.xml.dialect == xml::OutputDialect::csd03 ? Format::tosca_xml_draft
                                                                           : Format::tosca_xml;
  WriteOptions write;
  write.yaml = options.yaml;
  write.xml = options.xml;
  write.place = &place;
  std::vector<Output> outputs = info(format).write(ws, sink, write);
  result.converted = ws.model.input_count;
  bool failed = ws.failed_inputs != 0 || sink.error_count() != errors_before;
  for (const auto& o : outputs) {
    failed = failed || o.failed;
  }
  if (failed) {
    result.failed = true;
    return result;
  }

  // Outputs by source entry, in the order the pipeline made them.
  std::map<std::string, std::vector<const Output*>> by_source;
  for (const auto& o : outputs) {
    by_source[csar.entry_of(o.source)].push_back(&o);
  }
  result.entry = output_entry(csar, ws, renaming, sink, result.entry_inferred);
  std::optional<csar::Meta> meta =
      detail::rewrite_meta(csar, renaming, target, dialect, result.entry,
                           result.entry_inferred, options.created_by);

  // A converted file's digests no longer describe it: SHA-256 is computed
  // again, digests that cannot be (Winery's Swarm-address) are dropped.
  if (meta) {
    for (const auto& [source, names] : renaming.outputs) {
      const auto& made = by_source[source];
      for (std::size_t i = 0; i < made.size() && i < names.size(); ++i) {
        if (csar::MetaBlock* b = meta->file_block(names[i])) {
          if (b->find("SHA-256")) {
            b->set("SHA-256", sha256_hex(made[i]->text));
          }
          b->erase("Swarm-address");
        }
      }
    }
  }

  std::vector<csar::Entry> entries;
  const std::string meta_name =
      csar.package->meta_entry.empty() ? std::string(csar::k_meta_path) : csar.package->meta_entry;
  if (csar.package->meta_entry.empty() && meta) {
    entries.push_back({meta_name, csar::write_meta(*meta), false});
  }
  for (const auto& e : csar.package->archive.entries) {
    if (e.name == csar.package->meta_entry && !e.directory) {
      if (meta) {
        entries.push_back({meta_name, csar::write_meta(*meta), false});
      }
      continue;
    }
    auto names = renaming.outputs.find(e.name);
    if (e.directory || names == renaming.outputs.end()) {
      entries.push_back(e);
      result.copied += e.directory ? 0 : 1;
      continue;
    }
    const auto& made = by_source[e.name];
    for (std::size_t i = 0; i < made.size() && i < names->second.size(); ++i) {
      entries.push_back({names->second[i], made[i]->text, false});
      ++result.written;
    }
  }
  try {
    result.bytes = csar::write_archive(entries);
  } catch (const FatalError& e) {
    sink.report(e.diagnostic());
    result.failed = true;
  }
  return result;
}

}  // namespace tosca::convert
