// Describers for the building blocks several entities share (ir/common.hpp):
// tags, parameters, operation bindings, artifacts, interfaces, policies,
// constraints and properties definitions.
#include "describe_context.hpp"

namespace tosca::convert::diff::detail {

std::string key_of_policy(const ir::Policy& p)
{
  if (p.name) {
    return *p.name;
  }
  return p.policy_type.empty() ? p.type_uri.value_or("") : clark(p.policy_type);
}

std::string key_of_constraint(const ir::Constraint& k)
{
  return k.property ? *k.property : k.constraint_type;
}

std::string key_of_artifact(const ir::ImplementationArtifact& a)
{
  return a.interface_name.value_or("*") + "." + a.operation_name.value_or("*");
}

static_assert(field_count<ir::Tag>() == 3, "ir::Tag changed: extend describe");

Node describe(Context& c, const ir::Tag& t)
{
  Node m = Node::map_at(t.location);
  Fields(c, m, t.location).add("name", t.name).add("value", t.value);
  return m;
}

static_assert(field_count<ir::Parameter>() == 4, "ir::Parameter changed: extend describe");

Node describe(Context& c, const ir::Parameter& p)
{
  Node m = Node::map_at(p.ext.location);
  Fields(c, m, p.ext.location)
      .add("name", p.name)
      .add("type", p.type)
      .yes_no("required", p.required, k_default_required)
      .ext(p.ext);
  return m;
}

static_assert(field_count<ir::WsdlBinding>() == 2, "ir::WsdlBinding changed: extend describe");

Node describe(Context& c, const ir::WsdlBinding& w)
{
  Node m = Node::map_at({});
  Fields(c, m, {}).add("port_type", w.port_type).add("operation", w.operation);
  return m;
}

static_assert(field_count<ir::RestField>() == 2, "ir::RestField changed: extend describe");

Node describe(Context& c, const ir::RestField& r)
{
  Node m = Node::map_at({});
  Fields(c, m, {}).add("name", r.name).yes_no("required", r.required, k_default_required);
  return m;
}

static_assert(field_count<ir::RestBinding>() == 7, "ir::RestBinding changed: extend describe");

Node describe(Context& c, const ir::RestBinding& r)
{
  Node m = Node::map_at({});
  Fields(c, m, {})
      .add("method", r.method.empty() ? std::string(k_default_rest_method) : r.method)
      .add("abs_path", r.abs_path)
      .add("absolute_uri", r.absolute_uri)
      .add("request_body", r.request_body)
      .add("response_body", r.response_body)
      .keyed("parameters", r.parameters, key_of_name<ir::RestField>)
      .keyed("headers", r.headers, key_of_name<ir::RestField>);
  return m;
}

static_assert(field_count<ir::ScriptBinding>() == 2, "ir::ScriptBinding changed: extend describe");

Node describe(Context& c, const ir::ScriptBinding& s)
{
  Node m = Node::map_at({});
  Fields(c, m, {}).list("inputs", s.inputs).list("outputs", s.outputs);
  return m;
}

static_assert(field_count<ir::RequiredContainerCapability>() == 1,
              "ir::RequiredContainerCapability changed: extend describe");

Node describe(Context& c, const ir::RequiredContainerCapability& r)
{
  Node m = Node::map_at({});
  Fields(c, m, {}).add("capability", r.capability);
  return m;
}

static_assert(field_count<ir::ImplementationArtifact>() == 8,
              "ir::ImplementationArtifact changed: extend describe");

Node describe(Context& c, const ir::ImplementationArtifact& a)
{
  Node m = Node::map_at(a.ext.location);
  Fields(c, m, a.ext.location)
      .add("interface_name", a.interface_name)
      .add("operation_name", a.operation_name)
      .add("artifact_type", a.artifact_type)
      .add("artifact_ref", a.artifact_ref)
      .add("type_uri", a.type_uri)
      .keyed("required_container_capabilities", a.required_container_capabilities,
             [](const ir::RequiredContainerCapability& r) { return r.capability; })
      .fragment("content", a.content)
      .ext(a.ext);
  return m;
}

static_assert(field_count<ir::Operation>() == 7, "ir::Operation changed: extend describe");

Node describe(Context& c, const ir::Operation& o)
{
  Node m = Node::map_at(o.ext.location);
  Fields(c, m, o.ext.location)
      .add("name", o.name)
      .list("inputs", o.inputs)
      .list("outputs", o.outputs)
      .object("wsdl", o.wsdl)
      .object("rest", o.rest)
      .object("script", o.script)
      .ext(o.ext);
  return m;
}

static_assert(field_count<ir::Interface>() == 4, "ir::Interface changed: extend describe");

Node describe(Context& c, const ir::Interface& i)
{
  Node m = Node::map_at(i.ext.location);
  Fields(c, m, i.ext.location)
      .add("name", i.name)
      .keyed("operations", i.operations, key_of_name<ir::Operation>)
      .keyed("implementation_artifacts", i.implementation_artifacts, key_of_artifact)
      .ext(i.ext);
  return m;
}

static_assert(field_count<ir::DeploymentArtifact>() == 6,
              "ir::DeploymentArtifact changed: extend describe");

Node describe(Context& c, const ir::DeploymentArtifact& a)
{
  Node m = Node::map_at(a.ext.location);
  Fields(c, m, a.ext.location)
      .add("name", a.name)
      .add("artifact_type", a.artifact_type)
      .add("artifact_ref", a.artifact_ref)
      .add("type_uri", a.type_uri)
      .fragment("content", a.content)
      .ext(a.ext);
  return m;
}

static_assert(field_count<ir::Policy>() == 6, "ir::Policy changed: extend describe");

Node describe(Context& c, const ir::Policy& p)
{
  Node m = Node::map_at(p.ext.location);
  Fields(c, m, p.ext.location)
      .add("name", p.name)
      .add("policy_type", p.policy_type)
      .add("policy_ref", p.policy_ref)
      .add("type_uri", p.type_uri)
      .fragment("content", p.content)
      .ext(p.ext);
  return m;
}

static_assert(field_count<ir::Constraint>() == 4, "ir::Constraint changed: extend describe");

Node describe(Context& c, const ir::Constraint& k)
{
  Node m = Node::map_at(k.ext.location);
  Fields(c, m, k.ext.location)
      .add("property", k.property)
      .add("constraint_type", k.constraint_type)
      .fragment("body", k.body)
      .ext(k.ext);
  return m;
}

static_assert(field_count<ir::PropertiesDefinition>() == 3,
              "ir::PropertiesDefinition changed: extend describe");

Node describe(Context& c, const ir::PropertiesDefinition& p)
{
  Node m = Node::map_at(p.ext.location);
  Fields(c, m, p.ext.location).add("element", p.element).add("type", p.type).ext(p.ext);
  return m;
}

static_assert(field_count<ir::WineryProperty>() == 8,
              "ir::WineryProperty changed: extend describe");

Node describe(Context& c, const ir::WineryProperty& p)
{
  Node m = Node::map_at(p.location);
  Fields(c, m, p.location)
      .add("key", p.key)
      .add("type", p.type)
      .add("default_value", p.default_value)
      .add("required", p.required)
      .add("description", p.description)
      .fragment("constraints", p.constraints)
      .fragments("other", p.other);
  return m;
}

static_assert(field_count<ir::WineryPropertiesDefinition>() == 6,
              "ir::WineryPropertiesDefinition changed: extend describe");

Node describe(Context& c, const ir::WineryPropertiesDefinition& w)
{
  Node m = Node::map_at(w.location);
  Fields(c, m, w.location)
      .add("element_name", w.element_name)
      .add("namespace", w.ns)
      .keyed("properties", w.properties, [](const ir::WineryProperty& p) { return p.key; })
      .keyed("attributes", w.attributes,
             [](const ir::ForeignAttribute& a) { return clark(a.name); })
      .fragments("other", w.other);
  return m;
}

static_assert(field_count<ir::ForeignAttribute>() == 3,
              "ir::ForeignAttribute changed: extend describe");

Node describe(Context& c, const ir::ForeignAttribute& a)
{
  // The name is the key of the keyed list it stands in.
  return Node::scalar_of(a.value, Node::Scalar::string, a.location);
}

} // namespace tosca::convert::diff::detail
