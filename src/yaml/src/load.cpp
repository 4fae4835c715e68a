/// YAML loading: yaml-cpp's event parser (not its Node API, which shares
/// aliased nodes and would let a reader walk a "billion laughs" document
/// forever) into our own located tree.
///
/// Covers: one document per stream; scalar style (plain or not) from the
/// parser's non-specific tags "?" and "!"; explicit tags; anchors and
/// aliases, expanded by copy under LoadLimits::max_alias_nodes; merge keys
/// `<<` (a map or a list of maps, earlier keys win); duplicate keys
/// (reported, first kept); nesting depth; UTF-8 only.

#include "node.hpp"

#include "tosca/support/files.hpp"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <map>
#include <unordered_map>
#include <sstream>

namespace tosca::yaml {

Node::Node() = default;
Node::Node(const Node&) = default;
Node::Node(Node&&) noexcept = default;
Node& Node::operator=(const Node&) = default;
Node& Node::operator=(Node&&) noexcept = default;
Node::~Node() = default;

const std::string& Node::tag() const
{
  static const std::string none;
  return m_rare != nullptr ? m_rare->tag : none;
}

void Node::set_tag(std::string tag)
{
  auto rare = std::make_shared<Rare>();
  rare->tag = std::move(tag);
  if (m_rare != nullptr) {
    rare->key_index = m_rare->key_index;
  }
  m_rare = std::move(rare);
}

const KeyIndex* Node::key_index() const
{
  return m_rare != nullptr && !m_rare->key_index.empty() ? &m_rare->key_index : nullptr;
}

void Node::set_key_index(KeyIndex index)
{
  auto rare = std::make_shared<Rare>();
  rare->key_index = std::move(index);
  if (m_rare != nullptr) {
    rare->tag = m_rare->tag;
  }
  m_rare = std::move(rare);
}

const std::pair<Node, Node>* Node::entry(std::string_view key) const
{
  if (const KeyIndex* key_index = this->key_index()) {
    if (auto it = key_index->find(key); it != key_index->end()) {
      if (it->second < entries.size()) {
        const auto& e = entries[it->second];
        if (e.first.kind == Kind::scalar && e.first.scalar == key) {
          return &e;
        }
      }
    } else if (key_index->size() == entries.size()) {
      return nullptr;
    }
  }
  for (const auto& e : entries) {
    if (e.first.kind == Kind::scalar && e.first.scalar == key) {
      return &e;
    }
  }
  return nullptr;
}

const Node* Node::find(std::string_view key) const
{
  const auto* e = entry(key);
  return e != nullptr ? &e->second : nullptr;
}

const Node* Node::find_key(std::string_view key) const
{
  const auto* e = entry(key);
  return e != nullptr ? &e->first : nullptr;
}

std::string Node::describe_kind() const
{
  switch (kind) {
  case Kind::null: return "null";
  case Kind::scalar: return "a scalar";
  case Kind::sequence: return "a list";
  case Kind::map: return "a map";
  }
  return "a value";
}

namespace {

ir::Location location_of(const YAML::Mark& mark)
{
  if (mark.is_null()) {
    return {};
  }
  return {static_cast<std::uint32_t>(mark.line + 1), static_cast<std::uint32_t>(mark.column + 1)};
}

[[noreturn]] void fail(const std::string& path, ir::Location at, std::string code,
                       std::string message)
{
  throw FatalError(Diagnostic{Severity::error, std::move(code), std::move(message), path,
                              at.line, at.column});
}

std::size_t count_nodes(const Node& n)
{
  std::size_t total = 1;
  for (const auto& item : n.items) {
    total += count_nodes(item);
  }
  for (const auto& [k, v] : n.entries) {
    total += count_nodes(k) + count_nodes(v);
  }
  return total;
}

/// Builds the tree from parser events. Open collections live on a stack of
/// frames; a finished node is handed to the frame below it.
class Builder : public YAML::EventHandler
{
public:
  Builder(const std::string& path, DiagnosticSink& sink, const LoadLimits& limits)
      : m_path(path), m_sink(sink), m_limits(limits)
  {
  }

