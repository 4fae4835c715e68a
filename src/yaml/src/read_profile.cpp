/// Simple Profile reader: the document header and the type sections. The
/// topology lives in read_profile_topology.cpp.
///
/// Covers: tosca_definitions_version (1_0..1_3), namespace, metadata
/// (template_name names the document), imports (file imports are handed to
/// the caller), node/relationship/capability/artifact/policy types as IR
/// types (name, derived_from, properties as XSD, capability definitions,
/// interfaces); data, interface and group types, repositories and
/// dsl_definitions stay in the document's YAML.

#include "read_profile.hpp"

#include "grammar.hpp"
#include "tosca/yaml/names.hpp"
#include "read_profile_artifacts.hpp"
#include "wellknown.hpp"
#include "read_profile_context.hpp"
#include "to_value.hpp"

#include <set>

namespace tosca::yaml {

int profile_minor_version(std::string_view version)
{
  // The namespace alias, or the namespace URI it stands for (Simple
  // Profile 1.0, 3.1 "TOSCA Namespace URI and alias": both are reserved
  // for the version; 1.1 to 1.3 keep the same pattern).
  for (const std::string_view prefix :
       {std::string_view("tosca_simple_yaml_1_"),
        std::string_view("http://docs.oasis-open.org/tosca/ns/simple/yaml/1.")}) {
    if (version.size() == prefix.size() + 1 && version.substr(0, prefix.size()) == prefix) {
      const char d = version.back();
      if (d >= '0' && d <= '3') {
        return d - '0';
      }
    }
  }
  return -1;
}

namespace {

/// The sections that become IR types; everything else at the top level
/// stays in the document's YAML.
bool is_type_section(std::string_view key)
{
  return key == "node_types" || key == "relationship_types" || key == "capability_types" ||
         key == "artifact_types" || key == "policy_types";
}

void read_type_base(ProfileContext& ctx, const std::string& name, const Node& def,
                    ir::EntityTypeBase& type)
{
  type.name = encode_ncname(name);
  type.target_namespace = ctx.ns;
  type.ext.location = def.location;
  // A bare `Name:` (a null definition) is an empty one: a null `yaml`
  // would read as "not YAML-born" and the type would be lost.
  type.ext.yaml = def.is_null() ? ir::Value::map() : to_value(def);
  if (!def.is_map()) {
    return;
  }
  if (const Node* parent = def.find("derived_from"); parent && parent->is_scalar()) {
    type.derived_from = ctx.qname(parent->scalar);
  }
  if (const Node* props = def.find("properties"); props && props->is_map()) {
    for (const auto& entry : props->entries()) {
      check_keys(entry.second, Construct::property_definition, ctx.minor, ctx.path, ctx.sink);
    }
    // The XML Schema of the element is convert::derive_xml_side's.
    ir::PropertiesDefinition pd;
    pd.element = ir::QName{ctx.ns, properties_element_name(name), {}};
    type.properties_definition = pd;
  }
}

std::optional<ir::Bound> upper_of(const Node& occurrences)
{
  if (!occurrences.is_sequence() || occurrences.items().size() != 2) {
    return std::nullopt;
  }
  ir::Value hi = resolve_scalar(occurrences.items()[1]);
  if (hi.kind == ir::Value::Kind::integer) {
    return ir::Bound{hi.integer, {}};
  }
  if (hi.kind == ir::Value::Kind::string && hi.string == "UNBOUNDED") {
    return ir::Bound{std::nullopt, "UNBOUNDED"};
  }
  return std::nullopt;
}

std::vector<ir::Interface> interfaces_of(const Node& def)
{
  std::vector<ir::Interface> out;
  const Node* interfaces = def.find("interfaces");
  if (!interfaces || !interfaces->is_map()) {
    return out;
  }
  for (const auto& [key, body] : interfaces->entries()) {
    // The lifecycle interfaces under the names OpenTOSCA runs.
    ir::Interface i;
    i.name = detail::xml_interface_name(key.scalar);
    i.ext.location = key.location;
    const Node* ops = body.find("operations"); // 1.3 puts them under a keyname
    const Node& holder = ops && ops->is_map() ? *ops : body;
    for (const auto& [op, _] : holder.entries()) {
      if (&holder == &body && (op.scalar == "type" || op.scalar == "inputs" ||
                               op.scalar == "description" || op.scalar == "notifications")) {
        continue;
      }
      ir::Operation o;
      o.name = detail::xml_operation_name(key.scalar, op.scalar);
      o.ext.location = op.location;
      i.operations.push_back(std::move(o));
    }
    if (!i.operations.empty()) { // XML requires an operation; the YAML keeps it
      out.push_back(std::move(i));
    }
  }
  return out;
}

void read_node_type(ProfileContext& ctx, const std::string& name, const Node& def)
{
  check_keys(def, Construct::node_type, ctx.minor, ctx.path, ctx.sink);
  ir::NodeType t;
  read_type_base(ctx, name, def, t);
  if (const Node* caps = def.find("capabilities"); caps && caps->is_map()) {
    for (const auto& [key, cdef] : caps->entries()) {
      ir::CapabilityDefinition c;
      c.name = key.scalar;
      c.ext.location = key.location;
      const Node* type = cdef.is_scalar() ? &cdef : cdef.find("type");
      if (cdef.is_map()) {
        check_keys(cdef, Construct::capability_definition, ctx.minor, ctx.path, ctx.sink);
      }
      if (type && type->is_scalar()) {
        c.capability_type = ctx.qname(type->scalar);
      } else {
        ctx.sink.error(ctx.path, key.location.line, key.location.column, "YAML_MISSING_KEY",
                       "capability definition '" + key.scalar + "' has no type");
      }
      if (const Node* occ = cdef.find("occurrences")) {
        if (occ->is_sequence() && occ->items().size() == 2) {
          ir::Value lo = resolve_scalar(occ->items()[0]);
          if (lo.kind == ir::Value::Kind::integer) {
            c.lower_bound = lo.integer;
          }
          c.upper_bound = upper_of(*occ);
        }
      }
      t.capability_definitions.push_back(std::move(c));
    }
  }
  if (const Node* reqs = def.find("requirements"); reqs) {
    expect(*reqs, Node::Kind::sequence, "node type requirements", ctx.path, ctx.sink);
    for (const auto& item : reqs->items()) {
      if (!expect(item, Node::Kind::map, "a requirement definition", ctx.path, ctx.sink)) {
        continue;
      }
      for (const auto& [key, rdef] : item.entries()) {
        if (rdef.is_map()) {
          check_keys(rdef, Construct::requirement_definition, ctx.minor, ctx.path, ctx.sink);
        }
      }
    }
  }
  t.interfaces = interfaces_of(def);
  ctx.doc.node_types.push_back(std::move(t));
  derive_type_implementation(ctx, true, name, def);
}

template <class T>
void read_simple_type(ProfileContext& ctx, Construct construct, const std::string& name,
                      const Node& def, std::vector<T>& out)
{
  check_keys(def, construct, ctx.minor, ctx.path, ctx.sink);
  T t;
  read_type_base(ctx, name, def, t);
  if constexpr (std::is_same_v<T, ir::RelationshipType>) {
    if (const Node* targets = def.find("valid_target_types");
        targets && targets->is_sequence() && !targets->items().empty() &&
        targets->items().front().is_scalar()) {
      t.valid_target = ctx.qname(targets->items().front().scalar);
    }
    t.source_interfaces = interfaces_of(def);
  }
  out.push_back(std::move(t));
  if constexpr (std::is_same_v<T, ir::RelationshipType>) {
    derive_type_implementation(ctx, false, name, def);
  }
}

void read_types(ProfileContext& ctx, std::string_view section, const Node& body)
{
  if (!expect(body, Node::Kind::map, section, ctx.path, ctx.sink)) {
    return;
  }
  for (const auto& [key, def] : body.entries()) {
    if (!expect(def, Node::Kind::map, std::string(section) + " entry '" + key.scalar + "'",
                ctx.path, ctx.sink)) {
      continue;
    }
    const std::string name = key.scalar.str();
    if (section == "node_types") {
      read_node_type(ctx, name, def);
    } else if (section == "relationship_types") {
      read_simple_type(ctx, Construct::relationship_type, name, def, ctx.doc.relationship_types);
    } else if (section == "capability_types") {
      read_simple_type(ctx, Construct::capability_type, name, def, ctx.doc.capability_types);
    } else if (section == "artifact_types") {
      read_simple_type(ctx, Construct::artifact_type, name, def, ctx.doc.artifact_types);
    } else if (section == "policy_types") {
      read_simple_type(ctx, Construct::policy_type, name, def, ctx.doc.policy_types);
    }
  }
}

void check_sections(ProfileContext& ctx, const Node& root)
{
  static const std::pair<const char*, Construct> typed[] = {
      {"data_types", Construct::data_type}, {"group_types", Construct::group_type},
      {"interface_types", Construct::interface_type}};
  for (const auto& [section, construct] : typed) {
    if (const Node* body = root.find(section);
        body && expect(*body, Node::Kind::map, section, ctx.path, ctx.sink)) {
      for (const auto& [key, def] : body->entries()) {
        if (expect(def, Node::Kind::map, std::string(section) + " entry '" + key.scalar + "'",
                   ctx.path, ctx.sink)) {
          check_keys(def, construct, ctx.minor, ctx.path, ctx.sink);
        }
      }
    }
  }
  if (const Node* repos = root.find("repositories");
      repos && expect(*repos, Node::Kind::map, "repositories", ctx.path, ctx.sink)) {
    for (const auto& [key, def] : repos->entries()) {
      check_keys(def, Construct::repository_definition, ctx.minor, ctx.path, ctx.sink);
      // 3.6.2: the short notation is the URL itself; the extended one
      // requires `url`.
      if (def.is_map() && def.find("url") == nullptr) {
        ctx.sink.error(ctx.path, def.location.line, def.location.column, "YAML_MISSING_KEY",
                       "repository '" + key.scalar + "' has no 'url', which a repository "
                       "definition requires");
      } else if (!def.is_map() && !def.is_scalar()) {
        expect(def, Node::Kind::map, "repository '" + key.scalar + "'", ctx.path, ctx.sink);
      }
    }
  }
  if (const Node* md = root.find("metadata")) {
    expect(*md, Node::Kind::map, "metadata", ctx.path, ctx.sink);
  }
}

void read_imports(ProfileContext& ctx, const Node& imports, ReadResult& result)
{
  if (!expect(imports, Node::Kind::sequence, "imports", ctx.path, ctx.sink)) {
    return;
  }
  for (const auto& item : imports.items()) {
    const Node* file = nullptr;
    const Node* remote = nullptr;
    if (item.is_scalar()) {
      file = &item;
    } else if (item.is_map()) {
      // 1.0 allows {name: file} or {name: {file: ...}}; 1.2+ {file: ...}.
      const Node* def = &item;
      if (!item.find("file") && item.entries().size() == 1) {
        def = &item.entries().front().second;
        if (def->is_scalar()) {
          file = def;
        }
      }
      if (def->is_map()) {
        check_keys(*def, Construct::import_definition, ctx.minor, ctx.path, ctx.sink);
        file = def->find("file");
        remote = def->find("repository");
      }
    }
    if (!file || !file->is_scalar()) {
      ctx.sink.error(ctx.path, item.location.line, item.location.column, "YAML_BAD_TYPE",
                     "an import names a file: a string or a map with 'file'");
      continue;
    }
    std::string repository;
    if (remote != nullptr) {
      repository = remote->is_scalar() && !remote->scalar.empty() ? remote->scalar.str() : "?";
    }
    result.file_imports.push_back({file->scalar.str(), file->location, std::move(repository)});
  }
}

/// TOSCA XML's Definitions must hold at least one type, template or
/// service template. A YAML document with none of those (only data,
/// interface or group types, only imports) gets one abstract NodeType
/// marked tc:placeholder, which the way back to YAML leaves out.
void add_placeholder(ProfileContext& ctx)
{
  ir::NodeType t;
  t.name = "tosca-convert.NoXmlEntities";
  t.target_namespace = ctx.ns;
  t.abstract = true;
  ir::Documentation doc;
  doc.content = "Placeholder written by tosca-convert: TOSCA XML requires at least one "
                "type, template or service template in Definitions, and this YAML document "
                "defines none that XML has (its content is in the tc:yaml element of "
                "Definitions).";
  t.ext.documentation.push_back(std::move(doc));
  t.ext.any_attributes.push_back(ir::ForeignAttribute{
      ir::QName{std::string(k_extension_namespace), "placeholder", "tc"}, "true", {}});
  ctx.doc.node_types.push_back(std::move(t));
}

/// Definitions/@id and ServiceTemplate/@id share the xs:ID space with the
/// node and relationship template ids.
void avoid_id_collisions(ir::Document& doc)
{
  std::set<std::string> ids;
  for (const auto& st : doc.service_templates) {
    if (st.topology) {
      for (const auto& n : st.topology->node_templates) {
        ids.insert(n.id);
      }
      for (const auto& r : st.topology->relationship_templates) {
        ids.insert(r.id);
      }
    }
  }
  auto unique = [&](std::string id) {
    while (ids.count(id) != 0) {
      id += "_";
    }
    ids.insert(id);
    return id;
  };
  doc.id = unique(doc.id);
  for (auto& st : doc.service_templates) {
    st.id = unique(st.id);
  }
}

}  // namespace

ReadResult read_simple_profile(const Node& root, const std::string& path, DiagnosticSink& sink)
{
  if (!root.is_map()) {
    throw FatalError(Diagnostic{Severity::error, "NOT_TOSCA",
                                "a TOSCA YAML document is a map, not " + root.describe_kind(),
                                path, root.location.line, root.location.column});
  }
  const Node* version = root.find("tosca_definitions_version");
  if (!version || !version->is_scalar()) {
    throw FatalError(Diagnostic{Severity::error, "NOT_TOSCA",
                                "not a TOSCA document: no tosca_definitions_version", path,
                                root.location.line, root.location.column});
  }
  int minor = profile_minor_version(version->scalar);
  if (minor < 0) {
    throw FatalError(Diagnostic{
        Severity::error, "YAML_VERSION",
        "unsupported tosca_definitions_version '" + version->scalar +
            "': tosca-convert reads tosca_simple_yaml_1_0 to tosca_simple_yaml_1_3",
        path, version->location.line, version->location.column});
  }
  if (const auto& first = root.entries().front().first; first.scalar != "tosca_definitions_version") {
    // Simple Profile 1.0, 3.1.2 (and 1.1-1.3): "TOSCA Service Templates
    // MUST always have, as the first line of YAML, the keyword
    // tosca_definitions_version". Converters read on; validate refuses.
    sink.warning(path, version->location.line, version->location.column, "YAML_VERSION_NOT_FIRST",
                 "tosca_definitions_version must be the first line of the document; '" +
                     first.scalar + "' (line " + std::to_string(first.location.line) +
                     ") comes before it");
  }
  ReadResult result;
  ir::Document& doc = result.document;
  doc.dialect = ir::Dialect::final_1_0;
  doc.path = path;
  ProfileContext ctx{path, sink, minor, std::string(k_default_yaml_namespace), doc};
  if (const Node* ns = root.find("namespace"); ns && ns->is_scalar() && !ns->scalar.empty()) {
    ctx.ns = ns->scalar;
  }
  doc.target_namespace = ctx.ns;
  // Prefix hints for the XML writer: the names' namespace and ours.
  doc.root_bindings = {{"tns", ctx.ns}, {"tc", std::string(k_extension_namespace)}};
  // The template's own name, never the file's: two copies of a document
  // under different file names are the same document.
  std::string name = "definitions";
  if (const Node* md = root.find("metadata"); md && md->is_map()) {
    if (const Node* tn = md->find("template_name"); tn && tn->is_scalar()) {
      name = tn->scalar;
    }
  } else if (const Node* tn = root.find("template_name"); tn && tn->is_scalar()) {
    name = tn->scalar;
  }
  doc.id = encode_ncname(name);

  check_keys(root, Construct::service_template, minor, path, sink);
  check_sections(ctx, root);
  doc.ext.location = root.location;
  doc.origin = ir::Origin::yaml;
  // The alias, also for the URI form: it is what the rest of the tool and
  // other processors key on.
  doc.yaml_version = "tosca_simple_yaml_1_" + std::to_string(minor);
  doc.ext.yaml = ir::Value::map();
  doc.ext.yaml.mut().location = root.location;
  for (const auto& [key, body] : root.entries()) {
    if (is_type_section(key.scalar)) {
      read_types(ctx, key.scalar, body);
    } else if (key.scalar == "topology_template") {
      read_topology(ctx, body, name);
    } else {
      if (key.scalar == "imports") {
        read_imports(ctx, body, result);
      }
      doc.ext.yaml.mut().add(key.scalar, to_value(body));
    }
  }
  if (!doc.has_types() && doc.service_templates.empty()) {
    add_placeholder(ctx);
  }
  avoid_id_collisions(doc);
  return result;
}

}  // namespace tosca::yaml
