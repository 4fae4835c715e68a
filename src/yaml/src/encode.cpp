#include "encode.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::yaml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::ArtifactReference>() == 3, "ir::ArtifactReference changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::ArtifactReference::Pattern>() == 2, "ir::ArtifactReference::Pattern changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::ArtifactTemplate>() == 2, "ir::ArtifactTemplate changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::BoundaryDefinitions>() == 8, "ir::BoundaryDefinitions changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::BoundaryRef>() == 3, "ir::BoundaryRef changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Constraint>() == 4, "ir::Constraint changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::DeploymentArtifact>() == 6, "ir::DeploymentArtifact changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Documentation>() == 5, "ir::Documentation changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::EntityTemplateBase>() == 6, "ir::EntityTemplateBase changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::ExportedInterface>() == 3, "ir::ExportedInterface changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::ExportedOperation>() == 6, "ir::ExportedOperation changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::ExtensionDecl>() == 3, "ir::ExtensionDecl changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Fragment>() == 3, "ir::Fragment changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::ImplementationArtifact>() == 8, "ir::ImplementationArtifact changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Import>() == 4, "ir::Import changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Interface>() == 4, "ir::Interface changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Operation>() == 7, "ir::Operation changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Parameter>() == 4, "ir::Parameter changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Plan>() == 10, "ir::Plan changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Policy>() == 6, "ir::Policy changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::PropertiesDefinition>() == 3, "ir::PropertiesDefinition changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::PropertyMapping>() == 4, "ir::PropertyMapping changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::RequiredContainerCapability>() == 1, "ir::RequiredContainerCapability changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::RequiredContainerFeature>() == 1, "ir::RequiredContainerFeature changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::RestField>() == 2, "ir::RestField changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::Tag>() == 3, "ir::Tag changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::TypeImplementation>() == 11, "ir::TypeImplementation changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::WineryPropertiesDefinition>() == 6, "ir::WineryPropertiesDefinition changed: extend the YAML extension encoder");
static_assert(ir::field_count<ir::WineryProperty>() == 8, "ir::WineryProperty changed: extend the YAML extension encoder");

using ir::Value;

ir::Value qname(const ir::QName& q)
{
  return Value::of(q.clark());
}

namespace {

thread_local const std::vector<ir::NamespaceBinding>* t_root_bindings = nullptr;

bool declared_at_root(const ir::NamespaceBinding& b)
{
  if (t_root_bindings == nullptr) {
    return true;
  }
  for (const auto& r : *t_root_bindings) {
    if (r.prefix == b.prefix) {
      return r.uri == b.uri;
    }
  }
  return false;
}

}  // namespace

FragmentScope::FragmentScope(const std::vector<ir::NamespaceBinding>& root_bindings)
    : m_previous(t_root_bindings)
{
  t_root_bindings = &root_bindings;
}

FragmentScope::~FragmentScope()
{
  t_root_bindings = m_previous;
}

ir::Value fragment(const ir::Fragment& f)
{
  Value out = Value::map();
  out.add("xml", Value::of(f.xml));
  Value ns = Value::map();
  for (const auto& b : f.bindings) {
    // Only the bindings the text can refer to, and those declared between
    // the root and the fragment; the reader restores the root's from
    // context, and unused ones are noise.
    const std::string needle = b.prefix.empty() ? std::string("<") : b.prefix + ":";
    const bool used = b.prefix.empty() || f.xml.find(needle) != std::string::npos;
    if (b.prefix == "xml" || (!used && declared_at_root(b))) {
      continue;
    }
    ns.add(b.prefix, Value::of(b.uri));
  }
  out.add_if("namespaces", std::move(ns));
  return out;
}

ir::Value documentation(const ir::Documentation& d)
{
  Value out = Value::map();
  out.add("content", Value::of(d.content));
  if (d.source) {
    out.add("source", Value::of(*d.source));
  }
  if (d.lang) {
    out.add("lang", Value::of(*d.lang));
  }
  return out;
}

void add_extensible(ir::Value& out, const ir::Extensible& e, bool first_doc_is_description)
{
  Value docs = Value::list();
  for (std::size_t i = 0; i < e.documentation.size(); ++i) {
    const auto& d = e.documentation[i];
    // An empty one is not plain: an empty `description` is not written.
    bool plain = !d.source && !d.lang && !d.content.empty() &&
                 d.content.find('<') == std::string::npos &&
                 d.content.find('&') == std::string::npos;
    if (i == 0 && first_doc_is_description && plain && e.documentation.size() == 1) {
      continue; // carried natively as `description`
    }
    docs.push(documentation(d));
  }
  out.add_if("documentation", std::move(docs));
  Value attrs = Value::map();
  for (const auto& a : e.any_attributes) {
    attrs.add(a.name.clark(), Value::of(a.value));
  }
  out.add_if("xml_attributes", std::move(attrs));
  out.add_if("xml_elements", list_of(e.any_elements, fragment));
}