  Node take_root() { return std::move(m_root); }
  bool has_root() const { return m_has_root; }

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override
  {
    Node n;
    n.location = location_of(mark);
    finish(std::move(n), anchor);
  }

  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override
  {
    auto it = m_anchors.find(anchor);
    if (it == m_anchors.end()) {
      fail(m_path, location_of(mark), "YAML_SYNTAX", "alias to an unknown anchor");
    }
    m_alias_nodes += count_nodes(it->second);
    if (m_alias_nodes > m_limits.max_alias_nodes) {
      fail(m_path, location_of(mark), "YAML_ALIAS_LIMIT",
           "alias expansion exceeds " + std::to_string(m_limits.max_alias_nodes) +
               " nodes; refusing a document that grows through aliases (\"billion laughs\")");
    }
    Node copy = it->second;
    copy.location = location_of(mark);
    finish(std::move(copy), 0);
  }

  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override
  {
    if (value.size() > m_limits.max_scalar_size) {
      fail(m_path, location_of(mark), "YAML_LIMIT",
           "a scalar longer than " + std::to_string(m_limits.max_scalar_size) +
               " bytes; refusing to read further (--max-value-size)");
    }
    Node n;
    n.kind = Node::Kind::scalar;
    n.scalar = value;
    n.plain = tag == "?";
    if (tag != "?" && tag != "!") {
      n.set_tag(tag);
    }
    n.location = location_of(mark);
    finish(std::move(n), anchor);
  }

  void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override
  {
    open(Node::Kind::sequence, mark, tag, anchor);
  }
  void OnSequenceEnd() override { close(); }

  void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override
  {
    open(Node::Kind::map, mark, tag, anchor);
  }
  void OnMapEnd() override { close(); }

private:
  struct Frame
  {
    Node node;
    YAML::anchor_t anchor = 0;
    bool have_key = false;
    Node key;
    /// Entry index by key, built once the map is big enough for a linear
    /// duplicate search to cost more than hashing.
    KeyIndex index;
  };

  void open(Node::Kind kind, const YAML::Mark& mark, const std::string& tag,
            YAML::anchor_t anchor)
  {
    if (m_stack.size() >= m_limits.max_depth) {
      fail(m_path, location_of(mark), "YAML_DEPTH",
           "nesting deeper than " + std::to_string(m_limits.max_depth) + " levels");
    }
    Frame f;
    f.node.kind = kind;
    f.node.location = location_of(mark);
    if (tag != "?" && tag != "!") {
      f.node.set_tag(tag);
    }
    f.anchor = anchor;
    m_stack.push_back(std::move(f));
  }

  void close()
  {
    Frame f = std::move(m_stack.back());
    m_stack.pop_back();
    // Complete: give back the room the lists grew for. A map entry is two
    // nodes (224 bytes), and a map of three holds room for four; the key
    // index holds positions, which stay.
    if (f.node.entries.capacity() != f.node.entries.size()) {
      f.node.entries.shrink_to_fit();
    }
    if (f.node.items.capacity() != f.node.items.size()) {
      f.node.items.shrink_to_fit();
    }
    if (f.node.kind == Node::Kind::map) {
      if (apply_merge_keys(f.node)) {
        f.index.clear();
      }
      if (f.node.entries.size() > k_linear) {
        if (f.index.empty()) {
          index_entries(f);
        }
        f.node.set_key_index(std::move(f.index));
      }
    }
    finish(std::move(f.node), f.anchor);
  }

  void finish(Node n, YAML::anchor_t anchor)
  {
    if (++m_nodes > m_limits.max_nodes) {
      fail(m_path, n.location, "YAML_LIMIT",
           "more than " + std::to_string(m_limits.max_nodes) +
               " nodes; refusing to read further (--max-elements)");
    }
    if (anchor != 0) {
      m_anchors[anchor] = n;
    }
    if (m_stack.empty()) {
      if (m_has_root) {
        fail(m_path, n.location, "YAML_MULTI_DOCUMENT",
             "a TOSCA file holds one YAML document; found a second one here");
      }
      m_root = std::move(n);
      m_has_root = true;
      return;
    }
    Frame& parent = m_stack.back();
    if (parent.node.kind == Node::Kind::sequence) {
      parent.node.items.push_back(std::move(n));
    } else if (!parent.have_key) {
      parent.key = std::move(n);
      parent.have_key = true;
    } else {
      add_entry(parent, std::move(n));
      parent.have_key = false;
    }
  }

  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  /// Maps of more entries than this are searched through an index.
  static constexpr std::size_t k_linear = 16;

  static void index_entries(Frame& frame)
  {
    const auto& entries = frame.node.entries;
    for (std::size_t i = entries.size(); i-- > 0;) { // the first of equal keys wins
      if (entries[i].first.kind == Node::Kind::scalar) {
        frame.index[entries[i].first.scalar] = i;
      }
    }
  }

