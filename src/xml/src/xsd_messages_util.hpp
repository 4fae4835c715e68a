#pragma once
/// What the files that word schema messages share: xsd_messages.cpp
/// (elements and content) and xsd_attribute_messages.cpp (attributes and
/// values).

#include "tree.hpp"
#include "xml_text.hpp"

#include <xercesc/util/XercesDefs.hpp>

#include <string>
#include <string_view>

XERCES_CPP_NAMESPACE_BEGIN
class ComplexTypeInfo;
class XMLElementDecl;
XERCES_CPP_NAMESPACE_END

namespace tosca::xml::detail {

/// A namespace Winery writes its own extension elements and attributes in.
bool is_winery_ns(std::string_view ns);

/// An element only Winery writes: in a Winery namespace, or one of Winery's
/// additions to the TOSCA namespace (PatternRefinementModel, ...).
bool is_winery_element(const Node& n);

/// The `index`-th single-quoted string in a Xerces message.
std::string in_quotes(std::string_view text, int index = 0);

/// A name as written (prefix:local).
std::string raw_name(std::string_view prefix, std::string_view local);
std::string raw_name(const Attribute& a);
std::string raw_name(const Node& n);

/// The message of XSD_UNDECLARED (read back by xml::undeclared_element).
std::string undeclared_message(const std::string& name, std::string_view ns,
                               const std::string& parent_name);

/// The complex type of a schema element declaration (null for others).
const XERCES_CPP_NAMESPACE::ComplexTypeInfo* type_of(const XERCES_CPP_NAMESPACE::XMLElementDecl* decl);

}  // namespace tosca::xml::detail
