// Decoder for the type level of xml2yaml output, the inverse of
// write_types.cpp: each `types.<yaml name>` entry (with the standard
// definition of the same name for its description and location) becomes
// the XML type it records; implementations, artifact templates and policy
// templates come from their extension lists. Entities marked `context`
// were copied in from other documents and go to Decoded::context.
//
// [x] node, relationship, requirement, capability, artifact and policy types
// [x] tEntityType: name/id, display name, namespace (+ written), abstract,
//     final, tags, DerivedFrom, PropertiesDefinition, Winery definition
// [x] requirement and capability definitions, instance states, interfaces,
//     draft policies and deployment artifacts; relationship interfaces,
//     ValidSource/ValidTarget, cascadingDeletion; policy language, AppliesTo
// [x] node/relationship type implementations, artifact and policy templates
// [x] placeholders (no definition anywhere): YAML name only
#include "decode_common.hpp"
#include "decode_state.hpp"
#include "wellknown.hpp"

#include <algorithm>
#include <map>
#include "tosca/ir/field_count.hpp"

namespace tosca::yaml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::ArtifactReference>() == 3, "ir::ArtifactReference changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ArtifactReference::Pattern>() == 2, "ir::ArtifactReference::Pattern changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ArtifactTemplate>() == 2, "ir::ArtifactTemplate changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ArtifactType>() == 1, "ir::ArtifactType changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::CapabilityType>() == 1, "ir::CapabilityType changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::EntityTypeBase>() == 11, "ir::EntityTypeBase changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::InstanceState>() == 1, "ir::InstanceState changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::NodeType>() == 7, "ir::NodeType changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::NodeTypeImplementation>() == 2, "ir::NodeTypeImplementation changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::PolicyTemplate>() == 1, "ir::PolicyTemplate changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::PolicyType>() == 3, "ir::PolicyType changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::RelationshipType>() == 7, "ir::RelationshipType changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::RelationshipTypeImplementation>() == 1, "ir::RelationshipTypeImplementation changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::RequirementType>() == 2, "ir::RequirementType changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::TypeImplementation>() == 11, "ir::TypeImplementation changed: extend the YAML extension decoder");

namespace {

struct KindInfo
{
  const char* key;     ///< `kind` in the extension entry
  const char* section; ///< standard section, or "" (requirement types)
  ir::EntityKind kind;
};

constexpr KindInfo k_kinds[] = {
    {"node_type", "node_types", ir::EntityKind::node_type},
    {"relationship_type", "relationship_types", ir::EntityKind::relationship_type},
    {"requirement_type", "", ir::EntityKind::requirement_type},
    {"capability_type", "capability_types", ir::EntityKind::capability_type},
    {"artifact_type", "artifact_types", ir::EntityKind::artifact_type},
    {"policy_type", "policy_types", ir::EntityKind::policy_type},
};

const KindInfo* kind_info(std::string_view key)
{
  for (const auto& k : k_kinds) {
    if (key == k.key) {
      return &k;
    }
  }
  return nullptr;
}

/// A requirement or capability definition (write_types.cpp `encode_definition`).
template <typename Def>
Def decode_definition(const Decoder& d, const Node& n, const char* type_key, ir::QName Def::*type)
{
  Def def;
  Fields f(d, &n,
           std::string("a ") + (type_key[0] == 'r' ? "requirement" : "capability") + " definition");
  def.name = f.required("name");
  def.*type = f.required_qname(type_key);
  def.lower_bound = f.integer("lower_bound");
  def.upper_bound = take_bound(f, "upper_bound");
  def.constraints = take_constraints(f, "constraints");
  take_extensible(f, def.ext);
  return def;
}

std::vector<ir::InstanceState> take_instance_states(Fields& f)
{
  std::vector<ir::InstanceState> out;
  for (auto& s : f.strings("instance_states")) {
    out.push_back({std::move(s)});
  }
  return out;
}

/// A standard `derived_from` waiting for every type name to be known.
struct PendingParent
{
  ir::EntityKind kind;
  ir::QName type;
  const Node* parent;
  /// The XML parent the extension entry keeps when the YAML derives from
  /// a normative type in its place (WriterState::rebased_parent).
  std::optional<ir::QName> rebased_from;
};

struct TypeDecoder
{
  const Decoder& d;
  const Node& root;
  Decoded& out;
  std::vector<PendingParent> parents;
  std::vector<ImplementedType> implementations;

