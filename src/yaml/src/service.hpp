#pragma once
/// The topology sections xml2yaml derives from a service template (inputs,
/// outputs, substitution mappings, 1.3 workflows), shared by the writer and
/// by its inverse, which derives them again to find what the YAML changed.

#include "tosca/ir/document.hpp"
#include "tosca/yaml/writer.hpp"

#include <array>
#include <functional>
#include <map>
#include <set>
#include <tuple>

namespace tosca::yaml::detail {

struct ServiceContext
{
  int minor = 0; ///< Simple Profile 1.minor
  /// The YAML name of a node type of the output.
  std::function<std::string(const ir::QName&)> node_type_name;
  ArtifactLocator locate; ///< for plan model files
  std::string document_path;
  /// Library layout: a node type the output imports must declare a
  /// property or attribute (`section`) for this topology; the output that
  /// defines it does (WriterState::run).
  std::function<void(const std::string& node_type, const char* section, const std::string& name,
                     const ir::Value& definition)>
      declare_elsewhere;
  /// A node template property a boundary property mapping makes an input
  /// (`{get_input: X}` in the standard part), with the literal the XML
  /// has, for the way back.
  std::function<void(const std::string& node, const std::string& property,
                     const std::string& input, const std::string& literal)>
      mapped_property;
};

/// Library layout: adds what other outputs' topologies need declared
/// (`declarations`, by node type YAML name) to the node types of `document`
/// that lack it.
void apply_declarations(
    const std::map<std::string, std::vector<std::tuple<std::string, std::string, ir::Value>>>&
        declarations,
    ir::Value& document);

/// The sections a service template's YAML may change (kept in its tc:yaml).
extern const std::array<const char*, 4> k_service_sections;

/// Adds the derived sections to `document`'s topology_template (and
/// `attributes` for the properties outputs read at run time).
void derive_service_sections(const ir::ServiceTemplate& tpl, const ServiceContext& ctx,
                             ir::Value& document);

/// The inputs the standard part's `get_input`s need, typed by the property
/// each sets first; `defaults` by input name.
ir::Value derive_inputs(const ir::Value& document, const std::map<std::string, std::string>& defaults,
                        const std::set<std::pair<std::string, std::string>>& skip = {});

/// Adds to `inputs` each input the templates' operations read with
/// `{get_input: X}` that it lacks: the operation inputs no property
/// answers, which OpenTOSCA asks for when it deploys. An input that reads
/// a `reserved` name (a service property a boundary mapping exposes, which
/// means something else) is removed from the operation instead.
void declare_deployment_inputs(ir::Value& document, ir::Value& inputs,
                               const std::set<std::string>& reserved);

/// How the description of such an input begins; the rest names the
/// operations that read it.
inline constexpr std::string_view k_deployment_input_description = "given by the deployer to ";
inline constexpr std::string_view k_deployment_input_description_end =
    "; no property holds it (in OpenTOSCA, an input of the build plan)";

/// True when `a` and `b` are the same deployment input but for the
/// operations its description names (the topology changed since it was
/// written): the way back derives it again rather than keep the old text.
bool same_deployment_input(const ir::Value& a, const ir::Value& b);

/// The standard definition of `property` of a node or relationship type
/// (`section`: node_types, relationship_types) of `document`, through its
/// YAML `derived_from`; null when the document does not define it.
const ir::Value* type_property_definition(const ir::Value& document, const char* section,
                                          const std::string& type, const std::string& property);

/// A substitutable topology's inputs are the substituted node's properties
/// and its outputs the node's attributes (Simple Profile 1.0 §2.10): the
/// node type declares those it lacks.
void declare_substitution_interface(ir::Value& document, const std::string& node_type,
                                    const ir::Value& inputs, const ir::Value& outputs,
                                    const ServiceContext& ctx);

/// A property value Winery leaves for run time: none, or empty. OpenTOSCA
/// fills it from an operation's output of the same name, so YAML reads
/// it as an attribute.
inline bool filled_at_run_time(const ir::Value* value)
{
  return value == nullptr || value->kind == ir::Value::Kind::null ||
         (value->kind == ir::Value::Kind::string && value->string.empty());
}

/// The descriptions of the attributes the writer declares on node types,
/// by which the way back knows them from attributes the YAML added.
inline std::string runtime_attribute_description(const std::string& property)
{
  return "the value of property '" + property + "' at run time";
}
inline constexpr const char* k_substitution_output_description =
    "an output of the topology that substitutes this node type";

/// Declares `attributes` on the node types of the nodes whose properties
/// outputs read at run time (`reads`: node, property), unless the type (or
/// a YAML ancestor) has one.
void declare_attributes(ir::Value& document,
                        const std::vector<std::pair<std::string, std::string>>& reads,
                        const ServiceContext& ctx);

/// The (node, property) pairs the node templates' operation inputs read
/// with `get_attribute` (write_operation_inputs.cpp), `SELF` resolved to
/// the node's own name: declare_attributes declares them.
std::vector<std::pair<std::string, std::string>> operation_input_reads(const ir::Value& document);

/// Applies a service template's own YAML: `{inputs: {...}, outputs: {...},
/// substitution_mappings: {...}, workflows: {...}, removed: {inputs: [names]...}}`.
void apply_service_overrides(const ir::Value& overrides, ir::Value& document);

}  // namespace tosca::yaml::detail
