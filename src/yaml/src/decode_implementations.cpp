// Decoder, last pass over the types of xml2yaml output: operation
// implementations and node type artifacts the YAML changed or added are
// carried into the XML.
// The writer derived each `implementation` from the type implementation's
// artifacts and their templates' references; where the YAML still names
// those files nothing changes, anywhere else the edit becomes XML: an
// artifact template referencing the new files and an implementation
// artifact for the operation (in a new type implementation when the type
// had none). Entities copied in from other documents that an edit touches
// move into the document, so yaml2xml writes them.
#include "decode_common.hpp"
#include "decode_state.hpp"
#include "implementation_files.hpp"
#include "wellknown.hpp"

#include <algorithm>
#include <map>
#include <set>
#include "tosca/ir/field_count.hpp"

namespace tosca::yaml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::ArtifactReference>() == 3, "ir::ArtifactReference changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::EntityTypeBase>() == 11, "ir::EntityTypeBase changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ImplementationArtifact>() == 8, "ir::ImplementationArtifact changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Interface>() == 4, "ir::Interface changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::NodeType>() == 7, "ir::NodeType changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::NodeTypeImplementation>() == 2, "ir::NodeTypeImplementation changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::RelationshipType>() == 7, "ir::RelationshipType changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::RelationshipTypeImplementation>() == 1, "ir::RelationshipTypeImplementation changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::TypeImplementation>() == 11, "ir::TypeImplementation changed: extend the YAML extension decoder");

namespace {

/// Where one restored entity lives: the document (index -1) or a context
/// document, and its position in the kind's list.
struct Where
{
  int document = -1;
  std::size_t index = 0;
};

ir::Document& doc_of(Decoded& out, int d)
{
  return d < 0 ? out.document : out.context[static_cast<std::size_t>(d)];
}

/// Restored entities by kind and QName.
struct Restored
{
  std::map<std::pair<ir::EntityKind, ir::QName>, Where> entries;

  explicit Restored(Decoded& out)
  {
    auto scan = [&](ir::Document& doc, int d) {
      auto add = [&](ir::EntityKind k, const auto& list, auto name_of) {
        for (std::size_t i = 0; i < list.size(); ++i) {
          entries.emplace(std::pair{k, name_of(list[i])}, Where{d, i});
        }
      };
      auto by_qname = [](const auto& e) { return ir::QName{e.qname().ns, e.qname().local, {}}; };
      add(ir::EntityKind::node_type, doc.node_types, by_qname);
      add(ir::EntityKind::relationship_type, doc.relationship_types, by_qname);
      add(ir::EntityKind::node_type_implementation, doc.node_type_implementations, by_qname);
      add(ir::EntityKind::relationship_type_implementation, doc.relationship_type_implementations,
          by_qname);
      add(ir::EntityKind::artifact_type, doc.artifact_types, by_qname);
      add(ir::EntityKind::artifact_template, doc.artifact_templates,
          [&](const auto& t) { return ir::QName{doc.target_namespace, t.id, {}}; });
    };
    scan(out.document, -1);
    for (std::size_t i = 0; i < out.context.size(); ++i) {
      scan(out.context[i], static_cast<int>(i));
    }
  }

  std::optional<Where> find(ir::EntityKind k, const ir::QName& q) const
  {
    auto it = entries.find({k, ir::QName{q.ns, q.local, {}}});
    return it == entries.end() ? std::nullopt : std::optional<Where>(it->second);
  }
};

/// A file list as the standard `implementation` gives it, with the artifact
/// type a 1.3 definition names.
struct Files
{
  std::vector<std::string> paths;
  std::string type; ///< YAML artifact type name, or ""
};

/// `implementation`: a path, {primary, dependencies} of paths, or (1.3)
/// of artifact definitions {file, type}.
Files implementation_files(const Decoder& d, const Node& impl)
{
  Files out;
  for (auto& f : detail::implementation_files(impl, nullptr, [&](const Node& n) {
         d.bad(n, "an implementation artifact should be a file or an artifact definition, not " +
                      n.describe_kind());
       })) {
    if (out.type.empty()) {
      out.type = f.type;
    }
    out.paths.push_back(std::move(f.path));
  }
  return out;
}

struct ImplementationPass
{
  const Decoder& d;
  const Node& root;
  Decoded& out;
  Restored restored;

  ImplementationPass(const Decoder& dec, const Node& r, Decoded& o)
      : d(dec), root(r), out(o), restored(o)
  {
  }

