// The test main every Boost.Test executable of the project links: Boost.Test
// is used as the shared library (BOOST_TEST_DYN_LINK), so the framework is
// compiled once by Debian, not once per test file.
#define BOOST_TEST_MODULE tosca-convert
#include <boost/test/unit_test.hpp>
