// The YAML type table: normative types first, then every type a loaded
// YAML-born document defines; which definition of a name a document sees
// is its focus's choice (YamlTypes::focus).
#include "yaml_types.hpp"

#include "tosca/yaml/names.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace tosca::check::detail {

namespace {

constexpr std::size_t k_max_depth = 64;

std::size_t slot(YamlKind k)
{
  return static_cast<std::size_t>(k);
}

std::vector<std::string_view> words(std::string_view s)
{
  std::vector<std::string_view> out;
  while (!s.empty()) {
    auto space = s.find(' ');
    std::string_view w = s.substr(0, space);
    if (!w.empty()) {
      out.push_back(w);
    }
    if (space == std::string_view::npos) {
      break;
    }
    s.remove_prefix(space + 1);
  }
  return out;
}

/// `required: false`, also in YAML 1.1's spellings (no, off), which the
/// YAML 1.2 core schema reads as strings but most TOSCA parsers as false.
bool is_false(const ir::Value* v)
{
  static const std::set<std::string_view> words = {"false", "False", "FALSE", "no", "No",
                                                   "NO",    "off",   "Off",   "OFF"};
  return v && ((v->kind == ir::Value::Kind::boolean && !v->boolean) ||
               (v->kind == ir::Value::Kind::string && words.count(v->string) != 0));
}

/// A normative property's type as the definition ValueCheck takes (a
/// bare type name), one per name for the life of the process.
const ir::Value& type_name_value(std::string_view type)
{
  static const std::map<std::string, ir::Value, std::less<>> values = [] {
    std::map<std::string, ir::Value, std::less<>> m;
    for (const char* primitive : {"string", "map", "list", "integer"}) {
      m.emplace(primitive, ir::Value::of(primitive)); // the attributes' types
    }
    for (const auto& t : normative_types()) {
      for (std::string_view w : words(t.properties)) {
        if (auto colon = w.find(':'); colon != std::string_view::npos) {
          std::string name(w.substr(colon + 1));
          m.emplace(name, ir::Value::of(name));
        }
      }
    }
    return m;
  }();
  return values.find(type)->second;
}

} // namespace

const ir::Value* member(const ir::Value& v, std::string_view key)
{
  return v.kind == ir::Value::Kind::map ? v.find(key) : nullptr;
}

std::string text(const ir::Value* v)
{
  return v && v->kind == ir::Value::Kind::string ? v->string : std::string();
}

std::string assigned_relationship(const ir::Value* rel, const YamlTopology& topo,
                                  const YamlTypes& types, int minor, bool& unknown)
{
  unknown = false;
  if (rel == nullptr) {
    return {};
  }
  if (rel->kind == ir::Value::Kind::map) {
    return text(member(*rel, "type"));
  }
  const std::string name = text(rel);
  if (name.empty()) {
    return {};
  }
  if (const ir::Value* t = topo.relationship_template(name)) {
    return text(member(*t, "type"));
  }
  if (types.find(YamlKind::relationship, name, minor) != nullptr) {
    return name;
  }
  unknown = true;
  return {};
}

int minor_version(const ir::Document& doc)
{
  const std::string v = text(member(doc.ext.yaml.get(), "tosca_definitions_version"));
  if (!v.empty() && v.back() >= '0' && v.back() <= '9') {
    return v.back() - '0';
  }
  return 0;
}

const ir::Value* YamlTopology::node_template(std::string_view name) const
{
  const auto it = node_index.find(name);
  return it == node_index.end() ? nullptr : it->second;
}

const ir::Value* YamlTopology::relationship_template(std::string_view name) const
{
  const auto it = relationship_index.find(name);
  return it == relationship_index.end() ? nullptr : it->second;
}

