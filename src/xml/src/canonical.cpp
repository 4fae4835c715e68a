// The canonical form of verbatim XML content (see tosca/xml/canonical.hpp):
// re-parsing a fragment inside a wrapper that declares its bindings, and
// turning the reader's tree into the canonical tree.
#include "tosca/xml/canonical.hpp"

#include "xml_text.hpp"
#include "tosca/support/xml_escape.hpp"
#include "tosca/xml/reader.hpp"

#include "parser.hpp"
#include "read_context.hpp"

#include <algorithm>
#include <optional>
#include <array>

namespace tosca::xml {

using detail::columns_of;
using detail::is_space;

namespace {

using detail::no_node;
using detail::Node;
using detail::Tree;

constexpr std::string_view k_xsd_ns = "http://www.w3.org/2001/XMLSchema";
constexpr std::string_view k_xsi_ns = "http://www.w3.org/2001/XMLSchema-instance";

/// Attributes the TOSCA schemas (final and draft) type as xs:QName.
constexpr std::array<std::string_view, 20> k_tosca_qname_attributes = {
    "nodeType",
    "relationshipType",
    "artifactType",
    "artifactRef",
    "policyType",
    "policyRef",
    "typeRef",
    "requirementType",
    "capabilityType",
    "requiredCapabilityType",
    "substitutableNodeType",
    "nodeTypeRef",
    "relationshipTypeRef",
    "nodeTypeImplementationRef",
    "relationshipTypeImplementationRef",
    "portType",
    "requestBody",
    "responseBody",
    "element",
    "type"};

/// QName attributes of Winery's refinement models (RelationMapping), which
/// Winery writes in the TOSCA namespace or its own.
constexpr std::array<std::string_view, 2> k_winery_qname_attributes = {"relationType",
                                                                       "validSourceOrTarget"};

/// Attributes that hold QNames on any element (by name only).
constexpr std::array<std::string_view, 6> k_generic_qname_attributes = {
    "type", "element", "ref", "base", "itemType", "memberTypes"};

/// QName attributes of XML Schema's own elements.
constexpr std::array<std::string_view, 7> k_xsd_qname_attributes = {
    "type", "ref", "base", "itemType", "substitutionGroup", "refer", "memberTypes"};

template <std::size_t N>
bool among(const std::array<std::string_view, N>& names, std::string_view name)
{
  return std::find(names.begin(), names.end(), name) != names.end();
}

std::string_view trim(std::string_view s)
{
  while (!s.empty() && is_space(s.front())) {
    s.remove_prefix(1);
  }
  while (!s.empty() && is_space(s.back())) {
    s.remove_suffix(1);
  }
  return s;
}

std::string collapse(std::string_view s)
{
  std::string out;
  out.reserve(s.size());
  bool in_space = false;
  for (char c : s) {
    if (is_space(c)) {
      in_space = true;
      continue;
    }
    if (in_space) {
      out += ' ';
      in_space = false;
    }
    out += c;
  }
  if (in_space) {
    out += ' ';
  }
  return out;
}

/// Turns the reader's tree of the wrapped fragment into the canonical tree.
class Builder
{
public:
  Builder(const Tree& tree, const CanonicalOptions& options, ir::Location origin,
          std::uint32_t wrapper_columns)
      : m_tree(tree), m_options(options), m_origin(origin), m_wrapper_columns(wrapper_columns)
  {
  }

  Canonical build()
  {
    Canonical out;
    out.well_formed = true;
    out.nodes.reserve(m_tree.nodes.size());
    out.nodes.emplace_back();
    // (tree node, canonical node) pairs whose children are still to copy.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> work{{m_tree.root, 0}};
    while (!work.empty()) {
      auto [from, to] = work.back();
      work.pop_back();
      copy_children(from, to, out, work);
    }
    if (m_options.collapse_space) {
      trim_ends(out);
    }
    return out;
  }

private:
  ir::Location absolute(const Node& n) const
  {
    if (!m_origin.known() || n.line == 0) {
      return m_origin;
    }
    if (n.line == 1) {
      const std::uint32_t rel = n.column > m_wrapper_columns ? n.column - m_wrapper_columns : 1;
      return {m_origin.line, m_origin.column + rel - 1};
    }
    return {m_origin.line + n.line - 1, n.column};
  }

  /// The namespace bound to `prefix` where element `i` stands, if any.
  std::optional<std::string_view> lookup(std::uint32_t i, std::string_view prefix) const
  {
    for (std::uint32_t n = i; n != no_node; n = m_tree.nodes[n].parent) {
      for (const auto& b : m_tree.nodes[n].ns_decls()) {
        if (b.declared_prefix() == prefix) {
          return b.declared_uri();
        }
      }
    }
    return std::nullopt;
  }

