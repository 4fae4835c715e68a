// Writers for properties: the definition of a type's properties (an XSD
// element or type, or Winery's key/value list) and a template's properties
// document, written verbatim in the scope it was read in (or, for an IR
// that only has the map view, built from the view).
#include "write_common.hpp"

#include "tosca/xml/writer.hpp"

#include <algorithm>
#include <cstdio>
#include <span>
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::PropertiesDefinition>() == 3, "ir::PropertiesDefinition changed: extend the XML writer");
static_assert(ir::field_count<ir::PropertiesValue>() == 4, "ir::PropertiesValue changed: extend the XML writer");
static_assert(ir::field_count<ir::WineryPropertiesDefinition>() == 6, "ir::WineryPropertiesDefinition changed: extend the XML writer");

namespace {

/// One element `qualified` holding `v`: a map is child elements, a list
/// repeated elements, a scalar its text, an empty one an empty element.
void view_xml(const std::string& prefix, const std::string& qualified,
              const std::string& declaration, const ir::Value& v, std::string& out,
              const std::function<void(const std::string&)>& skipped)
{
  std::string text;
  switch (v.kind) {
  case ir::Value::Kind::map:
    if (v.entries.empty()) {
      break;
    }
    out += '<' + qualified + declaration + '>';
    for (const auto& [name, child] : v.entries) {
      if (!is_ncname(name)) {
        skipped(name);
        continue;
      }
      for (const ir::Value& item :
           child.kind == ir::Value::Kind::list ? std::span(child.items) : std::span(&child, 1)) {
        view_xml(prefix, prefix + name, {}, item, out, skipped);
      }
    }
    out += "</" + qualified + '>';
    return;
  case ir::Value::Kind::boolean:
    text = v.boolean ? "true" : "false";
    break;
  case ir::Value::Kind::integer:
    text = std::to_string(v.integer);
    break;
  case ir::Value::Kind::floating: {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.17g", v.floating);
    text = buf;
    break;
  }
  case ir::Value::Kind::string:
    text = v.string;
    break;
  case ir::Value::Kind::null:
  case ir::Value::Kind::list:
    break;
  }
  out += '<' + qualified + declaration;
  if (text.empty()) {
    out += "/>";
    return;
  }
  out += '>';
  escape_text(text, out);
  out += "</" + qualified + '>';
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
    c.out.fragment(xml::properties_document(v, [&](const std::string& name) {
      c.report({}, "property name '" + name +
                       "' is not an XML name; left out of the properties document");
    }));
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

namespace tosca::xml {

std::string properties_document(const ir::PropertiesValue& v,
                                const std::function<void(const std::string&)>& skipped)
{
  std::string declaration;
  if (v.root.prefix.empty()) {
    const auto& bindings = v.document.bindings;
    const auto d = std::find_if(bindings.begin(), bindings.end(),
                                [](const ir::NamespaceBinding& b) { return b.prefix.empty(); });
    if (d != bindings.end() ? d->uri != v.root.ns : !v.root.ns.empty()) {
      declaration = " xmlns=\"";
      detail::escape_attribute(v.root.ns, declaration);
      declaration += '"';
    }
  }
  const std::string prefix = v.root.prefix.empty() ? std::string() : v.root.prefix + ':';
  static const ir::Value no_values = ir::Value::map();
  const ir::Value& values = v.view.kind == ir::Value::Kind::map ? v.view : no_values;
  std::string out;
  detail::view_xml(prefix, prefix + v.root.local, declaration, values, out, skipped);
  return out;
}

}  // namespace tosca::xml