ir::Value tags(const std::vector<ir::Tag>& ts)
{
  return list_of(ts, [](const ir::Tag& t) {
    Value v = Value::map();
    v.add("name", Value::of(t.name));
    v.add("value", Value::of(t.value));
    return v;
  });
}

ir::Value yes_no(bool b)
{
  return Value::of(b);
}

ir::Value parameter(const ir::Parameter& p)
{
  Value v = Value::map();
  v.add("name", Value::of(p.name));
  v.add("type", Value::of(p.type));
  if (p.required) {
    v.add("required", Value::of(*p.required));
  }
  add_extensible(v, p.ext, false);
  return v;
}

ir::Value parameters(const std::vector<ir::Parameter>& ps)
{
  return list_of(ps, parameter);
}

ir::Value constraint(const ir::Constraint& c)
{
  Value v = Value::map();
  if (c.property) {
    v.add("property", Value::of(*c.property));
  }
  v.add("constraint_type", Value::of(c.constraint_type));
  if (c.body) {
    v.add("body", fragment(*c.body));
  }
  add_extensible(v, c.ext, false);
  return v;
}

ir::Value constraints(std::span<const ir::Constraint> cs)
{
  return list_of(cs, constraint);
}

ir::Value policy(const ir::Policy& p)
{
  Value v = Value::map();
  if (p.name) {
    v.add("name", Value::of(*p.name));
  }
  if (!p.policy_type.empty()) {
    v.add("policy_type", qname(p.policy_type));
  }
  if (p.policy_ref) {
    v.add("policy_ref", qname(*p.policy_ref));
  }
  if (p.type_uri) {
    v.add("type_uri", Value::of(*p.type_uri));
  }
  if (p.content) {
    v.add("content", fragment(*p.content));
  }
  add_extensible(v, p.ext, false);
  return v;
}

ir::Value deployment_artifact(const ir::DeploymentArtifact& d)
{
  Value v = Value::map();
  v.add("name", Value::of(d.name));
  if (!d.artifact_type.empty()) {
    v.add("artifact_type", qname(d.artifact_type));
  }
  if (d.artifact_ref) {
    v.add("artifact_ref", qname(*d.artifact_ref));
  }
  if (d.type_uri) {
    v.add("type_uri", Value::of(*d.type_uri));
  }
  if (d.content) {
    v.add("content", fragment(*d.content));
  }
  add_extensible(v, d.ext, false);
  return v;
}

ir::Value implementation_artifact(const ir::ImplementationArtifact& a)
{
  Value v = Value::map();
  if (a.interface_name) {
    v.add("interface_name", Value::of(*a.interface_name));
  }
  if (a.operation_name) {
    v.add("operation_name", Value::of(*a.operation_name));
  }
  if (!a.artifact_type.empty()) {
    v.add("artifact_type", qname(a.artifact_type));
  }
  if (a.artifact_ref) {
    v.add("artifact_ref", qname(*a.artifact_ref));
  }
  if (a.type_uri) {
    v.add("type_uri", Value::of(*a.type_uri));
  }
  v.add_if("required_container_capabilities",
           list_of(a.required_container_capabilities,
                   [](const ir::RequiredContainerCapability& r) { return Value::of(r.capability); }));
  if (a.content) {
    v.add("content", fragment(*a.content));
  }
  add_extensible(v, a.ext, false);
  return v;
}

namespace {

ir::Value rest_fields(const std::vector<ir::RestField>& fs)
{
  return list_of(fs, [](const ir::RestField& f) {
    Value v = Value::map();
    v.add("name", Value::of(f.name));
    if (f.required) {
      v.add("required", Value::of(*f.required));
    }
    return v;
  });
}

}  // namespace

