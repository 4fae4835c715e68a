// Decoder for the service template of xml2yaml output, the inverse of
// write_topology.cpp. The standard topology gives the templates, their
// order, types, descriptions and property values; the extension block
// gives the XML identity and everything else (requirement and capability
// elements, wiring, constraints, draft groups, boundary definitions, plans).
//
// [x] ServiceTemplate id, name, targetNamespace, substitutableNodeType, tags,
//     BoundaryDefinitions, Plans (+ targetNamespace, ##other), draft
//     TopologyTemplate id/name and TopologyTemplateReference
// [x] NodeTemplate: name, type, min/maxInstances, Properties (kept XML, or
//     rebuilt from the standard values), PropertyConstraints, Requirements,
//     Capabilities, Policies, DeploymentArtifacts, draft EnvironmentConstraints,
//     ImplementationArtifacts and group membership
// [x] RelationshipTemplate: source, target, TargetElementReference,
//     constraints, properties, group
// [x] draft GroupTemplates, nested
// [-] requirement assignments and capability properties of the standard part
//     are derived from the extension entries and not read back
// [-] node and relationship template interface assignments are derived
//     (operation inputs reading the properties of the same name, the
//     lifecycle steps a host runs, the connectTo a connection runs,
//     write_operation_inputs.cpp);
//     any other value is reported, since XML templates assign no inputs
#include "decode_common.hpp"
#include "decode_derived_interfaces.hpp"
#include "decode_properties.hpp"
#include "decode_state.hpp"
#include "tosca/support/xml_escape.hpp"
#include "decode_wiring.hpp"
#include "wellknown.hpp"

#include <map>
#include <set>
#include "tosca/ir/field_count.hpp"

namespace tosca::yaml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::DeploymentArtifact>() == 6, "ir::DeploymentArtifact changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Documentation>() == 5, "ir::Documentation changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::GroupTemplate>() == 7, "ir::GroupTemplate changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::NodeTemplate>() == 10, "ir::NodeTemplate changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::PropertiesValue>() == 4, "ir::PropertiesValue changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::RelationshipTemplate>() == 8, "ir::RelationshipTemplate changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::RequirementOrCapability>() == 1, "ir::RequirementOrCapability changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ServiceTemplate>() == 12, "ir::ServiceTemplate changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::TopologyTemplate>() == 6, "ir::TopologyTemplate changed: extend the YAML extension decoder");

namespace {

struct TopologyDecoder
{
  const Decoder& d;
  Decoded& out;
  Wiring wiring;
  std::set<std::string> orphans; ///< relationship templates without ends: not written

  TopologyDecoder(const Decoder& dd, Decoded& o) : d(dd), out(o), wiring(dd, o) {}

  /// Properties of a node or relationship template: the XML the writer
  /// kept, else a document rebuilt from the standard values.
  std::optional<ir::PropertiesValue> properties(Fields& residue, const Node& definition,
                                                const ir::QName& type, const std::string& owner)
  {
    const Node* values = definition.is_map() ? definition.find("properties") : nullptr;
    const Node* texts = residue.take_map("property_text");
    const Node* mapped = residue.take_map("property_inputs");
    std::optional<ir::QName> element = residue.opt_qname("properties_element");
    const Node* kept = residue.take("properties_xml");
    if (kept != nullptr) {
      ir::PropertiesValue pv = properties_from_fragment(d, *kept, decode_fragment(d, *kept), element);
      report_edits_over_kept_xml(d, pv, definition, texts, mapped, owner);
      return pv;
    }
    bool has_values = values != nullptr && values->is_map() && !values->entries().empty();
    if (values != nullptr && !values->is_map() && !values->is_null()) {
      d.bad(*values, owner + ": 'properties' should be a map, not " + values->describe_kind());
    }
    if (!has_values && !element) {
      return std::nullopt;
    }
    if (!element) {
      element = out.properties_element(type);
    }
    if (!element) {
      d.bad(has_values ? *values : definition,
            owner + ": no properties element is known for type '" + type.clark() +
                "' (no 'properties_element' and no properties definition); the values "
                "are not restored");
      return std::nullopt;
    }
    const Node& at = has_values                  ? *values
                     : residue.node() != nullptr ? *residue.node()
                                                 : definition;
    return properties_from_values(d, *element, has_values ? values : nullptr, texts, mapped,
                                  at.location);
  }

