#pragma once
/// Building blocks that several TOSCA entities share: tags, parameters,
/// interfaces and operations, artifacts, policies, constraints and the two
/// ways a type declares its properties (an XSD reference or Winery's
/// key/value list).

#include "tosca/ir/basics.hpp"
#include "tosca/ir/value.hpp"

namespace tosca::ir {

struct Tag
{
  std::string name;
  std::string value;
  Location location;
  friend bool operator==(const Tag&, const Tag&) = default;
};

/// tParameter (final) and the draft's Input/OutputParamter.
struct Parameter
{
  std::string name;
  std::string type;
  YesNo required;
  Extensible ext;
  friend bool operator==(const Parameter&, const Parameter&) = default;
};

/// Draft-only operation bindings (CSD03 §4): exactly one may be set.
struct WsdlBinding
{
  QName port_type;
  std::string operation;
  friend bool operator==(const WsdlBinding&, const WsdlBinding&) = default;
};

struct RestField
{
  std::string name;
  YesNo required;
  friend bool operator==(const RestField&, const RestField&) = default;
};

struct RestBinding
{
  std::string method;
  std::optional<std::string> abs_path;
  std::optional<std::string> absolute_uri;
  std::optional<QName> request_body;
  std::optional<QName> response_body;
  std::vector<RestField> parameters;
  std::vector<RestField> headers;
  friend bool operator==(const RestBinding&, const RestBinding&) = default;
};

struct ScriptBinding
{
  std::vector<Parameter> inputs;
  std::vector<Parameter> outputs;
  friend bool operator==(const ScriptBinding&, const ScriptBinding&) = default;
};

/// Draft-only: a capability the container must offer to run an artifact.
struct RequiredContainerCapability
{
  std::string capability;
  friend bool operator==(const RequiredContainerCapability&,
                         const RequiredContainerCapability&) = default;
};

/// An implementation artifact. The final standard references an
/// ArtifactTemplate (artifactRef) and names an ArtifactType; the draft
/// embeds the artifact's content and names its type by URI.
struct ImplementationArtifact
{
  std::optional<std::string> interface_name;
  std::optional<std::string> operation_name;
  QName artifact_type;                 // final
  std::optional<QName> artifact_ref;   // final
  std::optional<std::string> type_uri; // draft
  std::vector<RequiredContainerCapability> required_container_capabilities; // draft
  std::optional<Fragment> content;     // draft: artifact specific content
  Extensible ext;
  friend bool operator==(const ImplementationArtifact&, const ImplementationArtifact&) = default;
};

struct Operation
{
  std::string name;
  std::vector<Parameter> inputs;
  std::vector<Parameter> outputs;
  std::optional<WsdlBinding> wsdl;     // draft
  std::optional<RestBinding> rest;     // draft
  std::optional<ScriptBinding> script; // draft
  Extensible ext;
  friend bool operator==(const Operation&, const Operation&) = default;
};

struct Interface
{
  std::string name;
  std::vector<Operation> operations;
  /// Draft only: artifacts declared inside the interface.
  std::vector<ImplementationArtifact> implementation_artifacts;
  Extensible ext;
  friend bool operator==(const Interface&, const Interface&) = default;
};

struct DeploymentArtifact
{
  std::string name;
  QName artifact_type;                 // final
  std::optional<QName> artifact_ref;   // final
  std::optional<std::string> type_uri; // draft
  std::optional<Fragment> content;     // draft: artifact specific content
  Extensible ext;
  friend bool operator==(const DeploymentArtifact&, const DeploymentArtifact&) = default;
};

/// tPolicy (final: policyType/policyRef QNames) and the draft's
/// Policy (type URI, policy specific content).
struct Policy
{
  std::optional<std::string> name;
  QName policy_type;                   // final
  std::optional<QName> policy_ref;     // final
  std::optional<std::string> type_uri; // draft
  std::optional<Fragment> content;     // draft
  Extensible ext;
  friend bool operator==(const Policy&, const Policy&) = default;
};

/// tConstraint, tPropertyConstraint, RelationshipConstraint and the draft's
/// EnvironmentConstraint: a constraint type URI and an opaque body.
struct Constraint
{
  std::optional<std::string> property; // PropertyConstraint only
  std::string constraint_type;
  std::optional<Fragment> body;
  Extensible ext;
  friend bool operator==(const Constraint&, const Constraint&) = default;
};

/// PropertiesDefinition (final) / NodeTypeProperties (draft): the XSD
/// element or type that defines the properties document.
struct PropertiesDefinition
{
  std::optional<QName> element;
  std::optional<QName> type;
  Extensible ext;
  friend bool operator==(const PropertiesDefinition&, const PropertiesDefinition&) = default;
};

/// One entry of Winery's key/value properties definition.
struct WineryProperty
{
  std::string key;
  std::string type;                        // e.g. "xsd:string"
  std::optional<std::string> default_value;
  std::optional<std::string> required;     // "true"/"false" as written
  std::optional<std::string> description;
  std::optional<Fragment> constraints;
  Seq<Fragment> other;                     // children Winery may add later
  Location location;
  friend bool operator==(const WineryProperty&, const WineryProperty&) = default;
};

/// winery:PropertiesDefinition: the properties document is
/// <{ns}elementname><key>value</key>...</...>.
struct WineryPropertiesDefinition
{
  std::string element_name;
  std::string ns;
  std::vector<WineryProperty> properties;
  Seq<ForeignAttribute> attributes;         // any attribute besides the two
  Seq<Fragment> other;                      // children other than winery:properties
  Location location;
  friend bool operator==(const WineryPropertiesDefinition&,
                         const WineryPropertiesDefinition&) = default;
};

/// The value of <Properties> (final) / <PropertyDefaults> (draft): one XML
/// document kept verbatim. Readers and writers derive typed views from it.
struct PropertiesValue
{
  Fragment document;
  QName root;  // the document element's name
  /// Derived by the XML reader: the document as a map of child local names
  /// to text (leaves), maps (nested elements) or lists (repeated elements).
  /// Null when not derived (several root elements, or YAML read without
  /// the XML reader at hand). A YAML-born template holds its typed values
  /// here, and so does a template born in XML whose values the YAML reader
  /// rebuilt, with an empty `document` until convert::derive_xml_side
  /// renders it.
  Value view;
  /// True when `view` (plus `root`) determines the document completely:
  /// no attributes, no mixed content, all elements in the root's namespace.
  bool view_is_exact = false;
  friend bool operator==(const PropertiesValue& a, const PropertiesValue& b)
  {
    return a.document == b.document && a.root == b.root;
  }
};

}  // namespace tosca::ir