  /// One QName value resolved at element `i`; unchanged when its prefix is
  /// not bound (or, without `use_default`, when it has no prefix).
  std::string resolve_one(std::uint32_t i, std::string_view value, bool use_default) const
  {
    std::string_view v = trim(value);
    std::string_view prefix;
    std::string_view local = v;
    if (auto colon = v.find(':'); colon != std::string_view::npos) {
      prefix = v.substr(0, colon);
      local = v.substr(colon + 1);
    } else if (!use_default) {
      return std::string(value);
    }
    if (local.empty() || local.find(':') != std::string_view::npos ||
        std::any_of(local.begin(), local.end(), is_space)) {
      return std::string(value); // not a QName
    }
    std::string ns;
    if (prefix == "xml") {
      ns = std::string(detail::k_xml_ns);
    } else if (const auto uri = lookup(i, prefix)) {
      ns = *uri;
    } else {
      return std::string(value);
    }
    if (prefix.empty() && ns.empty()) {
      return std::string(value);
    }
    return "{" + ns + "}" + std::string(local);
  }

  std::string resolve(std::uint32_t i, std::string_view value, bool list, bool use_default) const
  {
    if (!list) {
      return resolve_one(i, value, use_default);
    }
    std::string out;
    std::size_t at = 0;
    while (at < value.size()) {
      while (at < value.size() && is_space(value[at])) {
        ++at;
      }
      std::size_t end = at;
      while (end < value.size() && !is_space(value[end])) {
        ++end;
      }
      if (end > at) {
        if (!out.empty()) {
          out += ' ';
        }
        out += resolve_one(i, value.substr(at, end - at), use_default);
      }
      at = end;
    }
    return out;
  }

  std::string attribute_value(std::uint32_t i, const detail::Attribute& a) const
  {
    const Node& e = m_tree.nodes[i];
    if (a.ns() == k_xsi_ns) {
      return a.local() == "type" ? resolve(i, a.value(), false, true) : std::string(a.value());
    }
    if (!a.ns().empty()) {
      return std::string(a.value());
    }
    if (e.ns() == k_xsd_ns) {
      if (among(k_xsd_qname_attributes, a.local())) {
        return resolve(i, a.value(), a.local() == "memberTypes", true);
      }
      return std::string(a.value());
    }
    const bool tosca_qname =
        (e.ns() == detail::k_tosca_ns &&
         (among(k_tosca_qname_attributes, a.local()) ||
          (e.local() == "TargetElementReference" && a.local() == "id") ||
          (e.local() == "TopologyTemplateReference" && a.local() == "reference"))) ||
        ((e.ns() == detail::k_tosca_ns || e.ns() == detail::k_winery_ns) &&
         among(k_winery_qname_attributes, a.local()));
    if (tosca_qname || among(k_generic_qname_attributes, a.local())) {
      return resolve(i, a.value(), a.local() == "memberTypes", false);
    }
    return std::string(a.value());
  }

  void copy_children(std::uint32_t from, std::uint32_t to, Canonical& out,
                     std::vector<std::pair<std::uint32_t, std::uint32_t>>& work)
  {
    const Node& parent = m_tree.nodes[from];
    bool has_elements = false;
    for (std::uint32_t c : parent.children()) {
      has_elements = has_elements || m_tree.nodes[c].kind == Node::Kind::element;
    }
    std::vector<std::uint32_t> children;
    bool open_text = false; // the last canonical child is text still growing
    for (std::uint32_t c : parent.children()) {
      const Node& n = m_tree.nodes[c];
      if (n.kind == Node::Kind::text || n.kind == Node::Kind::cdata) {
        if (open_text) {
          out.nodes[children.back()].text += n.text();
          continue;
        }
        CanonicalNode t;
        t.kind = CanonicalNode::Kind::text;
        t.text = n.text();
        t.location = absolute(parent);
        children.push_back(static_cast<std::uint32_t>(out.nodes.size()));
        out.nodes.push_back(std::move(t));
        open_text = true;
        continue;
      }
      open_text = false;
      CanonicalNode k;
      k.location = absolute(n.line != 0 ? n : parent);
      if (n.kind == Node::Kind::comment) {
        k.kind = CanonicalNode::Kind::comment;
        k.text = n.text();
      } else if (n.kind == Node::Kind::pi) {
        k.kind = CanonicalNode::Kind::pi;
        k.local = n.local();
        k.text = n.text();
      } else {
        k.kind = CanonicalNode::Kind::element;
        k.ns = n.ns();
        k.local = n.local();
        for (const auto& a : n.attributes()) {
          k.attributes.push_back(
              {a.ns().empty() ? std::string(a.local()) : "{" + std::string(a.ns()) + "}" + std::string(a.local()),
               attribute_value(c, a)});
        }
        std::sort(k.attributes.begin(), k.attributes.end(),
                  [](const CanonicalAttribute& x, const CanonicalAttribute& y) {
                    return x.name < y.name;
                  });
        work.emplace_back(c, static_cast<std::uint32_t>(out.nodes.size()));
      }
      children.push_back(static_cast<std::uint32_t>(out.nodes.size()));
      out.nodes.push_back(std::move(k));
    }
    // Text: white space between elements is dropped; documentation collapses.
    std::vector<std::uint32_t>& kept = out.nodes[to].children;
    for (std::uint32_t c : children) {
      CanonicalNode& n = out.nodes[c];
      if (n.kind == CanonicalNode::Kind::text) {
        if (has_elements && trim(n.text).empty()) {
          continue;
        }
        if (m_options.collapse_space) {
          n.text = collapse(n.text);
        }
      }
      kept.push_back(c);
    }
  }

