// YAML writer, top level: selection, closure, naming and document assembly.
//
// [x] tosca_definitions_version, metadata, description
// [x] self-contained output: every referenced type, transitively
// [x] node/relationship/capability/artifact/policy types, data types from XSD
// [x] topology: node and relationship templates with exact wiring
// [x] extension block for everything YAML 1.0 cannot hold (docs/mapping.md)
#include "wellknown.hpp"
#include "read_profile.hpp"
#include "write_native.hpp"
#include "writer_state.hpp"

#include "tosca/yaml/emit.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace tosca::yaml::detail {

bool is_type_kind(EntityKind k)
{
  return k == EntityKind::node_type || k == EntityKind::relationship_type ||
         k == EntityKind::capability_type || k == EntityKind::artifact_type ||
         k == EntityKind::policy_type || k == EntityKind::requirement_type;
}

namespace {

/// The tables a writer state fills: the run's in a library layout.
RunWide& shared(const WriteOptions& o, RunWide& own)
{
  return o.library != nullptr && o.library->run ? *o.library->run : own;
}

}  // namespace

WriterState::WriterState(const ir::Model& m, const ir::Index& i, DiagnosticSink& s,
                         const WriteOptions& o, const ir::Document& d, bool frozen)
    : model(m), index(i), sink(s), options(o), doc(d), typing(m, s),
      node_residues("node_templates", frozen),
      relationship_residues("relationship_templates", frozen),
      inferred(shared(o, m_own).inferred),
      implied_requirements(shared(o, m_own).implied_requirements),
      implied_capabilities(shared(o, m_own).implied_capabilities),
      capability_parents(shared(o, m_own).capability_parents)
{
  if (o.library != nullptr && o.library->run) {
    run = o.library->run.get();
  }
  typing.parent_lookup = [&i](const QName& q) -> const ir::EntityTypeBase* {
    if (const auto* n = i.node_type(q)) {
      return n;
    }
    return i.relationship_type(q);
  };
}


bool WriterState::may_change_run()
{
  if (run == nullptr || !run_read_only) {
    return true;
  }
  run_change_refused = true;
  return false;
}

void WriterState::warn(const ir::Location& at, std::string code, std::string message)
{
  sink.warning(doc.path, at.line, at.column, std::move(code), std::move(message));
}

void WriterState::unresolved(EntityKind kind, const QName& q, const ir::Location& where)
{
  if (!reported.insert(std::string(ir::to_string(kind)) + q.clark()).second) {
    return;
  }
  std::string message = std::string(ir::to_string(kind)) + " '" + q.clark() +
                        "' is not defined in the inputs or on the search path (-I)";
  if (const std::string guess = index.suggestion(kind, q.local); !guess.empty()) {
    message += did_you_mean(guess);
  }
  sink.warning(doc.path, where.line, where.column, "REF_UNKNOWN", message);
}

const ir::EntityTypeBase* WriterState::type_base(EntityKind kind, const QName& q) const
{
  switch (kind) {
  case EntityKind::node_type: return index.node_type(q);
  case EntityKind::relationship_type: return index.relationship_type(q);
  case EntityKind::requirement_type: return index.requirement_type(q);
  case EntityKind::capability_type: return index.capability_type(q);
  case EntityKind::artifact_type: return index.artifact_type(q);
  case EntityKind::policy_type: return index.policy_type(q);
  default: return nullptr;
  }
}

bool WriterState::is_own(EntityKind kind, const QName& q) const
{
  auto ref = index.find(kind, q);
  return ref && &index.document(ref->document) == &doc;
}

bool WriterState::include(EntityKind kind, const QName& q, const ir::Location& where)
{
  if (q.empty()) {
    return false;
  }
  if (!index.find(kind, q)) {
    unresolved(kind, q, where);
    if (kind == EntityKind::node_type || kind == EntityKind::relationship_type ||
        kind == EntityKind::capability_type || kind == EntityKind::artifact_type ||
        kind == EntityKind::policy_type) {
      QName bare{q.ns, q.local, {}};
      if (closure.add(kind, bare)) {
        placeholders.emplace_back(kind, bare);
      }
    }
    return false;
  }
  if (import(kind, q)) {
    return true;
  }
  if (closure.add(kind, q) && options.self_contained) {
    include_type_dependencies(kind, q);
  }
  return true;
}

