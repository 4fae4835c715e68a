// Plain descriptions of XML Schema simple types (built-in, enumerations,
// unions) for the messages about attribute values.
#include "xsd_values.hpp"

#include "parser.hpp"

#include <xercesc/validators/datatype/DatatypeValidator.hpp>
#include <xercesc/util/KVStringPair.hpp>
#include <xercesc/validators/datatype/UnionDatatypeValidator.hpp>
#include <xercesc/validators/schema/SchemaSymbols.hpp>

#include <algorithm>
#include <string_view>
#include <utility>

namespace tosca::xml::detail {

namespace x = XERCES_CPP_NAMESPACE;

namespace {

/// Built-in types by local name, with what their values look like.
constexpr std::pair<std::string_view, std::string_view> k_builtin[] = {
    {"ID", "an XML name without ':' (it starts with a letter or '_' and has only letters, "
           "digits, '.', '-' and '_')"},
    {"IDREF", "an XML name without ':' naming an id of this document"},
    {"NCName", "an XML name without ':' (it starts with a letter or '_' and has only "
               "letters, digits, '.', '-' and '_')"},
    {"Name", "an XML name (it starts with a letter, '_' or ':' and has no spaces)"},
    {"QName", "a qualified name, 'prefix:Name' with a declared prefix or a plain 'Name'"},
    {"anyURI", "a URI reference ('%' must start an escape of two hex digits; no spaces or "
               "brackets outside an IP literal)"},
    {"boolean", "'true' or 'false'"},
    {"int", "an integer"},
    {"integer", "an integer"},
    {"long", "an integer"},
    {"short", "an integer"},
    {"nonNegativeInteger", "an integer of 0 or more"},
    {"positiveInteger", "a positive integer"},
    {"decimal", "a decimal number"},
    {"double", "a number"},
    {"float", "a number"},
    {"language", "a language tag such as 'en' or 'de-CH'"},
    {"dateTime", "a date and time such as '2013-11-25T12:00:00'"},
    {"date", "a date such as '2013-11-25'"},
    {"NMTOKEN", "a name token (letters, digits, '.', '-', '_' and ':', no spaces)"},
    // The project schema's lexical stand-ins for the built-in types (xsd/).
    {"tName", "an XML name without ':' (it starts with a letter or '_' and has only "
              "letters, digits, '.', '-' and '_')"},
    {"tID", "an XML name without ':' (it starts with a letter or '_' and has only letters, "
            "digits, '.', '-' and '_')"},
    {"tIDREF", "an XML name without ':' naming an id of this document"},
    {"tQName", "a qualified name, 'prefix:Name' with a declared prefix or a plain 'Name'"},
    {"tInt", "an integer"},
    {"tURI", "a URI reference ('%' must start an escape of two hex digits; no spaces or "
             "brackets outside an IP literal)"},
};

std::string_view builtin_description(std::string_view name)
{
  for (const auto& [n, d] : k_builtin) {
    if (n == name) {
      return d;
    }
  }
  return {};
}

}  // namespace

std::string quoted_alternatives(const std::vector<std::string>& values)
{
  std::string out;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) {
      out += i + 1 == values.size() ? " or " : ", ";
    }
    out += "'" + values[i] + "'";
  }
  return out;
}

std::vector<std::string> enumeration_of(const x::DatatypeValidator* type)
{
  std::vector<std::string> out;
  for (const auto* t = type; t != nullptr; t = t->getBaseValidator()) {
    if (t->getType() == x::DatatypeValidator::Union) {
      break;
    }
    if (const auto* e = t->getEnumString(); e != nullptr && e->size() != 0) {
      for (XMLSize_t i = 0; i < e->size(); ++i) {
        out.push_back(utf8(e->elementAt(i)));
      }
      break;
    }
  }
  return out;
}

bool enumerates(const x::DatatypeValidator* type, const std::string& value)
{
  if (type == nullptr) {
    return false;
  }
  if (type->getType() == x::DatatypeValidator::Union) {
    const auto* members = static_cast<const x::UnionDatatypeValidator*>(type)->getMemberTypeValidators();
    for (XMLSize_t i = 0; members != nullptr && i < members->size(); ++i) {
      if (enumerates(members->elementAt(i), value)) {
        return true;
      }
    }
    return false;
  }
  const auto values = enumeration_of(type);
  return std::find(values.begin(), values.end(), value) != values.end();
}

std::string describe_type(const x::DatatypeValidator* type)
{
  if (type == nullptr) {
    return "a valid value";
  }
  if (type->getType() == x::DatatypeValidator::Union) {
    const auto* members = static_cast<const x::UnionDatatypeValidator*>(type)->getMemberTypeValidators();
    std::vector<std::string> parts;
    for (XMLSize_t i = 0; members != nullptr && i < members->size(); ++i) {
      parts.push_back(describe_type(members->elementAt(i)));
    }
    if (parts.size() == 2) {
      return "neither " + parts[0] + " nor " + parts[1];
    }
    std::string out = "none of: ";
    for (std::size_t i = 0; i < parts.size(); ++i) {
      out += (i > 0 ? "; " : "") + parts[i];
    }
    return out;
  }
  if (auto values = enumeration_of(type); !values.empty()) {
    return quoted_alternatives(values);
  }
  for (const auto* t = type; t != nullptr; t = t->getBaseValidator()) {
    if (t->getAnonymous()) {
      // maxInstances: a nonNegativeInteger restricted to [1-9][0-9]*.
      std::string pattern;
      if (const auto* facets = t->getFacets(); facets != nullptr) {
        if (const auto* p = facets->get(x::SchemaSymbols::fgELT_PATTERN); p != nullptr) {
          pattern = utf8(p->getValue());
        }
      }
      if (pattern.rfind("([1-9]", 0) == 0 || pattern.rfind("[1-9]", 0) == 0) {
        return "a positive integer";
      }
      continue;
    }
    const std::string name = utf8(t->getTypeLocalName());
    if (auto d = builtin_description(name); !d.empty()) {
      return std::string(d);
    }
    if (t->getBaseValidator() == nullptr) {
      return "a valid xs:" + name;
    }
  }
  return "a valid value";
}

}  // namespace tosca::xml::detail
