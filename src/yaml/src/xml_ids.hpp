#pragma once
/// XML ids. The `id` of a Definitions, service template, entity template
/// (node, relationship, requirement, capability, artifact and policy
/// templates), group template or plan is an xs:ID: it names one element
/// of the whole document.
///
/// - The writer marks a template whose id the XML gave another element
///   too (invalid, but real): its extension entry keeps the id.
/// - The decoder gives a template the YAML added its YAML name as its id,
///   and a relationship an assignment implies a name it makes; neither
///   may be the id of another element.

#include "node.hpp"
#include "tosca/ir/document.hpp"
#include "tosca/ir/location.hpp"

#include <functional>
#include <set>
#include <string>

namespace tosca::yaml::detail {

struct Decoder;
struct Decoded;

/// Who carries an id: its kind ("node template") and, for a requirement or
/// capability, the node template it is on.
struct IdOwner
{
  const char* kind;
  const std::string* on = nullptr;
};

/// "capability 'x' of node template 'n'".
std::string describe(const std::string& id, const IdOwner& owner);

/// Calls `visit` for every id the XML writes as an xs:ID for `doc`, in
/// document order (empty ids left out).
void for_each_xml_id(const ir::Document& doc,
                     const std::function<void(const std::string&, const IdOwner&)>& visit);
void for_each_xml_id(const ir::ServiceTemplate& st,
                     const std::function<void(const std::string&, const IdOwner&)>& visit);

void for_each_xml_id(const ir::TopologyTemplate& topo,
                     const std::function<void(const std::string&, const IdOwner&)>& visit);

/// The ids several elements of `doc` have (usually none).
std::set<std::string> repeated_xml_ids(const ir::Document& doc);

/// The ids the YAML gives elements, read before they are decoded: the
/// extension block's document, service template, plans, templates (and
/// their requirements, capabilities and kept ids, group templates) and the
/// standard part's template keys. New artifact templates avoid them.
void reserve_yaml_ids(const Node& root, const Node* block, std::set<std::string>& ids);

/// An element the YAML added, and the id the XML will give it.
struct NewId
{
  std::string id;
  const char* kind; ///< "node template": an IdOwner's kind, for messages
  ir::Location at;
  /// tosca-convert chose the id (a relationship an assignment implies):
  /// the user names it in the YAML to choose another.
  bool generated = false;
};

/// Reports each added element whose id another element of the document
/// also has (TEMPLATE_ID): the XML would be invalid, and references to it
/// ambiguous.
void check_new_ids(const Decoder& d, const Decoded& out);

}  // namespace tosca::yaml::detail
