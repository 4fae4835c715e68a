// XML-born documents: property values against the definition their type
// declares, an XSD element or type (from <Types> or an imported .xsd) or a
// Winery key/value list. The definitions come from the YAML writer's
// property typing (src/yaml/src/typing.hpp), so validate and xml2yaml read
// a definition the same way.
//
// [x] the properties element is the one the type's XSD definition names
//     (PROP_ELEMENT; Winery key/value documents are read by key, whatever
//     their root, and a key/value list adds to the inherited ones)
// [x] a property the definition does not declare, unless it is open
//     (xs:any) (PROP_UNDECLARED, with "did you mean")
// [x] a value that is not a lexical value of its integer, decimal/float,
//     boolean or dateTime type, or not one of its enumeration (PROP_TYPE)
// [x] a PropertiesDefinition whose XSD element or type was not found
//     (XSD_NOT_FOUND, a warning: its values cannot be checked)
// [-] required (minOccurs) properties are not checked: TOSCA allows
//     incomplete property defaults in templates
// [-] nested elements and attributes are not checked against complex types
#include "checks.hpp"
#include "xsd_lexical.hpp"

#include "typing.hpp"
#include "wellknown.hpp"

#include "tosca/support/xml_escape.hpp"

#include <algorithm>

namespace tosca::check::detail {

namespace {

using K = ir::EntityKind;

/// Whether `text` is the enumerated value `allowed`. XML Schema compares
/// values, not texts: for a number or a boolean, " 1 ", "+1" and "1" are
/// one value (read as xml2yaml reads them, yaml/src/typing.cpp).
bool is_enumerated(const std::string& type, const std::string& text, const std::string& allowed)
{
  if (text == allowed) {
    return true;
  }
  if (type != "integer" && type != "float" && type != "boolean") {
    return false;
  }
  if (trim_xml_space(text) == trim_xml_space(allowed)) {
    return true; // also what typing leaves as text: NaN, INF
  }
  bool canonical = true;
  const ir::Value value = yaml::detail::typed_value(text, type, canonical);
  return value.kind != ir::Value::Kind::string && !value.is_null() &&
         value == yaml::detail::typed_value(allowed, type, canonical);
}
using yaml::detail::PropertyDef;
using yaml::detail::PropertySchema;

struct PropertyRules
{
  const Context& cx;
  const ir::Document& doc;
  PropertyCache& cache;

  /// `at` is the properties document; the message points at element `key`.
  void value(const PropertyDef& def, const std::string& text, const std::string& where,
             const ir::Location& root, const std::string& key)
  {
    const std::string& type = def.type == "list" ? def.entry_type : def.type;
    if (yaml::detail::winery_get_input(text)) {
      return; // Winery's binding to an input, whatever the property's type
    }
    if (!def.valid_values.empty() && !text.empty() &&
        std::none_of(def.valid_values.begin(), def.valid_values.end(),
                     [&](const std::string& allowed) { return is_enumerated(type, text, allowed); })) {
      std::string allowed;
      for (const auto& v : def.valid_values) {
        append_quoted(allowed, v);
      }
      cx.error(doc, cx.element_after(doc, root, key), "PROP_TYPE",
               where + " is '" + text + "', which is not one of the allowed values " + allowed);
      return;
    }
    if (!lexical_ok(type, text)) {
      cx.error(doc, cx.element_after(doc, root, key), "PROP_TYPE",
               where + " is '" + text + "', which is not a valid " + type);
    }
  }

  void check(K kind, const ir::QName& type, const ir::PropertiesValue& pv, const std::string& owner,
             const ir::Location& owner_at)
  {
    if (!resolvable(type) || pv.root.local.empty()) {
      return;
    }
    const PropertySchema* schema = cache.effective(kind, type);
    if (!schema || !schema->defined) {
      return;
    }
    const ir::Location at = pv.document.location.known() ? pv.document.location : owner_at;
    if (schema->element && !(pv.root == *schema->element)) {
      cx.error(doc, at, "PROP_ELEMENT",
               "the properties of " + owner + " are a '" + show(pv.root) + "' element, but type '" +
                   show(type) + "' defines them as '" + show(*schema->element) + "'");
      return;
    }
    std::vector<std::string> names;
    for (const auto& [key, raw] : pv.view.entries) {
      const PropertyDef* def = schema->find(key);
      const std::string where = "property '" + key + "' of " + owner;
      if (!def) {
        if (schema->open) {
          continue;
        }
        if (names.empty()) {
          for (const auto& p : schema->properties) {
            names.push_back(p.name);
          }
        }
        std::string message = where + " is not declared by type '" + show(type) + "'";
        message += did_you_mean(key, names);
        cx.error(doc, cx.element_after(doc, at, key), "PROP_UNDECLARED", message);
        continue;
      }
      if (raw.kind == ir::Value::Kind::string) {
        value(*def, raw.string, where, at, key);
      } else if (raw.kind == ir::Value::Kind::list && def->type == "list") {
        for (const auto& item : raw.items) {
          if (item.kind == ir::Value::Kind::string) {
            value(*def, item.string, where, at, key);
          }
        }
      }
    }
  }

