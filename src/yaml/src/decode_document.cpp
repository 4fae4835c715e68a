// Decoder for YAML that `xml2yaml` wrote, top level: recognising it, the
// XML document's header (`document`), and assembly of the document and of
// the context documents (entities copied in from elsewhere).
//
// [x] dialect, id, name, targetNamespace, root xmlns bindings (as hints)
// [x] Extensions, Import, Types (+ their wrappers' ##other content), draft
//     NodeTypes/RelationshipTypes wrappers, root documentation and ##other
// [x] `document.order`: document order of own entities
// [x] types, implementations, templates (decode_types.cpp), the service
//     template (decode_topology.cpp)
#include "decode.hpp"

#include "decode_common.hpp"
#include "decode_state.hpp"
#include "encode.hpp"

#include "tosca/support/uri.hpp"
#include "tosca/yaml/writer.hpp"

#include <algorithm>
#include <fnmatch.h>
#include "tosca/ir/field_count.hpp"

namespace tosca::yaml {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::ArtifactReference>() == 3, "ir::ArtifactReference changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ArtifactTemplate>() == 2, "ir::ArtifactTemplate changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::EntityTypeBase>() == 11, "ir::EntityTypeBase changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend the YAML extension decoder");

namespace detail {

ir::Document& Decoded::context_for(const std::string& ns)
{
  for (auto& doc : context) {
    if (doc.target_namespace == ns) {
      return doc;
    }
  }
  ir::Document doc;
  doc.dialect = document.dialect;
  doc.path = document.path;
  doc.target_namespace = ns;
  context.push_back(std::move(doc));
  return context.back();
}

std::vector<ir::ArtifactReference> Decoded::template_references(const ir::QName& at)
{
  if (!m_templates_indexed) {
    m_templates_indexed = true;
    auto scan = [&](const ir::Document& doc, int d) {
      for (std::size_t i = 0; i < doc.artifact_templates.size(); ++i) {
        m_templates.emplace(ir::QName{doc.target_namespace, doc.artifact_templates[i].id, {}},
                            std::pair{d, i});
      }
    };
    scan(document, -1);
    for (std::size_t i = 0; i < context.size(); ++i) {
      scan(context[i], static_cast<int>(i));
    }
  }
  auto it = m_templates.find(ir::QName{at.ns, at.local, {}});
  if (it == m_templates.end()) {
    return {};
  }
  const ir::Document& doc =
      it->second.first < 0 ? document : context[static_cast<std::size_t>(it->second.first)];
  return doc.artifact_templates[it->second.second].references;
}

ir::QName Decoded::add_artifact_template(const Decoder& d, const std::string& base,
                                         ir::QName type, const std::vector<std::string>& paths)
{
  template_references({}); // builds the index
  // An xs:ID: no other element of the document may have it. Within an
  // IdScope the ids are collected once, and each new one joins them.
  auto collect = [&] {
    std::set<std::string> ids = reserved_ids;
    for_each_xml_id(document, [&](const std::string& i, const IdOwner&) { ids.insert(i); });
    return ids;
  };
  std::set<std::string> unscoped;
  if (m_scope_depth == 0) {
    unscoped = collect();
  } else if (!m_scope_ids) {
    m_scope_ids = collect();
  }
  std::set<std::string>& taken = m_scope_depth == 0 ? unscoped : *m_scope_ids;
  std::string id = base;
  for (int n = 2; m_templates.count(ir::QName{document.target_namespace, id, {}}) != 0 ||
                  taken.count(id) != 0;
       ++n) {
    id = base + "_" + std::to_string(n);
  }
  ir::ArtifactTemplate at;
  at.id = id;
  type.prefix = d.prefix_hint(type.ns);
  at.type = type;
  for (const auto& p : paths) {
    ir::ArtifactReference r;
    // A reference is relative to the package root, as a URI.
    std::string rel = p;
    if (!has_uri_scheme(p) && !package_root.empty() && rel.rfind(package_root, 0) == 0) {
      rel = rel.substr(package_root.size());
    }
    r.reference = has_uri_scheme(p) ? p : percent_encode_path(rel);
    at.references.push_back(std::move(r));
  }
  reserved_ids.insert(id);
  taken.insert(id);
  m_templates.emplace(ir::QName{document.target_namespace, id, {}},
                      std::pair{-1, document.artifact_templates.size()});
  document.artifact_templates.push_back(std::move(at));
  return ir::QName{document.target_namespace, id, d.prefix_hint(document.target_namespace)};
}

namespace {

/// `path` is `file`, or `file` below some root ("../x/file").
bool ends_in(const std::string& path, const std::string& file)
{
  return path == file || (path.size() > file.size() &&
                          path.compare(path.size() - file.size(), file.size(), file) == 0 &&
                          path[path.size() - file.size() - 1] == '/');
}

/// `path` is a file below directory `dir` (somewhere below a root) that the
/// reference's patterns select (all files without an Include).
bool selected(const std::string& path, const std::string& dir, const ir::ArtifactReference& r)
{
  std::string needle = dir;
  if (needle.empty() || needle.back() != '/') {
    needle += '/';
  }
  const bool include_all = std::none_of(r.patterns.begin(), r.patterns.end(),
                                       [](const auto& p) { return p.include; });
  for (std::size_t at = path.find(needle); at != std::string::npos; at = path.find(needle, at + 1)) {
    if (at != 0 && path[at - 1] != '/') {
      continue;
    }
    const std::string rest = path.substr(at + needle.size());
    bool keep = include_all;
    for (const auto& p : r.patterns) {
      if (fnmatch(p.pattern.c_str(), rest.c_str(), 0) == 0) {
        keep = p.include;
      }
    }
    if (keep) {
      return true;
    }
  }
  return false;
}

bool names(const std::string& path, const ir::ArtifactReference& r)
{
  if (has_uri_scheme(r.reference)) {
    return path == r.reference;
  }
  const std::string file = reference_path(r);
  // A directory no file of which was found is named as a whole.
  return ends_in(path, file) || selected(path, file, r);
}

}  // namespace

bool names_files(const std::vector<std::string>& paths,
                 const std::vector<ir::ArtifactReference>& references)
{
  if (paths.empty() != references.empty()) {
    return false;
  }
  for (const auto& p : paths) {
    if (std::none_of(references.begin(), references.end(),
                     [&](const auto& r) { return names(p, r); })) {
      return false;
    }
  }
  for (const auto& r : references) {
    if (std::none_of(paths.begin(), paths.end(), [&](const auto& p) { return names(p, r); })) {
      return false;
    }
  }
  return true;
}

ir::QName Decoded::type_qname(const Decoder& d, const Node& n, ir::EntityKind kind) const
{
  std::string name = d.text(n, "a type name");
  if (name.empty()) {
    return {}; // the XML had no type attribute
  }
  auto it = type_names.find(name);
  if (it == type_names.end()) {
    d.bad(n, "type '" + name + "' is not described in the extension block's 'types'");
    return ir::QName{{}, name, {}};
  }
  if (it->second.kind != kind) {
    d.bad(n, "type '" + name + "' is a " + std::string(ir::to_string(it->second.kind)) +
                 ", not a " + std::string(ir::to_string(kind)));
  }
  ir::QName q = it->second.name;
  q.prefix = d.prefix_hint(q.ns);
  return q;
}

std::optional<ir::QName> Decoded::properties_element(const ir::QName& type) const
{
  // As the writer's parent lookup: node types first, then relationship
  // types; a capability type has its own definition only.
  auto find = [&](const ir::QName& q) -> const ir::EntityTypeBase* {
    auto in = [&](const ir::Document& doc) -> const ir::EntityTypeBase* {
      for (const auto& t : doc.node_types) {
        if (t.qname() == q) {
          return &t;
        }
      }
      for (const auto& t : doc.relationship_types) {
        if (t.qname() == q) {
          return &t;
        }
      }
      return nullptr;
    };
    auto capability = [&](const ir::Document& doc) -> const ir::EntityTypeBase* {
      for (const auto& t : doc.capability_types) {
        if (t.qname() == q) {
          return &t;
        }
      }
      return nullptr;
    };
    if (const auto* t = capability(document)) {
      return t;
    }
    for (const auto& doc : context) {
      if (const auto* t = capability(doc)) {
        return t;
      }
    }
    if (const auto* t = in(document)) {
      return t;
    }
    for (const auto& doc : context) {
      if (const auto* t = in(doc)) {
        return t;
      }
    }
    return nullptr;
  };
  std::vector<ir::QName> seen;
  for (const ir::EntityTypeBase* t = find(type); t != nullptr;) {
    if (std::find(seen.begin(), seen.end(), t->qname()) != seen.end()) {
      break;
    }
    seen.push_back(t->qname());
    if (t->winery_properties) {
      return ir::QName{t->winery_properties->ns, t->winery_properties->element_name, {}};
    }
    if (t->properties_definition) {
      return t->properties_definition->element;
    }
    if (!t->derived_from) {
      break;
    }
    t = find(*t->derived_from);
  }
  return std::nullopt;
}

namespace {

/// One wrapper element's ##other content (`extensions_element`, ...).
void take_wrapper(const Decoder& d, Fields& header, std::string_view key, ir::Extensible& ext,
                  std::optional<std::string>* target_namespace = nullptr)
{
  if (const Node* w = header.take_map(key)) {
    Fields f(d, w, "document." + std::string(key));
    if (target_namespace != nullptr) {
      *target_namespace = f.opt_string("target_namespace");
    }
    take_extensible(f, ext);
  }
}

/// Puts the entities of `list` named in `order` first, in that order.
template <typename T, typename Name>
void reorder(const Decoder& d, const Node& order, std::vector<T>& list, Name name_of)
{
  std::vector<T> sorted;
  std::vector<bool> taken(list.size(), false);
  for (const Node& n : order.items()) {
    ir::QName q = d.qname(n, "an entry of document.order");
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (!taken[i] && name_of(list[i]) == q) {
        taken[i] = true;
        sorted.push_back(std::move(list[i]));
        break;
      }
    }
  }
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!taken[i]) {
      sorted.push_back(std::move(list[i]));
    }
  }
  list = std::move(sorted);
}