YamlTopology topology_of(const ir::Document& doc)
{
  YamlTopology t;
  const ir::Value* sections = nullptr;
  if (!doc.service_templates.empty() && doc.service_templates.front().topology) {
    const ir::ServiceTemplate& st = doc.service_templates.front();
    sections = &st.ext.yaml.get();
    for (const auto& n : st.topology->node_templates) {
      t.node_templates.emplace_back(n.name.value_or(n.id), &n.ext.yaml.get());
      t.node_index.emplace(n.name ? *n.name : n.id, &n.ext.yaml.get());
    }
  } else {
    sections = member(doc.ext.yaml.get(), "topology_template");
    if (const ir::Value* nodes = sections ? member(*sections, "node_templates") : nullptr;
        nodes && nodes->kind == ir::Value::Kind::map) {
      for (const auto& [name, def] : nodes->entries) {
        t.node_templates.emplace_back(name, &def);
        t.node_index.emplace(name, &def);
      }
    }
  }
  if (sections) {
    t.inputs = member(*sections, "inputs");
    t.outputs = member(*sections, "outputs");
    t.relationship_templates = member(*sections, "relationship_templates");
    if (t.relationship_templates && t.relationship_templates->kind == ir::Value::Kind::map) {
      for (const auto& [name, def] : t.relationship_templates->entries) {
        t.relationship_index.emplace(name, &def);
      }
    }
    t.groups = member(*sections, "groups");
    t.policies = member(*sections, "policies");
    t.substitution_mappings = member(*sections, "substitution_mappings");
    t.workflows = member(*sections, "workflows");
  }
  return t;
}

bool YamlTypes::primitive(std::string_view name)
{
  static const std::set<std::string_view> names = {"string",
                                                   "integer",
                                                   "float",
                                                   "boolean",
                                                   "timestamp",
                                                   "null",
                                                   "list",
                                                   "map",
                                                   "version",
                                                   "range",
                                                   "scalar-unit.size",
                                                   "scalar-unit.time",
                                                   "scalar-unit.frequency",
                                                   "scalar-unit.bitrate",
                                                   "any"};
  return names.count(name) != 0;
}

YamlTypes::YamlTypes(const convert::Workspace& ws) : m_ws(ws)
{
  for (const auto& n : normative_types()) {
    add(YamlType{n.kind, std::string(n.name), std::string(n.parent), nullptr, &n, nullptr, {}});
  }
  for (const auto& doc : ws.model.documents) {
    if (doc.yaml_born()) {
      add_document(doc);
      add_prefixes(doc);
    }
  }
}

void YamlTypes::add_prefixes(const ir::Document& doc)
{
  const ir::Value* imports = member(doc.ext.yaml.get(), "imports");
  if (!imports || imports->kind != ir::Value::Kind::list) {
    return;
  }
  for (const auto& item : imports->items) {
    // {file:, namespace_prefix:} (1.2+) or {name: {file:, namespace_prefix:}} (1.0).
    const ir::Value* def = &item;
    if (!member(item, "file") && item.kind == ir::Value::Kind::map && item.entries.size() == 1) {
      def = &item.entries.front().second;
    }
    if (std::string p = text(member(*def, "namespace_prefix")); !p.empty()) {
      m_prefixes.insert(std::move(p));
    }
  }
}

void YamlTypes::add(YamlType t)
{
  const YamlType& stored = m_store.emplace_back(std::move(t));
  auto& all = m_types[slot(stored.kind)][stored.name];
  if (stored.normative) {
    all.insert(all.begin(), &stored);
  } else {
    all.push_back(&stored);
  }
}

void YamlTypes::add_document(const ir::Document& doc)
{
  for (auto& t : defined_in(doc)) {
    add(std::move(t));
  }
}

