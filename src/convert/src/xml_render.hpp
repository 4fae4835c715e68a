#pragma once
/// The XML renderings of what a YAML-born document defines
/// (derive_xml_side): an XML Schema for the property definitions of its
/// types (TOSCA XML types its properties with XSD), and a template's
/// property values as an instance document of that schema.
///
/// Instance encoding: a map becomes child elements named by key, a list
/// repeated <item> children, a scalar its text, null an empty element with
/// xsi:nil="true", a TOSCA function (get_input, concat, ...) an element of
/// the extension namespace named after the function with one <tc:arg> per
/// argument. Keys that are not NCNames are escaped (names.hpp).

#include "tosca/ir/basics.hpp"
#include "tosca/ir/value.hpp"

#include <string>
#include <vector>

namespace tosca::convert::detail {

struct PropertyXsd
{
  std::string name; ///< property name as written in YAML
  std::string type; ///< TOSCA type name (string, integer, ...)
};

struct TypeXsd
{
  std::string type_name; ///< as written in YAML (the schema's order)
  std::string element;   ///< the properties element's local name
  std::vector<PropertyXsd> properties;
};

/// One xs:schema with an element per type (sorted by type name), or ""
/// when `types` is empty.
std::string render_schema(const std::string& target_namespace, std::vector<TypeXsd> types);

/// The instance document `<p:{root} xmlns:p=ns>...` for `values`.
std::string render_properties(const ir::QName& root, const ir::Value& values);

}  // namespace tosca::convert::detail
