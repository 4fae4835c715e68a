#include "typing.hpp"

#include "tosca/support/xml_escape.hpp"

#include <charconv>
#include <cmath>
#include <functional>

namespace tosca::yaml::detail {

namespace {

constexpr std::string_view xsd_ns = "http://www.w3.org/2001/XMLSchema";

}  // namespace

const PropertyDef* PropertySchema::find(std::string_view name) const
{
  for (const auto& p : properties) {
    if (p.name == name) {
      return &p;
    }
  }
  return nullptr;
}

std::string tosca_type_of_xsd(std::string_view local)
{
  static const std::pair<std::string_view, std::string_view> table[] = {
      {"string", "string"},
      {"normalizedString", "string"},
      {"token", "string"},
      {"anyURI", "string"},
      {"QName", "string"},
      {"NCName", "string"},
      {"Name", "string"},
      {"ID", "string"},
      {"IDREF", "string"},
      {"language", "string"},
      {"integer", "integer"},
      {"int", "integer"},
      {"long", "integer"},
      {"short", "integer"},
      {"byte", "integer"},
      {"nonNegativeInteger", "integer"},
      {"positiveInteger", "integer"},
      {"nonPositiveInteger", "integer"},
      {"negativeInteger", "integer"},
      {"unsignedInt", "integer"},
      {"unsignedLong", "integer"},
      {"unsignedShort", "integer"},
      {"unsignedByte", "integer"},
      {"boolean", "boolean"},
      {"float", "float"},
      {"double", "float"},
      {"decimal", "float"},
      {"dateTime", "timestamp"},
  };
  for (const auto& [x, t] : table) {
    if (x == local) {
      return std::string(t);
    }
  }
  return "string";
}

namespace {

/// A number's text without its '+': part of XML Schema's lexical space,
/// which from_chars does not take.
std::string_view unsigned_part(std::string_view s)
{
  return s.size() > 1 && s[0] == '+' && s[1] != '-' && s[1] != '+' ? s.substr(1) : s;
}

}  // namespace

ir::Value typed_value(const std::string& text, const std::string& type, bool& canonical)
{
  canonical = true;
  if (type == "string" || type == "timestamp" || type.empty()) {
    return ir::Value::of(text);
  }
  if (text.empty()) {
    return ir::Value::null(); // unset: written back as an empty element
  }
  // XML Schema collapses white space around every non-string value
  // (`<Port>\n  8080\n</Port>` is the xs:int 8080).
  const std::string_view lexical = trim_xml_space(text);
  if (lexical.empty()) {
    canonical = false; // white space only: unset, as `validate` reads it
    return ir::Value::null();
  }
  ir::Value v;
  if (type == "integer") {
    const std::string_view digits = unsigned_part(lexical);
    std::int64_t n = 0;
    auto r = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (r.ec == std::errc() && r.ptr == digits.data() + digits.size()) {
      v = ir::Value::of(n);
    }
  } else if (type == "float") {
    const std::string_view number = unsigned_part(lexical);
    double d = 0;
    auto r = std::from_chars(number.data(), number.data() + number.size(), d);
    if (r.ec == std::errc() && r.ptr == number.data() + number.size() && std::isfinite(d)) {
      v = ir::Value::of(d);
    }
  } else if (type == "boolean") {
    if (lexical == "true" || lexical == "1") {
      v = ir::Value::of(true);
    } else if (lexical == "false" || lexical == "0") {
      v = ir::Value::of(false);
    }
  } else {
    return ir::Value::of(text); // data types and unknown types: text as is
  }
  if (v.is_null()) {
    // Not a value of the declared type: keep the text (reported by the caller).
    canonical = false;
    return ir::Value::of(text);
  }
  canonical = xml_text_of(v) == text;
  return v;
}

std::string xml_text_of(const ir::Value& v)
{
  switch (v.kind) {
  case ir::Value::Kind::null: return "";
  case ir::Value::Kind::boolean: return v.boolean ? "true" : "false";
  case ir::Value::Kind::integer: return std::to_string(v.integer);
  case ir::Value::Kind::floating: {
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, v.floating);
    return std::string(buf, r.ptr);
  }
  case ir::Value::Kind::string: return v.string;
  default: return "";
  }
}

Typing::Typing(const ir::Model& model, DiagnosticSink& sink)
    : m_model(model), m_sink(sink)
{
}

const std::string& Typing::path_of(const ir::EntityTypeBase& type) const
{
  // Only needed for a warning, so a search is cheaper than an index.
  static const std::string unknown;
  for (const auto& doc : m_model.documents) {
    auto holds = [&](const auto& list) {
      return !list.empty() && static_cast<const void*>(&type) >= static_cast<const void*>(list.data()) &&
             static_cast<const void*>(&type) < static_cast<const void*>(list.data() + list.size());
    };
    if (holds(doc.node_types) || holds(doc.relationship_types) || holds(doc.requirement_types) ||
        holds(doc.capability_types) || holds(doc.artifact_types) || holds(doc.policy_types)) {
      return doc.path;
    }
  }
  return unknown;
}

