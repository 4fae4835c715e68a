#pragma once
/// A small, non-validating XML parser for the fragments the extension block
/// carries (properties documents above all), so the decoder can tell a
/// properties document's root element and derive its map view without
/// depending on the XML library (the layer rule keeps src/yaml off Xerces).
/// It accepts well-formed content only: elements, attributes, text with the
/// predefined and numeric character references, CDATA, comments and
/// processing instructions. No DOCTYPE, no other entities. It is iterative,
/// and refuses nesting deeper than a limit.

#include "tosca/ir/basics.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::yaml::detail {

struct XmlNode
{
  enum class Kind : std::uint8_t { element, text, cdata, comment, pi };
  Kind kind = Kind::element;
  std::string ns;     ///< element namespace
  std::string local;  ///< element local name
  std::string prefix; ///< element prefix
  std::string text;   ///< text or CDATA content (references resolved)
  /// Attributes other than namespace declarations.
  std::size_t attribute_count = 0;
  std::vector<std::uint32_t> children;
};

struct XmlTree
{
  /// nodes[0] is a synthetic container: its children are the top-level
  /// nodes of the fragment.
  std::vector<XmlNode> nodes;
};

/// Parses `xml` with `bindings` in scope. nullopt (with `error` set) when it
/// is not well-formed or nests deeper than `max_depth`.
std::optional<XmlTree> parse_xml(std::string_view xml,
                                 const std::vector<ir::NamespaceBinding>& bindings,
                                 std::string& error, std::size_t max_depth = 512);



}  // namespace tosca::yaml::detail