  /// The standard definition `section.<name>` (key and value), if any.
  std::pair<const Node*, const Node*> standard(const char* section, const std::string& name) const
  {
    const Node* s = section[0] != '\0' ? root.find(section) : nullptr;
    if (s == nullptr || !s->is_map()) {
      return {nullptr, nullptr};
    }
    return {s->find_key(name), s->find(name)};
  }

  /// Node and relationship types: the implementation their operations
  /// show, for the pass that carries edited implementations back.
  void implemented_by(Fields& f, ir::EntityKind kind, const ir::QName& type,
                      const std::string& yaml_name, const Node* definition)
  {
    std::optional<ir::QName> shown = f.opt_qname("implementation");
    std::vector<ir::QName> also =
        f.list("also_implemented_by", [&](const Node& n) { return d.qname(n, "an implementation"); });
    implementations.push_back({kind, type, yaml_name, definition, shown, std::move(also)});
  }

  /// The tEntityType part; the entry's `context` flag is returned.
  bool entity_type(Fields& f, ir::EntityTypeBase& t, const Node* definition, ir::EntityKind kind)
  {
    t.name = f.required("name");
    t.target_namespace = f.required("namespace");
    t.target_namespace_written = f.flag("namespace_written");
    t.display_name = f.opt_string("display_name");
    t.abstract = f.yes_no("abstract");
    t.is_final = f.yes_no("final");
    t.tags = take_tags(f);
    // Tags written as the type's metadata (1.1 on).
    const Node* meta = definition != nullptr && definition->is_map() ? definition->find("metadata")
                                                                      : nullptr;
    if (t.tags.empty() && meta != nullptr && meta->is_map()) {
      for (const auto& [k, v] : meta->entries()) {
        if (k.is_scalar()) {
          t.tags.push_back({k.scalar, d.text(v, "a metadata value"), k.location});
        }
      }
    }
    // Requirement types have no standard definition; other kinds keep an
    // XML parent here when the YAML shows a normative one in its place.
    t.derived_from = f.opt_qname("derived_from");
    if (const Node* parent = kind != ir::EntityKind::requirement_type && definition != nullptr &&
                                     definition->is_map()
                                 ? definition->find("derived_from")
                                 : nullptr) {
      parents.push_back({kind, t.qname(), parent, t.derived_from});
    }
    if (const Node* p = f.take("properties_definition")) {
      t.properties_definition = decode_properties_definition(d, *p);
    }
    std::vector<std::string> inferred = f.strings("inferred_properties");
    if (const Node* w = f.take("winery_properties_definition")) {
      const Node* props =
          definition != nullptr && definition->is_map() ? definition->find("properties") : nullptr;
      t.winery_properties = decode_winery_properties(d, *w, props, inferred);
    }
    const Node* description =
        definition != nullptr && definition->is_map() ? definition->find("description") : nullptr;
    take_extensible(f, t.ext, description);
    return f.flag("context");
  }

  template <typename T>
  void place(T t, bool context, std::vector<T> ir::Document::*list, std::string ns)
  {
    ((context ? out.context_for(ns) : out.document).*list).push_back(std::move(t));
  }

  /// Types and implementations carry their namespace.
  template <typename T> void place(T t, bool context, std::vector<T> ir::Document::*list)
  {
    std::string ns = t.target_namespace;
    place(std::move(t), context, list, std::move(ns));
  }

