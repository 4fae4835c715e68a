#pragma once
/// What the parts of the xml2yaml decoder share while they restore one
/// document: the document itself, the documents of entities that were
/// copied in from elsewhere, and the table from YAML type names to the
/// QNames they stand for.

#include "decode_fields.hpp"

#include "tosca/ir/document.hpp"
#include "tosca/ir/index.hpp"

#include <map>

namespace tosca::yaml::detail {

struct TypeName
{
  ir::EntityKind kind;
  ir::QName name;
};

struct Decoded
{
  ir::Document document;
  /// Entities marked `context: true`, one document per namespace.
  std::vector<ir::Document> context;
  /// YAML type name -> what it stands for (placeholders included).
  std::map<std::string, TypeName> type_names;

  ir::Document& context_for(const std::string& ns);

  /// The QName behind the YAML type name in `n` (the `type` of a template),
  /// reported when it names no type of kind `kind`.
  ir::QName type_qname(const Decoder& d, const Node& n, ir::EntityKind kind) const;

  /// The root element of the properties document of templates of `type`,
  /// as the writer determines it: from the nearest type in the derivation
  /// chain that has a properties definition (Winery's or an XSD element).
  std::optional<ir::QName> properties_element(const ir::QName& type) const;
};

/// decode_types.cpp: `types`, `implementations`, `artifact_templates` and
/// `policy_templates` of the extension block `top`, with the standard type
/// definitions of `root` (descriptions, locations).
void decode_types(const Decoder& d, const Node& root, Fields& top, Decoded& out);

/// decode_topology.cpp: the service template (`service_template`,
/// `node_templates`, `relationship_templates`, `group_templates` of `top`
/// and the standard `topology_template` of `root`), if the output has one.
void decode_service_template(const Decoder& d, const Node& root, Fields& top, Decoded& out);

}  // namespace tosca::yaml::detail
