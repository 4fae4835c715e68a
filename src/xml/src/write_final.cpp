// Writer for the final TOSCA 1.0 rendering (root Definitions), in the
// element order of the official schema: documentation, extension elements,
// Extensions, Import*, Types, then the definitions (service templates,
// then each kind of type and template in the schema's choice order). Also
// the parts the draft root shares (Extensions, Import, Types) and the
// public entry point.
#include "tosca/xml/writer.hpp"

#include "write_common.hpp"

namespace tosca::xml::detail {

std::string tosca_prefix_of(const ir::Document& doc)
{
  for (const auto& b : doc.root_bindings) {
    if (b.prefix.empty() && b.uri == k_w_tosca_ns) {
      return "";
    }
  }
  bool default_taken = false;
  for (const auto& b : doc.root_bindings) {
    if (b.uri == k_w_tosca_ns && is_ncname(b.prefix)) {
      return b.prefix;
    }
    default_taken = default_taken || b.prefix.empty();
  }
  return default_taken ? "tosca" : "";
}

void write_extensions_element(const WCtx& c)
{
  const ir::Document& d = c.doc;
  if (d.extensions.empty() && !has_content(d.extensions_ext)) {
    return;
  }
  open(c, "Extensions", d.extensions_ext);
  write_foreign_attributes(c, d.extensions_ext);
  write_ext_body(c, d.extensions_ext);
  for (const auto& e : d.extensions) {
    open(c, "Extension", e.ext);
    c.out.attribute("namespace", e.ns);
    yes_no_attribute(c, "mustUnderstand", e.must_understand);
    write_foreign_attributes(c, e.ext);
    write_ext_body(c, e.ext);
    c.out.end();
  }
  c.out.end();
}

void write_imports(const WCtx& c)
{
  for (const auto& im : c.doc.imports) {
    open(c, "Import", im.ext);
    optional_attribute(c, "namespace", im.ns);
    optional_attribute(c, "location", im.location);
    c.out.attribute("importType", im.import_type);
    write_foreign_attributes(c, im.ext);
    write_ext_body(c, im.ext);
    c.out.end();
  }
}

void write_types_element(const WCtx& c)
{
  const ir::Document& d = c.doc;
  if (d.types.empty() && !has_content(d.types_ext)) {
    return;
  }
  open(c, "Types", d.types_ext);
  for (const auto& f : d.types) {
    c.out.require(f.bindings);
  }
  write_foreign_attributes(c, d.types_ext);
  write_ext_body(c, d.types_ext);
  write_fragments(c, d.types);
  c.out.end();
}

std::string write_final(const ir::Document& doc, DiagnosticSink& sink, const Spill* spill)
{
  XmlOut out(doc.path, sink);
  if (spill != nullptr && spill->take) {
    out.spill_to(spill->take, spill->piece);
  }
  WCtx c{out, doc, ir::Dialect::final_1_0, tosca_prefix_of(doc)};
  out.set_context_namespace(doc.target_namespace);
  open(c, "Definitions", doc.ext);
  out.declare(doc.root_bindings);
  out.attribute("id", definitions_id(c));
  optional_attribute(c, "name", doc.name);
  out.attribute("targetNamespace", doc.target_namespace);
  write_foreign_attributes(c, doc.ext);
  write_ext_body(c, doc.ext);
  write_document_extension(c);
  write_extensions_element(c);
  write_imports(c);
  write_types_element(c);
  const std::size_t first = implied_service_template(c) ? 1 : 0;
  for (std::size_t i = first; i < doc.service_templates.size(); ++i) {
    write_service_template(c, doc.service_templates[i]);
  }
  write_types(c);
  return out.finish();
}

}  // namespace tosca::xml::detail

namespace tosca::xml {

OutputDialect dialect_for(const ir::Document& doc, const WriteOptions& options)
{
  if (options.dialect != OutputDialect::source) {
    return options.dialect;
  }
  return doc.dialect == ir::Dialect::csd03 ? OutputDialect::csd03 : OutputDialect::final_1_0;
}

std::string write(const ir::Document& doc, DiagnosticSink& sink, const WriteOptions& options)
{
  return dialect_for(doc, options) == OutputDialect::csd03 ? detail::write_draft(doc, sink, nullptr)
                                                           : detail::write_final(doc, sink, nullptr);
}

std::string write(const ir::Document& doc, DiagnosticSink& sink, const WriteOptions& options,
                  const Spill& spill)
{
  return dialect_for(doc, options) == OutputDialect::csd03 ? detail::write_draft(doc, sink, &spill)
                                                           : detail::write_final(doc, sink, &spill);
}

}  // namespace tosca::xml
