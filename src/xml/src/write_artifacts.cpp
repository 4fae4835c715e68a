// Writers for policies, deployment and implementation artifacts, operations
// and interfaces, each in the TOSCA 1.0 form or the CSD03 form (type URI and
// inline content; WSDL, REST and script bindings; inline implementation
// artifacts of interfaces).
#include "write_common.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::DeploymentArtifact>() == 6, "ir::DeploymentArtifact changed: extend the XML writer");
static_assert(ir::field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend the XML writer");
static_assert(ir::field_count<ir::Fragment>() == 3, "ir::Fragment changed: extend the XML writer");
static_assert(ir::field_count<ir::ImplementationArtifact>() == 8, "ir::ImplementationArtifact changed: extend the XML writer");
static_assert(ir::field_count<ir::InstanceState>() == 1, "ir::InstanceState changed: extend the XML writer");
static_assert(ir::field_count<ir::Interface>() == 4, "ir::Interface changed: extend the XML writer");
static_assert(ir::field_count<ir::Operation>() == 7, "ir::Operation changed: extend the XML writer");
static_assert(ir::field_count<ir::Policy>() == 6, "ir::Policy changed: extend the XML writer");
static_assert(ir::field_count<ir::RestField>() == 2, "ir::RestField changed: extend the XML writer");

namespace {

std::string name_of(const std::optional<std::string>& name)
{
  return name ? " '" + *name + "'" : std::string();
}

}  // namespace

// -------------------------------------------------- policies, artifacts

bool is_draft_form(const ir::Policy& p)
{
  return p.type_uri.has_value() || p.content.has_value();
}

bool is_draft_form(const ir::DeploymentArtifact& a)
{
  return a.type_uri.has_value() || a.content.has_value();
}

bool is_draft_form(const ir::ImplementationArtifact& a)
{
  return a.type_uri.has_value() || a.content.has_value() ||
         !a.required_container_capabilities.empty();
}

namespace {

/// Draft form: documentation and extension elements are read back as part
/// of the artifact or policy specific content, so they have no place of
/// their own.
void draft_content(const WCtx& c, const ir::Extensible& ext, const std::optional<ir::Fragment>& f,
                   const std::string& what)
{
  if (has_elements(ext)) {
    c.report(ext.location, what + ": documentation and extension elements have no place in the "
                                  "CSD03 form (its content is one opaque block); left out");
  }
  if (f) {
    c.out.content(f->xml);
  }
}

void final_fields_lost(const WCtx& c, const ir::Extensible& ext, bool lost, const std::string& what)
{
  if (lost) {
    c.report(ext.location, what + ": its TOSCA 1.0 type and template references have no place in "
                                  "the CSD03 form; left out");
  }
}

void draft_fields_lost(const WCtx& c, const ir::Extensible& ext, bool lost, const std::string& what)
{
  if (lost) {
    c.report(ext.location, what + ": its CSD03 type URI and content have no place in "
                                  "TOSCA 1.0 XML here; left out");
  }
}

}  // namespace

void write_policies(const WCtx& c, std::span<const ir::Policy> list, bool draft_form)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, "Policies");
  for (const auto& p : list) {
    const std::string what = "policy" + name_of(p.name);
    if (draft_form) {
      open_plain(c, "Policy", p.ext.location);
      require_fragment(c, p.content);
      if (p.content) {
        c.out.mixed();
      }
      optional_attribute(c, "name", p.name);
      optional_attribute(c, "type", p.type_uri);
      write_foreign_attributes(c, p.ext);
      final_fields_lost(c, p.ext, !p.policy_type.empty() || p.policy_ref.has_value(), what);
      draft_content(c, p.ext, p.content, what);
    } else {
      open(c, "Policy", p.ext);
      optional_attribute(c, "name", p.name);
      qname_attribute(c, "policyType", p.policy_type);
      optional_qname_attribute(c, "policyRef", p.policy_ref);
      write_foreign_attributes(c, p.ext);
      write_ext_body(c, p.ext);
      draft_fields_lost(c, p.ext, is_draft_form(p), what);
    }
    c.out.end();
  }
  c.out.end();
}

void write_deployment_artifacts(const WCtx& c, std::span<const ir::DeploymentArtifact> list,
                                bool draft_form)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, "DeploymentArtifacts");
  for (const auto& a : list) {
    const std::string what = "deployment artifact '" + a.name + "'";
    if (draft_form) {
      open_plain(c, "DeploymentArtifact", a.ext.location);
      require_fragment(c, a.content);
      if (a.content) {
        c.out.mixed();
      }
      c.out.attribute("name", a.name);
      optional_attribute(c, "type", a.type_uri);
      write_foreign_attributes(c, a.ext);
      final_fields_lost(c, a.ext, !a.artifact_type.empty() || a.artifact_ref.has_value(), what);
      draft_content(c, a.ext, a.content, what);
    } else {
      open(c, "DeploymentArtifact", a.ext);
      c.out.attribute("name", a.name);
      qname_attribute(c, "artifactType", a.artifact_type);
      optional_qname_attribute(c, "artifactRef", a.artifact_ref);
      write_foreign_attributes(c, a.ext);
      write_ext_body(c, a.ext);
      draft_fields_lost(c, a.ext, is_draft_form(a), what);
    }
    c.out.end();
  }
  c.out.end();
}