  /// Requirement or capability elements; a capability's properties come
  /// from the standard `capabilities.<name>.properties` when its entry
  /// does not keep them.
  std::vector<ir::RequirementOrCapability> req_or_caps(Fields& f, std::string_view key,
                                                       const Node* standard = nullptr)
  {
    return f.list(key, [&](const Node& n) {
      ir::RequirementOrCapability r;
      Fields rf(d, &n, std::string("a node template's ") + std::string(key) + " entry");
      take_entity_template(rf, r);
      if (!r.properties && standard != nullptr && standard->is_map()) {
        if (const Node* def = standard->find(r.name.value_or(r.id)); def != nullptr) {
          r.properties = properties(rf, *def, r.type, "capability '" + r.id + "'");
        }
      }
      return r;
    });
  }

  /// The node template's `artifacts` are its deployment artifacts; the
  /// extension entries add each one's artifact template (and keep those
  /// YAML has no artifact for). A file the YAML changed, or an artifact it
  /// added, gets an artifact template of its own.
  std::vector<ir::DeploymentArtifact> deployment_artifacts(Fields& f, const Node* artifacts,
                                                           const std::string& node)
  {
    std::vector<ir::DeploymentArtifact> out_list;
    if (artifacts != nullptr && !artifacts->is_map() && !artifacts->is_null()) {
      d.bad(*artifacts, "node template '" + node + "': 'artifacts' should be a map, not " +
                            artifacts->describe_kind());
      artifacts = nullptr;
    }
    std::set<std::string> claimed;
    auto standard = [&](const std::string& name) -> const Node* {
      return artifacts != nullptr ? artifacts->find(name) : nullptr;
    };
    auto file_of = [&](const Node& a) { return artifact_file(d, a); };
    auto type_of = [&](const Node& a, const std::string& name) -> ir::QName {
      const Node* type = a.is_map() ? a.find("type") : nullptr;
      if (type == nullptr) {
        d.bad(a, "node template '" + node + "': artifact '" + name + "' has no 'type'");
        return {};
      }
      return out.type_qname(d, *type, ir::EntityKind::artifact_type);
    };
    if (const Node* list = f.take_list("deployment_artifacts")) {
      for (const Node& entry : list->items()) {
        const bool native = entry.is_map() && entry.find("xml_only") == nullptr;
        if (!native) {
          out_list.push_back(decode_deployment_artifact(d, entry));
          continue;
        }
        Fields ef(d, &entry, "node template '" + node + "': a deployment artifact");
        ir::DeploymentArtifact da;
        da.name = ef.required("name");
        da.artifact_ref = ef.opt_qname("artifact_ref");
        std::vector<std::string> names{da.name};
        for (auto& extra : ef.strings("files")) {
          names.push_back(std::move(extra));
        }
        claimed.insert(names.begin(), names.end());
        const Node* a = standard(da.name);
        if (a == nullptr) {
          continue; // removed in the YAML
        }
        da.artifact_type = type_of(*a, da.name);
        std::vector<std::string> files;
        for (const auto& name : names) {
          if (const Node* part = standard(name)) {
            files.push_back(file_of(*part));
          }
        }
        if (!da.artifact_ref || !names_files(files, out.template_references(*da.artifact_ref))) {
          da.artifact_ref =
              out.add_artifact_template(d, node + "_" + da.name + "_DA", da.artifact_type, files);
        }
        take_extensible(ef, da.ext, a->is_map() ? a->find("description") : nullptr);
        da.ext.location = a->location;
        out_list.push_back(std::move(da));
      }
    }
    // Artifacts the YAML added.
    if (artifacts != nullptr) {
      for (const auto& [k, a] : artifacts->entries()) {
        if (!k.is_scalar() || claimed.count(k.scalar) != 0) {
          continue;
        }
        ir::DeploymentArtifact da;
        da.name = k.scalar;
        da.artifact_type = type_of(a, da.name);
        da.artifact_ref = out.add_artifact_template(d, node + "_" + da.name + "_DA",
                                                    da.artifact_type, {file_of(a)});
        if (const Node* description = a.is_map() ? a.find("description") : nullptr) {
          ir::Documentation doc;
          doc.content = d.text(*description, "description");
          doc.bindings = d.shared_root_bindings;
          da.ext.documentation.push_back(std::move(doc));
        }
        da.ext.location = k.location;
        out_list.push_back(std::move(da));
      }
    }
    return out_list;
  }