  template <typename T> T* entity(ir::EntityKind k, const ir::QName& q, std::vector<T> ir::Document::*list)
  {
    auto w = restored.find(k, q);
    return w ? &(doc_of(out, w->document).*list)[w->index] : nullptr;
  }

  ir::EntityTypeBase* type(ir::EntityKind k, const ir::QName& q)
  {
    if (k == ir::EntityKind::node_type) {
      return entity(k, q, &ir::Document::node_types);
    }
    return entity(k, q, &ir::Document::relationship_types);
  }

  ir::TypeImplementation* implementation(ir::EntityKind k, const ir::QName& q)
  {
    if (k == ir::EntityKind::node_type) {
      return entity(ir::EntityKind::node_type_implementation, q,
                    &ir::Document::node_type_implementations);
    }
    return entity(ir::EntityKind::relationship_type_implementation, q,
                  &ir::Document::relationship_type_implementations);
  }

  /// The XML interfaces of a type, with their sides.
  static std::vector<std::pair<const ir::Interface*, InterfaceSide>> interfaces(
      ir::EntityKind k, const ir::EntityTypeBase& t)
  {
    std::vector<std::pair<const ir::Interface*, InterfaceSide>> v;
    if (k == ir::EntityKind::node_type) {
      for (const auto& i : static_cast<const ir::NodeType&>(t).interfaces) {
        v.emplace_back(&i, InterfaceSide::node);
      }
    } else {
      const auto& r = static_cast<const ir::RelationshipType&>(t);
      for (const auto& i : r.source_interfaces) {
        v.emplace_back(&i, InterfaceSide::source);
      }
      for (const auto& i : r.target_interfaces) {
        v.emplace_back(&i, InterfaceSide::target);
      }
    }
    return v;
  }

  /// Where the YAML showed the interfaces of `t`: as its extension entry
  /// recorded, or (with no record that fits) as the writer places them.
  std::vector<InterfacePlacement> recorded_or_placed(ir::EntityKind k, const ir::EntityTypeBase& t)
  {
    const auto itfs = interfaces(k, t);
    auto rec = out.placements.find({k, t.qname()});
    if (rec == out.placements.end() ||
        rec->second.own.size() + rec->second.target.size() != itfs.size()) {
      return place_interfaces(itfs);
    }
    std::vector<InterfacePlacement> v;
    std::size_t own = 0;
    std::size_t target = 0;
    for (const auto& entry : itfs) {
      const bool is_target = entry.second == InterfaceSide::target;
      const auto& list = is_target ? rec->second.target : rec->second.own;
      const std::size_t at = is_target ? target++ : own++;
      if (at >= list.size() || list[at].ops.size() != entry.first->operations.size()) {
        return place_interfaces(itfs);
      }
      InterfacePlacement p;
      p.itf = entry.first;
      p.side = entry.second;
      p.key = list[at].key;
      p.ops = list[at].ops;
      v.push_back(std::move(p));
    }
    return v;
  }

  /// Placements of the type and its ancestors, own first.
  std::vector<InterfacePlacement> placements(ir::EntityKind k, ir::EntityTypeBase& t)
  {
    std::vector<InterfacePlacement> all;
    std::set<ir::QName> seen;
    for (ir::EntityTypeBase* cur = &t; cur != nullptr;) {
      if (!seen.insert(cur->qname()).second) {
        break;
      }
      for (auto& p : recorded_or_placed(k, *cur)) {
        all.push_back(std::move(p));
      }
      cur = cur->derived_from ? type(k, *cur->derived_from) : nullptr;
    }
    return all;
  }

  /// The XML (interface, operation) behind YAML (key, op), if declared.
  static std::optional<std::pair<std::string, std::string>>
  xml_operation(const std::vector<InterfacePlacement>& ps, const std::string& key,
                const std::string& op)
  {
    for (const auto& p : ps) {
      if (p.key != key) {
        continue;
      }
      for (std::size_t i = 0; i < p.ops.size(); ++i) {
        if (p.ops[i] == op) {
          return std::pair{p.itf->name, p.itf->operations[i].name};
        }
      }
    }
    return std::nullopt;
  }

