#pragma once
/// Decoders for the pieces of the extension block that many entities share,
/// the inverse of encode.cpp: fragments, documentation, ##other content,
/// tags, parameters, constraints, policies, artifacts, operations and
/// interfaces, bounds, properties definitions, imports and extensions,
/// plans, boundary definitions and the tEntityTemplate part of templates.

#include "decode_fields.hpp"
#include "wellknown.hpp"

#include "tosca/ir/document.hpp"

namespace tosca::yaml::detail {

/// Where a fragment stood decides the bindings it had when the writer left
/// out the ones its text does not use (encode.cpp `fragment`).
enum class FragmentPlace {
  /// Content of an element: the root's bindings were in scope.
  content,
  /// An `xml_elements` entry: stray text had no bindings, an element the
  /// root's.
  other_element,
};

ir::Fragment decode_fragment(const Decoder& d, const Node& n,
                             FragmentPlace place = FragmentPlace::content);
ir::Documentation decode_documentation(const Decoder& d, const Node& n);
/// The file a standard artifact definition names: its `file`, or the
/// definition itself in the short notation ("" when it names none).
inline std::string artifact_file(const Decoder& d, const Node& artifact)
{
  if (artifact.is_scalar()) {
    return artifact.scalar;
  }
  const Node* file = artifact.is_map() ? artifact.find("file") : nullptr;
  return file != nullptr ? d.text(*file, "an artifact file") : std::string();
}

/// Reads `documentation`, `xml_attributes` and `xml_elements` from `f` into
/// `e`. Without a `documentation` list, a standard `description` node (when
/// given) is the one documentation element.
void take_extensible(Fields& f, ir::Extensible& e, const Node* description = nullptr);

/// True for a property the writer declared on a substituted node type for
/// an input of the substituting topology (declare_substitution_interface),
/// not one the type has: its description, and no Winery detail of it.
inline bool substitution_input(const Node& definition, const Node* detail)
{
  const Node* d = definition.is_map() ? definition.find("description") : nullptr;
  return detail == nullptr && d != nullptr && d->is_scalar() &&
         d->scalar == k_substitution_input_description;
}

std::vector<ir::Tag> take_tags(Fields& f);
ir::Parameter decode_parameter(const Decoder& d, const Node& n);
std::vector<ir::Parameter> take_parameters(Fields& f, std::string_view key);
ir::Constraint decode_constraint(const Decoder& d, const Node& n);
std::vector<ir::Constraint> take_constraints(Fields& f, std::string_view key);
ir::Policy decode_policy(const Decoder& d, const Node& n);
ir::DeploymentArtifact decode_deployment_artifact(const Decoder& d, const Node& n);
ir::ImplementationArtifact decode_implementation_artifact(const Decoder& d, const Node& n);
ir::Operation decode_operation(const Decoder& d, const Node& n);
/// The draft's WSDL, REST and script bindings of an operation entry.
void take_operation_bindings(Fields& f, ir::Operation& op);
ir::Interface decode_interface(const Decoder& d, const Node& n);
/// An integer or a spelling (`unbounded`, `UNBOUNDED`, `04`).
ir::Bound decode_bound(const Decoder& d, const Node& n);
std::optional<ir::Bound> take_bound(Fields& f, std::string_view key);
/// Winery's key/value definition: the keys and what they say from the
/// standard `properties` (minus those the writer inferred from templates),
/// the rest from the extension entry `n`.
ir::WineryPropertiesDefinition decode_winery_properties(const Decoder& d, const Node& n,
                                                       const Node* properties,
                                                       const std::vector<std::string>& inferred);
ir::PropertiesDefinition decode_properties_definition(const Decoder& d, const Node& n);
ir::Import decode_import(const Decoder& d, const Node& n);
ir::ExtensionDecl decode_extension_decl(const Decoder& d, const Node& n);
ir::Plan decode_plan(const Decoder& d, const Node& n);
ir::BoundaryDefinitions decode_boundary(const Decoder& d, const Node& n);

/// The tEntityTemplate part (id, name, type, properties as a fragment,
/// property constraints, ##other content) of an extension entry.
void take_entity_template(Fields& f, ir::EntityTemplateBase& t);

}  // namespace tosca::yaml::detail
