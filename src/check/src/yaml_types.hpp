#pragma once
/// Every Simple Profile type the YAML checks can see: those the loaded
/// YAML documents define (inputs, imports, -I) and the normative ones,
/// found by full name, by normative short name ("Compute",
/// "tosca:Compute") or after an import's namespace prefix ("ns:MyType",
/// "ns.MyType"), with the
/// effective (inherited) properties, capabilities and requirements of a
/// type. Built once per run; focus() says which loaded documents a
/// document sees.

#include "context.hpp"

#include "tosca/yaml/normative.hpp"

#include <deque>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace tosca::check::detail {

using yaml::normative::k_yaml_kinds;
using yaml::normative::normative_attributes;
using yaml::normative::normative_types;
using yaml::normative::NormativeType;
using yaml::normative::prefix_of;
using yaml::normative::section_of;
using yaml::normative::yaml_kind_name;
using yaml::normative::YamlKind;

struct YamlType
{
  YamlKind kind;
  std::string name;
  std::string parent; ///< derived_from as written, or ""
  /// The YAML definition (a map), or nullptr for a normative type.
  const ir::Value* definition = nullptr;
  const NormativeType* normative = nullptr;
  const ir::Document* document = nullptr; ///< null for a normative type
  ir::Location location;
};

struct YamlProperty
{
  std::string name;
  bool required = true; ///< `required` (default true)
  bool has_default = false;
  /// The definition (a map with `type`...), or nullptr for a normative type.
  const ir::Value* definition = nullptr;
};

struct YamlCapability
{
  std::string name;
  std::string type;
};

struct YamlRequirement
{
  std::string name;
  std::string capability; ///< a capability type (or, rarely, a capability name)
  std::string node;
  std::string relationship; ///< a relationship type name, or ""
};

/// Derivation answers: a missing link makes a question unanswerable.
enum class Derives { yes, no, unknown };

class YamlTypes
{
public:
  explicit YamlTypes(const convert::Workspace& ws);

  /// Resolves names as `doc` sees them, until the next focus (unfocused:
  /// every loaded document, the first definition of a name winning over
  /// the normative one). A document sees, in this order: its own
  /// definitions and those of what it imports, directly or not (and, in a
  /// Winery repository, whose files name each other's types without
  /// imports, the whole repository's); the normative types; and, only when
  /// one of those documents has an import that was not read (a URL, a
  /// repository, a missing file), every other loaded document (-I).
  void focus(const ir::Document& doc);
  /// A definition of `name` in a loaded document `doc` does not see (for
  /// "defined in X, which this document does not import"), or nullptr.
  const YamlType* unseen(YamlKind kind, std::string_view name) const;

  /// One answer that depends on the focus (a name picked among its
  /// definitions, or one it does not see), logged while record() is on.
  /// A document checked under two foci that give each logged question the
  /// same answer gets the same verdict under both, so it is checked once.
  struct Answer
  {
    const std::vector<const YamlType*>* candidates;
    int minor; ///< -1: unseen()
    const YamlType* answer;
  };
  /// Logs the focus-dependent answers into a log while it lives (a null
  /// log: none).
  class Recording
  {
  public:
    Recording(const YamlTypes& types, std::vector<Answer>* log) : m_types(types)
    {
      m_types.m_log = log;
    }
    ~Recording() { m_types.m_log = nullptr; }
    Recording(const Recording&) = delete;
    Recording& operator=(const Recording&) = delete;

  private:
    const YamlTypes& m_types;
  };
  /// Whether the current focus answers every question of `log` alike.
  bool answers_alike(const std::vector<Answer>& log) const;

  /// The type `name` names among `kind`, or nullptr. `minor` is the Simple
  /// Profile minor version of the referring document (normative types
  /// added later are not visible to it).
  const YamlType* find(YamlKind kind, std::string_view name, int minor = 9) const;
  /// The kinds other than `kind` that define `name`.
  std::optional<YamlKind> other_kind(YamlKind kind, std::string_view name, int minor = 9) const;
  /// Closest known name of `kind` (for "did you mean").
  std::string suggestion(YamlKind kind, std::string_view name) const;

  /// Whether `type` is `ancestor` or derives from it.
  Derives derives(YamlKind kind, std::string_view type, std::string_view ancestor) const;
  /// The types from `type` up to its root (stops at an unknown parent or a
  /// cycle), nearest first.
  std::vector<const YamlType*> chain(YamlKind kind, std::string_view type) const;

  /// True when `type` is known and so is every ancestor up to a root.
  bool complete(YamlKind kind, std::string_view type) const;

  /// Inherited and own definitions, nearest (the type's own) winning by name.
  std::vector<YamlProperty> properties(YamlKind kind, std::string_view type) const;
  /// The names of the attributes `type` and its ancestors declare (not
  /// the properties, which are attributes as well).
  std::vector<std::string> attributes(YamlKind kind, std::string_view type) const;
  /// The nearest definition of attribute `name` (a map with `type`, or a
  /// normative attribute's bare type name), or nullptr.
  const ir::Value* attribute(YamlKind kind, std::string_view type, std::string_view name) const;
  /// A normative capability type newer than `minor` reads as its parent
  /// (tosca.nodes.Compute's host is a Compute capability from 1.1 on, a
  /// Container in 1.0).
  std::vector<YamlCapability> capabilities(std::string_view node_type, int minor = 9) const;
  std::vector<YamlRequirement> requirements(std::string_view node_type) const;
  /// valid_target_types of a relationship type, from the nearest declaring one.
  std::vector<std::string> valid_targets(std::string_view relationship_type) const;

