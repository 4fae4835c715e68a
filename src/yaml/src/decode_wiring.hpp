#pragma once
/// The wiring of a decoded topology: the standard requirement assignments
/// that name a node give each relationship template its source and target
/// elements, and an assignment with no relationship template of its own
/// becomes a new one.

#include "decode_fields.hpp"
#include "decode_state.hpp"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tosca::yaml::detail {

/// A requirement assignment that names a node: the wiring of one
/// relationship template. All but the owner's id are text of the YAML
/// tree, which outlives the wiring: a big topology has one per node.
struct Assignment
{
  std::string owner;            ///< the node template it is on
  std::string_view requirement; ///< its name
  std::string_view node;        ///< the target node template
  std::optional<std::string_view> capability;
  std::optional<std::string_view> relationship; ///< a template or type name
  const Node* at = nullptr;
};

struct Wiring
{
  const Decoder& d;
  Decoded& out;
  std::vector<Assignment> assignments;
  /// Relationship template id -> assignment.
  std::map<std::string_view, std::size_t> by_relationship;
  /// Node templates by id, once they are restored.
  std::map<std::string_view, const ir::NodeTemplate*> nodes;
  /// Relationship templates an assignment names.
  std::set<std::string_view> wired_relationships;

  Wiring(const Decoder& dd, Decoded& o) : d(dd), out(o) {}

  /// `requirements` of node template `owner`: the assignments that name a
  /// node (the others stand for unconnected requirement elements).
  void collect(const std::string& owner, const Node* list);

  /// The assignment that names relationship template `relationship`, or
  /// null; marks it wired.
  const Assignment* take(std::string_view relationship);

  /// The source of an assignment's relationship: the owner's requirement
  /// element of that name (if exactly one), else the owner.
  std::string source_of(const Assignment& a) const;

  /// The target: the node's capability element the assignment names, else
  /// the node (reported when the topology does not have it).
  std::string target_of(const Assignment& a) const;

  /// For each requirement name, the first two assignments of that name
  /// whose relationship template the topology has, with its type: what
  /// new_relationship_type reads, found once for all new relationships
  /// (a search per new one made a YAML that adds N relationships cost N²).
  struct Precedents
  {
    struct Found
    {
      const Assignment* assignment;
      ir::QName type; ///< a copy: the relationship list grows while this is read
    };
    std::map<std::string_view, std::vector<Found>> by_requirement;
  };
  Precedents precedents(const std::vector<ir::RelationshipTemplate>& rels) const;

  /// The relationship type of a relationship the YAML adds: the type it
  /// names, else the type of the topology's other relationships that fill
  /// a requirement of that name, else an output type that fills it.
  std::optional<ir::QName> new_relationship_type(const Assignment& a, const Precedents& precedents,
                                                 const Node& root);

  /// Assignments the YAML added (no relationship template of their own)
  /// become relationship templates, with ids none of `reserved` or
  /// `others` (together every xs:ID of the document so far, xml_ids.hpp)
  /// already is. Two sets, not their union: the reserved ids of a big
  /// topology are many, and copying them cost a tenth of its yaml2xml peak.
  void add_new_relationships(std::vector<ir::RelationshipTemplate>& rels, const Node& root,
                             const std::set<std::string>& reserved,
                             std::set<std::string> others);
};

}  // namespace tosca::yaml::detail
