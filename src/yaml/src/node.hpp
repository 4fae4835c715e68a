#pragma once
/// The YAML reader's own document tree: what yaml-cpp's event parser saw,
/// with a 1-based line:col on every node, scalars kept as text plus their
/// style (a quoted "3306" is a string, a plain 3306 an integer), aliases
/// expanded under a limit, and map keys kept in order with their locations.
/// Nothing outside src/yaml sees this type.

#include "tosca/ir/basics.hpp"
#include "tosca/support/diagnostics.hpp"

#include "text.hpp"

#include <cstddef>
#include <functional>
#include <cstdint>
#include <iterator>
#include <span>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tosca::yaml {

struct Node;

/// The positions of a big map's entries by key, for Node::find: an open
/// table of (hash, position) pairs, 8 bytes a slot and at most three
/// quarters full, that keeps no copy of the keys (an unordered_map, with one, was
/// a twentieth of a big topology's yaml2xml peak).
class KeyTable
{
public:
  /// The scalar keys of `entries`, the first of equal keys winning.
  explicit KeyTable(const Node* entries, std::size_t count);

  /// The position of the entry whose key is `key`, or npos; `entries`
  /// (`count` of them) are those of the map, which may have changed since.
  std::size_t find(const Node* entries, std::size_t count, std::string_view key) const;
  /// Entries indexed: the map's count when it was built.
  std::size_t size() const { return m_size; }

  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

private:
  struct Slot
  {
    std::uint32_t hash = 0;
    std::uint32_t position = 0; ///< the entry's position + 1; 0 for a free slot
  };
  std::vector<Slot> m_slots; ///< a power of two of them
  std::size_t m_size = 0;
};

/// One map entry as Node::entries gives it: the key node and the value.
struct EntryRef
{
  const Node& first;  ///< the key
  const Node& second; ///< the value
};

/// A map's entries in source order: a view of the node's children, which
/// hold each key and its value in turn.
class Entries
{
public:
  class iterator
  {
  public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = EntryRef;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = EntryRef;

    iterator() = default;
    explicit iterator(const Node* at) : m_at(at) {}
    EntryRef operator*() const;
    iterator& operator++(); // defined after Node
    iterator operator++(int)
    {
      iterator was = *this;
      ++*this;
      return was;
    }
    friend bool operator==(const iterator& a, const iterator& b) { return a.m_at == b.m_at; }

  private:
    const Node* m_at = nullptr;
  };

  Entries() = default;
  Entries(const Node* first, std::size_t count) : m_first(first), m_count(count) {}

  iterator begin() const { return iterator(m_first); }
  iterator end() const;
  std::size_t size() const { return m_count; }
  bool empty() const { return m_count == 0; }
  EntryRef operator[](std::size_t i) const;
  EntryRef front() const { return (*this)[0]; }
  EntryRef back() const { return (*this)[m_count - 1]; }

private:
  const Node* m_first = nullptr;
  std::size_t m_count = 0;
};

struct Node
{
  enum class Kind : std::uint8_t { null, scalar, sequence, map };

  ir::Location location;
  Kind kind = Kind::null;
  /// True for a plain (unquoted, non-block) scalar: only those resolve to
  /// null, booleans and numbers.
  bool plain = false;
  /// Scalar text as written (after YAML unescaping and folding).
  Text scalar;

  /// A sequence's items (none for any other kind).
  std::span<const Node> items() const
  {
    return kind == Kind::sequence ? std::span<const Node>(m_children.data(), m_children.size())
                                  : std::span<const Node>();
  }
  /// A map's entries in source order (none for any other kind); keys are
  /// nodes so they keep a location.
  Entries entries() const
  {
    return kind == Kind::map ? Entries(m_children.data(), m_children.size() / 2) : Entries();
  }
  /// What the node holds: a sequence's items, or a map's keys and values
  /// in turn. For the loader, and for a reader that gives the tree up
  /// (to_value(Node&&)); the views above are what readers read.
  ir::Seq<Node>& children() { return m_children; }
  const ir::Seq<Node>& children() const { return m_children; }

