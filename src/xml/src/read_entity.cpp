// Readers for what types and templates have in common: properties
// definitions (XSD reference or Winery key/value list), properties
// documents with their map view, tEntityType and tEntityTemplate.
#include "properties_view.hpp"
#include "read_context.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::EntityTemplateBase>() == 6, "ir::EntityTemplateBase changed: extend the XML reader");
static_assert(ir::field_count<ir::EntityTypeBase>() == 11, "ir::EntityTypeBase changed: extend the XML reader");
static_assert(ir::field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend the XML reader");
static_assert(ir::field_count<ir::Fragment>() == 3, "ir::Fragment changed: extend the XML reader");
static_assert(ir::field_count<ir::PropertiesDefinition>() == 3, "ir::PropertiesDefinition changed: extend the XML reader");
static_assert(ir::field_count<ir::PropertiesValue>() == 4, "ir::PropertiesValue changed: extend the XML reader");
static_assert(ir::field_count<ir::WineryPropertiesDefinition>() == 6, "ir::WineryPropertiesDefinition changed: extend the XML reader");
static_assert(ir::field_count<ir::WineryProperty>() == 8, "ir::WineryProperty changed: extend the XML reader");

ir::PropertiesDefinition read_properties_definition(const Ctx& c, std::uint32_t i)
{
  ir::PropertiesDefinition d;
  Attrs a(c, i);
  d.element = a.take_qname("element");
  d.type = a.take_qname("type");
  read_children(c, i, d.ext, nullptr);
  a.finish(d.ext);
  return d;
}

ir::WineryPropertiesDefinition read_winery_properties(const Ctx& c, std::uint32_t i)
{
  ir::WineryPropertiesDefinition w;
  w.location = c.node(i).location();
  Attrs a(c, i);
  w.element_name = a.take("elementname").value_or("");
  w.ns = a.take("namespace").value_or("");
  ir::Extensible rest;
  a.finish(rest);
  w.attributes = std::move(rest.any_attributes);
  for (std::uint32_t k : c.elements(i)) {
    if (!c.node(k).is(k_winery_ns, "properties")) {
      w.other.push_back(c.fragment(k));
      continue;
    }
    ir::WineryProperty p;
    p.location = c.node(k).location();
    for (std::uint32_t f : c.elements(k)) {
      const Node& n = c.node(f);
      if (n.ns() != k_winery_ns) {
        p.other.push_back(c.fragment(f));
      } else if (n.local() == "key") {
        p.key = text_of(c.tree, f);
      } else if (n.local() == "type") {
        p.type = text_of(c.tree, f);
      } else if (n.local() == "defaultValue") {
        p.default_value = text_of(c.tree, f);
      } else if (n.local() == "required") {
        p.required = text_of(c.tree, f);
      } else if (n.local() == "description") {
        p.description = text_of(c.tree, f);
      } else if (n.local() == "constraints") {
        p.constraints = c.fragment(f);
      } else {
        p.other.push_back(c.fragment(f));
      }
    }
    w.properties.push_back(std::move(p));
  }
  return w;
}

ir::PropertiesValue properties_document(const Ctx& c, std::uint32_t i)
{
  ir::PropertiesValue v;
  v.document = c.fragment(i);
  derive_view(c.tree, i, v);
  return v;
}

std::optional<ir::PropertiesValue> read_properties_value(const Ctx& c, std::uint32_t i)
{
  auto kids = c.elements(i);
  if (kids.empty()) {
    return std::nullopt;
  }
  ir::PropertiesValue v;
  if (kids.size() == 1) {
    v = properties_document(c, kids[0]);
  } else {
    // Not schema-valid (one element expected), but keep all of it.
    c.warn(i, "XML_PROPERTIES", "properties hold " + std::to_string(kids.size()) +
                                    " elements; a properties document has one root element");
    auto f = c.content_fragment(i);
    v.document = f.value_or(ir::Fragment{});
  }
  return v;
}

void read_entity_type(const Ctx& c, std::uint32_t i, Attrs& a, ir::EntityTypeBase& t,
                      const std::function<bool(std::uint32_t)>& child)
{
  if (c.dialect == ir::Dialect::csd03) {
    t.name = a.required("id");
    t.display_name = a.take("name");
  } else {
    t.name = a.required("name");
  }
  a.take_target_namespace(t.target_namespace, t.target_namespace_written, c.target_namespace);
  t.abstract = a.take_yes_no("abstract");
  t.is_final = a.take_yes_no("final");
  read_children(c, i, t.ext, [&](std::uint32_t k) {
    if (c.is(k, "Tags")) {
      t.tags = read_tags(c, k);
    } else if (c.is(k, "DerivedFrom")) {
      Attrs d(c, k);
      t.derived_from = d.take_qname("typeRef");
      if (!t.derived_from) {
        t.derived_from = d.take_qname("nodeTypeRef"); // draft spelling
      }
      if (!t.derived_from) {
        t.derived_from = d.take_qname("relationshipTypeRef"); // draft spelling
      }
    } else if (c.is(k, "PropertiesDefinition") || c.is(k, "NodeTypeProperties") ||
               c.is(k, "RelationshipTypeProperties")) {
      t.properties_definition = read_properties_definition(c, k);
    } else if (child && child(k)) {
      // handled by the caller
    } else {
      return false;
    }
    return true;
  });
  if (auto name = take_draft_attribute(t.ext, "name")) {
    t.display_name = std::move(name);
  }
  if (take_draft_attribute(t.ext, "targetNamespace") == "inherited") {
    t.target_namespace_written = false;
  }
  // Winery's key/value definition is a foreign element: lift it out.
  auto& any = t.ext.any_elements;
  for (std::uint32_t k : c.elements(i)) {
    if (c.node(k).is(k_winery_ns, "PropertiesDefinition") && !t.winery_properties) {
      t.winery_properties = read_winery_properties(c, k);
      ir::Fragment f = c.fragment(k);
      for (auto it = any.begin(); it != any.end(); ++it) {
        if (*it == f) {
          any.erase(it);
          break;
        }
      }
    }
  }
}

void read_entity_template(const Ctx& c, std::uint32_t i, Attrs& a, ir::EntityTemplateBase& t,
                          const std::function<bool(std::uint32_t)>& child)
{
  t.id = a.required("id");
  t.name = a.take("name");
  if (auto type = a.take_qname("type")) {
    t.type = *type;
  } else if (auto nt = a.take_qname("nodeType")) {
    t.type = *nt; // draft
  } else if (auto rt = a.take_qname("relationshipType")) {
    t.type = *rt; // draft
  }
  read_children(c, i, t.ext, [&](std::uint32_t k) {
    if (c.is(k, "Properties") || c.is(k, "PropertyDefaults")) {
      t.properties = read_properties_value(c, k);
    } else if (c.is(k, "PropertyConstraints")) {
      t.property_constraints = read_constraints(c, k);
    } else if (child && child(k)) {
      // handled by the caller
    } else {
      return false;
    }
    return true;
  });
}

}  // namespace tosca::xml::detail
