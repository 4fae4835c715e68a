#pragma once
/// The standard part of a service template's YAML rendering, read the way
/// an orchestrator reads it: the rendered document, the node and
/// relationship types of every loaded YAML document, derivation chains,
/// and each requirement's target and relationship type. Shared by the
/// TOSCAlite export and `graph`, which both work from the standard YAML
/// so that they see exactly what a YAML tool sees.

#include "tosca/convert/workspace.hpp"
#include "tosca/ir/index.hpp"
#include "tosca/ir/value.hpp"
#include "tosca/yaml/writer.hpp"

#include <deque>
#include <map>
#include <memory>
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

/// What every view of one workspace shares, made once: the index, and the
/// node and relationship types of each YAML document, rendered (a view of
/// each of many documents would otherwise render all the others again).
class ViewContext
{
public:
  ViewContext(const Workspace& ws, const yaml::WriteOptions& options);
  ViewContext(const ViewContext&) = delete;
  ViewContext& operator=(const ViewContext&) = delete;

  const ir::Index& index() const { return *m_index; }
  /// The first definition of a type named `name` in a YAML document other
  /// than document `except`, in document order (null: none).
  const ir::Value* node_type(const std::string& name, std::size_t except) const;
  const ir::Value* relationship_type(const std::string& name, std::size_t except) const;

private:
  /// By name: each YAML document that defines it, in document order.
  using Definitions =
      std::map<std::string, std::vector<std::pair<std::size_t, const ir::Value*>>, std::less<>>;

  std::unique_ptr<ir::Index> m_index;
  std::deque<ir::Value> m_rendered;
  Definitions m_node_types;
  Definitions m_relationship_types;

  static const ir::Value* first(const Definitions& defs, const std::string& name,
                                std::size_t except);
};

class StandardView
{
public:
  /// Renders service template `service_template` of input document
  /// `document` (nullopt: its types only); the types of the other YAML
  /// documents come from `context`. Writer diagnostics go to `sink`.
  StandardView(const Workspace& ws, const ViewContext& context, std::size_t document,
               std::optional<std::size_t> service_template, const yaml::WriteOptions& options,
               DiagnosticSink& sink);

  const ir::Value& document() const { return m_rendered; }
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
  const ViewContext& m_context;
  std::size_t m_document;
  ir::Value m_rendered;
  /// The rendered document's own types; the context's are looked up after.
  std::map<std::string, const ir::Value*> m_node_types;
  std::map<std::string, const ir::Value*> m_relationship_types;
  std::unordered_map<std::string, const ir::Value*> m_node_templates;
  /// Positions in relationship_templates by name: a requirement assignment
  /// naming one is wired without a scan of them all.
  std::unordered_map<std::string, std::vector<std::size_t>> m_relationship_templates;

  void add_types(const ir::Value& document);
  const ir::Value* find_node_type(const std::string& name) const;
  const ir::Value* find_relationship_type(const std::string& name) const;
};

}  // namespace tosca::convert::detail