  template <class T> void type_definitions(K kind, const std::vector<T>& list, const char* element)
  {
    for (const auto& t : list) {
      if (!t.properties_definition || t.winery_properties) {
        continue;
      }
      const auto& d = *t.properties_definition;
      if (d.element.has_value() == d.type.has_value()) {
        continue; // PROPERTIES_DEFINITION
      }
      if (!cache.own_defined(t)) {
        const ir::QName& what = d.element ? *d.element : *d.type;
        cx.warning(doc, d.ext.location.known() ? d.ext.location : t.ext.location, "XSD_NOT_FOUND",
                   std::string("the properties ") + (d.element ? "element" : "type") + " '" +
                       show(what) + "' of " + element + " '" + t.name +
                       "' is not defined in <Types> or in an XSD on the search path; its "
                       "property values are not checked");
      }
    }
  }

  void run()
  {
    type_definitions(K::node_type, doc.node_types, "NodeType");
    type_definitions(K::relationship_type, doc.relationship_types, "RelationshipType");
    type_definitions(K::requirement_type, doc.requirement_types, "RequirementType");
    type_definitions(K::capability_type, doc.capability_types, "CapabilityType");
    type_definitions(K::artifact_type, doc.artifact_types, "ArtifactType");
    type_definitions(K::policy_type, doc.policy_types, "PolicyType");
    for (const auto& a : doc.artifact_templates) {
      if (a.properties) {
        check(K::artifact_type, a.type, *a.properties, "artifact template '" + a.id + "'",
              a.ext.location);
      }
    }
    for (const auto& p : doc.policy_templates) {
      if (p.properties) {
        check(K::policy_type, p.type, *p.properties, "policy template '" + p.id + "'",
              p.ext.location);
      }
    }
    for (const auto& st : doc.service_templates) {
      if (!st.topology) {
        continue;
      }
      for (const auto& n : st.topology->node_templates) {
        const std::string owner = "node template '" + n.id + "'";
        if (n.properties) {
          check(K::node_type, n.type, *n.properties, owner, n.ext.location);
        }
        for (const auto& r : n.requirements) {
          if (r.properties) {
            check(K::requirement_type, r.type, *r.properties,
                  "requirement '" + r.id + "' of " + owner, r.ext.location);
          }
        }
        for (const auto& c : n.capabilities) {
          if (c.properties) {
            check(K::capability_type, c.type, *c.properties,
                  "capability '" + c.id + "' of " + owner, c.ext.location);
          }
        }
      }
      for (const auto& r : st.topology->relationship_templates) {
        if (r.properties) {
          check(K::relationship_type, r.type, *r.properties, "relationship template '" + r.id + "'",
                r.ext.location);
        }
      }
    }
  }
};

} // namespace

struct PropertyCache::Impl
{
  explicit Impl(const Context& c) : cx(c), typing(c.ws.model, scratch)
  {
    typing.parent_lookup = [this](const ir::QName& q) { return cx.catalog.type(kind, q); };
  }

  /// Winery key/value definitions: Winery lists a type's own keys only and
  /// reads the properties document by key, whatever its root element, so
  /// the keys of every ancestor's list count and the root is not checked.
  void add_inherited_keys(const ir::EntityTypeBase& declaring, PropertySchema& s)
  {
    s.element.reset();
    const ir::EntityTypeBase* t = &declaring;
    for (int steps = 0; steps < 256 && t && t->derived_from; ++steps) {
      t = cx.catalog.type(kind, *t->derived_from);
      if (t && t->winery_properties) {
        for (auto& p : typing.own(*t).properties) {
          if (!s.find(p.name)) {
            s.properties.push_back(std::move(p));
          }
        }
      }
    }
  }

  std::optional<PropertySchema> compute(const ir::EntityTypeBase* t)
  {
    // The nearest ancestor with a definition declares them (Typing::effective).
    for (int steps = 0; steps < 256 && t; ++steps) {
      if (t->winery_properties || t->properties_definition) {
        PropertySchema s = typing.effective(t);
        if (t->winery_properties) {
          add_inherited_keys(*t, s);
        }
        return s;
      }
      t = t->derived_from ? cx.catalog.type(kind, *t->derived_from) : nullptr;
    }
    return PropertySchema{};
  }

  const Context& cx;
  /// Typing reports unresolved schemas itself; validate words them its own way.
  DiagnosticSink scratch;
  yaml::detail::Typing typing;
  K kind = K::node_type; ///< of the type parent_lookup is walking
  std::unordered_map<std::string, std::optional<PropertySchema>> effective;
};

PropertyCache::PropertyCache(const Context& cx) : m_impl(std::make_unique<Impl>(cx)) {}
PropertyCache::~PropertyCache() = default;

const PropertySchema* PropertyCache::effective(ir::EntityKind kind, const ir::QName& type)
{
  const std::string key = std::to_string(static_cast<int>(kind)) + type.clark();
  auto it = m_impl->effective.find(key);
  if (it == m_impl->effective.end()) {
    std::optional<PropertySchema> s;
    if (const ir::EntityTypeBase* t = m_impl->cx.catalog.type(kind, type)) {
      m_impl->kind = kind;
      s = m_impl->compute(t);
    }
    it = m_impl->effective.emplace(key, std::move(s)).first;
  }
  return it->second ? &*it->second : nullptr;
}

bool PropertyCache::own_defined(const ir::EntityTypeBase& type)
{
  return m_impl->typing.own(type).defined;
}

void check_xml_properties(const Context& cx, const ir::Document& doc, PropertyCache& cache)
{
  PropertyRules{cx, doc, cache}.run();
}

} // namespace tosca::check::detail
