#include "tosca/convert/formats.hpp"

#include "tosca/convert/artifact_paths.hpp"
#include "tosca/convert/file_set.hpp"
#include "tosca/convert/toscalite_export.hpp"
#include "tosca/convert/xml_side.hpp"
#include "tosca/convert/xml_to_yaml.hpp"
#include "tosca/convert/yaml_references.hpp"
#include "tosca/convert/yaml_to_xml.hpp"
#include "tosca/csar/archive.hpp"
#include "tosca/xml/reader.hpp"
#include "tosca/yaml/reader.hpp"

#include <algorithm>
#include <array>
#include <filesystem>

namespace tosca::convert {

namespace {

bool ends_with(std::string_view name, std::string_view suffix)
{
  if (name.size() < suffix.size()) {
    return false;
  }
  for (std::size_t i = 0; i < suffix.size(); ++i) {
    char c = name[name.size() - suffix.size() + i];
    if (std::tolower(static_cast<unsigned char>(c)) != suffix[i]) {
      return false;
    }
  }
  return true;
}

bool root_is(std::string_view bytes, std::string_view root)
{
  return xml::looks_like_xml(bytes) && xml::root_element_name(bytes) == root;
}

// -- detection ---------------------------------------------------------------

bool detect_csar(std::string_view name, std::string_view bytes)
{
  return csar::looks_like_zip(bytes) || ends_with(name, ".csar") || ends_with(name, ".zip");
}

bool detect_schema(std::string_view name, std::string_view bytes)
{
  return xml::looks_like_xml(bytes) &&
         (ends_with(name, ".xsd") || xml::root_element_name(bytes) == "schema");
}

bool detect_final(std::string_view, std::string_view bytes)
{
  return root_is(bytes, "Definitions");
}

bool detect_draft(std::string_view, std::string_view bytes)
{
  return root_is(bytes, "ServiceTemplate");
}

bool detect_toscalite(std::string_view, std::string_view bytes)
{
  return root_is(bytes, "Model");
}

bool detect_other_xml(std::string_view, std::string_view bytes)
{
  return xml::looks_like_xml(bytes);
}

bool detect_yaml(std::string_view, std::string_view bytes)
{
  return yaml::looks_like_tosca_yaml(bytes);
}

bool detect_anything(std::string_view, std::string_view)
{
  return true;
}

// -- readers -----------------------------------------------------------------

Parsed read_xml(const ReadRequest& r)
{
  xml::ReadResult x = r.xml.read(r.bytes, r.path, r.sink, r.options);
  Parsed p;
  for (const auto& im : x.document.imports) {
    if (im.location && !im.location->empty()) {
      p.imports.push_back({*im.location, im.ext.location, true, ""});
    }
  }
  p.documents.push_back(std::move(x.document));
  p.schemas = std::move(x.schemas);
  return p;
}

Parsed read_toscalite(const ReadRequest& r)
{
  Parsed p;
  p.documents.push_back(r.xml.read_toscalite(r.bytes, r.path, r.sink, r.options).document);
  return p;
}

Parsed read_yaml(const ReadRequest& r)
{
  yaml::ReadOptions ro;
  ro.set_limits(r.options);
  ro.text_read = r.text_read;
  yaml::ReadResult y = convert::read_yaml(r.bytes, r.path, r.sink, ro, r.xml);
  Parsed p;
  for (auto& im : y.file_imports) {
    p.imports.push_back({std::move(im.file), im.location, false, std::move(im.repository)});
  }
  p.documents.push_back(std::move(y.document));
  p.context = std::move(y.context);
  return p;
}

Parsed read_schema(const ReadRequest& r)
{
  Parsed p;
  p.schemas = r.xml.read_schema(r.bytes, r.path, r.sink, r.options);
  return p;
}

// -- writers -----------------------------------------------------------------

std::vector<Output> write_yaml(const Workspace& ws, DiagnosticSink& sink, const WriteOptions& o)
{
  return xml_to_yaml(ws, sink, o.yaml, o.place, o.jobs);
}

std::vector<Output> write_final(const Workspace& ws, DiagnosticSink& sink, const WriteOptions& o)
{
  xml::WriteOptions x = o.xml;
  // `source` stays: a recorded draft goes back as a draft.
  if (x.dialect == xml::OutputDialect::csd03) {
    x.dialect = xml::OutputDialect::final_1_0;
  }
  check_yaml_references(ws, sink);
  return yaml_to_xml(ws, sink, x, o);
}

std::vector<Output> write_draft(const Workspace& ws, DiagnosticSink& sink, const WriteOptions& o)
{
  xml::WriteOptions x = o.xml;
  x.dialect = xml::OutputDialect::csd03;
  check_yaml_references(ws, sink);
  return yaml_to_xml(ws, sink, x, o);
}

/// One model.xml per input document (`<stem>.model.xml` when there are
/// several); a document that does not fit gives a failed output.
std::vector<Output> write_toscalite(const Workspace& ws, DiagnosticSink& sink, const WriteOptions& o)
{
  const FileSet& files =
      o.place != nullptr && o.place->files != nullptr ? *o.place->files : FileSet::disk();
  std::vector<Output> outputs;
  std::vector<ToscaliteExport> exports = export_toscalite_each(ws, files, sink);
  for (std::size_t d = 0; d < ws.model.input_count; ++d) {
    const ir::Document& doc = ws.model.documents[d];
    ToscaliteExport& lite = exports[d];
    Output out;
    out.source = doc.path;
    out.failed = !lite.fits;
    out.text = lite.fits ? xml::write_toscalite(lite.model) : std::string();
    out.files = std::move(lite.files);
    const std::string stem = std::filesystem::path(doc.path).stem().string();
    out.file_name = ws.model.input_count == 1 ? "model.xml" : safe_file_name(stem) + ".model.xml";
    outputs.push_back(std::move(out));
  }
  return outputs;
}

// -- the table ---------------------------------------------------------------

constexpr std::array<std::string_view, 3> k_xml_names{".xml", ".tosca", ".ste"};
constexpr std::array<std::string_view, 3> k_yaml_names{".yaml", ".yml", ".tosca"};
constexpr std::array<std::string_view, 1> k_xsd_names{".xsd"};
constexpr std::array<std::string_view, 2> k_zip_names{".csar", ".zip"};
constexpr std::array<std::string_view, 1> k_toscalite_names{"model.xml"};

const std::array<FormatInfo, 8> k_formats{{
    {Format::csar, "csar", "a CSAR or another zip archive", Syntax::any, false, false, true,
     k_zip_names, detect_csar, nullptr, nullptr},
    {Format::xml_schema, "xsd", "an XML Schema", Syntax::xml, false, true, false,
     k_xsd_names, detect_schema, read_schema, nullptr},
    {Format::tosca_xml, "xml", "TOSCA 1.0 XML (root Definitions)", Syntax::xml, true, false, false,
     k_xml_names, detect_final, read_xml, write_final},
    {Format::tosca_xml_draft, "csd03", "the 2012 TOSCA XML draft (root ServiceTemplate)",
     Syntax::xml, true, false, false, k_xml_names, detect_draft, read_xml, write_draft},
    {Format::toscalite, "toscalite", "a TOSCAlite model.xml (root Model)", Syntax::xml, true,
     false, false, k_toscalite_names, detect_toscalite, read_toscalite, write_toscalite},
    {Format::other_xml, "other-xml", "XML that is not TOSCA", Syntax::xml, false, false, false, {},
     detect_other_xml, read_xml, nullptr},
    {Format::tosca_yaml, "yaml", "TOSCA Simple Profile YAML (tosca_definitions_version)",
     Syntax::yaml, true, false, false, k_yaml_names, detect_yaml, read_yaml, write_yaml},
    {Format::other, "other", "not TOSCA", Syntax::yaml, false, false, false, {}, detect_anything,
     read_yaml, nullptr},
}};

/// Enough of a file to see its root element or version key.
constexpr std::size_t k_head_size = 8192;

}  // namespace

std::span<const FormatInfo> formats()
{
  return k_formats;
}

const FormatInfo& identify(std::string_view name, std::string_view bytes)
{
  for (const auto& f : k_formats) {
    if (f.detect(name, bytes)) {
      return f;
    }
  }
  return k_formats.back();
}

const FormatInfo& identify_file(const FileSet& files, const std::string& path)
{
  // A pipe (`xml2yaml <(curl ...)`) is read once, by the loader: a look
  // at its head here would take those bytes from it.
  if (files.on_disk(path) && !files.is_file(path)) {
    return identify(path, {});
  }
  try {
    bool whole = false;
    std::string head = files.head(path, k_head_size, whole);
    const FormatInfo& f = identify(path, head);
    if (whole || (f.format != Format::other && f.format != Format::other_xml)) {
      return f;
    }
    // A long prolog or comment: the head did not tell.
    return identify(path, files.read(path));
  } catch (const FatalError&) {
    return identify(path, {}); // by its name alone: reading it again reports why
  }
}

const FormatInfo& info(Format format)
{
  for (const auto& f : k_formats) {
    if (f.format == format) {
      return f;
    }
  }
  return k_formats.back();
}

bool is_archive_file(const std::string& path)
{
  const FileSet& disk = FileSet::disk();
  return path != "-" && !disk.is_directory(path) && identify_file(disk, path).container;
}

bool listed_for(std::string_view name, Syntax syntax)
{
  return std::any_of(k_formats.begin(), k_formats.end(), [&](const FormatInfo& f) {
    if (!(f.tosca || f.supporting) || (syntax != Syntax::any && f.syntax != syntax)) {
      return false;
    }
    return std::any_of(f.extensions.begin(), f.extensions.end(),
                       [&](std::string_view e) { return ends_with(name, e); });
  });
}

}  // namespace tosca::convert
