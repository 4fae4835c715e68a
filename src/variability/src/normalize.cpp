/// Normalization: the many short forms of a variable template brought into
/// one shape before elements are read (Vintner's normalizer, whose effects
/// are visible in the resolved output, e.g. `derived_from` added to types
/// and a default artifact type).

#include "graph.hpp"

#include "tosca/variability/resolve.hpp"

namespace tosca::variability {

namespace {

ir::Value single(std::string key, ir::Value v)
{
  ir::Value m = ir::Value::map();
  m.location = v.location;
  m.add(std::move(key), std::move(v));
  return m;
}

/// A map of elements or a list of single-entry maps, as a list.
void to_entry_list(ir::Value& collection, const char* what)
{
  if (collection.kind == ir::Value::Kind::list) {
    for (const auto& item : collection.items)
      if (item.kind != ir::Value::Kind::map || item.entries.size() != 1)
        throw Error(std::string("Each entry of the ") + what + " list must be a map with exactly one entry",
                    item.location, "VARIABILITY_TEMPLATE");
    return;
  }
  if (collection.kind != ir::Value::Kind::map)
    throw Error(std::string("The ") + what + " must be a map or a list", collection.location,
                "VARIABILITY_TEMPLATE");
  ir::Value list = ir::Value::list();
  list.location = collection.location;
  for (auto& e : collection.entries) list.push(single(e.first, std::move(e.second)));
  collection = std::move(list);
}

bool is_object(const ir::Value& v)
{
  return v.kind == ir::Value::Kind::map;
}

/// Vintner's automatic default alternative: among same-named alternatives,
/// the only one without conditions becomes the default.
void automatic_default(std::vector<ir::Value*> alternatives)
{
  if (alternatives.size() <= 1) return;
  for (auto* a : alternatives)
    if (const auto* d = a->find("default_alternative"); d && d->kind == ir::Value::Kind::boolean && d->boolean)
      return;
  ir::Value* candidate = nullptr;
  int count = 0;
  for (auto* a : alternatives) {
    if (!is_object(*a)) continue;
    const auto* c = a->find("conditions");
    const auto* d = a->find("default_alternative");
    if ((c && !c->is_null()) || (d && !d->is_null())) continue;
    candidate = a;
    ++count;
  }
  if (count == 1) candidate->set("default_alternative", ir::Value::of(true));
}

void automatic_defaults(ir::Value& list, bool enabled)
{
  if (!enabled) return;
  std::map<std::string, std::vector<ir::Value*>> scopes;
  for (auto& item : list.items) scopes[item.entries[0].first].push_back(&item.entries[0].second);
  for (auto& [name, scope] : scopes) automatic_default(scope);
}

void normalize_types(ir::Value& tpl)
{
  ir::Value* type = tpl.find("type");
  if (!type || type->is_null()) throw Error("A template has no type", tpl.location, "VARIABILITY_TEMPLATE");
  if (type->kind == ir::Value::Kind::list) {
    to_entry_list(*type, "type");
    for (auto& item : type->items)
      if (item.entries[0].second.is_null()) item.entries[0].second = ir::Value::map();
    return;
  }
  if (type->kind != ir::Value::Kind::string)
    throw Error("A type must be a name or a list of conditional type assignments", type->location,
                "VARIABILITY_TEMPLATE");
  ir::Value list = ir::Value::list();
  list.location = type->location;
  ir::Value assignment = ir::Value::map();
  assignment.location = type->location;
  list.push(single(type->string, std::move(assignment)));
  *type = std::move(list);
}

bool wrapped(const ir::Value& v)
{
  return is_object(v) && ((v.find("value") && !v.find("value")->is_null()) ||
                          (v.find("expression") && !v.find("expression")->is_null()));
}

void normalize_properties(ir::Value& tpl, bool automatic)
{
  ir::Value* props = tpl.find("properties");
  if (!props || props->is_null()) return;
  if (props->kind == ir::Value::Kind::map) {
    ir::Value list = ir::Value::list();
    list.location = props->location;
    for (auto& e : props->entries) {
      ir::Value wrapper = ir::Value::map();
      wrapper.location = e.second.location;
      wrapper.add("value", std::move(e.second));
      list.push(single(e.first, std::move(wrapper)));
    }
    *props = std::move(list);
  } else {
    to_entry_list(*props, "properties");
    for (auto& item : props->items) {
      ir::Value& assignment = item.entries[0].second;
      if (wrapped(assignment)) continue;
      ir::Value wrapper = ir::Value::map();
      wrapper.location = assignment.location;
      wrapper.add("value", std::move(assignment));
      assignment = std::move(wrapper);
    }
  }
  automatic_defaults(*props, automatic);
}

void normalize_artifact(ir::Value& artifact, bool automatic)
{
  if (artifact.kind == ir::Value::Kind::string) {
    ir::Value m = ir::Value::map();
    m.location = artifact.location;
    m.add("file", std::move(artifact));
    artifact = std::move(m);
  }
  if (!is_object(artifact))
    throw Error("An artifact must be a file name or a map", artifact.location, "VARIABILITY_TEMPLATE");
  if (const auto* t = artifact.find("type"); !t || t->is_null())
    artifact.set("type", ir::Value::of("tosca.artifacts.File"));
  normalize_properties(artifact, automatic);
  normalize_types(artifact);
}

void refuse_node_technology(const ir::Value& node, const std::string& name)
{
  const ir::Value* t = node.find("technology");
  if (!t || t->is_null() || t->empty()) return;
  throw Error("Node \"" + name + "\" assigns a deployment technology (keyname \"technology\"), which tosca-convert does not support",
              t->location, "VARIABILITY_UNSUPPORTED");
}

void normalize_node(ir::Value& map_entry, bool automatic)
{
  auto& [name, node] = map_entry.entries[0];
  if (!is_object(node)) throw Error("Node \"" + name + "\" must be a map", node.location, "VARIABILITY_TEMPLATE");
  normalize_types(node);
  normalize_properties(node, automatic);
  if (ir::Value* reqs = node.find("requirements"); reqs && !reqs->is_null()) {
    if (reqs->kind != ir::Value::Kind::list)
      throw Error("Requirements assignments of node \"" + name + "\" must be a list", reqs->location,
                  "VARIABILITY_TEMPLATE");
    to_entry_list(*reqs, "requirements");
    for (auto& item : reqs->items) {
      ir::Value& assignment = item.entries[0].second;
      if (assignment.kind == ir::Value::Kind::string) {
        ir::Value m = ir::Value::map();
        m.location = assignment.location;
        m.add("node", std::move(assignment));
        assignment = std::move(m);
      }
    }
    automatic_defaults(*reqs, automatic);
  }
  if (ir::Value* arts = node.find("artifacts"); arts && !arts->is_null()) {
    to_entry_list(*arts, "artifacts");
    for (auto& item : arts->items) normalize_artifact(item.entries[0].second, automatic);
    automatic_defaults(*arts, automatic);
  }
  refuse_node_technology(node, name);
}

void default_roots(ir::Value& doc)
{
  static const std::pair<const char*, const char*> roots[] = {
      {"artifact_types", "tosca.artifacts.Root"},   {"capability_types", "tosca.capabilities.Root"},
      {"data_types", "tosca.datatypes.Root"},       {"group_types", "tosca.groups.Root"},
      {"interface_types", "tosca.interfaces.Root"}, {"node_types", "tosca.nodes.Root"},
      {"policy_types", "tosca.policies.Root"},      {"relationship_types", "tosca.relationships.Root"}};
  for (const auto& [key, root] : roots) {
    ir::Value* types = doc.find(key);
    if (!types || types->kind != ir::Value::Kind::map) continue;
    for (auto& e : types->entries) {
      if (e.second.is_null()) e.second = ir::Value::map();
      if (!is_object(e.second)) continue;
      if (const auto* d = e.second.find("derived_from"); !d || d->is_null())
        e.second.set("derived_from", ir::Value::of(root));
    }
  }
}

}  // namespace

void normalize(Graph& g, bool automatic)
{
  ir::Value& doc = g.document;
  if (ir::Value* imports = doc.find("imports"); imports && imports->kind == ir::Value::Kind::list)
    for (auto& item : imports->items)
      if (item.kind == ir::Value::Kind::string) {
        ir::Value m = ir::Value::map();
        m.location = item.location;
        m.add("file", std::move(item));
        item = std::move(m);
      }

  ir::Value* topology = doc.find("topology_template");
  if (topology && topology->kind == ir::Value::Kind::map) {
    if (ir::Value* inputs = topology->find("inputs"); inputs && !inputs->is_null())
      to_entry_list(*inputs, "inputs");
    if (ir::Value* nodes = topology->find("node_templates"); nodes && !nodes->is_null()) {
      to_entry_list(*nodes, "node_templates");
      for (auto& item : nodes->items) normalize_node(item, automatic);
    }
    if (ir::Value* outputs = topology->find("outputs"); outputs && !outputs->is_null()) {
      to_entry_list(*outputs, "outputs");
      automatic_defaults(*outputs, automatic);
    }
    if (ir::Value* policies = topology->find("policies"); policies && !policies->is_null()) {
      if (policies->kind != ir::Value::Kind::list)
        throw Error("Policies must be an array", policies->location, "VARIABILITY_TEMPLATE");
      to_entry_list(*policies, "policies");
      for (auto& item : policies->items) {
        normalize_types(item.entries[0].second);
        normalize_properties(item.entries[0].second, automatic);
      }
    }
    if (ir::Value* groups = topology->find("groups"); groups && !groups->is_null()) {
      to_entry_list(*groups, "groups");
      for (auto& item : groups->items) {
        normalize_types(item.entries[0].second);
        normalize_properties(item.entries[0].second, automatic);
      }
    }
    if (ir::Value* rels = topology->find("relationship_templates"); rels && rels->kind == ir::Value::Kind::map)
      for (auto& e : rels->entries) {
        normalize_types(e.second);
        normalize_properties(e.second, automatic);
      }
  }
  default_roots(doc);
}

}  // namespace tosca::variability
