#pragma once
/// Escaping text for XML 1.0 and checking names, shared by every layer that
/// renders XML text.

#include <string>
#include <string_view>

namespace tosca {

/// `&`, `<`, `>` and CR always become references (a CR would otherwise be
/// normalised away); in an attribute value also `"`, tab and newline, which
/// attribute-value normalisation would turn into spaces. Control characters
/// XML 1.0 cannot carry at all become U+FFFD: callers that must keep them
/// exactly encode the value another way (yaml_payload.hpp uses base64).
std::string escape_xml(std::string_view text, bool attribute);

/// True when every character can stand in an XML 1.0 document.
bool xml_safe(std::string_view text);

/// True when `s`, UTF-8, can be an XML NCName (an element or attribute
/// local name, a prefix, an xs:ID): XML 1.0's NameStartChar then
/// NameChars, without ':'. One definition, so the XML writer and the YAML
/// decoder agree on what they can name.
bool is_ncname(std::string_view s);

/// XML 1.0 (fifth edition) NameStartChar and NameChar, without ':'.
bool is_xml_name_start(char32_t c);
bool is_xml_name_char(char32_t c);

/// `s` without the XML white space (space, tab, CR, LF) around it: what
/// XML Schema's whiteSpace "collapse" leaves at the ends of a number, a
/// boolean or an enumerated value.
std::string_view trim_xml_space(std::string_view s);

}  // namespace tosca
