// Readers for the constructs both dialects share: documentation, tags,
// parameters, constraints, policies, artifacts, operations and interfaces.
#include "read_context.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::Constraint>() == 4, "ir::Constraint changed: extend the XML reader");
static_assert(ir::field_count<ir::DeploymentArtifact>() == 6, "ir::DeploymentArtifact changed: extend the XML reader");
static_assert(ir::field_count<ir::Documentation>() == 5, "ir::Documentation changed: extend the XML reader");
static_assert(ir::field_count<ir::Fragment>() == 3, "ir::Fragment changed: extend the XML reader");
static_assert(ir::field_count<ir::ImplementationArtifact>() == 8, "ir::ImplementationArtifact changed: extend the XML reader");
static_assert(ir::field_count<ir::InstanceState>() == 1, "ir::InstanceState changed: extend the XML reader");
static_assert(ir::field_count<ir::Interface>() == 4, "ir::Interface changed: extend the XML reader");
static_assert(ir::field_count<ir::Operation>() == 7, "ir::Operation changed: extend the XML reader");
static_assert(ir::field_count<ir::Parameter>() == 4, "ir::Parameter changed: extend the XML reader");
static_assert(ir::field_count<ir::Policy>() == 6, "ir::Policy changed: extend the XML reader");
static_assert(ir::field_count<ir::RestBinding>() == 7, "ir::RestBinding changed: extend the XML reader");
static_assert(ir::field_count<ir::RestField>() == 2, "ir::RestField changed: extend the XML reader");
static_assert(ir::field_count<ir::ScriptBinding>() == 2, "ir::ScriptBinding changed: extend the XML reader");
static_assert(ir::field_count<ir::Tag>() == 3, "ir::Tag changed: extend the XML reader");
static_assert(ir::field_count<ir::WsdlBinding>() == 2, "ir::WsdlBinding changed: extend the XML reader");

ir::Documentation read_documentation(const Ctx& c, std::uint32_t i)
{
  ir::Documentation d;
  Attrs a(c, i);
  d.source = a.take("source");
  d.lang = a.take_xml("lang");
  serialize_children(c.tree, i, d.content);
  d.bindings = in_scope_bindings(c.tree, i);
  d.location = c.node(i).location();
  return d;
}

std::vector<ir::Tag> read_tags(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::Tag> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.is(k, "Tag")) {
      Attrs a(c, k);
      out.push_back({a.required("name"), a.required("value"), c.node(k).location()});
    }
  }
  return out;
}

ir::Parameter read_parameter(const Ctx& c, std::uint32_t i)
{
  ir::Parameter p;
  Attrs a(c, i);
  p.name = a.required("name");
  p.type = a.required("type");
  p.required = a.take_yes_no("required");
  read_children(c, i, p.ext, nullptr);
  a.finish(p.ext);
  return p;
}

std::vector<ir::Parameter> read_parameters(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::Parameter> out;
  for (std::uint32_t k : c.elements(i)) {
    const auto& l = c.node(k).local();
    // The draft's grammar spells them InputParamter/OutputParamter.
    if (l == "InputParameter" || l == "OutputParameter" || l == "InputParamter" ||
        l == "OutputParamter") {
      out.push_back(read_parameter(c, k));
    }
  }
  return out;
}

ir::Constraint read_constraint(const Ctx& c, std::uint32_t i)
{
  ir::Constraint k;
  Attrs a(c, i);
  k.property = a.take("property");
  k.constraint_type = a.take("constraintType").value_or(a.take("expressionLanguage").value_or(""));
  k.body = c.content_fragment(i);
  a.finish(k.ext);
  return k;
}

std::vector<ir::Constraint> read_constraints(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::Constraint> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.node(k).ns() == k_tosca_ns) {
      out.push_back(read_constraint(c, k));
    }
  }
  return out;
}

ir::Policy read_policy(const Ctx& c, std::uint32_t i)
{
  ir::Policy p;
  Attrs a(c, i);
  p.name = a.take("name");
  if (c.draft_form(i)) {
    p.type_uri = a.take("type");
    p.content = c.content_fragment(i);
  } else {
    p.policy_type = a.required_qname("policyType");
    p.policy_ref = a.take_qname("policyRef");
    read_children(c, i, p.ext, nullptr);
  }
  a.finish(p.ext);
  return p;
}

std::vector<ir::Policy> read_policies(const Ctx& c, std::uint32_t i)
{
  return read_list(c, i, "Policy", read_policy);
}

ir::DeploymentArtifact read_deployment_artifact(const Ctx& c, std::uint32_t i)
{
  ir::DeploymentArtifact d;
  Attrs a(c, i);
  d.name = a.required("name");
  if (c.draft_form(i)) {
    d.type_uri = a.take("type");
    d.content = c.content_fragment(i);
  } else {
    d.artifact_type = a.required_qname("artifactType");
    d.artifact_ref = a.take_qname("artifactRef");
    read_children(c, i, d.ext, nullptr);
  }
  a.finish(d.ext);
  return d;
}

