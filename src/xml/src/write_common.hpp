#pragma once
/// Writers for what every part of a TOSCA XML document shares (the
/// extensibility envelope, documentation, tags, parameters, constraints,
/// policies, artifacts, interfaces, properties) and the entry points of
/// the per-part writer files. Functions taking `draft_form` write the
/// CSD03 spelling when it is true.

#include "write_context.hpp"
#include "tosca/xml/writer.hpp"

#include <span>

namespace tosca::xml::detail {

// ------------------------------------------------- write_common.cpp

/// Starts TOSCA element `local` for an entity carrying `ext`: the scopes its
/// fragments were read under are required there, and text among them makes
/// its content mixed.
void open(const WCtx& c, std::string_view local, const ir::Extensible& ext,
          ir::Location where = {});
/// Starts TOSCA element `local` with no extensible content.
void open_plain(const WCtx& c, std::string_view local, ir::Location where = {});
/// Required bindings of fragments that will be written inside the pending element.
void require_fragment(const WCtx& c, const std::optional<ir::Fragment>& f);

void optional_attribute(const WCtx& c, std::string_view local, const std::optional<std::string>& v);
void yes_no_attribute(const WCtx& c, std::string_view local, const ir::YesNo& v);
void int_attribute(const WCtx& c, std::string_view local, const std::optional<std::int64_t>& v);
void bound_attribute(const WCtx& c, std::string_view local, const std::optional<ir::Bound>& v);
void optional_qname_attribute(const WCtx& c, std::string_view local,
                              const std::optional<ir::QName>& v);
/// A required QName attribute; left out (as the input had it) when empty.
void qname_attribute(const WCtx& c, std::string_view local, const ir::QName& v);

/// The ##other attributes of `ext`.
void write_foreign_attributes(const WCtx& c, const ir::Extensible& ext);
void write_documentation(const WCtx& c, const ir::Documentation& d);
/// documentation elements of `ext`.
void write_documentations(const WCtx& c, const ir::Extensible& ext);
/// ##other elements (and stray text) of `ext`, verbatim.
void write_foreign_elements(const WCtx& c, const ir::Extensible& ext);
/// True when `ext` has documentation or extension elements (not attributes).
bool has_elements(const ir::Extensible& ext);
/// has_elements, or ##other attributes.
bool has_content(const ir::Extensible& ext);
/// Both of the above: what every tExtensibleElements starts with.
void write_ext_body(const WCtx& c, const ir::Extensible& ext);
/// A fragment list written verbatim (element fragments on their own lines).
void write_fragments(const WCtx& c, std::span<const ir::Fragment> list);

void write_tags(const WCtx& c, const std::vector<ir::Tag>& tags);
void write_parameters(const WCtx& c, std::string_view wrapper, std::string_view element,
                      const std::vector<ir::Parameter>& list);
/// One constraint element; `type_attribute` is constraintType or
/// expressionLanguage (plan preconditions).
void write_constraint(const WCtx& c, std::string_view element, const ir::Constraint& k,
                      std::string_view type_attribute = "constraintType");
void write_constraints(const WCtx& c, std::string_view wrapper, std::string_view element,
                       std::span<const ir::Constraint> list);

// ----------------------------------------------- write_artifacts.cpp

bool is_draft_form(const ir::Policy& p);
bool is_draft_form(const ir::DeploymentArtifact& a);
bool is_draft_form(const ir::ImplementationArtifact& a);
template <typename List> bool any_draft_form(const List& list)
{
  for (const auto& x : list) {
    if (is_draft_form(x)) {
      return true;
    }
  }
  return false;
}

void write_policies(const WCtx& c, std::span<const ir::Policy> list, bool draft_form);
void write_deployment_artifacts(const WCtx& c, std::span<const ir::DeploymentArtifact> list,
                                bool draft_form);
void write_implementation_artifacts(const WCtx& c,
                                    std::span<const ir::ImplementationArtifact> list,
                                    bool draft_form);
/// Operations with their parameters; in the draft form also WSDL, REST and
/// script bindings and the interface's own implementation artifacts.
void write_interfaces(const WCtx& c, std::string_view wrapper,
                      const std::vector<ir::Interface>& list);
void write_operation_bindings(const WCtx& c, const ir::Operation& op);
/// Draft form, for tc:draft: `wrapper` with every interface of `list` in
/// order, each holding only its inline implementation artifacts.
void write_interface_artifacts(const WCtx& c, std::string_view wrapper,
                               const std::vector<ir::Interface>& list);
bool any_interface_artifacts(const std::vector<ir::Interface>& list);
void write_instance_states(const WCtx& c, const std::vector<ir::InstanceState>& list);
// ---------------------------------------------- write_properties.cpp

void write_properties_definition(const WCtx& c, std::string_view element,
                                 const ir::PropertiesDefinition& d);
void write_winery_properties(const WCtx& c, const ir::WineryPropertiesDefinition& w);
/// <Properties> (draft: <PropertyDefaults>) holding one properties document.
void write_properties_value(const WCtx& c, std::string_view element, const ir::PropertiesValue& v);

// -------------------------------------------------- write_types.cpp

void write_types(const WCtx& c);               ///< final: every type-level definition
void write_draft_type_wrappers(const WCtx& c); ///< draft: NodeTypes, RelationshipTypes

// ---------------------------------------------- write_templates.cpp

void write_service_template(const WCtx& c, const ir::ServiceTemplate& st);
void write_topology(const WCtx& c, const ir::TopologyTemplate& t);
void write_topology_reference(const WCtx& c, const ir::QName& reference);
void write_plans(const WCtx& c, const ir::ServiceTemplate& st);
void write_group_templates(const WCtx& c, const ir::TopologyTemplate& t);
void write_entity_template_body(const WCtx& c, const ir::EntityTemplateBase& t);

// --------------------------------------------- write_extensions.cpp

/// Final output only: the tc:draft element carrying an entity's draft-only
/// content (nothing when it has none). `what` names the entity in messages.
void write_document_extension(const WCtx& c);
/// True when the first service template is the empty one implied by a
/// CSD03 root that only defines types: final output leaves it out.
bool implied_service_template(const WCtx& c);
/// The Definitions id to write: the document's, unless a CSD03 document's
/// id (which its one service template shares) would repeat an xs:ID.
std::string definitions_id(const WCtx& c);
/// The draft-only parts of a type besides those of every EntityTypeBase.
struct DraftTypeParts
{
  const std::vector<ir::Policy>* policies = nullptr;
  const std::vector<ir::DeploymentArtifact>* artifacts = nullptr;
  const ir::YesNo* cascading_deletion = nullptr;
  /// Interface lists (wrapper element, list) whose interfaces may carry
  /// inline implementation artifacts.
  std::vector<std::pair<std::string_view, const std::vector<ir::Interface>*>> interfaces;
};
void write_entity_type_extension(const WCtx& c, const std::string& what,
                                 const ir::EntityTypeBase& t, const DraftTypeParts& parts);
void write_implementation_extension(const WCtx& c, const std::string& what,
                                    const ir::TypeImplementation& t,
                                    const std::vector<ir::DeploymentArtifact>* artifacts);
void write_operation_extension(const WCtx& c, const ir::Operation& op);
void write_node_template_extension(const WCtx& c, const ir::NodeTemplate& n);
void write_relationship_template_extension(const WCtx& c, const ir::RelationshipTemplate& r);
void write_topology_extension(const WCtx& c, const ir::TopologyTemplate& t);
void write_service_template_extension(const WCtx& c, const ir::ServiceTemplate& st);
/// What the targetNamespace attribute of a type should say, if anything.
std::optional<std::string> type_namespace_attribute(const WCtx& c, const std::string& ns,
                                                    bool written);

// ------------------------------------------ write_final.cpp / write_draft.cpp

/// The whole document, handed to `spill` as it is made when one is given
/// (xml::write with a Spill).
std::string write_final(const ir::Document& doc, DiagnosticSink& sink, const Spill* spill);
std::string write_draft(const ir::Document& doc, DiagnosticSink& sink, const Spill* spill);
/// Shared by both roots (write_final.cpp): Extensions, Import, Types.
void write_extensions_element(const WCtx& c);
void write_imports(const WCtx& c);
void write_types_element(const WCtx& c);
std::string tosca_prefix_of(const ir::Document& doc);

}  // namespace tosca::xml::detail