void apply_order(const Decoder& d, const Node* order_node, ir::Document& doc)
{
  Fields order(d, order_node, "document.order");
  auto by_qname = [](const auto& e) { return e.qname(); };
  auto by_id = [&](const auto& t) { return ir::QName{doc.target_namespace, t.id, {}}; };
  auto apply = [&](std::string_view key, auto& list, auto name_of) {
    if (const Node* l = order.take_list(key)) {
      reorder(d, *l, list, name_of);
    }
  };
  apply("node_types", doc.node_types, by_qname);
  apply("node_type_implementations", doc.node_type_implementations, by_qname);
  apply("relationship_types", doc.relationship_types, by_qname);
  apply("relationship_type_implementations", doc.relationship_type_implementations, by_qname);
  apply("requirement_types", doc.requirement_types, by_qname);
  apply("capability_types", doc.capability_types, by_qname);
  apply("artifact_types", doc.artifact_types, by_qname);
  apply("artifact_templates", doc.artifact_templates, by_id);
  apply("policy_types", doc.policy_types, by_qname);
  apply("policy_templates", doc.policy_templates, by_id);
}

/// `document`: the header. Returns the `order` node for later.
const Node* decode_header(Decoder& d, const Node& header, ir::Document& doc,
                          std::string& package_root)
{
  Fields f(d, &header, "document");
  package_root = f.string("package_root");
  if (const Node* ns = f.take_map("namespaces")) {
    for (const auto& [k, v] : ns->entries()) {
      doc.root_bindings.push_back({d.text(k, "a namespace prefix"), d.text(v, "a namespace URI")});
    }
  }
  d.root_bindings = doc.root_bindings;
  d.shared_root_bindings = doc.root_bindings;
  // A properties document's: sorted by prefix, as the XML reader lists them.
  std::vector<ir::NamespaceBinding> sorted = doc.root_bindings;
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const auto& x, const auto& y) { return x.prefix < y.prefix; });
  d.sorted_root_bindings = std::move(sorted);
  std::string dialect = f.required("dialect");
  if (dialect == "csd03") {
    doc.dialect = ir::Dialect::csd03;
  } else if (dialect == "final_1_0") {
    doc.dialect = ir::Dialect::final_1_0;
  } else {
    d.bad(header, "document.dialect '" + dialect + "' is neither 'final_1_0' nor 'csd03'");
  }
  doc.id = f.required("id");
  doc.name = f.opt_string("name");
  doc.target_namespace = f.required("target_namespace");
  doc.extensions = f.list("extensions", [&](const Node& n) { return decode_extension_decl(d, n); });
  doc.imports = f.list("imports", [&](const Node& n) { return decode_import(d, n); });
  doc.types = f.list("types", [&](const Node& n) { return decode_fragment(d, n); });
  take_extensible(f, doc.ext);
  take_wrapper(d, f, "extensions_element", doc.extensions_ext);
  take_wrapper(d, f, "types_element", doc.types_ext);
  take_wrapper(d, f, "node_types_element", doc.node_types_ext, &doc.node_types_target_namespace);
  take_wrapper(d, f, "relationship_types_element", doc.relationship_types_ext,
               &doc.relationship_types_target_namespace);
  return f.take("order");
}

