#pragma once
/// Machinery shared by the decoders of the extension block
/// (`dsl_definitions.tosca_convert`, docs/mapping.md): a decoding context
/// that reports malformed content as located YAML_EXTENSION warnings, and
/// `Fields`, which reads one map key by key and reports the keys nobody
/// asked for (the mirror of the XML reader's `Attrs`).

#include "node.hpp"

#include "tosca/ir/common.hpp"
#include "tosca/support/diagnostics.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tosca::yaml::detail {

struct Decoder
{
  const std::string& path;
  DiagnosticSink& sink;
  /// xmlns declarations of the XML document's root (`document.namespaces`):
  /// the context fragments were written in, and prefix hints for QNames.
  std::vector<ir::NamespaceBinding> root_bindings;
  /// ReadOptions::derive_properties (may be empty).
  const std::function<std::optional<std::string>(ir::PropertiesValue&)>* derive_properties = nullptr;
  /// The same, shared by the fragments and documentation that hold them
  /// (one copy per template was a twentieth of a big yaml2xml's peak),
  /// and sorted by prefix for properties documents.
  ir::Bindings shared_root_bindings{};
  ir::Bindings sorted_root_bindings{};
  /// The tree may be given up as it is read (release): decode_xml_origin
  /// holds it by non-const reference and sets this.
  bool tree_is_ours = false;

  /// Frees `part` of the tree once nothing reads it again, if the tree is
  /// ours: each template's extension entry right after the template is
  /// restored, so that a big topology's tree and IR are not held whole
  /// together. The decoders read the tree as const only so that they
  /// cannot change it by mistake; the key of an entry given up stays.
  void release(const Node& part) const
  {
    if (tree_is_ours) {
      const_cast<Node&>(part) = Node(); // NOLINT: the tree is not const; see above
    }
  }

  /// Reports malformed extension content at `at` (code YAML_EXTENSION).
  void bad(const Node& at, const std::string& message) const;

  /// Scalar text; null is reported and gives "".
  std::string text(const Node& n, std::string_view what) const;
  std::optional<bool> boolean(const Node& n, std::string_view what) const;
  std::optional<std::int64_t> integer(const Node& n, std::string_view what) const;
  /// `{namespace}local`, `prefix:local` (a prefix the XML reader could not
  /// resolve) or `local`; the prefix hint comes from the root bindings.
  ir::QName qname(const Node& n, std::string_view what) const;
  /// The QName spelled `clark`, or nullopt when it is not a Clark name.
  std::optional<ir::QName> parse_clark(std::string_view clark) const;
  /// A prefix the root binds to `ns` (a non-empty one first), or "".
  std::string prefix_hint(const std::string& ns) const;
};

/// The keys of one map, read one by one. Values of the wrong kind are
/// reported and read as absent.
class Fields
{
public:
  /// `map` may be null (nothing to read); anything but a map is reported.
  Fields(const Decoder& d, const Node* map, std::string what);
  Fields(const Fields&) = delete;
  Fields& operator=(const Fields&) = delete;
  /// Reports the keys not taken (finish), unless an exception is leaving
  /// the scope: then the decoding was abandoned, not finished, and
  /// reporting would allocate while unwinding. Running out of memory
  /// while reporting is a std::bad_alloc, as anywhere else.
  ~Fields() noexcept(false);

  const Decoder& decoder() const { return m_d; }
  const std::string& what() const { return m_what; }
  /// The map node itself, or nullptr when there is none.
  const Node* node() const { return m_map; }

  /// The value under `key`, marking it read; nullptr when absent.
  const Node* take(std::string_view key);
  /// A map under `key` (nullptr when absent or not a map, which is reported).
  const Node* take_map(std::string_view key);
  /// A list under `key` (nullptr when absent or not a list, which is reported).
  const Node* take_list(std::string_view key);

  std::string string(std::string_view key);
  /// A key the writer always writes: its absence is reported.
  std::string required(std::string_view key);
  ir::QName required_qname(std::string_view key);
  std::optional<std::string> opt_string(std::string_view key);
  ir::YesNo yes_no(std::string_view key);
  bool flag(std::string_view key) { return yes_no(key).value_or(false); }
  std::optional<std::int64_t> integer(std::string_view key);
  std::optional<ir::QName> opt_qname(std::string_view key);
  ir::QName qname(std::string_view key) { return opt_qname(key).value_or(ir::QName{}); }
  /// A list of scalars.
  std::vector<std::string> strings(std::string_view key);

  /// Each item of the list under `key`, decoded by `decode(const Node&)`.
  template <typename F>
  auto list(std::string_view key, F decode)
      -> std::vector<decltype(decode(std::declval<const Node&>()))>
  {
    std::vector<decltype(decode(std::declval<const Node&>()))> out;
    if (const Node* l = take_list(key)) {
      for (const Node& item : l->items()) {
        out.push_back(decode(item));
      }
    }
    return out;
  }

  /// Reports every key that was not taken. Called by the destructor too.
  void finish();

private:
  const Decoder& m_d;
  const Node* m_map = nullptr;
  std::string m_what;
  std::vector<bool> m_used;
  bool m_finished = false;
  int m_unwinding = 0; // exceptions in flight when it was made
};

}  // namespace tosca::yaml::detail
