#pragma once
/// State shared by the semantic checks: the catalog of every loaded
/// definition (inputs, imports, -I, and the types a YAML file copied in),
/// built once per run, and the located reporting helpers.

#include "tosca/check/semantic.hpp"
#include "tosca/ir/index.hpp"

#include <array>
#include <optional>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

namespace tosca::check::detail {

/// A definition the catalog holds: one of the kinds of ir::EntityKind.
using Definition =
    std::variant<const ir::ServiceTemplate*, const ir::NodeType*, const ir::NodeTypeImplementation*,
                 const ir::RelationshipType*, const ir::RelationshipTypeImplementation*,
                 const ir::RequirementType*, const ir::CapabilityType*, const ir::ArtifactType*,
                 const ir::ArtifactTemplate*, const ir::PolicyType*, const ir::PolicyTemplate*>;

/// One loaded definition: the document it stands in and the entity itself.
struct Entity
{
  const ir::Document* document = nullptr;
  Definition definition;
  ir::Location location;

  /// The definition as a `T`, or nullptr when it is another kind.
  template <class T> const T* as() const
  {
    const T* const* p = std::get_if<const T*>(&definition);
    return p != nullptr ? *p : nullptr;
  }
  /// For the type kinds (node, relationship, requirement, capability,
  /// artifact and policy types), else nullptr.
  const ir::EntityTypeBase* type() const;
  /// For node and relationship type implementations, else nullptr.
  const ir::TypeImplementation* implementation() const;
};

/// kind + QName -> definition; the first definition wins, in the loader's
/// precedence order (inputs first), as in ir::Index.
class Catalog
{
public:
  explicit Catalog(const convert::Workspace& ws);

  const Entity* find(ir::EntityKind kind, const ir::QName& name) const;
  const ir::EntityTypeBase* type(ir::EntityKind kind, const ir::QName& name) const;
  template <class T> const T* get(ir::EntityKind kind, const ir::QName& name) const
  {
    const Entity* e = find(kind, name);
    return e ? e->as<T>() : nullptr;
  }

  /// Kinds other than `kind` that define `name` ("is a CapabilityType").
  std::vector<ir::EntityKind> other_kinds(ir::EntityKind kind, const ir::QName& name) const;
  /// The closest known name of `kind` to `name`, as "{ns}local", or "":
  /// the same local name in another namespace, else a near local name (a
  /// typo) in the same namespace. Both are cheap: validate stays linear
  /// even when many references miss.
  std::string suggestion(ir::EntityKind kind, const ir::QName& name) const;

  static constexpr std::size_t k_kinds = 11;

private:
  void add_document(const ir::Document& doc);
  void add(ir::EntityKind kind, const ir::QName& name, Entity e);

  std::array<std::unordered_map<std::string, Entity>, k_kinds> m_maps;
  /// Per kind, built on the first miss only: local names by namespace and
  /// clark names by local name, sorted so suggestions never depend on hashing.
  struct Names
  {
    std::unordered_map<std::string, std::vector<std::string>> locals_by_ns;
    std::unordered_map<std::string, std::vector<std::string>> clarks_by_local;
  };
  mutable std::array<std::optional<Names>, k_kinds> m_names;
  /// Suggestions already computed: a missing name is often used many times.
  mutable std::unordered_map<std::string, std::string> m_suggestions;
};

/// The checks' view of one run.
struct Context
{
  Context(const convert::Workspace& ws, const Options& options, DiagnosticSink& sink);

  const convert::Workspace& ws;
  const Options& options;
  DiagnosticSink& sink;
  Catalog catalog;

  /// The loaded XML or YAML document at `path` (compared lexically
  /// normalised), or nullptr. The table is built on the first call.
  const ir::Document* document_at(const std::string& path) const;

  /// Where the first element named `local` (any prefix) starts after
  /// `from` in the source of `doc`; `from` itself when the source is not
  /// at hand or has no such element. Locates a property inside its
  /// properties document, which the IR keeps as one located fragment.
  ir::Location element_after(const ir::Document& doc, const ir::Location& from,
                             std::string_view local) const;

  /// The documents the user named, in order.
  std::vector<const ir::Document*> inputs() const;
  bool is_input(const ir::Document* doc) const;

  void error(const ir::Document& doc, const ir::Location& at, std::string code,
             std::string message) const;
  void warning(const ir::Document& doc, const ir::Location& at, std::string code,
               std::string message) const;
  /// A warning under Profile::winery, an error otherwise.
  void deviation(const ir::Document& doc, const ir::Location& at, std::string code,
                 std::string message) const;

  /// "NodeType '{ns}T', <role>, is not defined ...; did you mean ...?", or
  /// "'{ns}T', <role>, is a CapabilityType, not a NodeType" when the name
  /// exists under another kind. `role` says what refers: "the type of node
  /// template 'a'". Reports REF_UNKNOWN or REF_KIND and
  /// returns the definition when `name` resolves.
  const Entity* resolve(const ir::Document& doc, const ir::Location& at, ir::EntityKind kind,
                        const ir::QName& name, const std::string& role) const;

private:
  mutable std::unordered_map<std::string, const ir::Document*> m_paths;
  mutable bool m_paths_built = false;
};


/// True for a QName worth looking up: a local name, and a namespace unless
/// an undeclared prefix left it empty (the reader reported XML_PREFIX).
bool resolvable(const ir::QName& name);


/// Reports `what` naming `name`, which is not `expected`, as `code` at
/// `at`, with the closest of `candidates` as a suggestion.
void report_unknown(const Context& cx, const ir::Document& doc, const ir::Location& at,
                    const std::string& what, const std::string& name,
                    const std::vector<std::string>& candidates, const char* code,
                    const std::string& expected);

/// "{ns}local" for messages.
std::string show(const ir::QName& name);

/// Appends 'name' to a message's comma-separated list of quoted names.
void append_quoted(std::string& list, std::string_view name);

} // namespace tosca::check::detail
