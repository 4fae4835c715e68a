// XML-born documents: what ids in a service template point at, and the
// instance bounds of node and group templates.
//
// [x] SourceElement / TargetElement: an id of this document (ID_UNKNOWN) of
//     a node template or requirement / node template or capability (ID_KIND;
//     the draft also allows group templates); a target given only by
//     TargetElementReference is not checked
// [x] the relationship type's ValidSource / ValidTarget, inherited from the
//     nearest declaring ancestor, against the endpoint's kind and type
//     (ENDPOINT_TYPE; a node template where a requirement or capability
//     type is asked for is WINERY_ENDPOINT under --profile winery)
// [x] boundary Requirement/Capability refs, PropertyMapping targetObjectRef,
//     exported NodeOperation/RelationshipOperation/Plan refs (ID_UNKNOWN,
//     ID_KIND) and the interface and operation they name (OPERATION_UNKNOWN)
// [x] minInstances <= maxInstances, defaults 1 and 1 (BOUNDS_ORDER)
#include "checks.hpp"

namespace tosca::check::detail {

namespace {

using K = ir::EntityKind;

enum class IdKind {
  definitions,
  service_template,
  topology_template,
  node_template,
  relationship_template,
  group_template,
  requirement,
  capability,
  plan,
  artifact_template,
  policy_template,
};

std::string_view id_kind_name(IdKind k)
{
  switch (k) {
  case IdKind::definitions:
    return "the Definitions element";
  case IdKind::service_template:
    return "a service template";
  case IdKind::topology_template:
    return "a topology template";
  case IdKind::node_template:
    return "a node template";
  case IdKind::relationship_template:
    return "a relationship template";
  case IdKind::group_template:
    return "a group template";
  case IdKind::requirement:
    return "a requirement";
  case IdKind::capability:
    return "a capability";
  case IdKind::plan:
    return "a plan";
  case IdKind::artifact_template:
    return "an artifact template";
  case IdKind::policy_template:
    return "a policy template";
  }
  return "an element";
}

struct IdTarget
{
  IdKind kind;
  /// The template an id names (node, relationship, artifact and policy
  /// templates, requirements and capabilities); null for the others.
  const ir::EntityTemplateBase* entity = nullptr;
  /// The node template a requirement or capability belongs to.
  const ir::NodeTemplate* owner = nullptr;
};

/// Every xs:ID of one document; the first wins (the schema reports twins).
class Ids
{
public:
  explicit Ids(const ir::Document& doc)
  {
    add(doc.id, {IdKind::definitions});
    for (const auto& a : doc.artifact_templates) {
      add(a.id, {IdKind::artifact_template, &a});
    }
    for (const auto& p : doc.policy_templates) {
      add(p.id, {IdKind::policy_template, &p});
    }
    for (const auto& st : doc.service_templates) {
      add(st.id, {IdKind::service_template});
      for (const auto& p : st.plans) {
        add(p.id, {IdKind::plan});
      }
      if (!st.topology) {
        continue;
      }
      if (st.topology->id) {
        add(*st.topology->id, {IdKind::topology_template});
      }
      for (const auto& n : st.topology->node_templates) {
        add(n.id, {IdKind::node_template, &n});
        for (const auto& r : n.requirements) {
          add(r.id, {IdKind::requirement, &r, &n});
        }
        for (const auto& c : n.capabilities) {
          add(c.id, {IdKind::capability, &c, &n});
        }
      }
      for (const auto& r : st.topology->relationship_templates) {
        add(r.id, {IdKind::relationship_template, &r});
      }
      for (const auto& g : st.topology->group_templates) {
        add(g.id, {IdKind::group_template});
      }
    }
  }

  const IdTarget* find(std::string_view id) const
  {
    auto it = m_ids.find(id);
    return it == m_ids.end() ? nullptr : &it->second;
  }

