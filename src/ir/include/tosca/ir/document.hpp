#pragma once
/// A TOSCA document as the IR holds it: the final standard's Definitions or
/// the 2012 draft's ServiceTemplate root, with every entity in source order.

#include "tosca/ir/templates.hpp"
#include "tosca/ir/types.hpp"

namespace tosca::ir {

enum class Dialect {
  final_1_0, ///< root Definitions (TOSCA 1.0 OS, Nov 2013)
  csd03,     ///< root ServiceTemplate (Committee Specification Draft 03, 2012)
};

struct ExtensionDecl
{
  std::string ns;
  YesNo must_understand;
  Extensible ext;
  friend bool operator==(const ExtensionDecl&, const ExtensionDecl&) = default;
};

struct Import
{
  std::optional<std::string> ns;
  std::optional<std::string> location;
  std::string import_type;
  Extensible ext;
  friend bool operator==(const Import&, const Import&) = default;
};

/// One document. For the draft dialect the root ServiceTemplate's header
/// (id, name, targetNamespace, Extensions, Imports, Types) lands here and
/// its topology and plans in `service_templates[0]`.
/// The rendering a document was written in, which decides how it is
/// rendered back. Readers set it, so that nothing has to guess; it is not
/// part of the document's meaning.
enum class Origin {
  xml,  ///< TOSCA XML, also when read from the YAML xml2yaml wrote
  yaml, ///< TOSCA YAML, also when read from the XML yaml2xml wrote (which
        ///< carries the YAML in its extension element)
};

struct Document
{
  Dialect dialect = Dialect::final_1_0;
  Origin origin = Origin::xml;
  /// Read from Simple Profile YAML (not from YAML xml2yaml wrote): its
  /// entities carry their YAML definitions.
  bool yaml_born() const { return origin == Origin::yaml; }
  /// The tosca_definitions_version of the YAML it was read from
  /// ("tosca_simple_yaml_1_3"), or of the YAML it was born in; "" otherwise.
  std::string yaml_version;
  std::string path; ///< as given by the user; used in diagnostics
  std::string id;
  std::optional<std::string> name;
  std::string target_namespace;
  std::vector<NamespaceBinding> root_bindings; ///< xmlns on the root, as hints

  std::vector<ExtensionDecl> extensions;
  Extensible extensions_ext;
  std::vector<Import> imports;
  std::vector<Fragment> types; ///< children of <Types> (xs:schema, ...)
  Extensible types_ext;

  std::vector<ServiceTemplate> service_templates;
  std::vector<NodeType> node_types;
  std::vector<NodeTypeImplementation> node_type_implementations;
  std::vector<RelationshipType> relationship_types;
  std::vector<RelationshipTypeImplementation> relationship_type_implementations;
  std::vector<RequirementType> requirement_types;
  std::vector<CapabilityType> capability_types;
  std::vector<ArtifactType> artifact_types;
  std::vector<ArtifactTemplate> artifact_templates;
  std::vector<PolicyType> policy_types;
  std::vector<PolicyTemplate> policy_templates;

  Extensible node_types_ext;         ///< draft <NodeTypes> wrapper
  Extensible relationship_types_ext; ///< draft <RelationshipTypes> wrapper
  /// Draft: targetNamespace on the <NodeTypes>/<RelationshipTypes> wrappers,
  /// the default for the types inside them.
  std::optional<std::string> node_types_target_namespace;
  std::optional<std::string> relationship_types_target_namespace;
  Extensible ext;

  bool has_types() const;
  friend bool operator==(const Document& a, const Document& b);
};

}  // namespace tosca::ir
