#pragma once
/// Reading a TOSCA Simple Profile document (1.0 to 1.3) that xml2yaml did
/// not write. See docs/mapping.md, "YAML-born documents": every entity's
/// whole YAML definition is kept in its `ext.yaml`, and the XML side of the
/// IR (names as NCNames, QName references, an XML Schema for property
/// definitions, property values as instance XML, relationship templates for
/// requirements that name a node template) is derived from it.

#include "node.hpp"

#include "tosca/yaml/reader.hpp"

namespace tosca::yaml {

/// The Simple Profile minor version a tosca_definitions_version names
/// (tosca_simple_yaml_1_0 .. _1_3), or -1.
int profile_minor_version(std::string_view version);

ReadResult read_simple_profile(const Node& root, const std::string& path, DiagnosticSink& sink);

}  // namespace tosca::yaml
