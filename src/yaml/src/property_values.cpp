#include "property_values.hpp"

#include "wellknown.hpp"

#include <algorithm>

namespace tosca::yaml::detail {

using ir::Value;

bool simple_texts(const Value& v)
{
  auto text = [](const Value& t) {
    return t.kind == Value::Kind::string && !winery_get_input(t.string);
  };
  return text(v) || (v.kind == Value::Kind::list && !v.items.empty() &&
                     std::all_of(v.items.begin(), v.items.end(), text));
}

Value typed_entries(WriterState& st, const Value& raw, const std::string& entry_type,
                    const std::string& key, Value* texts, const PropertySite& site)
{
  Value out = Value::list();
  Value originals = Value::list();
  bool exact = true;
  for (const auto& item : raw.items) {
    bool canonical = true;
    Value v = typed_value(item.string, entry_type, canonical);
    if (site.owner != nullptr && !canonical && v.kind == Value::Kind::string &&
        entry_type != "string" && entry_type != "timestamp" && !entry_type.empty()) {
      st.warn(site.at, "PROP_TYPE",
              "an entry of property '" + key + "' of '" + *site.owner + "' is '" + item.string +
                  "', which is not a valid " + entry_type + "; written as a string");
    }
    exact = exact && canonical;
    originals.push(Value::of(item.string));
    out.push(std::move(v));
  }
  if (exact) {
    return out;
  }
  if (texts == nullptr) {
    return raw; // nowhere to keep the texts: they stay
  }
  texts->add(key, std::move(originals));
  return out;
}

Value nested_value(WriterState& st, const Value& raw, const std::optional<ir::QName>& complex,
                   Value* texts)
{
  if (raw.kind == Value::Kind::list) {
    Value l = Value::list();
    for (const auto& item : raw.items) {
      l.push(nested_value(st, item, complex));
    }
    return l;
  }
  if (raw.kind != Value::Kind::map || !complex) {
    return raw;
  }
  std::vector<PropertyDef> fields = st.typing.data_type_fields(*complex);
  Value out = Value::map();
  for (const auto& entry : raw.entries) {
    const auto& [k, v] = entry;
    const std::string& key = entry.first; // lambdas take no structured bindings (clang 14)
    auto f = std::find_if(fields.begin(), fields.end(), [&](const auto& p) { return p.name == key; });
    if (f == fields.end()) {
      out.add(k, v);
    } else if (f->type == "list" && !f->data_type && simple_texts(v)) {
      Value items = v;
      if (v.kind == Value::Kind::string) {
        items = Value::list();
        items.push(v);
      }
      out.add(k, typed_entries(st, items, f->entry_type, k, texts, {}));
    } else if (v.kind == Value::Kind::string) {
      bool canonical = true;
      Value typed = typed_value(v.string, f->type, canonical);
      const bool keep = !canonical && texts != nullptr && typed.kind != Value::Kind::string;
      if (keep) {
        texts->add(k, v);
      }
      out.add(k, canonical || keep ? std::move(typed) : v);
    } else if (v.kind == Value::Kind::map && f->type == "list") {
      Value l = Value::list(); // one element of a repeatable one
      l.push(nested_value(st, v, f->data_type));
      out.add(k, std::move(l));
    } else if (v.kind == Value::Kind::map && texts != nullptr) {
      Value inner = Value::map();
      out.add(k, nested_value(st, v, f->data_type, &inner));
      texts->add_if(k, std::move(inner));
    } else {
      out.add(k, nested_value(st, v, f->data_type));
    }
  }
  return out;
}

}  // namespace tosca::yaml::detail
