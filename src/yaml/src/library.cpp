// YAML writer, library layout (docs/mapping.md, "Library layout"): the
// names, implied definitions and interface types every output of a run
// shares, planned before the first output is rendered.
#include "template_residues.hpp"
#include "wellknown.hpp"
#include "writer_state.hpp"

#include "tosca/yaml/emit.hpp"

#include <algorithm>

namespace tosca::yaml::detail {

namespace {

bool defines(const ir::Document& doc, EntityKind kind, const QName& q)
{
  auto in = [&](const auto& list) {
    return std::any_of(list.begin(), list.end(), [&](const auto& e) {
      const QName n = e.qname();
      return n.ns == q.ns && n.local == q.local;
    });
  };
  switch (kind) {
  case EntityKind::node_type: return in(doc.node_types);
  case EntityKind::relationship_type: return in(doc.relationship_types);
  case EntityKind::requirement_type: return in(doc.requirement_types);
  case EntityKind::capability_type: return in(doc.capability_types);
  case EntityKind::artifact_type: return in(doc.artifact_types);
  case EntityKind::policy_type: return in(doc.policy_types);
  default: return false;
  }
}

}  // namespace

bool WriterState::import(EntityKind kind, const QName& q)
{
  if (run == nullptr || !is_type_kind(kind)) {
    return false;
  }
  auto ref = index.find(kind, q);
  if (!ref || &index.document(ref->document) == &doc || defines(doc, kind, q)) {
    return false; // the document's own definition (even one that loses to a duplicate)
  }
  const auto& has_output = options.library->has_output;
  const std::size_t d = ref->document; // the index is built over model.documents
  if (d >= has_output.size() || !has_output[d]) {
    return false;
  }
  imported.insert({kind, QName{q.ns, q.local, {}}});
  import_documents.insert(d);
  return true;
}

/// Library layout: the types a definition the run implies for a type of
/// this output needs (a custom relationship or capability type).
void include_implied(WriterState& st)
{
  for (std::size_t i = 0; i < st.closure.order.size(); ++i) {
    const auto [kind, q] = st.closure.order[i];
    if (kind != EntityKind::node_type) {
      continue;
    }
    if (auto it = st.implied_requirements.find(q); it != st.implied_requirements.end()) {
      for (const auto& r : it->second) {
        if (r.capability_type) {
          st.include(EntityKind::capability_type, *r.capability_type, {});
        }
        if (r.relationship_type) {
          st.include(EntityKind::relationship_type, *r.relationship_type, {});
        }
      }
    }
    if (auto it = st.implied_capabilities.find(q); it != st.implied_capabilities.end()) {
      for (const auto& c : it->second) {
        if (c.capability_type) {
          st.include(EntityKind::capability_type, *c.capability_type, {});
        }
      }
    }
  }
}

/// `imported`: the YAML name of each type the output imports, with what
/// it stands for, so the way back reads the names without the imports.
Value imported_names(const WriterState& st)
{
  std::map<std::string, Value> sorted;
  for (const auto& [kind, q] : st.imported) {
    Value e = Value::map();
    e.add("kind", Value::of(kind_key(kind)));
    e.add("name", qname(q));
    sorted.emplace(st.name_of(kind, q), std::move(e));
  }
  Value out = Value::map();
  for (auto& [name, e] : sorted) {
    out.add(name, std::move(e));
  }
  return out;
}

}  // namespace tosca::yaml::detail

