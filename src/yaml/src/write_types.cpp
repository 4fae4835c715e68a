// YAML writer, type level: node, relationship, capability, artifact and
// policy types natively; requirement types, type implementations, artifact
// and policy templates in the extension block; data types from XSD.
#include "wellknown.hpp"
#include "writer_state.hpp"

#include <algorithm>
#include <set>

namespace tosca::yaml::detail {

const char* kind_key(EntityKind k)
{
  switch (k) {
  case EntityKind::node_type: return "node_type";
  case EntityKind::relationship_type: return "relationship_type";
  case EntityKind::capability_type: return "capability_type";
  case EntityKind::artifact_type: return "artifact_type";
  case EntityKind::policy_type: return "policy_type";
  case EntityKind::requirement_type: return "requirement_type";
  default: return "";
  }
}

namespace {

const char* section_of(EntityKind k)
{
  switch (k) {
  case EntityKind::node_type: return "node_types";
  case EntityKind::relationship_type: return "relationship_types";
  case EntityKind::capability_type: return "capability_types";
  case EntityKind::artifact_type: return "artifact_types";
  case EntityKind::policy_type: return "policy_types";
  default: return "";
  }
}


Value occurrences(const std::optional<std::int64_t>& lower, const std::optional<ir::Bound>& upper)
{
  Value v = Value::list();
  v.push(Value::of(lower.value_or(1)));
  if (upper && upper->unbounded()) {
    v.push(Value::of("UNBOUNDED"));
  } else {
    v.push(Value::of(upper && upper->value ? *upper->value : 1));
  }
  return v;
}

/// A requirement or capability definition, with its type under `type_key`.
template<typename Def>
Value encode_definition(const Def& d, const char* type_key, const ir::QName& type)
{
  Value v = Value::map();
  v.add("name", Value::of(d.name));
  v.add(type_key, qname(type));
  if (d.lower_bound) {
    v.add("lower_bound", Value::of(*d.lower_bound));
  }
  if (d.upper_bound) {
    v.add("upper_bound", bound(*d.upper_bound));
  }
  v.add_if("constraints", constraints(d.constraints));
  add_extensible(v, d.ext, false);
  return v;
}

Value encode_requirement_definition(const ir::RequirementDefinition& d)
{
  return encode_definition(d, "requirement_type", d.requirement_type);
}

Value encode_capability_definition(const ir::CapabilityDefinition& d)
{
  return encode_definition(d, "capability_type", d.capability_type);
}

/// The extension entry every type gets: its XML identity and the
/// tEntityType fields YAML has no key for.
Value type_residue(EntityKind kind, const ir::EntityTypeBase& t)
{
  Value r = Value::map();
  r.add("kind", Value::of(kind_key(kind)));
  r.add("name", Value::of(t.name));
  r.add("namespace", Value::of(t.target_namespace));
  if (t.target_namespace_written) {
    r.add("namespace_written", Value::of(true));
  }
  if (t.display_name) {
    r.add("display_name", Value::of(*t.display_name));
  }
  if (t.abstract) {
    r.add("abstract", Value::of(*t.abstract));
  }
  if (t.is_final) {
    r.add("final", Value::of(*t.is_final));
  }
  r.add_if("tags", tags(t.tags));
  // Other kinds say `derived_from` in their standard definition.
  if (t.derived_from && kind == EntityKind::requirement_type) {
    r.add("derived_from", qname(*t.derived_from));
  }
  if (t.properties_definition) {
    r.add("properties_definition", properties_definition(*t.properties_definition));
  }
  // Winery's key/value list: write_types() adds what the standard
  // property definitions do not say (winery_residue).
  // Requirement types have no standard definition to carry a description.
  add_extensible(r, t.ext, kind != EntityKind::requirement_type);
  return r;
}

/// Entities copied in from another document (so the output loads on its
/// own) say so; the reverse direction keeps them out of the document.
void mark_context(const WriterState& st, EntityKind kind, const QName& q, Value& residue)
{
  if (!st.is_own(kind, q)) {
    residue.add("context", Value::of(true));
  }
}

}  // namespace

namespace {

struct TypeWriter
{
  WriterState& st;

