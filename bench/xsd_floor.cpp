// The floor of a validating read: Xerces' SAX parser validating the same
// bytes against the same embedded schema, as src/xml/src/parser.cpp sets it
// up (namespaces, the TOSCA 1.0 grammar read back as compiled at build
// time and cached, every element checked), with a handler that keeps
// nothing. xml2yaml and validate read XML this way unless --no-validate,
// so no validating conversion through Xerces can be faster; bench/topology_scaling.py and
// bench/run.sh compare them with it as they compare them with SAX2Count,
// which does not validate.
//
//   xsd_floor LIST     LIST names one file per line, as SAX2Count -l reads
#include "floor_inputs.hpp"
#include "tosca/xsd/embedded.hpp"

#include <xercesc/framework/MemBufInputSource.hpp>
#include <xercesc/framework/XMLGrammarPoolImpl.hpp>
#include <xercesc/parsers/SAXParser.hpp>
#include <xercesc/sax/HandlerBase.hpp>
#include <xercesc/sax/SAXParseException.hpp>
#include <xercesc/util/BinMemInputStream.hpp>
#include <xercesc/util/PlatformUtils.hpp>

#include <cstdio>
#include <string>

namespace x = xercesc;

namespace {

/// Counts elements and validity errors; keeps nothing else.
class Discard : public x::HandlerBase
{
public:
  std::size_t elements = 0;
  std::size_t errors = 0;

  void startElement(const XMLCh*, x::AttributeList&) override { ++elements; }
  void error(const x::SAXParseException&) override { ++errors; }
  void fatalError(const x::SAXParseException&) override { ++errors; }
};

}  // namespace

int main(int argc, char** argv)
{
  const auto files = floor_bench::listed_files(argc, argv, "xsd_floor");
  if (!files) {
    return 2;
  }
  x::XMLPlatformUtils::Initialize();
  int status = 0;
  {
    Discard handler;
    x::XMLGrammarPoolImpl pool(x::XMLPlatformUtils::fgMemoryManager);
    x::SAXParser parser(nullptr, x::XMLPlatformUtils::fgMemoryManager, &pool);
    parser.setDoNamespaces(true);
    parser.setLoadExternalDTD(false);
    parser.setDisableDefaultEntityResolution(true);
    parser.setDocumentHandler(&handler);
    parser.setErrorHandler(&handler);
    parser.setLoadSchema(false);
    parser.setDoSchema(true);
    parser.setValidationScheme(x::SAXParser::Val_Always);
    parser.setValidationSchemaFullChecking(false);
    const auto* grammar = tosca::xsd::find_embedded("tosca-v1.0.grammar");
    x::BinMemInputStream stream(reinterpret_cast<const XMLByte*>(grammar->content.data()),
                                grammar->content.size() - tosca::xsd::k_grammar_checksum_size,
                                x::BinMemInputStream::BufOpt_Reference);
    pool.deserializeGrammars(&stream);
    parser.useCachedGrammarInParse(true);
    parser.cacheGrammarFromParse(false);
    for (const std::string& file : *files) {
      // As the tool does: the whole file in memory, then a parse of it.
      const std::string text = floor_bench::bytes_of(file);
      x::MemBufInputSource doc(reinterpret_cast<const XMLByte*>(text.data()), text.size(),
                               file.c_str(), false);
      try {
        parser.parse(doc);
      } catch (const x::SAXParseException&) {
        status = 1;
      }
    }
    std::printf("%zu elements, %zu validity errors\n", handler.elements, handler.errors);
  }
  x::XMLPlatformUtils::Terminate();
  return status;
}
