#pragma once
/// The variability input values a user gives `resolve` from outside the
/// template: a YAML file of them (`--inputs`) and single NAME=VALUE
/// assignments (`--input`). They become ResolveOptions::inputs.

#include "tosca/ir/value.hpp"
#include "tosca/support/diagnostics.hpp"

#include <map>
#include <string>

namespace tosca::variability {

/// An assigned VALUE: a YAML scalar by the core schema ("3" is an integer,
/// "true" a boolean, "" null); anything else (a list, a map, text YAML
/// cannot read) is the text itself, a string.
ir::Value given_value(const std::string& text);

/// Merges the map in `file` ("-": standard input) into `inputs`, its
/// values without locations: they come from another file than the one a
/// resolve error points into. Its text is kept in `sources` for messages.
/// Throws FatalError: IO_READ, YAML_SYNTAX, or VARIABILITY_INPUT when it
/// is not a map.
void read_given_inputs(const std::string& file, ir::Value& inputs, DiagnosticSink& sink,
                       std::map<std::string, std::string>& sources);

}  // namespace tosca::variability
