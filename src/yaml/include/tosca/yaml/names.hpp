#pragma once
/// Names that cross between YAML and XML: YAML allows any string as a type
/// or template name, XML wants an NCName (xs:ID, xs:NCName). `encode_ncname`
/// escapes every character an NCName cannot hold as `_xHHHH_` (and an
/// underscore that would start such a sequence), `decode_ncname` undoes it,
/// so the mapping is exact both ways (the XmlConvert.EncodeName scheme).

#include <string>
#include <string_view>

namespace tosca::yaml {

std::string encode_ncname(std::string_view name);
std::string decode_ncname(std::string_view name);

/// The XML element that holds the properties of the YAML-born type
/// `type_name` (`{name}.Properties`, escaped).
std::string properties_element_name(std::string_view type_name);

/// The namespace of YAML-born entities whose document declares none.
inline constexpr std::string_view k_default_yaml_namespace =
    "http://tosca-convert.org/yaml/default";

/// Our XML extension namespace (docs/mapping.md).
inline constexpr std::string_view k_extension_namespace = "http://tosca-convert.org/xml/extensions/1";

}  // namespace tosca::yaml