namespace tosca::yaml {

using namespace detail;

namespace {

Value imports_list(const std::vector<std::string>& files)
{
  Value list = Value::list();
  for (const auto& f : files) {
    list.push(Value::of(f));
  }
  return list;
}

/// Where set_imports puts the imports: after the header's last entry.
std::size_t imports_position(const Value& document)
{
  std::size_t at = 0;
  for (std::size_t i = 0; i < document.entries.size(); ++i) {
    const std::string& key = document.entries[i].first;
    if (key == "tosca_definitions_version" || key == "metadata" || key == "description") {
      at = i + 1;
    }
  }
  return at;
}

}  // namespace

void set_imports(ir::Value& document, const std::vector<std::string>& files)
{
  if (files.empty()) {
    return;
  }
  const auto at = static_cast<std::ptrdiff_t>(imports_position(document));
  document.entries.insert(document.entries.begin() + at, {"imports", imports_list(files)});
}

std::optional<EmittedHalves> emit_rendered_halves(ir::Value& document, const ir::Model& model,
                                                  std::size_t document_index,
                                                  DiagnosticSink& sink)
{
  // A top-level map is emitted entry by entry, each at indent 0 and
  // regardless of its neighbours, so the halves around the imports'
  // place are the whole text less the imports entry. Only a repeated
  // top-level key (which drop_repeated_keys would move the place of) or
  // imports of its own break that.
  if (document.kind != Value::Kind::map || document.entries.empty() ||
      document.find("imports") != nullptr || repeats_a_key(document)) {
    return std::nullopt;
  }
  const std::size_t at = imports_position(document);
  detail::drop_repeated_keys(document, {}, model.documents.at(document_index), sink);
  Value tail = Value::map();
  for (std::size_t i = at; i < document.entries.size(); ++i) {
    tail.entries.push_back(std::move(document.entries[i]));
  }
  while (document.entries.size() > at) {
    document.entries.pop_back();
  }
  EmittedHalves out;
  emit_entries(std::move(document), 0, out.head);
  emit_entries(std::move(tail), 0, out.tail);
  document = Value();
  return out;
}

std::string imports_text(const std::vector<std::string>& files)
{
  std::string out;
  if (!files.empty()) {
    emit_entry("imports", imports_list(files), 0, out);
  }
  return out;
}


namespace {

/// Every type-kind entity the model defines, sorted by kind and QName.
std::set<std::pair<EntityKind, QName>> all_types(const ir::Model& model)
{
  std::set<std::pair<EntityKind, QName>> out;
  auto add = [&](EntityKind kind, const auto& list) {
    for (const auto& e : list) {
      const QName q = e.qname();
      out.insert({kind, QName{q.ns, q.local, {}}});
    }
  };
  for (const auto& doc : model.documents) {
    add(EntityKind::node_type, doc.node_types);
    add(EntityKind::relationship_type, doc.relationship_types);
    add(EntityKind::requirement_type, doc.requirement_types);
    add(EntityKind::capability_type, doc.capability_types);
    add(EntityKind::artifact_type, doc.artifact_types);
    add(EntityKind::policy_type, doc.policy_types);
  }
  return out;
}

/// The rule of writer.hpp's plan_library, as assign_names applies it to
/// one output: the local name, qualified when it is ambiguous or claimed.
void name_types(const ir::Model& model, RunWide& run)
{
  for (const auto& doc : model.documents) {
    for (const auto& tpl : doc.service_templates) {
      if (tpl.topology) {
        for (const auto& n : tpl.topology->node_templates) {
          run.reserved.insert(n.id);
        }
      }
    }
  }
  const auto types = all_types(model);
  std::map<std::string, std::set<std::string>> namespaces_of;
  for (const auto& [kind, q] : types) {
    namespaces_of[q.local].insert(q.ns);
  }
  for (const auto& [kind, q] : types) {
    std::string name = q.local;
    if (namespaces_of[q.local].size() > 1 || name.rfind("tosca.", 0) == 0 ||
        run.reserved.count(name) != 0) {
      name = namespace_label(q.ns) + "." + q.local;
    }
    std::string unique = name;
    for (int n = 2; run.taken.count(unique) != 0; ++n) {
      unique = name + "_" + std::to_string(n);
    }
    run.taken.insert(unique);
    run.names[{kind, q}] = unique;
  }
}

}  // namespace

LibraryLayout plan_library(const ir::Model& model, const ir::Index& index,
                           std::vector<bool> has_output, const WriteOptions& options)
{
  LibraryLayout layout;
  layout.has_output = std::move(has_output);
  layout.run = std::make_shared<RunWide>();
  name_types(model, *layout.run);

  // Render every service template of the run and every type's interfaces
  // once, output unused: a type's definition must declare the requirements,
  // capabilities, properties and attributes all topologies of the run give
  // or read of its templates, and an interface type every operation any
  // type declares.
  WriteOptions o = options;
  o.library = &layout;
  DiagnosticSink quiet(false);
  for (std::size_t d = 0; d < model.documents.size(); ++d) {
    const ir::Document& doc = model.documents[d];
    FragmentScope fragments(doc.root_bindings);
    WriterState st(model, index, quiet, o, doc);
    if (d < layout.has_output.size() && layout.has_output[d]) {
      for (const auto& tpl : doc.service_templates) {
        WriterState whole(model, index, quiet, o, doc);
        render_document(whole, &tpl); // fills the run's tables
      }
    }
    Value residue = Value::map();
    for (const auto& t : doc.node_types) {
      type_interfaces(st, EntityKind::node_type, t.qname(), residue);
    }
    for (const auto& t : doc.relationship_types) {
      type_interfaces(st, EntityKind::relationship_type, t.qname(), residue);
    }
  }
  return layout;
}

}  // namespace tosca::yaml
