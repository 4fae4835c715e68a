#pragma once
/// State shared by the parts of the YAML writer: the closure of entities
/// the output includes, their YAML names, typing, and the extension block.

#include "encode.hpp"
#include "service.hpp"
#include "template_residues.hpp"
#include "typing.hpp"
#include "wellknown.hpp"

#include "tosca/yaml/writer.hpp"

#include <map>
#include <set>

namespace tosca::yaml::detail {

using ir::EntityKind;
using ir::QName;
using ir::Value;

/// The entities one output includes, in discovery order.
struct Closure
{
  std::vector<std::pair<EntityKind, QName>> order;
  std::set<std::pair<EntityKind, QName>> seen;

  bool add(EntityKind k, const QName& q)
  {
    QName bare{q.ns, q.local, {}};
    if (!seen.insert({k, bare}).second) {
      return false;
    }
    order.emplace_back(k, bare);
    return true;
  }
};

/// The files of one artifact template as the output names them.
struct TemplateFiles
{
  std::vector<std::string> paths; ///< primary first
  bool missing = false;           ///< a named file was not found
  bool no_reference = false;      ///< the template names no file at all
};

/// A custom interface type the output declares: one per XML interface
/// name, with every operation any type declares under that name.
struct InterfaceTypeDecl
{
  std::string yaml_name;
  std::vector<std::string> operations;
};

/// A requirement definition a node type gets because its templates are the
/// source of relationships the XML type does not declare (implied.cpp).
struct ImpliedRequirement
{
  std::string name;
  std::string capability;   ///< YAML capability type name
  std::string relationship; ///< YAML relationship type name
  /// The XML types behind `capability` and `relationship`, when they are
  /// not normative: the output that defines the node type must have them.
  std::optional<QName> capability_type;
  std::optional<QName> relationship_type;
};

/// A property templates give but no definition declares: the type declares
/// it, as a string, or as a list or map when the XML repeats or nests
/// elements under that name (write_topology.cpp).
struct InferredProperty
{
  std::string name;
  std::string type = "string";
};

/// A capability definition a node type gets because its templates are the
/// target of a hosting or connecting relationship.
struct ImpliedCapability
{
  std::string name;
  std::string type;
  std::optional<QName> capability_type; ///< the XML type behind `type`, if not normative
};

/// What the outputs of a library layout share (writer.hpp, LibraryLayout).
struct RunWide
{
  std::map<std::pair<EntityKind, QName>, std::string> names;
  std::set<std::string> taken; ///< every name given to a type, data or interface type
  std::set<std::string> reserved; ///< node template names of the run
  std::map<QName, std::vector<ImpliedRequirement>> implied_requirements;
  std::map<QName, std::vector<ImpliedCapability>> implied_capabilities;
  /// Capability types without an XML parent that a hosting, connecting or
  /// depending relationship targets -> the normative capability type YAML
  /// requires there (tosca.capabilities.Container, ...): their parent.
  std::map<QName, std::string> capability_parents;
  /// Properties templates of the run give a type that declares none.
  std::map<std::pair<EntityKind, QName>, std::vector<InferredProperty>> inferred;
  /// XML interface name -> its YAML interface type and every operation
  /// any type of the run declares under it.
  std::map<std::string, InterfaceTypeDecl> interface_types;
  /// Node type YAML name -> (section, name, definition) that topologies of
  /// the run need it to declare: substitution inputs and outputs, and
  /// properties read at run time (write_service.cpp).
  std::map<std::string, std::vector<std::tuple<std::string, std::string, Value>>> declarations;
  /// XSD complex type -> data type name; grows as outputs are rendered.
  std::map<QName, std::string> data_type_names;
};

struct WriterState
{
  const ir::Model& model;
  const ir::Index& index;
  DiagnosticSink& sink;
  const WriteOptions& options;
  const ir::Document& doc;
  Typing typing;
  Closure closure;
  std::map<std::pair<EntityKind, QName>, std::string> names;
  std::map<QName, std::string> data_type_names;
  std::set<std::string> reported;
  /// Names types must not take: node template names (tosca-parser reads a
  /// requirement's `node:` as a type lookup when a type has that name).
  std::set<std::string> reserved;
  /// Referenced but undefined types, written as placeholders so the output
  /// still loads (each one is reported as REF_UNKNOWN).
  std::vector<std::pair<EntityKind, QName>> placeholders;
  Value ext = Value::map(); ///< the extension block
  /// Its `node_templates` and `relationship_templates`: written as text
  /// as each template is written when `frozen` (write()), else values.
  TemplateResidues node_residues;
  TemplateResidues relationship_residues;
  std::map<QName, TemplateFiles> template_files;

private:
  RunWide m_own; ///< the tables below for a self-contained output

public:
  /// Properties found on templates but in no definition, per node or
  /// relationship type: added to the type as inferred properties.
  /// In a library layout these three are the run's tables (RunWide), so
  /// every output sees what any topology of the run implies.
  std::map<std::pair<EntityKind, QName>, std::vector<InferredProperty>>& inferred;
  std::map<QName, std::vector<ImpliedRequirement>>& implied_requirements;
  std::map<QName, std::vector<ImpliedCapability>>& implied_capabilities;
  std::map<QName, std::string>& capability_parents;
  /// XML interface name -> its declared interface type, in first-use order.
  std::vector<std::pair<std::string, InterfaceTypeDecl>> interface_types;
  /// Library layout: what the run shares (null: self-contained output).
  RunWide* run = nullptr;
  /// Library layout rendered on several threads (render_shared): the
  /// run's tables are read, never changed. A render that would change one
  /// (a name or declaration the plan did not make) records it here and
  /// goes on without; its output is then rendered again in output order.
  bool run_read_only = false;
  bool run_change_refused = false;
  /// The run's tables may change now (always, outside a library layout);
  /// when they may not, the refusal is recorded.
  bool may_change_run();
  /// Library layout: types this output imports, and the documents that
  /// define them.
  std::set<std::pair<EntityKind, QName>> imported;
  std::set<std::size_t> import_documents;