  /// The artifacts of an implementation and its DerivedFrom chain, as the
  /// writer takes them.
  std::vector<const ir::ImplementationArtifact*> artifacts(ir::EntityKind k,
                                                           const ir::TypeImplementation* chosen,
                                                           const std::vector<ir::QName>& also)
  {
    std::vector<const ir::ImplementationArtifact*> out_list;
    std::set<ir::QName> seen;
    for (const ir::TypeImplementation* impl = chosen; impl != nullptr;) {
      if (!seen.insert(impl->qname()).second) {
        break;
      }
      for (const auto& ia : impl->implementation_artifacts) {
        auto same = [&](const ir::ImplementationArtifact* a) {
          return a->interface_name == ia.interface_name && a->operation_name == ia.operation_name;
        };
        if (impl == chosen || std::none_of(out_list.begin(), out_list.end(), same)) {
          out_list.push_back(&ia);
        }
      }
      impl = impl->derived_from ? implementation(k, *impl->derived_from) : nullptr;
    }
    for (const auto& q : also) {
      if (const ir::TypeImplementation* other = implementation(k, q)) {
        for (const auto& ia : other->implementation_artifacts) {
          if (ia.artifact_ref && std::none_of(out_list.begin(), out_list.end(), [&](const auto* a) {
                return same_operations(*a, ia);
              })) {
            out_list.push_back(&ia);
          }
        }
      }
    }
    return out_list;
  }

  /// Expected files per YAML (key, op), as the writer derived them.
  std::map<std::pair<std::string, std::string>, std::vector<ir::ArtifactReference>>
  expected(ir::EntityKind k, const ir::TypeImplementation* chosen,
           const std::vector<ir::QName>& also, const std::vector<InterfacePlacement>& ps,
           std::map<std::pair<std::string, std::string>, bool>& op_level)
  {
    std::map<std::pair<std::string, std::string>, std::vector<ir::ArtifactReference>> op_files,
        itf_files;
    for (const auto* ia : artifacts(k, chosen, also)) {
      if (!ia->artifact_ref) {
        continue;
      }
      std::vector<ir::ArtifactReference> files = out.template_references(*ia->artifact_ref);
      if (files.empty()) {
        continue;
      }
      std::set<std::pair<std::string, std::string>> targets;
      for (const auto& p : ps) {
        if (ia->interface_name && p.itf->name != *ia->interface_name) {
          continue;
        }
        for (std::size_t i = 0; i < p.ops.size(); ++i) {
          if (!operation_level(*ia) || p.itf->operations[i].name == *ia->operation_name) {
            targets.emplace(p.key, p.ops[i]);
          }
        }
      }
      for (const auto& t : targets) {
        auto& slot = operation_level(*ia) ? op_files[t] : itf_files[t];
        slot.insert(slot.end(), files.begin(), files.end());
      }
    }
    for (auto& [t, files] : itf_files) {
      if (op_files.count(t) == 0) {
        op_files[t] = std::move(files);
        op_level[t] = false;
      }
    }
    for (const auto& [t, files] : op_files) {
      op_level.try_emplace(t, true);
    }
    return op_files;
  }

  /// The operations of the standard definition that name files.
  std::map<std::pair<std::string, std::string>, std::pair<Files, const Node*>>
  actual(const Node* definition)
  {
    std::map<std::pair<std::string, std::string>, std::pair<Files, const Node*>> out_map;
    const Node* itfs =
        definition != nullptr && definition->is_map() ? definition->find("interfaces") : nullptr;
    if (itfs == nullptr || !itfs->is_map()) {
      return out_map;
    }
    for (const auto& entry : itfs->entries()) {
      const Node& k = entry.first; // lambdas take no structured bindings (clang 14)
      const Node& v = entry.second;
      if (!k.is_scalar() || !v.is_map()) {
        continue;
      }
      auto scan = [&](const Node& map) {
        for (const auto& [ok, ov] : map.entries()) {
          if (!ok.is_scalar() || !ov.is_map() || ok.scalar == "inputs") {
            continue;
          }
          if (const Node* impl = ov.find("implementation")) {
            out_map[{k.scalar, ok.scalar}] = {implementation_files(d, *impl), impl};
          }
        }
      };
      scan(v);
      if (const Node* nested = v.find("operations"); nested != nullptr && nested->is_map()) {
        scan(*nested);
      }
    }
    return out_map;
  }

  ir::QName artifact_type_for(const Files& f, const std::vector<ir::ImplementationArtifact>& replaced)
  {
    if (!f.type.empty()) {
      auto it = out.type_names.find(f.type);
      if (it != out.type_names.end() && it->second.kind == ir::EntityKind::artifact_type) {
        return it->second.name;
      }
    }
    if (!replaced.empty() && !replaced.front().artifact_type.empty()) {
      return replaced.front().artifact_type;
    }
    // The interoperability recommendations' script artifact type.
    return ir::QName{"http://docs.oasis-open.org/tosca/ns/2011/12/ToscaBaseTypes", "ScriptArtifact",
                     {}};
  }

