#pragma once
/// Small facts about XML text that the readers, the canonicalizer and the
/// schema messages share: the namespaces they test for, XML white space,
/// and columns counted as the parser counts them.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tosca::xml::detail {

inline constexpr std::string_view k_tosca_ns = "http://docs.oasis-open.org/tosca/ns/2011/12";
inline constexpr std::string_view k_xml_ns = "http://www.w3.org/XML/1998/namespace";
inline constexpr std::size_t npos = static_cast<std::size_t>(-1);

/// XML's white space (S in the XML grammar).
inline bool is_space(char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/// Number of code points in UTF-8 text: the parser counts columns that way.
inline std::uint32_t columns_of(std::string_view s)
{
  std::uint32_t n = 0;
  for (char c : s) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
      ++n;
    }
  }
  return n;
}

}  // namespace tosca::xml::detail