  /// A template the YAML added or renamed (no extension entry) takes its
  /// key as its XML id, which must then be an NCName; one from the XML
  /// keeps the id it had, valid or not.
  void check_new_id(const Node& key, const Node* residue_node, const char* what) const
  {
    if (residue_node == nullptr && !is_ncname(key.scalar)) {
      d.sink.error(d.path, key.location.line, key.location.column, "TEMPLATE_ID",
                   std::string(what) + " '" + key.scalar + "' is new to this document, so its "
                   "name becomes its XML id, which it cannot be (an NCName: no spaces or colons, "
                   "not starting with a digit, '-' or '.'); rename it");
    }
  }

  ir::NodeTemplate node_template(const Node& key, const Node& definition, const Node* residue_node)
  {
    ir::NodeTemplate n;
    n.id = key.scalar;
    const std::string owner = "node template '" + n.id + "'";
    Fields std_fields(d, &definition, owner);
    Fields f(d, residue_node, owner + " (extension entry)");
    // An id the XML repeated was written under another key.
    n.id = f.opt_string("id").value_or(n.id);
    if (n.id != key.scalar) {
      out.repeated_ids.insert(n.id);
    }
    check_new_id(key, residue_node, "node template");
    if (residue_node == nullptr) {
      out.new_ids.push_back({n.id, "node template", key.location});
    }
    if (const Node* type = std_fields.take("type")) {
      n.type = out.type_qname(d, *type, ir::EntityKind::node_type);
    } else {
      d.bad(definition, owner + " has no 'type'");
    }
    const Node* description = std_fields.take("description");
    const Node* own = std_fields.take("properties"); // read with the extension entry below
    const Node* capabilities = std_fields.take("capabilities");
    wiring.collect(n.id, std_fields.take("requirements"));
    const Node* artifacts = std_fields.take("artifacts");
    check_derived_interfaces(d, std_fields.take("interfaces"),
                             {"Standard", f.take("lifecycle_from_host"), false, false}, own,
                             owner);
    std_fields.finish();
    n.properties = properties(f, definition, n.type, owner);
    n.name = f.opt_string("name");
    n.min_instances = f.integer("min_instances");
    n.max_instances = take_bound(f, "max_instances");
    n.requirements = req_or_caps(f, "requirements");
    n.capabilities = req_or_caps(f, "capabilities", capabilities);
    n.property_constraints = take_constraints(f, "property_constraints");
    n.policies = f.list("policies", [&](const Node& p) { return decode_policy(d, p); });
    n.deployment_artifacts = deployment_artifacts(f, artifacts, n.id);
    n.environment_constraints = take_constraints(f, "environment_constraints");
    n.implementation_artifacts = f.list("implementation_artifacts", [&](const Node& a) {
      return decode_implementation_artifact(d, a);
    });
    n.group = f.string("group");
    take_extensible(f, n.ext, description);
    n.ext.location = key.location;
    return n;
  }

  ir::RelationshipTemplate relationship_template(const Node& key, const Node& definition,
                                                 const Node* residue_node)
  {
    ir::RelationshipTemplate r;
    r.id = key.scalar;
    const std::string owner = "relationship template '" + r.id + "'";
    Fields std_fields(d, &definition, owner);
    Fields f(d, residue_node, owner + " (extension entry)");
    r.id = f.opt_string("id").value_or(r.id);
    if (r.id != key.scalar) {
      out.repeated_ids.insert(r.id);
    }
    check_new_id(key, residue_node, "relationship template");
    if (residue_node == nullptr) {
      out.new_ids.push_back({r.id, "relationship template", key.location});
    }
    if (const Node* type = std_fields.take("type")) {
      r.type = out.type_qname(d, *type, ir::EntityKind::relationship_type);
    } else {
      d.bad(definition, owner + " has no 'type'");
    }
    const Node* description = std_fields.take("description");
    const Node* own = std_fields.take("properties");
    check_derived_interfaces(d, std_fields.take("interfaces"),
                             {"Configure", f.take("connect_steps"), true, true}, own, owner);
    std_fields.finish();
    r.properties = properties(f, definition, r.type, owner);
    r.name = f.opt_string("name");
    const Assignment* a = wiring.take(r.id);
    if (a != nullptr) {
      r.source = wiring.source_of(*a);
      r.target = wiring.target_of(*a);
      r.source_location = r.target_location = a->at->location;
    }
    if (const Node* s = f.take("source")) {
      r.source = d.text(*s, owner + ": 'source'");
      r.source_location = s->location;
    } else if (a == nullptr) {
      // XML has no relationship without its ends (an assignment that named
      // it was removed or rewritten without `relationship:`).
      d.sink.warning(d.path, key.location.line, key.location.column, "NOT_REPRESENTABLE",
                     owner + " is named by no requirement assignment, so it has no source "
                             "and no target, which the XML needs; it is not written");
      orphans.insert(r.id);
    }
    if (const Node* t = f.take("target")) {
      r.target = d.text(*t, owner + ": 'target'");
      r.target_location = t->location;
    }
    if (const Node* t = f.take("target_reference")) {
      r.target_reference = d.qname(*t, owner + ": 'target_reference'");
      r.target_location = t->location;
    }
    r.property_constraints = take_constraints(f, "property_constraints");
    r.relationship_constraints = take_constraints(f, "relationship_constraints");
    r.group = f.string("group");
    take_extensible(f, r.ext, description);
    r.ext.location = key.location;
    return r;
  }

