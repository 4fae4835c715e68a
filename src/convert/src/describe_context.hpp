#pragma once
/// Machinery of the describe*.cpp files: the context a document is described
/// in, `Fields` (one call per IR field) and the compile-time field count
/// that makes a describer fail to build when its IR struct gains a field.
///
/// Adding a field to an IR struct: add one `.add(...)`, `.list(...)`,
/// `.keyed(...)` or `.object(...)` line to the struct's describer (or a
/// comment saying why it is ignored), and raise the count in its
/// `static_assert(field_count<...>() == N)`.

#include "tosca/convert/diff.hpp"
#include "tosca/ir/field_count.hpp"
#include "tosca/xml/canonical.hpp"

#include <span>
#include <map>
#include <string>
#include <string_view>
#include <utility>

namespace tosca::convert::diff::detail {

using ir::field_count;

// --------------------------------------------------------------- context

struct Context
{
  xml::Canonicalizer& canonicalizer;
  const ir::Document& document;
  /// The document's bytes, or empty: locations inside XML content are then
  /// approximate.
  std::string_view source_bytes;
  /// Line index of source_bytes, built when the first fragment needs it.
  std::optional<xml::SourceText> source_text;

  const xml::SourceText* source()
  {
    if (!source_text && !source_bytes.empty()) {
      source_text.emplace(source_bytes);
    }
    return source_text ? &*source_text : nullptr;
  }
};

/// Defaults from the TOSCA schemas, for attributes left out.
inline constexpr bool k_default_abstract = false; // abstract="no"
inline constexpr bool k_default_final = false;    // final="no"
inline constexpr bool k_default_required = true;  // tParameter required="yes"
inline constexpr bool k_default_must_understand = true;
inline constexpr bool k_default_cascading_deletion = false;
inline constexpr std::int64_t k_default_instances = 1; // minInstances, maxInstances
inline constexpr std::int64_t k_default_bound = 1;     // lowerBound, upperBound
inline constexpr std::string_view k_default_rest_method = "GET";

std::string clark(const ir::QName& q);

/// Fills one map node, one IR field per call. Empty lists, absent optionals
/// and empty QNames add nothing (absent and empty compare the same).
class Fields
{
public:
  Fields(Context& c, Node& map, ir::Location at) : m_c(c), m_map(map), m_at(at) {}

  Context& context() { return m_c; }
  ir::Location at() const { return m_at; }

  Fields& add(std::string_view key, Node node);
  Fields& add(std::string_view key, const std::string& text);
  Fields& add(std::string_view key, const std::optional<std::string>& text);
  Fields& add(std::string_view key, const ir::QName& name);
  Fields& add(std::string_view key, const std::optional<ir::QName>& name);
  Fields& add(std::string_view key, const ir::Boxed<ir::QName>& name);
  Fields& add(std::string_view key, std::int64_t number);
  /// A tBoolean: absent means the schema default.
  Fields& yes_no(std::string_view key, const ir::YesNo& value, bool schema_default);
  /// An int attribute with a schema default.
  Fields& integer(std::string_view key, const std::optional<std::int64_t>& value,
                  std::int64_t schema_default);
  /// An occurrence bound with a schema default ("unbounded" or a number).
  Fields& bound(std::string_view key, const std::optional<ir::Bound>& value,
                std::int64_t schema_default);
  Fields& fragment(std::string_view key, const std::optional<ir::Fragment>& fragment);
  Fields& fragments(std::string_view key, std::span<const ir::Fragment> fragments);
  /// A YAML-shaped value; null adds nothing.
  Fields& value(std::string_view key, const ir::Value& value);
  /// The tExtensibleElements envelope, flattened into this map:
  /// documentation, any_elements, any_attributes, yaml.
  Fields& ext(const ir::Extensible& ext);
  /// The same as a map of its own under `key` (wrapper elements), when it
  /// holds anything.
  Fields& ext(std::string_view key, const ir::Extensible& ext);

  /// Positional list: items described by `describe(Context&, const T&)`.
  template <class List> Fields& list(std::string_view key, const List& items)
  {
    if (items.empty()) {
      return *this;
    }
    Node l = Node::list_at(m_at);
    for (const auto& item : items) {
      l.items.push_back(describe(m_c, item));
    }
    return add(key, std::move(l));
  }

  /// Keyed list: members matched by `key_of(item)`; a repeated key gets an
  /// occurrence suffix (`env`, `env#2`, ...), so repeats match in order.
  template <class List, class KeyOf>
  Fields& keyed(std::string_view key, const List& items, KeyOf key_of)
  {
    if (items.empty()) {
      return *this;
    }
    Node m = Node::map_at(m_at);
    m.keyed = true;
    std::map<std::string, int> seen;
    for (const auto& item : items) {
      std::string k = key_of(item);
      int n = ++seen[k];
      if (n > 1) {
        k += "#" + std::to_string(n);
      }
      m.entries.emplace_back(std::move(k), describe(m_c, item));
    }
    return add(key, std::move(m));
  }

