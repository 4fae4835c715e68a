// Properties documents on the way back from YAML: a document kept as XML
// (its root element and map view are the XML library's to derive, through
// ReadOptions::derive_properties), and the map views of documents rebuilt
// from standard property values (convert::derive_xml_side renders them).
#include "decode_properties.hpp"

#include "tosca/support/xml_escape.hpp" // is_ncname, trim_xml_space

#include "to_value.hpp"
#include "typing.hpp"
#include "wellknown.hpp"

#include <algorithm>
#include "tosca/ir/field_count.hpp"

namespace tosca::yaml::detail {

// This walk handles every field of these IR structs: a new field fails
// the build here until it is read or written (ir/field_count.hpp).
static_assert(ir::field_count<ir::Fragment>() == 3, "ir::Fragment changed: extend the YAML extension decoder");
static_assert(ir::field_count<ir::PropertiesValue>() == 4, "ir::PropertiesValue changed: extend the YAML extension decoder");

bool agrees(const std::string& text, const ir::Value& v)
{
  bool canonical = true;
  switch (v.kind) {
  case ir::Value::Kind::string:
    return text == v.string;
  case ir::Value::Kind::null:
    // White space only is unset too, for a type that collapses it.
    return trim_xml_space(text).empty();
  case ir::Value::Kind::integer: {
    ir::Value t = typed_value(text, "integer", canonical);
    return t.kind == ir::Value::Kind::integer && t.integer == v.integer;
  }
  case ir::Value::Kind::floating: {
    ir::Value t = typed_value(text, "float", canonical);
    return t.kind == ir::Value::Kind::floating && t.floating == v.floating;
  }
  case ir::Value::Kind::boolean: {
    ir::Value t = typed_value(text, "boolean", canonical);
    return t.kind == ir::Value::Kind::boolean && t.boolean == v.boolean;
  }
  default:
    return false;
  }
}

namespace {


/// The input `{get_input: NAME}` refers to; Winery writes it as text.
std::optional<std::string> input_of(const Node& value)
{
  if (!value.is_map() || value.entries().size() != 1) {
    return std::nullopt;
  }
  const auto& [k, v] = value.entries().front();
  if (!k.is_scalar() || k.scalar != "get_input" || !v.is_scalar()) {
    return std::nullopt;
  }
  return v.scalar;
}


/// The map view of one properties document from YAML values: the text of
/// each element as the XML will hold it (convert::derive_xml_side renders
/// the document from it).
struct ViewBuilder
{
  const Decoder& d;

  /// The view of one element holding `value`; `text` is the writer's kept
  /// original, when it still agrees.
  ir::Value element(const Node& value, const std::string* text, const Node* field_texts = nullptr)
  {
    if (auto input = input_of(value)) {
      return ir::Value::of(text != nullptr ? *text : winery_get_input_text(*input));
    }
    if (value.is_map()) {
      ir::Value view = ir::Value::map();
      children(value, field_texts, nullptr, view);
      return view.entries.empty() ? ir::Value::of("") : view;
    }
    if (text != nullptr) {
      return ir::Value::of(*text);
    }
    if (value.is_sequence()) {
      d.bad(value,
            "a property value nests a list directly in a list; XML cannot hold it (left empty)");
      return ir::Value::of("");
    }
    return ir::Value::of(xml_text_of(resolve_scalar(value)));
  }

