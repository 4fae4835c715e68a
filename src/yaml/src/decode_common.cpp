// Decoders for the shared pieces of the extension block, the inverse of
// encode.cpp, key by key (docs/mapping.md, "The extension block").
//
// [x] fragments {xml, namespaces}, with the bindings the writer left out
// [x] documentation, xml_attributes, xml_elements
// [x] tags, parameters, constraints, policies, deployment/implementation artifacts
// [x] operations (WSDL, REST, script bindings) and interfaces
// [x] bounds with their spelling, Winery key/value definitions, PropertiesDefinition
// [x] imports, extensions, plans, boundary definitions, tEntityTemplate
#include "decode_common.hpp"

#include "decode_properties.hpp"
#include "to_value.hpp"
#include "typing.hpp"

#include <algorithm>
#include <charconv>
#include "tosca/ir/field_count.hpp"

namespace tosca::yaml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::BoundaryDefinitions>() == 8, "ir::BoundaryDefinitions changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::BoundaryRef>() == 3, "ir::BoundaryRef changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Constraint>() == 4, "ir::Constraint changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::DeploymentArtifact>() == 6, "ir::DeploymentArtifact changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Documentation>() == 5, "ir::Documentation changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::EntityTemplateBase>() == 6, "ir::EntityTemplateBase changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ExportedInterface>() == 3, "ir::ExportedInterface changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ExportedOperation>() == 6, "ir::ExportedOperation changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ExtensionDecl>() == 3, "ir::ExtensionDecl changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ForeignAttribute>() == 3, "ir::ForeignAttribute changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Fragment>() == 3, "ir::Fragment changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ImplementationArtifact>() == 8, "ir::ImplementationArtifact changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Import>() == 4, "ir::Import changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Interface>() == 4, "ir::Interface changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Operation>() == 7, "ir::Operation changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Parameter>() == 4, "ir::Parameter changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Plan>() == 10, "ir::Plan changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Policy>() == 6, "ir::Policy changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::PropertiesDefinition>() == 3, "ir::PropertiesDefinition changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::PropertyMapping>() == 4, "ir::PropertyMapping changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::RestBinding>() == 7, "ir::RestBinding changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::RestField>() == 2, "ir::RestField changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::ScriptBinding>() == 2, "ir::ScriptBinding changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::Tag>() == 3, "ir::Tag changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::WineryPropertiesDefinition>() == 6, "ir::WineryPropertiesDefinition changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::WineryProperty>() == 8, "ir::WineryProperty changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::WsdlBinding>() == 2, "ir::WsdlBinding changed: extend the YAML extension decoder");

namespace {

/// Stray text kept by the XML reader had no bindings; everything else had
/// those in scope at the root (plus what the fragment's text needs).
bool is_text_only(std::string_view xml)
{
  for (std::size_t i = 0; i < xml.size();) {
    if (xml.substr(i, 9) == "<![CDATA[") {
      auto close = xml.find("]]>", i + 9);
      if (close == std::string_view::npos) {
        return false;
      }
      i = close + 3;
    } else if (xml[i] == '<') {
      return false;
    } else {
      ++i;
    }
  }
  return true;
}

std::vector<ir::NamespaceBinding> merged_bindings(const std::vector<ir::NamespaceBinding>& root,
                                                  const std::vector<ir::NamespaceBinding>& own)
{
  std::vector<ir::NamespaceBinding> out = own;
  for (const auto& b : root) {
    bool overridden =
        std::any_of(out.begin(), out.end(), [&](const auto& o) { return o.prefix == b.prefix; });
    if (!overridden) {
      out.push_back(b);
    }
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& x, const auto& y) { return x.prefix < y.prefix; });
  return out;
}

}  // namespace

ir::Fragment decode_fragment(const Decoder& d, const Node& n, FragmentPlace place)
{
  ir::Fragment f;
  f.location = n.location;
  Fields fields(d, &n, "an XML fragment");
  if (n.is_null()) {
    d.bad(n, "an XML fragment should be a map {xml, namespaces}, not null");
  }
  if (!n.is_map()) {
    return f;
  }
  f.xml = fields.required("xml");
  std::vector<ir::NamespaceBinding> own;
  if (const Node* ns = fields.take_map("namespaces")) {
    for (const auto& [k, v] : ns->entries()) {
      own.push_back({d.text(k, "a namespace prefix"), d.text(v, "a namespace URI")});
    }
  }
  if (place == FragmentPlace::other_element && is_text_only(f.xml) && own.empty()) {
    return f;
  }
  f.bindings = merged_bindings(d.root_bindings, own);
  return f;
}

