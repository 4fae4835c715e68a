// YAML writer, topology level: node templates with typed properties,
// relationship templates with their exact wiring (as requirement
// assignments on the source node), draft groups, policies and
// substitution mappings; the service template's XML-only parts
// (boundary definitions, plans, tags) go to the extension block.
// Deployment artifacts: write_artifacts.cpp.
#include "wellknown.hpp"
#include "property_values.hpp"
#include "writer_state.hpp"
#include "xml_ids.hpp"

#include <span>
#include <cstdint>
#include <deque>
#include <map>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace tosca::yaml::detail {

void include_topology(WriterState& st, const ir::ServiceTemplate& tpl)
{
  if (tpl.substitutable_node_type) {
    st.include(EntityKind::node_type, *tpl.substitutable_node_type, tpl.ext.location);
  }
  auto policies = [&](std::span<const ir::Policy> ps) {
    for (const auto& p : ps) {
      if (!p.policy_type.empty()) {
        st.include(EntityKind::policy_type, p.policy_type, p.ext.location);
      }
      if (p.policy_ref) {
        st.include(EntityKind::policy_template, *p.policy_ref, p.ext.location);
      }
    }
  };
  if (tpl.boundary) {
    policies(tpl.boundary->policies);
  }
  if (!tpl.topology) {
    return;
  }
  for (const auto& n : tpl.topology->node_templates) {
    st.include(EntityKind::node_type, n.type, n.ext.location);
    for (const auto& r : n.requirements) {
      st.include(EntityKind::requirement_type, r.type, r.ext.location);
    }
    for (const auto& c : n.capabilities) {
      st.include(EntityKind::capability_type, c.type, c.ext.location);
    }
    policies(n.policies);
    for (const auto& d : n.deployment_artifacts) {
      if (!d.artifact_type.empty()) {
        st.include(EntityKind::artifact_type, d.artifact_type, d.ext.location);
      }
      if (d.artifact_ref) {
        st.include(EntityKind::artifact_template, *d.artifact_ref, d.ext.location);
      }
    }
  }
  for (const auto& r : tpl.topology->relationship_templates) {
    st.include(EntityKind::relationship_type, r.type, r.ext.location);
  }
}

namespace {

struct TopologyWriter
{
  WriterState& st;
  const ir::TopologyTemplate& topo;
  // Hashed by views of the IR's ids (which outlive the writer): one lookup
  // per relationship end, and nothing here is iterated, so no order leaks
  // into the output.
  using Element = std::pair<const ir::NodeTemplate*, const ir::RequirementOrCapability*>;
  std::unordered_map<std::string_view, const ir::NodeTemplate*> nodes;
  /// Requirement/capability element id -> (owning node template, element).
  std::unordered_map<std::string_view, Element> reqs;
  std::unordered_map<std::string_view, Element> caps;
  std::unordered_set<std::string_view> groups;
  std::set<std::string> warned_props;

  /// How one relationship template appears: as a requirement assignment on
  /// its source node (when both ends are in the topology), and whether the
  /// extension entry must say its source or target because the way back
  /// would not find them from the assignment alone.
  struct Wiring
  {
    const ir::RelationshipTemplate* rel = nullptr;
    const ir::NodeTemplate* source = nullptr;
    std::string target_node;
    std::string requirement;
    std::optional<std::string> capability;
    bool keep_source = true;
    bool keep_target = true;
  };
  std::vector<Wiring> wirings;
  std::unordered_map<const ir::NodeTemplate*, std::vector<std::size_t>> leaving;
  std::unordered_set<std::string_view> connected; ///< requirement elements a relationship fills