void write_implementation_artifacts(const WCtx& c,
                                    std::span<const ir::ImplementationArtifact> list,
                                    bool draft_form)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, "ImplementationArtifacts");
  for (const auto& a : list) {
    const std::string what =
        "implementation artifact" + name_of(a.operation_name ? a.operation_name : a.interface_name);
    if (draft_form) {
      open_plain(c, "ImplementationArtifact", a.ext.location);
      require_fragment(c, a.content);
      if (a.content) {
        c.out.mixed();
      }
      optional_attribute(c, "interfaceName", a.interface_name);
      optional_attribute(c, "operationName", a.operation_name);
      optional_attribute(c, "type", a.type_uri);
      write_foreign_attributes(c, a.ext);
      final_fields_lost(c, a.ext, !a.artifact_type.empty() || a.artifact_ref.has_value(), what);
      // Schema order: the content (##other elements), then the capabilities.
      draft_content(c, a.ext, a.content, what);
      if (!a.required_container_capabilities.empty()) {
        open_plain(c, "RequiredContainerCapabilities");
        for (const auto& r : a.required_container_capabilities) {
          open_plain(c, "RequiredContainerCapability");
          c.out.attribute("capability", r.capability);
          c.out.end();
        }
        c.out.end();
      }
    } else {
      open(c, "ImplementationArtifact", a.ext);
      optional_attribute(c, "interfaceName", a.interface_name);
      optional_attribute(c, "operationName", a.operation_name);
      qname_attribute(c, "artifactType", a.artifact_type);
      optional_qname_attribute(c, "artifactRef", a.artifact_ref);
      write_foreign_attributes(c, a.ext);
      write_ext_body(c, a.ext);
      draft_fields_lost(c, a.ext, is_draft_form(a), what);
    }
    c.out.end();
  }
  c.out.end();
}

// ------------------------------------------------ operations, interfaces

namespace {

void write_rest_fields(const WCtx& c, std::string_view wrapper, std::string_view element,
                       const std::vector<ir::RestField>& list)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, wrapper);
  for (const auto& f : list) {
    open_plain(c, element);
    c.out.attribute("name", f.name);
    yes_no_attribute(c, "required", f.required);
    c.out.end();
  }
  c.out.end();
}

}  // namespace

void write_operation_bindings(const WCtx& c, const ir::Operation& op)
{
  if (op.wsdl) {
    open_plain(c, "WSDL");
    qname_attribute(c, "portType", op.wsdl->port_type);
    c.out.attribute("operation", op.wsdl->operation);
    c.out.end();
  }
  if (op.rest) {
    const auto& r = *op.rest;
    open_plain(c, "REST");
    if (!r.method.empty()) {
      c.out.attribute("method", r.method); // absent: the schema default, GET
    }
    optional_attribute(c, "abs_path", r.abs_path);
    optional_attribute(c, "absoluteURI", r.absolute_uri);
    optional_qname_attribute(c, "requestBody", r.request_body);
    optional_qname_attribute(c, "responseBody", r.response_body);
    write_rest_fields(c, "Parameters", "Parameter", r.parameters);
    write_rest_fields(c, "Headers", "Header", r.headers);
    c.out.end();
  }
  if (op.script) {
    open_plain(c, "ScriptOperation");
    write_parameters(c, "InputParameters", "InputParameter", op.script->inputs);
    write_parameters(c, "OutputParameters", "OutputParameter", op.script->outputs);
    c.out.end();
  }
}

namespace {

void write_operation(const WCtx& c, const ir::Operation& op)
{
  open(c, "Operation", op.ext);
  c.out.attribute("name", op.name);
  write_foreign_attributes(c, op.ext);
  write_ext_body(c, op.ext);
  if (c.final_dialect()) {
    write_operation_extension(c, op);
  } else {
    write_operation_bindings(c, op);
    if (!op.inputs.empty() || !op.outputs.empty()) {
      c.report(op.ext.location, "parameters of operation '" + op.name +
                                    "' are not part of the CSD03 schema outside a "
                                    "ScriptOperation; written as TOSCA 1.0 spells them");
    }
  }
  write_parameters(c, "InputParameters", "InputParameter", op.inputs);
  write_parameters(c, "OutputParameters", "OutputParameter", op.outputs);
  c.out.end();
}

}  // namespace

void write_interfaces(const WCtx& c, std::string_view wrapper,
                      const std::vector<ir::Interface>& list)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, wrapper);
  for (const auto& itf : list) {
    open(c, "Interface", itf.ext);
    c.out.attribute("name", itf.name);
    write_foreign_attributes(c, itf.ext);
    write_ext_body(c, itf.ext);
    for (const auto& op : itf.operations) {
      write_operation(c, op);
    }
    if (!c.final_dialect()) {
      write_implementation_artifacts(c, itf.implementation_artifacts, true);
    } // final: in the owning type's tc:draft (write_interface_artifacts)
    c.out.end();
  }
  c.out.end();
}

bool any_interface_artifacts(const std::vector<ir::Interface>& list)
{
  for (const auto& itf : list) {
    if (!itf.implementation_artifacts.empty()) {
      return true;
    }
  }
  return false;
}

void write_interface_artifacts(const WCtx& c, std::string_view wrapper,
                               const std::vector<ir::Interface>& list)
{
  open_plain(c, wrapper);
  for (const auto& itf : list) {
    open_plain(c, "Interface", itf.ext.location);
    c.out.attribute("name", itf.name);
    write_implementation_artifacts(c, itf.implementation_artifacts, true);
    c.out.end();
  }
  c.out.end();
}

void write_instance_states(const WCtx& c, const std::vector<ir::InstanceState>& list)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, "InstanceStates");
  for (const auto& s : list) {
    open_plain(c, "InstanceState");
    c.out.attribute("state", s.state);
    c.out.end();
  }
  c.out.end();
}

}  // namespace tosca::xml::detail
