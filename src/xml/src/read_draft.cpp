// Reader for the 2012 draft rendering (CSD03, root ServiceTemplate).
//
// [x] ServiceTemplate header: id, name, targetNamespace, Extensions, Import, Types
// [x] TopologyTemplate (id, name) or TopologyTemplateReference
// [x] NodeTypes / RelationshipTypes inside the service template
// [x] NodeTypeProperties, PropertyDefaults, PropertyConstraints, EnvironmentConstraints
// [x] GroupTemplate, nested, with Policies
// [x] TargetElementReference
// [x] WSDL, REST and ScriptOperation operations
// [x] inline ImplementationArtifacts with RequiredContainerCapabilities
// [x] Plans with PreCondition, PlanModel and PlanModelReference
#include "read_context.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::NodeType>() == 7, "ir::NodeType changed: extend the XML reader");
static_assert(ir::field_count<ir::RelationshipType>() == 7, "ir::RelationshipType changed: extend the XML reader");
static_assert(ir::field_count<ir::ServiceTemplate>() == 12, "ir::ServiceTemplate changed: extend the XML reader");
static_assert(ir::field_count<ir::TopologyTemplate>() == 6, "ir::TopologyTemplate changed: extend the XML reader");

void read_definitions_header(const Ctx& c, std::uint32_t i, ir::Document& doc,
                             const std::function<bool(std::uint32_t)>& child);
void read_plans(const Ctx& c, std::uint32_t i, ir::ServiceTemplate& st);
ir::TopologyTemplate read_topology_template(const Ctx& c, std::uint32_t i);
ir::NodeType read_node_type_any(const Ctx& c, std::uint32_t i);
ir::RelationshipType read_relationship_type_any(const Ctx& c, std::uint32_t i);

ir::Document read_draft(const Ctx& c)
{
  ir::Document doc;
  doc.dialect = ir::Dialect::csd03;
  doc.path = c.path;
  const std::uint32_t root = c.tree.root;
  doc.root_bindings = c.node(root).bindings();
  Attrs a(c, root);
  doc.id = a.required("id");
  doc.name = a.take("name");
  doc.target_namespace = a.take("targetNamespace").value_or("");

  // The draft's one service template carries the topology and the plans;
  // the document header carries everything else.
  ir::ServiceTemplate st;
  st.id = doc.id;
  st.name = doc.name;
  read_definitions_header(c, root, doc, [&](std::uint32_t k) {
    if (c.is(k, "TopologyTemplate")) {
      st.topology = read_topology_template(c, k);
    } else if (c.is(k, "TopologyTemplateReference")) {
      Attrs r(c, k);
      st.topology_reference = r.required_qname("reference");
    } else if (c.is(k, "NodeTypes")) {
      Attrs wa(c, k);
      doc.node_types_target_namespace = wa.take("targetNamespace");
      Ctx inner = c;
      inner.target_namespace = doc.node_types_target_namespace.value_or(c.target_namespace);
      read_children(inner, k, doc.node_types_ext, [&](std::uint32_t t) {
        if (!c.is(t, "NodeType")) {
          return false;
        }
        doc.node_types.push_back(read_node_type_any(inner, t));
        return true;
      });
      wa.finish(doc.node_types_ext);
    } else if (c.is(k, "RelationshipTypes")) {
      Attrs wa(c, k);
      doc.relationship_types_target_namespace = wa.take("targetNamespace");
      Ctx inner = c;
      inner.target_namespace = doc.relationship_types_target_namespace.value_or(c.target_namespace);
      read_children(inner, k, doc.relationship_types_ext, [&](std::uint32_t t) {
        if (!c.is(t, "RelationshipType")) {
          return false;
        }
        doc.relationship_types.push_back(read_relationship_type_any(inner, t));
        return true;
      });
      wa.finish(doc.relationship_types_ext);
    } else if (c.is(k, "Plans")) {
      read_plans(c, k, st);
    } else {
      return false;
    }
    return true;
  });
  a.finish(doc.ext);
  doc.service_templates.push_back(std::move(st));
  return doc;
}

}  // namespace tosca::xml::detail
