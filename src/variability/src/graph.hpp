#pragma once
/// The resolver's model of a variable topology: every conditional element
/// (seed 003, "Element System") with its identifier, display name,
/// container, conditions and the links the presence operators follow.
/// Elements point into the working document (normalized in place), which
/// the graph owns, so the output is that document with absent parts cut.

#include "sat.hpp"

#include "tosca/ir/value.hpp"

#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::variability {

class Encoder;

enum class Kind { type, node, relation, property, policy, group, input, artifact, import, output };

/// "node", "relation" ... as identifiers and messages spell them.
const char* kind_name(Kind k);

/// One condition of an element. User-written conditions are expressions read
/// in the element's context; the resolver's own (default conditions,
/// pruning, default alternatives) are built directly. `generated` marks the
/// default and pruning conditions: they are not part of the element's
/// "manual" conditions, which some operators (has_incoming_relation) and
/// the implications read on their own.
struct Condition
{
  bool generated = false;
  const ir::Value* expression = nullptr;
  std::function<Lit(Encoder&)> build;
};

struct Element
{
  Kind kind = Kind::node;
  std::string name;
  int index = -1;               ///< position among its siblings; -1 for nodes and groups
  Element* container = nullptr;
  ir::Value* raw = nullptr;     ///< the element's own map in the working document
  ir::Location where;

  std::string id;               ///< node.app, property.port@0.node.app
  std::string display;          ///< node "app", property "port@0" of node "app"
  std::string Display() const;  ///< display with a capital first letter

  std::vector<Condition> conditions;
  bool default_alternative = false;

  // Links, by kind.
  std::vector<Element*> types, properties, artifacts;         // containers
  std::vector<Element*> outgoing, ingoing, groups;            // nodes (groups also relations)
  std::map<std::string, std::vector<Element*>> types_by_name, properties_by_name,
      artifacts_by_name, outgoing_by_name;
  Element* source = nullptr;  ///< relation
  Element* target = nullptr;  ///< relation
  std::string relationship;   ///< relation: the relationship template it names, if any
  std::vector<Element*> members;    ///< group
  std::vector<Element*> targets;    ///< policy: nodes and groups
  std::vector<Element*> consumers;  ///< input: properties reading it with get_input
  std::vector<Element*> consuming;  ///< property: inputs and elements it reads
  std::vector<Element*> producers;  ///< output: nodes whose attribute it returns
  bool variability_group = false;
  double weight = 1;                ///< node, for optimization

  // Properties.
  ir::Value value;
  bool has_value = false;
  const ir::Value* expression = nullptr;
  bool undefined = false;  ///< the implicit "no value" alternative (Vintner's VINTNER_UNDEFINED)

  // Solving.
  Lit lit = 0;
  Lit manual = 0;
  bool present = false;

  bool hosting() const;     ///< relation named host, *_host, host_* (the spec's hosting rule)
  const ir::Value* get(std::string_view key) const;
  /// The element's own boolean option `key`, if it sets one.
  std::optional<bool> flag(std::string_view key) const;
};

/// The working document plus its elements, in Vintner's element order
/// (types, nodes, relations, properties, policies, groups, inputs,
/// artifacts, imports, outputs: the order in which conditions are read).
struct Graph
{
  ir::Value document;
  std::string version;

  std::deque<Element> storage;
  std::vector<Element*> types, nodes, relations, properties, policies, groups, inputs,
      artifacts, imports, outputs;
  std::map<std::string, Element*> nodes_by_name, groups_by_name;
  std::map<std::string, std::vector<Element*>> policies_by_name, inputs_by_name,
      outputs_by_name;
  /// Relationship templates by name, with the relation that uses each.
  std::map<std::string, Element*> relationship_users;

  /// Expressions the resolver writes itself (kept here so conditions can
  /// point at them).
  std::deque<ir::Value> synthesized;

  Element& add(Kind kind, std::string name, int index, Element* container, ir::Value* raw);
  std::vector<Element*> elements() const;
  const ir::Value* variability() const;
  const ir::Value* topology() const;
};

/// The document's `topology_template.variability.<key>`, or nullptr.
const ir::Value* variability_entry(const Graph& g, std::string_view key);

/// Reads the working document into elements (after normalize()). Throws
/// Error for what Vintner's populator refuses.
void populate(Graph& g, bool fallback_property_default);

/// Vintner's normalizer: every conditional collection into a list of
/// single-entry maps, short forms expanded (a type name into a list of
/// type assignments, a property value into {value: ...}, a requirement
/// target into {node: ...}, an import string into {file: ...}).
void normalize(Graph& g, bool automatic_default_alternatives);

}  // namespace tosca::variability
