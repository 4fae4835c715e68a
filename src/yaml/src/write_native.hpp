#pragma once
/// Writing a YAML-born document (one whose `ext.yaml` holds its Simple
/// Profile header) back to YAML: every entity is written from its own
/// YAML definition, under its YAML name, in the section of its kind.
/// XML-side additions the YAML reader derived (the generated XML Schema,
/// relationship templates marked tc:requirement) are not written; any other
/// XML-only content is reported, never dropped silently.

#include "tosca/ir/document.hpp"
#include "tosca/ir/value.hpp"
#include "tosca/support/diagnostics.hpp"

#include <string>

namespace tosca::yaml {

ir::Value render_native(const ir::Document& doc, DiagnosticSink& sink);

/// render_native, emitted.
std::string write_native(const ir::Document& doc, DiagnosticSink& sink);

}  // namespace tosca::yaml