  void type(const Node& key, const Node& entry)
  {
    const std::string yaml_name = d.text(key, "a type name");
    Fields f(d, &entry, "type '" + yaml_name + "'");
    if (!entry.is_map()) {
      return;
    }
    const std::string kind_key = f.required("kind");
    const KindInfo* info = kind_info(kind_key);
    if (info == nullptr) {
      d.bad(entry, "type '" + yaml_name + "': unknown kind '" + kind_key + "' (not restored)");
      return;
    }
    if (f.flag("placeholder")) {
      // Defined nowhere: only the name it stood for.
      out.type_names[yaml_name] = {info->kind,
                                   ir::QName{f.string("namespace"), f.string("name"), {}}, true};
      return;
    }
    auto [def_key, definition] = standard(info->section, yaml_name);
    ir::Location location = def_key != nullptr ? def_key->location : entry.location;
    auto finish = [&](ir::EntityTypeBase& t) {
      t.ext.location = location;
      out.type_names[yaml_name] = {info->kind, ir::QName{t.target_namespace, t.name, {}}};
    };
    switch (info->kind) {
    case ir::EntityKind::node_type: {
      ir::NodeType t;
      bool context = entity_type(f, t, definition, ir::EntityKind::node_type);
      t.requirement_definitions = f.list("requirement_definitions", [&](const Node& n) {
        return decode_definition(d, n, "requirement_type",
                                 &ir::RequirementDefinition::requirement_type);
      });
      t.capability_definitions = f.list("capability_definitions", [&](const Node& n) {
        return decode_definition(d, n, "capability_type",
                                 &ir::CapabilityDefinition::capability_type);
      });
      t.instance_states = take_instance_states(f);
      implemented_by(f, info->kind, t.qname(), yaml_name, definition);
      TypeInterfaces itfs = decode_type_interfaces(d, root, info->section, definition, f,
                                                   "node type '" + yaml_name + "'");
      t.interfaces = std::move(itfs.own);
      out.placements[{ir::EntityKind::node_type, t.qname()}] = std::move(itfs.placements);
      check_node_type_additions(d, definition, yaml_name, t, f, out.format);
      if (itfs.changed) {
        out.edited.emplace(ir::EntityKind::node_type, t.qname());
      }
      t.policies = f.list("policies", [&](const Node& n) { return decode_policy(d, n); });
      t.deployment_artifacts = f.list(
          "deployment_artifacts", [&](const Node& n) { return decode_deployment_artifact(d, n); });
      finish(t);
      place(std::move(t), context, &ir::Document::node_types);
      break;
    }
    case ir::EntityKind::relationship_type: {
      ir::RelationshipType t;
      bool context = entity_type(f, t, definition, ir::EntityKind::relationship_type);
      t.instance_states = take_instance_states(f);
      implemented_by(f, info->kind, t.qname(), yaml_name, definition);
      TypeInterfaces itfs = decode_type_interfaces(d, root, info->section, definition, f,
                                                   "relationship type '" + yaml_name + "'");
      t.source_interfaces = std::move(itfs.own);
      t.target_interfaces = std::move(itfs.target);
      out.placements[{ir::EntityKind::relationship_type, t.qname()}] = std::move(itfs.placements);
      if (itfs.changed) {
        out.edited.emplace(ir::EntityKind::relationship_type, t.qname());
      }
      t.valid_source = f.opt_qname("valid_source");
      t.valid_target = f.opt_qname("valid_target");
      t.cascading_deletion = f.yes_no("cascading_deletion");
      finish(t);
      place(std::move(t), context, &ir::Document::relationship_types);
      break;
    }
    case ir::EntityKind::requirement_type: {
      ir::RequirementType t;
      bool context = entity_type(f, t, definition, ir::EntityKind::requirement_type);
      t.required_capability_type = f.opt_qname("required_capability_type");
      finish(t);
      place(std::move(t), context, &ir::Document::requirement_types);
      break;
    }
    case ir::EntityKind::capability_type: {
      ir::CapabilityType t;
      bool context = entity_type(f, t, definition, ir::EntityKind::capability_type);
      finish(t);
      place(std::move(t), context, &ir::Document::capability_types);
      break;
    }
    case ir::EntityKind::artifact_type: {
      ir::ArtifactType t;
      bool context = entity_type(f, t, definition, ir::EntityKind::artifact_type);
      finish(t);
      place(std::move(t), context, &ir::Document::artifact_types);
      break;
    }
    case ir::EntityKind::policy_type: {
      ir::PolicyType t;
      bool context = entity_type(f, t, definition, ir::EntityKind::policy_type);
      t.policy_language = f.opt_string("policy_language");
      t.applies_to =
          f.list("applies_to", [&](const Node& n) { return d.qname(n, "an applies_to entry"); });
      finish(t);
      place(std::move(t), context, &ir::Document::policy_types);
      break;
    }
    default:
      break;
    }
  }

