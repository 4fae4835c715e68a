/// The CSAR round trip: to the other syntax and back, then compared with
/// the input (csar.hpp).

#include "tosca/convert/csar.hpp"
#include "tosca/convert/formats.hpp"

#include "tosca/xml/reader.hpp"

#include <filesystem>

namespace tosca::convert {

CsarRoundtrip roundtrip_csar(std::string_view bytes, const std::string& path,
                             const CsarOptions& options, DiagnosticSink& sink)
{
  CsarRoundtrip result;
  CsarOptions back_options = options;
  OpenedCsar input;
  try {
    input = open_csar(bytes, path, options.limits, sink);
  } catch (const FatalError& e) {
    sink.report(e.diagnostic());
    return result;
  }
  result.from_yaml = source_syntax(input) == CsarTarget::yaml;
  const CsarTarget there = result.from_yaml ? CsarTarget::xml : CsarTarget::yaml;
  // An archive of 2012 drafts goes back to the draft rendering.
  bool all_drafts = !input.xml_definitions.empty();
  for (const auto& e : input.xml_definitions) {
    all_drafts = all_drafts && identify(e, input.package->archive.find(e)->data).format ==
                                   Format::tosca_xml_draft;
  }
  if (all_drafts) {
    back_options.xml.dialect = xml::OutputDialect::csd03;
  }
  const CsarTarget back = result.from_yaml ? CsarTarget::yaml : CsarTarget::xml;
  const std::string stem = std::filesystem::path(path).stem().string();
  const std::string mid_name =
      "<roundtrip>/" + std::string(result.from_yaml ? "xml/" : "yaml/") + stem + ".csar";
  CsarConversion first = convert_csar(input, there, options, sink);
  result.sources = first.sources;
  if (first.failed || !first.readable) {
    return result;
  }
  result.intermediate = first.bytes;
  CsarConversion second = convert_csar(first.bytes, mid_name, back, back_options, sink);
  result.sources.insert(second.sources.begin(), second.sources.end());
  if (second.failed || !second.readable) {
    return result;
  }
  result.back = second.bytes;
  result.comparison =
      compare_csars(bytes, path, second.bytes, "<roundtrip>/back/" + stem + ".csar", options, sink);
  result.completed = result.comparison.completed;
  return result;
}

}  // namespace tosca::convert
