#pragma once
/// One big YAML document parsed on several threads. yaml-cpp's scanner is
/// three quarters of a big yaml2xml and runs on one core, so a document
/// whose bulk is long block maps (a topology's node_templates, the
/// extension block's entries) is cut between their entries: each part is
/// parsed on its own, the rest of the document (with those entries turned
/// into comment lines) too, and the parts' entries are put back in place.
///
/// It is used only when it is proven to give the tree that parsing the
/// whole document gives: every part parses without an error, a
/// diagnostic, an anchor or an alias; every predicted key is where the
/// part's parse puts it; no key repeats; and counts and depth stay within
/// the limits. Anything else, and load() parses the document whole, so
/// errors and diagnostics are always the whole parse's.

#include "node.hpp"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tosca::yaml::detail {

/// Maps of more entries than this get a key index (Node::index_keys).
constexpr std::size_t k_linear_keys = 16;

/// A part's parse and what the whole document's parse checks of it.
struct PartTree
{
  Node root;
  std::size_t nodes = 0;   ///< nodes finished (the limit's count)
  std::size_t deepest = 0; ///< most collections open when one opened
};

/// The nodes all parts of one document have built, against a limit a
/// little above the whole parse's (each part has a map and an end key of
/// its own): a document over the node limit is not built many times over.
struct NodeBudget
{
  std::atomic<std::size_t> nodes{0};
  std::size_t limit = 0;
};

/// Parses `text`, whose first line is line `line_offset` + 1 of the
/// document; nullopt on an error, a diagnostic, an anchor or an alias, or
/// when the parts together exceed `budget` (load.cpp).
std::optional<PartTree> parse_part(std::string text, std::uint32_t line_offset,
                                   const std::string& path, const LoadLimits& limits,
                                   NodeBudget& budget);

/// The tree of `bytes` (valid UTF-8, no byte order mark) parsed in parts on
/// `limits.threads` threads, or nullopt when no split is worth it or one is
/// not proven.
std::optional<Node> load_in_parts(std::string_view bytes, const std::string& path,
                                  const LoadLimits& limits);

/// Where two trees first differ in kind, style, text, tag, location or
/// children ("" when they do not): for the tests and the fuzz target that
/// hold parts to the whole parse.
std::string tree_difference(const Node& a, const Node& b, const std::string& at = "/");

}  // namespace tosca::yaml::detail
