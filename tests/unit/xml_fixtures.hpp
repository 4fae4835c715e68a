#pragma once
// Shared fixtures of the xml_reader tests: a Definitions wrapper, one
// reused Reader, and helpers that expect success or a given FatalError.

#include "tosca/xml/reader.hpp"

#include <boost/test/unit_test.hpp>

#include <string>

namespace unit_xml {

using namespace tosca;
using tosca::ir::QName;
using tosca::xml::ReadOptions;
using tosca::xml::Reader;
using tosca::xml::ReadResult;

inline const std::string tosca_ns = "http://docs.oasis-open.org/tosca/ns/2011/12";
inline const std::string winery_ns = "http://www.opentosca.org/winery/extensions/tosca/2013/02/12";
inline const std::string tns = "http://example.org/tns";
inline const std::string ex_ns = "http://example.org/ext";

/// A Definitions document around `body`.
inline std::string defs(const std::string& body, const std::string& extra_xmlns = "")
{
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         "<Definitions xmlns=\"" + tosca_ns + "\" xmlns:tns=\"" + tns + "\" xmlns:ex=\"" + ex_ns +
         "\"" + extra_xmlns + " id=\"d\" targetNamespace=\"" + tns + "\">\n" + body + "\n</Definitions>\n";
}

inline Reader& reader()
{
  // One reader for every test, which also checks that reuse works. Both
  // dialects are read once up front so that each test also passes alone
  // (see fresh_reader_survives_a_first_malformed_document).
  static Reader r;
  static const bool warm = [] {
    DiagnosticSink ignored;
    r.read("<Definitions xmlns=\"" + tosca_ns + "\" id=\"w\" targetNamespace=\"w\"/>", "w.xml", ignored);
    r.read("<ServiceTemplate xmlns=\"" + tosca_ns + "\" id=\"w\"/>", "w.xml", ignored);
    return true;
  }();
  (void)warm;
  return r;
}

inline ReadResult read_ok(const std::string& xml, DiagnosticSink& sink, const ReadOptions& o = {})
{
  try {
    return reader().read(xml, "in.xml", sink, o);
  } catch (const FatalError& e) {
    BOOST_FAIL("unexpected FatalError: " << e.what() << "\ndocument:\n" << xml);
  }
  return {};
}

inline std::string codes(const DiagnosticSink& s)
{
  std::string out;
  for (const auto& d : s.diagnostics()) out += format_line(d) + "\n";
  return out;
}

/// Reads `xml` expecting FatalError with `code`; returns its diagnostic.
inline Diagnostic read_fatal(const std::string& xml, const std::string& code, const ReadOptions& o = {})
{
  DiagnosticSink sink;
  try {
    reader().read(xml, "in.xml", sink, o);
  } catch (const FatalError& e) {
    BOOST_TEST(e.diagnostic().code == code, "wrong code: " << e.what());
    BOOST_TEST(e.diagnostic().file == "in.xml");
    BOOST_TEST(to_string(e.diagnostic().severity) == "error");
    return e.diagnostic();
  } catch (const std::exception& e) {
    BOOST_ERROR("expected FatalError " << code << ", got another exception: " << e.what());
    return {};
  }
  BOOST_ERROR("expected FatalError " << code << ", but the document was read");
  return {};
}

}  // namespace unit_xml