std::vector<YamlType> YamlTypes::defined_in(const ir::Document& doc)
{
  std::vector<YamlType> out;
  auto ir_types = [&](YamlKind kind, const auto& list) {
    for (const auto& t : list) {
      if (t.ext.yaml->kind != ir::Value::Kind::map) {
        continue; // tosca-convert's placeholder for XML
      }
      out.push_back(YamlType{kind, yaml::decode_ncname(t.name),
                             text(member(t.ext.yaml.get(), "derived_from")), &t.ext.yaml.get(), nullptr, &doc,
                             t.ext.location});
    }
  };
  ir_types(YamlKind::node, doc.node_types);
  ir_types(YamlKind::relationship, doc.relationship_types);
  ir_types(YamlKind::capability, doc.capability_types);
  ir_types(YamlKind::artifact, doc.artifact_types);
  ir_types(YamlKind::policy, doc.policy_types);
  for (YamlKind kind : {YamlKind::data, YamlKind::interface, YamlKind::group}) {
    const ir::Value* section = member(doc.ext.yaml.get(), section_of(kind));
    if (!section || section->kind != ir::Value::Kind::map) {
      continue;
    }
    for (const auto& [name, def] : section->entries) {
      out.push_back(YamlType{kind, name, text(member(def, "derived_from")), &def, nullptr, &doc,
                             def.location});
    }
  }
  return out;
}

const YamlType* YamlTypes::find(YamlKind kind, std::string_view name, int minor) const
{
  const auto& map = m_types[slot(kind)];
  auto lookup = [&](const std::string& n) -> const YamlType* {
    auto it = map.find(n);
    return it != map.end() ? pick(it->second, minor) : nullptr;
  };
  if (name.empty()) {
    return nullptr;
  }
  if (const YamlType* t = lookup(std::string(name))) {
    return t;
  }
  std::string_view rest = name;
  if (rest.substr(0, 6) == "tosca:") {
    rest.remove_prefix(6);
  }
  const std::string_view prefix = prefix_of(kind);
  if (rest.substr(0, 6) != "tosca.") {
    // Short names of normative types: "Compute", "tosca:Compute", and the
    // spec's own "PortDef" for tosca.datatypes.network.PortDef.
    for (std::string_view p :
         {prefix, kind == YamlKind::data ? std::string_view("tosca.datatypes.network.")
                                         : std::string_view()}) {
      if (p.empty()) {
        continue;
      }
      // The built-in entry, or a loaded document's definition of that
      // normative name (radon-particles spells the normative types out).
      const std::string full = std::string(p) + std::string(rest);
      const YamlType* t = lookup(full);
      if (t && (t->normative || yaml::normative::is_normative_name(full, minor))) {
        return t;
      }
    }
  }
  // A namespace prefix an import declares: "prefix:Type" (the spec's
  // qualified name) or "prefix.Type" (as tosca-parser forms it).
  if (auto sep = name.find_first_of(":."); sep != std::string_view::npos && sep + 1 < name.size() &&
                                           m_prefixes.count(std::string(name.substr(0, sep)))) {
    if (const YamlType* t = lookup(std::string(name.substr(sep + 1)))) {
      return t;
    }
  }
  return nullptr;
}

std::optional<YamlKind> YamlTypes::other_kind(YamlKind kind, std::string_view name, int minor) const
{
  for (std::size_t k = 0; k < k_yaml_kinds; ++k) {
    auto other = static_cast<YamlKind>(k);
    if (other != kind && m_types[k].count(std::string(name)) != 0 && find(other, name, minor)) {
      return other;
    }
  }
  return std::nullopt;
}

std::string YamlTypes::suggestion(YamlKind kind, std::string_view name) const
{
  const std::string memo = std::to_string(slot(kind)) + '|' + std::string(name);
  if (auto it = m_suggestions.find(memo); it != m_suggestions.end()) {
    return it->second;
  }
  auto& names = m_names[slot(kind)];
  if (names.empty()) {
    for (const auto& [n, _] : m_types[slot(kind)]) {
      names.push_back(n);
    }
    std::sort(names.begin(), names.end()); // deterministic, whatever the hashing
  }
  std::string found = closest_match(name, names);
  m_suggestions.emplace(memo, found);
  return found;
}

