#pragma once
/// The XML side of documents the YAML reader reads. Readers read one
/// syntax: what only the XML rendering needs comes from here, and from the
/// XML library, before anything writes or compares the documents.
/// - A properties document a YAML file kept as XML (xml2yaml's extension
///   block) gets its root element and map view from the XML reader, exactly
///   as from an XML document (yaml::ReadOptions::derive_properties).
/// - A YAML-born template's property values become the instance document
///   of its type's properties element (docs/mapping.md, *Properties*).
/// - A template born in XML whose property values the YAML changed gets
///   its properties document back in the form it came in, from the values.
/// - A YAML-born document's types get one XML Schema for their properties.

#include "tosca/ir/document.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/xml/reader.hpp"
#include "tosca/yaml/reader.hpp"

#include <string>
#include <string_view>

namespace tosca::convert {

/// Renders the XML side of a document the YAML reader read, in place
/// (nothing more on a second call).
void derive_xml_side(ir::Document& doc);

/// yaml::read with the XML reader's derivation of kept properties
/// documents, then derive_xml_side. A kept properties document that is not
/// well-formed XML is a YAML_EXTENSION warning at its place in the file.
yaml::ReadResult read_yaml(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
                           const yaml::ReadOptions& options, xml::Reader& reader);

}  // namespace tosca::convert