void WriterState::include_type_dependencies(EntityKind kind, const QName& q)
{
  if (const ir::EntityTypeBase* t = type_base(kind, q)) {
    if (t->derived_from) {
      include(kind, *t->derived_from, t->ext.location);
    }
  }
  switch (kind) {
  case EntityKind::node_type: {
    const ir::NodeType& t = *index.node_type(q);
    for (const auto& r : t.requirement_definitions) {
      include(EntityKind::requirement_type, r.requirement_type, r.ext.location);
    }
    for (const auto& c : t.capability_definitions) {
      include(EntityKind::capability_type, c.capability_type, c.ext.location);
    }
    for (const auto* impl : index.implementations_of_node_type(q)) {
      if (closure.add(EntityKind::node_type_implementation, impl->qname())) {
        if (impl->derived_from) {
          include(EntityKind::node_type_implementation, *impl->derived_from, impl->ext.location);
        }
        for (const auto& ia : impl->implementation_artifacts) {
          include(EntityKind::artifact_type, ia.artifact_type, ia.ext.location);
          if (ia.artifact_ref) {
            include(EntityKind::artifact_template, *ia.artifact_ref, ia.ext.location);
          }
        }
        for (const auto& da : impl->deployment_artifacts) {
          include(EntityKind::artifact_type, da.artifact_type, da.ext.location);
          if (da.artifact_ref) {
            include(EntityKind::artifact_template, *da.artifact_ref, da.ext.location);
          }
        }
      }
    }
    break;
  }
  case EntityKind::relationship_type: {
    const ir::RelationshipType& t = *index.relationship_type(q);
    // ValidSource/ValidTarget name a requirement/capability type or a node type.
    for (const auto* v : {&t.valid_source, &t.valid_target}) {
      if (*v) {
        if (index.find(EntityKind::capability_type, **v)) {
          include(EntityKind::capability_type, **v, t.ext.location);
        } else if (index.find(EntityKind::requirement_type, **v)) {
          include(EntityKind::requirement_type, **v, t.ext.location);
        } else if (index.find(EntityKind::node_type, **v)) {
          include(EntityKind::node_type, **v, t.ext.location);
        }
      }
    }
    for (const auto* impl : index.implementations_of_relationship_type(q)) {
      if (closure.add(EntityKind::relationship_type_implementation, impl->qname())) {
        for (const auto& ia : impl->implementation_artifacts) {
          include(EntityKind::artifact_type, ia.artifact_type, ia.ext.location);
          if (ia.artifact_ref) {
            include(EntityKind::artifact_template, *ia.artifact_ref, ia.ext.location);
          }
        }
      }
    }
    break;
  }
  case EntityKind::requirement_type: {
    const ir::RequirementType& t = *index.requirement_type(q);
    if (t.required_capability_type) {
      include(EntityKind::capability_type, *t.required_capability_type, t.ext.location);
    }
    break;
  }
  case EntityKind::artifact_template: {
    const ir::ArtifactTemplate& t = *index.artifact_template(q);
    include(EntityKind::artifact_type, t.type, t.ext.location);
    break;
  }
  case EntityKind::policy_template: {
    const ir::PolicyTemplate& t = *index.policy_template(q);
    include(EntityKind::policy_type, t.type, t.ext.location);
    break;
  }
  case EntityKind::policy_type: {
    const ir::PolicyType& t = *index.policy_type(q);
    for (const auto& n : t.applies_to) {
      include(EntityKind::node_type, n, t.ext.location);
    }
    break;
  }
  default: break;
  }
}