  void wire()
  {
    for (const auto& r : topo.relationship_templates) {
      Wiring w;
      w.rel = &r;
      const ir::RequirementOrCapability* req = nullptr;
      if (auto it = nodes.find(r.source); it != nodes.end()) {
        w.source = it->second;
      } else if (auto rit = reqs.find(r.source); rit != reqs.end()) {
        w.source = rit->second.first;
        req = rit->second.second;
        connected.insert(r.source);
      }
      const ir::NodeTemplate* target = nullptr;
      const ir::RequirementOrCapability* cap = nullptr;
      if (auto it = nodes.find(r.target); it != nodes.end()) {
        target = it->second;
      } else if (auto cit = caps.find(r.target); cit != caps.end()) {
        target = cit->second.first;
        cap = cit->second.second;
      }
      if (w.source == nullptr || target == nullptr || r.target_reference) {
        wirings.push_back(std::move(w));
        continue;
      }
      w.target_node = target->id;
      if (req != nullptr) {
        // A requirement element names the requirement; its type says the capability.
        w.requirement = req->name.value_or(req->id);
        st.imply_requirement(w.source->type, w.requirement, st.required_capability(req->type),
                             st.normative_of(EntityKind::relationship_type, r.type),
                             st.required_capability_type(req->type));
      } else {
        w.requirement = st.requirement_for(r.type, w.source->type, target->type);
      }
      if (cap != nullptr) {
        w.capability = cap->name.value_or(cap->id);
        st.target_capability(r.type, cap->type);
      }
      // The way back takes the source's requirement element of that name
      // (if exactly one), else the node; the same for the target.
      const auto* back_req = named_element(w.source->requirements, w.requirement);
      w.keep_source = (back_req != nullptr ? back_req->id : w.source->id) != r.source;
      const auto* back_cap = w.capability ? named_element(target->capabilities, *w.capability) : nullptr;
      w.keep_target = (back_cap != nullptr ? back_cap->id : target->id) != r.target;
      leaving[w.source].push_back(wirings.size());
      wirings.push_back(std::move(w));
    }
  }

  /// For each node template, the index of the one it is hosted on: the
  /// target of the first relationship leaving it whose type is, or derives
  /// from, HostedOn (out of range for none).
  std::vector<std::size_t> hosts() const
  {
    std::vector<std::size_t> out(topo.node_templates.size(), SIZE_MAX);
    for (std::size_t i = 0; i < out.size(); ++i) {
      auto it = leaving.find(&topo.node_templates[i]);
      if (it == leaving.end()) {
        continue;
      }
      for (std::size_t w : it->second) {
        const Wiring& wiring = wirings[w];
        auto target = nodes.find(wiring.target_node);
        if (target != nodes.end() &&
            st.normative_of(EntityKind::relationship_type, wiring.rel->type) ==
                "tosca.relationships.HostedOn") {
          out[i] = static_cast<std::size_t>(target->second - topo.node_templates.data());
          break;
        }
      }
    }
    return out;
  }

  /// Each relationship template's source and target node indices (out of
  /// range for an end that is no node template of this topology).
  std::vector<std::pair<std::size_t, std::size_t>> ends() const
  {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    auto index = [&](const ir::NodeTemplate* n) {
      return n != nullptr ? static_cast<std::size_t>(n - topo.node_templates.data()) : SIZE_MAX;
    };
    for (const Wiring& w : wirings) {
      auto target = nodes.find(w.target_node);
      out.emplace_back(index(w.source), index(target != nodes.end() ? target->second : nullptr));
    }
    return out;
  }

  const Wiring& wiring_of(const ir::RelationshipTemplate& r) const
  {
    return wirings[static_cast<std::size_t>(&r - topo.relationship_templates.data())];
  }

  TopologyWriter(WriterState& s, const ir::TopologyTemplate& t) : st(s), topo(t)
  {
    std::size_t elements = 0;
    for (const auto& n : topo.node_templates) {
      elements += n.requirements.size() + n.capabilities.size();
    }
    nodes.reserve(topo.node_templates.size());
    reqs.reserve(elements);
    caps.reserve(elements);
    for (const auto& n : topo.node_templates) {
      nodes[n.id] = &n;
      for (const auto& r : n.requirements) {
        reqs[r.id] = {&n, &r};
      }
      for (const auto& c : n.capabilities) {
        caps[c.id] = {&n, &c};
      }
    }
    for (const auto& g : topo.group_templates) {
      groups.insert(g.id);
    }
    wire();
  }

