// Final output of content only the CSD03 draft can express: the tc:draft
// extension element. read_extensions.cpp reads it back onto the same IR
// fields, so a draft document written as TOSCA 1.0 XML loses nothing.
//
// Encoding. Namespace http://tosca-convert.org/xml/extensions/1, prefix
// tc, declared on the element itself (so no fragment's scope changes). An
// extensible TOSCA 1.0 element (tExtensibleElements allows ##other elements
// after its documentation) whose entity has draft-only content carries one
// <tc:draft> child after its documentation and other extension elements.
// Its unqualified attributes are the entity's draft-only scalar fields; its
// children are the entity's draft-only elements spelled exactly as CSD03
// spells them, in the TOSCA namespace, and are read by the draft reader.
//
//   entity                     tc:draft attributes           tc:draft children (CSD03 form)
//   Definitions                id (1), serviceTemplate=      NodeTypes, RelationshipTypes (2)
//                              "implied" (6)
//   NodeType, RelationshipType name (display name),          NodeType: Policies,
//   and the other types        targetNamespace="inherited" (3), DeploymentArtifacts;
//                              cascadingDeletion (relationship   Interfaces, Source/Target-
//                              types)                        Interfaces (5)
//   Node/RelationshipType-     -                             ImplementationArtifacts,
//   Implementation                                           DeploymentArtifacts (4)
//   Operation                  -                             WSDL | REST | ScriptOperation
//   NodeTemplate               group                         Policies (4), EnvironmentConstraints,
//                                                            DeploymentArtifacts (4),
//                                                            ImplementationArtifacts
//   RelationshipTemplate       group                         TargetElementReference
//   TopologyTemplate           id, name                      GroupTemplate (nested as in CSD03,
//                                                            without members; members say
//                                                            their group in their own tc:draft)
//   ServiceTemplate            -                             TopologyTemplateReference
//
// (1) A CSD03 document's id is also its service template's; Definitions
//     gets "<id>-definitions" so no xs:ID repeats, and tc:draft keeps the id.
// (2) The wrappers' targetNamespace, documentation and extensions; the
//     types themselves are ordinary TOSCA 1.0 types.
// (3) The type's namespace came from a NodeTypes/RelationshipTypes wrapper:
//     targetNamespace is written on the type for its meaning, and this
//     says it was not written there in the draft.
// (4) Only when the list holds CSD03-form items (type URI, inline content).
// (5) The interfaces' inline implementation artifacts (tInterface takes no
//     extensions): every interface of the list in order, by name, holding
//     only its ImplementationArtifacts; the reader merges them by position.
// (6) A CSD03 document that only defines types is a ServiceTemplate root
//     with no topology and no plans; TOSCA 1.0 requires a topology in every
//     service template, so that implied, empty one is not written: the
//     reader adds it back (id and name of the document).
//
// What has no extensible place in TOSCA 1.0 (CSD03-form policies of
// boundary definitions) is reported and left out.
#include "write_common.hpp"

