// Writers for what every part of a document shares: the extensibility
// envelope (documentation, ##other elements and attributes, the YAML
// payload of YAML-born entities), tags, parameters and constraints.
#include "write_common.hpp"

#include "tosca/xml/yaml_payload.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::Constraint>() == 4, "ir::Constraint changed: extend the XML writer");
static_assert(ir::field_count<ir::Documentation>() == 5, "ir::Documentation changed: extend the XML writer");
static_assert(ir::field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend the XML writer");
static_assert(ir::field_count<ir::Fragment>() == 3, "ir::Fragment changed: extend the XML writer");
static_assert(ir::field_count<ir::Parameter>() == 4, "ir::Parameter changed: extend the XML writer");
static_assert(ir::field_count<ir::Tag>() == 3, "ir::Tag changed: extend the XML writer");

namespace {

bool is_text_fragment(const ir::Fragment& f)
{
  return !f.xml.empty() && (f.xml[0] != '<' || f.xml.rfind("<![CDATA[", 0) == 0);
}

bool has_text(const ir::Extensible& ext)
{
  for (const auto& f : ext.any_elements) {
    if (is_text_fragment(f)) {
      return true;
    }
  }
  return false;
}

}  // namespace

// ------------------------------------------------------------ envelope

void open(const WCtx& c, std::string_view local, const ir::Extensible& ext, ir::Location where)
{
  c.out.start(k_w_tosca_ns, local, c.tosca_prefix, where.known() ? where : ext.location);
  for (const auto& f : ext.any_elements) {
    c.out.require(f.bindings);
  }
  if (has_text(ext)) {
    c.out.mixed();
  }
}

void open_plain(const WCtx& c, std::string_view local, ir::Location where)
{
  c.out.start(k_w_tosca_ns, local, c.tosca_prefix, where);
}

void require_fragment(const WCtx& c, const std::optional<ir::Fragment>& f)
{
  if (f) {
    c.out.require(f->bindings);
  }
}

void optional_attribute(const WCtx& c, std::string_view local, const std::optional<std::string>& v)
{
  if (v) {
    c.out.attribute(local, *v);
  }
}

void yes_no_attribute(const WCtx& c, std::string_view local, const ir::YesNo& v)
{
  if (v) {
    c.out.attribute(local, *v ? "yes" : "no");
  }
}

void int_attribute(const WCtx& c, std::string_view local, const std::optional<std::int64_t>& v)
{
  if (v) {
    c.out.attribute(local, std::to_string(*v));
  }
}

void bound_attribute(const WCtx& c, std::string_view local, const std::optional<ir::Bound>& v)
{
  if (v) {
    c.out.attribute(local, v->unbounded() ? std::string("unbounded") : std::to_string(*v->value));
  }
}

void optional_qname_attribute(const WCtx& c, std::string_view local,
                              const std::optional<ir::QName>& v)
{
  if (v) {
    c.out.qname_attribute(local, *v);
  }
}

void qname_attribute(const WCtx& c, std::string_view local, const ir::QName& v)
{
  if (!v.empty() || !v.ns.empty()) {
    c.out.qname_attribute(local, v);
  }
}

void write_foreign_attributes(const WCtx& c, const ir::Extensible& ext)
{
  for (const auto& a : ext.any_attributes) {
    c.out.attribute(a.name, a.value);
  }
}

void write_documentation(const WCtx& c, const ir::Documentation& d)
{
  open_plain(c, "documentation", d.location);
  if (d.content.find('<') != std::string::npos) {
    c.out.require(d.bindings); // markup inside: its prefixes must stay bound
  }
  optional_attribute(c, "source", d.source);
  if (d.lang) {
    c.out.attribute(ir::QName{std::string(k_w_xml_ns), "lang", "xml"}, *d.lang);
  }
  c.out.content(d.content);
  c.out.end();
}

void write_documentations(const WCtx& c, const ir::Extensible& ext)
{
  for (const auto& d : ext.documentation) {
    write_documentation(c, d);
  }
}

void write_fragments(const WCtx& c, std::span<const ir::Fragment> list)
{
  bool last_was_text = false;
  for (const auto& f : list) {
    const bool text = is_text_fragment(f);
    const bool cdata = text && f.xml[0] == '<';
    if (text && !cdata && last_was_text) {
      c.out.comment(""); // keeps two text fragments from merging into one
    }
    if (text) {
      c.out.content(f.xml);
    } else {
      c.out.fragment(f.xml);
    }
    last_was_text = text && !cdata;
  }
}

void write_foreign_elements(const WCtx& c, const ir::Extensible& ext)
{
  write_fragments(c, ext.any_elements);
  if (!ext.yaml->is_null()) {
    // A YAML-born entity's definition: <tc:yaml> (tosca/xml/yaml_payload.hpp).
    const std::size_t indent = 2 * c.out.child_depth();
    std::string xml = render_yaml_payload(ext.yaml.get(), static_cast<int>(indent));
    c.out.fragment(std::string_view(xml).substr(std::min(indent, xml.size())));
  }
}

bool has_elements(const ir::Extensible& ext)
{
  return !ext.documentation.empty() || !ext.any_elements.empty() || !ext.yaml->is_null();
}

bool has_content(const ir::Extensible& ext)
{
  return has_elements(ext) || !ext.any_attributes.empty();
}

void write_ext_body(const WCtx& c, const ir::Extensible& ext)
{
  write_documentations(c, ext);
  write_foreign_elements(c, ext);
}

// ------------------------------------------------- tags and parameters

void write_tags(const WCtx& c, const std::vector<ir::Tag>& tags)
{
  if (tags.empty()) {
    return;
  }
  open_plain(c, "Tags", tags.front().location);
  for (const auto& t : tags) {
    open_plain(c, "Tag", t.location);
    c.out.attribute("name", t.name);
    c.out.attribute("value", t.value);
    c.out.end();
  }
  c.out.end();
}

void write_parameters(const WCtx& c, std::string_view wrapper, std::string_view element,
                      const std::vector<ir::Parameter>& list)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, wrapper);
  for (const auto& p : list) {
    open(c, element, p.ext);
    c.out.attribute("name", p.name);
    c.out.attribute("type", p.type);
    yes_no_attribute(c, "required", p.required);
    write_foreign_attributes(c, p.ext);
    write_ext_body(c, p.ext);
    c.out.end();
  }
  c.out.end();
}

// --------------------------------------------------------- constraints

void write_constraint(const WCtx& c, std::string_view element, const ir::Constraint& k,
                      std::string_view type_attribute)
{
  open_plain(c, element, k.ext.location);
  require_fragment(c, k.body);
  optional_attribute(c, "property", k.property);
  c.out.attribute(type_attribute, k.constraint_type);
  write_foreign_attributes(c, k.ext);
  if (has_elements(k.ext)) {
    c.report(k.ext.location, "documentation and extension elements of a " + std::string(element) +
                                 " have no place apart from its body; left out");
  }
  if (k.body) {
    c.out.content(k.body->xml);
  }
  c.out.end();
}

void write_constraints(const WCtx& c, std::string_view wrapper, std::string_view element,
                       std::span<const ir::Constraint> list)
{
  if (list.empty()) {
    return;
  }
  open_plain(c, wrapper);
  for (const auto& k : list) {
    write_constraint(c, element, k);
  }
  c.out.end();
}

}  // namespace tosca::xml::detail
