#include "targets.hpp"

#include "tosca/convert/csar.hpp"
#include "tosca/convert/diff.hpp"
#include "tosca/convert/xml_side.hpp"
#include "tosca/csar/meta.hpp"
#include "tosca/ir/index.hpp"
#include "tosca/support/files.hpp"
#include "tosca/variability/lint.hpp"
#include "tosca/variability/resolve.hpp"
#include "tosca/xml/reader.hpp"
#include "tosca/xml/writer.hpp"
#include "tosca/yaml/reader.hpp"
#include "tosca/yaml/value.hpp"
#include "tosca/yaml/writer.hpp"

// The YAML loader's own tree, to hold the parse in parts to the whole one.
#include "load_parts.hpp"

#include <cstdio>
#include <cstdlib>

namespace tosca::fuzz {

namespace {

/// One reader for the process: it holds the compiled schemas.
xml::Reader& reader()
{
  static xml::Reader r;
  return r;
}

/// Bounds that keep one input cheap (the fuzzer looks for crashes, not
/// for the cost of legitimately large documents).
xml::ReadOptions read_options()
{
  xml::ReadOptions o;
  o.max_depth = 64;
  return o;
}

/// A document parsed in parts (forced, on two threads, for maps of two
/// entries) must be the whole parse's tree, or not be given at all.
void same_tree_in_parts(std::string_view bytes)
{
  yaml::LoadLimits whole_limits;
  whole_limits.max_depth = 64;
  yaml::LoadLimits parts_limits = whole_limits;
  parts_limits.threads = 2;
  parts_limits.parts_from = 0;
  parts_limits.parts_min_entries = 2;
  if (bytes.starts_with("\xEF\xBB\xBF") || find_invalid_utf8(bytes)) {
    return; // load() parses in parts only valid UTF-8 without a byte order mark
  }
  DiagnosticSink sink;
  yaml::Node whole;
  bool failed = false;
  try {
    whole = yaml::load(bytes, "fuzz.yaml", sink, whole_limits);
  } catch (const FatalError&) {
    failed = true;
  }
  std::optional<yaml::Node> parts = yaml::detail::load_in_parts(bytes, "fuzz.yaml", parts_limits);
  if (!parts) {
    return;
  }
  std::string d;
  if (failed) {
    d = "/ (the whole parse failed)";
  } else if (!sink.diagnostics().empty()) {
    d = "/ (the whole parse warned)";
  } else {
    d = yaml::detail::tree_difference(whole, *parts);
  }
  if (!d.empty()) {
    std::fprintf(stderr, "parts differ from the whole parse at %s\n", d.c_str());
    std::abort();
  }
}

}  // namespace

void xml_to_yaml(std::string_view bytes)
{
  DiagnosticSink sink;
  try {
    const bool lite = bytes.find("<Model") != std::string_view::npos;
    xml::ReadResult r = lite ? reader().read_toscalite(bytes, "fuzz.xml", sink, read_options())
                             : reader().read(bytes, "fuzz.xml", sink, read_options());
    ir::Model model;
    model.documents.push_back(std::move(r.document));
    model.input_count = 1;
    ir::Index index(model.documents);
    const std::size_t templates = model.documents.front().service_templates.size();
    for (std::size_t s = 0; s < std::max<std::size_t>(1, templates); ++s) {
      yaml::Selection selection{0, templates == 0 ? std::nullopt : std::optional<std::size_t>(s)};
      (void)yaml::write(model, index, selection, sink);
    }
  } catch (const FatalError&) {
  }
}

void yaml_to_xml(std::string_view bytes)
{
  same_tree_in_parts(bytes);
  DiagnosticSink sink;
  try {
    yaml::ReadOptions o;
    o.max_depth = 64;
    static xml::Reader reader;
    yaml::ReadResult r = convert::read_yaml(bytes, "fuzz.yaml", sink, o, reader);
    (void)xml::write(r.document, sink);
  } catch (const FatalError&) {
  }
}

void meta(std::string_view bytes)
{
  DiagnosticSink sink;
  try {
    const csar::Meta m = csar::parse_meta(bytes, "TOSCA.meta", sink);
    DiagnosticSink again;
    (void)csar::parse_meta(csar::write_meta(m), "TOSCA.meta", again);
  } catch (const FatalError&) {
  }
}

void csar(std::string_view bytes)
{
  DiagnosticSink sink;
  convert::CsarOptions options;
  options.load.read = read_options();
  options.limits.max_entries = 64;
  options.limits.max_entry_size = 1 << 20;
  options.limits.max_total_size = 4 << 20;
  for (const auto target : {convert::CsarTarget::yaml, convert::CsarTarget::xml}) {
    try {
      (void)convert::convert_csar(bytes, "fuzz.csar", target, options, sink);
    } catch (const FatalError&) {
    }
  }
}

void diff(std::string_view bytes)
{
  const std::size_t cut = bytes.find('\0');
  const std::string_view a = bytes.substr(0, cut);
  const std::string_view b = cut == std::string_view::npos ? a : bytes.substr(cut + 1);
  DiagnosticSink sink;
  try {
    static xml::Reader reader;
    yaml::ReadResult x = convert::read_yaml(a, "a.yaml", sink, {}, reader);
    yaml::ReadResult y = convert::read_yaml(b, "b.yaml", sink, {}, reader);
    const convert::diff::Tree tx = convert::diff::describe(x.document);
    const convert::diff::Tree ty = convert::diff::describe(y.document);
    (void)convert::diff::format_text(convert::diff::compare(tx, ty));
  } catch (const FatalError&) {
  }
}

void resolve(std::string_view bytes)
{
  DiagnosticSink sink;
  try {
    const ir::Value document = yaml::parse_value(bytes, "fuzz.yaml", sink);
    (void)variability::lint(document);
    (void)variability::resolve(document, {}); // no base_dir: no file is read
  } catch (const FatalError&) {
  } catch (const variability::Error&) {
  }
}

}  // namespace tosca::fuzz
