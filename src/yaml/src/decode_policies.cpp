// Decoder: `topology_template.policies`, derived from the node templates'
// policies (decode_state.hpp).
#include "decode_state.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace tosca::yaml::detail {

void reconcile_policies(const Decoder& d, const Node* section, const Node& topology,
                        ir::TopologyTemplate& topo, const Decoded& out)
{
  std::map<ir::QName, std::string> yaml_type;
  for (const auto& [name, tn] : out.type_names) {
    if (tn.kind == ir::EntityKind::policy_type && !tn.placeholder) {
      yaml_type.emplace(ir::QName{tn.name.ns, tn.name.local, {}}, name);
    }
  }
  struct Derived
  {
    ir::NodeTemplate* node;
    std::size_t index;
    std::string type;
    bool present = false;
  };
  std::map<std::string, Derived> derived;
  std::set<std::string> ambiguous; ///< names two policies share (an id the XML repeats)
  for (auto& n : topo.node_templates) {
    for (std::size_t k = 0; k < n.policies.size(); ++k) {
      const ir::Policy& p = n.policies[k];
      auto t = yaml_type.find(ir::QName{p.policy_type.ns, p.policy_type.local, {}});
      const std::string name =
          n.id + ".policy" + std::to_string(k + 1) + (p.name ? "." + *p.name : "");
      if (t != yaml_type.end() && !derived.emplace(name, Derived{&n, k, t->second}).second) {
        ambiguous.insert(name);
      }
    }
  }
  // Only what the section plainly says is taken as a removal: an entry it
  // names, even wrongly shaped or changed, keeps its policy (reported).
  if (section != nullptr && !section->is_sequence()) {
    d.bad(*section, "topology_template.policies is not a list; the node templates keep their "
                    "policies (not restored)");
    return;
  }
  if (section != nullptr) {
    for (const Node& item : section->items()) {
      if (!item.is_map() || item.entries().size() != 1 || !item.entries()[0].first.is_scalar()) {
        for (const auto& [key, value] : item.entries()) {
          if (auto it = key.is_scalar() ? derived.find(key.scalar) : derived.end();
              it != derived.end()) {
            it->second.present = true;
          }
        }
        d.bad(item, "topology_template.policies: an entry that is not one named policy (not restored)");
        continue;
      }
      const auto& [key, def] = item.entries()[0];
      auto it = derived.find(key.scalar);
      if (it != derived.end()) {
        it->second.present = true;
      }
      const Node* type = def.is_map() ? def.find("type") : nullptr;
      const Node* targets = def.is_map() ? def.find("targets") : nullptr;
      const bool same = it != derived.end() && type != nullptr && type->is_scalar() &&
                        type->scalar == it->second.type && targets != nullptr &&
                        targets->is_sequence() && targets->items().size() == 1 &&
                        targets->items()[0].is_scalar() &&
                        targets->items()[0].scalar == it->second.node->id;
      if (!same) {
        d.bad(key, "policy '" + key.scalar + "' is not one of the node templates' policies as "
                   "xml2yaml writes them (the XML keeps a policy in its node template, in the "
                   "extension entry): an added policy, or the change, is not restored");
      }
    }
  }
  // Each node's from the back, so that the indices before stay valid.
  std::vector<const Derived*> removed;
  for (const auto& [name, entry] : derived) {
    if (!entry.present && ambiguous.count(name) != 0) {
      d.bad(section != nullptr ? *section : topology,
            "policy '" + name + "' is gone from the YAML, but two node templates share that "
            "name (an id the XML repeats); both keep their policies (not restored)");
    } else if (!entry.present) {
      removed.push_back(&entry);
    }
  }
  std::sort(removed.begin(), removed.end(), [](const Derived* a, const Derived* b) {
    return a->node != b->node ? a->node < b->node : a->index > b->index;
  });
  for (const Derived* r : removed) {
    r->node->policies.erase(r->node->policies.begin() + static_cast<std::ptrdiff_t>(r->index));
  }
}

}  // namespace tosca::yaml::detail
