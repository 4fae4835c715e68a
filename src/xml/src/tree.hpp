#pragma once
/// The parsed XML document as a flat tree of nodes (an arena: nodes refer
/// to each other by index), built by parser.cpp and read by the TOSCA
/// readers. Flat storage keeps deep documents from recursing on destruction.

#include "tosca/ir/basics.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace tosca::xml::detail {

constexpr std::uint32_t no_node = 0xFFFFFFFFu;

/// A name the TreeStore interned (a namespace, a local name or a prefix):
/// it points at the store's one view of that text, so that the millions
/// of names of a big document cost 8 bytes each, not 16. Reads as a
/// std::string_view.
class Name
{
public:
  Name() = default;
  explicit Name(const std::string_view* interned) : m_interned(interned) {}

  std::string_view view() const { return m_interned != nullptr ? *m_interned : std::string_view(); }
  operator std::string_view() const { return view(); }
  bool empty() const { return view().empty(); }
  std::size_t size() const { return view().size(); }
  const char* data() const { return view().data(); }
  std::string_view substr(std::size_t at, std::size_t n = std::string_view::npos) const
  {
    return view().substr(at, n);
  }
  friend bool operator==(const Name& a, std::string_view b) { return a.view() == b; }
  friend bool operator==(const Name& a, const Name& b) { return a.view() == b.view(); }

private:
  const std::string_view* m_interned = nullptr;
};

/// An element's or attribute's name as the TreeStore interns it: one copy
/// of each (namespace, local name, prefix) a document uses, so that a
/// node or attribute names itself with one pointer.
struct QualifiedName
{
  Name ns;
  Name local;
  Name prefix;
};

namespace tree_detail {
inline const QualifiedName no_name{};
}

/// An attribute, or an xmlns declaration (Node::ns_decls). Its name is
/// interned and its value a view into the tree's TreeStore: 24 bytes, for
/// the millions of a big document.
class Attribute
{
public:
  Attribute() = default;
  Attribute(const QualifiedName* name, std::string_view value)
    : m_name(name), m_value(value.data()), m_size(static_cast<std::uint32_t>(value.size()))
  {
  }

  Name ns() const { return m_name->ns; }
  Name local() const { return m_name->local; }
  Name prefix() const { return m_name->prefix; }
  std::string_view value() const { return {m_value, m_size}; }
  ir::QName qname() const
  {
    return {std::string(ns()), std::string(local()), std::string(prefix())};
  }

  /// For an xmlns declaration: the prefix it binds ("" for the default
  /// namespace) and the namespace URI.
  std::string_view declared_prefix() const
  {
    return prefix().empty() ? std::string_view() : local();
  }
  std::string_view declared_uri() const { return value(); }

private:
  const QualifiedName* m_name = &tree_detail::no_name;
  const char* m_value = nullptr;
  std::uint32_t m_size = 0; // the parser refuses longer values (Parser::Limits)
};

/// One node of the flat tree: 48 bytes. An element's children and
/// attributes, and the text of the other kinds, live in the TreeStore;
/// the node holds where and how many.
class Node
{
public:
  enum class Kind : std::uint8_t { element, text, cdata, comment, pi };
  Kind kind = Kind::element;

private:
  std::uint16_t m_decl_count = 0; // xmlns declarations heading m_attributes

public:
  std::uint32_t parent = no_node;
  std::uint32_t line = 0;
  std::uint32_t column = 0;

  Name ns() const { return m_name->ns; }         ///< element namespace
  Name local() const { return m_name->local; }   ///< element local name, PI target
  Name prefix() const { return m_name->prefix; } ///< element prefix
  /// An element's children; set when it ends (while it is open, the
  /// parser keeps them).
  std::span<const std::uint32_t> children() const
  {
    if (kind != Kind::element) {
      return {};
    }
    return {static_cast<const std::uint32_t*>(m_data), m_size};
  }
  /// Text, CDATA, comment or PI data.
  std::string_view text() const
  {
    if (kind == Kind::element) {
      return {};
    }
    return {static_cast<const char*>(m_data), m_size};
  }
  std::span<const Attribute> attributes() const
  {
    return {m_attributes + m_decl_count, m_attribute_count - m_decl_count};
  }
  /// The element's xmlns declarations, in document order.
  std::span<const Attribute> ns_decls() const { return {m_attributes, m_decl_count}; }
  std::vector<ir::NamespaceBinding> bindings() const;

