#include "tosca/convert/xml_to_yaml.hpp"

#include "library_layout.hpp"
#include "write_in_order.hpp"

#include "tosca/ir/index.hpp"
#include "tosca/support/parallel.hpp"

#include <memory>
#include <optional>

#include <set>

namespace tosca::convert {

namespace {

ir::Location location_of(const ir::Document& doc, ir::EntityKind kind, std::size_t i)
{
  ir::Location loc;
  switch (kind) {
  case ir::EntityKind::service_template: loc = doc.service_templates[i].ext.location; break;
  case ir::EntityKind::node_type: loc = doc.node_types[i].ext.location; break;
  case ir::EntityKind::node_type_implementation: loc = doc.node_type_implementations[i].ext.location; break;
  case ir::EntityKind::relationship_type: loc = doc.relationship_types[i].ext.location; break;
  case ir::EntityKind::relationship_type_implementation:
    loc = doc.relationship_type_implementations[i].ext.location;
    break;
  case ir::EntityKind::requirement_type: loc = doc.requirement_types[i].ext.location; break;
  case ir::EntityKind::capability_type: loc = doc.capability_types[i].ext.location; break;
  case ir::EntityKind::artifact_type: loc = doc.artifact_types[i].ext.location; break;
  case ir::EntityKind::artifact_template: loc = doc.artifact_templates[i].ext.location; break;
  case ir::EntityKind::policy_type: loc = doc.policy_types[i].ext.location; break;
  case ir::EntityKind::policy_template: loc = doc.policy_templates[i].ext.location; break;
  }
  return loc;
}

std::string place_of(const ir::Document& doc, const ir::Location& loc)
{
  return doc.path + (loc.known() ? ":" + std::to_string(loc.line) + ":" + std::to_string(loc.column) : "");
}

}  // namespace

std::vector<Output> xml_to_yaml(const Workspace& ws, DiagnosticSink& sink,
                                const yaml::WriteOptions& options, const OutputPlace* place,
                                unsigned jobs)
{
  const ir::Model& model = ws.model;
  ir::Index index(model.documents);
  std::vector<Output> outputs;
  UniqueNames names;
  std::vector<std::pair<ir::EntityKind, ir::QName>> used;
  auto unique_name = [&](const std::string& base) {
    return names.take(safe_file_name(base), ".yaml");
  };
  if (place != nullptr && place->library) {
    outputs = detail::library_outputs(ws, index, sink, options, *place, used, jobs);
  }
  const FileSet& files =
      place != nullptr && place->files != nullptr ? *place->files : FileSet::disk();
  auto roots = std::make_shared<PackageRoots>(files);
  // One output per service template, or per document without one.
  struct Job
  {
    std::size_t document;
    std::optional<std::size_t> service_template;
    std::string base;
    std::shared_ptr<const yaml::WriteOptions> options;
  };
  const bool by_document = !(place != nullptr && place->library);
  auto output_dir = [&](const ir::Document& doc) {
    return place->beside_source ? FileSet::parent(doc.path) : place->directory;
  };
  // Each input's package root, found on every thread: finding one asks the
  // disk about the folders above the document.
  std::vector<std::string> package_roots(by_document && place != nullptr ? model.input_count : 0);
  parallel_for(package_roots.size(), jobs, [&](unsigned, std::size_t d) {
    const ir::Document& doc = model.documents[d];
    package_roots[d] = relative_dir(roots->of(doc.path), output_dir(doc));
  });
  std::vector<Job> jobs_list;
  for (std::size_t d = 0; d < model.input_count && by_document; ++d) {
    const ir::Document& doc = model.documents[d];
    auto doc_options = std::make_shared<yaml::WriteOptions>(options);
    if (place != nullptr) {
      doc_options->locate_artifact = artifact_locator(files, output_dir(doc), roots);
      doc_options->package_root = std::move(package_roots[d]);
    }
    for (std::size_t s = 0; s < doc.service_templates.size(); ++s) {
      jobs_list.push_back({d, s, doc.service_templates[s].id, doc_options});
    }
    if (doc.service_templates.empty()) {
      jobs_list.push_back({d, std::nullopt, doc.id, doc_options});
    }
  }
  // Each output is rendered on its own (its own names and closure), so they
  // are written on several threads and reported in order.
  std::vector<std::vector<std::pair<ir::EntityKind, ir::QName>>> used_by(jobs_list.size());
  detail::write_in_order(
      jobs_list.size(), jobs, sink,
      [&](std::size_t i, DiagnosticSink& local) {
        const Job& job = jobs_list[i];
        Output out;
        out.source = model.documents[job.document].path;
        out.text = yaml::write(model, index, {job.document, job.service_template}, local,
                               *job.options, &used_by[i]);
        out.failed = local.error_count() != 0;
        return out;
      },
      [&](std::size_t i, Output out) {
        used.insert(used.end(), used_by[i].begin(), used_by[i].end());
        out.file_name = unique_name(jobs_list[i].base);
        outputs.push_back(std::move(out));
      });
  // Duplicate definitions: report those that matter here, i.e. that an
  // input defines or that an output uses.
  std::set<std::pair<ir::EntityKind, ir::QName>> used_set(used.begin(), used.end());
  for (const auto& dup : index.duplicates()) {
    bool relevant = dup.winner.document < model.input_count ||
                    dup.loser.document < model.input_count ||
                    used_set.count({dup.kind, ir::QName{dup.name.ns, dup.name.local, {}}}) != 0;
    if (!relevant) {
      continue;
    }
    const ir::Document& loser = model.documents[dup.loser.document];
    const ir::Document& winner = model.documents[dup.winner.document];
    ir::Location where = location_of(loser, dup.kind, dup.loser.index);
    sink.warning(loser.path, where.line, where.column, "DUPLICATE_DEFINITION",
                 std::string(ir::to_string(dup.kind)) + " '" + dup.name.clark() +
                     "' is defined twice; using the one at " +
                     place_of(winner, location_of(winner, dup.kind, dup.winner.index)) +
                     " (inputs first, then -I directories in order, _history/ copies last, shallower paths first)");
  }
  return outputs;
}

}  // namespace tosca::convert