  Value property_definitions(const PropertySchema& schema,
                              const std::vector<InferredProperty>& inferred)
  {
    Value props = Value::map();
    for (const auto& p : schema.properties) {
      props.add(p.name, property_definition(p));
    }
    for (const auto& [name, type] : inferred) {
      if (schema.find(name) == nullptr && props.find(name) == nullptr) {
        Value d = Value::map();
        d.add("type", Value::of(type));
        d.add("required", Value::of(false));
        d.add("description", Value::of("inferred by tosca-convert from template values"));
        props.add(name, std::move(d));
      }
    }
    return props;
  }

  std::string yaml_type(const PropertyDef& p, const std::string& scalar_or_empty)
  {
    if (!scalar_or_empty.empty()) {
      return scalar_or_empty;
    }
    return p.data_type ? st.data_type_name(*p.data_type) : "string";
  }

  Value property_definition(const PropertyDef& p)
  {
    Value d = Value::map();
    if (p.type == "list") {
      d.add("type", Value::of("list"));
    } else {
      d.add("type", Value::of(yaml_type(p, p.type)));
    }
    d.add("required", Value::of(p.required));
    if (p.description) {
      d.add("description", Value::of(*p.description));
    }
    if (p.default_text) {
      bool canonical = true;
      Value v = typed_value(*p.default_text, p.type == "list" ? p.entry_type : p.type, canonical);
      if (!v.is_null()) {
        d.add("default", std::move(v));
      }
    }
    if (!p.valid_values.empty()) {
      Value c = Value::list();
      Value vv = Value::list();
      for (const auto& e : p.valid_values) {
        bool canonical = true;
        vv.push(typed_value(e, p.type, canonical));
      }
      Value entry = Value::map();
      entry.add("valid_values", std::move(vv));
      c.push(std::move(entry));
      d.add("constraints", std::move(c));
    }
    if (p.type == "list") {
      Value e = Value::map();
      e.add("type", Value::of(yaml_type(p, p.entry_type)));
      d.add("entry_schema", std::move(e));
    }
    return d;
  }

  /// The XML parent's YAML name (a placeholder when it is defined nowhere),
  /// else the normative type the XML type renders.
  std::string derived(EntityKind kind, const QName& q, const ir::EntityTypeBase& t)
  {
    if (auto normative = st.rebased_parent(kind, t)) {
      return *normative;
    }
    if (t.derived_from) {
      return st.name_of(kind, *t.derived_from);
    }
    return st.root_parent(kind, q);
  }

  /// Tags are the type's `metadata` from 1.1 on, when each name is used once.
  bool tags_native(const ir::EntityTypeBase& t) const
  {
    return st.options.minor() >= 1 && !t.tags.empty() && tags_as_metadata(t.tags);
  }

  Value common(EntityKind kind, const QName& q, const ir::EntityTypeBase& t)
  {
    Value y = Value::map();
    y.add("derived_from", Value::of(derived(kind, q, t)));
    if (!t.ext.documentation.empty()) {
      y.add("description", Value::of(t.ext.documentation.front().content));
    }
    if (tags_native(t)) {
      Value meta = Value::map();
      for (const auto& tag : t.tags) {
        meta.add(tag.name, Value::of(tag.value));
      }
      y.add("metadata", std::move(meta));
    }
    if (kind == EntityKind::node_type || kind == EntityKind::relationship_type ||
        kind == EntityKind::capability_type || kind == EntityKind::artifact_type ||
        kind == EntityKind::policy_type) {
      PropertySchema own = st.typing.own(t);
      auto inf = st.inferred.find({kind, q});
      y.add_if("properties",
               property_definitions(own, inf == st.inferred.end() ? std::vector<InferredProperty>{}
                                                                  : inf->second));
    }
    return y;
  }

