#include "tree.hpp"

#include "xml_text.hpp"
#include "tosca/support/xml_escape.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace tosca::xml::detail {

Name TreeStore::name(std::string_view s)
{
  // An unordered_set's elements never move: their addresses are the names.
  if (auto it = m_names.find(s); it != m_names.end()) {
    return Name(&*it);
  }
  return Name(&*m_names.insert(copy(s)).first);
}

std::string_view TreeStore::copy(std::string_view s)
{
  if (s.empty()) {
    return {};
  }
  char* at = m_chars.take(s.size());
  std::copy(s.begin(), s.end(), at);
  return {at, s.size()};
}

std::span<const std::uint32_t> TreeStore::copy(std::span<const std::uint32_t> ids)
{
  if (ids.empty()) {
    return {};
  }
  std::uint32_t* at = m_ids.take(ids.size());
  std::copy(ids.begin(), ids.end(), at);
  return {at, ids.size()};
}

std::span<const Attribute> TreeStore::copy(std::span<const Attribute> first,
                                           std::span<const Attribute> then)
{
  const std::size_t n = first.size() + then.size();
  if (n == 0) {
    return {};
  }
  Attribute* at = m_attributes.take(n);
  std::copy(then.begin(), then.end(), std::copy(first.begin(), first.end(), at));
  return {at, n};
}

const QualifiedName* TreeStore::qualified(Name ns, Name local, Name prefix)
{
  // An unordered_set's elements never move: their addresses are the names.
  return &*m_qualified.insert(QualifiedName{ns, local, prefix}).first;
}

void Node::set_children(std::span<const std::uint32_t> ids)
{
  m_data = ids.data();
  m_size = static_cast<std::uint32_t>(ids.size()); // node ids are 32-bit
}

void Node::set_text(std::string_view text)
{
  if (text.size() > UINT32_MAX) {
    throw std::length_error("a text of more than 4 GiB"); // the parser refuses far less
  }
  m_data = text.data();
  m_size = static_cast<std::uint32_t>(text.size());
}

void Node::set_attributes(std::span<const Attribute> all, std::size_t decls)
{
  if (decls > UINT16_MAX || all.size() > UINT32_MAX) {
    throw std::length_error("too many attributes"); // the parser refuses more
  }
  m_attributes = all.data();
  m_attribute_count = static_cast<std::uint32_t>(all.size());
  m_decl_count = static_cast<std::uint16_t>(decls);
}

std::vector<ir::NamespaceBinding> Node::bindings() const
{
  std::vector<ir::NamespaceBinding> out;
  out.reserve(m_decl_count);
  for (const Attribute& d : ns_decls()) {
    out.push_back({std::string(d.declared_prefix()), std::string(d.declared_uri())});
  }
  return out;
}

std::vector<ir::NamespaceBinding> in_scope_bindings(const Tree& tree, std::uint32_t i)
{
  std::map<std::string, std::string> seen;
  for (std::uint32_t n = i; n != no_node; n = tree.nodes[n].parent) {
    if (tree.nodes[n].is("http://tosca-convert.org/xml/extensions/1", "draft")) {
      continue; // the writer's tc:draft wrapper is transparent (read_extensions.cpp)
    }
    for (const Attribute& d : tree.nodes[n].ns_decls()) {
      // inner declarations were inserted first
      seen.emplace(std::string(d.declared_prefix()), std::string(d.declared_uri()));
    }
  }
  std::vector<ir::NamespaceBinding> out;
  out.reserve(seen.size());
  for (auto& [p, u] : seen) {
    out.push_back({p, u});
  }
  return out;
}

namespace {

void escape(std::string_view s, std::string& out, bool attribute)
{
  for (char c : s) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"':
      if (attribute) {
        out += "&quot;";
      } else {
        out += c;
      }
      break;
    case '\r': out += "&#13;"; break;
    case '\t':
      if (attribute) {
        out += "&#9;";
      } else {
        out += c;
      }
      break;
    case '\n':
      if (attribute) {
        out += "&#10;";
      } else {
        out += c;
      }
      break;
    default: out += c;
    }
  }
}

void write_name(std::string_view prefix, std::string_view local, std::string& out)
{
  if (!prefix.empty()) {
    out += prefix;
    out += ':';
  }
  out += local;
}

}  // namespace

void serialize(const Tree& tree, std::uint32_t i, std::string& out)
{
  // Iterative, so that deep (already depth-limited) content cannot exhaust
  // the stack here either.
  struct Frame
  {
    std::uint32_t node;
    std::size_t next_child;
  };
  std::vector<Frame> stack;
  auto open = [&](std::uint32_t n) {
    const Node& node = tree.nodes[n];
    switch (node.kind) {
    case Node::Kind::text: escape(node.text(), out, false); return false;
    case Node::Kind::cdata:
      out += "<![CDATA[";
      out += node.text();
      out += "]]>";
      return false;
    case Node::Kind::comment:
      out += "<!--";
      out += node.text();
      out += "-->";
      return false;
    case Node::Kind::pi:
      out += "<?";
      out += node.local();
      if (!node.text().empty()) {
        out += ' ';
        out += node.text();
      }
      out += "?>";
      return false;
    case Node::Kind::element: break;
    }
    out += '<';
    write_name(node.prefix(), node.local(), out);
    for (const auto& as : {node.ns_decls(), node.attributes()}) {
      for (const Attribute& a : as) {
        out += ' ';
        write_name(a.prefix(), a.local(), out);
        out += "=\"";
        escape(a.value(), out, true);
        out += '"';
      }
    }
    if (node.children().empty()) {
      out += "/>";
      return false;
    }
    out += '>';
    return true;
  };
  if (open(i)) {
    stack.push_back({i, 0});
  }
  while (!stack.empty()) {
    Frame& f = stack.back();
    const Node& node = tree.nodes[f.node];
    if (f.next_child < node.children().size()) {
      std::uint32_t c = node.children()[f.next_child++];
      if (open(c)) {
        stack.push_back({c, 0});
      }
      continue;
    }
    out += "</";
    write_name(node.prefix(), node.local(), out);
    out += '>';
    stack.pop_back();
  }
}

void serialize_children(const Tree& tree, std::uint32_t i, std::string& out)
{
  for (std::uint32_t c : tree.nodes[i].children()) {
    serialize(tree, c, out);
  }
}

std::string text_of(const Tree& tree, std::uint32_t i)
{
  std::string out;
  for (std::uint32_t c : tree.nodes[i].children()) {
    const Node& n = tree.nodes[c];
    if (n.kind == Node::Kind::text || n.kind == Node::Kind::cdata) {
      out += n.text();
    }
  }
  return out;
}

Wrapped wrap_fragment(const ir::Fragment& fragment)
{
  Wrapped w;
  w.bytes = "<w";
  for (const auto& b : fragment.bindings) {
    if (b.prefix == "xml" || b.prefix == "xmlns") {
      continue; // predefined; may not be redeclared differently
    }
    w.bytes += b.prefix.empty() ? " xmlns" : " xmlns:";
    w.bytes += b.prefix;
    w.bytes += "=\"";
    w.bytes += escape_xml(b.uri, true);
    w.bytes += '"';
  }
  w.bytes += '>';
  w.start_columns = columns_of(w.bytes);
  w.bytes += fragment.xml;
  w.bytes += "</w>";
  return w;
}

}  // namespace tosca::xml::detail