  /// The types `doc` itself defines, by section.
  static std::vector<YamlType> defined_in(const ir::Document& doc);

  /// True for the Simple Profile's primitive and special property types
  /// (string, integer, list, scalar-unit.size, version, ...).
  static bool primitive(std::string_view name);

private:
  void add_document(const ir::Document& doc);
  void add(YamlType t);
  void add_prefixes(const ir::Document& doc);

  /// The definition of a name `doc`'s focus sees among `all` (see focus),
  /// logged (record()).
  const YamlType* pick(const std::vector<const YamlType*>& all, int minor) const;
  /// pick() and unseen() on the candidates, not logged.
  const YamlType* choose(const std::vector<const YamlType*>& all, int minor) const;
  const YamlType* unseen_among(const std::vector<const YamlType*>& all) const;
  bool in_scope(const YamlType& t) const;
  mutable std::vector<Answer>* m_log = nullptr;

  const convert::Workspace& m_ws;
  std::deque<YamlType> m_store;
  /// Per kind and name, every definition: the normative one first, then
  /// the loaded ones in load order.
  std::array<std::unordered_map<std::string, std::vector<const YamlType*>>, k_yaml_kinds> m_types;
  /// The focus's import closure, walked only as far as a question needs
  /// (a batch of many inputs then costs what their names ask, not the
  /// square of a long import chain).
  struct Scope
  {
    std::unordered_set<const ir::Document*> documents; ///< reached so far
    std::unordered_set<std::string_view> paths;        ///< reached so far
    std::vector<std::string_view> todo;                ///< to expand, from `next`
    std::size_t next = 0;
    std::string repository; ///< the focus's Winery repository, or ""
    bool open = false;      ///< an import of a reached document was not read
  };
  /// Walks the closure until `doc` is reached (nullptr: to the end).
  bool reach(const ir::Document* doc) const;
  mutable std::optional<Scope> m_scope;
  const ir::Document* m_focused = nullptr;
  std::optional<convert::ImportGraph> m_graph;
  std::unordered_map<std::string_view, const ir::Document*> m_by_path;
  /// Document -> its Winery repository root (computed once per document).
  mutable std::unordered_map<const ir::Document*, std::string> m_repositories;
  std::string repository_of(const ir::Document* doc) const;
  /// namespace_prefix values the loaded documents' imports declare.
  std::set<std::string> m_prefixes;
  /// Per kind, all names sorted (built on the first miss), and the
  /// suggestions made so far: a missing type is often named many times.
  mutable std::array<std::vector<std::string>, k_yaml_kinds> m_names;
  mutable std::unordered_map<std::string, std::string> m_suggestions;
};

/// The topology of a YAML-born document, wherever the reader put it
/// (a topology with node templates becomes service_templates[0]; one
/// without stays in the document's YAML).
struct YamlTopology
{
  const ir::Value* inputs = nullptr;
  const ir::Value* outputs = nullptr;
  const ir::Value* relationship_templates = nullptr;
  const ir::Value* groups = nullptr;
  const ir::Value* policies = nullptr;
  const ir::Value* substitution_mappings = nullptr;
  const ir::Value* workflows = nullptr;
  /// (name, definition) of each node template, in source order.
  std::vector<std::pair<std::string, const ir::Value*>> node_templates;

  /// The node template `name` (the first of equal names), or nullptr.
  const ir::Value* node_template(std::string_view name) const;
  /// The relationship template `name` of `relationship_templates`, or nullptr.
  const ir::Value* relationship_template(std::string_view name) const;

  /// Both by name, built by topology_of (the names are the document's):
  /// a lookup per requirement stays linear in the whole topology.
  std::unordered_map<std::string_view, const ir::Value*> node_index;
  std::unordered_map<std::string_view, const ir::Value*> relationship_index;
};
YamlTopology topology_of(const ir::Document& doc);

/// The relationship type a requirement assignment's `relationship` names:
/// the `type` of an inline definition, the type of a relationship template
/// of `topo`, or a relationship type. "" when there is none; "" with
/// `unknown` set when a name is neither a template nor a type.
std::string assigned_relationship(const ir::Value* rel, const YamlTopology& topo,
                                  const YamlTypes& types, int minor, bool& unknown);

/// The Simple Profile minor version of a YAML-born document (0..3).
int minor_version(const ir::Document& doc);

/// Map lookup on an ir::Value that may not be a map.
const ir::Value* member(const ir::Value& v, std::string_view key);
/// The string of a string value, or "" (also for non-strings).
std::string text(const ir::Value* v);

/// What kind of value `v` is, for messages: "a string", "a map", "null"...
std::string_view describe_kind(const ir::Value& v);

} // namespace tosca::check::detail