  /// The entry of `frame`'s map with this key, or npos.
  static std::size_t find_entry(Frame& frame, const std::string& key)
  {
    auto& entries = frame.node.entries;
    if (entries.size() <= k_linear) {
      for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].first.kind == Node::Kind::scalar && entries[i].first.scalar == key) {
          return i;
        }
      }
      return npos;
    }
    if (frame.index.empty()) {
      index_entries(frame);
    }
    auto it = frame.index.find(key);
    return it == frame.index.end() ? npos : it->second;
  }

  void add_entry(Frame& frame, Node value)
  {
    Node& map = frame.node;
    Node key = std::move(frame.key);
    if (key.kind != Node::Kind::scalar) {
      m_sink.error(m_path, key.location.line, key.location.column, "YAML_BAD_KEY",
                   "a TOSCA map key must be a scalar, not " + key.describe_kind() +
                       "; the entry is ignored");
      return;
    }
    if (key.kind == Node::Kind::scalar && !(key.plain && key.scalar == "<<")) {
      // The last value wins, where the first key stood: what PyYAML, and
      // so tosca-parser, read. Real type libraries and ONAP exports repeat
      // keys; --strict makes it an error.
      if (const std::size_t at = find_entry(frame, key.scalar); at != npos) {
        auto& entry = map.entries[at];
        {
          m_sink.warning(m_path, key.location.line, key.location.column, "YAML_DUPLICATE_KEY",
                         "duplicate key '" + key.scalar + "' (first at line " +
                             std::to_string(entry.first.location.line) +
                             "); the last one is used, as PyYAML and tosca-parser do");
          entry.second = std::move(value);
          return;
        }
      }
    }
    if (!frame.index.empty()) {
      frame.index.emplace(key.scalar, map.entries.size());
    }
    map.entries.emplace_back(std::move(key), std::move(value));
  }

  /// `<<: map` or `<<: [map, ...]`: entries of the merged maps that the map
  /// does not define itself are appended (YAML 1.1 merge key type).
  /// Says whether the map had a merge key (and so its entries moved).
  bool apply_merge_keys(Node& map)
  {
    bool has_merge = false;
    for (const auto& entry : map.entries) {
      has_merge = has_merge || (entry.first.kind == Node::Kind::scalar && entry.first.plain &&
                                entry.first.scalar == "<<");
    }
    if (!has_merge) {
      return false;
    }
    std::vector<Node> sources;
    std::vector<std::pair<Node, Node>> kept;
    for (auto& entry : map.entries) {
      if (entry.first.kind == Node::Kind::scalar && entry.first.plain &&
          entry.first.scalar == "<<") {
        std::vector<Node> merged;
        if (entry.second.kind == Node::Kind::sequence) {
          merged = std::move(entry.second.items);
        } else {
          merged.push_back(std::move(entry.second));
        }
        for (auto& m : merged) {
          if (m.kind != Node::Kind::map) {
            fail(m_path, m.location, "YAML_SYNTAX",
                 "a merge key '<<' takes a map or a list of maps, not " + m.describe_kind());
          }
          sources.push_back(std::move(m));
        }
        continue;
      }
      kept.push_back(std::move(entry));
    }
    map.entries = std::move(kept);
    for (auto& source : sources) {
      for (auto& entry : source.entries) {
        if (entry.first.kind == Node::Kind::scalar && map.find(entry.first.scalar)) {
          continue;
        }
        map.entries.push_back(std::move(entry));
      }
    }
    return true;
  }

  const std::string& m_path;
  DiagnosticSink& m_sink;
  const LoadLimits& m_limits;
  std::size_t m_nodes = 0;
  std::vector<Frame> m_stack;
  std::map<YAML::anchor_t, Node> m_anchors;
  std::size_t m_alias_nodes = 0;
  Node m_root;
  bool m_has_root = false;
};

}  // namespace

Node load(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
          const LoadLimits& limits)
{
  if (bytes.size() >= 3 && bytes.substr(0, 3) == "\xEF\xBB\xBF") {
    bytes.remove_prefix(3);
  }
  if (auto bad = find_invalid_utf8(bytes)) {
    fail(path, {bad->line, bad->column}, "YAML_ENCODING",
         "the file is not valid UTF-8 (TOSCA YAML must be UTF-8)");
  }
  std::istringstream in{std::string(bytes)};
  Builder builder(path, sink, limits);
  try {
    YAML::Parser parser(in);
    while (parser.HandleNextDocument(builder)) {
    }
  } catch (const YAML::DeepRecursion& e) {
    fail(path, location_of(e.mark), "YAML_DEPTH", "nesting is too deep for the YAML parser");
  } catch (const YAML::ParserException& e) {
    fail(path, location_of(e.mark), "YAML_SYNTAX", e.msg);
  } catch (const YAML::Exception& e) {
    fail(path, location_of(e.mark), "YAML_SYNTAX", e.msg);
  }
  if (!builder.has_root()) {
    fail(path, {1, 1}, "YAML_EMPTY", "the file holds no YAML document");
  }
  return builder.take_root();
}

}  // namespace tosca::yaml
