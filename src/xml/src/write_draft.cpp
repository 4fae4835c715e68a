// Writer for the 2012 draft rendering (CSD03, root ServiceTemplate), in the
// element order of xsd/tosca-csd03.xsd: documentation, extension elements,
// Import*, Types, Extensions, TopologyTemplateReference or TopologyTemplate,
// NodeTypes, RelationshipTypes, Plans.
//
// The draft root is one service template: the document's header and its
// first service template's topology and plans. Everything else a TOSCA 1.0
// document can hold has no place in it and is reported (NOT_REPRESENTABLE)
// and left out: further service templates, boundary definitions, tags,
// substitutableNodeType, and every kind of definition besides node and
// relationship types. Parts of shared elements that only TOSCA 1.0 defines
// but the draft reader still reads (requirement definitions, plan
// parameters, ...) are written as TOSCA 1.0 spells them, with a warning.
#include "write_common.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::ServiceTemplate>() == 12, "ir::ServiceTemplate changed: extend the XML writer");

namespace {

template <typename T>
void left_out(const WCtx& c, const std::vector<T>& list, const std::string& kind)
{
  for (const auto& t : list) {
    c.report(t.ext.location, kind + " '" + t.name +
                                 "' has no place in CSD03 XML (its root holds "
                                 "node and relationship types only); left out");
  }
}

template <typename T>
void templates_left_out(const WCtx& c, const std::vector<T>& list, const std::string& kind)
{
  for (const auto& t : list) {
    c.report(t.ext.location, kind + " '" + t.id + "' has no place in CSD03 XML; left out");
  }
}

/// What of the first service template the draft root cannot say.
void service_template_left_out(const WCtx& c, const ir::ServiceTemplate& st)
{
  const ir::Location at = st.ext.location;
  const std::string what = "service template '" + st.id + "'";
  if (!st.id.empty() && st.id != c.doc.id) {
    c.report(at, what +
                     ": its id differs from the document's, and the CSD03 root has one id; "
                     "written with the document's id '" +
                     c.doc.id + "'");
  }
  if (st.name && st.name != c.doc.name) {
    c.report(at, what + ": its name differs from the document's; left out");
  }
  if (st.target_namespace && *st.target_namespace != c.doc.target_namespace) {
    c.report(at, what + ": its targetNamespace has no place in CSD03 XML; left out");
  }
  if (st.substitutable_node_type) {
    c.report(at, what + ": substitutableNodeType has no place in CSD03 XML; left out");
  }
  if (!st.tags.empty()) {
    c.report(at, what + ": tags have no place in CSD03 XML; left out");
  }
  if (st.boundary) {
    c.report(st.boundary->ext.location,
             what + ": boundary definitions have no place in CSD03 XML; left out");
  }
  if (!st.ext.documentation.empty() || st.ext.has_extensions()) {
    c.report(at, what + ": its documentation and extensions have no place of their own in CSD03 "
                        "XML (the root's are the document's); left out");
  }
}

void definitions_left_out(const WCtx& c)
{
  const ir::Document& d = c.doc;
  for (std::size_t i = 1; i < d.service_templates.size(); ++i) {
    const auto& st = d.service_templates[i];
    c.report(st.ext.location, "service template '" + st.id +
                                  "' has no place in CSD03 XML (its root is the one service "
                                  "template); left out");
  }
  left_out(c, d.node_type_implementations, "node type implementation");
  left_out(c, d.relationship_type_implementations, "relationship type implementation");
  left_out(c, d.requirement_types, "requirement type");
  left_out(c, d.capability_types, "capability type");
  left_out(c, d.artifact_types, "artifact type");
  templates_left_out(c, d.artifact_templates, "artifact template");
  left_out(c, d.policy_types, "policy type");
  templates_left_out(c, d.policy_templates, "policy template");
}

}  // namespace

std::string write_draft(const ir::Document& doc, DiagnosticSink& sink, const Spill* spill)
{
  XmlOut out(doc.path, sink);
  if (spill != nullptr && spill->take) {
    out.spill_to(spill->take, spill->piece);
  }
  WCtx c{out, doc, ir::Dialect::csd03, tosca_prefix_of(doc)};
  out.set_context_namespace(doc.target_namespace);
  open(c, "ServiceTemplate", doc.ext);
  out.declare(doc.root_bindings);
  out.attribute("id", doc.id);
  optional_attribute(c, "name", doc.name);
  if (!doc.target_namespace.empty()) {
    out.attribute("targetNamespace", doc.target_namespace);
  }
  write_foreign_attributes(c, doc.ext);
  definitions_left_out(c);
  const ir::ServiceTemplate* st =
      doc.service_templates.empty() ? nullptr : &doc.service_templates[0];
  if (st) {
    service_template_left_out(c, *st);
  }
  write_ext_body(c, doc.ext);
  write_imports(c);
  write_types_element(c);
  write_extensions_element(c);
  if (st && st->topology_reference) {
    write_topology_reference(c, *st->topology_reference);
  }
  if (st && st->topology) {
    write_topology(c, *st->topology);
  }
  write_draft_type_wrappers(c);
  if (st) {
    write_plans(c, *st);
  }
  return out.finish();
}

}  // namespace tosca::xml::detail
