#pragma once
/// Property typing: turns XML property definitions (an XSD element or type,
/// or Winery's key/value list) into TOSCA property definitions, and the
/// text of XML property values into values of those types.

#include "tosca/ir/index.hpp"
#include "tosca/ir/model.hpp"
#include "tosca/ir/value.hpp"
#include "tosca/support/diagnostics.hpp"

#include <map>
#include <set>

namespace tosca::yaml::detail {

struct PropertyDef
{
  std::string name;
  std::string type;        ///< TOSCA type: string, integer, float, boolean, timestamp, list, map or a data type
  std::string entry_type;  ///< for list
  std::optional<std::string> default_text;
  std::optional<std::string> description;
  std::vector<std::string> valid_values;
  std::optional<ir::QName> data_type; ///< XSD complex type behind a data type
  bool inferred = false;   ///< made up from template values, not from a definition
  /// Winery's `required` flag. XSD minOccurs is not carried: TOSCA 1.0 lets
  /// templates leave properties unset (docs/mapping.md, "Properties").
  bool required = false;
};

struct PropertySchema
{
  std::vector<PropertyDef> properties;
  std::optional<ir::QName> element; ///< expected root element of the document
  bool defined = false;             ///< some definition was found
  bool open = false;                ///< the XSD allows further elements (xs:any)

  const PropertyDef* find(std::string_view name) const;
};

/// TOSCA scalar type for an XSD built-in (by local name), "string" if unknown.
std::string tosca_type_of_xsd(std::string_view local);

/// Converts XML text to a value of TOSCA type `type`. `canonical` is set to
/// false when writing the value back as XML text would not give `text` again.
ir::Value typed_value(const std::string& text, const std::string& type, bool& canonical);

/// The XML text a typed value is written back as.
std::string xml_text_of(const ir::Value& v);

class Typing
{
public:
  Typing(const ir::Model& model, DiagnosticSink& sink);

  /// The definitions a type declares itself (not inherited).
  PropertySchema own(const ir::EntityTypeBase& type);

  /// The definitions that apply to templates of `type` (nearest declaring
  /// ancestor wins, as in XML, where a PropertiesDefinition replaces the parent's).
  PropertySchema effective(const ir::EntityTypeBase* type);

  /// XSD complex types used as data types so far.
  const std::set<ir::QName>& data_types() const { return m_data_types; }
  /// Definitions of a data type derived from an XSD complex type.
  std::vector<PropertyDef> data_type_fields(const ir::QName& complex);

  /// The base type of `type` (same kind), or nullptr.
  std::function<const ir::EntityTypeBase*(const ir::QName&)> parent_lookup;

private:
  const std::string& path_of(const ir::EntityTypeBase& type) const;
  PropertyDef from_field(const struct ir::XsdField& f);
  std::string type_of(const ir::QName& xsd_type, std::vector<std::string>& valid_values,
                      std::optional<ir::QName>& data_type);

  const ir::Model& m_model;
  DiagnosticSink& m_sink;
  std::set<ir::QName> m_data_types;
  std::set<std::string> m_warned;

};

}  // namespace tosca::yaml::detail