std::vector<const YamlType*> YamlTypes::chain(YamlKind kind, std::string_view type) const
{
  std::vector<const YamlType*> out;
  const YamlType* t = find(kind, type);
  // Real hierarchies are a few levels deep; the cap keeps a hostile one
  // (or a cycle, reported elsewhere) from costing more than that.
  while (t && out.size() < k_max_depth && std::find(out.begin(), out.end(), t) == out.end()) {
    out.push_back(t);
    t = t->parent.empty() ? nullptr : find(kind, t->parent);
  }
  return out;
}

Derives YamlTypes::derives(YamlKind kind, std::string_view type, std::string_view ancestor) const
{
  const YamlType* target = find(kind, ancestor);
  if (!target) {
    return Derives::unknown;
  }
  const YamlType* t = find(kind, type);
  std::vector<const YamlType*> seen;
  while (t && seen.size() < k_max_depth) {
    if (t == target) {
      return Derives::yes;
    }
    if (std::find(seen.begin(), seen.end(), t) != seen.end()) {
      return Derives::unknown; // a cycle: reported as such
    }
    seen.push_back(t);
    if (t->parent.empty()) {
      return Derives::no;
    }
    t = find(kind, t->parent);
  }
  return Derives::unknown;
}

std::vector<YamlProperty> YamlTypes::properties(YamlKind kind, std::string_view type) const
{
  std::vector<YamlProperty> out;
  auto put = [&](YamlProperty p) {
    for (const auto& q : out) {
      if (q.name == p.name) {
        return; // the nearer definition was seen first
      }
    }
    out.push_back(std::move(p));
  };
  for (const YamlType* t : chain(kind, type)) {
    if (t->normative) {
      for (std::string_view w : words(t->normative->properties)) {
        std::string_view type;
        if (auto colon = w.find(':'); colon != std::string_view::npos) {
          type = w.substr(colon + 1);
          w = w.substr(0, colon);
        }
        bool required = w.back() == '!';
        put(YamlProperty{std::string(required ? w.substr(0, w.size() - 1) : w), required, false,
                         type.empty() ? nullptr : &type_name_value(type)});
      }
      continue;
    }
    const ir::Value* props = member(*t->definition, "properties");
    if (!props || props->kind != ir::Value::Kind::map) {
      continue;
    }
    for (const auto& [name, def] : props->entries) {
      put(YamlProperty{name, !is_false(member(def, "required")), member(def, "default") != nullptr,
                       &def});
    }
  }
  return out;
}

bool YamlTypes::complete(YamlKind kind, std::string_view type) const
{
  // A data type may end in a primitive (PortDef derives from integer).
  const auto c = chain(kind, type);
  return !c.empty() && (c.back()->parent.empty() ||
                        (kind == YamlKind::data && primitive(c.back()->parent)));
}

std::vector<std::string> YamlTypes::attributes(YamlKind kind, std::string_view type) const
{
  std::vector<std::string> out;
  for (const YamlType* t : chain(kind, type)) {
    if (t->normative) {
      for (std::string_view w : words(normative_attributes(t->name))) {
        out.emplace_back(w.substr(0, w.find(':')));
      }
      continue;
    }
    if (const ir::Value* attrs = member(*t->definition, "attributes");
        attrs && attrs->kind == ir::Value::Kind::map) {
      for (const auto& entry : attrs->entries) {
        out.push_back(entry.first);
      }
    }
  }
  return out;
}

const ir::Value* YamlTypes::attribute(YamlKind kind, std::string_view type,
                                      std::string_view name) const
{
  for (const YamlType* t : chain(kind, type)) {
    if (t->normative) {
      for (std::string_view w : words(normative_attributes(t->name))) {
        const auto colon = w.find(':');
        if (w.substr(0, colon) == name && colon != std::string_view::npos) {
          return &type_name_value(w.substr(colon + 1));
        }
      }
      continue;
    }
    if (const ir::Value* attrs = member(*t->definition, "attributes")) {
      if (const ir::Value* def = member(*attrs, name)) {
        return def;
      }
    }
  }
  return nullptr;
}