ir::Documentation decode_documentation(const Decoder& d, const Node& n)
{
  ir::Documentation doc;
  doc.location = n.location;
  Fields f(d, &n, "a documentation entry");
  doc.content = f.required("content");
  doc.source = f.opt_string("source");
  doc.lang = f.opt_string("lang");
  doc.bindings = d.shared_root_bindings;
  return doc;
}

void take_extensible(Fields& f, ir::Extensible& e, const Node* description)
{
  const Decoder& d = f.decoder();
  if (f.node() != nullptr) {
    e.location = f.node()->location;
  }
  if (const Node* docs = f.take_list("documentation")) {
    for (const Node& item : docs->items()) {
      e.documentation.push_back(decode_documentation(d, item));
    }
  } else if (description != nullptr && !description->is_null()) {
    ir::Documentation doc;
    doc.content = d.text(*description, "description");
    doc.bindings = d.shared_root_bindings;
    doc.location = description->location;
    e.documentation.push_back(std::move(doc));
  }
  if (const Node* attrs = f.take_map("xml_attributes")) {
    for (const auto& [k, v] : attrs->entries()) {
      std::string key = d.text(k, "an xml_attributes key");
      ir::ForeignAttribute a;
      if (auto q = d.parse_clark(key)) {
        a.name = *q;
      } else {
        d.bad(k, "xml_attributes key '" + key + "' is not a Clark name ('{namespace}local')");
        continue;
      }
      a.value = d.text(v, "an xml_attributes value");
      a.location = k.location;
      e.any_attributes.push_back(std::move(a));
    }
  }
  if (const Node* elements = f.take_list("xml_elements")) {
    for (const Node& item : elements->items()) {
      e.any_elements.push_back(decode_fragment(d, item, FragmentPlace::other_element));
    }
  }
}

std::vector<ir::Tag> take_tags(Fields& f)
{
  const Decoder& d = f.decoder();
  return f.list("tags", [&](const Node& n) {
    Fields t(d, &n, "a tag");
    return ir::Tag{t.required("name"), t.required("value"), n.location};
  });
}

ir::Parameter decode_parameter(const Decoder& d, const Node& n)
{
  ir::Parameter p;
  Fields f(d, &n, "a parameter");
  p.name = f.required("name");
  p.type = f.required("type");
  p.required = f.yes_no("required");
  take_extensible(f, p.ext);
  return p;
}

std::vector<ir::Parameter> take_parameters(Fields& f, std::string_view key)
{
  const Decoder& d = f.decoder();
  return f.list(key, [&](const Node& n) { return decode_parameter(d, n); });
}

ir::Constraint decode_constraint(const Decoder& d, const Node& n)
{
  ir::Constraint c;
  Fields f(d, &n, "a constraint");
  c.property = f.opt_string("property");
  c.constraint_type = f.required("constraint_type");
  if (const Node* body = f.take("body")) {
    c.body = decode_fragment(d, *body);
  }
  take_extensible(f, c.ext);
  return c;
}

std::vector<ir::Constraint> take_constraints(Fields& f, std::string_view key)
{
  const Decoder& d = f.decoder();
  return f.list(key, [&](const Node& n) { return decode_constraint(d, n); });
}

ir::Policy decode_policy(const Decoder& d, const Node& n)
{
  ir::Policy p;
  Fields f(d, &n, "a policy");
  p.name = f.opt_string("name");
  p.policy_type = f.qname("policy_type");
  p.policy_ref = f.opt_qname("policy_ref");
  p.type_uri = f.opt_string("type_uri");
  if (const Node* c = f.take("content")) {
    p.content = decode_fragment(d, *c);
  }
  take_extensible(f, p.ext);
  return p;
}

ir::DeploymentArtifact decode_deployment_artifact(const Decoder& d, const Node& n)
{
  ir::DeploymentArtifact a;
  Fields f(d, &n, "a deployment artifact");
  f.flag("xml_only"); // a node template's artifact without a YAML rendering
  a.name = f.required("name");
  a.artifact_type = f.qname("artifact_type");
  a.artifact_ref = f.opt_qname("artifact_ref");
  a.type_uri = f.opt_string("type_uri");
  if (const Node* c = f.take("content")) {
    a.content = decode_fragment(d, *c);
  }
  take_extensible(f, a.ext);
  return a;
}

