#include "cli.hpp"

#ifdef TOSCA_WITH_JEMALLOC
// jemalloc reads its options from this variable. One arena for every
// thread: under an address-space limit (ulimit -v, a container), jemalloc
// 5.3 can crash creating a new thread's own arena, where one shared arena
// leaves running out of memory a std::bad_alloc (OUT_OF_MEMORY). With the
// converters' threads (-j) too, one arena and two measured the same (each
// thread's cache takes the small allocations).
extern "C" const char* malloc_conf;
const char* malloc_conf = "narenas:1";
#endif

int main(int argc, char** argv)
{
  return tosca::cli::run(argc, argv);
}
