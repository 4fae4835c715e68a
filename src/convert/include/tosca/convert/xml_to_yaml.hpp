#pragma once
/// The xml2yaml pipeline: which YAML documents a workspace turns into, and
/// their text.

#include "tosca/convert/artifact_paths.hpp"
#include "tosca/convert/output.hpp"
#include "tosca/convert/workspace.hpp"
#include "tosca/yaml/writer.hpp"

namespace tosca::convert {

/// One output per service template of each input document (with all of the
/// document's own types and everything the template references), or one
/// output for a document without service templates. With `place`, artifact
/// files are named from where the outputs go; without, relative to their
/// package root. Self-contained outputs are written on up to `jobs`
/// threads; the outputs and diagnostics never depend on it.
std::vector<Output> xml_to_yaml(const Workspace& ws, DiagnosticSink& sink,
                                const yaml::WriteOptions& options = {},
                                const OutputPlace* place = nullptr, unsigned jobs = 1);

}  // namespace tosca::convert
