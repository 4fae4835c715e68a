#pragma once
/// The semantic checks, one function per concern; semantic.cpp runs them
/// on every input document. XML-born documents get the check_xml_*
/// functions, YAML-born ones (ext.yaml is the document's map) the
/// check_yaml_* ones.

#include "context.hpp"

#include <memory>
#include <set>
#include <unordered_map>

namespace tosca::yaml::detail {
struct PropertySchema;
}

namespace tosca::check::detail {

class YamlTypes;
struct YamlType;
struct YamlTopology;

/// QName references to types, templates and implementations (REF_UNKNOWN,
/// REF_KIND).
void check_xml_references(const Context& cx, const ir::Document& doc);
/// What check_xml_hierarchy remembers between documents, so each
/// hierarchy is walked once and each cycle reported once.
struct HierarchyState
{
  /// Per (kind, QName): 1 while on the current walk, 2 when known acyclic
  /// or already reported.
  std::unordered_map<std::string, int> walked;
};
/// DerivedFrom cycles, final parents, abstract types in templates
/// (DERIVATION_CYCLE, DERIVED_FROM_FINAL, ABSTRACT_TYPE).
void check_xml_hierarchy(const Context& cx, const ir::Document& doc, HierarchyState& state);
/// Ids a topology, boundary or export refers to; min/max bounds
/// (ID_UNKNOWN, ID_KIND, ENDPOINT_TYPE, BOUNDS_ORDER, ...).
void check_xml_topology(const Context& cx, const ir::Document& doc);
/// The property definitions that apply to templates of a type, computed
/// once per type (through the YAML writer's property typing).
class PropertyCache
{
public:
  explicit PropertyCache(const Context& cx);
  ~PropertyCache();
  /// Null when the type is unknown.
  const yaml::detail::PropertySchema* effective(ir::EntityKind kind, const ir::QName& type);
  /// Whether the type's own PropertiesDefinition resolves to a schema.
  bool own_defined(const ir::EntityTypeBase& type);

private:
  struct Impl;
  std::unique_ptr<Impl> m_impl;
};
/// Property values against their XSD or Winery definition (PROP_*,
/// XSD_NOT_FOUND).
void check_xml_properties(const Context& cx, const ir::Document& doc, PropertyCache& cache);
/// Document-level rules: imports, duplicate definitions and names,
/// PropertiesDefinition, draft REST bindings.
void check_xml_document(const Context& cx, const ir::Document& doc);

/// Type references in definitions and templates, derived_from cycles
/// (REF_UNKNOWN, REF_KIND, DERIVATION_CYCLE). `cycles_reported` carries
/// the members of cycles already reported between documents.
void check_yaml_definitions(const Context& cx, const YamlTypes& types, const ir::Document& doc,
                            std::set<const YamlType*>& cycles_reported);
/// Requirement assignments against definitions and targets (REQ_*).
void check_yaml_requirements(const Context& cx, const YamlTypes& types, const ir::Document& doc);
/// get_input and template names, required and undeclared properties,
/// node filters of node templates.
void check_yaml_topology(const Context& cx, const YamlTypes& types, const ir::Document& doc);
/// A topology's substitution_mappings against the node type it substitutes
/// and the topology's templates, inputs and outputs.
void check_yaml_substitution(const Context& cx, const YamlTypes& types, const ir::Document& doc,
                             const YamlTopology& topo, int minor);
/// Interface and operation names of template interface assignments and of
/// the 1.3 interface mapping of substitution_mappings.
void check_yaml_interfaces(const Context& cx, const YamlTypes& types, const ir::Document& doc,
                           const YamlTopology& topo, int minor);
/// The node_filter grammar (NODE_FILTER); `what` names the filter.
void check_node_filter(const Context& cx, const ir::Document& doc, const ir::Value& filter,
                       const std::string& what);

} // namespace tosca::check::detail