std::string Typing::type_of(const ir::QName& xsd_type, std::vector<std::string>& valid_values,
                            std::optional<ir::QName>& data_type)
{
  if (xsd_type.empty()) {
    return "string";
  }
  if (xsd_type.ns == xsd_ns) {
    return tosca_type_of_xsd(xsd_type.local);
  }
  if (auto s = m_model.schemas.simple_types.find(xsd_type); s != m_model.schemas.simple_types.end()) {
    valid_values = s->second.enumeration;
    return s->second.base.ns == xsd_ns ? tosca_type_of_xsd(s->second.base.local) : "string";
  }
  if (m_model.schemas.complex_types.count(xsd_type) != 0) {
    data_type = xsd_type;
    m_data_types.insert(xsd_type);
    return "";
  }
  return "string";
}

PropertyDef Typing::from_field(const ir::XsdField& f)
{
  PropertyDef p;
  p.name = f.name;
  p.description = f.documentation;
  p.default_text = f.default_value ? f.default_value : f.fixed;
  std::vector<std::string> values = f.enumeration;
  std::optional<ir::QName> data_type;
  std::string scalar;
  if (f.inline_complex) {
    data_type = *f.inline_complex;
    m_data_types.insert(*f.inline_complex);
  } else if (!f.inline_simple_base.empty()) {
    scalar = f.inline_simple_base.ns == xsd_ns ? tosca_type_of_xsd(f.inline_simple_base.local) : "string";
  } else {
    scalar = type_of(f.type, values, data_type);
  }
  p.valid_values = values;
  p.data_type = data_type;
  std::string element_type = scalar;
  if (!f.max_occurs || *f.max_occurs > 1) {
    p.type = "list";
    p.entry_type = element_type;
  } else {
    p.type = element_type;
  }
  return p;
}

std::vector<PropertyDef> Typing::data_type_fields(const ir::QName& complex)
{
  std::vector<PropertyDef> out;
  auto it = m_model.schemas.complex_types.find(complex);
  if (it == m_model.schemas.complex_types.end()) {
    return out;
  }
  for (const auto& f : it->second.fields) {
    out.push_back(from_field(f));
  }
  return out;
}

PropertySchema Typing::own(const ir::EntityTypeBase& type)
{

  PropertySchema s;
  if (type.winery_properties) {
    const auto& w = *type.winery_properties;
    s.defined = true;
    s.element = ir::QName{w.ns, w.element_name, {}};
    for (const auto& wp : w.properties) {
      PropertyDef p;
      p.name = wp.key;
      std::string_view t = wp.type;
      if (auto colon = t.find(':'); colon != std::string_view::npos) {
        t = t.substr(colon + 1);
      }
      p.type = tosca_type_of_xsd(t);
      p.default_text = wp.default_value;
      p.description = wp.description;
      p.required = wp.required && (*wp.required == "true" || *wp.required == "True" ||
                                   *wp.required == "TRUE" || *wp.required == "yes");
      s.properties.push_back(std::move(p));
    }
    return s;
  }
  if (!type.properties_definition) {
    return s;
  }
  const auto& d = *type.properties_definition;
  const ir::XsdComplexType* complex = nullptr;
  if (d.element) {
    s.element = *d.element;
    complex = m_model.schemas.complex_type_of_element(*d.element);
    if (complex == nullptr) {
      if (auto e = m_model.schemas.elements.find(*d.element); e != m_model.schemas.elements.end()) {
        auto c = m_model.schemas.complex_types.find(e->second.type);
        complex = c == m_model.schemas.complex_types.end() ? nullptr : &c->second;
      }
    }
  } else if (d.type) {
    auto c = m_model.schemas.complex_types.find(*d.type);
    complex = c == m_model.schemas.complex_types.end() ? nullptr : &c->second;
  }
  if (complex == nullptr && d.type && d.type->ns == xsd_ns) {
    // A built-in simple type: the properties document is one element whose
    // text is the value. It has no named properties to declare.
    s.defined = true;
    s.open = true;
    return s;
  }
  if (complex == nullptr) {
    const ir::QName& what = d.element ? *d.element : d.type.value_or(ir::QName{});
    if (m_warned.insert(what.clark()).second) {
      m_sink.warning(path_of(type), d.ext.location.line, d.ext.location.column, "XSD_NOT_FOUND",
                     "the schema of properties " + std::string(d.element ? "element" : "type") +
                         " '" + what.clark() +
                         "' was not found in <Types> or on the search path; its properties are "
                         "written as strings");
    }
    return s;
  }
  s.defined = true;
  s.open = complex->has_wildcard;
  for (const auto& f : complex->fields) {
    s.properties.push_back(from_field(f));
  }
  return s;
}

PropertySchema Typing::effective(const ir::EntityTypeBase* type)
{
  std::set<std::string> seen;
  while (type != nullptr && seen.insert(type->qname().clark()).second) {
    PropertySchema s = own(*type);
    if (s.defined || type->winery_properties || type->properties_definition) {
      return s;
    }
    if (!type->derived_from || !parent_lookup) {
      break;
    }
    type = parent_lookup(*type->derived_from);
  }
  return {};
}

}  // namespace tosca::yaml::detail