  /// An optional struct: a map when present, nothing when absent.
  template <class T> Fields& object(std::string_view key, const std::optional<T>& item)
  {
    if (item) {
      add(key, describe(m_c, *item));
    }
    return *this;
  }
  template <class T> Fields& object(std::string_view key, const ir::Boxed<T>& item)
  {
    if (item) {
      add(key, describe(m_c, *item));
    }
    return *this;
  }

private:
  Context& m_c;
  Node& m_map;
  ir::Location m_at;
};

/// More fields on a map that was begun elsewhere (the rest of a type after
/// its base's fields), located where the map is.
inline Fields more(Context& c, Node& m)
{
  return Fields(c, m, m.location);
}

// ------------------------------------------- describers, one per IR struct

// describe_xml.cpp: verbatim XML content.
Node describe(Context& c, const ir::Fragment& f);
Node describe(Context& c, const ir::Documentation& d);
Node describe(Context& c, const ir::PropertiesValue& v);

// describe_common.cpp
Node describe(Context& c, const ir::Tag& t);
Node describe(Context& c, const ir::Parameter& p);
Node describe(Context& c, const ir::WsdlBinding& w);
Node describe(Context& c, const ir::RestField& f);
Node describe(Context& c, const ir::RestBinding& r);
Node describe(Context& c, const ir::ScriptBinding& s);
Node describe(Context& c, const ir::RequiredContainerCapability& r);
Node describe(Context& c, const ir::ImplementationArtifact& a);
Node describe(Context& c, const ir::Operation& o);
Node describe(Context& c, const ir::Interface& i);
Node describe(Context& c, const ir::DeploymentArtifact& a);
Node describe(Context& c, const ir::Policy& p);
Node describe(Context& c, const ir::Constraint& k);
Node describe(Context& c, const ir::PropertiesDefinition& p);
Node describe(Context& c, const ir::WineryProperty& p);
Node describe(Context& c, const ir::WineryPropertiesDefinition& w);
Node describe(Context& c, const ir::ForeignAttribute& a);

// describe_types.cpp
Node describe(Context& c, const ir::RequirementDefinition& d);
Node describe(Context& c, const ir::CapabilityDefinition& d);
Node describe(Context& c, const ir::InstanceState& s);
Node describe(Context& c, const ir::NodeType& t);
Node describe(Context& c, const ir::RelationshipType& t);
Node describe(Context& c, const ir::RequirementType& t);
Node describe(Context& c, const ir::CapabilityType& t);
Node describe(Context& c, const ir::ArtifactType& t);
Node describe(Context& c, const ir::PolicyType& t);
Node describe(Context& c, const ir::RequiredContainerFeature& f);
Node describe(Context& c, const ir::NodeTypeImplementation& t);
Node describe(Context& c, const ir::RelationshipTypeImplementation& t);

// describe_templates.cpp
Node describe(Context& c, const ir::ArtifactReference& r);
Node describe(Context& c, const ir::ArtifactReference::Pattern& p);
Node describe(Context& c, const ir::ArtifactTemplate& t);
Node describe(Context& c, const ir::PolicyTemplate& t);
Node describe(Context& c, const ir::RequirementOrCapability& r);
Node describe(Context& c, const ir::NodeTemplate& t);
Node describe(Context& c, const ir::RelationshipTemplate& t);
Node describe(Context& c, const ir::GroupTemplate& g);
Node describe(Context& c, const ir::TopologyTemplate& t);

// describe_service.cpp
Node describe(Context& c, const ir::PropertyMapping& m);
Node describe(Context& c, const ir::BoundaryRef& r);
Node describe(Context& c, const ir::ExportedOperation& o);
Node describe(Context& c, const ir::ExportedInterface& i);
Node describe(Context& c, const ir::BoundaryDefinitions& b);
Node describe(Context& c, const ir::Plan& p);
Node describe(Context& c, const ir::ServiceTemplate& s);

// describe_document.cpp
Node describe(Context& c, const ir::ExtensionDecl& e);
Node describe(Context& c, const ir::Import& i);
Node describe(Context& c, const ir::QName& q);

// Keys of keyed lists that several files use.
inline std::string key_of_name(const auto& x)
{
  return x.name;
}
inline std::string key_of_id(const auto& x)
{
  return x.id;
}
inline std::string key_of_qname(const auto& x)
{
  return clark(x.qname());
}
std::string key_of_policy(const ir::Policy& p);
std::string key_of_constraint(const ir::Constraint& k);
std::string key_of_artifact(const ir::ImplementationArtifact& a);

} // namespace tosca::convert::diff::detail
