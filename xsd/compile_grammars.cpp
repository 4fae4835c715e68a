// Build-time tool: compiles one of the shipped XML Schemas with Xerces and
// writes the grammar pool serialized, so that the tool reads the grammar
// back at run time (src/xml/src/parser.cpp) instead of compiling the XSD:
// about 2 ms instead of 7, the largest single cost of converting one file
// (docs/results.md). A schema that does not compile cleanly fails the build.
// The file ends with a checksum of the bytes before it (grammar_checksum in
// tosca/xsd/embedded.hpp), checked before Xerces reads them.
//
//   tosca_compile_grammars SCHEMA.xsd OUT.grammar
//
// Imports (xml.xsd) are read from SCHEMA.xsd's directory and nowhere else.
#include <xercesc/framework/BinOutputStream.hpp>
#include <xercesc/framework/MemBufInputSource.hpp>
#include <xercesc/framework/XMLGrammarPoolImpl.hpp>
#include <xercesc/parsers/SAXParser.hpp>
#include <xercesc/sax/HandlerBase.hpp>
#include <xercesc/sax/SAXParseException.hpp>
#include <xercesc/util/PlatformUtils.hpp>
#include <xercesc/util/XMLEntityResolver.hpp>
#include <xercesc/util/XMLException.hpp>
#include <xercesc/util/XMLResourceIdentifier.hpp>
#include <xercesc/util/XMLString.hpp>

#include "tosca/xsd/embedded.hpp"

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <list>
#include <string>

namespace x = xercesc;
namespace fs = std::filesystem;

namespace {

std::string text(const XMLCh* s)
{
  char* c = x::XMLString::transcode(s);
  std::string out = c != nullptr ? c : "";
  x::XMLString::release(&c);
  return out;
}

/// Any warning or error of the schema is a build failure.
class Strict : public x::HandlerBase
{
public:
  int problems = 0;

  void warning(const x::SAXParseException& e) override { report("warning", e); }
  void error(const x::SAXParseException& e) override { report("error", e); }
  void fatalError(const x::SAXParseException& e) override { report("fatal error", e); }

private:
  void report(const char* what, const x::SAXParseException& e)
  {
    std::cerr << text(e.getSystemId()) << ":" << e.getLineNumber() << ": " << what << ": "
              << text(e.getMessage()) << "\n";
    ++problems;
  }
};

/// The bytes of a file, empty when it cannot be read.
std::string slurp(const fs::path& path)
{
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// Serves imports from the schema's own directory, named by file name
/// only, as the tool names them at run time: no build path is recorded in
/// the grammar.
class Sibling : public x::XMLEntityResolver
{
public:
  explicit Sibling(fs::path dir) : m_dir(std::move(dir)) {}

  x::InputSource* resolveEntity(x::XMLResourceIdentifier* id) override
  {
    const std::string name = fs::path(text(id->getSystemId())).filename().string();
    m_kept.push_back(slurp(m_dir / name));
    const std::string& bytes = m_kept.back();
    return new x::MemBufInputSource(reinterpret_cast<const XMLByte*>(bytes.data()), bytes.size(),
                                    name.c_str(), false);
  }

private:
  fs::path m_dir;
  std::list<std::string> m_kept; ///< the bytes each source reads, while it reads
};

/// The serialized pool, kept in memory to be checksummed.
class MemoryOut : public x::BinOutputStream
{
public:
  std::string bytes;
  XMLFilePos curPos() const override { return bytes.size(); }
  void writeBytes(const XMLByte* const data, const XMLSize_t n) override
  {
    bytes.append(reinterpret_cast<const char*>(data), n);
  }
};

int compile(const fs::path& schema, const fs::path& out)
{
  Strict handler;
  Sibling resolver(schema.parent_path());
  x::XMLGrammarPoolImpl pool(x::XMLPlatformUtils::fgMemoryManager);
  {
    x::SAXParser parser(nullptr, x::XMLPlatformUtils::fgMemoryManager, &pool);
    parser.setDoNamespaces(true);
    parser.setDoSchema(true);
    parser.setValidationScheme(x::SAXParser::Val_Always);
    parser.setValidationSchemaFullChecking(false);
    parser.setErrorHandler(&handler);
    parser.setXMLEntityResolver(&resolver);
    const std::string bytes = slurp(schema);
    const std::string name = schema.filename().string();
    x::MemBufInputSource source(reinterpret_cast<const XMLByte*>(bytes.data()), bytes.size(),
                                name.c_str(), false);
    if (bytes.empty() || parser.loadGrammar(source, x::Grammar::SchemaGrammarType, true) == nullptr ||
        handler.problems != 0) {
      std::cerr << schema.string() << ": does not compile\n";
      return 1;
    }
  }
  MemoryOut stream;
  pool.serializeGrammars(&stream);
  std::uint64_t sum = tosca::xsd::grammar_checksum(stream.bytes);
  for (std::size_t k = 0; k < tosca::xsd::k_grammar_checksum_size; ++k, sum >>= 8) {
    stream.bytes += static_cast<char>(sum & 0xFF);
  }
  std::ofstream file(out, std::ios::binary | std::ios::trunc);
  file.write(stream.bytes.data(), static_cast<std::streamsize>(stream.bytes.size()));
  file.close();
  if (!file) {
    std::cerr << out.string() << ": cannot write\n";
    return 1;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv)
{
  if (argc != 3) {
    std::cerr << "usage: tosca_compile_grammars SCHEMA.xsd OUT.grammar\n";
    return 2;
  }
  x::XMLPlatformUtils::Initialize();
  int status = 1;
  try {
    status = compile(argv[1], argv[2]);
  } catch (const x::XMLException& e) {
    std::cerr << argv[1] << ": " << text(e.getMessage()) << "\n";
  } catch (const x::SAXParseException& e) {
    std::cerr << argv[1] << ": " << text(e.getMessage()) << "\n";
  }
  x::XMLPlatformUtils::Terminate();
  if (status != 0) {
    std::remove(argv[2]);
  }
  return status;
}
