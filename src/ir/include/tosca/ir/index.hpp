#pragma once
/// Cross-document lookup: which document and entity a QName refers to.
/// The index is derived from the documents and can be rebuilt at any time;
/// entities never point at each other directly.

#include "tosca/ir/document.hpp"

#include <functional>
#include <map>
#include <memory>
#include <string>

namespace tosca::ir {

enum class EntityKind {
  service_template,
  node_type,
  node_type_implementation,
  relationship_type,
  relationship_type_implementation,
  requirement_type,
  capability_type,
  artifact_type,
  artifact_template,
  policy_type,
  policy_template,
};

std::string_view to_string(EntityKind kind);

struct EntityRef
{
  std::size_t document = 0;
  std::size_t index = 0;
};

/// Reported when two documents define the same kind + QName.
struct DuplicateDefinition
{
  EntityKind kind;
  QName name;
  EntityRef winner;
  EntityRef loser;
};

class Index
{
public:
  /// Builds the index. Documents earlier in `docs` win over later ones, so
  /// callers put the files the user named first and search-path files after,
  /// in a sorted order.
  explicit Index(const std::vector<Document>& docs);

  const std::vector<DuplicateDefinition>& duplicates() const { return m_duplicates; }

  std::optional<EntityRef> find(EntityKind kind, const QName& name) const;

  const NodeType* node_type(const QName& name) const;
  const RelationshipType* relationship_type(const QName& name) const;
  const RequirementType* requirement_type(const QName& name) const;
  const CapabilityType* capability_type(const QName& name) const;
  const ArtifactType* artifact_type(const QName& name) const;
  const ArtifactTemplate* artifact_template(const QName& name) const;
  const PolicyType* policy_type(const QName& name) const;
  const PolicyTemplate* policy_template(const QName& name) const;
  const ServiceTemplate* service_template(const QName& name) const;

  /// Implementations whose nodeType / relationshipType is `type`.
  std::vector<const NodeTypeImplementation*> implementations_of_node_type(const QName& type) const;
  std::vector<const RelationshipTypeImplementation*>
  implementations_of_relationship_type(const QName& type) const;

  /// All names known for a kind, for "did you mean" suggestions.
  std::vector<QName> names(EntityKind kind) const;
  /// The name of a `kind` entity whose local name is closest to `local`
  /// (closest_match over those names; of equal local names the first in
  /// QName order), in Clark notation; "" when none is close. Remembered
  /// per kind and name, so each of many documents missing the same
  /// definition costs one lookup; safe to call from several threads.
  std::string suggestion(EntityKind kind, const std::string& local) const;

  const Document& document(std::size_t i) const { return m_docs->at(i); }

private:
  void add(EntityKind kind, QName name, EntityRef ref);

  using Key = std::pair<EntityKind, QName>;
  /// A name looked up where it stands, without copying it into a Key.
  struct Probe
  {
    EntityKind kind;
    const QName& name;
  };
  /// Orders keys by kind, namespace and local name (QName's order), and
  /// compares probes with keys: a lookup copies no string.
  struct KeyLess
  {
    using is_transparent = void;
    static bool less(EntityKind ak, const QName& a, EntityKind bk, const QName& b)
    {
      return ak != bk ? ak < bk : a < b;
    }
    bool operator()(const Key& a, const Key& b) const { return less(a.first, a.second, b.first, b.second); }
    bool operator()(const Key& a, const Probe& b) const { return less(a.first, a.second, b.kind, b.name); }
    bool operator()(const Probe& a, const Key& b) const { return less(a.kind, a.name, b.first, b.second); }
  };

  const std::vector<Document>* m_docs;
  std::map<Key, EntityRef, KeyLess> m_entries;
  /// Implemented type -> implementations (node and relationship kinds).
  std::multimap<Key, EntityRef, KeyLess> m_implementations;
  std::vector<DuplicateDefinition> m_duplicates;
  /// suggestion's memory (shared by copies: they index the same documents).
  struct Suggestions;
  std::shared_ptr<Suggestions> m_suggestions;
};

}  // namespace tosca::ir