  ir::TypeImplementation& implementation_for(const ImplementedType& it, ir::EntityTypeBase& t,
                                             ir::TypeImplementation* chosen)
  {
    if (chosen != nullptr) {
      return *chosen;
    }
    // A type without an implementation gets one.
    const std::string name = t.name + "_Impl";
    if (it.kind == ir::EntityKind::node_type) {
      ir::NodeTypeImplementation impl;
      impl.name = name;
      impl.target_namespace = out.document.target_namespace;
      impl.implemented_type = t.qname();
      impl.implemented_type.prefix = d.prefix_hint(t.target_namespace);
      out.document.node_type_implementations.push_back(std::move(impl));
      return out.document.node_type_implementations.back();
    }
    ir::RelationshipTypeImplementation impl;
    impl.name = name;
    impl.target_namespace = out.document.target_namespace;
    impl.implemented_type = t.qname();
    impl.implemented_type.prefix = d.prefix_hint(t.target_namespace);
    out.document.relationship_type_implementations.push_back(std::move(impl));
    return out.document.relationship_type_implementations.back();
  }

  void run(const ImplementedType& it)
  {
    ir::EntityTypeBase* t = type(it.kind, it.type);
    if (t == nullptr) {
      return;
    }
    const ir::EntityKind impl_kind = it.kind == ir::EntityKind::node_type
                                         ? ir::EntityKind::node_type_implementation
                                         : ir::EntityKind::relationship_type_implementation;
    ir::TypeImplementation* chosen =
        it.implementation ? implementation(it.kind, *it.implementation) : nullptr;
    std::vector<InterfacePlacement> ps = placements(it.kind, *t);
    std::map<std::pair<std::string, std::string>, bool> op_level;
    auto want = expected(it.kind, chosen, it.also, ps, op_level);
    auto have = actual(it.definition);
    std::set<std::pair<std::string, std::string>> keys;
    for (const auto& [k, v] : want) {
      keys.insert(k);
    }
    for (const auto& [k, v] : have) {
      keys.insert(k);
    }
    for (const auto& key : keys) {
      auto w = want.find(key);
      auto h = have.find(key);
      const std::vector<ir::ArtifactReference> none;
      const std::vector<ir::ArtifactReference>& expect = w != want.end() ? w->second : none;
      const Files got = h != have.end() ? h->second.first : Files{};
      if (names_files(got.paths, expect)) {
        continue;
      }
      auto xml = xml_operation(ps, key.first, key.second);
      if (!xml) {
        d.bad(h != have.end() ? *h->second.second : *it.definition,
              "type '" + it.yaml_name + "': operation '" + key.first + "." + key.second +
                  "' names files but no XML interface declares it (not restored)");
        continue;
      }
      if (got.paths.empty() && w != want.end() && !op_level[key]) {
        d.bad(*it.definition, "type '" + it.yaml_name + "': operation '" + key.first + "." +
                                  key.second + "' has no implementation in the YAML, but the XML "
                                  "artifact implements its whole interface (kept)");
        continue;
      }
      ir::TypeImplementation& impl = implementation_for(it, *t, chosen);
      chosen = &impl;
      out.edited.emplace(impl_kind, impl.qname());
      // The operation's own artifacts give way to the YAML's files.
      std::vector<ir::ImplementationArtifact> replaced;
      auto& ias = impl.implementation_artifacts;
      std::size_t pos = ias.size();
      for (std::size_t i = 0; i < ias.size();) {
        if (ias[i].interface_name == xml->first && ias[i].operation_name == xml->second) {
          replaced.push_back(std::move(ias[i]));
          ias.erase(ias.begin() + static_cast<std::ptrdiff_t>(i));
          pos = std::min(pos, i);
        } else {
          ++i;
        }
      }
      pos = std::min(pos, ias.size());
      if (got.paths.empty()) {
        continue;
      }
      ir::QName type = artifact_type_for(got, replaced);
      ir::QName at = out.add_artifact_template(d, t->name + "_" + xml->second + "_IA", type,
                                               got.paths);
      ir::ImplementationArtifact ia;
      if (!replaced.empty()) {
        ia = replaced.front(); // keeps its name and ##other content
      }
      ia.interface_name = xml->first;
      ia.operation_name = xml->second;
      ia.artifact_type = type;
      ia.artifact_type.prefix = d.prefix_hint(type.ns);
      ia.artifact_ref = at;
      ias.insert(ias.begin() + static_cast<std::ptrdiff_t>(pos), std::move(ia));
    }
    if (it.kind == ir::EntityKind::node_type) {
      type_artifacts(it, *t, chosen);
    }
  }

