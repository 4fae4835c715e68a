#pragma once
/// TOSCAlite models (seed 004) as TOSCA 1.0 Definitions (read_toscalite.cpp).

#include "tree.hpp"

#include "tosca/ir/document.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/xml/toscalite.hpp"

#include <map>
#include <string>
#include <string_view>

namespace tosca::xml::detail {

/// Checks the parsed model.xml against the TOSCAlite rules (errors coded
/// TOSCALITE_MODEL, located in it) and returns the TOSCA XML Definitions the
/// model stands for. `locations` receives where each node and relationship
/// stood in the model, by the id it gets.
std::string toscalite_definitions(const Tree& tree, const std::string& path, DiagnosticSink& sink,
                                  std::map<std::string, ir::Location>& locations);

/// Points the entities of the document read from toscalite_definitions'
/// text back into the model: node and relationship templates to their
/// elements, what belongs to a node (its type, implementation, artifacts)
/// to the node, everything else to `root`.
void place_in_model(ir::Document& document, const std::map<std::string, ir::Location>& locations,
                    ir::Location root);

}  // namespace tosca::xml::detail