  void node_type(const QName& q, Value& y, Value& r)
  {
    const ir::NodeType& t = *st.index.node_type(q);
    Value reqs = Value::list();
    for (const auto& d : t.requirement_definitions) {
      Value rd = Value::map();
      rd.add("capability", Value::of(st.required_capability(d.requirement_type)));
      if (d.lower_bound || d.upper_bound) {
        rd.add("occurrences", occurrences(d.lower_bound, d.upper_bound));
      }
      Value entry = Value::map();
      entry.add(d.name, std::move(rd));
      reqs.push(std::move(entry));
    }
    // Requirements the topology's relationships need and the XML implies;
    // the extension entry lists them and the implied capabilities, so that
    // the way back tells them from ones the YAML added.
    Value implied = Value::list();
    if (auto it = st.implied_requirements.find(q); it != st.implied_requirements.end()) {
      for (const auto& ir_def : it->second) {
        implied.push(Value::of(ir_def.name));
        Value rd = Value::map();
        rd.add("capability", Value::of(ir_def.capability));
        // XML relates any two nodes; `node` names the type that offers the
        // capability, which the root type does only for its own `feature`.
        if (ir_def.capability == "tosca.capabilities.Node") {
          rd.add("node", Value::of("tosca.nodes.Root"));
        }
        rd.add("relationship", Value::of(ir_def.relationship));
        Value occ = Value::list();
        occ.push(Value::of(0));
        occ.push(Value::of("UNBOUNDED"));
        rd.add("occurrences", std::move(occ));
        Value entry = Value::map();
        entry.add(ir_def.name, std::move(rd));
        reqs.push(std::move(entry));
      }
    }
    y.add_if("requirements", std::move(reqs));
    r.add_if("implied_requirements", std::move(implied));
    implied = Value::list();
    Value caps = Value::map();
    for (const auto& d : t.capability_definitions) {
      Value cd = Value::map();
      cd.add("type", Value::of(st.index.find(EntityKind::capability_type, d.capability_type)
                                   ? st.name_of(EntityKind::capability_type, d.capability_type)
                                   : std::string("tosca.capabilities.Root")));
      if (d.lower_bound || d.upper_bound) {
        cd.add("occurrences", occurrences(d.lower_bound, d.upper_bound));
      }
      caps.add(d.name, std::move(cd));
    }
    if (auto it = st.implied_capabilities.find(q); it != st.implied_capabilities.end()) {
      for (const auto& c : it->second) {
        std::string name = c.name;
        for (int n = 2; caps.find(name) != nullptr; ++n) {
          name = c.name + "_" + std::to_string(n);
        }
        Value cd = Value::map();
        cd.add("type", Value::of(c.type));
        caps.add(name, std::move(cd));
        implied.push(Value::of(name));
      }
    }
    y.add_if("capabilities", std::move(caps));
    r.add_if("implied_capabilities", std::move(implied));
    y.add_if("interfaces", type_interfaces(st, EntityKind::node_type, q, r));
    y.add_if("attributes", output_attributes(st, q, y));
    y.add_if("artifacts", type_artifacts(q));

    r.add_if("requirement_definitions", list_of(t.requirement_definitions, encode_requirement_definition));
    r.add_if("capability_definitions", list_of(t.capability_definitions, encode_capability_definition));
    r.add_if("instance_states", list_of(t.instance_states, [](const ir::InstanceState& s) {
               return Value::of(s.state);
             }));
    r.add_if("policies", list_of(t.policies, policy));
    r.add_if("deployment_artifacts", list_of(t.deployment_artifacts, deployment_artifact));
  }

  /// Deployment artifacts of the type's implementation apply to every node
  /// of the type: node type `artifacts` (derived; the implementation keeps
  /// them in the extension block).
  Value type_artifacts(const QName& q)
  {
    Value out = Value::map();
    const auto* impl = static_cast<const ir::NodeTypeImplementation*>(
        st.chosen_implementation(EntityKind::node_type, q));
    if (impl == nullptr) {
      return out;
    }
    std::set<std::string> reserved; // every artifact's own name
    for (const auto& da : impl->deployment_artifacts) {
      reserved.insert(da.name);
    }
    std::set<std::string> shown;
    for (const auto& da : impl->deployment_artifacts) {
      if (!shown.insert(da.name).second) {
        continue; // a second artifact of one name: kept in the extension block
      }
      const TemplateFiles* tf = da.artifact_ref && !da.artifact_type.empty()
                                    ? &st.files_of(*da.artifact_ref)
                                    : nullptr;
      if (tf == nullptr || tf->paths.empty()) {
        // Such as SugarCRM's OsPackageArtifacts, which list packages in
        // their properties: nothing a YAML artifact can name. Said once,
        // by the output that defines the type.
        const auto ref = st.index.find(EntityKind::node_type_implementation, impl->qname());
        if (ref && st.is_own(EntityKind::node_type, q)) {
          st.sink.warning(st.index.document(ref->document).path, da.ext.location.line,
                          da.ext.location.column, "NOT_REPRESENTABLE",
                          "deployment artifact '" + da.name + "' of implementation '" +
                              impl->qname().clark() + "' names no file, so node type '" +
                              q.local + "' has no YAML artifact for it and an orchestrator "
                              "will not deploy it; kept in the extension block");
        }
        continue;
      }
      const TemplateFiles& files = *tf;
      std::size_t k = 0;
      for (std::size_t i = 0; i < files.paths.size(); ++i) {
        std::string name = next_artifact_name(da.name, k, reserved);
        if (out.find(name) != nullptr) {
          continue;
        }
        Value a = Value::map();
        a.add("type", Value::of(st.name_of(EntityKind::artifact_type, da.artifact_type)));
        a.add("file", Value::of(files.paths[i]));
        out.add(name, std::move(a));
      }
    }
    return out;
  }

