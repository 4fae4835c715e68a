// Libraries opened on first use: a missing library or symbol is a located
// LIBRARY_MISSING (exit 7) that names the package, never a crash.
#include <boost/test/unit_test.hpp>

#include "tosca/support/codes.hpp"
#include "tosca/support/diagnostics.hpp"
#include "tosca/support/shared_library.hpp"

#include <cstring>
#include <string>

using namespace tosca;

namespace {

/// The diagnostic library_symbol throws, or one with code "none".
Diagnostic thrown(const SharedLibrary& library, const char* symbol)
{
  try {
    library_symbol(library, symbol);
  } catch (const FatalError& e) {
    return e.diagnostic();
  }
  return Diagnostic{Severity::error, "none", "", "", 0, 0};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(shared_library)

BOOST_AUTO_TEST_CASE(a_function_of_a_present_library_is_called)
{
  const SharedLibrary libc{"libc.so.6", "testing", "libc6"};
  auto length = library_function<decltype(&::strlen)>(libc, "strlen");
  BOOST_TEST(length("four") == 4U);
}

BOOST_AUTO_TEST_CASE(a_missing_library_names_its_package)
{
  const SharedLibrary absent{"libtosca-absent.so.9", "reading and writing CSARs", "libabsent9"};
  const Diagnostic d = thrown(absent, "zip_open");
  BOOST_TEST(d.code == "LIBRARY_MISSING");
  BOOST_TEST(d.message.find("cannot load libtosca-absent.so.9, which reading and writing CSARs "
                            "needs: libtosca-absent.so.9: cannot open shared object file") == 0U,
             d.message);
  BOOST_TEST(d.message.find("(Debian package libabsent9)") != std::string::npos, d.message);
  BOOST_TEST(exit_status(d.code) == 7);
  // It is asked again, not remembered as missing.
  BOOST_TEST(thrown(absent, "zip_open").code == "LIBRARY_MISSING");
}

BOOST_AUTO_TEST_CASE(a_missing_symbol_names_it)
{
  const SharedLibrary libc{"libc.so.6", "testing", "libc6"};
  const Diagnostic d = thrown(libc, "tosca_no_such_function");
  BOOST_TEST(d.code == "LIBRARY_MISSING");
  BOOST_TEST(d.message.find("libc.so.6 has no tosca_no_such_function, which testing needs: ") == 0U,
             d.message);
}

BOOST_AUTO_TEST_SUITE_END()
