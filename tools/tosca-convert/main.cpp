#include "cli.hpp"

#ifdef TOSCA_WITH_JEMALLOC
// jemalloc reads its options from this variable. One arena for every
// thread: under an address-space limit (ulimit -v, a container), jemalloc
// 5.3 can crash creating a new thread's own arena, where one shared arena
// leaves running out of memory a std::bad_alloc (OUT_OF_MEMORY). With the
// converters' threads (-j) too, one arena and two measured the same (each
// thread's cache takes the small allocations).
// Pages freed for a second go back to the system: by default they wait ten,
// so a conversion shorter than that kept every page it ever touched, and
// 100,000 templates peaked at 11.1 times their input where the live heap
// was under 10 (docs/results.md, stop 45). The corpus runs no slower.
extern "C" const char* malloc_conf;
const char* malloc_conf = "narenas:1,dirty_decay_ms:1000";
#endif

int main(int argc, char** argv)
{
  return tosca::cli::run(argc, argv);
}