  void relationship_type(const QName& q, Value& y, Value& r)
  {
    const ir::RelationshipType& t = *st.index.relationship_type(q);
    if (t.valid_target && st.index.find(EntityKind::capability_type, *t.valid_target)) {
      Value v = Value::list();
      v.push(Value::of(st.name_of(EntityKind::capability_type, *t.valid_target)));
      y.add("valid_target_types", std::move(v));
    }
    y.add_if("interfaces", type_interfaces(st, EntityKind::relationship_type, q, r));
    r.add_if("instance_states", list_of(t.instance_states, [](const ir::InstanceState& s) {
               return Value::of(s.state);
             }));
    if (t.valid_source) {
      r.add("valid_source", qname(*t.valid_source));
    }
    if (t.valid_target) {
      r.add("valid_target", qname(*t.valid_target));
    }
    if (t.cascading_deletion) {
      r.add("cascading_deletion", Value::of(*t.cascading_deletion));
    }
  }

  void policy_type(const QName& q, Value& y, Value& r)
  {
    const ir::PolicyType& t = *st.index.policy_type(q);
    Value targets = Value::list();
    for (const auto& n : t.applies_to) {
      if (st.index.find(EntityKind::node_type, n)) {
        targets.push(Value::of(st.name_of(EntityKind::node_type, n)));
      }
    }
    y.add_if("targets", std::move(targets));
    if (t.policy_language) {
      r.add("policy_language", Value::of(*t.policy_language));
    }
    r.add_if("applies_to", list_of(t.applies_to, qname));
  }