  /// An explicit tag such as "!!str" or "tag:yaml.org,2002:int" ("" if none).
  const std::string& tag() const;
  void set_tag(std::string tag);
  /// Position of each key in `entries()` (an entry's, not a child's), set
  /// by the loader on maps too big for a linear search, so that a lookup
  /// per entry of another map (an extension entry per node template)
  /// stays linear in all. The loader is the only writer of a Node's
  /// entries; `find` still checks what the index says and falls back to
  /// the search if the map was changed.
  const KeyTable* key_index() const;
  /// Indexes the map's entries as they are now.
  void index_keys();

  // Defined out of line: the members hold Nodes, complete only after this
  // class; clang with libstdc++ would otherwise instantiate them too early.
  Node();
  Node(const Node&);
  Node(Node&&) noexcept;
  Node& operator=(const Node&);
  Node& operator=(Node&&) noexcept;
  ~Node();

  bool is_null() const { return kind == Kind::null; }
  bool is_scalar() const { return kind == Kind::scalar; }
  bool is_sequence() const { return kind == Kind::sequence; }
  bool is_map() const { return kind == Kind::map; }

  /// The value under a scalar key, or nullptr.
  const Node* find(std::string_view key) const;
  /// The key node of an entry, or nullptr.
  const Node* find_key(std::string_view key) const;

  /// "a map", "a list", "a string" ... for messages.
  std::string describe_kind() const;

private:
  /// The key node of the entry under a scalar key (the first of equal
  /// keys; its value follows it), or nullptr.
  const Node* entry(std::string_view key) const;

  /// A sequence's items, or a map's keys and values in turn: one list, so
  /// that a node is 40 bytes and a map entry 80 (a 100,000-template
  /// document has millions of nodes).
  ir::Seq<Node> m_children;
  /// What few nodes have, kept apart so that a node of a big document is
  /// small; copied with the node.
  struct Rare
  {
    std::string tag;
    std::optional<KeyTable> key_index;
  };
  std::unique_ptr<Rare> m_rare;
};
static_assert(sizeof(Node) <= 40, "a big document has millions of nodes");

inline EntryRef Entries::iterator::operator*() const
{
  return {m_at[0], m_at[1]};
}
inline Entries::iterator& Entries::iterator::operator++()
{
  m_at += 2;
  return *this;
}
inline Entries::iterator Entries::end() const
{
  return iterator(m_first + 2 * m_count);
}
inline EntryRef Entries::operator[](std::size_t i) const
{
  return {m_first[2 * i], m_first[2 * i + 1]};
}

struct LoadLimits
{
  /// Deepest nesting of collections accepted.
  std::size_t max_depth = 512;
  /// Nodes that alias expansion may add in total; a "billion laughs"
  /// document reaches it quickly and is refused.
  std::size_t max_alias_nodes = 100000;
  /// Scalar bytes that alias expansion may add in total: few nodes of big
  /// scalars, aliased often, grow a document as surely as many nodes.
  std::size_t max_alias_bytes = 64u << 20;
  /// Nodes (scalars, maps, lists) in the document, aliases' copies included.
  std::size_t max_nodes = 1'000'000;
  /// Bytes of one scalar.
  std::size_t max_scalar_size = 16u << 20;

  /// Threads one document's parse may use: a document of `parts_from`
  /// bytes or more is parsed in parts where that is proven to give the
  /// same tree (load_parts.hpp), else whole.
  unsigned threads = 1;
  std::size_t parts_from = 1u << 20;
  /// Fewest entries a map must have to be split between parts.
  std::size_t parts_min_entries = 16;
};

/// Parses one YAML document (a stream with more than one document is
/// refused). Throws FatalError with codes YAML_SYNTAX, YAML_ENCODING,
/// YAML_DEPTH, YAML_ALIAS_LIMIT, YAML_LIMIT, YAML_MULTI_DOCUMENT. Duplicate keys are
/// reported to `sink` as YAML_DUPLICATE_KEY warnings; the last value is
/// kept where the first key stood. Merge keys (a plain `<<: *anchor`) are
/// applied; a quoted '<<' is an ordinary key.
Node load(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
          const LoadLimits& limits = {});

}  // namespace tosca::yaml
