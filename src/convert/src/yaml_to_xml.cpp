#include "tosca/convert/yaml_to_xml.hpp"

#include "tosca/ir/index.hpp"

#include <filesystem>
#include <set>

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

bool same_xml_document(const ir::Document& a, const ir::Document& b)
{
  return !a.yaml_born() && !b.yaml_born() && a.dialect == b.dialect && a.id == b.id &&
         a.target_namespace == b.target_namespace;
}

/// Adds what `part` has and `into` lacks: service templates by id, types
/// and templates by QName (each output of xml2yaml repeats the document's
/// own types).
void merge_into(ir::Document& into, ir::Document part)
{
  auto merge = [](auto& to, auto& from, auto key) {
    for (auto& e : from) {
      bool present = false;
      for (const auto& t : to) {
        present = present || key(t) == key(e);
      }
      if (!present) {
        to.push_back(std::move(e));
      }
    }
  };
  auto by_id = [](const auto& e) { return e.id; };
  auto by_qname = [](const auto& e) { return e.qname(); };
  merge(into.service_templates, part.service_templates, by_id);
  merge(into.node_types, part.node_types, by_qname);
  merge(into.node_type_implementations, part.node_type_implementations, by_qname);
  merge(into.relationship_types, part.relationship_types, by_qname);
  merge(into.relationship_type_implementations, part.relationship_type_implementations, by_qname);
  merge(into.requirement_types, part.requirement_types, by_qname);
  merge(into.capability_types, part.capability_types, by_qname);
  merge(into.artifact_types, part.artifact_types, by_qname);
  merge(into.artifact_templates, part.artifact_templates, by_id);
  merge(into.policy_types, part.policy_types, by_qname);
  merge(into.policy_templates, part.policy_templates, by_id);
}

}  // namespace

std::vector<ir::Document> documents_for_xml(const Workspace& ws)
{
  std::vector<ir::Document> out;
  for (std::size_t d = 0; d < ws.model.input_count; ++d) {
    const ir::Document& doc = ws.model.documents[d];
    bool merged = false;
    for (auto& existing : out) {
      if (same_xml_document(existing, doc)) {
        merge_into(existing, doc);
        merged = true;
        break;
      }
    }
    if (!merged) {
      out.push_back(doc);
    }
  }
  return out;
}

std::vector<Output> yaml_to_xml(const Workspace& ws, DiagnosticSink& sink,
                                    const xml::WriteOptions& options)
{
  std::vector<Output> outputs;
  std::set<std::string> names;
  for (const auto& doc : documents_for_xml(ws)) {
    std::size_t errors_before = sink.error_count();
    Output out;
    out.source = doc.path;
    out.text = xml::write(doc, sink, options);
    // Errors while reading the input count too: its IR is partial.
    bool read_errors = false;
    for (const auto& d : sink.diagnostics()) {
      read_errors = read_errors || (d.severity == Severity::error && d.file == doc.path);
    }
    out.failed = read_errors || sink.error_count() != errors_before;
    // A YAML-born document is named after its file, an XML one after its id.
    std::string base = safe_file_name(doc.yaml_born() && doc.path != "<stdin>"
                                          ? fs::path(doc.path).stem().string()
                                          : doc.id);
    out.file_name = base + ".xml";
    for (int n = 2; !names.insert(out.file_name).second; ++n) {
      out.file_name = base + "_" + std::to_string(n) + ".xml";
    }
    outputs.push_back(std::move(out));
  }
  return outputs;
}

}  // namespace tosca::convert
