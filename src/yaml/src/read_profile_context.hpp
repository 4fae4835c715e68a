#pragma once
/// State shared by the Simple Profile reader's files.

#include "node.hpp"

#include "tosca/ir/document.hpp"

#include <set>
#include <string>

namespace tosca::yaml {

struct ProfileContext
{
  const std::string& path;
  DiagnosticSink& sink;
  int minor;          ///< Simple Profile 1.minor
  std::string ns;     ///< namespace of the document's names
  ir::Document& doc;
  /// The ids of doc.artifact_templates[0, artifact_ids_seen): the artifact
  /// templates made for each node template's files take ids none of them has,
  /// and the document is not scanned again for each (read_profile_artifacts.cpp).
  std::set<std::string> artifact_ids = {};
  std::size_t artifact_ids_seen = 0;

  /// A YAML type or template name as an IR QName in the document's namespace.
  ir::QName qname(const std::string& name) const;
};

/// topology_template -> doc.service_templates[0].
void read_topology(ProfileContext& ctx, const Node& topology, const std::string& name);

}  // namespace tosca::yaml