  /// The closest id of one of `kinds` to `id`, or "".
  std::string suggestion(const std::string& id, std::initializer_list<IdKind> kinds) const
  {
    std::vector<std::string> names;
    for (const auto& [name, target] : m_order) {
      for (IdKind k : kinds) {
        if (target.kind == k) {
          names.emplace_back(name);
        }
      }
    }
    return closest_match(id, names);
  }

private:
  void add(const std::string& id, IdTarget t)
  {
    if (!id.empty() && m_ids.emplace(id, t).second) {
      m_order.emplace_back(id, t);
    }
  }

  /// Keys view the ids in the document, which outlives this table.
  std::unordered_map<std::string_view, IdTarget> m_ids;
  std::vector<std::pair<std::string_view, IdTarget>> m_order;
};

struct Topology
{
  const Context& cx;
  const ir::Document& doc;
  Ids ids;

  /// Resolves an id reference to one of `allowed` kinds; reports and
  /// returns nullptr otherwise. `what` names the reference in messages.
  const IdTarget* id_ref(const std::string& id, const ir::Location& at, const std::string& what,
                         std::initializer_list<IdKind> allowed, const std::string& expected)
  {
    if (id.empty()) {
      return nullptr; // a missing attribute: the schema says so
    }
    const IdTarget* t = ids.find(id);
    if (!t) {
      std::string message = what + " '" + id + "' is not the id of anything in this document";
      message += did_you_mean(ids.suggestion(id, allowed));
      cx.error(doc, at, "ID_UNKNOWN", message);
      return nullptr;
    }
    for (IdKind k : allowed) {
      if (t->kind == k) {
        return t;
      }
    }
    cx.error(doc, at, "ID_KIND",
             what + " '" + id + "' is " + std::string(id_kind_name(t->kind)) + "; it must name " +
                 expected);
    return nullptr;
  }

  /// True when `type` is `ancestor` or derives from it (unknown links end
  /// the walk: not proven, so the caller stays quiet).
  bool derives(K kind, ir::QName type, const ir::QName& ancestor, bool& known) const
  {
    known = true;
    for (int steps = 0; steps < 256; ++steps) {
      if (type == ancestor) {
        return true;
      }
      const ir::EntityTypeBase* t = cx.catalog.type(kind, type);
      if (!t) {
        known = false;
        return false;
      }
      if (!t->derived_from) {
        return false;
      }
      type = *t->derived_from;
    }
    known = false; // a cycle: reported elsewhere
    return false;
  }

  /// ValidSource or ValidTarget of a relationship type, from the nearest
  /// ancestor that declares one.
  std::optional<ir::QName> valid_end(const ir::QName& rel_type, bool source) const
  {
    ir::QName q = rel_type;
    for (int steps = 0; steps < 256; ++steps) {
      const auto* t = cx.catalog.get<ir::RelationshipType>(K::relationship_type, q);
      if (!t) {
        return std::nullopt;
      }
      const auto& end = source ? t->valid_source : t->valid_target;
      if (end) {
        return end;
      }
      if (!t->derived_from) {
        return std::nullopt;
      }
      q = *t->derived_from;
    }
    return std::nullopt;
  }

