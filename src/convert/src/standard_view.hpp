#pragma once
/// The standard part of a service template's YAML rendering, read the way
/// an orchestrator reads it: the rendered document, the node and
/// relationship types of every loaded YAML document, derivation chains,
/// and each requirement's target and relationship type. Shared by the
/// TOSCAlite export and `graph`, which both work from the standard YAML
/// so that they see exactly what a YAML tool sees.

#include "tosca/convert/workspace.hpp"
#include "tosca/ir/value.hpp"
#include "tosca/yaml/writer.hpp"

#include <deque>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tosca::convert::detail {

/// `v[key]` when `v` is a map that has it, else null.
const ir::Value* get(const ir::Value* v, std::string_view key);
/// The text of a string value, else null.
const std::string* text_of(const ir::Value* v);
/// The text of `v[key]`, or "".
std::string text_at(const ir::Value* v, std::string_view key);

/// True when `name` is the normative type `simple` (`Compute`) of `group`
/// (`tosca.nodes.`) in any spelling the Simple Profile accepts.
bool is_normative(const std::string& name, std::string_view group, std::string_view simple);

/// One requirement assignment of a node template that names a node
/// template of the same topology.
struct Wire
{
  std::string requirement;
  std::string source;
  std::string target;
  /// The relationship type: from the relationship template, the inline
  /// relationship, the node type's requirement definition, or the
  /// normative `host` / `dependency` definitions ("" when none says).
  std::string type;
  /// The relationship template's name, when the assignment names one.
  std::string relationship_template;
  /// Interfaces of the template or inline relationship (nearest first).
  std::vector<const ir::Value*> interfaces;
  /// Index of the relationship template in the topology (the count of
  /// templates when none), for ordering.
  std::size_t order = 0;
  const ir::Value* assignment = nullptr;
};

class StandardView
{
public:
  /// Renders service template `service_template` of input document
  /// `document` (nullopt: its types only) and the types of the other YAML
  /// documents of the workspace. Writer diagnostics go to `sink`.
  StandardView(const Workspace& ws, std::size_t document,
               std::optional<std::size_t> service_template, const yaml::WriteOptions& options,
               DiagnosticSink& sink);

  const ir::Value& document() const { return m_rendered.front(); }
  const ir::Value* topology() const { return get(&document(), "topology_template"); }
  const ir::Value* node_templates() const { return get(topology(), "node_templates"); }
  /// A node template of the topology by name (null: none), in constant time.
  const ir::Value* node_template(const std::string& name) const;

  /// `name` and its ancestors, nearest first, ending at the first name
  /// not defined (a normative type).
  std::vector<std::string> node_chain(const std::string& name) const;
  std::vector<std::string> relationship_chain(const std::string& name) const;
  /// The definition of a type ("": none).
  const ir::Value* node_type(const std::string& name) const;
  const ir::Value* relationship_type(const std::string& name) const;
  bool node_derives(const std::string& name, std::string_view simple) const;
  bool relationship_derives(const std::string& name, std::string_view simple) const;

  /// The requirement assignments of node template `node` that name a
  /// node template; the others go to `unwired` when given.
  std::vector<Wire> wires(const std::string& node, const ir::Value& definition,
                          std::vector<const ir::Value*>* unwired = nullptr) const;

private:
  std::deque<ir::Value> m_rendered;
  std::map<std::string, const ir::Value*> m_node_types;
  std::map<std::string, const ir::Value*> m_relationship_types;
  std::unordered_map<std::string, const ir::Value*> m_node_templates;
  /// Positions in relationship_templates by name: a requirement assignment
  /// naming one is wired without a scan of them all.
  std::unordered_map<std::string, std::vector<std::size_t>> m_relationship_templates;

  void add_types(const ir::Value& document);
};

}  // namespace tosca::convert::detail
