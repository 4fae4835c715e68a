#pragma once
/// A whole YAML document as one ir::Value, for code that works on YAML as
/// data rather than as TOSCA (the Variability4TOSCA resolver, test
/// harnesses). Same loader and limits as the TOSCA reader: plain scalars
/// resolve by the YAML 1.2 core schema, quoted ones stay strings, every
/// value keeps its line:col.

#include "tosca/ir/value.hpp"
#include "tosca/support/diagnostics.hpp"

#include <string>
#include <string_view>

namespace tosca::yaml {

/// Throws FatalError (YAML_SYNTAX, YAML_ENCODING, YAML_DEPTH, ...) for text
/// that is not one YAML document; duplicate keys go to `sink`.
ir::Value parse_value(std::string_view bytes, const std::string& path, DiagnosticSink& sink);

}  // namespace tosca::yaml
