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
#include "load_parts.hpp"

#include "tosca/support/files.hpp"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <algorithm>
#include <map>
#include <functional>
#include <unordered_map>
#include <sstream>

namespace tosca::yaml {

namespace {

/// Hashes keys of any string type, so that a lookup by string_view does not
/// copy the key.
struct KeyHash
{
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

/// A map's key -> position in its entries, while the loader builds the map
/// (to find a repeated key); the finished map has a KeyTable.
using KeyIndex = std::unordered_map<std::string, std::size_t, KeyHash, std::equal_to<>>;

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

/// What copying `n` adds: nodes, and bytes of scalar text.
struct Growth
{
  std::size_t nodes = 0;
  std::size_t bytes = 0;
};

void count_growth(const Node& n, Growth& total)
{
  total.nodes += 1;
  total.bytes += n.scalar.size();
  for (const Node& child : n.children()) {
    count_growth(child, total);
  }
}

/// Builds the tree from parser events. Open collections live on a stack of
/// frames; a finished node is handed to the frame below it.
class Builder : public YAML::EventHandler
{
public:
  /// `line_offset` is added to every line the parser reports: a part of a
  /// document (load_parts.cpp) is parsed on its own, from its first line.
  /// `shared`, when given, counts the nodes of every part of one document,
  /// so that together they stop at the limit as the whole parse does.
  Builder(const std::string& path, DiagnosticSink& sink, const LoadLimits& limits,
          std::uint32_t line_offset = 0, detail::NodeBudget* shared = nullptr)
      : m_path(path), m_sink(sink), m_limits(limits), m_line_offset(line_offset), m_shared(shared)
  {
  }

  Node take_root() { return std::move(m_root); }
  bool has_root() const { return m_has_root; }
  /// Nodes finished, aliases' copies counted once each.
  std::size_t nodes() const { return m_nodes; }
  /// The most collections that were open when another one opened.
  std::size_t deepest() const { return m_deepest; }
  /// Whether the document has an anchor or an alias.
  bool used_anchors() const { return m_used_anchors; }

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override
  {
    Node n;
    n.location = at(mark);
    finish(std::move(n), anchor);
  }

  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override
  {
    m_used_anchors = true;
    auto it = m_anchors.find(anchor);
    if (it == m_anchors.end()) {
      fail(m_path, at(mark), "YAML_SYNTAX", "alias to an unknown anchor");
    }
    count_growth(it->second, m_alias_growth);
    if (m_alias_growth.nodes > m_limits.max_alias_nodes) {
      fail(m_path, at(mark), "YAML_ALIAS_LIMIT",
           "alias expansion exceeds " + std::to_string(m_limits.max_alias_nodes) +
               " nodes; refusing a document that grows through aliases (\"billion laughs\")");
    }
    if (m_alias_growth.bytes > m_limits.max_alias_bytes) {
      fail(m_path, at(mark), "YAML_ALIAS_LIMIT",
           "alias expansion exceeds " + std::to_string(m_limits.max_alias_bytes) +
               " bytes of scalars; refusing a document that grows through aliases");
    }
    Node copy = it->second;
    copy.location = at(mark);
    finish(std::move(copy), 0);
  }

