#pragma once
/// Reference checks for YAML-born documents, once every import is loaded:
/// a requirement's target (`- host: server`, `{node: server}`) must be a
/// node template of the topology or a known type; a type named by `type`, `derived_from` or a capability definition must be
/// defined in a loaded document (as a type, or in data_types,
/// interface_types or group_types) or be a normative `tosca.*` name. Each
/// miss is a located REF_UNKNOWN warning with a "did you mean".

#include "tosca/convert/workspace.hpp"

namespace tosca::convert {

void check_yaml_references(const Workspace& ws, DiagnosticSink& sink);

}  // namespace tosca::convert