void WriterState::assign_names()
{
  if (run != nullptr) {
    // The run's names; a placeholder (defined nowhere) takes its local
    // name unless a type of the run has it.
    for (const auto& [kind, q] : closure.order) {
      if (!is_type_kind(kind)) {
        continue;
      }
      if (auto it = run->names.find({kind, q}); it != run->names.end()) {
        names[{kind, q}] = it->second;
        continue;
      }
      std::string name = q.local;
      if (run->taken.count(name) != 0 || reserved.count(name) != 0 ||
          name.rfind("tosca.", 0) == 0) {
        name = namespace_label(q.ns) + "." + q.local;
      }
      names[{kind, q}] = name;
    }
    return;
  }
  // tosca-parser keeps all custom types in one table, so names must be
  // unique across kinds. A local name used by one QName stays as it is;
  // names shared by several QNames are qualified with a namespace label.
  std::map<std::string, std::set<std::string>> by_local;
  for (const auto& [kind, q] : closure.order) {
    if (is_type_kind(kind)) {
      by_local[q.local].insert(q.ns);
    }
  }
  std::set<std::string> taken;
  for (const auto& [kind, q] : closure.order) {
    if (!is_type_kind(kind)) {
      continue;
    }
    std::string name = q.local;
    if (by_local[q.local].size() > 1 || name.rfind("tosca.", 0) == 0 || reserved.count(name) != 0) {
      name = namespace_label(q.ns) + "." + q.local;
    }
    std::string unique = name;
    for (int n = 2; taken.count(unique) != 0; ++n) {
      unique = name + "_" + std::to_string(n);
    }
    taken.insert(unique);
    names[{kind, q}] = unique;
  }
}

std::string WriterState::name_of(EntityKind kind, const QName& q) const
{
  auto it = names.find({kind, QName{q.ns, q.local, {}}});
  if (it != names.end()) {
    return it->second;
  }
  if (run != nullptr) {
    if (auto r = run->names.find({kind, QName{q.ns, q.local, {}}}); r != run->names.end()) {
      return r->second;
    }
  }
  return q.local;
}

std::string WriterState::data_type_name(const QName& complex)
{
  auto it = data_type_names.find(complex);
  if (it != data_type_names.end()) {
    return it->second;
  }
  std::string base = complex.local;
  if (auto hash = base.find('#'); hash != std::string::npos) {
    base = base.substr(0, hash) + "Type";
  }
  std::string name = base;
  if (run != nullptr) {
    // One name per XSD type across the run, clear of every type name.
    if (auto r = run->data_type_names.find(complex); r != run->data_type_names.end()) {
      return data_type_names[complex] = r->second;
    }
    for (int n = 2; run->taken.count(name) != 0; ++n) {
      name = base + "_" + std::to_string(n);
    }
    if (!may_change_run()) {
      return data_type_names[complex] = name; // provisional: rendered again
    }
    run->taken.insert(name);
    run->data_type_names[complex] = name;
    return data_type_names[complex] = name;
  }
  std::set<std::string> used;
  for (const auto& [k, n] : names) {
    used.insert(n);
  }
  for (const auto& [k, n] : data_type_names) {
    used.insert(n);
  }
  for (int n = 2; used.count(name) != 0; ++n) {
    name = base + "_" + std::to_string(n);
  }
  data_type_names[complex] = name;
  return name;
}

namespace {

std::string first_description(const ir::Extensible& e)
{
  return e.documentation.empty() ? std::string() : e.documentation.front().content;
}

}  // namespace

}  // namespace tosca::yaml::detail

