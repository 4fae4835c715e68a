#pragma once
/// State shared by the Simple Profile reader's files.

#include "node.hpp"

#include "tosca/ir/document.hpp"

namespace tosca::yaml {

struct ProfileContext
{
  const std::string& path;
  DiagnosticSink& sink;
  int minor;          ///< Simple Profile 1.minor
  std::string ns;     ///< namespace of the document's names
  ir::Document& doc;

  /// A YAML type or template name as an IR QName in the document's namespace.
  ir::QName qname(const std::string& name) const;
};

/// topology_template -> doc.service_templates[0].
void read_topology(ProfileContext& ctx, const Node& topology, const std::string& name);

}  // namespace tosca::yaml
