#pragma once
/// Decoding YAML that `xml2yaml` wrote back into the IR of the XML document
/// it came from (the inverse of writer.cpp, write_types.cpp,
/// write_topology.cpp and encode.cpp).

#include "node.hpp"

#include "tosca/yaml/reader.hpp"

namespace tosca::yaml {

/// True when `root` carries `dsl_definitions.tosca_convert.document`.
bool is_xml_origin(const Node& root);

/// Restores the XML document. Problems are located diagnostics. `root` is
/// given up: its standard sections are emptied on the way.
ReadResult decode_xml_origin(Node& root, const std::string& path, DiagnosticSink& sink,
                             const ReadOptions& options);

}  // namespace tosca::yaml
