// XML-born documents: the DerivedFrom hierarchy of types and type
// implementations, and what it says about templates.
//
// [x] DerivedFrom cycles: found once for the whole workspace, reported once
//     per cycle at its first member that an input defines (DERIVATION_CYCLE)
// [x] a parent declared final="yes" (DERIVED_FROM_FINAL)
// [x] a template whose type is abstract="yes": node, relationship, artifact
//     and policy templates (ABSTRACT_TYPE)
#include "checks.hpp"

namespace tosca::check::detail {

namespace {

using K = ir::EntityKind;

/// DerivedFrom and flags of a type or a type implementation.
struct Derivation
{
  const std::optional<ir::QName>* parent = nullptr;
  ir::YesNo is_final;
  ir::YesNo abstract;
};

std::optional<Derivation> derivation_of(const Entity& e)
{
  if (const ir::EntityTypeBase* t = e.type()) {
    return Derivation{&t->derived_from, t->is_final, t->abstract};
  }
  if (const ir::TypeImplementation* i = e.implementation()) {
    return Derivation{&i->derived_from, i->is_final, i->abstract};
  }
  return std::nullopt;
}

std::string name_of(const Entity& e)
{
  const ir::EntityTypeBase* t = e.type();
  const ir::TypeImplementation* i = e.implementation();
  return t ? t->name : i ? i->name : std::string();
}

struct Hierarchy
{
  const Context& cx;
  std::unordered_map<std::string, int>& state;

  /// Follows DerivedFrom from `start` until a known node, a missing parent
  /// or a node already on the walk (a cycle).
  void walk(K kind, const ir::QName& start)
  {
    std::vector<std::pair<ir::QName, const Entity*>> path;
    ir::QName q = start;
    const std::string tag = std::to_string(static_cast<int>(kind)) + '|';
    while (true) {
      const Entity* e = cx.catalog.find(kind, q);
      if (!e) {
        break;
      }
      int& s = state[tag + q.clark()];
      if (s == 2) {
        break;
      }
      if (s == 1) {
        report_cycle(kind, path, q);
        break;
      }
      s = 1;
      path.emplace_back(q, e);
      auto d = derivation_of(*e);
      if (!d || !*d->parent || !resolvable(**d->parent)) {
        break;
      }
      q = **d->parent;
    }
    for (const auto& [name, _] : path) {
      state[tag + name.clark()] = 2;
    }
  }

  void report_cycle(K kind, const std::vector<std::pair<ir::QName, const Entity*>>& path,
                    const ir::QName& again)
  {
    std::size_t from = 0;
    while (from < path.size() && !(path[from].first == again)) {
      ++from;
    }
    const Entity* at = nullptr;
    for (std::size_t i = from; i < path.size() && !at; ++i) {
      if (cx.is_input(path[i].second->document)) {
        at = path[i].second;
      }
    }
    if (!at) {
      return; // a cycle among search-path documents only
    }
    std::string chain;
    for (std::size_t i = from; i < path.size(); ++i) {
      chain += "'" + path[i].first.local + "' -> ";
    }
    chain += "'" + again.local + "'";
    cx.error(*at->document, at->location, "DERIVATION_CYCLE",
             std::string(ir::to_string(kind)) + " '" + name_of(*at) +
                 "' derives from itself: " + chain);
  }

  void final_parent(K kind, const Entity& e)
  {
    auto d = derivation_of(e);
    if (!d || !*d->parent || !resolvable(**d->parent)) {
      return;
    }
    const Entity* parent = cx.catalog.find(kind, **d->parent);
    if (!parent) {
      return;
    }
    auto pd = derivation_of(*parent);
    if (pd && pd->is_final == true) {
      cx.error(*e.document, e.location, "DERIVED_FROM_FINAL",
               std::string(ir::to_string(kind)) + " '" + name_of(e) + "' derives from '" +
                   show(**d->parent) + "', which is final");
    }
  }

  template <class T> void types_of(K kind, const std::vector<T>& list, const ir::Document& doc)
  {
    for (const auto& t : list) {
      const Entity e{&doc, &t, t.ext.location};
      walk(kind, t.qname());
      final_parent(kind, e);
    }
  }

  void abstract_type(const ir::Document& doc, K kind, const ir::QName& type, const ir::Location& at,
                     const std::string& what)
  {
    if (!resolvable(type)) {
      return;
    }
    const ir::EntityTypeBase* t = cx.catalog.type(kind, type);
    if (t && t->abstract == true) {
      cx.error(doc, at, "ABSTRACT_TYPE",
               what + " has the abstract type '" + show(type) +
                   "'; abstract types cannot be instantiated, use a type derived from it");
    }
  }

  void templates(const ir::Document& doc)
  {
    for (const auto& st : doc.service_templates) {
      if (!st.topology) {
        continue;
      }
      for (const auto& n : st.topology->node_templates) {
        abstract_type(doc, K::node_type, n.type, n.ext.location, "node template '" + n.id + "'");
      }
      for (const auto& r : st.topology->relationship_templates) {
        abstract_type(doc, K::relationship_type, r.type, r.ext.location,
                      "relationship template '" + r.id + "'");
      }
    }
    for (const auto& a : doc.artifact_templates) {
      abstract_type(doc, K::artifact_type, a.type, a.ext.location,
                    "artifact template '" + a.id + "'");
    }
    for (const auto& p : doc.policy_templates) {
      abstract_type(doc, K::policy_type, p.type, p.ext.location, "policy template '" + p.id + "'");
    }
  }

  void document(const ir::Document& doc)
  {
    types_of(K::node_type, doc.node_types, doc);
    types_of(K::relationship_type, doc.relationship_types, doc);
    types_of(K::requirement_type, doc.requirement_types, doc);
    types_of(K::capability_type, doc.capability_types, doc);
    types_of(K::artifact_type, doc.artifact_types, doc);
    types_of(K::policy_type, doc.policy_types, doc);
    types_of(K::node_type_implementation, doc.node_type_implementations, doc);
    types_of(K::relationship_type_implementation, doc.relationship_type_implementations, doc);
    templates(doc);
  }
};

} // namespace

void check_xml_hierarchy(const Context& cx, const ir::Document& doc, HierarchyState& state)
{
  Hierarchy{cx, state.walked}.document(doc);
}

} // namespace tosca::check::detail