ir::Value operation(const ir::Operation& op)
{
  Value v = Value::map();
  v.add("name", Value::of(op.name));
  v.add_if("input_parameters", parameters(op.inputs));
  v.add_if("output_parameters", parameters(op.outputs));
  if (op.wsdl) {
    Value w = Value::map();
    w.add("port_type", qname(op.wsdl->port_type));
    w.add("operation", Value::of(op.wsdl->operation));
    v.add("wsdl", std::move(w));
  }
  if (op.rest) {
    Value r = Value::map();
    r.add("method", Value::of(op.rest->method));
    if (op.rest->abs_path) {
      r.add("abs_path", Value::of(*op.rest->abs_path));
    }
    if (op.rest->absolute_uri) {
      r.add("absolute_uri", Value::of(*op.rest->absolute_uri));
    }
    if (op.rest->request_body) {
      r.add("request_body", qname(*op.rest->request_body));
    }
    if (op.rest->response_body) {
      r.add("response_body", qname(*op.rest->response_body));
    }
    r.add_if("parameters", rest_fields(op.rest->parameters));
    r.add_if("headers", rest_fields(op.rest->headers));
    v.add("rest", std::move(r));
  }
  if (op.script) {
    Value s = Value::map();
    s.add_if("input_parameters", parameters(op.script->inputs));
    s.add_if("output_parameters", parameters(op.script->outputs));
    v.add("script", s.empty() ? Value::map() : std::move(s));
  }
  add_extensible(v, op.ext, false);
  return v;
}

ir::Value interface(const ir::Interface& itf)
{
  Value v = Value::map();
  v.add("name", Value::of(itf.name));
  v.add_if("operations", list_of(itf.operations, operation));
  v.add_if("implementation_artifacts", list_of(itf.implementation_artifacts, implementation_artifact));
  add_extensible(v, itf.ext, false);
  return v;
}

ir::Value interfaces(const std::vector<ir::Interface>& itfs)
{
  return list_of(itfs, interface);
}

ir::Value bound(const ir::Bound& b)
{
  // A number as written is an integer; any other spelling ("UNBOUNDED",
  // "04", a value the reader refused) is kept as the string it was.
  if (b.value && (b.spelling.empty() || b.spelling == std::to_string(*b.value))) {
    return Value::of(*b.value);
  }
  if (!b.spelling.empty()) {
    return Value::of(b.spelling);
  }
  return b.value ? Value::of(*b.value) : Value::of("unbounded");
}

ir::Value winery_properties(const ir::WineryPropertiesDefinition& w)
{
  Value v = Value::map();
  v.add("element_name", Value::of(w.element_name));
  v.add("namespace", Value::of(w.ns));
  v.add("properties", list_of(w.properties, [](const ir::WineryProperty& p) {
          Value e = Value::map();
          e.add("key", Value::of(p.key));
          e.add("type", Value::of(p.type));
          if (p.default_value) {
            e.add("default_value", Value::of(*p.default_value));
          }
          if (p.required) {
            e.add("required", Value::of(*p.required));
          }
          if (p.description) {
            e.add("description", Value::of(*p.description));
          }
          if (p.constraints) {
            e.add("constraints", fragment(*p.constraints));
          }
          e.add_if("xml_elements", list_of(p.other, fragment));
          return e;
        }));
  Value attrs = Value::map();
  for (const auto& a : w.attributes) {
    attrs.add(a.name.clark(), Value::of(a.value));
  }
  v.add_if("xml_attributes", std::move(attrs));
  v.add_if("xml_elements", list_of(w.other, fragment));
  return v;
}

ir::Value properties_definition(const ir::PropertiesDefinition& d)
{
  Value v = Value::map();
  if (d.element) {
    v.add("element", qname(*d.element));
  }
  if (d.type) {
    v.add("type", qname(*d.type));
  }
  add_extensible(v, d.ext, false);
  return v;
}

ir::Value type_implementation(const ir::TypeImplementation& t)
{
  Value v = Value::map();
  v.add("name", Value::of(t.name));
  v.add("namespace", Value::of(t.target_namespace));
  if (t.target_namespace_written) {
    v.add("namespace_written", Value::of(true));
  }
  v.add("implements", qname(t.implemented_type));
  if (t.abstract) {
    v.add("abstract", Value::of(*t.abstract));
  }
  if (t.is_final) {
    v.add("final", Value::of(*t.is_final));
  }
  v.add_if("tags", tags(t.tags));
  if (t.derived_from) {
    v.add("derived_from", qname(*t.derived_from));
  }
  v.add_if("required_container_features",
           list_of(t.required_container_features,
                   [](const ir::RequiredContainerFeature& f) { return Value::of(f.feature); }));
  v.add_if("implementation_artifacts", list_of(t.implementation_artifacts, implementation_artifact));
  add_extensible(v, t.ext, false);
  return v;
}

ir::Value entity_template(const ir::EntityTemplateBase& t)
{
  Value v = Value::map();
  v.add("id", Value::of(t.id));
  if (t.name) {
    v.add("name", Value::of(*t.name));
  }
  if (!t.type.empty()) {
    v.add("type", qname(t.type));
  }
  if (t.properties) {
    v.add("properties", fragment(t.properties->document));
  }
  v.add_if("property_constraints", constraints(t.property_constraints));
  add_extensible(v, t.ext, false);
  return v;
}

