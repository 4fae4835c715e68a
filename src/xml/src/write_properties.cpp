// Writers for properties: the definition of a type's properties (an XSD
// element or type, or Winery's key/value list) and a template's properties
// document, written verbatim in the scope it was read in (or, for an IR
// that only has the map view, built from the view).
#include "write_common.hpp"

#include <cstdio>
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::PropertiesDefinition>() == 3, "ir::PropertiesDefinition changed: extend the XML writer");
static_assert(ir::field_count<ir::PropertiesValue>() == 4, "ir::PropertiesValue changed: extend the XML writer");
static_assert(ir::field_count<ir::WineryPropertiesDefinition>() == 6, "ir::WineryPropertiesDefinition changed: extend the XML writer");

namespace {

/// A properties document built from its map view (an IR made by code or
/// from YAML may carry only the view): <root xmlns="ns"><key>v</key>...</root>.
void view_xml(const WCtx& c, const std::string& name, const ir::Value& v, std::string& out)
{
  if (!is_ncname(name)) {
    c.report({}, "property name '" + name +
                     "' is not an XML name; left out of the properties document");
    return;
  }
  if (v.kind == ir::Value::Kind::list) {
    for (const auto& item : v.items) {
      view_xml(c, name, item, out);
    }
    return;
  }
  out += '<' + name + '>';
  switch (v.kind) {
  case ir::Value::Kind::null:
    break;
  case ir::Value::Kind::boolean:
    out += v.boolean ? "true" : "false";
    break;
  case ir::Value::Kind::integer:
    out += std::to_string(v.integer);
    break;
  case ir::Value::Kind::floating: {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", v.floating);
    out += buf;
    break;
  }
  case ir::Value::Kind::string:
    escape_text(v.string, out);
    break;
  case ir::Value::Kind::map:
    for (const auto& [k, child] : v.entries) {
      view_xml(c, k, child, out);
    }
    break;
  case ir::Value::Kind::list:
    break;
  }
  out += "</" + name + '>';
}

std::string properties_from_view(const WCtx& c, const ir::PropertiesValue& v)
{
  std::string out = "<" + v.root.local + " xmlns=\"";
  escape_attribute(v.root.ns, out);
  out += "\">";
  for (const auto& [k, child] : v.view.entries) {
    view_xml(c, k, child, out);
  }
  out += "</" + v.root.local + ">";
  return out;
}

}  // namespace

// ---------------------------------------------------------- properties

void write_properties_definition(const WCtx& c, std::string_view element,
                                 const ir::PropertiesDefinition& d)
{
  open(c, element, d.ext);
  optional_qname_attribute(c, "element", d.element);
  optional_qname_attribute(c, "type", d.type);
  write_foreign_attributes(c, d.ext);
  write_ext_body(c, d.ext);
  c.out.end();
}

namespace {

void winery_field(const WCtx& c, std::string_view local, const std::optional<std::string>& v)
{
  if (!v) {
    return;
  }
  c.out.start(k_w_winery_ns, local, "winery");
  c.out.text(*v);
  c.out.end();
}

}  // namespace

void write_winery_properties(const WCtx& c, const ir::WineryPropertiesDefinition& w)
{
  c.out.start(k_w_winery_ns, "PropertiesDefinition", "winery", w.location);
  for (const auto& f : w.other) {
    c.out.require(f.bindings);
  }
  if (!w.element_name.empty()) {
    c.out.attribute("elementname", w.element_name);
  }
  if (!w.ns.empty()) {
    c.out.attribute("namespace", w.ns);
  }
  for (const auto& a : w.attributes) {
    c.out.attribute(a.name, a.value);
  }
  for (const auto& p : w.properties) {
    c.out.start(k_w_winery_ns, "properties", "winery", p.location);
    require_fragment(c, p.constraints);
    for (const auto& f : p.other) {
      c.out.require(f.bindings);
    }
    winery_field(c, "key", p.key.empty() ? std::nullopt : std::optional(p.key));
    winery_field(c, "type", p.type.empty() ? std::nullopt : std::optional(p.type));
    winery_field(c, "defaultValue", p.default_value);
    winery_field(c, "required", p.required);
    winery_field(c, "description", p.description);
    if (p.constraints) {
      c.out.fragment(p.constraints->xml);
    }
    write_fragments(c, p.other);
    c.out.end();
  }
  write_fragments(c, w.other);
  c.out.end();
}

void write_properties_value(const WCtx& c, std::string_view element, const ir::PropertiesValue& v)
{
  if (v.document.xml.empty() && (v.root.local.empty() || !is_ncname(v.root.local))) {
    if (!v.view.empty()) {
      c.report(v.document.location, "a properties document without a root element name cannot "
                                    "be written; left out");
    }
    return;
  }
  open_plain(c, element, v.document.location);
  c.out.require(v.document.bindings);
  if (v.document.xml.empty()) {
    c.out.fragment(properties_from_view(c, v));
  } else if (!v.root.local.empty()) {
    c.out.fragment(v.document.xml);
  } else {
    // Several root elements (not schema-valid, kept as read): the content as is.
    c.out.mixed();
    c.out.content(v.document.xml);
  }
  c.out.end();
}

}  // namespace tosca::xml::detail
