#pragma once
/// The yaml2xml pipeline: which XML documents a workspace of YAML inputs
/// turns into, and their text.

#include "tosca/convert/xml_to_yaml.hpp"
#include "tosca/xml/writer.hpp"

namespace tosca::convert {

/// The IR documents the YAML inputs describe. YAML files that xml2yaml
/// wrote from one XML document (one per service template) are merged back
/// into that document; every other YAML input is a document of its own.
std::vector<ir::Document> documents_for_xml(const Workspace& ws);

/// One XML document per entry of documents_for_xml, in `xml` form, written
/// on up to `how.jobs` threads (the outputs and diagnostics never depend on
/// it); a large one goes to a file in `how.spill_directory` as it is made.
std::vector<Output> yaml_to_xml(const Workspace& ws, DiagnosticSink& sink,
                                const xml::WriteOptions& xml, const WriteOptions& how);

}  // namespace tosca::convert
