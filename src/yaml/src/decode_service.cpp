// Decoder: the topology sections xml2yaml derives from the service template
// (inputs, outputs, substitution mappings, 1.3 workflows). They are derived
// again from the restored service template and the standard part; what the
// YAML says beyond that derivation (an input added or changed, an output
// removed, ...) is the user's and is kept as the service template's own
// YAML, written to XML as its tc:yaml and applied again on the way back.
#include "decode_state.hpp"
#include "read_profile.hpp"
#include "service.hpp"
#include "to_value.hpp"

#include "tosca/support/uri.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::yaml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::ArtifactReference>() == 3, "ir::ArtifactReference changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ServiceTemplate>() == 12, "ir::ServiceTemplate changed: extend the YAML extension decoder");

void carry_metadata_edits(const Decoder& d, const Node& root, Decoded& out)
{
  const Node* meta = root.find("metadata");
  if (meta != nullptr && !meta->is_map()) {
    return; // reported where the standard part is read
  }
  const Node* meta_key = root.is_map() ? root.find_key("metadata") : nullptr;
  const Node& at = meta_key != nullptr ? *meta_key : root;
  ir::ServiceTemplate* st =
      out.document.service_templates.empty() ? nullptr : &out.document.service_templates.front();
  // template_name is the service template's name, else its id (the
  // document's, for a document without one): an edit renames it, and
  // removing it removes the name.
  std::optional<std::string>& slot = st != nullptr ? st->name : out.document.name;
  const std::string& id = st != nullptr ? st->id : out.document.id;
  // A CSD03 root is the document and its service template at once: both
  // carry the name, and the XML writes the document's.
  const bool draft = st != nullptr && out.document.dialect == ir::Dialect::csd03;
  if (const Node* name = meta != nullptr ? meta->find("template_name") : nullptr;
      name != nullptr && name->is_scalar()) {
    if (name->scalar != slot.value_or(id)) {
      slot = name->scalar;
      if (draft) {
        out.document.name = slot;
      }
    }
  } else if (name == nullptr && slot) {
    slot.reset();
    if (draft) {
      out.document.name.reset();
    }
  } else if (name == nullptr) {
    d.sink.warning(d.path, at.location.line, at.location.column, "EDIT_NOT_CARRIED",
                   "metadata.template_name was removed; it showed the id '" + id +
                       "', which the XML needs, so the XML keeps it");
  }
  // targetNamespace is the namespace of everything the document defines;
  // the way back does not move them all to another.
  const std::string& ns = st != nullptr && st->target_namespace ? *st->target_namespace
                                                                : out.document.target_namespace;
  // Left out, it changes nothing.
  const Node* tns = meta != nullptr ? meta->find("targetNamespace") : nullptr;
  if (tns != nullptr && tns->is_scalar() && tns->scalar != ns) {
    d.sink.warning(d.path, tns->location.line, tns->location.column, "EDIT_NOT_CARRIED",
                   "metadata.targetNamespace was changed to '" + tns->scalar +
                       "'; the XML keeps '" + ns +
                       "', the namespace of every type and template this document defines "
                       "(rename the namespace in the XML to move them)");
  }
}

void decode_service_overrides(Node& root, Decoded& out)
{
  if (out.document.service_templates.empty() || !root.is_map()) {
    return;
  }
  ir::ServiceTemplate& tpl = out.document.service_templates.front();
  // The standard part only: the extension block is as big, derive_service_sections
  // never reads it, and converting it cost a tenth of a 100,000-node yaml2xml.
  // Its sections are decoded by now: each is given up as it is converted,
  // so the tree and its values are not held whole together. The two the
  // reader still reads after this stay.
  ir::Value doc = ir::Value::map();
  ir::Seq<Node>& sections = root.children(); // keys and values in turn
  for (std::size_t i = 0; i + 1 < sections.size(); i += 2) {
    const Node& key = sections[i];
    if (!key.is_scalar() || key.scalar == "dsl_definitions") {
      continue;
    }
    Node& section = sections[i + 1];
    const bool kept = key.scalar == "tosca_definitions_version" || key.scalar == "imports";
    doc.add(key.scalar, kept ? to_value(section) : to_value(std::move(section)));
  }
  ir::Value* topo = doc.find("topology_template");
  if (topo == nullptr || topo->kind != ir::Value::Kind::map) {
    return;
  }
  ir::Value actual = ir::Value::map();
  ir::Value stripped = ir::Value::map();
  for (auto& entry : topo->entries) {
    const std::string& key = entry.first; // lambdas take no structured bindings (clang 14)
    bool section = std::find_if(k_service_sections.begin(), k_service_sections.end(),
                                [&](const char* s) { return key == s; }) != k_service_sections.end();
    (section ? actual : stripped).add(key, std::move(entry.second));
  }
  *topo = std::move(stripped);

  ServiceContext ctx;
  const ir::Value* version = doc.find("tosca_definitions_version");
  ctx.minor = version != nullptr ? std::max(0, profile_minor_version(version->string)) : 0;
  std::map<ir::QName, std::string> yaml_names;
  for (const auto& [name, tn] : out.type_names) {
    if (tn.kind == ir::EntityKind::node_type) {
      yaml_names.emplace(ir::QName{tn.name.ns, tn.name.local, {}}, name);
    }
  }
  ctx.node_type_name = [&](const ir::QName& q) {
    auto it = yaml_names.find(ir::QName{q.ns, q.local, {}});
    return it != yaml_names.end() ? it->second : q.local;
  };
  const std::string package_root = out.package_root;
  ctx.locate = [package_root](const std::string&, const ir::ArtifactReference& r) {
    std::string path = has_uri_scheme(r.reference) ? r.reference : package_root + reference_path(r);
    return std::vector<ArtifactFile>{{path, true}};
  };
  ctx.document_path = out.document.path;
  derive_service_sections(tpl, ctx, doc);
  const ir::Value* derived = doc.find("topology_template");

  ir::Value overrides = ir::Value::map();
  ir::Value removed = ir::Value::map();
  for (const char* key : k_service_sections) {
    const ir::Value* have = actual.find(key);
    const ir::Value* want = derived->find(key);
    if (std::string_view(key) == "substitution_mappings" || have == nullptr || want == nullptr ||
        have->kind != ir::Value::Kind::map) {
      if (have != nullptr && (want == nullptr || !(*have == *want))) {
        overrides.add(key, *have);
      } else if (have == nullptr && want != nullptr) {
        ir::Value names = ir::Value::list();
        if (std::string_view(key) != "substitution_mappings") {
          for (const auto& [k, v] : want->entries) {
            names.push(ir::Value::of(k));
          }
        }
        removed.add(key, std::move(names));
      }
      continue;
    }
    ir::Value own = ir::Value::map();
    for (const auto& [k, v] : have->entries) {
      const ir::Value* w = want->find(k);
      if (w == nullptr ||
          !(*w == v || (std::string_view(key) == "inputs" && same_deployment_input(*w, v)))) {
        own.add(k, v);
      }
    }
    ir::Value gone = ir::Value::list();
    for (const auto& [k, v] : want->entries) {
      if (have->find(k) == nullptr) {
        gone.push(ir::Value::of(k));
      }
    }
    overrides.add_if(key, std::move(own));
    removed.add_if(key, std::move(gone));
  }
  if (!removed.entries.empty()) {
    overrides.add("removed", std::move(removed));
  }
  tpl.ext.yaml = overrides.entries.empty() ? ir::Value{} : std::move(overrides);
}

}  // namespace tosca::yaml::detail
