// YAML writer: which of a type's implementations its operations show.
// Winery repositories keep several: the current one beside `_history/`
// copies, abstract ones, and test implementations beside the real one.
#include "writer_state.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace tosca::yaml::detail {

const ir::TypeImplementation* WriterState::chosen_implementation(EntityKind kind, const QName& q)
{
  const auto ranked = ranked_implementations(kind, q);
  return ranked.empty() ? nullptr : ranked.front();
}

std::vector<const ir::TypeImplementation*> WriterState::ranked_implementations(EntityKind kind,
                                                                              const QName& q)
{
  std::vector<const ir::TypeImplementation*> candidates;
  const EntityKind impl_kind = kind == EntityKind::node_type
                                   ? EntityKind::node_type_implementation
                                   : EntityKind::relationship_type_implementation;
  if (kind == EntityKind::node_type) {
    for (const auto* i : index.implementations_of_node_type(q)) {
      candidates.push_back(i);
    }
  } else {
    for (const auto* i : index.implementations_of_relationship_type(q)) {
      candidates.push_back(i);
    }
  }
  if (candidates.empty()) {
    return candidates;
  }
  auto doc_of = [&](const ir::TypeImplementation& impl) -> const ir::Document& {
    return index.document(index.find(impl_kind, impl.qname())->document);
  };
  // The XML operations of the type and its ancestors, by interface.
  std::vector<const ir::Interface*> interfaces;
  std::set<QName> seen;
  for (const auto* t = type_base(kind, q); t != nullptr && seen.insert(t->qname()).second;
       t = t->derived_from ? type_base(kind, *t->derived_from) : nullptr) {
    for (const auto& [itf, side] : xml_interfaces(*this, kind, t->qname())) {
      interfaces.push_back(itf);
    }
  }
  // How many of them an implementation gives an artifact: Winery keeps
  // test implementations beside the real one (Ubuntu-14.04-VM has a
  // PortBindingTestImpl for one operation beside its own for five).
  auto covered = [&](const ir::TypeImplementation* impl) {
    std::set<std::pair<std::string, std::string>> ops;
    for (const auto& ia : impl->implementation_artifacts) {
      if (!ia.artifact_ref) {
        continue;
      }
      for (const ir::Interface* itf : interfaces) {
        if (ia.interface_name && !ia.interface_name->empty() && *ia.interface_name != itf->name) {
          continue;
        }
        for (const auto& op : itf->operations) {
          if (!operation_level(ia) || *ia.operation_name == op.name) {
            ops.emplace(itf->name, op.name);
          }
        }
      }
    }
    return ops.size();
  };
  // Current before Winery's `_history/` copies, concrete before abstract,
  // the one that implements more operations first, then the loader's
  // precedence (inputs, -I in order, shallower paths).
  using Rank = std::tuple<bool, bool, long>;
  std::map<const ir::TypeImplementation*, Rank> ranks; // each computed once, not per comparison
  for (const auto* i : candidates) {
    ranks.emplace(i, Rank{doc_of(*i).path.find("/_history/") != std::string::npos,
                          i->abstract.value_or(false), -static_cast<long>(covered(i))});
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [&](auto* a, auto* b) { return ranks.at(a) < ranks.at(b); });
  const ir::TypeImplementation* chosen = candidates.front();
  if (candidates.size() > 1 && is_own(kind, q) &&
      reported.insert("choice" + q.clark()).second) {
    std::string others;
    for (std::size_t i = 1; i < candidates.size(); ++i) {
      others += (i > 1 ? ", '" : "'") + candidates[i]->qname().clark() + "'";
    }
    sink.warning(doc_of(*chosen).path, chosen->ext.location.line, chosen->ext.location.column,
                 "IMPLEMENTATION_CHOICE",
                 "type '" + q.clark() + "' has " + std::to_string(candidates.size()) +
                     " implementations; the YAML operations use '" + chosen->qname().clark() +
                     "' (current before _history, concrete before abstract, more operations "
                     "implemented, then load order), and another's artifact only for an "
                     "operation it leaves out; all stay in the extension block: " + others);
  }
  return candidates;
}

}  // namespace tosca::yaml::detail