  /// data_types: one per XSD complex type the property definitions used.
  Value data_types()
  {
    Value section = Value::map();
    // Defining a data type can reach further complex types: iterate until stable.
    std::set<QName> done;
    bool again = true;
    while (again) {
      again = false;
      auto pending = st.typing.data_types();
      for (const auto& q : pending) {
        if (!done.insert(q).second) {
          continue;
        }
        again = true;
        Value d = Value::map();
        d.add("derived_from", Value::of("tosca.datatypes.Root"));
        Value props = Value::map();
        for (const auto& f : st.typing.data_type_fields(q)) {
          props.add(f.name, property_definition(f));
        }
        d.add_if("properties", std::move(props));
        section.add(st.data_type_name(q), std::move(d));
      }
    }
    return section;
  }
};

}  // namespace

void write_types(WriterState& st, Value& out)
{
  TypeWriter w{st};
  std::map<std::string, Value> sections;
  Value residues = Value::map();
  Value implementations = Value::list();
  Value artifact_templates = Value::list();
  Value policy_templates = Value::list();
  for (const auto& [kind, q] : st.closure.order) {
    if (kind == EntityKind::node_type_implementation) {
      if (auto ref = st.index.find(kind, q)) {
        Value v = type_implementation(st.index.document(ref->document).node_type_implementations[ref->index]);
        v.add("kind", Value::of("node_type_implementation"));
        const auto& impl = st.index.document(ref->document).node_type_implementations[ref->index];
        v.add_if("deployment_artifacts", list_of(impl.deployment_artifacts, deployment_artifact));
        mark_context(st, kind, q, v);
        implementations.push(std::move(v));
      }
      continue;
    }
    if (kind == EntityKind::relationship_type_implementation) {
      if (auto ref = st.index.find(kind, q)) {
        Value v = type_implementation(
            st.index.document(ref->document).relationship_type_implementations[ref->index]);
        v.add("kind", Value::of("relationship_type_implementation"));
        mark_context(st, kind, q, v);
        implementations.push(std::move(v));
      }
      continue;
    }
    if (kind == EntityKind::artifact_template) {
      if (const auto* t = st.index.artifact_template(q)) {
        Value v = artifact_template(*t);
        v.add("namespace", Value::of(q.ns));
        mark_context(st, kind, q, v);
        artifact_templates.push(std::move(v));
      }
      continue;
    }
    if (kind == EntityKind::policy_template) {
      if (const auto* t = st.index.policy_template(q)) {
        Value v = entity_template(*t);
        v.add("namespace", Value::of(q.ns));
        mark_context(st, kind, q, v);
        policy_templates.push(std::move(v));
      }
      continue;
    }
    const ir::EntityTypeBase* t = st.type_base(kind, q);
    if (t == nullptr) {
      if (std::find(st.placeholders.begin(), st.placeholders.end(), std::pair{kind, q}) !=
          st.placeholders.end()) {
        // Referenced, not defined anywhere: a placeholder keeps the output
        // loadable; REF_UNKNOWN has told the user.
        Value y = Value::map();
        y.add("derived_from", Value::of(normative_parent(kind, q)));
        y.add("description", Value::of("placeholder: '" + q.clark() +
                                       "' is not defined in the inputs or on the search path"));
        auto inf = st.inferred.find({kind, q});
        if (inf != st.inferred.end()) {
          y.add_if("properties", w.property_definitions({}, inf->second));
        }
        sections.try_emplace(section_of(kind), Value::map())
            .first->second.add(st.name_of(kind, q), std::move(y));
        Value r = Value::map();
        r.add("kind", Value::of(kind_key(kind)));
        r.add("name", Value::of(q.local));
        r.add("namespace", Value::of(q.ns));
        r.add("placeholder", Value::of(true));
        residues.add(st.name_of(kind, q), std::move(r));
      }
      continue;
    }
    Value residue = type_residue(kind, *t);
    if (st.rebased_parent(kind, *t)) {
      residue.add("derived_from", qname(*t->derived_from)); // the YAML shows a normative one
    }
    if (kind != EntityKind::requirement_type && w.tags_native(*t)) {
      Value kept = Value::map();
      for (auto& [k, v] : residue.entries) {
        if (k != "tags") {
          kept.add(k, std::move(v));
        }
      }
      residue = std::move(kept);
    }
    if (t->winery_properties) {
      // A requirement type has no standard definition: its list stays whole.
      residue.add("winery_properties_definition",
                  kind == EntityKind::requirement_type
                      ? winery_properties(*t->winery_properties)
                      : winery_residue(st, kind, q, *t->winery_properties, residue));
    }
    mark_context(st, kind, q, residue);
    if (kind == EntityKind::requirement_type) {
      const auto& rt = *st.index.requirement_type(q);
      if (rt.required_capability_type) {
        residue.add("required_capability_type", qname(*rt.required_capability_type));
      }
      residues.add(st.name_of(kind, q), std::move(residue));
      continue;
    }
    Value y = w.common(kind, q, *t);
    switch (kind) {
    case EntityKind::node_type: w.node_type(q, y, residue); break;
    case EntityKind::relationship_type: w.relationship_type(q, y, residue); break;
    case EntityKind::policy_type: w.policy_type(q, y, residue); break;
    default: break;
    }
    sections.try_emplace(section_of(kind), Value::map()).first->second.add(st.name_of(kind, q), std::move(y));
    residues.add(st.name_of(kind, q), std::move(residue));
  }
  out.add_if("data_types", w.data_types());
  for (const char* s : {"artifact_types", "capability_types", "interface_types",
                        "relationship_types", "policy_types", "node_types"}) {
    if (std::string_view(s) == "interface_types") {
      out.add_if(s, interface_type_section(st));
      continue;
    }
    auto it = sections.find(s);
    if (it != sections.end() && !it->second.entries.empty()) {
      out.add(s, std::move(it->second));
    }
  }
  st.ext.add_if("types", std::move(residues));
  st.ext.add_if("implementations", std::move(implementations));
  st.ext.add_if("artifact_templates", std::move(artifact_templates));
  st.ext.add_if("policy_templates", std::move(policy_templates));
}

}  // namespace tosca::yaml::detail