  void implementation(const Node& n)
  {
    Fields f(d, &n, "an implementation");
    if (!n.is_map()) {
      return;
    }
    const std::string kind = f.required("kind");
    auto common = [&](ir::TypeImplementation& t) {
      t.name = f.required("name");
      t.target_namespace = f.required("namespace");
      t.target_namespace_written = f.flag("namespace_written");
      t.implemented_type = f.required_qname("implements");
      t.abstract = f.yes_no("abstract");
      t.is_final = f.yes_no("final");
      t.tags = take_tags(f);
      t.derived_from = f.opt_qname("derived_from");
      for (auto& feature : f.strings("required_container_features")) {
        t.required_container_features.push_back({std::move(feature)});
      }
      t.implementation_artifacts = f.list("implementation_artifacts", [&](const Node& a) {
        return decode_implementation_artifact(d, a);
      });
      take_extensible(f, t.ext);
      return f.flag("context");
    };
    if (kind == "node_type_implementation") {
      ir::NodeTypeImplementation t;
      bool context = common(t);
      t.deployment_artifacts = f.list(
          "deployment_artifacts", [&](const Node& a) { return decode_deployment_artifact(d, a); });
      place(std::move(t), context, &ir::Document::node_type_implementations);
    } else if (kind == "relationship_type_implementation") {
      ir::RelationshipTypeImplementation t;
      bool context = common(t);
      place(std::move(t), context, &ir::Document::relationship_type_implementations);
    } else {
      d.bad(n, "an implementation of unknown kind '" + kind + "' (not restored)");
    }
  }

  void artifact_template(const Node& n)
  {
    Fields f(d, &n, "an artifact template");
    if (!n.is_map()) {
      return;
    }
    ir::ArtifactTemplate t;
    take_entity_template(f, t);
    t.references = f.list("references", [&](const Node& r) {
      ir::ArtifactReference ref;
      Fields rf(d, &r, "an artifact reference");
      ref.reference = rf.required("reference");
      ref.patterns = rf.list("patterns", [&](const Node& p) {
        Fields pf(d, &p, "an include/exclude pattern");
        ir::ArtifactReference::Pattern pattern;
        if (auto include = pf.opt_string("include")) {
          pattern.pattern = *include;
        } else if (auto exclude = pf.opt_string("exclude")) {
          pattern.include = false;
          pattern.pattern = *exclude;
        } else {
          d.bad(p, "a pattern needs 'include' or 'exclude'");
        }
        return pattern;
      });
      take_extensible(rf, ref.ext);
      return ref;
    });
    const std::string ns = f.required("namespace");
    place(std::move(t), f.flag("context"), &ir::Document::artifact_templates, ns);
  }

  void policy_template(const Node& n)
  {
    Fields f(d, &n, "a policy template");
    if (!n.is_map()) {
      return;
    }
    ir::PolicyTemplate t;
    take_entity_template(f, t);
    const std::string ns = f.required("namespace");
    place(std::move(t), f.flag("context"), &ir::Document::policy_templates, ns);
  }
};

}  // namespace

namespace {

/// Every type of kind `kind` the decoder restored, in any document.
template <typename F> void for_each_type(Decoded& out, ir::EntityKind kind, F f)
{
  auto in = [&](ir::Document& doc) {
    auto each = [&](auto& list) {
      for (auto& t : list) {
        f(static_cast<ir::EntityTypeBase&>(t));
      }
    };
    switch (kind) {
    case ir::EntityKind::node_type: each(doc.node_types); break;
    case ir::EntityKind::relationship_type: each(doc.relationship_types); break;
    case ir::EntityKind::capability_type: each(doc.capability_types); break;
    case ir::EntityKind::artifact_type: each(doc.artifact_types); break;
    case ir::EntityKind::policy_type: each(doc.policy_types); break;
    default: break;
    }
  };
  in(out.document);
  for (auto& doc : out.context) {
    in(doc);
  }
}

}  // namespace