  /// Typed properties of a template, and the extension entries that make
  /// them exact: original texts that typing would change, the XML document
  /// when the map view does not determine it, the root element name.
  Value properties(EntityKind kind, const QName& type, const ir::PropertiesValue& pv,
                   const std::string& owner, Value& residue)
  {
    const ir::EntityTypeBase* t = st.type_base(kind, type);
    PropertySchema schema = st.typing.effective(t);
    Value out = Value::map();
    Value texts = Value::map();
    for (const auto& [key, raw] : pv.view.entries) {
      const PropertyDef* def = schema.find(key);
      if (def == nullptr) {
        {
          const std::pair<EntityKind, QName> owner_type{kind, QName{type.ns, type.local, {}}};
          const std::string& name = key; // lambdas take no structured bindings (clang 14)
          auto known = st.inferred.find(owner_type);
          if ((known == st.inferred.end() ||
               std::none_of(known->second.begin(), known->second.end(),
                            [&](const auto& p) { return p.name == name; })) &&
              st.may_change_run()) {
            st.inferred[owner_type].push_back({key, raw.kind == Value::Kind::list  ? "list"
                                                    : raw.kind == Value::Kind::map ? "map"
                                                                                   : "string"});
          }
          if (schema.defined && !schema.open && warned_props.insert(type.clark() + "/" + key).second) {
            st.warn(pv.document.location, "PROP_UNDECLARED",
                    "property '" + key + "' of '" + owner + "' is not declared by type '" +
                        type.clark() + "'; the YAML type declares it as an inferred property");
          }
        }
        out.add(key, raw);
        continue;
      }
      if (raw.kind == Value::Kind::list && def->type == "list" && !def->data_type &&
          simple_texts(raw)) {
        out.add(key, typed_entries(st, raw, def->entry_type, key, &texts,
                                   {&owner, pv.document.location}));
        continue;
      }
      if (raw.kind != Value::Kind::string) {
        // Nested or repeated elements: a map or list typed by the data
        // type; one element of a repeatable one is a list of one.
        Value inner = Value::map();
        Value v = nested_value(st, raw, def->data_type, def->type == "list" ? nullptr : &inner);
        texts.add_if(key, std::move(inner));
        if (def->type == "list" && v.kind == Value::Kind::map) {
          Value l = Value::list();
          l.push(std::move(v));
          v = std::move(l);
        }
        out.add(key, std::move(v));
        continue;
      }
      // Winery's "get_input: NAME" binds the property to a topology input.
      if (auto input = winery_get_input(raw.string)) {
        if (raw.string != winery_get_input_text(*input)) {
          texts.add(key, Value::of(raw.string));
        }
        out.add(key, get_input_call(*input));
        continue;
      }
      bool canonical = true;
      std::string ty = def->type == "list" ? def->entry_type : def->type;
      Value v = typed_value(raw.string, ty, canonical);
      if (!canonical) {
        texts.add(key, Value::of(raw.string));
        if (v.kind == Value::Kind::string && ty != "string" && ty != "timestamp" && !ty.empty()) {
          st.warn(pv.document.location, "PROP_TYPE",
                  "property '" + key + "' of '" + owner + "' is '" + raw.string +
                      "', which is not a valid " + ty + "; written as a string");
        }
      }
      if (def->type == "list") {
        Value l = Value::list();
        l.push(std::move(v));
        v = std::move(l);
      }
      out.add(key, std::move(v));
    }
    residue.add_if("property_text", std::move(texts));
    // Also for a document without values: it has no other trace in YAML;
    // and for an imported type, whose definition the way back does not see.
    if (!schema.element || !(*schema.element == pv.root) || out.empty() ||
        st.imported.count({kind, QName{type.ns, type.local, {}}}) != 0) {
      residue.add("properties_element", qname(pv.root));
    }
    if (!pv.view_is_exact) {
      residue.add("properties_xml", fragment(pv.document));
    }
    return out;
  }

