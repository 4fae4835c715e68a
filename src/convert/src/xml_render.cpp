#include "xml_render.hpp"

#include "tosca/yaml/names.hpp"


#include "tosca/support/xml_escape.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace tosca::convert::detail {

using yaml::encode_ncname;
using yaml::k_extension_namespace;

namespace {

constexpr std::array k_functions = {
    "get_input",          "get_property",  "get_attribute", "get_operation_output",
    "get_nodes_of_type",  "get_artifact",  "concat",        "join",
    "token",              "get_secret",    "get_value"};

/// True for a one-entry map whose key is a TOSCA function name.
bool is_function(const ir::Value& v)
{
  if (v.kind != ir::Value::Kind::map || v.entries.size() != 1) {
    return false;
  }
  for (const char* f : k_functions) {
    if (v.entries.front().first == f) {
      return true;
    }
  }
  return false;
}

std::string scalar_text(const ir::Value& v)
{
  switch (v.kind) {
  case ir::Value::Kind::boolean: return v.boolean ? "true" : "false";
  case ir::Value::Kind::integer: return std::to_string(v.integer);
  case ir::Value::Kind::floating: {
    if (std::isnan(v.floating)) {
      return "NaN";
    }
    if (std::isinf(v.floating)) {
      return v.floating < 0 ? "-INF" : "INF";
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", v.floating);
    return buf;
  }
  case ir::Value::Kind::string: return v.string;
  default: return {};
  }
}

void render_value(std::string& out, const std::string& element, const ir::Value& v,
                  int depth);

void render_children(std::string& out, const ir::Value& v, int depth)
{
  if (is_function(v)) {
    const auto& [name, args] = v.entries.front();
    std::string indent(2 * depth, ' ');
    out += indent + "<tc:" + encode_ncname(name) + ">";
    if (args.kind == ir::Value::Kind::list) {
      out += "\n";
      for (const auto& arg : args.items) {
        render_value(out, "tc:arg", arg, depth + 1);
      }
      out += indent;
    } else {
      out += escape_xml(scalar_text(args), false);
    }
    out += "</tc:" + encode_ncname(name) + ">\n";
    return;
  }
  if (v.kind == ir::Value::Kind::map) {
    for (const auto& [key, value] : v.entries) {
      render_value(out, "p:" + encode_ncname(key), value, depth);
    }
  } else if (v.kind == ir::Value::Kind::list) {
    for (const auto& item : v.items) {
      render_value(out, "p:item", item, depth);
    }
  }
}

void render_value(std::string& out, const std::string& element, const ir::Value& v, int depth)
{
  std::string indent(2 * depth, ' ');
  if (v.is_null()) {
    out += indent + "<" + element + " xsi:nil=\"true\"/>\n";
    return;
  }
  if (v.kind == ir::Value::Kind::map || v.kind == ir::Value::Kind::list) {
    if (v.empty()) {
      out += indent + "<" + element + "/>\n";
      return;
    }
    out += indent + "<" + element + ">\n";
    render_children(out, v, depth + 1);
    out += indent + "</" + element + ">\n";
    return;
  }
  out += indent + "<" + element + ">" + escape_xml(scalar_text(v), false) + "</" + element + ">\n";
}

std::string xsd_type_of(const std::string& tosca_type)
{
  if (tosca_type == "string") return "xs:string";
  if (tosca_type == "integer") return "xs:integer";
  if (tosca_type == "float") return "xs:double";
  if (tosca_type == "boolean") return "xs:boolean";
  if (tosca_type == "timestamp") return "xs:dateTime";
  return "xs:anyType"; // version, ranges, lists, maps, scalar-units, data types
}

}  // namespace

std::string render_schema(const std::string& target_namespace, std::vector<TypeXsd> types)
{
  if (types.empty()) {
    return {};
  }
  // By name, so the schema does not depend on the order of YAML sections.
  std::stable_sort(types.begin(), types.end(),
                   [](const TypeXsd& a, const TypeXsd& b) { return a.type_name < b.type_name; });
  std::string out = "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\" targetNamespace=\"" +
                    escape_xml(target_namespace, true) + "\" elementFormDefault=\"qualified\">\n";
  for (const auto& type : types) {
    out += "  <xs:element name=\"" + type.element + "\">\n";
    out += "    <xs:complexType>\n      <xs:all>\n";
    for (const auto& p : type.properties) {
      out += "        <xs:element name=\"" + encode_ncname(p.name) + "\" type=\"" +
             xsd_type_of(p.type) + "\" minOccurs=\"0\" nillable=\"true\"/>\n";
    }
    out += "      </xs:all>\n    </xs:complexType>\n  </xs:element>\n";
  }
  out += "</xs:schema>";
  return out;
}

std::string render_properties(const ir::QName& element, const ir::Value& values)
{
  std::string root = "p:" + element.local;
  std::string out = "<" + root + " xmlns:p=\"" + escape_xml(element.ns, true) +
                    "\" xmlns:tc=\"" + std::string(k_extension_namespace) +
                    "\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n";
  render_children(out, values, 1);
  out += "</" + root + ">";
  return out;
}

}  // namespace tosca::convert::detail
