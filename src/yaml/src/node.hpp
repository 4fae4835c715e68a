#pragma once
/// The YAML reader's own document tree: what yaml-cpp's event parser saw,
/// with a 1-based line:col on every node, scalars kept as text plus their
/// style (a quoted "3306" is a string, a plain 3306 an integer), aliases
/// expanded under a limit, and map keys kept in order with their locations.
/// Nothing outside src/yaml sees this type.

#include "tosca/ir/basics.hpp"
#include "tosca/support/diagnostics.hpp"

#include <cstddef>
#include <functional>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tosca::yaml {

/// Hashes keys of any string type, so that a lookup by string_view does not
/// copy the key.
struct KeyHash
{
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

/// A map's key -> position in its entries.
using KeyIndex = std::unordered_map<std::string, std::size_t, KeyHash, std::equal_to<>>;

struct Node
{
  enum class Kind : std::uint8_t { null, scalar, sequence, map };

  Kind kind = Kind::null;
  /// True for a plain (unquoted, non-block) scalar: only those resolve to
  /// null, booleans and numbers.
  bool plain = false;
  ir::Location location;
  /// Scalar text as written (after YAML unescaping and folding).
  std::string scalar;
  std::vector<Node> items;
  /// Map entries in source order; keys are nodes so they keep a location.
  std::vector<std::pair<Node, Node>> entries;

  /// An explicit tag such as "!!str" or "tag:yaml.org,2002:int" ("" if none).
  const std::string& tag() const;
  void set_tag(std::string tag);
  /// Position of each key in `entries`, set by the loader on maps too big
  /// for a linear search, so that a lookup per entry of another map (an
  /// extension entry per node template) stays linear in all. The loader
  /// is the only writer of a Node's entries; `find` still checks what the
  /// index says and falls back to the search if the map was changed.
  const KeyIndex* key_index() const;
  void set_key_index(KeyIndex index);

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
  /// The entry under a scalar key (the first of equal keys), or nullptr.
  const std::pair<Node, Node>* entry(std::string_view key) const;

  /// What few nodes have, kept apart so that a node of a big document is
  /// small (a 100,000-node document has millions): shared by copies, and
  /// replaced, never changed, once set.
  struct Rare
  {
    std::string tag;
    KeyIndex key_index;
  };
  std::shared_ptr<const Rare> m_rare;
};

struct LoadLimits
{
  /// Deepest nesting of collections accepted.
  std::size_t max_depth = 512;
  /// Nodes that alias expansion may add in total; a "billion laughs"
  /// document reaches it quickly and is refused.
  std::size_t max_alias_nodes = 100000;
  /// Nodes (scalars, maps, lists) in the document, aliases' copies included.
  std::size_t max_nodes = 1'000'000;
  /// Bytes of one scalar.
  std::size_t max_scalar_size = 16u << 20;
};

/// Parses one YAML document (a stream with more than one document is
/// refused). Throws FatalError with codes YAML_SYNTAX, YAML_ENCODING,
/// YAML_DEPTH, YAML_ALIAS_LIMIT, YAML_LIMIT, YAML_MULTI_DOCUMENT. Duplicate keys are
/// reported to `sink` as YAML_DUPLICATE_KEY errors; the first entry stays.
/// Merge keys (`<<: *anchor`) are applied.
Node load(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
          const LoadLimits& limits = {});

}  // namespace tosca::yaml
