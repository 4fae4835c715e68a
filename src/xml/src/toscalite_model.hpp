#pragma once
/// A TOSCAlite model.xml as parsed and checked against the rules of seed
/// 004 (toscalite_model.cpp), before it is rendered as TOSCA
/// (read_toscalite.cpp).

#include "tree.hpp"

#include "tosca/support/diagnostics.hpp"

#include <string>
#include <utility>
#include <vector>

namespace tosca::xml::detail {

struct LiteNode
{
  std::string name;
  std::string type;
  std::vector<std::pair<std::string, std::string>> properties;
  std::vector<std::pair<std::string, std::string>> scripts; // operation, path
  std::vector<std::pair<std::string, std::string>> files;   // key, path
  std::vector<std::string> script_ids; // ArtifactTemplate ids, one per script
  std::vector<std::string> file_ids;   // ... one per file
  ir::Location at;
};

struct LiteRelationship
{
  std::string type_id;   // its own RelationshipType, when it has a script
  std::string script_id; // the script's ArtifactTemplate
  std::string type;
  std::string source;
  std::string target;
  std::string script;
  ir::Location at;
};

struct LiteModel
{
  std::vector<LiteNode> nodes;
  /// Only relationships whose ends exist.
  std::vector<LiteRelationship> relationships;
};

/// Reads the model under the root `Model` of `tree`. Every breach of a rule
/// is reported with its TOSCALITE_* code at the element concerned; nodes
/// that cannot be carried (bad name or type, a duplicate) and relationships
/// with a missing end are left out.
LiteModel read_toscalite_model(const Tree& tree, const std::string& path, DiagnosticSink& sink);

}  // namespace tosca::xml::detail