void decode_types(const Decoder& d, const Node& root, Fields& top, Decoded& out)
{
  TypeDecoder t{d, root, out, {}, {}};
  // Library layout: the names of types the file imports.
  if (const Node* imported = top.take_map("imported")) {
    for (const auto& [key, entry] : imported->entries()) {
      const std::string yaml_name = d.text(key, "a type name");
      Fields f(d, &entry, "imported type '" + yaml_name + "'");
      if (!entry.is_map()) {
        continue;
      }
      const std::string kind_key = f.required("kind");
      const KindInfo* info = kind_info(kind_key);
      if (info == nullptr) {
        d.bad(entry, "imported type '" + yaml_name + "': unknown kind '" + kind_key + "'");
        continue;
      }
      out.type_names[yaml_name] = {info->kind, f.qname("name")};
    }
  }
  if (const Node* types = top.take_map("types")) {
    for (const auto& [key, entry] : types->entries()) {
      t.type(key, entry);
    }
  }
  if (const Node* list = top.take_list("implementations")) {
    for (const Node& n : list->items()) {
      t.implementation(n);
    }
  }
  if (const Node* list = top.take_list("artifact_templates")) {
    for (const Node& n : list->items()) {
      t.artifact_template(n);
    }
  }
  if (const Node* list = top.take_list("policy_templates")) {
    for (const Node& n : list->items()) {
      t.policy_template(n);
    }
  }
  // The standard `derived_from`: a type of the output, or a normative type
  // (the XML type had no DerivedFrom).
  std::map<std::pair<ir::EntityKind, ir::QName>, ir::EntityTypeBase*> restored;
  for (const auto& k : k_kinds) {
    for_each_type(out, k.kind, [&](ir::EntityTypeBase& type) {
      restored.emplace(std::pair{k.kind, type.qname()}, &type);
    });
  }
  for (const auto& p : t.parents) {
    std::optional<ir::QName> parent;
    const std::string name = d.text(*p.parent, "derived_from");
    if (!is_normative_name(name)) {
      parent = out.type_qname(d, *p.parent, p.kind);
    } else if (!p.rebased_from && p.kind != ir::EntityKind::capability_type &&
               name != normative_parent(p.kind, p.type)) {
      // Capability roots are left out: their normative parent depends on
      // the relationships of the whole run (WriterState::target_capability).
      d.bad(*p.parent, "'" + p.type.local + "' derives from '" + name + "' in place of '" +
                           normative_parent(p.kind, p.type) + "': a normative parent has no XML "
                           "form, and the XML type names no DerivedFrom (not restored)");
    } else if (p.rebased_from) {
      parent = p.rebased_from;
      if (name != named_normative(p.kind, p.type)) {
        d.bad(*p.parent, "'" + p.type.local + "' derives from '" + name + "' in place of '" +
                             named_normative(p.kind, p.type) + "': a normative parent has no XML "
                             "form, so the XML parent '" + p.rebased_from->clark() + "' is kept");
      }
    }
    if (auto it = restored.find({p.kind, p.type}); it != restored.end()) {
      it->second->derived_from = parent;
    }
  }
  apply_implementations(d, root, t.implementations, out);
  // A standard type the extension block does not describe was not written
  // by xml2yaml: it has no XML identity to restore.
  for (const auto& k : k_kinds) {
    const Node* section = k.section[0] != '\0' ? root.find(k.section) : nullptr;
    if (section == nullptr || !section->is_map()) {
      continue;
    }
    for (const auto& [key, value] : section->entries()) {
      if (key.is_scalar() && out.type_names.count(key.scalar) == 0) {
        d.bad(key, std::string(k.section) + " '" + key.scalar +
                       "' has no entry in the extension block's 'types' (not restored)");
      }
    }
  }
}

}  // namespace tosca::yaml::detail