#include <functional>
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::DeploymentArtifact>() == 6, "ir::DeploymentArtifact changed: extend the XML writer");
static_assert(ir::field_count<ir::EntityTypeBase>() == 11, "ir::EntityTypeBase changed: extend the XML writer");
static_assert(ir::field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend the XML writer");
static_assert(ir::field_count<ir::NodeTemplate>() == 10, "ir::NodeTemplate changed: extend the XML writer");
static_assert(ir::field_count<ir::Operation>() == 7, "ir::Operation changed: extend the XML writer");
static_assert(ir::field_count<ir::RelationshipTemplate>() == 8, "ir::RelationshipTemplate changed: extend the XML writer");
static_assert(ir::field_count<ir::ServiceTemplate>() == 12, "ir::ServiceTemplate changed: extend the XML writer");
static_assert(ir::field_count<ir::TopologyTemplate>() == 6, "ir::TopologyTemplate changed: extend the XML writer");
static_assert(ir::field_count<ir::TypeImplementation>() == 11, "ir::TypeImplementation changed: extend the XML writer");

namespace {

/// One tc:draft element being assembled: attributes first, then children,
/// written (and reported, naming what it keeps) only if anything is there.
class DraftElement
{
public:
  DraftElement(const WCtx& c, ir::Location where, std::string what)
      : m_c(c), m_where(where), m_what(std::move(what))
  {
  }

  void attribute(std::string local, std::string value, std::string kept)
  {
    m_attributes.emplace_back(std::move(local), std::move(value));
    if (!kept.empty()) {
      m_kept.push_back(std::move(kept));
    }
  }

  void child(std::string kept, std::function<void()> write)
  {
    m_children.push_back(std::move(write));
    m_kept.push_back(std::move(kept));
  }

  void write()
  {
    if (!m_c.final_dialect() || (m_attributes.empty() && m_children.empty())) {
      return;
    }
    m_c.out.start(k_w_tc_ns, "draft", "tc", m_where);
    for (const auto& [local, value] : m_attributes) {
      m_c.out.attribute(local, value);
    }
    for (const auto& w : m_children) {
      w();
    }
    m_c.out.end();
    if (!m_kept.empty()) {
      std::string list;
      for (std::size_t i = 0; i < m_kept.size(); ++i) {
        list += (i == 0 ? "" : i + 1 == m_kept.size() ? " and " : ", ") + m_kept[i];
      }
      m_c.report(m_where,
                 m_what + ": " + list + " (CSD03 only) kept in extension element tc:draft");
    }
  }

private:
  const WCtx& m_c;
  ir::Location m_where;
  std::string m_what;
  std::vector<std::pair<std::string, std::string>> m_attributes;
  std::vector<std::function<void()>> m_children;
  std::vector<std::string> m_kept;
};

void wrapper_child(const WCtx& c, DraftElement& d, std::string_view element,
                   const std::optional<std::string>& ns, const ir::Extensible& ext)
{
  if (!ns && !has_content(ext)) {
    return;
  }
  d.child(std::string(element) + " wrapper", [&c, element, &ns, &ext] {
    open(c, element, ext);
    optional_attribute(c, "targetNamespace", ns);
    write_foreign_attributes(c, ext);
    write_ext_body(c, ext);
    c.out.end();
  });
}

}  // namespace

std::optional<std::string> type_namespace_attribute(const WCtx& c, const std::string& ns,
                                                    bool written)
{
  if (written || ns != c.out.context_namespace()) {
    return ns;
  }
  return std::nullopt;
}

bool implied_service_template(const WCtx& c)
{
  const ir::Document& d = c.doc;
  if (d.dialect != ir::Dialect::csd03 || !c.final_dialect() || d.service_templates.empty()) {
    return false;
  }
  const ir::ServiceTemplate& st = d.service_templates.front();
  return st.id == d.id && st.name == d.name && !st.target_namespace &&
         !st.substitutable_node_type && st.tags.empty() && !st.boundary && !st.topology &&
         !st.topology_reference && st.plans.empty() && !st.plans_target_namespace &&
         !has_content(st.plans_ext) && !has_content(st.ext);
}

std::string definitions_id(const WCtx& c)
{
  if (c.doc.dialect != ir::Dialect::csd03 || !c.final_dialect()) {
    return c.doc.id;
  }
  const std::size_t first = implied_service_template(c) ? 1 : 0;
  auto taken = [&](const std::string& id) {
    for (std::size_t i = first; i < c.doc.service_templates.size(); ++i) {
      if (c.doc.service_templates[i].id == id) {
        return true;
      }
    }
    return false;
  };
  if (!taken(c.doc.id)) {
    return c.doc.id;
  }
  std::string id = c.doc.id + "-definitions";
  while (taken(id)) {
    id += "-";
  }
  return id;
}

void write_document_extension(const WCtx& c)
{
  const ir::Document& doc = c.doc;
  DraftElement d(c, doc.ext.location, "document '" + doc.id + "'");
  if (definitions_id(c) != doc.id) {
    d.attribute("id", doc.id, "");
  }
  if (implied_service_template(c)) {
    d.attribute("serviceTemplate", "implied", "");
  }
  wrapper_child(c, d, "NodeTypes", doc.node_types_target_namespace, doc.node_types_ext);
  wrapper_child(c, d, "RelationshipTypes", doc.relationship_types_target_namespace,
                doc.relationship_types_ext);
  d.write();
}

void write_entity_type_extension(const WCtx& c, const std::string& what,
                                 const ir::EntityTypeBase& t, const DraftTypeParts& parts)
{
  const auto* policies = parts.policies;
  const auto* artifacts = parts.artifacts;
  const auto* cascading_deletion = parts.cascading_deletion;
  DraftElement d(c, t.ext.location, what);
  if (t.display_name) {
    d.attribute("name", *t.display_name, "display name");
  }
  if (!t.target_namespace_written && t.target_namespace != c.out.context_namespace()) {
    d.attribute("targetNamespace", "inherited", "");
  }
  if (cascading_deletion && *cascading_deletion) {
    d.attribute("cascadingDeletion", **cascading_deletion ? "yes" : "no", "cascadingDeletion");
  }
  if (policies && !policies->empty()) {
    d.child("policies", [&c, policies] { write_policies(c, *policies, true); });
  }
  if (artifacts && !artifacts->empty()) {
    d.child("deployment artifacts",
            [&c, artifacts] { write_deployment_artifacts(c, *artifacts, true); });
  }
  for (const auto& [wrapper, list] : parts.interfaces) {
    if (any_interface_artifacts(*list)) {
      d.child(
          "inline implementation artifacts of interfaces",
          [&c, wrapper = wrapper, list = list] { write_interface_artifacts(c, wrapper, *list); });
    }
  }
  d.write();
}

void write_implementation_extension(const WCtx& c, const std::string& what,
                                    const ir::TypeImplementation& t,
                                    const std::vector<ir::DeploymentArtifact>* artifacts)
{
  DraftElement d(c, t.ext.location, what);
  if (any_draft_form(t.implementation_artifacts)) {
    d.child("implementation artifacts",
            [&c, &t] { write_implementation_artifacts(c, t.implementation_artifacts, true); });
  }
  if (artifacts && any_draft_form(*artifacts)) {
    d.child("deployment artifacts",
            [&c, artifacts] { write_deployment_artifacts(c, *artifacts, true); });
  }
  d.write();
}

void write_operation_extension(const WCtx& c, const ir::Operation& op)
{
  DraftElement d(c, op.ext.location, "operation '" + op.name + "'");
  if (op.wsdl || op.rest || op.script) {
    d.child(op.wsdl   ? "WSDL binding"
            : op.rest ? "REST binding"
                      : "script binding",
            [&c, &op] { write_operation_bindings(c, op); });
  }
  d.write();
}

void write_node_template_extension(const WCtx& c, const ir::NodeTemplate& n)
{
  DraftElement d(c, n.ext.location, "node template '" + n.id + "'");
  if (!n.group.empty()) {
    d.attribute("group", n.group, "group membership");
  }
  if (any_draft_form(n.policies)) {
    d.child("policies", [&c, &n] { write_policies(c, n.policies, true); });
  }
  if (!n.environment_constraints.empty()) {
    d.child("environment constraints", [&c, &n] {
      write_constraints(c, "EnvironmentConstraints", "EnvironmentConstraint",
                        n.environment_constraints);
    });
  }
  if (any_draft_form(n.deployment_artifacts)) {
    d.child("deployment artifacts",
            [&c, &n] { write_deployment_artifacts(c, n.deployment_artifacts, true); });
  }
  if (!n.implementation_artifacts.empty()) {
    d.child("implementation artifacts",
            [&c, &n] { write_implementation_artifacts(c, n.implementation_artifacts, true); });
  }
  d.write();
}

void write_relationship_template_extension(const WCtx& c, const ir::RelationshipTemplate& r)
{
  DraftElement d(c, r.ext.location, "relationship template '" + r.id + "'");
  if (!r.group.empty()) {
    d.attribute("group", r.group, "group membership");
  }
  if (r.target_reference) {
    d.child("TargetElementReference", [&c, &r] {
      open_plain(c, "TargetElementReference", r.target_location);
      c.out.qname_attribute("id", *r.target_reference);
      c.out.end();
    });
  }
  d.write();
}

void write_topology_extension(const WCtx& c, const ir::TopologyTemplate& t)
{
  DraftElement d(c, t.ext.location, "topology template");
  if (t.id) {
    d.attribute("id", *t.id, "id");
  }
  if (t.name) {
    d.attribute("name", *t.name, "name");
  }
  if (!t.group_templates.empty()) {
    d.child("group templates", [&c, &t] { write_group_templates(c, t); });
  }
  d.write();
}

void write_service_template_extension(const WCtx& c, const ir::ServiceTemplate& st)
{
  DraftElement d(c, st.ext.location, "service template '" + st.id + "'");
  if (st.topology_reference) {
    d.child("TopologyTemplateReference",
            [&c, &st] { write_topology_reference(c, *st.topology_reference); });
  }
  d.write();
}

}  // namespace tosca::xml::detail
