#pragma once
/// A TOSCAlite model (seed 004) as plain data: what `model.xml` says,
/// with paths as the model writes them. The reader checks a model against
/// the TOSCAlite rules and renders it as TOSCA (read_toscalite.cpp); the
/// writer turns a model back into `model.xml` text (write_toscalite.cpp).

#include "tosca/ir/location.hpp"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tosca::xml {

/// The namespace of everything a TOSCAlite model becomes in TOSCA.
inline constexpr std::string_view k_toscalite_ns = "http://tosca-convert.org/toscalite";

struct ToscaliteNode
{
  std::string name;
  std::string type; ///< "machine" or "service"
  std::vector<std::pair<std::string, std::string>> properties; ///< key, value
  std::vector<std::pair<std::string, std::string>> scripts;    ///< Create|Start|Stop, path
  std::vector<std::pair<std::string, std::string>> files;      ///< key ("" for none), path
  ir::Location at;
};

struct ToscaliteRelationship
{
  std::string type; ///< "hostedOn" or "connectsTo"
  std::string source;
  std::string target;
  std::string script; ///< a connectsTo's implementation artifact, or ""
  ir::Location at;
};

struct ToscaliteModel
{
  std::vector<ToscaliteNode> nodes;
  std::vector<ToscaliteRelationship> relationships;
};

/// The model as `model.xml` text, in the layout of the spec's examples.
std::string write_toscalite(const ToscaliteModel& model);

}  // namespace tosca::xml