namespace tosca::yaml {

using namespace detail;

int WriteOptions::minor() const
{
  return std::max(0, profile_minor_version(version));
}

namespace {

/// Renders the selection (not born in YAML) with a writer state whose
/// templates' extension entries are written as text when `frozen`, and
/// gives `finish(state, document)`. With `run_read_only`, a library
/// layout's tables are only read (WriterState::run_read_only); a render
/// that was refused a change gives `finish` what it made, or nothing if it
/// failed (perhaps for want of the change), and adds nothing to `used`.
template <class Finish>
auto render_with(const ir::Model& model, const ir::Index& index, const Selection& selection,
                 DiagnosticSink& sink, const WriteOptions& options,
                 std::vector<std::pair<ir::EntityKind, ir::QName>>* used, bool frozen,
                 Finish finish, bool run_read_only = false)
{
  const ir::Document& doc = model.documents.at(selection.document);
  FragmentScope fragments(doc.root_bindings);
  WriterState st(model, index, sink, options, doc, frozen);
  st.run_read_only = run_read_only;
  const ir::ServiceTemplate* tpl =
      selection.service_template ? &doc.service_templates.at(*selection.service_template) : nullptr;
  Value out;
  try {
    out = render_document(st, tpl);
  } catch (...) {
    if (!st.run_change_refused) {
      throw;
    }
  }
  if (used != nullptr && !st.run_change_refused) {
    used->insert(used->end(), st.closure.order.begin(), st.closure.order.end());
  }
  return finish(st, out);
}

}  // namespace

std::string write(const ir::Model& model, const ir::Index& index, const Selection& selection,
                  DiagnosticSink& sink, const WriteOptions& options,
                  std::vector<std::pair<ir::EntityKind, ir::QName>>* used)
{
  const ir::Document& doc = model.documents.at(selection.document);
  if (doc.yaml_born()) {
    return emit_rendered(render_native(doc, sink), model, selection.document, sink);
  }
  // As emit_rendered(render()), with the templates' extension entries
  // written as each template is: the document is never whole as a tree.
  return render_with(model, index, selection, sink, options, used, true,
                     [&](WriterState& st, Value& out) {
                       const std::vector<TemplateResidues*> residues{&st.node_residues,
                                                                     &st.relationship_residues};
                       drop_repeated_keys(out, {}, doc, sink, residues);
                       std::vector<Splice> splices;
                       Value* ext = out.find("dsl_definitions");
                       ext = ext != nullptr ? ext->find("tosca_convert") : nullptr;
                       for (TemplateResidues* r : residues) {
                         if (Value* at = ext != nullptr ? ext->find(r->section()) : nullptr) {
                           splices.push_back({at, {}, [r](std::string& text) { r->write_text(text); }});
                         }
                       }
                       return emit(std::move(out), splices);
                     });
}

std::string emit_rendered(ir::Value document, const ir::Model& model, std::size_t document_index,
                          DiagnosticSink& sink)
{
  drop_repeated_keys(document, {}, model.documents.at(document_index), sink);
  return emit(std::move(document));
}

ir::Value render(const ir::Model& model, const ir::Index& index, const Selection& selection,
                 DiagnosticSink& sink, const WriteOptions& options,
                 std::vector<std::pair<ir::EntityKind, ir::QName>>* used,
                 std::set<std::size_t>* imports)
{
  if (model.documents.at(selection.document).yaml_born()) {
    return render_native(model.documents.at(selection.document), sink);
  }
  return render_with(model, index, selection, sink, options, used, false,
                     [&](WriterState& st, Value& out) {
                       if (imports != nullptr) {
                         imports->insert(st.import_documents.begin(), st.import_documents.end());
                       }
                       return std::move(out);
                     });
}

std::optional<ir::Value> render_shared(const ir::Model& model, const ir::Index& index,
                                       const Selection& selection, DiagnosticSink& sink,
                                       const WriteOptions& options,
                                       std::vector<std::pair<ir::EntityKind, ir::QName>>& used,
                                       std::set<std::size_t>& imports)
{
  if (model.documents.at(selection.document).yaml_born()) {
    return render_native(model.documents.at(selection.document), sink);
  }
  return render_with(
      model, index, selection, sink, options, &used, false,
      [&](WriterState& st, Value& out) -> std::optional<Value> {
        if (st.run_change_refused) {
          return std::nullopt; // rendered again, in order
        }
        imports.insert(st.import_documents.begin(), st.import_documents.end());
        return std::move(out);
      },
      true);
}

}  // namespace tosca::yaml