ir::ImplementationArtifact decode_implementation_artifact(const Decoder& d, const Node& n)
{
  ir::ImplementationArtifact a;
  Fields f(d, &n, "an implementation artifact");
  a.interface_name = f.opt_string("interface_name");
  a.operation_name = f.opt_string("operation_name");
  a.artifact_type = f.qname("artifact_type");
  a.artifact_ref = f.opt_qname("artifact_ref");
  a.type_uri = f.opt_string("type_uri");
  for (auto& c : f.strings("required_container_capabilities")) {
    a.required_container_capabilities.push_back({std::move(c)});
  }
  if (const Node* c = f.take("content")) {
    a.content = decode_fragment(d, *c);
  }
  take_extensible(f, a.ext);
  return a;
}

namespace {

std::vector<ir::RestField> take_rest_fields(Fields& f, std::string_view key)
{
  const Decoder& d = f.decoder();
  return f.list(key, [&](const Node& n) {
    Fields r(d, &n, "a REST parameter or header");
    ir::RestField field;
    field.name = r.required("name");
    field.required = r.yes_no("required");
    return field;
  });
}

}  // namespace

void take_operation_bindings(Fields& f, ir::Operation& op)
{
  const Decoder& d = f.decoder();
  if (const Node* w = f.take_map("wsdl")) {
    Fields wf(d, w, "a WSDL binding");
    op.wsdl = ir::WsdlBinding{wf.required_qname("port_type"), wf.required("operation")};
  }
  if (const Node* r = f.take_map("rest")) {
    Fields rf(d, r, "a REST binding");
    ir::RestBinding rest;
    rest.method = rf.required("method");
    rest.abs_path = rf.opt_string("abs_path");
    rest.absolute_uri = rf.opt_string("absolute_uri");
    rest.request_body = rf.opt_qname("request_body");
    rest.response_body = rf.opt_qname("response_body");
    rest.parameters = take_rest_fields(rf, "parameters");
    rest.headers = take_rest_fields(rf, "headers");
    op.rest = std::move(rest);
  }
  if (const Node* s = f.take_map("script")) {
    Fields sf(d, s, "a script binding");
    ir::ScriptBinding script;
    script.inputs = take_parameters(sf, "input_parameters");
    script.outputs = take_parameters(sf, "output_parameters");
    op.script = std::move(script);
  }
}

ir::Operation decode_operation(const Decoder& d, const Node& n)
{
  ir::Operation op;
  Fields f(d, &n, "an operation");
  op.name = f.required("name");
  op.inputs = take_parameters(f, "input_parameters");
  op.outputs = take_parameters(f, "output_parameters");
  take_operation_bindings(f, op);
  take_extensible(f, op.ext);
  return op;
}

ir::Interface decode_interface(const Decoder& d, const Node& n)
{
  ir::Interface itf;
  Fields f(d, &n, "an interface");
  itf.name = f.required("name");
  itf.operations = f.list("operations", [&](const Node& o) { return decode_operation(d, o); });
  itf.implementation_artifacts = f.list("implementation_artifacts", [&](const Node& a) {
    return decode_implementation_artifact(d, a);
  });
  take_extensible(f, itf.ext);
  return itf;
}

ir::Bound decode_bound(const Decoder& d, const Node& n)
{
  ir::Bound b;
  if (!n.is_scalar()) {
    d.bad(n, "a bound should be an integer or 'unbounded', not " + n.describe_kind());
    b.spelling = "unbounded";
    return b;
  }
  b.spelling = n.scalar;
  if (n.scalar == "unbounded") {
    return b;
  }
  std::string_view s = n.scalar;
  std::int64_t v = 0;
  auto [end, ec] =
      std::from_chars(s.data() + (!s.empty() && s[0] == '+' ? 1 : 0), s.data() + s.size(), v);
  if (!s.empty() && ec == std::errc() && end == s.data() + s.size()) {
    b.value = v;
  }
  // Any other spelling is what the XML reader read as unbounded (with a warning).
  return b;
}

std::optional<ir::Bound> take_bound(Fields& f, std::string_view key)
{
  const Node* n = f.take(key);
  return n == nullptr ? std::nullopt : std::optional<ir::Bound>(decode_bound(f.decoder(), *n));
}

