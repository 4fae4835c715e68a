#include "tosca/convert/yaml_to_xml.hpp"

#include "write_in_order.hpp"

#include "tosca/ir/index.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace tosca::convert {

namespace fs = std::filesystem;

namespace {

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

namespace {

/// The inputs each XML document is made from, in order: one input, or the
/// several that xml2yaml wrote from one XML document.
std::vector<std::vector<std::size_t>> document_groups(const Workspace& ws)
{
  std::vector<std::vector<std::size_t>> groups;
  std::map<std::tuple<int, std::string, std::string>, std::size_t> from_xml;
  for (std::size_t d = 0; d < ws.model.input_count; ++d) {
    const ir::Document& doc = ws.model.documents[d];
    if (doc.yaml_born()) {
      groups.push_back({d});
      continue;
    }
    auto [it, fresh] = from_xml.try_emplace(
        {static_cast<int>(doc.dialect), doc.id, doc.target_namespace}, groups.size());
    if (fresh) {
      groups.emplace_back();
    }
    groups[it->second].push_back(d);
  }
  return groups;
}

ir::Document merged(const Workspace& ws, const std::vector<std::size_t>& group)
{
  ir::Document out = ws.model.documents[group.front()];
  for (std::size_t i = 1; i < group.size(); ++i) {
    merge_into(out, ws.model.documents[group[i]]);
  }
  return out;
}

}  // namespace

std::vector<ir::Document> documents_for_xml(const Workspace& ws)
{
  std::vector<ir::Document> out;
  for (const auto& group : document_groups(ws)) {
    out.push_back(merged(ws, group));
  }
  return out;
}

std::vector<Output> yaml_to_xml(const Workspace& ws, DiagnosticSink& sink,
                                const xml::WriteOptions& options, unsigned jobs)
{
  // Errors while reading an input count too: its IR is partial.
  std::set<std::string> read_errors;
  for (const auto& d : sink.diagnostics()) {
    if (d.severity == Severity::error) {
      read_errors.insert(d.file);
    }
  }
  const std::vector<std::vector<std::size_t>> groups = document_groups(ws);
  std::vector<Output> outputs;
  std::set<std::string> names;
  // Each document is written on its own, so on several threads, reported in order.
  detail::write_in_order(
      groups.size(), jobs, sink,
      [&](std::size_t g, DiagnosticSink& local) {
        const std::vector<std::size_t>& group = groups[g];
        std::optional<ir::Document> copy;
        if (group.size() > 1) {
          copy = merged(ws, group);
        }
        const ir::Document& doc = copy ? *copy : ws.model.documents[group.front()];
        Output out;
        out.source = doc.path;
        out.text = xml::write(doc, local, options);
        out.failed = read_errors.count(doc.path) != 0 || local.error_count() != 0;
        // A YAML-born document is named after its file, an XML one after its id.
        out.file_name = safe_file_name(doc.yaml_born() && doc.path != "<stdin>"
                                           ? fs::path(doc.path).stem().string()
                                           : doc.id);
        return out;
      },
      [&](std::size_t, Output out) {
        const std::string base = std::move(out.file_name);
        out.file_name = base + ".xml";
        for (int n = 2; !names.insert(out.file_name).second; ++n) {
          out.file_name = base + "_" + std::to_string(n) + ".xml";
        }
        outputs.push_back(std::move(out));
      });
  return outputs;
}

}  // namespace tosca::convert