  void endpoint_type(const ir::RelationshipTemplate& r, const IdTarget& end, bool source,
                     const ir::Location& at)
  {
    if (!resolvable(r.type)) {
      return;
    }
    auto valid = valid_end(r.type, source);
    if (!valid || !resolvable(*valid)) {
      return;
    }
    const char* element = source ? "SourceElement" : "TargetElement";
    const K element_kind = source ? K::requirement_type : K::capability_type;
    const bool node_end = cx.catalog.find(K::node_type, *valid) != nullptr;
    if (!node_end && !cx.catalog.find(element_kind, *valid)) {
      return; // unresolved: REF_UNKNOWN at the relationship type
    }
    const std::string prefix = "relationship template '" + r.id + "': " + element + " '";
    const std::string rule = std::string(source ? "ValidSource" : "ValidTarget") + " of '" +
                             show(r.type) + "' is '" + show(*valid) + "'";
    const bool element_end = end.kind == (source ? IdKind::requirement : IdKind::capability);
    if (node_end != (end.kind == IdKind::node_template) || (!node_end && !element_end)) {
      if (end.kind == IdKind::group_template) {
        return; // draft groups carry no type
      }
      std::string message = prefix + idof(end) + "' is " + std::string(id_kind_name(end.kind)) +
                            ", but the " + rule + ", so it must name " +
                            (node_end ? "a node template"
                             : source ? "a requirement"
                                      : "a capability") +
                            " of that type";
      if (!node_end && cx.options.profile == Profile::winery) {
        // Winery's modeler draws such relationships between node templates.
        cx.warning(doc, at, "WINERY_ENDPOINT", message);
      } else {
        cx.error(doc, at, "ENDPOINT_TYPE", message);
      }
      return;
    }
    if (end.entity == nullptr) {
      return;
    }
    const ir::QName& actual = end.entity->type;
    bool known = false;
    if (!resolvable(actual) ||
        derives(node_end ? K::node_type : element_kind, actual, *valid, known) || !known) {
      return;
    }
    cx.error(doc, at, "ENDPOINT_TYPE",
             prefix + idof(end) + "' has the type '" + show(actual) + "', but the " + rule +
                 " and '" + actual.local + "' does not derive from it");
  }

  static std::string idof(const IdTarget& t)
  {
    return t.entity != nullptr ? t.entity->id : std::string();
  }

  void relationship(const ir::RelationshipTemplate& r)
  {
    const bool draft = doc.dialect == ir::Dialect::csd03;
    const std::string owner = "relationship template '" + r.id + "': ";
    const ir::Location& src_at = r.source_location.known() ? r.source_location : r.ext.location;
    const ir::Location& tgt_at = r.target_location.known() ? r.target_location : r.ext.location;
    const IdTarget* src =
        draft ? id_ref(r.source, src_at, owner + "SourceElement",
                       {IdKind::node_template, IdKind::requirement, IdKind::group_template},
                       "a node template, a requirement or a group template")
              : id_ref(r.source, src_at, owner + "SourceElement",
                       {IdKind::node_template, IdKind::requirement},
                       "a node template or a requirement of one");
    if (src) {
      endpoint_type(r, *src, true, src_at);
    }
    if (r.target.empty() && r.target_reference) {
      return;
    }
    const IdTarget* tgt =
        draft ? id_ref(r.target, tgt_at, owner + "TargetElement",
                       {IdKind::node_template, IdKind::capability, IdKind::group_template},
                       "a node template, a capability or a group template")
              : id_ref(r.target, tgt_at, owner + "TargetElement",
                       {IdKind::node_template, IdKind::capability},
                       "a node template or a capability of one");
    if (tgt) {
      endpoint_type(r, *tgt, false, tgt_at);
    }
  }

  /// Does `type` (or an ancestor) declare interface `iface` with `op`?
  /// Unknown types count as yes.
  bool has_operation(K kind, ir::QName type, const std::string& iface, const std::string& op,
                     bool& interface_found) const
  {
    interface_found = false;
    for (int steps = 0; steps < 256; ++steps) {
      const Entity* e = cx.catalog.find(kind, type);
      if (!e) {
        interface_found = true;
        return true;
      }
      auto scan = [&](const std::vector<ir::Interface>& list) {
        for (const auto& i : list) {
          if (i.name == iface) {
            interface_found = true;
            for (const auto& o : i.operations) {
              if (o.name == op) {
                return true;
              }
            }
          }
        }
        return false;
      };
      if (kind == K::node_type) {
        if (scan(e->as<ir::NodeType>()->interfaces)) {
          return true;
        }
      } else {
        const auto* rt = e->as<ir::RelationshipType>();
        if (scan(rt->source_interfaces) || scan(rt->target_interfaces)) {
          return true;
        }
      }
      if (!e->type()->derived_from) {
        return false;
      }
      type = *e->type()->derived_from;
    }
    interface_found = true;
    return true;
  }

