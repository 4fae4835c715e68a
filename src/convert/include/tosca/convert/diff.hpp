#pragma once
/// Semantic comparison of TOSCA documents through the IR: the judge of
/// whether a conversion lost anything.
///
/// `describe` turns an ir::Document into a generic comparison tree (scalar,
/// map, list or absent nodes, each with its source location), in which every
/// IR field has a place except the few that carry no meaning; `compare` walks
/// two trees and lists every difference with its path.
///
/// What does not count (it is normalised away by `describe`):
/// - namespace prefixes (QNames are {ns}local), attribute order, YAML map
///   key order, locations, Document::path and root_bindings, display
///   prefixes, Bound::spelling, target_namespace_written (the effective
///   namespace is compared), PropertiesValue::view/view_is_exact (the
///   canonical properties document is compared instead);
/// - white space between elements in fragments and properties documents,
///   and runs of white space in documentation (see tosca/xml/canonical.hpp);
/// - an attribute left out versus written with its schema default
///   (abstract/final="no", mustUnderstand/required="yes", minInstances,
///   maxInstances, lowerBound and upperBound 1, cascadingDeletion="no",
///   REST method GET; from xsd/tosca-v1.0.xsd and xsd/tosca-csd03.xsd).
///
/// Lists of named things are matched by key (types by QName, templates,
/// plans and service templates by id, definitions, interfaces and
/// operations by name, imports by namespace+location+importType, ...);
/// repeated keys are matched in order (`tags[env]`, `tags[env#2]`).
/// Parameters and include/exclude patterns stay positional. XML content
/// continues the path into the document: `properties.Port`, repeated
/// elements as `Item[2]`, attributes as `@name`, text as `#text`; a change of
/// the order of child elements is reported at `#order`.

#include "tosca/convert/workspace.hpp"
#include "tosca/ir/document.hpp"

#include <map>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tosca::xml {
class Canonicalizer;
}

namespace tosca::convert::diff {

struct Node
{
  enum class Kind : std::uint8_t { absent, scalar, map, list };
  /// What a scalar is in the IR: a string, or a typed value.
  enum class Scalar : std::uint8_t { string, number, boolean, null };

  Kind kind = Kind::absent;
  Scalar scalar = Scalar::string;
  /// Map whose entries are the members of a keyed list: paths show
  /// `field[key]` instead of `field.key`.
  bool keyed = false;
  /// Map whose entry order is meaningful (XML element content): a different
  /// order of the keys both sides have is a difference.
  bool ordered = false;
  std::string value; ///< scalar text (numbers in decimal, booleans yes/no or true/false)
  ir::Location location;
  std::vector<std::pair<std::string, Node>> entries; ///< map, keys unique
  std::vector<Node> items;                           ///< list

  // Defined out of line: the members hold Nodes, complete only after this
  // class; clang with libstdc++ would otherwise instantiate them too early.
  Node();
  Node(const Node&);
  Node(Node&&) noexcept;
  Node& operator=(const Node&);
  Node& operator=(Node&&) noexcept;
  ~Node();

  static Node scalar_of(std::string text, Scalar type, ir::Location at);
  static Node map_at(ir::Location at);
  static Node list_at(ir::Location at);
  bool absent() const { return kind == Kind::absent; }
  /// The entry with this key, or nullptr.
  const Node* find(std::string_view key) const;
};

/// The comparison tree of one document.
struct Tree
{
  std::string file; ///< Document::path, shown with locations
  Node root;
};

/// Builds the comparison tree of `document`; fragments and properties
/// documents are parsed again through `canonicalizer` (reuse one for many
/// documents). `source`, the bytes the document was read from, makes the
/// locations inside XML content exact when given. Extending the IR means
/// extending describe: every describer checks the field count of its struct
/// at compile time.
Tree describe(const ir::Document& document, xml::Canonicalizer& canonicalizer,
              std::string_view source = {});
Tree describe(const ir::Document& document);

/// A YAML-shaped value as a comparison node: maps ignore key order, scalars
/// keep their type. `at` is used where the value has no location.
Node describe(const ir::Value& value, ir::Location at = {});

/// One side of a difference.
struct Side
{
  /// nullptr when absent on this side; else points into a tree, or into
  /// `made` for a node the comparison built (the child order at `#order`).
  const Node* node = nullptr;
  std::shared_ptr<const Node> made;
  /// The node's location, or for an absent side the enclosing one's.
  ir::Location location;
  const std::string* file = nullptr;
};

struct Difference
{
  std::string path;
  Side a;
  Side b;
};

/// Every difference between two trees, in the order of `a` (entries only
/// `b` has come after those of the same map). The result points into both
/// trees: keep them alive while using it.
std::vector<Difference> compare(const Tree& a, const Tree& b);
// It points into the trees: never into a temporary.
std::vector<Difference> compare(Tree&&, const Tree&) = delete;
std::vector<Difference> compare(const Tree&, Tree&&) = delete;
std::vector<Difference> compare(Tree&&, Tree&&) = delete;

/// One difference per line:
/// `path: VALUE (file:line:col) vs VALUE (file:line:col)`; an absent side
/// is `(absent)`. A string is quoted when the other side is a typed value,
/// or when it is empty, has white space at its ends or control characters.
std::string format_text(const std::vector<Difference>& differences);

/// `{"equal": bool, "differences": [{"path", "a": {"value", "file", "line",
/// "column"}, "b": {...}}]}`; an absent side has "value": null and
/// "absent": true.
std::string format_json(const std::vector<Difference>& differences);

} // namespace tosca::convert::diff

namespace tosca::convert {

/// A document loaded for comparison.
struct LoadedDocument
{
  std::optional<ir::Document> document; ///< nullopt when it could not be read
  Workspace workspace;                  ///< sources and diagnostics of the load
};

/// Loads one file (or "-") as an IR document for `diff`, TOSCA XML or YAML
/// told apart by content. Errors go to `sink`.
LoadedDocument load_for_compare(const std::string& path, const LoadOptions& options,
                                DiagnosticSink& sink);

/// What `diff A B` finds for two definitions files.
struct FileComparison
{
  bool completed = false;      ///< both sides were read
  std::size_t differences = 0;
  std::string text;            ///< format_text of the differences
  std::string json;            ///< format_json of the differences
  std::map<std::string, std::string> sources; ///< of both sides, for diagnostics
};

/// Loads each side on its own (what one side's search path defines does
/// not leak into the other) and compares them by meaning. Diagnostics of
/// A, then of B, go to `sink`.
FileComparison compare_files(const std::string& a, const std::string& b,
                             const LoadOptions& options, DiagnosticSink& sink);

} // namespace tosca::convert
