// YAML writer: the extension entry of a Winery key/value properties
// definition, what its standard `properties` do not say.
#include "typing.hpp"
#include "wellknown.hpp"
#include "writer_state.hpp"

#include <algorithm>

namespace tosca::yaml::detail {

Value winery_residue(WriterState& st, EntityKind kind, const QName& q,
                     const ir::WineryPropertiesDefinition& w, Value& residue)
{
  Value v = Value::map();
  v.add("element_name", Value::of(w.element_name));
  v.add("namespace", Value::of(w.ns));
  Value details = Value::map();
  for (const auto& p : w.properties) {
    std::string_view t = p.type;
    if (auto colon = t.find(':'); colon != std::string_view::npos) {
      t = t.substr(colon + 1);
    }
    const std::string yaml_type = tosca_type_of_xsd(t);
    Value e = Value::map();
    if (p.type != winery_type(yaml_type)) {
      e.add("type", Value::of(p.type));
    }
    const bool required = p.required && (*p.required == "true" || *p.required == "True" ||
                                         *p.required == "TRUE" || *p.required == "yes");
    if (p.required && (!required || *p.required != "true")) {
      e.add("required", Value::of(*p.required));
    }
    if (p.default_value) {
      bool canonical = true;
      Value typed = typed_value(*p.default_value, yaml_type, canonical);
      if (typed.is_null() || xml_text_of(typed) != *p.default_value) {
        e.add("default_value", Value::of(*p.default_value));
      }
    }
    if (p.constraints) {
      e.add("constraints", fragment(*p.constraints));
    }
    e.add_if("xml_elements", list_of(p.other, fragment));
    details.add_if(p.key, std::move(e));
  }
  v.add_if("details", std::move(details));
  Value attrs = Value::map();
  for (const auto& a : w.attributes) {
    attrs.add(a.name.clark(), Value::of(a.value));
  }
  v.add_if("xml_attributes", std::move(attrs));
  v.add_if("xml_elements", list_of(w.other, fragment));
  // Properties the type declares only because templates set them.
  Value inferred = Value::list();
  if (auto it = st.inferred.find({kind, q}); it != st.inferred.end()) {
    for (const auto& ip : it->second) {
      if (std::none_of(w.properties.begin(), w.properties.end(),
                       [&](const auto& p) { return p.key == ip.name; })) {
        inferred.push(Value::of(ip.name));
      }
    }
  }
  residue.add_if("inferred_properties", std::move(inferred));
  return v;
}

}  // namespace tosca::yaml::detail
