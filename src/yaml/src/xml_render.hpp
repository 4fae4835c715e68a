#pragma once
/// XML renderings the YAML reader derives for the XML side of the IR:
/// an XML Schema for the property definitions of the document's types
/// (TOSCA XML types its properties with XSD), and a template's property
/// values as an instance document of that schema.
///
/// Instance encoding: a map becomes child elements named by key, a list
/// repeated <item> children, a scalar its text, null an empty element with
/// xsi:nil="true", a TOSCA function (get_input, concat, ...) an element of
/// the extension namespace named after the function with one <tc:arg> per
/// argument. Keys that are not NCNames are escaped (names.hpp).

#include "tosca/ir/value.hpp"

#include <string>
#include <vector>

namespace tosca::yaml {

/// True for a one-entry map whose key is a TOSCA function name.
bool is_function(const ir::Value& v);

/// The XSD element name that holds the properties of the type `type_name`.
std::string properties_element_name(const std::string& type_name);

struct PropertyXsd
{
  std::string name;     ///< property name as written in YAML
  std::string type;     ///< TOSCA type name (string, integer, ...)
  bool required = true;
};

struct TypeXsd
{
  std::string type_name;
  std::vector<PropertyXsd> properties;
};

/// One xs:schema with an element per type (sorted by type name), or ""
/// when `types` is empty.
std::string render_schema(const std::string& target_namespace, std::vector<TypeXsd> types);

/// The instance document `<p:{Type}.Properties xmlns:p=ns>...` for `values`.
std::string render_properties(const std::string& ns, const std::string& type_name,
                              const ir::Value& values);

}  // namespace tosca::yaml