/// Entities copied in from other documents that the YAML changed move into
/// the document (with their own namespace), so the edit reaches the XML.
void move_edited_context(const Decoder& d, Decoded& out)
{
  if (out.edited.empty()) {
    return;
  }
  for (auto& doc : out.context) {
    auto move = [&](auto& from, auto& to, ir::EntityKind k) {
      for (auto it = from.begin(); it != from.end();) {
        if (out.edited.count({k, ir::QName{it->qname().ns, it->qname().local, {}}}) == 0) {
          ++it;
          continue;
        }
        it->target_namespace_written = true;
        d.sink.warning(d.path, it->ext.location.line, it->ext.location.column, "CONTEXT_EDITED",
                       std::string(ir::to_string(k)) + " '" + it->qname().clark() +
                           "' was copied in from another document; the YAML changed it, so "
                           "its definition is written into this document");
        to.push_back(std::move(*it));
        it = from.erase(it);
      }
    };
    move(doc.node_types, out.document.node_types, ir::EntityKind::node_type);
    move(doc.relationship_types, out.document.relationship_types, ir::EntityKind::relationship_type);
    move(doc.node_type_implementations, out.document.node_type_implementations,
         ir::EntityKind::node_type_implementation);
    move(doc.relationship_type_implementations, out.document.relationship_type_implementations,
         ir::EntityKind::relationship_type_implementation);
  }
}

