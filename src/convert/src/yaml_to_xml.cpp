#include "tosca/convert/yaml_to_xml.hpp"

#include "write_in_order.hpp"

#include "tosca/convert/diff.hpp"
#include "tosca/xml/canonical.hpp"

#include "tosca/ir/index.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <type_traits>

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

/// Types a YAML file copied in from other documents (xml2yaml's
/// self-contained output, `ws.context`) are written nowhere: the reader
/// moves one into the document only when its interfaces changed
/// (CONTEXT_EDITED). Any other change of such a copy (a property default,
/// a description, an operation input) would be lost, so each copy that
/// differs from the definition on the search path is reported. Without
/// that definition there is nothing to compare with.
void report_edited_copies(const Workspace& ws, DiagnosticSink& sink)
{
  if (ws.context.empty()) {
    return;
  }
  // Compared by meaning, as diff does: the same XML content may come with
  // other namespace bindings in scope.
  xml::Canonicalizer canonicalizer;
  auto same_meaning = [&](const auto& a, const auto& b, auto list) {
    ir::Document da;
    ir::Document db;
    (da.*list).push_back(a);
    (db.*list).push_back(b);
    const diff::Tree ta = diff::describe(da, canonicalizer);
    const diff::Tree tb = diff::describe(db, canonicalizer);
    return diff::compare(ta, tb).empty();
  };
  auto check = [&](auto list, ir::EntityKind kind) {
    using Type = typename std::remove_cvref_t<decltype(ws.model.documents[0].*list)>::value_type;
    // The search path's definitions by name (a repository may define a
    // name twice: the copy is one of them), made when first needed.
    std::map<ir::QName, std::vector<std::pair<const Type*, const std::string*>>> originals;
    bool indexed = false;
    for (const auto& copy : ws.context) {
      for (const auto& t : copy.*list) {
        if (!indexed) {
          for (std::size_t d = ws.model.input_count; d < ws.model.documents.size(); ++d) {
            for (const auto& original : ws.model.documents[d].*list) {
              const ir::QName q = original.qname();
              originals[ir::QName{q.ns, q.local, {}}].emplace_back(&original,
                                                                   &ws.model.documents[d].path);
            }
          }
          indexed = true;
        }
        const ir::QName q = t.qname();
        auto it = originals.find(ir::QName{q.ns, q.local, {}});
        if (it == originals.end() ||
            std::any_of(it->second.begin(), it->second.end(),
                        [&](const auto& o) { return same_meaning(*o.first, t, list); })) {
          continue;
        }
        sink.warning(copy.path, t.ext.location.line, t.ext.location.column, "EDIT_NOT_CARRIED",
                     std::string(ir::to_string(kind)) + " '" + q.clark() + "' was copied in from " +
                         *it->second.front().second +
                         ", and the YAML changed it beyond its interfaces; that document's "
                         "definition stands, so the change is not written (edit the type's "
                         "own document)");
      }
    }
  };
  check(&ir::Document::node_types, ir::EntityKind::node_type);
  check(&ir::Document::relationship_types, ir::EntityKind::relationship_type);
  check(&ir::Document::requirement_types, ir::EntityKind::requirement_type);
  check(&ir::Document::capability_types, ir::EntityKind::capability_type);
  check(&ir::Document::artifact_types, ir::EntityKind::artifact_type);
  check(&ir::Document::policy_types, ir::EntityKind::policy_type);
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
                                const xml::WriteOptions& options, const WriteOptions& how)
{
  // Errors while reading an input count too: its IR is partial.
  std::set<std::string> read_errors;
  for (const auto& d : sink.diagnostics()) {
    if (d.severity == Severity::error) {
      read_errors.insert(d.file);
    }
  }
  report_edited_copies(ws, sink);
  const std::vector<std::vector<std::size_t>> groups = document_groups(ws);
  std::vector<Output> outputs;
  UniqueNames names;
  // Each document is written on its own, so on several threads, reported in order.
  detail::write_in_order(
      groups.size(), how.jobs, sink,
      [&](std::size_t g, DiagnosticSink& local) {
        const std::vector<std::size_t>& group = groups[g];
        std::optional<ir::Document> copy;
        if (group.size() > 1) {
          copy = merged(ws, group);
        }
        const ir::Document& doc = copy ? *copy : ws.model.documents[group.front()];
        Output out;
        out.source = doc.path;
        if (how.spill_directory.empty()) {
          out.text = xml::write(doc, local, options);
        } else {
          // A large document goes to its file as it is made; the file is
          // opened by the first piece, so a small one never opens one.
          xml::Spill spill;
          spill.piece = how.spill_piece;
          spill.take = [&](std::string_view piece) {
            if (out.spilled == nullptr) {
              out.spilled = NamelessFile::open(how.spill_directory);
              if (out.spilled == nullptr) {
                return false;
              }
            }
            out.spilled->write(piece);
            return true;
          };
          out.text = xml::write(doc, local, options, spill);
        }
        out.failed = read_errors.count(doc.path) != 0 || local.error_count() != 0;
        // A YAML-born document is named after its file, an XML one after its id.
        out.file_name = safe_file_name(doc.yaml_born() && doc.path != "<stdin>"
                                           ? fs::path(doc.path).stem().string()
                                           : doc.id);
        return out;
      },
      [&](std::size_t, Output out) {
        out.file_name = names.take(out.file_name, ".xml");
        outputs.push_back(std::move(out));
      });
  return outputs;
}

}  // namespace tosca::convert
