#pragma once
/// xml2yaml's library layout: the outputs of several XML documents
/// converted together, which mirror the inputs' folders and import each
/// other's types (docs/mapping.md, "Library layout").

#include "tosca/convert/artifact_paths.hpp"
#include "tosca/convert/output.hpp"
#include "tosca/convert/workspace.hpp"

namespace tosca::convert::detail {

std::vector<Output> library_outputs(const Workspace& ws, const ir::Index& index,
                                    DiagnosticSink& sink, const yaml::WriteOptions& options,
                                    const OutputPlace& place,
                                    std::vector<std::pair<ir::EntityKind, ir::QName>>& used,
                                    unsigned jobs);

}  // namespace tosca::convert::detail
