// Reading back the tc:draft extension element (namespace
// http://tosca-convert.org/xml/extensions/1) that the XML writer puts into
// TOSCA 1.0 output for content only the CSD03 draft can express; the
// encoding is documented at the top of write_extensions.cpp.
//
// - read_children hands a tc:draft element here: its attributes become
//   {tc}name foreign attributes of the enclosing entity (each entity reader
//   takes the ones it knows with take_draft_attribute), and its TOSCA
//   children go to the entity reader's child callback as if they stood in
//   the entity itself (interface lists there carry only the interfaces'
//   inline implementation artifacts and are merged by position).
// - Inside tc:draft, children are in CSD03 form: Ctx::draft_form tells the
//   policy and artifact readers so.
#include "read_context.hpp"
#include "tosca/ir/field_count.hpp"

namespace tosca::xml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::Extensible>() == 5, "ir::Extensible changed: extend the XML reader");
static_assert(ir::field_count<ir::Interface>() == 4, "ir::Interface changed: extend the XML reader");

bool Ctx::in_draft_extension(std::uint32_t i) const
{
  for (std::uint32_t n = node(i).parent; n != no_node; n = node(n).parent) {
    if (node(n).is(k_tc_ns, "draft")) {
      return true;
    }
  }
  return false;
}

void read_draft_extension(const Ctx& c, std::uint32_t i, ir::Extensible& ext,
                          const std::function<bool(std::uint32_t)>& child)
{
  const Node& n = c.node(i);
  for (const auto& a : n.attributes()) {
    ir::QName name = a.qname();
    if (a.ns().empty()) {
      name = ir::QName{std::string(k_tc_ns), std::string(a.local()), "tc"};
    }
    ext.any_attributes.push_back({std::move(name), std::string(a.value()), n.location()});
  }
  for (std::uint32_t k : c.elements(i)) {
    if (c.node(k).ns() == k_tosca_ns && child && child(k)) {
      continue;
    }
    ext.any_elements.push_back(c.fragment(k));
  }
}

std::optional<std::string> take_draft_attribute(ir::Extensible& ext, std::string_view local)
{
  auto& list = ext.any_attributes;
  for (auto it = list.begin(); it != list.end(); ++it) {
    if (it->name.ns == k_tc_ns && it->name.local == local) {
      std::string v = std::move(it->value);
      list.erase(it);
      return v;
    }
  }
  return std::nullopt;
}

bool read_draft_wrapper(const Ctx& c, std::uint32_t i, ir::Document& doc)
{
  if (!c.in_draft_extension(i)) {
    return false;
  }
  const bool nodes = c.is(i, "NodeTypes");
  if (!nodes && !c.is(i, "RelationshipTypes")) {
    return false;
  }
  Attrs a(c, i);
  ir::Extensible& ext = nodes ? doc.node_types_ext : doc.relationship_types_ext;
  (nodes ? doc.node_types_target_namespace : doc.relationship_types_target_namespace) =
      a.take("targetNamespace");
  read_children(c, i, ext, nullptr);
  a.finish(ext);
  return true;
}

void merge_draft_interfaces(std::vector<ir::Interface>& into, std::vector<ir::Interface> draft)
{
  for (std::size_t k = 0; k < draft.size(); ++k) {
    if (k < into.size()) {
      into[k].implementation_artifacts = std::move(draft[k].implementation_artifacts);
    } else {
      into.push_back(std::move(draft[k]));
    }
  }
}

}  // namespace tosca::xml::detail