ir::WineryPropertiesDefinition decode_winery_properties(const Decoder& d, const Node& n,
                                                       const Node* properties,
                                                       const std::vector<std::string>& inferred)
{
  ir::WineryPropertiesDefinition w;
  w.location = n.location;
  Fields f(d, &n, "a Winery properties definition");
  w.element_name = f.required("element_name");
  w.ns = f.required("namespace");
  const Node* details = f.take_map("details");
  // A whole list (a requirement type, which has no standard definition).
  w.properties = f.list("properties", [&](const Node& p) {
    ir::WineryProperty wp;
    wp.location = p.location;
    Fields pf(d, &p, "a Winery property");
    wp.key = pf.required("key");
    wp.type = pf.required("type");
    wp.default_value = pf.opt_string("default_value");
    wp.required = pf.opt_string("required");
    wp.description = pf.opt_string("description");
    if (const Node* c = pf.take("constraints")) {
      wp.constraints = decode_fragment(d, *c);
    }
    wp.other = pf.list("xml_elements", [&](const Node& x) { return decode_fragment(d, x); });
    return wp;
  });
  // Else one key per standard property definition, in order.
  if (w.properties.empty() && properties != nullptr && properties->is_map()) {
    for (const auto& [k, def] : properties->entries()) {
      if (!k.is_scalar() || std::find(inferred.begin(), inferred.end(), k.scalar) != inferred.end() ||
          substitution_input(def, details != nullptr ? details->find(k.scalar) : nullptr)) {
        continue;
      }
      ir::WineryProperty wp;
      wp.key = k.scalar;
      wp.location = k.location;
      std::string yaml_type = "string";
      bool required = false;
      const Node* def_default = nullptr;
      if (def.is_map()) {
        if (const Node* t = def.find("type"); t != nullptr && t->is_scalar()) {
          yaml_type = t->scalar;
        }
        if (const Node* r = def.find("required"); r != nullptr && r->is_scalar()) {
          required = r->scalar == "true";
        }
        def_default = def.find("default");
        if (const Node* desc = def.find("description"); desc != nullptr && desc->is_scalar()) {
          wp.description = desc->scalar;
        }
      }
      wp.type = winery_type(yaml_type);
      if (required) {
        wp.required = "true";
      }
      if (def_default != nullptr && def_default->is_scalar()) {
        wp.default_value = xml_text_of(resolve_scalar(*def_default));
      }
      const Node* detail = details != nullptr ? details->find(k.scalar) : nullptr;
      Fields pf(d, detail, "Winery property '" + k.scalar + "'");
      if (auto t = pf.opt_string("type")) {
        wp.type = *t;
      }
      if (auto r = pf.opt_string("required")) {
        wp.required = *r;
      }
      if (auto v = pf.opt_string("default_value")) {
        // The text as written, while the standard `default` (or its absence) says it.
        if (def_default != nullptr && def_default->is_scalar()
                ? agrees(*v, resolve_scalar(*def_default))
                : def_default == nullptr && agrees(*v, ir::Value::null())) {
          wp.default_value = *v;
        }
      }
      if (const Node* c = pf.take("constraints")) {
        wp.constraints = decode_fragment(d, *c);
      }
      // The writer shows no constraints of a Winery property but the
      // valid values of an enumerated XSD type.
      const Node* yaml_constraints = def.is_map() ? def.find("constraints") : nullptr;
      const bool derivable = yaml_constraints != nullptr && yaml_constraints->is_sequence() &&
                             yaml_constraints->items().size() == 1 &&
                             yaml_constraints->items()[0].is_map() &&
                             yaml_constraints->items()[0].find("valid_values") != nullptr;
      if (yaml_constraints != nullptr && !wp.constraints && !derivable) {
        d.bad(*yaml_constraints, "property '" + k.scalar + "': constraints have no form in a "
                                 "Winery properties definition (not restored)");
      }
      wp.other = pf.list("xml_elements", [&](const Node& x) { return decode_fragment(d, x); });
      w.properties.push_back(std::move(wp));
    }
  }
  ir::Extensible rest;
  take_extensible(f, rest);
  w.attributes = std::move(rest.any_attributes);
  w.other = std::move(rest.any_elements);
  return w;
}

ir::PropertiesDefinition decode_properties_definition(const Decoder& d, const Node& n)
{
  ir::PropertiesDefinition p;
  Fields f(d, &n, "a properties definition");
  p.element = f.opt_qname("element");
  p.type = f.opt_qname("type");
  take_extensible(f, p.ext);
  return p;
}

ir::Import decode_import(const Decoder& d, const Node& n)
{
  ir::Import i;
  Fields f(d, &n, "an import");
  i.ns = f.opt_string("namespace");
  i.location = f.opt_string("location");
  i.import_type = f.required("import_type");
  take_extensible(f, i.ext);
  return i;
}

