// YAML writer, library layout (docs/mapping.md, "Library layout"): the
// names, implied definitions and interface types every output of a run
// shares, planned before the first output is rendered.
#include "wellknown.hpp"
#include "writer_state.hpp"

#include <algorithm>

namespace tosca::yaml {

using namespace detail;

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
    st.typing.parent_lookup = [&](const QName& q) -> const ir::EntityTypeBase* {
      if (const auto* n = index.node_type(q)) {
        return n;
      }
      return index.relationship_type(q);
    };
    if (d < layout.has_output.size() && layout.has_output[d]) {
      for (const auto& tpl : doc.service_templates) {
        WriterState whole(model, index, quiet, o, doc);
        whole.typing.parent_lookup = st.typing.parent_lookup;
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
