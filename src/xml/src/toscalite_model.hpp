#pragma once
/// A TOSCAlite model.xml as parsed and checked against the rules of seed
/// 004 (toscalite_model.cpp), before it is rendered as TOSCA
/// (read_toscalite.cpp).

#include "tree.hpp"

#include "tosca/support/diagnostics.hpp"
#include "tosca/xml/toscalite.hpp"

#include <string>

namespace tosca::xml::detail {

using LiteNode = ToscaliteNode;
using LiteRelationship = ToscaliteRelationship;
using LiteModel = ToscaliteModel;

/// Reads the model under the root `Model` of `tree`. Every breach of a rule
/// is reported with its TOSCALITE_* code at the element concerned; nodes
/// that cannot be carried (bad name or type, a duplicate) and relationships
/// with a missing end are left out.
LiteModel read_toscalite_model(const Tree& tree, const std::string& path, DiagnosticSink& sink);

}  // namespace tosca::xml::detail
