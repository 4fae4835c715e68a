#include "xml_ids.hpp"

#include "decode_state.hpp"

#include <map>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace tosca::yaml::detail {

using Visit = std::function<void(const std::string&, const IdOwner&)>;

void for_each_xml_id(const ir::TopologyTemplate& topo, const Visit& visit)
{
  if (topo.id && !topo.id->empty()) {
    visit(*topo.id, {"topology template"}); // CSD03
  }
  for (const auto& n : topo.node_templates) {
    visit(n.id, {"node template"});
    for (const auto& r : n.requirements) {
      visit(r.id, {"requirement", &n.id});
    }
    for (const auto& c : n.capabilities) {
      visit(c.id, {"capability", &n.id});
    }
  }
  for (const auto& r : topo.relationship_templates) {
    visit(r.id, {"relationship template"});
  }
  for (const auto& g : topo.group_templates) {
    visit(g.id, {"group template"});
  }
}

std::string describe(const std::string& id, const IdOwner& owner)
{
  std::string out = std::string(owner.kind) + " '" + id + "'";
  if (owner.on != nullptr) {
    out += " of node template '" + *owner.on + "'";
  }
  return out;
}

void for_each_xml_id(const ir::ServiceTemplate& st, const Visit& visit)
{
  const Visit non_empty = [&](const std::string& id, const IdOwner& owner) {
    if (!id.empty()) {
      visit(id, owner);
    }
  };
  non_empty(st.id, {"service template"});
  for (const auto& p : st.plans) {
    non_empty(p.id, {"plan"});
  }
  if (st.topology) {
    for_each_xml_id(*st.topology, non_empty);
  }
}

void for_each_xml_id(const ir::Document& doc, const Visit& visit)
{
  const bool draft = doc.dialect == ir::Dialect::csd03;
  auto one = [&](const std::string& id, const char* kind) {
    if (!id.empty()) {
      visit(id, {kind});
    }
  };
  one(doc.id, draft ? "the root ServiceTemplate" : "the Definitions element");
  for (const auto& st : doc.service_templates) {
    // A CSD03 root is its service template: one element, one id.
    for_each_xml_id(st, [&](const std::string& id, const IdOwner& owner) {
      if (!(draft && &id == &st.id && id == doc.id)) {
        visit(id, owner);
      }
    });
  }
  if (draft) {
    // CSD03 identifies node and relationship types by an xs:ID.
    for (const auto& t : doc.node_types) {
      one(t.name, "node type");
    }
    for (const auto& t : doc.relationship_types) {
      one(t.name, "relationship type");
    }
  }
  for (const auto& t : doc.artifact_templates) {
    one(t.id, "artifact template");
  }
  for (const auto& t : doc.policy_templates) {
    one(t.id, "policy template");
  }
}

std::set<std::string> repeated_xml_ids(const ir::Document& doc)
{
  // Views of the IR's ids, hashed: a topology of 100,000 templates has
  // 400,000 ids, and sorting them was a thirtieth of its conversion.
  std::vector<std::string_view> ids;
  for_each_xml_id(doc, [&](const std::string& id, const IdOwner&) { ids.push_back(id); });
  std::unordered_set<std::string_view> seen;
  seen.reserve(ids.size());
  std::set<std::string> repeated;
  for (std::string_view id : ids) {
    if (!seen.insert(id).second) {
      repeated.emplace(id);
    }
  }
  return repeated;
}

void reserve_yaml_ids(const Node& root, const Node* block, std::set<std::string>& ids)
{
  auto scalar = [&](const Node* n, const char* key) {
    if (const Node* v = n != nullptr && n->is_map() ? n->find(key) : nullptr; v && v->is_scalar()) {
      ids.insert(v->scalar);
    }
  };
  auto each = [](const Node* n, auto&& f) {
    if (n != nullptr && n->is_sequence()) {
      for (const Node& item : n->items()) {
        f(item);
      }
    }
  };
  auto keys = [&](const Node* map, bool residues) {
    if (map == nullptr || !map->is_map()) {
      return;
    }
    for (const auto& [k, v] : map->entries()) {
      if (k.is_scalar()) {
        ids.insert(k.scalar);
      }
      if (residues) {
        scalar(&v, "id");
        each(v.is_map() ? v.find("requirements") : nullptr, [&](const Node& r) { scalar(&r, "id"); });
        each(v.is_map() ? v.find("capabilities") : nullptr, [&](const Node& c) { scalar(&c, "id"); });
      }
    }
  };
  if (block != nullptr && block->is_map()) {
    scalar(block->find("document"), "id");
    const Node* st = block->find("service_template");
    scalar(st, "id");
    each(st != nullptr && st->is_map() ? st->find("plans") : nullptr,
         [&](const Node& p) { scalar(&p, "id"); });
    keys(block->find("node_templates"), true);
    keys(block->find("relationship_templates"), true);
    each(block->find("group_templates"), [&](const Node& g) { scalar(&g, "id"); });
  }
  if (const Node* topo = root.is_map() ? root.find("topology_template") : nullptr;
      topo != nullptr && topo->is_map()) {
    keys(topo->find("node_templates"), false);
    keys(topo->find("relationship_templates"), false);
  }
}

void check_new_ids(const Decoder& d, const Decoded& out)
{
  if (out.new_ids.empty()) {
    return;
  }
  std::map<std::string_view, std::vector<std::string>> owners;
  for (const NewId& n : out.new_ids) {
    owners[n.id];
  }
  for_each_xml_id(out.document, [&](const std::string& id, const IdOwner& owner) {
    if (auto it = owners.find(id); it != owners.end()) {
      it->second.push_back(describe(id, owner));
    }
  });
  for (const NewId& n : out.new_ids) {
    const std::vector<std::string>& all = owners[n.id];
    if (all.size() < 2 || out.repeated_ids.count(n.id) != 0) {
      continue;
    }
    const std::string what = describe(n.id, {n.kind});
    // The other element: the first that is not this one.
    const std::string* other = nullptr;
    bool self_seen = false;
    for (const std::string& w : all) {
      if (!self_seen && w == what) {
        self_seen = true;
      } else if (other == nullptr) {
        other = &w;
      }
    }
    const std::string remedy =
        n.generated ? "name the relationship in the assignment (relationship: NAME) and define "
                      "it under relationship_templates"
                    : "rename it in the YAML";
    d.sink.error(d.path, n.at.line, n.at.column, "TEMPLATE_ID",
                 what + " is new to this document, so '" + n.id +
                     "' becomes its XML id, but it is already the id of " +
                     (other != nullptr ? *other : std::string("another element")) +
                     ", and an XML id names one element of a document; " + remedy);
  }
}

}  // namespace tosca::yaml::detail