  void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                const std::string& value) override
  {
    if (value.size() > m_limits.max_scalar_size) {
      fail(m_path, at(mark), "YAML_LIMIT",
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
    n.location = at(mark);
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
      fail(m_path, at(mark), "YAML_DEPTH",
           "nesting deeper than " + std::to_string(m_limits.max_depth) + " levels");
    }
    m_deepest = std::max(m_deepest, m_stack.size());
    Frame f;
    f.node.kind = kind;
    f.node.location = at(mark);
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
    // Complete: give back the room the list grew for. A map entry is two
    // nodes (160 bytes), and a map of three holds room for four; the key
    // index holds positions, which stay.
    if (f.node.children().capacity() != f.node.children().size()) {
      f.node.children().shrink_to_fit();
    }
    if (f.node.kind == Node::Kind::map) {
      if (apply_merge_keys(f.node)) {
        f.index.clear();
      }
      if (f.node.entries().size() > detail::k_linear_keys) {
        f.node.index_keys();
      }
    }
    finish(std::move(f.node), f.anchor);
  }

  void finish(Node n, YAML::anchor_t anchor)
  {
    if (m_shared != nullptr && ++m_unshared == k_shared_batch) {
      m_unshared = 0;
      if (m_shared->nodes.fetch_add(k_shared_batch, std::memory_order_relaxed) + k_shared_batch >
          m_shared->limit) {
        fail(m_path, n.location, "YAML_LIMIT", "the parts of the document exceed the node limit");
      }
    }
    if (++m_nodes > m_limits.max_nodes) {
      fail(m_path, n.location, "YAML_LIMIT",
           "more than " + std::to_string(m_limits.max_nodes) +
               " nodes; refusing to read further (--max-elements)");
    }
    if (anchor != 0) {
      m_used_anchors = true;
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
      parent.node.children().push_back(std::move(n));
    } else if (!parent.have_key) {
      parent.key = std::move(n);
      parent.have_key = true;
    } else {
      add_entry(parent, std::move(n));
      parent.have_key = false;
    }
  }

  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  /// A plain `<<`: a merge, not an entry; a quoted '<<' is an ordinary key.
  static bool is_merge_key(const Node& key)
  {
    return key.kind == Node::Kind::scalar && key.plain && key.scalar == "<<";
  }

  static void index_entries(Frame& frame)
  {
    const Entries entries = frame.node.entries();
    for (std::size_t i = entries.size(); i-- > 0;) { // the first of equal keys wins
      if (entries[i].first.kind == Node::Kind::scalar && !is_merge_key(entries[i].first)) {
        frame.index[entries[i].first.scalar] = i;
      }
    }
  }

  /// The entry of `frame`'s map with this key, or npos.
  static std::size_t find_entry(Frame& frame, const std::string& key)
  {
    const Entries entries = frame.node.entries();
    if (entries.size() <= detail::k_linear_keys) {
      for (std::size_t i = 0; i < entries.size(); ++i) {
        const Node& k = entries[i].first;
        if (k.kind == Node::Kind::scalar && k.scalar == key && !is_merge_key(k)) {
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
    if (!is_merge_key(key)) {
      // The last value wins, where the first key stood: what PyYAML, and
      // so tosca-parser, read. Real type libraries and ONAP exports repeat
      // keys; --strict makes it an error.
      if (const std::size_t at = find_entry(frame, key.scalar); at != npos) {
        m_sink.warning(m_path, key.location.line, key.location.column, "YAML_DUPLICATE_KEY",
                       "duplicate key '" + key.scalar + "' (first at line " +
                           std::to_string(map.children()[2 * at].location.line) +
                           "); the last one is used, as PyYAML and tosca-parser do");
        map.children()[2 * at + 1] = std::move(value);
        return;
      }
    }
    if (!frame.index.empty() && !is_merge_key(key)) {
      frame.index.emplace(key.scalar, map.entries().size());
    }
    map.children().push_back(std::move(key));
    map.children().push_back(std::move(value));
  }

  /// `<<: map` or `<<: [map, ...]`: entries of the merged maps that the map
  /// does not define itself are appended (YAML 1.1 merge key type).
  /// Says whether the map had a merge key (and so its entries moved).
  bool apply_merge_keys(Node& map)
  {
    bool has_merge = false;
    for (const auto& entry : map.entries()) {
      has_merge = has_merge || is_merge_key(entry.first);
    }
    if (!has_merge) {
      return false;
    }
    std::vector<Node> sources;
    std::vector<Node> kept; // keys and values in turn
    ir::Seq<Node>& children = map.children();
    for (std::size_t i = 0; i + 1 < children.size(); i += 2) {
      Node& key = children[i];
      Node& value = children[i + 1];
      if (is_merge_key(key)) {
        ir::Seq<Node> merged;
        if (value.kind == Node::Kind::sequence) {
          merged = std::move(value.children());
        } else {
          merged.push_back(std::move(value));
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
      kept.push_back(std::move(key));
      kept.push_back(std::move(value));
    }
    children = std::move(kept);
    for (auto& source : sources) {
      ir::Seq<Node>& from = source.children();
      for (std::size_t i = 0; i + 1 < from.size(); i += 2) {
        if (from[i].kind == Node::Kind::scalar && map.find(from[i].scalar)) {
          continue;
        }
        children.push_back(std::move(from[i]));
        children.push_back(std::move(from[i + 1]));
      }
    }
    return true;
  }

  ir::Location at(const YAML::Mark& mark) const
  {
    ir::Location l = location_of(mark);
    if (l.known()) {
      l.line += m_line_offset;
    }
    return l;
  }

  const std::string& m_path;
  DiagnosticSink& m_sink;
  const LoadLimits& m_limits;
  std::uint32_t m_line_offset = 0;
  /// Nodes are added to the shared count this many at a time.
  static constexpr std::size_t k_shared_batch = 4096;
  detail::NodeBudget* m_shared = nullptr;
  std::size_t m_unshared = 0;
  std::size_t m_nodes = 0;
  std::size_t m_deepest = 0;
  bool m_used_anchors = false;
  std::vector<Frame> m_stack;
  std::map<YAML::anchor_t, Node> m_anchors;
  Growth m_alias_growth;
  Node m_root;
  bool m_has_root = false;
};

}  // namespace

namespace detail {

std::optional<PartTree> parse_part(std::string text, std::uint32_t line_offset,
                                   const std::string& path, const LoadLimits& limits,
                                   NodeBudget& budget)
{
  DiagnosticSink local;
  Builder builder(path, local, limits, line_offset, &budget);
  try {
    std::istringstream in{std::move(text)};
    YAML::Parser parser(in);
    while (parser.HandleNextDocument(builder)) {
    }
  } catch (const YAML::Exception&) {
    return std::nullopt;
  } catch (const FatalError&) {
    return std::nullopt;
  }
  if (!builder.has_root() || builder.used_anchors() || !local.diagnostics().empty()) {
    return std::nullopt;
  }
  return PartTree{builder.take_root(), builder.nodes(), builder.deepest()};
}

}  // namespace detail

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
  if (limits.threads > 1 && bytes.size() >= limits.parts_from) {
    // Proven equal to the whole parse's tree, or not used (load_parts.cpp).
    if (std::optional<Node> root = detail::load_in_parts(bytes, path, limits)) {
      return std::move(*root);
    }
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
