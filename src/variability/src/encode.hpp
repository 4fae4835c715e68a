#pragma once
/// Logic expressions into SAT literals (seed 003, "Variability Condition"
/// and the presence operators). Value expressions inside a condition are
/// evaluated to constants first; named logic expressions become one
/// variable each, defined once.

#include "graph.hpp"
#include "sat.hpp"
#include "values.hpp"

#include <map>
#include <string>

namespace tosca::variability {

class Encoder
{
public:
  Encoder(const Graph& g, Sat& sat, const ValueScope& values);

  /// A condition of `context` (user-written or built by the resolver).
  Lit condition(const Condition& c, const Element* context);
  /// A logic expression read in the context of `context` (may be null).
  Lit expression(const ir::Value& e, const Element* context);

  Sat& sat() { return m_sat; }

  // The presence operators over elements, shared with generated conditions.
  Lit host_presence(const Element& node);
  Lit has_source(const Element& node);
  Lit has_incoming_relation(const Element& node);
  Lit has_incoming_relation_naive(const Element& node);
  Lit has_outgoing_relation(const Element& node);
  Lit has_outgoing_relation_naive(const Element& node);
  Lit has_artifact(const Element& node);
  Lit has_artifact_naive(const Element& node);
  Lit has_present_target(const Element& policy);
  Lit has_present_member(const Element& group);
  Lit is_consumed(const Element& input);
  Lit is_produced(const Element& output);
  Lit is_managed(const Element& artifact);

  /// Element ids and their manual ids by name (for conditions that name a
  /// variable directly, as the reference implementation allows).
  void name(const std::string& id, Lit lit) { m_names[id] = lit; }

private:
  Lit operator_expression(const std::string& op, const ir::Value& args, const ir::Value& whole,
                          const Element* context);
  Lit presence_operator(const std::string& op, const ir::Value& args, const Element* context, bool& handled);
  Lit named_logic_expression(const ir::Value& name, const Element* context);
  std::vector<Lit> list(const std::string& op, const ir::Value& args, const Element* context);

  const Graph& m_graph;
  Sat& m_sat;
  const ValueScope& m_values;
  std::map<std::string, Lit> m_names;
  std::map<std::string, Lit> m_expressions;
};

}  // namespace tosca::variability