ir::ExtensionDecl decode_extension_decl(const Decoder& d, const Node& n)
{
  ir::ExtensionDecl e;
  Fields f(d, &n, "an extension");
  e.ns = f.required("namespace");
  e.must_understand = f.yes_no("must_understand");
  take_extensible(f, e.ext);
  return e;
}

ir::Plan decode_plan(const Decoder& d, const Node& n)
{
  ir::Plan p;
  Fields f(d, &n, "a plan");
  p.id = f.required("id");
  p.name = f.opt_string("name");
  p.plan_type = f.required("plan_type");
  p.plan_language = f.required("plan_language");
  if (const Node* c = f.take("precondition")) {
    p.precondition = decode_constraint(d, *c);
  }
  p.inputs = take_parameters(f, "input_parameters");
  p.outputs = take_parameters(f, "output_parameters");
  if (const Node* m = f.take("plan_model")) {
    p.model = decode_fragment(d, *m);
  }
  p.model_reference = f.opt_string("plan_model_reference");
  take_extensible(f, p.ext);
  return p;
}

namespace {

ir::BoundaryRef decode_boundary_ref(const Decoder& d, const Node& n)
{
  ir::BoundaryRef r;
  Fields f(d, &n, "a boundary requirement or capability");
  r.name = f.opt_string("name");
  r.ref = f.required("ref");
  take_extensible(f, r.ext);
  return r;
}

ir::ExportedOperation decode_exported_operation(const Decoder& d, const Node& n)
{
  using Kind = ir::ExportedOperation::Kind;
  ir::ExportedOperation o;
  Fields f(d, &n, "an exported operation");
  o.name = f.required("name");
  int kinds = 0;
  for (auto [key, kind] :
       {std::pair{"node", Kind::node_operation},
        std::pair{"relationship", Kind::relationship_operation}, std::pair{"plan", Kind::plan}}) {
    if (auto ref = f.opt_string(key)) {
      o.kind = kind;
      o.ref = *ref;
      ++kinds;
    }
  }
  if (kinds != 1) {
    d.bad(n, "an exported operation names exactly one of 'node', 'relationship' or 'plan'");
  }
  if (o.kind != Kind::plan) {
    o.interface_name = f.required("interface");
    o.operation_name = f.required("operation");
  }
  take_extensible(f, o.ext);
  return o;
}

}  // namespace

ir::BoundaryDefinitions decode_boundary(const Decoder& d, const Node& n)
{
  ir::BoundaryDefinitions b;
  Fields f(d, &n, "boundary definitions");
  if (const Node* p = f.take("properties")) {
    b.properties = properties_from_fragment(d, *p, decode_fragment(d, *p));
  }
  b.property_mappings = f.list("property_mappings", [&](const Node& m) {
    ir::PropertyMapping pm;
    Fields mf(d, &m, "a property mapping");
    pm.service_template_property_ref = mf.required("service_template_property");
    pm.target_object_ref = mf.required("target_object");
    pm.target_property_ref = mf.required("target_property");
    take_extensible(mf, pm.ext);
    return pm;
  });
  b.property_constraints = take_constraints(f, "property_constraints");
  b.requirements = f.list("requirements", [&](const Node& r) { return decode_boundary_ref(d, r); });
  b.capabilities = f.list("capabilities", [&](const Node& r) { return decode_boundary_ref(d, r); });
  b.policies = f.list("policies", [&](const Node& p) { return decode_policy(d, p); });
  b.interfaces = f.list("interfaces", [&](const Node& i) {
    ir::ExportedInterface itf;
    Fields inf(d, &i, "an exported interface");
    itf.name = inf.required("name");
    itf.operations =
        inf.list("operations", [&](const Node& o) { return decode_exported_operation(d, o); });
    take_extensible(inf, itf.ext);
    return itf;
  });
  take_extensible(f, b.ext);
  return b;
}

void take_entity_template(Fields& f, ir::EntityTemplateBase& t)
{
  const Decoder& d = f.decoder();
  t.id = f.required("id");
  t.name = f.opt_string("name");
  t.type = f.qname("type");
  if (const Node* p = f.take("properties")) {
    t.properties = properties_from_fragment(d, *p, decode_fragment(d, *p));
  }
  t.property_constraints = take_constraints(f, "property_constraints");
  take_extensible(f, t.ext);
}

}  // namespace tosca::yaml::detail