  ir::GroupTemplate group_template(const Node& n)
  {
    ir::GroupTemplate g;
    Fields f(d, &n, "a group template");
    g.id = f.required("id");
    g.name = f.opt_string("name");
    g.min_instances = f.integer("min_instances");
    g.max_instances = take_bound(f, "max_instances");
    g.policies = f.list("policies", [&](const Node& p) { return decode_policy(d, p); });
    g.group = f.string("group");
    take_extensible(f, g.ext);
    return g;
  }

  /// Templates of one standard section with their extension entries; an
  /// entry without a template is reported.
  template <typename T, typename F>
  std::vector<T> templates(const Node* section, const Node* residues, const char* what, F decode)
  {
    std::vector<T> list;
    std::set<std::string> seen;
    if (section != nullptr && section->is_map()) {
      list.reserve(section->entries().size());
      for (const auto& [key, definition] : section->entries()) {
        if (!key.is_scalar()) {
          d.bad(key, std::string("a ") + what + " name should be a string");
          continue;
        }
        seen.insert(key.scalar);
        const Node* residue = residues != nullptr ? residues->find(key.scalar) : nullptr;
        list.push_back(decode(key, definition, residue));
        if (residue != nullptr) {
          d.release(*residue); // read once; the check below needs its key only
        }
      }
    } else if (section != nullptr && !section->is_null()) {
      d.bad(*section, std::string(what) + "s should be a map, not " + section->describe_kind());
    }
    if (residues != nullptr) {
      for (const auto& [key, value] : residues->entries()) {
        if (key.is_scalar() && seen.count(key.scalar) == 0) {
          d.bad(key, std::string("extension entry for ") + what + " '" + key.scalar +
                         "', which the topology does not have (not restored)");
        }
      }
    }
    return list;
  }
};

}  // namespace

