#pragma once
/// A small view of the XML Schemas that define properties documents: just
/// enough of XSD to turn a properties element into typed TOSCA property
/// definitions (sequence/all/choice of elements, attributes, simple types
/// with a base and enumeration facets). It is derived from `Document::types`
/// and imported .xsd files, never written back, and rebuilt on demand.

#include "tosca/ir/basics.hpp"

#include <map>

namespace tosca::ir {

struct XsdField
{
  std::string name;
  QName type;                         ///< named type, or empty when inline
  std::optional<QName> inline_complex; ///< synthetic name of an anonymous complex type
  std::optional<std::string> default_value;
  std::optional<std::string> fixed;
  std::int64_t min_occurs = 1;
  std::optional<std::int64_t> max_occurs = 1; ///< nullopt = unbounded
  bool attribute = false;
  std::optional<std::string> documentation;
  std::vector<std::string> enumeration; ///< of an inline simple type
  QName inline_simple_base;             ///< base of an inline simple type
  Location location;
};

struct XsdComplexType
{
  QName name;
  std::vector<XsdField> fields;
  bool has_wildcard = false;
  Location location;
};

struct XsdSimpleType
{
  QName name;
  QName base;
  std::vector<std::string> enumeration;
  Location location;
};

struct XsdElement
{
  QName name;
  QName type;                          ///< named type, or the synthetic inline name
  Location location;
  std::string source_path;
};

struct SchemaSet
{
  std::map<QName, XsdElement> elements;
  std::map<QName, XsdComplexType> complex_types;
  std::map<QName, XsdSimpleType> simple_types;

  const XsdComplexType* complex_type_of_element(const QName& element) const;
  void merge(SchemaSet other);
};

}  // namespace tosca::ir
