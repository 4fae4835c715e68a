// The XML side of YAML-read documents (see tosca/convert/xml_side.hpp).
#include "tosca/convert/xml_side.hpp"

#include "xml_render.hpp"

#include "tosca/xml/writer.hpp"
#include "tosca/yaml/names.hpp"

namespace tosca::convert {

namespace {

struct XmlSide
{
  ir::Document& doc;

  void properties(ir::Boxed<ir::PropertiesValue>& p)
  {
    if (!p) {
      return;
    }
    // The reader left the values in the view: a YAML-born template's
    // become an instance of its type's schema; those of a template born in
    // XML, whose values the YAML changed, take the form they came in.
    if (ir::PropertiesValue& v = *p; v.document.xml.empty() &&
                                     v.view.kind == ir::Value::Kind::map && !v.root.local.empty()) {
      // The reader has left out keys that are not XML names, with a warning.
      v.document.xml = doc.yaml_born() ? detail::render_properties(v.root, v.view)
                                       : xml::properties_document(v, [](const std::string&) {});
    }
  }

  void templates()
  {
    for (auto& a : doc.artifact_templates) {
      properties(a.properties);
    }
    for (auto& p : doc.policy_templates) {
      properties(p.properties);
    }
    for (auto& st : doc.service_templates) {
      if (st.boundary) {
        properties(st.boundary->properties);
      }
      if (!st.topology) {
        continue;
      }
      for (auto& n : st.topology->node_templates) {
        properties(n.properties);
        for (auto& r : n.requirements) {
          properties(r.properties);
        }
        for (auto& c : n.capabilities) {
          properties(c.properties);
        }
      }
      for (auto& r : st.topology->relationship_templates) {
        properties(r.properties);
      }
    }
  }

  /// The properties of a YAML-born type, from its YAML definition.
  template <class T> void collect(const std::vector<T>& types, std::vector<detail::TypeXsd>& out)
  {
    for (const auto& t : types) {
      const ir::Value* props = t.ext.yaml->find("properties");
      if (!t.properties_definition || !t.properties_definition->element || props == nullptr ||
          props->kind != ir::Value::Kind::map) {
        continue;
      }
      detail::TypeXsd xsd{yaml::decode_ncname(t.name), t.properties_definition->element->local, {}};
      for (const auto& [name, definition] : props->entries) {
        const ir::Value* type = definition.find("type");
        xsd.properties.push_back(
            {name, type != nullptr && type->kind == ir::Value::Kind::string ? type->string : ""});
      }
      out.push_back(std::move(xsd));
    }
  }

  void schema()
  {
    std::vector<detail::TypeXsd> types;
    collect(doc.node_types, types);
    collect(doc.relationship_types, types);
    collect(doc.capability_types, types);
    collect(doc.artifact_types, types);
    collect(doc.policy_types, types);
    if (std::string xsd = detail::render_schema(doc.target_namespace, std::move(types));
        !xsd.empty()) {
      doc.types.push_back(ir::Fragment{std::move(xsd), {}, doc.ext.location});
    }
  }
};

}  // namespace

void derive_xml_side(ir::Document& doc)
{
  XmlSide side{doc};
  side.templates(); // only documents still empty: a second call adds nothing
  if (doc.yaml_born() && doc.types.empty()) {
    side.schema();
  }
}

yaml::ReadResult read_yaml(std::string_view bytes, const std::string& path, DiagnosticSink& sink,
                           const yaml::ReadOptions& options, xml::Reader& reader)
{
  yaml::ReadOptions with_xml = options;
  with_xml.derive_properties = [&reader](ir::PropertiesValue& v) {
    return reader.derive_properties(v);
  };
  yaml::ReadResult r = yaml::read(bytes, path, sink, with_xml);
  derive_xml_side(r.document);
  return r;
}

}  // namespace tosca::convert
