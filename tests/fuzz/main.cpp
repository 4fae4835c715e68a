// One libFuzzer binary per target: TOSCA_FUZZ_TARGET names the function
// (tests/fuzz/CMakeLists.txt compiles this file once per target).
#include "targets.hpp"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  tosca::fuzz::TOSCA_FUZZ_TARGET(
      std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