std::vector<ir::DeploymentArtifact> read_deployment_artifacts(const Ctx& c, std::uint32_t i)
{
  return read_list(c, i, "DeploymentArtifact", read_deployment_artifact);
}

ir::ImplementationArtifact read_implementation_artifact(const Ctx& c, std::uint32_t i)
{
  ir::ImplementationArtifact ia;
  Attrs a(c, i);
  ia.interface_name = a.take("interfaceName");
  ia.operation_name = a.take("operationName");
  if (c.draft_form(i)) {
    ia.type_uri = a.take("type");
    // Artifact specific content: everything except the capability list.
    ir::Fragment content;
    bool any = false;
    for (std::uint32_t k : c.node(i).children()) {
      if (c.is(k, "RequiredContainerCapabilities")) {
        for (std::uint32_t r : c.elements(k)) {
          Attrs ra(c, r);
          ia.required_container_capabilities.push_back({ra.required("capability")});
        }
        continue;
      }
      serialize(c.tree, k, content.xml);
      any = true;
    }
    if (any && !is_space_only(content.xml)) {
      content.bindings = in_scope_bindings(c.tree, i);
      content.location = c.node(i).location();
      ia.content = std::move(content);
    }
  } else {
    ia.artifact_type = a.required_qname("artifactType");
    ia.artifact_ref = a.take_qname("artifactRef");
    read_children(c, i, ia.ext, nullptr);
  }
  a.finish(ia.ext);
  return ia;
}

std::vector<ir::ImplementationArtifact> read_implementation_artifacts(const Ctx& c, std::uint32_t i)
{
  return read_list(c, i, "ImplementationArtifact", read_implementation_artifact);
}

namespace {

std::vector<ir::RestField> read_rest_fields(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::RestField> out;
  for (std::uint32_t k : c.elements(i)) {
    Attrs a(c, k);
    out.push_back({a.required("name"), a.take_yes_no("required")});
  }
  return out;
}

}  // namespace

ir::Operation read_operation(const Ctx& c, std::uint32_t i)
{
  ir::Operation op;
  Attrs a(c, i);
  op.name = a.required("name");
  read_children(c, i, op.ext, [&](std::uint32_t k) {
    if (c.is(k, "InputParameters")) {
      op.inputs = read_parameters(c, k);
    } else if (c.is(k, "OutputParameters")) {
      op.outputs = read_parameters(c, k);
    } else if (c.is(k, "WSDL")) {
      Attrs w(c, k);
      op.wsdl = ir::WsdlBinding{w.required_qname("portType"), w.required("operation")};
    } else if (c.is(k, "REST")) {
      Attrs r(c, k);
      ir::RestBinding rest;
      rest.method = r.required("method");
      rest.abs_path = r.take("abs_path");
      rest.absolute_uri = r.take("absoluteURI");
      rest.request_body = r.take_qname("requestBody");
      rest.response_body = r.take_qname("responseBody");
      for (std::uint32_t p : c.elements(k)) {
        if (c.is(p, "Parameters")) {
          rest.parameters = read_rest_fields(c, p);
        } else if (c.is(p, "Headers")) {
          rest.headers = read_rest_fields(c, p);
        }
      }
      op.rest = std::move(rest);
    } else if (c.is(k, "ScriptOperation")) {
      ir::ScriptBinding s;
      for (std::uint32_t p : c.elements(k)) {
        if (c.is(p, "InputParameters")) {
          s.inputs = read_parameters(c, p);
        } else if (c.is(p, "OutputParameters")) {
          s.outputs = read_parameters(c, p);
        }
      }
      op.script = std::move(s);
    } else {
      return false;
    }
    return true;
  });
  a.finish(op.ext);
  return op;
}

ir::Interface read_interface(const Ctx& c, std::uint32_t i)
{
  ir::Interface itf;
  Attrs a(c, i);
  itf.name = a.required("name");
  read_children(c, i, itf.ext, [&](std::uint32_t k) {
    if (c.is(k, "Operation")) {
      itf.operations.push_back(read_operation(c, k));
    } else if (c.is(k, "ImplementationArtifacts")) {
      auto list = read_implementation_artifacts(c, k);
      itf.implementation_artifacts.insert(itf.implementation_artifacts.end(), list.begin(),
                                          list.end());
    } else {
      return false;
    }
    return true;
  });
  a.finish(itf.ext);
  return itf;
}

std::vector<ir::Interface> read_interfaces(const Ctx& c, std::uint32_t i)
{
  return read_list(c, i, "Interface", read_interface);
}

std::vector<ir::InstanceState> read_instance_states(const Ctx& c, std::uint32_t i)
{
  std::vector<ir::InstanceState> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.is(k, "InstanceState")) {
      Attrs a(c, k);
      out.push_back({a.required("state")});
    }
  }
  return out;
}

}  // namespace tosca::xml::detail
