// Decoder: the wiring of a topology, from the standard requirement
// assignments to the relationship templates' source and target elements,
// and the relationship templates of assignments the YAML added.
#include "decode_wiring.hpp"

#include "wellknown.hpp"

#include <cctype>
#include <set>
#include <unordered_map>
#include "tosca/ir/field_count.hpp"

namespace tosca::yaml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::RelationshipTemplate>() == 8, "ir::RelationshipTemplate changed: extend the YAML extension decoder");

const Assignment* Wiring::take(std::string_view relationship)
{
  auto it = by_relationship.find(relationship);
  if (it == by_relationship.end()) {
    return nullptr;
  }
  wired_relationships.insert(it->first);
  return &assignments[it->second];
}

void Wiring::collect(const std::string& owner, const Node* list)
{
  if (list == nullptr || list->is_null()) {
    return;
  }
  if (!list->is_sequence()) {
    d.bad(*list, "node template '" + owner + "': 'requirements' should be a list, not " +
                     list->describe_kind());
    return;
  }
  for (const Node& item : list->items()) {
    if (!item.is_map() || item.entries().size() != 1 || !item.entries()[0].first.is_scalar()) {
      d.bad(item, "node template '" + owner + "': a requirement assignment should be a map of "
                  "one name");
      continue;
    }
    const auto& [key, value] = item.entries()[0];
    Assignment a;
    a.owner = owner;
    a.requirement = key.scalar;
    a.at = &key;
    if (value.is_scalar()) {
      a.node = value.scalar; // short notation: the node
    } else if (value.is_map()) {
      const Node* node = value.find("node");
      if (node == nullptr || !node->is_scalar()) {
        continue; // an open requirement: its element is in the extension entry
      }
      a.node = node->scalar;
      if (const Node* c = value.find("capability"); c != nullptr && c->is_scalar()) {
        a.capability = c->scalar;
      }
      if (const Node* r = value.find("relationship"); r != nullptr && r->is_scalar()) {
        a.relationship = r->scalar;
      }
    } else {
      continue;
    }
    if (a.relationship) {
      by_relationship.emplace(*a.relationship, assignments.size());
    }
    assignments.push_back(std::move(a));
  }
}

std::string Wiring::source_of(const Assignment& a) const
{
  auto it = nodes.find(a.owner);
  if (it != nodes.end()) {
    if (const auto* e = named_element(it->second->requirements, a.requirement)) {
      return e->id;
    }
  }
  return a.owner;
}

std::string Wiring::target_of(const Assignment& a) const
{
  auto it = nodes.find(a.node);
  if (it != nodes.end() && a.capability) {
    if (const auto* e = named_element(it->second->capabilities, *a.capability)) {
      return e->id;
    }
  }
  if (it == nodes.end()) {
    d.bad(*a.at, "node template '" + a.owner + "': requirement '" + std::string(a.requirement) +
                     "' names node template '" + std::string(a.node) +
                     "', which the topology does not have");
  }
  return std::string(a.node);
}

Wiring::Precedents Wiring::precedents(const std::vector<ir::RelationshipTemplate>& rels) const
{
  std::unordered_map<std::string_view, const ir::QName*> type_of; // the first of equal ids
  for (const auto& r : rels) {
    type_of.emplace(r.id, &r.type);
  }
  Precedents p;
  for (const auto& a : assignments) {
    if (!a.relationship) {
      continue;
    }
    if (auto it = type_of.find(*a.relationship); it != type_of.end()) {
      if (auto& found = p.by_requirement[a.requirement]; found.size() < 2) {
        found.push_back({&a, *it->second});
      }
    }
  }
  return p;
}

std::optional<ir::QName> Wiring::new_relationship_type(const Assignment& a,
                                                       const Precedents& precedents,
                                                       const Node& root)
{
  if (a.relationship) {
    auto it = out.type_names.find(std::string(*a.relationship));
    if (it != out.type_names.end() && it->second.kind == ir::EntityKind::relationship_type) {
      ir::QName q = it->second.name;
      q.prefix = d.prefix_hint(q.ns);
      return q;
    }
  }
  if (auto it = precedents.by_requirement.find(a.requirement);
      it != precedents.by_requirement.end()) {
    for (const auto& found : it->second) { // the first but `a` itself
      if (found.assignment != &a) {
        return found.type;
      }
    }
  }
  const Node* section = root.find("relationship_types");
  const std::string_view normative =
      a.requirement == "host"         ? "tosca.relationships.HostedOn"
      : a.requirement == "connection" ? "tosca.relationships.ConnectsTo"
      : a.requirement == "dependency" ? "tosca.relationships.DependsOn"
                                      : "";
  for (const auto& [name, tn] : out.type_names) {
    if (tn.kind != ir::EntityKind::relationship_type) {
      continue;
    }
    std::string lowered = tn.name.local;
    if (!lowered.empty()) {
      lowered[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lowered[0])));
    }
    bool fills = lowered == a.requirement;
    const Node* def = section != nullptr && section->is_map() ? section->find(name) : nullptr;
    for (int depth = 0; !fills && def != nullptr && def->is_map() && depth < 64; ++depth) {
      const Node* parent = def->find("derived_from");
      if (parent == nullptr || !parent->is_scalar()) {
        break;
      }
      fills = !normative.empty() && parent->scalar == normative;
      def = section->find(parent->scalar);
    }
    if (fills) {
      ir::QName q = tn.name;
      q.prefix = d.prefix_hint(q.ns);
      return q;
    }
  }
  if (!normative.empty()) {
    std::string local(normative.substr(normative.rfind('.') + 1));
    return ir::QName{"http://docs.oasis-open.org/tosca/ns/2011/12/ToscaBaseTypes", local,
                     d.prefix_hint("http://docs.oasis-open.org/tosca/ns/2011/12/ToscaBaseTypes")};
  }
  return std::nullopt;
}

void Wiring::add_new_relationships(std::vector<ir::RelationshipTemplate>& rels, const Node& root,
                                   const std::set<std::string>& reserved,
                                   std::set<std::string> others)
{
  auto taken = [&](const std::string& id) { return reserved.count(id) + others.count(id) != 0; };
  // The relationships added below name no relationship an assignment
  // names (their ids are none the YAML names): what they find is fixed.
  const Precedents found = precedents(rels);
  for (const auto& a : assignments) {
    if (a.relationship && wired_relationships.count(*a.relationship) != 0) {
      continue;
    }
    auto type = new_relationship_type(a, found, root);
    if (!type) {
      d.bad(*a.at, "node template '" + a.owner + "': requirement '" +
                       std::string(a.requirement) +
                       "' names no relationship template, and no relationship type of the "
                       "output fills it (not restored)");
      continue;
    }
    ir::RelationshipTemplate r;
    std::string base = a.owner + "_" + std::string(a.requirement);
    r.id = base;
    for (int k = 2; taken(r.id); ++k) {
      r.id = base + "_" + std::to_string(k);
    }
    others.insert(r.id);
    out.new_ids.push_back({r.id, "relationship template", a.at->location, true});
    r.type = *type;
    r.source = source_of(a);
    r.target = target_of(a);
    r.ext.location = r.source_location = r.target_location = a.at->location;
    rels.push_back(std::move(r));
  }
}

}  // namespace tosca::yaml::detail
