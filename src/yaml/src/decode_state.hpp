#pragma once
/// What the parts of the xml2yaml decoder share while they restore one
/// document: the document itself, the documents of entities that were
/// copied in from elsewhere, and the table from YAML type names to the
/// QNames they stand for.

#include "decode_fields.hpp"
#include "xml_ids.hpp"
#include "encode.hpp"

#include "tosca/ir/document.hpp"
#include "tosca/ir/index.hpp"

#include <map>
#include <optional>
#include <set>

namespace tosca::yaml::detail {

struct TypeName
{
  ir::EntityKind kind;
  ir::QName name;
  /// Defined nowhere: the output shows a placeholder in its place.
  bool placeholder = false;
};

/// Where the YAML shows one XML interface: its key and the YAML names of
/// its operations, in the interface's order.
struct YamlPlacement
{
  std::string key;
  std::vector<std::string> ops;
};

/// The placements of a type's interfaces as its YAML records them,
/// parallel to `NodeType::interfaces` (or `source_interfaces`) and
/// `target_interfaces`.
struct RecordedPlacements
{
  std::vector<YamlPlacement> own;
  std::vector<YamlPlacement> target;
};

struct Decoded
{
  ir::Document document;
  /// Entities marked `context: true`, one document per namespace.
  std::vector<ir::Document> context;
  /// YAML type name -> what it stands for (placeholders included).
  std::map<std::string, TypeName> type_names;
  /// Entities the YAML changed: those copied in from elsewhere move into
  /// the document at the end, so yaml2xml writes the edit.
  std::set<std::pair<ir::EntityKind, ir::QName>> edited;
  /// Interface placements of the node and relationship types, as recorded.
  std::map<std::pair<ir::EntityKind, ir::QName>, RecordedPlacements> placements;

  /// `document.package_root`: where the output's package root lay, seen
  /// from the YAML file ("" or "../").
  std::string package_root;
  /// The extension block's format (encode.hpp): 2 lacks some records.
  int format = k_extension_format;
  /// Templates without an extension entry: the YAML may have added them,
  /// so their ids must be unique (check_new_ids).
  std::vector<NewId> new_ids;
  /// Ids of elements the YAML names (reserve_yaml_ids): a new artifact
  /// template takes none of them.
  std::set<std::string> reserved_ids;
  /// Ids the XML gave several templates (xml2yaml wrote the later ones
  /// under other keys): the XML's own, written back as they were.
  std::set<std::string> repeated_ids;

  ir::Document& context_for(const std::string& ns);

  /// The references of a restored artifact template (empty when it is
  /// not among the restored entities).
  std::vector<ir::ArtifactReference> template_references(const ir::QName& at);
  /// A new artifact template in the document for files the YAML names;
  /// its id is `base` made unique. Returns its QName.
  ir::QName add_artifact_template(const Decoder& d, const std::string& base, ir::QName type,
                                  const std::vector<std::string>& paths);

  /// While one lives, the document's ids change only through
  /// add_artifact_template, which then looks them up once for the scope
  /// instead of collecting them per new template (a YAML that adds an
  /// artifact to each of N templates cost N walks of N ids).
  class IdScope
  {
  public:
    explicit IdScope(Decoded& out) : m_out(out) { m_out.m_scope_depth++; }
    ~IdScope()
    {
      if (--m_out.m_scope_depth == 0) {
        m_out.m_scope_ids.reset();
      }
    }
    IdScope(const IdScope&) = delete;
    IdScope& operator=(const IdScope&) = delete;

  private:
    Decoded& m_out;
  };

  /// The QName behind the YAML type name in `n` (the `type` of a template),
  /// reported when it names no type of kind `kind`.
  ir::QName type_qname(const Decoder& d, const Node& n, ir::EntityKind kind) const;