void decode_service_template(const Decoder& d, const Node& root, Fields& top, Decoded& out)
{
  const Node* residue = top.take_map("service_template");
  const Node* node_residues = top.take_map("node_templates");
  const Node* rel_residues = top.take_map("relationship_templates");
  const Node* group_residues = top.take_list("group_templates");
  // The writer gives every topology a `node_templates` key; an output of a
  // service template without one has an empty `topology_template`.
  const Node* topology = root.find("topology_template");
  if (topology != nullptr && topology->is_map() && topology->find("node_templates") == nullptr) {
    Fields empty(d, topology, "topology_template");
    topology = nullptr;
  }
  if (residue == nullptr) {
    if (topology != nullptr) {
      d.bad(*topology,
            "a topology without 'service_template' in the extension block (not restored)");
    }
    return;
  }
  ir::ServiceTemplate st;
  Fields f(d, residue, "the service template");
  st.id = f.required("id");
  st.name = f.opt_string("name");
  st.target_namespace = f.opt_string("target_namespace");
  st.substitutable_node_type = f.opt_qname("substitutable_node_type");
  st.tags = take_tags(f);
  if (f.node() != nullptr && f.node()->find("tags") == nullptr) {
    // Tags written as metadata: every key the writer does not set itself.
    if (const Node* meta = root.find("metadata"); meta != nullptr && meta->is_map()) {
      for (const auto& [k, v] : meta->entries()) {
        if (k.is_scalar() && !is_writer_metadata(k.scalar)) {
          st.tags.push_back({k.scalar, d.text(v, "a metadata value"), k.location});
        }
      }
    }
  }
  if (const Node* b = f.take("boundary_definitions")) {
    st.boundary = decode_boundary(d, *b);
  }
  const Node* topo_residue = f.take_map("topology_template");
  if (const Node* r = f.take("topology_template_reference")) {
    st.topology_reference = d.qname(*r, "topology_template_reference");
  }
  st.plans = f.list("plans", [&](const Node& p) { return decode_plan(d, p); });
  st.plans_target_namespace = f.opt_string("plans_target_namespace");
  if (const Node* pe = f.take_map("plans_element")) {
    Fields pf(d, pe, "the Plans element");
    take_extensible(pf, st.plans_ext);
  }
  take_extensible(f, st.ext, root.find("description"));
  st.ext.location = residue->location;

  if (topology != nullptr) {
    TopologyDecoder t(d, out);
    ir::TopologyTemplate topo;
    Fields std_topo(d, topology, "topology_template");
    Fields tf(d, topo_residue, "the topology template (extension entry)");
    topo.id = tf.opt_string("id");
    topo.name = tf.opt_string("name");
    take_extensible(tf, topo.ext, std_topo.take("description"));
    topo.ext.location = topology->location;
    {
      // They decode into `topo`: the document gains only artifact templates.
      Decoded::IdScope ids(out);
      const Node* nodes = std_topo.take("node_templates");
      if (nodes != nullptr && nodes->is_map()) {
        // Mostly one per node (its host); grown by doubling, they were a
        // twentieth of a big topology's yaml2xml peak.
        t.wiring.assignments.reserve(nodes->entries().size());
      }
      topo.node_templates = t.templates<ir::NodeTemplate>(
          nodes, node_residues, "node template",
          [&](const Node& k, const Node& v, const Node* r) { return t.node_template(k, v, r); });
    }
    for (const auto& n : topo.node_templates) {
      t.wiring.nodes.emplace(n.id, &n);
    }
    topo.relationship_templates = t.templates<ir::RelationshipTemplate>(
        std_topo.take("relationship_templates"), rel_residues, "relationship template",
        [&](const Node& k, const Node& v, const Node* r) {
          return t.relationship_template(k, v, r);
        });
    std::erase_if(topo.relationship_templates, [&](const ir::RelationshipTemplate& r) {
      return t.orphans.count(r.id) != 0;
    });
    // Left out, it must not be what the boundary definitions name.
    if (!t.orphans.empty() && st.boundary) {
      std::vector<std::string> refs;
      for (const auto& m : st.boundary->property_mappings) {
        refs.push_back(m.target_object_ref);
      }
      for (const auto& i : st.boundary->interfaces) {
        for (const auto& o : i.operations) {
          refs.push_back(o.ref);
        }
      }
      for (const auto& id : t.orphans) {
        if (std::find(refs.begin(), refs.end(), id) != refs.end()) {
          d.sink.error(d.path, topology->location.line, topology->location.column, "TEMPLATE_ID",
                       "relationship template '" + id + "' is named by no requirement "
                       "assignment any more, but the boundary definitions refer to it; name it "
                       "again in a requirement (relationship: " + id + ")");
        }
      }
    }
    // The ids the YAML names (group templates, decoded below, included)
    // and those of what is decoded so far.
    std::set<std::string> others;
    auto take = [&](const std::string& id, const IdOwner&) {
      if (out.reserved_ids.count(id) == 0) {
        others.insert(id);
      }
    };
    for_each_xml_id(out.document, take);
    for_each_xml_id(st, take);
    for_each_xml_id(topo, take);
    t.wiring.add_new_relationships(topo.relationship_templates, root, out.reserved_ids,
                                   std::move(others));
    if (group_residues != nullptr) {
      for (const Node& g : group_residues->items()) {
        topo.group_templates.push_back(t.group_template(g));
      }
    }
    reconcile_policies(d, std_topo.take("policies"), *topology, topo, out);
    // Derived from the extension entries by the writer; not read back.
    // Inputs, outputs, substitution mappings and workflows: decode_service.cpp.
    for (const char* k : {"groups", "inputs", "outputs", "substitution_mappings", "workflows"}) {
      std_topo.take(k);
    }
    st.topology = std::move(topo);
  } else if (topo_residue != nullptr || node_residues != nullptr || rel_residues != nullptr) {
    d.bad(*residue,
          "extension entries for a topology, but the document has no 'topology_template'");
  }
  out.document.service_templates.push_back(std::move(st));
}

}  // namespace tosca::yaml::detail