  /// `frozen`: the templates' extension entries are written as text.
  WriterState(const ir::Model& m, const ir::Index& i, DiagnosticSink& s, const WriteOptions& o,
              const ir::Document& d, bool frozen = false);

  /// Reports an unresolved reference once per name (error under --strict).
  void unresolved(EntityKind kind, const QName& q, const ir::Location& where);
  /// Library layout: `q` is a type another output of the run defines, and
  /// is recorded as imported.
  bool import(EntityKind kind, const QName& q);
  /// Adds `q` (and what it needs) to the closure, or imports it; false if
  /// it does not resolve.
  bool include(EntityKind kind, const QName& q, const ir::Location& where);
  void include_type_dependencies(EntityKind kind, const QName& q);

  /// The YAML name of an included entity (or a fallback for unknown ones).
  std::string name_of(EntityKind kind, const QName& q) const;
  std::string data_type_name(const QName& complex);
  void assign_names();

  const ir::EntityTypeBase* type_base(EntityKind kind, const QName& q) const;
  /// True when the definition `q` resolves to belongs to the document being
  /// written (not copied in from another document for self-containment).
  bool is_own(EntityKind kind, const QName& q) const;

  void warn(const ir::Location& at, std::string code, std::string message);

  /// implied.cpp: the normative type a type renders, through its XML
  /// ancestors (`tosca.relationships.HostedOn`, ...).
  std::string normative_of(EntityKind kind, const QName& q) const;
  /// The normative type a type's YAML derives from in place of its XML
  /// parent: when its name says what it is (named_normative) and its XML
  /// ancestors reach no normative type and say nothing the standard YAML
  /// would show (no properties, interfaces, requirements, capabilities,
  /// artifacts). The XML parent is kept in the extension entry.
  std::optional<std::string> rebased_parent(EntityKind kind, const ir::EntityTypeBase& t) const;
  /// The type's standard YAML definition would show nothing of its own.
  bool says_nothing(EntityKind kind, const ir::EntityTypeBase& t) const;
  /// A type and its XML ancestors, nearest first.
  std::vector<QName> lineage(EntityKind kind, const QName& q) const;
  /// The node type (or an ancestor, XML or normative) defines the requirement.
  bool has_requirement(const QName& node_type, const std::string& name) const;
  /// The node type offers a capability of normative type `capability_type`.
  bool offers(const QName& node_type, std::string_view capability_type) const;
  /// The node type (or an ancestor) offers a capability of (a subtype of)
  /// the XML capability type.
  bool offers_custom(const QName& node_type, const QName& capability_type) const;
  /// The XML capability type a requirement type asks for, when it is
  /// defined.
  std::optional<QName> required_capability_type(const QName& requirement_type) const;
  /// Its YAML name; tosca.capabilities.Root when there is none.
  std::string required_capability(const QName& requirement_type) const;
  /// The node type (or an ancestor, XML or normative) defines the capability.
  bool has_capability(const QName& node_type, const std::string& name) const;
  /// XML boundary definitions expose a capability or requirement under any
  /// name; a YAML substitution mapping names one the substituted node type
  /// defines. Records the names the type lacks, with the element's type.
  void imply_boundary(const ir::ServiceTemplate& tpl);
  /// A relationship of `relationship_type` connects to a capability of
  /// `capability_type`: when the relationship is a normative hosting,
  /// connecting or depending one, YAML's valid_target_types ask for a
  /// Container, Endpoint or Node capability, and a capability type whose
  /// XML chain ends without a normative parent gets that one.
  void target_capability(const QName& relationship_type, const QName& capability_type);
  /// The YAML parent of a type with no XML parent.
  std::string root_parent(EntityKind kind, const QName& q) const;
  /// Records a requirement definition the node type needs and lacks.
  void imply_requirement(const QName& node_type, const std::string& name,
                         const std::string& capability, const std::string& relationship,
                         std::optional<QName> capability_type = std::nullopt,
                         std::optional<QName> relationship_type = std::nullopt);
  /// The requirement name a node-to-node relationship fills on its source
  /// (`host` for hosting, `connection`, `dependency`, else the type's name
  /// with a lower-case first letter); records the requirement definition
  /// the source type lacks and the capability the target type lacks.
  std::string requirement_for(const QName& relationship_type, const QName& source_type,
                              const QName& target_type);