std::vector<YamlCapability> YamlTypes::capabilities(std::string_view node_type, int minor) const
{
  std::vector<YamlCapability> out;
  auto put = [&](std::string name, std::string type) {
    for (const auto& c : out) {
      if (c.name == name) {
        return;
      }
    }
    out.push_back({std::move(name), std::move(type)});
  };
  for (const YamlType* t : chain(YamlKind::node, node_type)) {
    if (t->normative) {
      for (std::string_view w : words(t->normative->capabilities)) {
        auto eq = w.find('=');
        std::string type(w.substr(eq + 1));
        if (const YamlType* c = find(YamlKind::capability, type);
            c && c->normative && c->normative->since > minor) {
          type = c->parent;
        }
        put(std::string(w.substr(0, eq)), type);
      }
      continue;
    }
    const ir::Value* caps = member(*t->definition, "capabilities");
    if (!caps || caps->kind != ir::Value::Kind::map) {
      continue;
    }
    for (const auto& [name, def] : caps->entries) {
      put(name, def.kind == ir::Value::Kind::string ? def.string : text(member(def, "type")));
    }
  }
  return out;
}

std::vector<YamlRequirement> YamlTypes::requirements(std::string_view node_type) const
{
  std::vector<YamlRequirement> out;
  auto put = [&](YamlRequirement r) {
    for (const auto& q : out) {
      if (q.name == r.name) {
        return;
      }
    }
    out.push_back(std::move(r));
  };
  for (const YamlType* t : chain(YamlKind::node, node_type)) {
    if (t->normative) {
      for (std::string_view w : words(t->normative->requirements)) {
        auto eq = w.find('=');
        std::string_view rest = w.substr(eq + 1);
        auto s1 = rest.find('/');
        auto s2 = rest.find('/', s1 + 1);
        put({std::string(w.substr(0, eq)), std::string(rest.substr(0, s1)),
             std::string(rest.substr(s1 + 1, s2 - s1 - 1)), std::string(rest.substr(s2 + 1))});
      }
      continue;
    }
    const ir::Value* reqs = member(*t->definition, "requirements");
    if (!reqs || reqs->kind != ir::Value::Kind::list) {
      continue;
    }
    for (const auto& item : reqs->items) {
      if (item.kind != ir::Value::Kind::map) {
        continue;
      }
      for (const auto& [name, def] : item.entries) {
        YamlRequirement r{name, {}, {}, {}};
        if (def.kind == ir::Value::Kind::string) {
          r.capability = def.string;
        } else {
          r.capability = text(member(def, "capability"));
          r.node = text(member(def, "node"));
          const ir::Value* rel = member(def, "relationship");
          r.relationship =
              rel && rel->kind == ir::Value::Kind::map ? text(member(*rel, "type")) : text(rel);
        }
        put(std::move(r));
      }
    }
  }
  return out;
}

std::vector<std::string> YamlTypes::valid_targets(std::string_view relationship_type) const
{
  std::vector<std::string> out;
  for (const YamlType* t : chain(YamlKind::relationship, relationship_type)) {
    if (t->normative) {
      for (std::string_view w : words(t->normative->valid_targets)) {
        out.emplace_back(w);
      }
    } else if (const ir::Value* v = member(*t->definition, "valid_target_types");
               v && v->kind == ir::Value::Kind::list) {
      for (const auto& item : v->items) {
        if (item.kind == ir::Value::Kind::string) {
          out.push_back(item.string);
        }
      }
    }
    if (!out.empty()) {
      break;
    }
  }
  return out;
}

std::string_view describe_kind(const ir::Value& v)
{
  switch (v.kind) {
  case ir::Value::Kind::null:
    return "null";
  case ir::Value::Kind::boolean:
    return "a boolean";
  case ir::Value::Kind::integer:
    return "an integer";
  case ir::Value::Kind::floating:
    return "a float";
  case ir::Value::Kind::string:
    return "a string";
  case ir::Value::Kind::list:
    return "a list";
  case ir::Value::Kind::map:
    return "a map";
  }
  return "a value";
}

} // namespace tosca::check::detail
