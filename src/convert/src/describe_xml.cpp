// Verbatim XML content in the comparison tree: fragments, documentation and
// properties documents, through their canonical form (tosca/xml/canonical.hpp).
//
// An element becomes a scalar when it has no attributes and only text (so
// `properties.Port: 3306`), otherwise an ordered map: `@attr` entries,
// children by local name (by {ns}local when the namespace differs from the
// parent's), a repeated name as `Item[2]`, and `#text`, `#comment`, `#pi`.
// Content that is not well-formed is a string scalar of its exact text.
#include "describe_context.hpp"

#include <map>

namespace tosca::convert::diff::detail {

namespace {

using xml::Canonical;
using xml::CanonicalNode;

Node element_node(const Canonical& c, std::uint32_t i, bool as_map);

/// The children (and attributes) of node `i` as an ordered map.
Node content_map(const Canonical& c, std::uint32_t i)
{
  const CanonicalNode& n = c.nodes[i];
  Node m = Node::map_at(n.location);
  m.ordered = true;
  for (const auto& a : n.attributes) {
    m.entries.emplace_back("@" + a.name,
                           Node::scalar_of(a.value, Node::Scalar::string, n.location));
  }
  std::map<std::string, int> seen;
  for (std::uint32_t k : n.children) {
    const CanonicalNode& child = c.nodes[k];
    std::string key;
    Node value;
    switch (child.kind) {
    case CanonicalNode::Kind::element:
      key = child.ns == n.ns ? child.local : child.name();
      value = element_node(c, k, false);
      break;
    case CanonicalNode::Kind::text:
      key = "#text";
      value = Node::scalar_of(child.text, Node::Scalar::string, child.location);
      break;
    case CanonicalNode::Kind::comment:
      key = "#comment";
      value = Node::scalar_of(child.text, Node::Scalar::string, child.location);
      break;
    case CanonicalNode::Kind::pi:
      key = "#pi";
      value = Node::scalar_of(child.local + (child.text.empty() ? "" : " " + child.text),
                              Node::Scalar::string, child.location);
      break;
    }
    if (int seen_before = seen[key]++; seen_before > 0) {
      key += "[" + std::to_string(seen_before + 1) + "]";
    }
    m.entries.emplace_back(std::move(key), std::move(value));
  }
  return m;
}

/// Text only and no attributes: the element's value is its text.
bool is_leaf(const Canonical& c, const CanonicalNode& n)
{
  if (!n.attributes.empty() || n.children.size() > 1) {
    return false;
  }
  return n.children.empty() || c.nodes[n.children[0]].kind == CanonicalNode::Kind::text;
}

Node element_node(const Canonical& c, std::uint32_t i, bool as_map)
{
  const CanonicalNode& n = c.nodes[i];
  if (!as_map && is_leaf(c, n)) {
    return Node::scalar_of(n.children.empty() ? std::string() : c.nodes[n.children[0]].text,
                           Node::Scalar::string, n.location);
  }
  return content_map(c, i);
}

/// The canonical form, with exact locations when the source is at hand.
Canonical canonical_of(Context& c, const ir::Fragment& f, const xml::CanonicalOptions& options = {})
{
  Canonical canonical = c.canonicalizer.canonicalize(f, options);
  if (const xml::SourceText* source = c.source()) {
    xml::refine_locations(canonical, f, *source);
  }
  return canonical;
}

Node not_well_formed(const Canonical& c, ir::Location at)
{
  return Node::scalar_of(c.text, Node::Scalar::string, at);
}

} // namespace

static_assert(field_count<ir::Fragment>() == 3, "ir::Fragment changed: extend describe");

Node describe(Context& c, const ir::Fragment& f)
{
  // f.bindings are used to resolve the content; f.location is not compared.
  Canonical canonical = canonical_of(c, f);
  if (!canonical.well_formed) {
    return not_well_formed(canonical, f.location);
  }
  // The wrapper's namespace is none, so top-level elements show {ns}local.
  return element_node(canonical, 0, false);
}

static_assert(field_count<ir::Documentation>() == 5, "ir::Documentation changed: extend describe");

Node describe(Context& c, const ir::Documentation& d)
{
  Node m = Node::map_at(d.location);
  Fields f(c, m, d.location);
  f.add("source", d.source).add("lang", d.lang);
  xml::CanonicalOptions prose;
  prose.collapse_space = true;
  Canonical canonical = canonical_of(c, {d.content, d.bindings, d.location}, prose);
  f.add("content", canonical.well_formed ? element_node(canonical, 0, false)
                                         : not_well_formed(canonical, d.location));
  return m;
}

static_assert(field_count<ir::PropertiesValue>() == 4,
              "ir::PropertiesValue changed: extend describe");

Node describe(Context& c, const ir::PropertiesValue& v)
{
  // `root` is the document element's name, compared as `#element`; `view`
  // and `view_is_exact` are derived from the document and not compared.
  Canonical canonical = canonical_of(c, v.document);
  if (!canonical.well_formed) {
    return not_well_formed(canonical, v.document.location);
  }
  const CanonicalNode& top = canonical.top();
  if (top.children.size() != 1 ||
      canonical.nodes[top.children[0]].kind != CanonicalNode::Kind::element) {
    return element_node(canonical, 0, true); // several roots (kept, not schema-valid)
  }
  const std::uint32_t root = top.children[0];
  Node m = content_map(canonical, root);
  m.entries.insert(m.entries.begin(),
                   {"#element", Node::scalar_of(canonical.nodes[root].name(), Node::Scalar::string,
                                                canonical.nodes[root].location)});
  return m;
}

} // namespace tosca::convert::diff::detail