ir::Value artifact_template(const ir::ArtifactTemplate& t)
{
  Value v = entity_template(t);
  v.add_if("references", list_of(t.references, [](const ir::ArtifactReference& r) {
             Value e = Value::map();
             e.add("reference", Value::of(r.reference));
             e.add_if("patterns", list_of(r.patterns, [](const ir::ArtifactReference::Pattern& p) {
                        Value x = Value::map();
                        x.add(p.include ? "include" : "exclude", Value::of(p.pattern));
                        return x;
                      }));
             add_extensible(e, r.ext, false);
             return e;
           }));
  return v;
}

ir::Value boundary(const ir::BoundaryDefinitions& b)
{
  Value v = Value::map();
  if (b.properties) {
    v.add("properties", fragment(b.properties->document));
  }
  v.add_if("property_mappings", list_of(b.property_mappings, [](const ir::PropertyMapping& m) {
             Value e = Value::map();
             e.add("service_template_property", Value::of(m.service_template_property_ref));
             e.add("target_object", Value::of(m.target_object_ref));
             e.add("target_property", Value::of(m.target_property_ref));
             add_extensible(e, m.ext, false);
             return e;
           }));
  v.add_if("property_constraints", constraints(b.property_constraints));
  auto refs = [](const std::vector<ir::BoundaryRef>& rs) {
    return list_of(rs, [](const ir::BoundaryRef& r) {
      Value e = Value::map();
      if (r.name) {
        e.add("name", Value::of(*r.name));
      }
      e.add("ref", Value::of(r.ref));
      add_extensible(e, r.ext, false);
      return e;
    });
  };
  v.add_if("requirements", refs(b.requirements));
  v.add_if("capabilities", refs(b.capabilities));
  v.add_if("policies", list_of(b.policies, policy));
  v.add_if("interfaces", list_of(b.interfaces, [](const ir::ExportedInterface& i) {
             Value e = Value::map();
             e.add("name", Value::of(i.name));
             e.add("operations", list_of(i.operations, [](const ir::ExportedOperation& o) {
                     Value x = Value::map();
                     x.add("name", Value::of(o.name));
                     switch (o.kind) {
                     case ir::ExportedOperation::Kind::node_operation:
                       x.add("node", Value::of(o.ref));
                       break;
                     case ir::ExportedOperation::Kind::relationship_operation:
                       x.add("relationship", Value::of(o.ref));
                       break;
                     case ir::ExportedOperation::Kind::plan: x.add("plan", Value::of(o.ref)); break;
                     }
                     if (o.kind != ir::ExportedOperation::Kind::plan) {
                       x.add("interface", Value::of(o.interface_name));
                       x.add("operation", Value::of(o.operation_name));
                     }
                     add_extensible(x, o.ext, false);
                     return x;
                   }));
             add_extensible(e, i.ext, false);
             return e;
           }));
  add_extensible(v, b.ext, false);
  return v;
}

ir::Value plan(const ir::Plan& p)
{
  Value v = Value::map();
  v.add("id", Value::of(p.id));
  if (p.name) {
    v.add("name", Value::of(*p.name));
  }
  v.add("plan_type", Value::of(p.plan_type));
  v.add("plan_language", Value::of(p.plan_language));
  if (p.precondition) {
    v.add("precondition", constraint(*p.precondition));
  }
  v.add_if("input_parameters", parameters(p.inputs));
  v.add_if("output_parameters", parameters(p.outputs));
  if (p.model) {
    v.add("plan_model", fragment(*p.model));
  }
  if (p.model_reference) {
    v.add("plan_model_reference", Value::of(*p.model_reference));
  }
  add_extensible(v, p.ext, false);
  return v;
}

ir::Value import(const ir::Import& i)
{
  Value v = Value::map();
  if (i.ns) {
    v.add("namespace", Value::of(*i.ns));
  }
  if (i.location) {
    v.add("location", Value::of(*i.location));
  }
  v.add("import_type", Value::of(i.import_type));
  add_extensible(v, i.ext, false);
  return v;
}

ir::Value extension_decl(const ir::ExtensionDecl& e)
{
  Value v = Value::map();
  v.add("namespace", Value::of(e.ns));
  if (e.must_understand) {
    v.add("must_understand", Value::of(*e.must_understand));
  }
  add_extensible(v, e.ext, false);
  return v;
}

}  // namespace tosca::yaml::detail
