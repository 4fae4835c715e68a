#pragma once
/// Plain-language descriptions of XML Schema simple types, for messages
/// about attribute values: "a positive integer or 'unbounded'", "'yes' or
/// 'no'", "an XML name without ':' (...)".

#include <xercesc/util/XercesDefs.hpp>

#include <string>
#include <vector>

XERCES_CPP_NAMESPACE_BEGIN
class DatatypeValidator;
XERCES_CPP_NAMESPACE_END

namespace tosca::xml::detail {

/// What a value of this type looks like, as a noun phrase.
std::string describe_type(const XERCES_CPP_NAMESPACE::DatatypeValidator* type);

/// The enumerated values of the type (or of its base), empty when none.
std::vector<std::string> enumeration_of(const XERCES_CPP_NAMESPACE::DatatypeValidator* type);

/// True when the type, or a member of a union type, is an enumeration
/// holding `value`.
bool enumerates(const XERCES_CPP_NAMESPACE::DatatypeValidator* type, const std::string& value);

/// 'a', 'b' or 'c' (each value quoted).
std::string quoted_alternatives(const std::vector<std::string>& values);

}  // namespace tosca::xml::detail