namespace tosca::yaml::detail {

Value render_document(WriterState& st, const ir::ServiceTemplate* tpl)
{
  const ir::Document& doc = st.doc;
  const WriteOptions& options = st.options;
  // 1. The closure: what this output defines.
  // The document's own type-level content always belongs to the output;
  // a service template adds what its topology references.
  if (tpl != nullptr) {
    include_topology(st, *tpl);
    if (tpl->topology) {
      for (const auto& n : tpl->topology->node_templates) {
        st.reserved.insert(n.id);
      }
    }
  }
  {

    auto own = [&](EntityKind kind, const auto& list) {
      for (const auto& e : list) {
        st.include(kind, e.qname(), e.ext.location);
      }
    };
    own(EntityKind::node_type, doc.node_types);
    own(EntityKind::relationship_type, doc.relationship_types);
    own(EntityKind::requirement_type, doc.requirement_types);
    own(EntityKind::capability_type, doc.capability_types);
    own(EntityKind::artifact_type, doc.artifact_types);
    own(EntityKind::policy_type, doc.policy_types);
    for (const auto& impl : doc.node_type_implementations) {
      st.include(EntityKind::node_type, impl.implemented_type, impl.ext.location);
      st.closure.add(EntityKind::node_type_implementation, impl.qname());
      for (const auto& ia : impl.implementation_artifacts) {
        if (ia.artifact_ref) {
          st.include(EntityKind::artifact_template, *ia.artifact_ref, ia.ext.location);
        }
      }
    }
    for (const auto& impl : doc.relationship_type_implementations) {
      st.include(EntityKind::relationship_type, impl.implemented_type, impl.ext.location);
      st.closure.add(EntityKind::relationship_type_implementation, impl.qname());
    }
    for (const auto& t : doc.artifact_templates) {
      st.include(EntityKind::artifact_template, QName{doc.target_namespace, t.id, {}}, t.ext.location);
    }
    for (const auto& t : doc.policy_templates) {
      st.include(EntityKind::policy_template, QName{doc.target_namespace, t.id, {}}, t.ext.location);
    }
  }
  if (st.run != nullptr) {
    include_implied(st);
  }
  st.assign_names();

  // 2. The document.
  Value out = Value::map();
  out.add("tosca_definitions_version", Value::of(options.version));
  Value meta = Value::map();
  if (tpl != nullptr) {
    meta.add("template_name", Value::of(tpl->name.value_or(tpl->id)));
  } else {
    meta.add("template_name", Value::of(doc.name.value_or(doc.id)));
  }
  meta.add("targetNamespace", Value::of(tpl && tpl->target_namespace ? *tpl->target_namespace
                                                                     : doc.target_namespace));
  meta.add("generator", Value::of("tosca-convert"));
  // The service template's tags are its metadata, when each has a key of
  // its own; otherwise all of them stay in the extension block.
  if (tpl != nullptr && tags_as_metadata(tpl->tags)) {
    for (const auto& t : tpl->tags) {
      meta.add(t.name, Value::of(t.value));
    }
  }
  out.add("metadata", std::move(meta));
  std::string description = tpl != nullptr ? first_description(tpl->ext) : first_description(doc.ext);
  if (!description.empty()) {
    out.add("description", Value::of(description));
  }

  st.ext.add("format", Value::of(k_extension_format));
  if (st.run != nullptr) {
    // Its standard part depends on the whole run (names, what other
    // topologies imply): roundtrip compares it only through the IR.
    st.ext.add("layout", Value::of("library"));
  }
  st.ext.add("document", document_header(doc, options)).add_if("order", own_order(st));
  st.ext.add_if("imported", imported_names(st));

  Value types = Value::map();
  Value topology = Value::map();
  if (tpl != nullptr) {
    write_topology(st, *tpl, topology);
  }
  write_types(st, types);

  for (auto& [k, v] : types.entries) {
    out.add(k, std::move(v));
  }
  if (tpl != nullptr) {
    out.add("topology_template", std::move(topology));
    write_service_sections(st, *tpl, out);
  }
  if (st.run != nullptr) {
    apply_declarations(st.run->declarations, out);
  }
  // Its templates' entries, where they are values; written ones stand in
  // for their placeholder when the document is emitted (write()).
  st.node_residues.install(st.ext);
  st.relationship_residues.install(st.ext);
  // Last, so the standard content reads first.
  Value dsl = Value::map();
  dsl.add("tosca_convert", std::move(st.ext));
  out.add("dsl_definitions", std::move(dsl));
  return out;
}

}  // namespace tosca::yaml::detail