  /// Documentation: no white space at the start or end of the content.
  static void trim_ends(Canonical& out)
  {
    auto& top = out.nodes[0].children;
    if (!top.empty() && out.nodes[top.front()].kind == CanonicalNode::Kind::text) {
      std::string& t = out.nodes[top.front()].text;
      t.erase(0, t.find_first_not_of(' '));
    }
    if (!top.empty() && out.nodes[top.back()].kind == CanonicalNode::Kind::text) {
      std::string& t = out.nodes[top.back()].text;
      t.erase(t.find_last_not_of(' ') + 1);
    }
    if (!top.empty() && out.nodes[top.back()].kind == CanonicalNode::Kind::text &&
        out.nodes[top.back()].text.empty()) {
      top.pop_back();
    }
    if (!top.empty() && out.nodes[top.front()].kind == CanonicalNode::Kind::text &&
        out.nodes[top.front()].text.empty()) {
      top.erase(top.begin());
    }
  }

  const Tree& m_tree;
  const CanonicalOptions& m_options;
  ir::Location m_origin;
  std::uint32_t m_wrapper_columns;
};

} // namespace

std::string CanonicalNode::name() const
{
  return ns.empty() ? local : "{" + ns + "}" + local;
}

struct Canonicalizer::Impl
{
  detail::Parser parser;
};

Canonicalizer::Canonicalizer() : m_impl(std::make_unique<Impl>()) {}
Canonicalizer::~Canonicalizer() = default;

Canonical Canonicalizer::canonicalize(const ir::Fragment& fragment, const CanonicalOptions& options)
{
  auto [bytes, wrapper_columns] = detail::wrap_fragment(fragment);

  Canonical out;
  static const std::string path = "<fragment>";
  DiagnosticSink ignored;
  detail::Tree tree;
  try {
    tree = m_impl->parser.parse(bytes, path, detail::SchemaChoice::none, ignored,
                                detail::Limits{std::min(options.max_depth, k_max_depth_limit) + 1},
                                false);
  } catch (const FatalError& e) {
    out.well_formed = false;
    out.text = fragment.xml;
    out.error = e.diagnostic().message;
    return out;
  }
  return Builder(tree, options, fragment.location, wrapper_columns).build();
}

Canonical Canonicalizer::canonicalize(const ir::Documentation& documentation)
{
  ir::Fragment f{documentation.content, documentation.bindings, documentation.location};
  CanonicalOptions options;
  options.collapse_space = true;
  return canonicalize(f, options);
}

std::string to_string(const Canonical& c)
{
  if (!c.well_formed) {
    return c.text;
  }
  std::string out;
  // (node, next child) frames: iterative, as deep as the content may be.
  std::vector<std::pair<std::uint32_t, std::size_t>> stack{{0, 0}};
  while (!stack.empty()) {
    auto& [i, next] = stack.back();
    const CanonicalNode& n = c.nodes[i];
    if (next == n.children.size()) {
      if (i != 0) {
        out += "</" + n.name() + ">";
      }
      stack.pop_back();
      continue;
    }
    const CanonicalNode& k = c.nodes[n.children[next++]];
    switch (k.kind) {
    case CanonicalNode::Kind::text:
      out += escape_xml(k.text, false);
      break;
    case CanonicalNode::Kind::comment:
      out += "<!--" + k.text + "-->";
      break;
    case CanonicalNode::Kind::pi:
      out += "<?" + k.local + (k.text.empty() ? "" : " " + k.text) + "?>";
      break;
    case CanonicalNode::Kind::element:
      out += "<" + k.name();
      for (const auto& a : k.attributes) {
        out += " " + a.name + "=\"";
        out += escape_xml(a.value, true);
        out += '"';
      }
      out += ">";
      stack.emplace_back(n.children[next - 1], 0);
      break;
    }
  }
  return out;
}

} // namespace tosca::xml
