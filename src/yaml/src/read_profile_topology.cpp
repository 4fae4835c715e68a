/// Simple Profile reader: topology_template.
///
/// Covers: the service template (its YAML keys other than node_templates:
/// description, inputs, outputs, relationship_templates, groups, policies,
/// substitution_mappings, workflows), node templates (type, properties as
/// instance XML, the whole definition in ext.yaml), requirement
/// assignments in their short and long forms (each one that names a node
/// template becomes a derived relationship template marked
/// tc:requirement), substitution_mappings.node_type as the substitutable
/// node type.

#include "grammar.hpp"
#include "tosca/yaml/names.hpp"
#include "read_profile_artifacts.hpp"
#include "read_profile_context.hpp"
#include "to_value.hpp"

#include <set>

namespace tosca::yaml {

ir::QName ProfileContext::qname(const std::string& name) const
{
  return ir::QName{ns, encode_ncname(name), {}};
}

namespace {

struct Requirement
{
  std::string name;
  const Node* node = nullptr;          ///< the target node (template or type)
  const Node* relationship = nullptr;  ///< a type/template name or a map with `type`
  ir::Location location;
};

/// `- name: target` or `- name: {node: target, relationship: ...}`.
std::vector<Requirement> requirements_of(ProfileContext& ctx, const Node& tmpl)
{
  std::vector<Requirement> out;
  const Node* reqs = tmpl.find("requirements");
  if (!reqs || !expect(*reqs, Node::Kind::sequence, "node template requirements", ctx.path,
                       ctx.sink)) {
    return out;
  }
  for (const auto& item : reqs->items()) {
    if (!expect(item, Node::Kind::map, "a requirement assignment", ctx.path, ctx.sink)) {
      continue;
    }
    for (const auto& [key, body] : item.entries()) {
      Requirement r{key.scalar, nullptr, nullptr, key.location};
      if (body.is_scalar()) {
        r.node = &body;
      } else if (body.is_map()) {
        check_keys(body, Construct::requirement_definition, ctx.minor, ctx.path, ctx.sink);
        r.node = body.find("node");
        r.relationship = body.find("relationship");
      } else if (!body.is_null()) {
        expect(body, Node::Kind::map, "requirement '" + key.scalar + "'", ctx.path, ctx.sink);
      }
      out.push_back(r);
    }
  }
  return out;
}

ir::QName relationship_type_of(ProfileContext& ctx, const Requirement& r, const Node* templates)
{
  const Node* rel = r.relationship;
  if (rel && rel->is_map()) {
    rel = rel->find("type");
  }
  if (rel && rel->is_scalar()) {
    // A relationship template's name stands for its type.
    if (templates && templates->is_map()) {
      if (const Node* t = templates->find(rel->scalar); t && t->is_map()) {
        if (const Node* type = t->find("type"); type && type->is_scalar()) {
          return ctx.qname(type->scalar);
        }
      }
    }
    return ctx.qname(rel->scalar);
  }
  return ctx.qname("tosca.relationships.Root");
}

void read_node_template(ProfileContext& ctx, const std::string& name, const Node& def,
                        ir::TopologyTemplate& topology)
{
  check_keys(def, Construct::node_template, ctx.minor, ctx.path, ctx.sink);
  ir::NodeTemplate t;
  t.id = encode_ncname(name);
  if (t.id != name) {
    t.name = name;
  }
  t.ext.location = def.location;
  t.ext.yaml = def.is_null() ? ir::Value::map() : to_value(def); // see read_type_base
  std::string type_name;
  if (const Node* type = def.find("type"); type && type->is_scalar()) {
    type_name = type->scalar;
    t.type = ctx.qname(type_name);
  } else {
    ctx.sink.error(ctx.path, def.location.line, def.location.column, "YAML_MISSING_KEY",
                   "node template '" + name + "' has no type");
  }
  if (const Node* props = def.find("properties")) {
    if (expect(*props, Node::Kind::map, "node template properties", ctx.path, ctx.sink) &&
        props->is_map()) {
      ir::PropertiesValue pv;
      pv.view = to_value(*props);
      pv.root = ir::QName{ctx.ns, properties_element_name(type_name), {}};
      // The document's XML text is convert::derive_xml_side's.
      pv.document.location = props->location;
      t.properties = std::move(pv);
    }
  }
  derive_deployment_artifacts(ctx, name, def, t);
  topology.node_templates.push_back(std::move(t));
}

/// Requirement assignments that name a node template become relationship
/// templates, so XML tools see the wiring.
void derive_relationships(ProfileContext& ctx, const Node& node_templates,
                          const Node* relationship_templates, ir::TopologyTemplate& topology)
{
  std::set<std::string> ids;
  for (const auto& n : topology.node_templates) {
    ids.insert(n.id);
  }
  for (const auto& [key, def] : node_templates.entries()) {
    if (!def.is_map()) {
      continue;
    }
    std::size_t ordinal = 0;
    for (const Requirement& r : requirements_of(ctx, def)) {
      ++ordinal;
      if (!r.node || !r.node->is_scalar() || !node_templates.find(r.node->scalar)) {
        continue; // a node type, a node filter or nothing: no wiring to show
      }
      ir::RelationshipTemplate rel;
      rel.id = encode_ncname(key.scalar) + "." + encode_ncname(r.name) + "." +
               std::to_string(ordinal);
      while (ids.count(rel.id)) {
        rel.id += "_";
      }
      ids.insert(rel.id);
      rel.type = relationship_type_of(ctx, r, relationship_templates);
      rel.source = encode_ncname(key.scalar);
      rel.target = encode_ncname(r.node->scalar);
      rel.ext.location = r.location;
      rel.source_location = r.location;
      rel.target_location = r.node->location;
      rel.ext.any_attributes.push_back(ir::ForeignAttribute{
          ir::QName{std::string(k_extension_namespace), "requirement", "tc"}, r.name,
          r.location});
      topology.relationship_templates.push_back(std::move(rel));
    }
  }
}

}  // namespace

void read_topology(ProfileContext& ctx, const Node& topology, const std::string& name)
{
  if (!expect(topology, Node::Kind::map, "topology_template", ctx.path, ctx.sink)) {
    return;
  }
  check_keys(topology, Construct::topology_template, ctx.minor, ctx.path, ctx.sink);
  ir::ServiceTemplate st;
  st.id = encode_ncname(name) + ".topology";
  st.ext.location = topology.location;
  st.ext.yaml = ir::Value::map();
  st.ext.yaml.mut().location = topology.location;
  ir::TopologyTemplate topo;
  topo.ext.location = topology.location;
  const Node* node_templates = topology.find("node_templates");
  for (const auto& [key, body] : topology.entries()) {
    if (key.scalar == "node_templates") {
      if (expect(body, Node::Kind::map, "node_templates", ctx.path, ctx.sink)) {
        for (const auto& [tname, def] : body.entries()) {
          if (expect(def, Node::Kind::map, "node template '" + tname.scalar + "'", ctx.path,
                     ctx.sink)) {
            read_node_template(ctx, tname.scalar, def, topo);
          }
        }
      }
      continue;
    }
    // 3.8 (1.3: 3.9): the other sections are maps, but policies a list
    // of single-entry maps. A warning: the section is kept as written and
    // converted; validate weighs it as an error.
    static constexpr std::pair<std::string_view, Node::Kind> k_sections[] = {
        {"inputs", Node::Kind::map},         {"outputs", Node::Kind::map},
        {"relationship_templates", Node::Kind::map}, {"groups", Node::Kind::map},
        {"policies", Node::Kind::sequence},  {"substitution_mappings", Node::Kind::map},
        {"workflows", Node::Kind::map}};
    for (const auto& [section, kind] : k_sections) {
      if (key.scalar == section && body.kind != kind && !body.is_null()) {
        Node wanted;
        wanted.kind = kind;
        ctx.sink.warning(ctx.path, body.location.line, body.location.column, "YAML_BAD_TYPE",
                         key.scalar + " must be " + wanted.describe_kind() + ", not " +
                             body.describe_kind());
      }
    }
    if (key.scalar == "substitution_mappings" && body.is_map()) {
      if (const Node* nt = body.find("node_type"); nt && nt->is_scalar()) {
        st.substitutable_node_type = ctx.qname(nt->scalar);
      }
    }
    st.ext.yaml.mut().add(key.scalar, to_value(body));
  }
  if (topo.node_templates.empty()) {
    // An XML service template needs a topology with a node template; this
    // one (inputs and outputs only, or empty) stays in the document's YAML.
    ctx.doc.ext.yaml.mut().add("topology_template", to_value(topology));
    return;
  }
  if (node_templates && node_templates->is_map()) {
    derive_relationships(ctx, *node_templates, topology.find("relationship_templates"), topo);
  }
  st.topology = std::move(topo);
  ctx.doc.service_templates.push_back(std::move(st));
}

}  // namespace tosca::yaml