  /// artifact_files.cpp: the files artifact template `q` names (empty when
  /// it is defined nowhere); a missing file is reported once.
  const TemplateFiles& files_of(const QName& q);
  /// write_interfaces.cpp: the implementation a node or relationship
  /// type's operations show (current before Winery's _history, concrete
  /// before abstract, more operations implemented, then load order; several
  /// give IMPLEMENTATION_CHOICE).
  const ir::TypeImplementation* chosen_implementation(EntityKind kind, const QName& q);
  /// Every implementation of the type, the chosen one first.
  std::vector<const ir::TypeImplementation*> ranked_implementations(EntityKind kind,
                                                                    const QName& q);
  /// write_interfaces.cpp: the interface type declared for a custom XML
  /// interface, created on first use; `operations` are added to it.
  const std::string& interface_type(const std::string& xml_name,
                                    const std::vector<std::string>& operations);
};

/// writer.cpp: the output of `st`'s document, or of its service template
/// `tpl`: the closure, the names, then every section.
Value render_document(WriterState& st, const ir::ServiceTemplate* tpl);

/// write_header.cpp: the extension block's `document` entry, and its
/// `order` (empty when the output keeps the document's order).
Value document_header(const ir::Document& doc, const WriteOptions& options);
Value own_order(const WriterState& st);

/// library.cpp: the types the run's implied definitions for this output's
/// node types need; the extension block's `imported` table.
void include_implied(WriterState& st);
Value imported_names(const WriterState& st);

/// The kinds that have a standard YAML definition (a type section).
bool is_type_kind(EntityKind k);

/// write_types.cpp: the extension block's name for a type kind.
const char* kind_key(EntityKind k);
/// write_types.cpp
void write_types(WriterState& st, Value& out);
/// write_interfaces.cpp: the standard `interfaces` of a node or relationship
/// type (definitions from the XML type, operation implementations from its
/// type implementation) and their extension entry.
Value type_interfaces(WriterState& st, EntityKind kind, const QName& q, Value& residue);
/// write_interfaces.cpp: the XML interfaces a node or relationship type
/// declares itself, with their sides.
std::vector<std::pair<const ir::Interface*, InterfaceSide>> xml_interfaces(const WriterState& st,
                                                                          EntityKind kind,
                                                                          const QName& q);
/// The map that holds an interface's operations: the interface itself, or
/// in 1.3 its `operations` keyname (created on first use).
Value& operations_map(const WriteOptions& options, Value& itf);
/// write_interfaces.cpp: the YAML `implementation` of XML operation
/// `operation` of interface `xml_interface` as the implementations of node
/// type `node_type`, or of its nearest ancestor with one, give it; null
/// when none names a file.
Value operation_implementation(WriterState& st, const QName& node_type,
                               const std::string& xml_interface, const std::string& operation);
/// interface_types: one per custom XML interface the output uses.
Value interface_type_section(WriterState& st);
/// write_operation_inputs.cpp: an interface assignment on each node
/// template of `node_templates` (the map write_topology made, in the
/// topology's order) giving its operations' inputs the values of the
/// properties of the same name on the node or down its hosting stack.
/// `hosts[i]` is the index of the node template node i is hosted on
/// (out of range for none).
void assign_operation_inputs(WriterState& st, const ir::TopologyTemplate& topo,
                             const std::vector<std::size_t>& hosts, Value& node_templates,
                             TemplateResidues& node_residues);
/// write_service_types.cpp: 1.3, the attributes node type `q`'s
/// operations (its YAML definition `y`) map outputs onto, typed as the
/// property of the same name.
Value output_attributes(WriterState& st, const QName& q, const Value& y);
/// write_operation_inputs.cpp: on each ConnectsTo relationship template
/// of `relationship_templates` (in the topology's order; `ends[k]` its
/// source and target node indices, out of range when not a node), the
/// connectTo operation of an end that has one, as Configure's
/// post_configure_source / post_configure_target, with inputs from the
/// relationship's properties and the two ends' stacks; recorded in the
/// relationship's extension entry (`connect_steps`).
void assign_connection_steps(WriterState& st, const ir::TopologyTemplate& topo,
                             const std::vector<std::size_t>& hosts,
                             const std::vector<std::pair<std::size_t, std::size_t>>& ends,
                             const Value& node_templates, Value& relationship_templates,
                             TemplateResidues& relationship_residues);
/// write_service.cpp: `inputs`, `outputs`, `substitution_mappings` and
/// (1.3) `workflows` of the topology in `document`, derived from the
/// service template and the standard part already written (service.hpp),
/// then the service template's own YAML (edits kept in tc:yaml) applied.
void write_service_sections(WriterState& st, const ir::ServiceTemplate& tpl, Value& document);
/// write_topology.cpp
void write_topology(WriterState& st, const ir::ServiceTemplate& tpl, Value& out);
// write_topology_parts.cpp
Value service_template_residue(const ir::ServiceTemplate& tpl);
Value draft_groups(const ir::TopologyTemplate& topo, Value& group_residues);
Value node_template_policies(WriterState& st, const ir::TopologyTemplate& topo);
void include_topology(WriterState& st, const ir::ServiceTemplate& tpl);
/// write_winery_residue.cpp: the extension entry of a type's Winery
/// key/value properties definition: the element name and namespace, and
/// per key only what its standard `properties` do not say (a type spelled
/// other than `xsd:<type>`, a `required` other than `true` or absent, a
/// default text its typed value does not give back, constraints, further
/// elements); the properties the type declares only because templates set
/// them go to `residue.inferred_properties`.
Value winery_residue(WriterState& st, EntityKind kind, const QName& q,
                     const ir::WineryPropertiesDefinition& w, Value& residue);
/// write_artifacts.cpp: deployment artifacts as node template `artifacts`:
/// one per file of the artifact template (the first under the artifact's
/// own name). The extension entry (`residue`) keeps the template reference
/// and whatever has no YAML rendering; an artifact without a file (or the
/// draft's inline content) stays there whole.
Value node_artifacts(WriterState& st, const ir::NodeTemplate& n, Value& residue);

}  // namespace tosca::yaml::detail
