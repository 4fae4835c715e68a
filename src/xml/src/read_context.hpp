#pragma once
/// Shared machinery of the two TOSCA XML readers (final and draft): the
/// reading context, attribute bookkeeping (whatever an element function
/// does not consume becomes a ForeignAttribute) and readers for the
/// constructs both dialects share.

#include "tree.hpp"
#include "xml_text.hpp"

#include "tosca/ir/document.hpp"
#include "tosca/support/diagnostics.hpp"

#include <functional>

namespace tosca::xml::detail {

inline constexpr std::string_view k_winery_ns =
    "http://www.opentosca.org/winery/extensions/tosca/2013/02/12";
/// The XML writer's extension namespace (read_extensions.cpp).
inline constexpr std::string_view k_tc_ns = "http://tosca-convert.org/xml/extensions/1";

inline bool is_space_only(std::string_view s)
{
  return s.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

struct Ctx
{
  const Tree& tree;
  const std::string& path;
  DiagnosticSink& sink;
  ir::Dialect dialect;
  std::string target_namespace;

  const Node& node(std::uint32_t i) const { return tree.nodes[i]; }
  bool is(std::uint32_t i, std::string_view local) const { return node(i).is(k_tosca_ns, local); }

  /// Element children of `i`, in order.
  std::vector<std::uint32_t> elements(std::uint32_t i) const;

  /// The subtree at `i` as an opaque fragment with its in-scope bindings.
  ir::Fragment fragment(std::uint32_t i) const;
  /// The content of `i` (text and elements) as an opaque fragment, or
  /// nullopt when it is only white space.
  std::optional<ir::Fragment> content_fragment(std::uint32_t i) const;

  /// True when element `i` stands inside a tc:draft extension element.
  bool in_draft_extension(std::uint32_t i) const;
  /// True when element `i` is in CSD03 form: a draft document, or draft
  /// content kept inside a tc:draft extension element.
  bool draft_form(std::uint32_t i) const
  {
    return dialect == ir::Dialect::csd03 || in_draft_extension(i);
  }

  /// Resolves a QName-valued attribute written at element `i`.
  ir::QName qname(std::uint32_t i, std::string_view value) const;

  void warn(std::uint32_t i, std::string code, std::string message) const;
};

/// Attribute access for one element. `take` marks an attribute as consumed;
/// `finish` moves all others into the element's ForeignAttributes.
class Attrs
{
public:
  Attrs(const Ctx& ctx, std::uint32_t element);

  std::optional<std::string> take(std::string_view local);
  /// A required attribute; warns (code XML_MISSING_ATTR) and returns "" if absent.
  std::string required(std::string_view local);
  ir::YesNo take_yes_no(std::string_view local);
  std::optional<std::int64_t> take_int(std::string_view local);
  std::optional<ir::Bound> take_bound(std::string_view local);
  std::optional<ir::QName> take_qname(std::string_view local);
  ir::QName required_qname(std::string_view local);
  /// xml:lang and friends.
  std::optional<std::string> take_xml(std::string_view local);
  /// The targetNamespace attribute into `out` (else `fallback`); `written`
  /// says whether it was there.
  bool take_target_namespace(std::string& out, bool& written, const std::string& fallback);

  void finish(ir::Extensible& ext);

private:
  std::optional<std::string> take_in(std::string_view ns, std::string_view local);

  const Ctx& m_ctx;
  std::uint32_t m_element;
  std::vector<bool> m_used;
};

/// Reads the children of `i` that every tExtensibleElements may hold
/// (documentation, foreign elements, stray text) into `ext`, and passes
/// every other TOSCA element to `child`. `child` returns false for an element
/// it does not know, which is then kept as a fragment too.
void read_children(const Ctx& c, std::uint32_t i, ir::Extensible& ext,
                   const std::function<bool(std::uint32_t)>& child);

/// tc:draft (read_extensions.cpp): its attributes into `ext` as {tc}name
/// attributes, its TOSCA children to `child`.
void read_draft_extension(const Ctx& c, std::uint32_t i, ir::Extensible& ext,
                          const std::function<bool(std::uint32_t)>& child);
/// Removes the {tc}`local` attribute that a tc:draft element left in `ext`.
std::optional<std::string> take_draft_attribute(ir::Extensible& ext, std::string_view local);
/// A NodeTypes/RelationshipTypes wrapper kept in tc:draft on Definitions.
bool read_draft_wrapper(const Ctx& c, std::uint32_t i, ir::Document& doc);
/// Interfaces kept in tc:draft carry only the draft's inline implementation
/// artifacts; they go to the interfaces at the same positions.
void merge_draft_interfaces(std::vector<ir::Interface>& into, std::vector<ir::Interface> draft);

/// The TOSCA children of `i` named `element`, each read by `read`.
template<typename F>
auto read_list(const Ctx& c, std::uint32_t i, std::string_view element, F read)
    -> std::vector<decltype(read(c, i))>
{
  std::vector<decltype(read(c, i))> out;
  for (std::uint32_t k : c.elements(i)) {
    if (c.is(k, element)) {
      out.push_back(read(c, k));
    }
  }
  return out;
}

ir::Documentation read_documentation(const Ctx& c, std::uint32_t i);
std::vector<ir::Tag> read_tags(const Ctx& c, std::uint32_t i);
ir::Parameter read_parameter(const Ctx& c, std::uint32_t i);
std::vector<ir::Parameter> read_parameters(const Ctx& c, std::uint32_t i);
ir::Constraint read_constraint(const Ctx& c, std::uint32_t i);
std::vector<ir::Constraint> read_constraints(const Ctx& c, std::uint32_t i);
ir::Policy read_policy(const Ctx& c, std::uint32_t i);
std::vector<ir::Policy> read_policies(const Ctx& c, std::uint32_t i);
ir::DeploymentArtifact read_deployment_artifact(const Ctx& c, std::uint32_t i);
std::vector<ir::DeploymentArtifact> read_deployment_artifacts(const Ctx& c, std::uint32_t i);
ir::ImplementationArtifact read_implementation_artifact(const Ctx& c, std::uint32_t i);
std::vector<ir::ImplementationArtifact> read_implementation_artifacts(const Ctx& c, std::uint32_t i);
ir::Operation read_operation(const Ctx& c, std::uint32_t i);
ir::Interface read_interface(const Ctx& c, std::uint32_t i);
std::vector<ir::Interface> read_interfaces(const Ctx& c, std::uint32_t i);
std::vector<ir::InstanceState> read_instance_states(const Ctx& c, std::uint32_t i);
ir::PropertiesDefinition read_properties_definition(const Ctx& c, std::uint32_t i);
ir::WineryPropertiesDefinition read_winery_properties(const Ctx& c, std::uint32_t i);
std::optional<ir::PropertiesValue> read_properties_value(const Ctx& c, std::uint32_t i);
/// The properties document rooted at element `i`, with its map view.
ir::PropertiesValue properties_document(const Ctx& c, std::uint32_t i);

/// Reads the tEntityType part of a type element; `child` sees the rest.
void read_entity_type(const Ctx& c, std::uint32_t i, Attrs& a, ir::EntityTypeBase& t,
                      const std::function<bool(std::uint32_t)>& child);
/// Reads the tEntityTemplate part of a template element; `child` sees the rest.
void read_entity_template(const Ctx& c, std::uint32_t i, Attrs& a, ir::EntityTemplateBase& t,
                          const std::function<bool(std::uint32_t)>& child);

/// Final dialect: the children of <Definitions> (also used for the
/// draft's shared parts).
ir::Document read_final(const Ctx& c);
/// Draft dialect: root <ServiceTemplate>.
ir::Document read_draft(const Ctx& c);

}  // namespace tosca::xml::detail
