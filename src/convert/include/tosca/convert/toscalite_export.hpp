#pragma once
/// TOSCAlite as an output (`yaml2xml --dialect toscalite`): a service
/// template that fits the dialect becomes a TOSCAlite model. The model is
/// read from the standard part of the YAML rendering, the same facts an
/// orchestrator deploys from: node types deriving from tosca.nodes.Compute
/// are machines, every other node is a service whose Standard create,
/// start and stop implementations are its scripts, HostedOn and ConnectsTo
/// requirements are the relationships. What does not fit is listed, each
/// with its own TOSCALITE_EXPORT error, and no model is made.

#include "tosca/convert/file_set.hpp"
#include "tosca/convert/output.hpp"
#include "tosca/convert/workspace.hpp"
#include "tosca/xml/toscalite.hpp"

#include <string>
#include <utility>
#include <vector>

namespace tosca::convert {

struct ToscaliteExport
{
  xml::ToscaliteModel model;
  /// The files the model names: their path in the TOSCAlite archive, and
  /// where they are read from (a FileSet path).
  std::vector<std::pair<std::string, std::string>> files;
  /// The service template fits; false leaves `model` incomplete.
  bool fits = false;
};

/// Exports the first service template of input document `document`.
/// `files` is where the document and its artifacts are.
ToscaliteExport export_toscalite(const Workspace& ws, std::size_t document, const FileSet& files,
                                 DiagnosticSink& sink);
/// export_toscalite of every input document, in order. What their views
/// share (each YAML document's rendered types) is made once per package
/// root, not once per export: a run over many documents stays linear.
std::vector<ToscaliteExport> export_toscalite_each(const Workspace& ws, const FileSet& files,
                                                   DiagnosticSink& sink);

/// A TOSCAlite archive of one exported model (an Output of the toscalite
/// format): model.xml at the root and the files it names, read from
/// `files`. Throws FatalError when a file cannot be read.
std::string toscalite_archive(const Output& model, const FileSet& files);

}  // namespace tosca::convert