  /// Node type `artifacts`: the writer derived them from the deployment
  /// artifacts of the implementation the operations show, one per file
  /// (`name`, `name_2`, ...). Files the YAML changed get a new artifact
  /// template, an artifact it removed goes, one it adds becomes a
  /// deployment artifact of the implementation (a new one if there was
  /// none).
  void type_artifacts(const ImplementedType& it, ir::EntityTypeBase& t,
                      ir::TypeImplementation* chosen)
  {
    const Node* arts = it.definition != nullptr && it.definition->is_map()
                           ? it.definition->find("artifacts")
                           : nullptr;
    if (arts != nullptr && !arts->is_map()) {
      if (!arts->is_null()) {
        d.bad(*arts, "type '" + it.yaml_name + "': 'artifacts' should be a map, not " +
                         arts->describe_kind() + " (not restored)");
      }
      arts = nullptr;
    }
    auto file_of = [&](const Node& a) { return artifact_file(d, a); };
    auto type_of = [&](const Node& a, const ir::QName& fallback) {
      const Node* type = a.is_map() ? a.find("type") : nullptr;
      if (type != nullptr && type->is_scalar()) {
        auto found = out.type_names.find(type->scalar);
        if (found != out.type_names.end() && found->second.kind == ir::EntityKind::artifact_type) {
          return found->second.name;
        }
      }
      return fallback;
    };
    auto* impl = static_cast<ir::NodeTypeImplementation*>(chosen);
    std::set<std::string> claimed;
    bool edited = false;
    if (impl != nullptr) {
      auto& das = impl->deployment_artifacts;
      std::set<std::string> reserved; // named as the writer names them
      for (const auto& da : das) {
        reserved.insert(da.name);
      }
      std::set<std::string> seen;
      for (std::size_t i = 0; i < das.size();) {
        ir::DeploymentArtifact& da = das[i];
        const std::vector<ir::ArtifactReference> refs =
            da.artifact_ref && !da.artifact_type.empty() ? out.template_references(*da.artifact_ref)
                                                         : std::vector<ir::ArtifactReference>{};
        if (!seen.insert(da.name).second || refs.empty()) {
          ++i; // the YAML never showed it: a repeated name, or no file
          continue;
        }
        std::vector<std::string> files;
        const Node* first = nullptr;
        for (std::size_t k = 0;;) {
          const std::string name = next_artifact_name(da.name, k, reserved);
          const Node* a = arts != nullptr ? arts->find(name) : nullptr;
          if (a == nullptr) {
            break;
          }
          claimed.insert(name);
          files.push_back(file_of(*a));
          first = first != nullptr ? first : a;
        }
        if (names_files(files, refs)) {
          ++i;
          continue;
        }
        edited = true;
        if (first == nullptr) {
          das.erase(das.begin() + static_cast<std::ptrdiff_t>(i)); // removed in the YAML
          continue;
        }
        da.artifact_type = type_of(*first, da.artifact_type);
        da.artifact_ref =
            out.add_artifact_template(d, t.name + "_" + da.name + "_DA", da.artifact_type, files);
        ++i;
      }
    }
    static const Node none;
    for (const auto& [k, a] : (arts != nullptr ? *arts : none).entries()) {
      if (!k.is_scalar() || claimed.count(k.scalar) != 0) {
        continue;
      }
      const std::string file = file_of(a);
      const ir::QName type = type_of(a, {});
      if (file.empty() || type.local.empty()) {
        d.bad(k, "type '" + it.yaml_name + "': artifact '" + k.scalar + "' needs a 'file' and a "
                     "'type' defined in the document to become XML (not restored)");
        continue;
      }
      impl = static_cast<ir::NodeTypeImplementation*>(&implementation_for(it, t, chosen));
      chosen = impl;
      edited = true;
      ir::DeploymentArtifact da;
      da.name = k.scalar;
      da.artifact_type = type;
      da.artifact_type.prefix = d.prefix_hint(type.ns);
      da.artifact_ref = out.add_artifact_template(d, t.name + "_" + da.name + "_DA", type, {file});
      da.ext.location = k.location;
      impl->deployment_artifacts.push_back(std::move(da));
    }
    if (edited && impl != nullptr) {
      out.edited.emplace(ir::EntityKind::node_type_implementation, impl->qname());
    }
  }

};

}  // namespace

void apply_implementations(const Decoder& d, const Node& root,
                           const std::vector<ImplementedType>& types, Decoded& out)
{
  ImplementationPass pass(d, root, out);
  // The document gains implementations and artifact templates: no other ids.
  Decoded::IdScope ids(out);
  for (const auto& t : types) {
    pass.run(t);
  }
}

}  // namespace tosca::yaml::detail