  void exported(const ir::ExportedInterface& i, const ir::ExportedOperation& o,
                const std::string& st)
  {
    using Kind = ir::ExportedOperation::Kind;
    const std::string what =
        "exported operation '" + i.name + "/" + o.name + "' of service template '" + st + "'";
    const IdTarget* t = nullptr;
    K type_kind = K::node_type;
    switch (o.kind) {
    case Kind::node_operation:
      t = id_ref(o.ref, o.ext.location, what + ": nodeRef", {IdKind::node_template},
                 "a node template");
      break;
    case Kind::relationship_operation:
      type_kind = K::relationship_type;
      t = id_ref(o.ref, o.ext.location, what + ": relationshipRef", {IdKind::relationship_template},
                 "a relationship template");
      break;
    case Kind::plan:
      id_ref(o.ref, o.ext.location, what + ": planRef", {IdKind::plan}, "a plan");
      return;
    }
    if (!t || t->entity == nullptr || o.interface_name.empty() || o.operation_name.empty()) {
      return;
    }
    const ir::QName& type = t->entity->type;
    bool interface_found = false;
    if (!resolvable(type) ||
        has_operation(type_kind, type, o.interface_name, o.operation_name, interface_found)) {
      return;
    }
    cx.error(doc, o.ext.location, "OPERATION_UNKNOWN",
             what + " names " +
                 (interface_found ? "operation '" + o.operation_name + "' of interface '" +
                                        o.interface_name + "'"
                                  : "interface '" + o.interface_name + "'") +
                 ", which type '" + show(type) + "' does not define");
  }

  void boundary(const ir::ServiceTemplate& st)
  {
    const ir::BoundaryDefinitions& b = *st.boundary;
    const std::string owner = "boundary definitions of service template '" + st.id + "': ";
    for (const auto& r : b.requirements) {
      id_ref(r.ref, r.ext.location, owner + "Requirement ref", {IdKind::requirement},
             "a requirement of a node template");
    }
    for (const auto& c : b.capabilities) {
      id_ref(c.ref, c.ext.location, owner + "Capability ref", {IdKind::capability},
             "a capability of a node template");
    }
    for (const auto& m : b.property_mappings) {
      if (!m.target_object_ref.empty() && !ids.find(m.target_object_ref)) {
        std::string message = owner + "PropertyMapping targetObjectRef '" + m.target_object_ref +
                              "' is not the id of anything in this document";
        message += did_you_mean(ids.suggestion(
            m.target_object_ref, {IdKind::node_template, IdKind::relationship_template,
                                  IdKind::requirement, IdKind::capability}));
        cx.error(doc, m.ext.location, "ID_UNKNOWN", message);
      }
    }
    for (const auto& i : b.interfaces) {
      for (const auto& o : i.operations) {
        exported(i, o, st.id);
      }
    }
  }

  void bounds(std::optional<std::int64_t> min, const std::optional<ir::Bound>& max,
              const ir::Location& at, const std::string& what)
  {
    const std::int64_t lo = min.value_or(1);
    if (max && max->unbounded()) {
      return;
    }
    const std::int64_t hi = max ? *max->value : 1;
    if (lo <= hi) {
      return;
    }
    cx.error(doc, at, "BOUNDS_ORDER",
             what + ": minInstances " + std::to_string(lo) + (min ? "" : " (the default)") +
                 " is greater than maxInstances " + std::to_string(hi) +
                 (max ? "" : " (the default)"));
  }

  void run()
  {
    for (const auto& st : doc.service_templates) {
      if (st.boundary) {
        boundary(st);
      }
      if (!st.topology) {
        continue;
      }
      for (const auto& n : st.topology->node_templates) {
        bounds(n.min_instances, n.max_instances, n.ext.location, "node template '" + n.id + "'");
      }
      for (const auto& g : st.topology->group_templates) {
        bounds(g.min_instances, g.max_instances, g.ext.location, "group template '" + g.id + "'");
      }
      for (const auto& r : st.topology->relationship_templates) {
        relationship(r);
      }
    }
  }
};

} // namespace

void check_xml_topology(const Context& cx, const ir::Document& doc)
{
  if (doc.service_templates.empty()) {
    return;
  }
  Topology{cx, doc, Ids(doc)}.run();
}

} // namespace tosca::check::detail
