// Build-time tool: compiles one of the shipped XML Schemas with Xerces and
// writes the grammar pool serialized, so that the tool reads the grammar
// back at run time (src/xml/src/parser.cpp) instead of compiling the XSD:
// about 2 ms instead of 7, the largest single cost of converting one file
// (docs/results.md). A schema that does not compile cleanly fails the build.
//
//   tosca_compile_grammars SCHEMA.xsd OUT.grammar
//
// Imports (xml.xsd) are read from SCHEMA.xsd's directory and nowhere else.
#include <xercesc/framework/BinOutputStream.hpp>
#include <xercesc/framework/LocalFileInputSource.hpp>
#include <xercesc/framework/XMLGrammarPoolImpl.hpp>
#include <xercesc/parsers/SAXParser.hpp>
#include <xercesc/sax/HandlerBase.hpp>
#include <xercesc/sax/SAXParseException.hpp>
#include <xercesc/util/PlatformUtils.hpp>
#include <xercesc/util/XMLEntityResolver.hpp>
#include <xercesc/util/XMLException.hpp>
#include <xercesc/util/XMLResourceIdentifier.hpp>
#include <xercesc/util/XMLString.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
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

/// Serves imports from the schema's own directory.
class Sibling : public x::XMLEntityResolver
{
public:
  explicit Sibling(fs::path dir) : m_dir(std::move(dir)) {}

  x::InputSource* resolveEntity(x::XMLResourceIdentifier* id) override
  {
    const fs::path file = m_dir / fs::path(text(id->getSystemId())).filename();
    XMLCh* path = x::XMLString::transcode(file.c_str());
    auto* source = new x::LocalFileInputSource(path);
    x::XMLString::release(&path);
    return source;
  }

private:
  fs::path m_dir;
};

class FileOut : public x::BinOutputStream
{
public:
  explicit FileOut(std::ofstream& out) : m_out(out) {}
  XMLFilePos curPos() const override { return m_written; }
  void writeBytes(const XMLByte* const bytes, const XMLSize_t n) override
  {
    m_out.write(reinterpret_cast<const char*>(bytes), static_cast<std::streamsize>(n));
    m_written += n;
  }

private:
  std::ofstream& m_out;
  XMLFilePos m_written = 0;
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
    XMLCh* path = x::XMLString::transcode(schema.c_str());
    x::LocalFileInputSource source(path);
    x::XMLString::release(&path);
    if (parser.loadGrammar(source, x::Grammar::SchemaGrammarType, true) == nullptr ||
        handler.problems != 0) {
      std::cerr << schema.string() << ": does not compile\n";
      return 1;
    }
  }
  std::ofstream file(out, std::ios::binary | std::ios::trunc);
  FileOut stream(file);
  pool.serializeGrammars(&stream);
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