  void set_name(const QualifiedName* name) { m_name = name; }
  void set_children(std::span<const std::uint32_t> ids);
  void set_text(std::string_view text);
  /// `all` holds `decls` xmlns declarations, then the attributes.
  void set_attributes(std::span<const Attribute> all, std::size_t decls);

  bool is(std::string_view n, std::string_view l) const
  {
    return kind == Kind::element && local() == l && ns() == n;
  }
  ir::Location location() const { return {line, column}; }
  ir::QName qname() const
  {
    return {std::string(ns()), std::string(local()), std::string(prefix())};
  }

private:
  const QualifiedName* m_name = &tree_detail::no_name;
  const void* m_data = nullptr; // children ids, or text
  const Attribute* m_attributes = nullptr;
  std::uint32_t m_size = 0;
  std::uint32_t m_attribute_count = 0; // declarations included
};
static_assert(sizeof(Attribute) == 24 && sizeof(Node) == 48, "a big document has millions of each");

/// What a Tree's views point into. Names (a handful per document) are
/// interned; values and the lists of children and attributes are copied
/// into blocks that never move, so that a node costs no allocation of its
/// own. A tree of a million elements is then a few hundred bytes per
/// element instead of a few allocations each (docs/results.md).
class TreeStore
{
public:
  /// `s` interned: one copy of each name, at an address that stays.
  Name name(std::string_view s);
  std::string_view copy(std::string_view s);
  std::span<const std::uint32_t> copy(std::span<const std::uint32_t> ids);
  /// `first`, then `then`, as one run.
  std::span<const Attribute> copy(std::span<const Attribute> first, std::span<const Attribute> then);
  /// (ns, local, prefix) interned: the names are this store's.
  const QualifiedName* qualified(Name ns, Name local, Name prefix);

private:
  /// Runs of T that stay where they are; blocks double up to a cap, so a
  /// small document takes little and a big one few blocks.
  template <class T>
  class Blocks
  {
  public:
    T* take(std::size_t n)
    {
      if (n > m_left) {
        m_size = std::min<std::size_t>(m_size * 2, 1u << 20);
        const std::size_t size = std::max(n, m_size);
        m_blocks.push_back(std::make_unique_for_overwrite<T[]>(size));
        m_next = m_blocks.back().get();
        m_left = size;
      }
      T* out = m_next;
      m_next += n;
      m_left -= n;
      return out;
    }

  private:
    std::vector<std::unique_ptr<T[]>> m_blocks;
    T* m_next = nullptr;
    std::size_t m_left = 0;
    std::size_t m_size = 128;
  };

  Blocks<char> m_chars;
  Blocks<std::uint32_t> m_ids;
  Blocks<Attribute> m_attributes;
  std::unordered_set<std::string_view> m_names;
  struct QualifiedHash
  {
    std::size_t operator()(const QualifiedName& q) const
    {
      const auto h = std::hash<const char*>{};
      return h(q.ns.data()) ^ (h(q.local.data()) * 31) ^ (h(q.prefix.data()) * 131);
    }
  };
  struct QualifiedSame
  {
    bool operator()(const QualifiedName& a, const QualifiedName& b) const
    {
      return a.ns.data() == b.ns.data() && a.local.data() == b.local.data() &&
             a.prefix.data() == b.prefix.data() && a.ns.size() == b.ns.size() &&
             a.local.size() == b.local.size() && a.prefix.size() == b.prefix.size();
    }
  };
  std::unordered_set<QualifiedName, QualifiedHash, QualifiedSame> m_qualified;
};

/// Move-only: the nodes' views point into `store`.
struct Tree
{
  std::vector<Node> nodes;
  std::uint32_t root = no_node;
  TreeStore store;

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
