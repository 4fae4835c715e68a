#include "tosca/support/shared_library.hpp"

#include "tosca/support/diagnostics.hpp"

#include <dlfcn.h>

#include <mutex>
#include <new>
#include <string>

namespace tosca {

namespace {

/// dlerror() is per thread, but dlopen's handle is kept process-wide.
std::mutex g_open_lock;

bool mentions_memory(const std::string& why)
{
  // glibc reports a failed mmap or malloc inside dlopen with strerror(ENOMEM)
  // ("Cannot allocate memory") or its own "out of memory".
  for (const char* text : {"allocate memory", "out of memory", "map segment"}) {
    if (why.find(text) != std::string::npos) {
      return true;
    }
  }
  return false;
}

[[noreturn]] void fail(const SharedLibrary& library, const std::string& what, const char* why)
{
  std::string detail = why != nullptr ? why : "no reason given";
  if (mentions_memory(detail)) {
    throw std::bad_alloc();
  }
  throw FatalError(Diagnostic{Severity::error, "LIBRARY_MISSING",
                              what + ", which " + library.needed_for + " needs: " + detail +
                                  " (Debian package " + library.package + ")",
                              "", 0, 0});
}

}  // namespace

void* library_symbol(const SharedLibrary& library, const char* symbol)
{
  std::lock_guard<std::mutex> lock(g_open_lock);
  // RTLD_NOW: a library that lacks a symbol it needs fails here, not in
  // the middle of an archive.
  void* handle = dlopen(library.soname, RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    fail(library, std::string("cannot load ") + library.soname, dlerror());
  }
  dlerror();
  void* address = dlsym(handle, symbol);
  if (address == nullptr) {
    fail(library, std::string(library.soname) + " has no " + symbol, dlerror());
  }
  return address;
}

}  // namespace tosca