/// Top-level keys xml2yaml does not write have no place in the XML
/// document: reported, so nothing is dropped silently.
void report_foreign_sections(const Decoder& d, const Node& root)
{
  static constexpr std::string_view known[] = {"tosca_definitions_version",
                                               "metadata",
                                               "description",
                                               "imports",
                                               "dsl_definitions",
                                               "data_types",
                                               "artifact_types",
                                               "capability_types",
                                               "interface_types",
                                               "relationship_types",
                                               "policy_types",
                                               "node_types",
                                               "topology_template"};
  if (!root.is_map()) {
    return;
  }
  for (const auto& [key, value] : root.entries()) {
    if (key.is_scalar() &&
        std::find(std::begin(known), std::end(known), key.scalar) != std::end(known)) {
      continue;
    }
    d.bad(key, "'" + (key.is_scalar() ? key.scalar : key.describe_kind()) +
                   "' is not part of what xml2yaml writes; it has no place in the XML document "
                   "(not restored)");
  }
}

const Node* extension_block(const Node& root)
{
  if (!root.is_map()) {
    return nullptr;
  }
  const Node* dsl = root.find("dsl_definitions");
  if (dsl == nullptr || !dsl->is_map()) {
    return nullptr;
  }
  const Node* block = dsl->find("tosca_convert");
  return block != nullptr && block->is_map() ? block : nullptr;
}