  /// The entries of `map` as child elements; `texts` holds kept originals.
  void children(const Node& map, const Node* texts, const Node* mapped, ir::Value& view)
  {
    for (const auto& [key, value] : map.entries()) {
      if (!key.is_scalar() || !is_ncname(key.scalar)) {
        d.bad(key, "property name '" + (key.is_scalar() ? key.scalar : key.describe_kind()) +
                       "' is not an XML element name; not restored");
        continue;
      }
      const std::string name = key.scalar.str();
      const std::string* text = nullptr;
      std::string kept;
      const Node* entry_texts = nullptr; // the texts of a list's entries
      const Node* field_texts = nullptr; // the texts of a map's fields
      if (texts != nullptr) {
        if (const Node* t = texts->find(name);
            t != nullptr && t->is_sequence() && value.is_sequence() &&
            t->items().size() == value.items().size()) {
          entry_texts = t;
        } else if (t != nullptr && t->is_map() && value.is_map()) {
          field_texts = t;
        } else if (t != nullptr && t->is_scalar()) {
          const Node* scalar = &value;
          if (value.is_sequence() && value.items().size() == 1) {
            scalar = &value.items().front();
          }
          auto input = input_of(*scalar);
          if (input ? winery_get_input(t->scalar) == input
                    : (scalar->is_scalar() || scalar->is_null()) &&
                          agrees(t->scalar, resolve_scalar(*scalar))) {
            kept = t->scalar;
            text = &kept;
          }
        }
      }
      // A literal a boundary property mapping turned into an input.
      if (const Node* m = mapped != nullptr ? mapped->find(name) : nullptr;
          text == nullptr && m != nullptr && m->is_map()) {
        const Node* input = m->find("input");
        const Node* literal = m->find("text");
        if (input != nullptr && literal != nullptr && literal->is_scalar() &&
            input_of(value) == input->scalar) {
          kept = literal->scalar;
          text = &kept;
        }
      }
      if (!value.is_sequence()) {
        view.add(name, element(value, text, field_texts));
        continue;
      }
      ir::Value list = ir::Value::list();
      for (std::size_t i = 0; i < value.items().size(); ++i) {
        const Node& item = value.items()[i];
        const std::string* item_text = value.items().size() == 1 ? text : nullptr;
        std::string kept_item;
        if (entry_texts != nullptr) {
          const Node& t = entry_texts->items()[i];
          if (t.is_scalar() && (item.is_scalar() || item.is_null()) &&
              agrees(t.scalar, resolve_scalar(item))) {
            kept_item = t.scalar;
            item_text = &kept_item;
          }
        }
        list.push(element(item, item_text));
      }
      if (list.items.size() == 1) {
        view.add(name, std::move(list.items.front()));
      } else if (!list.items.empty()) {
        view.add(name, std::move(list));
      }
    }
  }
};

}  // namespace

ir::PropertiesValue properties_from_fragment(const Decoder& d, const Node& at,
                                             ir::Fragment document,
                                             const std::optional<ir::QName>& root)
{
  ir::PropertiesValue v;
  v.document = std::move(document);
  v.document.location = at.location;
  if (root) {
    v.root = *root;
  }
  if (d.derive_properties != nullptr && *d.derive_properties) {
    if (auto error = (*d.derive_properties)(v)) {
      d.bad(at, "the properties document is not well-formed XML (" + *error + ")");
    }
  }
  return v;
}

ir::PropertiesValue properties_from_values(const Decoder& d, const ir::QName& root,
                                           const Node* values, const Node* texts,
                                           const Node* mapped, const ir::Location& location)
{
  ir::PropertiesValue v;
  v.root = ir::QName{root.ns, root.local, {}};
  // The root's elements take the first prefix the document binds to its
  // namespace (convert::derive_xml_side declares one otherwise).
  for (const auto& binding : d.root_bindings) {
    if (!binding.prefix.empty() && binding.uri == root.ns && !root.ns.empty()) {
      v.root.prefix = binding.prefix;
      break;
    }
  }
  v.view = ir::Value::map();
  if (values != nullptr && values->is_map()) {
    ViewBuilder{d}.children(*values, texts != nullptr && texts->is_map() ? texts : nullptr,
                            mapped != nullptr && mapped->is_map() ? mapped : nullptr, v.view);
  }
  v.document.bindings = d.sorted_root_bindings;
  v.document.location = location;
  v.view_is_exact = true;
  return v;
}

void report_edits_over_kept_xml(const Decoder& d, const ir::PropertiesValue& kept,
                                const Node& definition, const Node* texts, const Node* mapped,
                                const std::string& owner)
{
  const Node* found = definition.is_map() ? definition.find("properties") : nullptr;
  if (kept.view.kind != ir::Value::Kind::map ||
      (found != nullptr && !found->is_map() && !found->is_null())) {
    return; // no view derived, or 'properties' malformed (reported where it is read)
  }
  const Node& values = found != nullptr && found->is_map() ? *found : definition;
  ir::Value view = ir::Value::map();
  if (values.is_map() && &values != &definition) {
    ViewBuilder{d}.children(values, texts != nullptr && texts->is_map() ? texts : nullptr,
                            mapped != nullptr && mapped->is_map() ? mapped : nullptr, view);
  }
  for (const auto& [name, value] : view.entries) {
    if (const ir::Value* held = kept.view.find(name); held != nullptr && *held == value) {
      continue;
    }
    const Node* key = values.find_key(name);
    const Node& at = key != nullptr ? *key : values;
    d.sink.warning(d.path, at.location.line, at.location.column, "EDIT_NOT_CARRIED",
                   owner + ": property '" + name + "' differs from the properties document "
                   "kept as XML (properties_xml, for what the map cannot hold), which is "
                   "written instead; edit the XML, or remove properties_xml to rebuild the "
                   "document from the values");
  }
  for (const auto& entry : kept.view.entries) {
    if (view.find(entry.first) == nullptr) {
      d.sink.warning(d.path, values.location.line, values.location.column, "EDIT_NOT_CARRIED",
                     owner + ": property '" + entry.first + "' is not in the YAML, but the "
                     "properties document kept as XML (properties_xml) holds it and is written; "
                     "edit the XML, or remove properties_xml to rebuild the document from the "
                     "values");
    }
  }
}

}  // namespace tosca::yaml::detail