  /// The root element of the properties document of templates of `type`,
  /// as the writer determines it: from the nearest type in the derivation
  /// chain that has a properties definition (Winery's or an XSD element).
  std::optional<ir::QName> properties_element(const ir::QName& type) const;

private:
  /// (namespace, id) -> (document or context index, position); built on first use.
  std::map<ir::QName, std::pair<int, std::size_t>> m_templates;
  bool m_templates_indexed = false;
  /// The ids no new template may take, made at the first use in an IdScope.
  std::optional<std::set<std::string>> m_scope_ids;
  int m_scope_depth = 0;
};

/// True when the paths the YAML names are the files the references name:
/// each path is a reference's file (its percent-decoded path, below
/// whatever root the output was written for) or a file a directory
/// reference's Include/Exclude patterns select, and each reference names
/// one of the paths. The writer derived the paths from the references this
/// way; anything else is an edit.
bool names_files(const std::vector<std::string>& paths,
                 const std::vector<ir::ArtifactReference>& references);

/// decode_types.cpp: `types`, `implementations`, `artifact_templates` and
/// `policy_templates` of the extension block `top`, with the standard type
/// definitions of `root` (descriptions, locations).
void decode_types(const Decoder& d, const Node& root, Fields& top, Decoded& out);

/// A node or relationship type whose standard operations may name files.
struct ImplementedType
{
  ir::EntityKind kind;
  ir::QName type;
  std::string yaml_name;
  const Node* definition;
  /// The implementation the writer showed (extension entry `implementation`).
  std::optional<ir::QName> implementation;
  /// Implementations whose artifacts filled operations the shown one
  /// leaves out, in order (`also_implemented_by`).
  std::vector<ir::QName> also;
};

/// decode_interfaces.cpp: the XML interfaces of a node or relationship
/// type (`target` only for a relationship type's TargetInterfaces).
struct TypeInterfaces
{
  std::vector<ir::Interface> own;
  std::vector<ir::Interface> target;
  /// Where the YAML placed each of them: the writer's record (its `yaml`
  /// keys), so that a later writer that maps an interface differently
  /// does not make older YAML read as edited.
  RecordedPlacements placements;
  /// The YAML added or removed interfaces or operations.
  bool changed = false;
};
TypeInterfaces decode_type_interfaces(const Decoder& d, const Node& root, const char* section,
                                      const Node* definition, Fields& residue,
                                      const std::string& owner);
/// True when a type `definition` derives from (in the standard part of
/// `root`, section `section`) declares operation `op` of interface `key`.
bool ancestor_declares(const Node& root, const char* section, const Node* definition,
                       std::string_view key, std::string_view op);

/// decode_type_checks.cpp: reports the attributes, requirements and
/// capabilities the YAML added to XML node type `t`, which have no XML form.
void check_node_type_additions(const Decoder& d, const Node* definition,
                               const std::string& yaml_name, const ir::NodeType& t,
                               Fields& residue, int format);

/// decode_implementations.cpp: operation implementations the YAML changed
/// or added become artifact templates and implementation artifacts.
void apply_implementations(const Decoder& d, const Node& root,
                           const std::vector<ImplementedType>& types, Decoded& out);

/// decode_service.cpp: what the YAML says in the topology's inputs,
/// outputs, substitution mappings and workflows beyond what the service
/// template gives becomes the service template's own YAML. Runs after the
/// sections are decoded, and empties the standard ones it converts.
void decode_service_overrides(Node& root, Decoded& out);

/// decode_policies.cpp: `topology_template.policies` (`section`, in
/// `topology`) is derived from the node templates' policies
/// (write_topology_parts.cpp): an entry `<node>.policy<k>[.<name>]`,
/// `{type, targets: [<node>]}`, per policy whose type the output defines.
/// A derived entry the YAML removed removes that policy; an entry the
/// derivation does not give (added, or changed), or a section that is no
/// list, is reported and removes nothing.
void reconcile_policies(const Decoder& d, const Node* section, const Node& topology,
                        ir::TopologyTemplate& topo, const Decoded& out);

/// decode_service.cpp: an edited `metadata.template_name` renames the
/// service template (or the document); an edited `targetNamespace` is
/// reported (EDIT_NOT_CARRIED).
void carry_metadata_edits(const Decoder& d, const Node& root, Decoded& out);

/// decode_topology.cpp: the service template (`service_template`,
/// `node_templates`, `relationship_templates`, `group_templates` of `top`
/// and the standard `topology_template` of `root`), if the output has one.
void decode_service_template(const Decoder& d, const Node& root, Fields& top, Decoded& out);

}  // namespace tosca::yaml::detail
