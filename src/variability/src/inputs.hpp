#pragma once
/// Variability inputs: the values a resolution starts from (presets in
/// order, then direct assignments, then each input's default or default
/// expression) and the feature-model constraints between them (mandatory,
/// optional, choices, alternatives, requires, excludes).

#include "graph.hpp"
#include "values.hpp"

#include "tosca/ir/value.hpp"

#include <map>
#include <string>
#include <vector>

namespace tosca::variability {

class Inputs
{
public:
  /// Merges the presets (in order) and the direct inputs. Throws Error
  /// for an unknown preset.
  Inputs(const Graph& g, const std::vector<std::string>& presets, const ir::Value& direct);

  /// The value of input `name`: assigned, else `default`, else its
  /// `default_expression` evaluated. Throws Error when the input is not
  /// declared or has no value.
  ir::Value value(const std::string& name, const ir::Location& where);

  /// The scope value expressions evaluate in.
  const ValueScope& scope() const { return m_scope; }

  /// Checks the feature-model constraints of the inputs with their values
  /// (Vintner's Validator). Throws Error when they are violated.
  void validate();

  /// The assignments as a map (after defaults were read), for reports.
  const std::map<std::string, ir::Value>& assigned() const { return m_values; }

private:
  const ir::Value* definition(const std::string& name) const;

  const Graph& m_graph;
  const ir::Value* m_definitions = nullptr;
  std::map<std::string, ir::Value> m_values;
  std::vector<std::string> m_evaluating;
  ValueScope m_scope;
};

}  // namespace tosca::variability