/// The value under `key` in map `map`, to change, or nullptr.
Node* value_to_change(Node& map, std::string_view key)
{
  const Node* k = map.find_key(key);
  if (k == nullptr) {
    return nullptr;
  }
  return &map.children()[static_cast<std::size_t>(k - map.children().data()) + 1];
}

/// Gives up what is left of the templates' extension entries once the
/// templates are restored (each template's own went as it was read,
/// Decoder::release; entries of templates the topology lacks stay until
/// here), so that none is held while decode_service_overrides converts the
/// standard part. The keys stay, for the block's unknown-key check.
void release_template_entries(Node& root)
{
  Node* dsl = value_to_change(root, "dsl_definitions");
  Node* block = dsl != nullptr && dsl->is_map() ? value_to_change(*dsl, "tosca_convert") : nullptr;
  if (block == nullptr || !block->is_map()) {
    return;
  }
  for (const char* key : {"node_templates", "relationship_templates"}) {
    if (Node* entries = value_to_change(*block, key)) {
      *entries = Node();
    }
  }
}

}  // namespace

}  // namespace detail

bool is_xml_origin(const Node& root)
{
  const Node* block = detail::extension_block(root);
  return block != nullptr && block->find("document") != nullptr;
}

ReadResult decode_xml_origin(Node& root, const std::string& path, DiagnosticSink& sink,
                             const ReadOptions& options)
{
  using namespace detail;
  Decoder d{path, sink, {}, &options.derive_properties};
  d.tree_is_ours = true;
  Decoded out;
  out.document.path = path;
  const Node* block = extension_block(root);
  Fields top(d, block, "the extension block (dsl_definitions.tosca_convert)");
  top.take("layout"); // read by roundtrip (convert/src/roundtrip_standard.cpp)
  if (auto format = top.integer("format"); format == 1) {
    // Format 1 kept the whole XML in the block and the standard part was
    // derived from it; format 2 reads the standard part.
    const Node& at = block != nullptr ? *block : root;
    sink.error(path, at.location.line, at.location.column, "YAML_EXTENSION",
               "extension block format 1 was written by tosca-convert 0.1, which kept the "
               "deployment logic out of the standard part; convert the XML again");
  } else if (format == 2 || format == k_extension_format) {
    out.format = *format;
  } else {
    d.bad(block != nullptr ? *block : root,
          "extension block format " + (format ? std::to_string(*format) : std::string("(none)")) +
              " is not " + std::to_string(k_extension_format) + "; reading it as format " +
              std::to_string(k_extension_format));
  }
  reserve_yaml_ids(root, block, out.reserved_ids);
  const Node* order = nullptr;
  if (const Node* header = top.take_map("document")) {
    order = decode_header(d, *header, out.document, out.package_root);
    out.document.ext.location = header->location;
  }
  decode_types(d, root, top, out);
  decode_service_template(d, root, top, out);
  carry_metadata_edits(d, root, out);
  apply_order(d, order, out.document);
  release_template_entries(root);
  decode_service_overrides(root, out);
  move_edited_context(d, out);
  check_new_ids(d, out);
  top.finish();
  report_foreign_sections(d, root);

  ReadResult result;
  if (const Node* v = root.find("tosca_definitions_version"); v && v->is_scalar()) {
    out.document.yaml_version = v->scalar;
  }
  // Library layout: the files that define the imported types; the loader
  // reads them so the document's references resolve (the XML document
  // resolves them by namespace and has no import of its own for them).
  if (const Node* imports = root.find("imports"); imports != nullptr && imports->is_sequence()) {
    for (const Node& item : imports->items()) {
      if (item.is_scalar()) {
        result.file_imports.push_back({item.scalar, item.location, ""});
      } else {
        d.bad(item, "an import xml2yaml writes is a file path");
      }
    }
  }
  result.document = std::move(out.document);
  result.context = std::move(out.context);
  return result;
}

}  // namespace tosca::yaml