  Value node_template(const ir::NodeTemplate& n, Value& residue)
  {
    Value y = Value::map();
    y.add("type", Value::of(st.name_of(EntityKind::node_type, n.type)));
    if (!n.ext.documentation.empty()) {
      y.add("description", Value::of(n.ext.documentation.front().content));
    }
    if (n.properties) {
      y.add_if("properties", properties(EntityKind::node_type, n.type, *n.properties, n.id, residue));
    }
    // Requirement assignments: one per relationship leaving this node.
    Value reqlist = Value::list();
    if (auto it = leaving.find(&n); it != leaving.end()) {
      for (std::size_t i : it->second) {
        const Wiring& w = wirings[i];
        Value a = Value::map();
        a.add("node", Value::of(w.target_node));
        if (w.capability) {
          a.add("capability", Value::of(*w.capability));
        }
        a.add("relationship", Value::of(w.rel->id));
        Value entry = Value::map();
        entry.add(w.requirement, std::move(a));
        reqlist.push(std::move(entry));
      }
    }
    for (const auto& r : n.requirements) {
      if (connected.count(r.id) != 0) {
        continue;
      }
      Value a = Value::map();
      std::string cap = st.required_capability(r.type);
      st.imply_requirement(n.type, r.name.value_or(r.id), cap, "tosca.relationships.Root",
                           st.required_capability_type(r.type));
      a.add("capability", Value::of(cap));
      Value entry = Value::map();
      entry.add(r.name.value_or(r.id), std::move(a));
      reqlist.push(std::move(entry));
    }
    y.add_if("requirements", std::move(reqlist));
    // Capability properties are standard; the element's extension entry
    // keeps what makes them exact (as for node template properties).
    Value capmap = Value::map();
    Value cap_residues = Value::list();
    for (const auto& c : n.capabilities) {
      Value entry = entity_template(c);
      const std::string key = c.name.value_or(c.id);
      if (c.properties && capmap.find(key) == nullptr) {
        Value cres = Value::map();
        Value props = properties(EntityKind::capability_type, c.type, *c.properties, c.id, cres);
        if (!props.empty()) {
          Value cv = Value::map();
          cv.add("properties", std::move(props));
          capmap.add(key, std::move(cv));
          Value slim = Value::map();
          for (auto& [k, v] : entry.entries) {
            if (k != "properties") {
              slim.add(k, std::move(v));
            }
          }
          for (auto& [k, v] : cres.entries) {
            slim.add(k, std::move(v));
          }
          entry = std::move(slim);
        }
      }
      cap_residues.push(std::move(entry));
    }
    y.add_if("capabilities", std::move(capmap));
    y.add_if("artifacts", node_artifacts(st, n, residue));

    if (n.name) {
      residue.add("name", Value::of(*n.name));
    }
    if (n.min_instances) {
      residue.add("min_instances", Value::of(*n.min_instances));
    }
    if (n.max_instances) {
      residue.add("max_instances", bound(*n.max_instances));
    }
    residue.add_if("requirements", list_of(n.requirements, [](const ir::RequirementOrCapability& r) {
                     return entity_template(r);
                   }));
    residue.add_if("capabilities", std::move(cap_residues));
    residue.add_if("property_constraints", constraints(n.property_constraints));
    residue.add_if("policies", list_of(n.policies, policy));
    residue.add_if("environment_constraints", constraints(n.environment_constraints));
    residue.add_if("implementation_artifacts", list_of(n.implementation_artifacts, implementation_artifact));
    if (!n.group.empty()) {
      residue.add("group", Value::of(n.group));
    }
    add_extensible(residue, n.ext, true);
    return y;
  }

  Value relationship_template(const ir::RelationshipTemplate& r, Value& residue)
  {
    Value y = Value::map();
    y.add("type", Value::of(st.name_of(EntityKind::relationship_type, r.type)));
    if (!r.ext.documentation.empty()) {
      y.add("description", Value::of(r.ext.documentation.front().content));
    }
    if (r.properties) {
      y.add_if("properties",
               properties(EntityKind::relationship_type, r.type, *r.properties, r.id, residue));
    }
    if (r.name) {
      residue.add("name", Value::of(*r.name));
    }
    const Wiring& w = wiring_of(r);
    if (w.keep_source) {
      residue.add("source", Value::of(r.source));
    }
    if (r.target_reference) {
      residue.add("target_reference", qname(*r.target_reference));
    } else if (w.keep_target) {
      residue.add("target", Value::of(r.target));
    }
    bool source_known = nodes.count(r.source) != 0 || reqs.count(r.source) != 0;
    bool target_known = nodes.count(r.target) != 0 || caps.count(r.target) != 0;
    if (groups.count(r.source) != 0 || groups.count(r.target) != 0) {
      st.warn(r.ext.location, "NOT_REPRESENTABLE",
              "relationship template '" + r.id + "' connects group templates ('" + r.source +
                  "' to '" + r.target + "'); YAML requirements connect node templates only, so "
                  "the wiring is kept in the extension block only");
    } else if (!source_known) {
      st.warn(r.source_location.known() ? r.source_location : r.ext.location, "REF_UNKNOWN",
              "relationship template '" + r.id + "': source '" + r.source +
                  "' is no node template, requirement or capability of this topology; the "
                  "wiring is kept in the extension block only");
    }
    if (!target_known && !r.target_reference && groups.count(r.target) == 0 &&
        groups.count(r.source) == 0) {
      st.warn(r.target_location.known() ? r.target_location : r.ext.location, "REF_UNKNOWN",
              "relationship template '" + r.id + "': target '" + r.target +
                  "' is no node template or capability of this topology; the wiring is kept in "
                  "the extension block only");
    }
    residue.add_if("property_constraints", constraints(r.property_constraints));
    residue.add_if("relationship_constraints", constraints(r.relationship_constraints));
    if (!r.group.empty()) {
      residue.add("group", Value::of(r.group));
    }
    add_extensible(residue, r.ext, true);
    return y;
  }
};

}  // namespace

