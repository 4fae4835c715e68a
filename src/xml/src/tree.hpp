#pragma once
/// The parsed XML document as a flat tree of nodes (an arena: nodes refer
/// to each other by index), built by parser.cpp and read by the TOSCA
/// readers. Flat storage keeps deep documents from recursing on destruction.

#include "tosca/ir/basics.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::xml::detail {

constexpr std::uint32_t no_node = 0xFFFFFFFFu;

struct Attribute
{
  std::string ns;
  std::string local;
  std::string prefix;
  std::string value;
};

struct Node
{
  enum class Kind : std::uint8_t { element, text, cdata, comment, pi };
  Kind kind = Kind::element;
  std::uint32_t parent = no_node;
  std::vector<std::uint32_t> children;
  std::string ns;     ///< element namespace
  std::string local;  ///< element local name, PI target
  std::string prefix; ///< element prefix
  std::string text;   ///< text, CDATA, comment or PI data
  std::vector<Attribute> attributes;
  std::vector<ir::NamespaceBinding> ns_decls;
  std::uint32_t line = 0;
  std::uint32_t column = 0;

  bool is(std::string_view n, std::string_view l) const
  {
    return kind == Kind::element && local == l && ns == n;
  }
  ir::Location location() const { return {line, column}; }
};

struct Tree
{
  std::vector<Node> nodes;
  std::uint32_t root = no_node;

  const Node& at(std::uint32_t i) const { return nodes[i]; }
};

/// Namespace bindings in scope at node `i`, innermost declaration winning,
/// sorted by prefix.
std::vector<ir::NamespaceBinding> in_scope_bindings(const Tree& tree, std::uint32_t i);

/// Serialises node `i` (an element, with its subtree) as XML text. Namespace
/// declarations are written where they stood; inherited ones are not.
void serialize(const Tree& tree, std::uint32_t i, std::string& out);

/// Serialises the children of node `i` (mixed content) as XML text.
void serialize_children(const Tree& tree, std::uint32_t i, std::string& out);

/// Concatenated text of the direct text/CDATA children of `i`.
std::string text_of(const Tree& tree, std::uint32_t i);

/// Text kept verbatim (an ir::Fragment) inside a wrapper element `<w>` that
/// declares the fragment's bindings, so that it parses on its own. The
/// wrapper's start tag stays on the fragment's first line, so line numbers
/// inside map back onto the source.
struct Wrapped
{
  std::string bytes;
  std::uint32_t start_columns = 0; ///< the wrapper's start tag, in characters
};
Wrapped wrap_fragment(const ir::Fragment& fragment);

}  // namespace tosca::xml::detail
