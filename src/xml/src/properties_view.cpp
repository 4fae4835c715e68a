#include "properties_view.hpp"

#include "read_context.hpp"

namespace tosca::xml::detail {

namespace {

/// The map view of element `i`: a map of child local names to text
/// (leaves), maps (nested elements) or lists (repeated elements). `exact`
/// turns false where the map loses something (attributes, mixed content,
/// a foreign namespace, interleaved repeats).
ir::Value view_of(const Tree& tree, std::uint32_t i, std::string_view ns, bool& exact)
{
  const Node& n = tree.at(i);
  if (!n.attributes().empty()) {
    exact = false;
  }
  bool has_elements = false;
  for (std::uint32_t k : n.children()) {
    if (tree.at(k).kind == Node::Kind::element) {
      has_elements = true;
    }
  }
  if (!has_elements) {
    for (std::uint32_t k : n.children()) {
      if (tree.at(k).kind != Node::Kind::text && tree.at(k).kind != Node::Kind::cdata) {
        exact = false;
      }
    }
    return ir::Value::of(text_of(tree, i));
  }
  ir::Value map = ir::Value::map();
  std::string_view last;
  for (std::uint32_t k : n.children()) {
    const Node& child = tree.at(k);
    if (child.kind != Node::Kind::element) {
      if (child.kind != Node::Kind::text || !is_space_only(child.text())) {
        exact = false;
      }
      continue;
    }
    if (child.ns() != ns) {
      exact = false;
    }
    ir::Value v = view_of(tree, k, ns, exact);
    if (ir::Value* existing = map.find(child.local())) {
      if (last != child.local()) {
        exact = false; // interleaved repeats: the order is not kept by a map
      }
      if (existing->kind != ir::Value::Kind::list) {
        ir::Value list = ir::Value::list();
        list.push(std::move(*existing));
        *existing = std::move(list);
      }
      existing->push(std::move(v));
    } else {
      map.add(std::string(child.local()), std::move(v));
    }
    last = child.local();
  }
  return map;
}

}  // namespace

void derive_view(const Tree& tree, std::uint32_t i, ir::PropertiesValue& v)
{
  const Node& n = tree.at(i);
  v.root = n.qname();
  bool exact = true;
  v.view = view_of(tree, i, n.ns(), exact);
  if (v.view.kind != ir::Value::Kind::map) {
    // <Properties><P/></Properties>: an empty properties document.
    exact = exact && v.view.string.empty();
    v.view = ir::Value::map();
  }
  v.view_is_exact = exact;
}

}  // namespace tosca::xml::detail