void write_topology(WriterState& st, const ir::ServiceTemplate& tpl, Value& out)
{
  st.ext.add("service_template", service_template_residue(tpl));
  if (!tpl.topology) {
    return;
  }
  st.imply_boundary(tpl);
  const ir::TopologyTemplate& topo = *tpl.topology;
  TopologyWriter w(st, topo);
  if (!topo.ext.documentation.empty()) {
    out.add("description", Value::of(topo.ext.documentation.front().content));
  }
  // A YAML map never holds a key twice. An id the XML repeats (invalid,
  // but real) gives the later templates `id_2`, ...; the extension entry
  // keeps the id, so the way back restores it. Views of the IR's ids,
  // and of the keys made here (`made` keeps them), hashed.
  std::unordered_set<std::string_view> taken;
  taken.reserve(topo.node_templates.size() + topo.relationship_templates.size());
  for (const auto& n : topo.node_templates) {
    taken.insert(n.id);
  }
  for (const auto& r : topo.relationship_templates) {
    taken.insert(r.id);
  }
  std::deque<std::string> made;
  std::unordered_set<std::string_view> seen;
  seen.reserve(topo.node_templates.size());
  // The next suffix to try for each repeated id: every key below it is
  // taken, so an id repeated 200,000 times is not counted up from 2 each time.
  std::map<std::string, int, std::less<>> next_suffix;
  auto key_of = [&](const std::string& id, const ir::Location& at, Value& residue,
                    const char* what) {
    if (seen.insert(id).second) {
      return id;
    }
    int& n = next_suffix.try_emplace(id, 2).first->second;
    std::string key = id + "_" + std::to_string(n++);
    while (taken.count(key) != 0) {
      key = id + "_" + std::to_string(n++);
    }
    const std::string_view kept = made.emplace_back(key);
    taken.insert(kept);
    seen.insert(kept);
    residue.set("id", Value::of(id));
    st.sink.warning(st.doc.path, at.line, at.column, "DUPLICATE_ID_RENAMED",
                    std::string(what) + " id '" + id + "' is used before in this topology; this "
                    "one is written as '" + key + "' (the extension block keeps its id)");
    return key;
  };
  // An id the XML also gave another element: the extension entry says the
  // template is the XML's, so the way back does not take it for one the
  // YAML added with a name already taken (xml_ids.hpp).
  const std::set<std::string> repeated = repeated_xml_ids(st.doc);
  auto mark_repeated = [&](const std::string& id, Value& residue) {
    if (repeated.count(id) != 0 && residue.find("id") == nullptr) {
      residue.add("id", Value::of(id));
    }
  };
  Value node_templates = Value::map();
  for (const auto& n : topo.node_templates) {
    Value residue = Value::map();
    Value def = w.node_template(n, residue);
    const std::string key = key_of(n.id, n.ext.location, residue, "node template");
    mark_repeated(n.id, residue);
    node_templates.add(key, std::move(def));
    st.node_residues.add(key, std::move(residue), st.doc);
  }
  const std::vector<std::size_t> hosts = w.hosts();
  assign_operation_inputs(st, topo, hosts, node_templates, st.node_residues);
  Value rel_templates = Value::map();
  seen.clear();
  for (const auto& r : topo.relationship_templates) {
    Value residue = Value::map();
    Value def = w.relationship_template(r, residue);
    const std::string key = key_of(r.id, r.ext.location, residue, "relationship template");
    mark_repeated(r.id, residue);
    rel_templates.add(key, std::move(def));
    st.relationship_residues.add(key, std::move(residue), st.doc);
  }
  assign_connection_steps(st, topo, hosts, w.ends(), node_templates, rel_templates,
                          st.relationship_residues);
  out.add("node_templates", std::move(node_templates));
  out.add_if("relationship_templates", std::move(rel_templates));

  Value group_residues = Value::list();
  out.add_if("groups", draft_groups(topo, group_residues));
  out.add_if("policies", node_template_policies(st, topo));

  // Placeholders: the entries go in when the document is complete
  // (TemplateResidues).
  for (const TemplateResidues* r : {&st.node_residues, &st.relationship_residues}) {
    if (!r->empty()) {
      st.ext.add(r->section(), Value::map());
    }
  }
  st.ext.add_if("group_templates", std::move(group_residues));
}

}  // namespace tosca::yaml::detail
