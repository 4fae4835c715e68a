// An LD_PRELOAD library that makes allocations fail, for
// tests/scripts/allocation_failures.sh: running out of memory at every
// point of a run, not only where `ulimit -v` happens to strike.
//
//   FAIL_AFTER=N   the first N allocations succeed, every later one fails
//                  (malloc, calloc and realloc give null with errno
//                  ENOMEM; operator new throws std::bad_alloc, its
//                  nothrow forms give null)
//   FAIL_REPORT=1  at exit, "allocations: K" on standard error
//
// Frees pass through. Without FAIL_AFTER nothing fails.

#include <dlfcn.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <new>

namespace {

using Malloc = void* (*)(std::size_t);
using Calloc = void* (*)(std::size_t, std::size_t);
using Realloc = void* (*)(void*, std::size_t);

std::atomic<long> g_count{0};
long g_after = -1; // never fail
bool g_report = false;
Malloc g_malloc = nullptr;

/// dlsym(RTLD_NEXT, "calloc") itself calls calloc: served from here.
alignas(16) unsigned char g_early[4096];
std::size_t g_early_used = 0;

/// Whether this allocation fails; a refused one sets errno to ENOMEM, as a
/// real malloc does and glibc's pthread_create asserts.
bool refuse()
{
  const long n = g_count.fetch_add(1, std::memory_order_relaxed);
  if (g_after >= 0 && n >= g_after) {
    errno = ENOMEM;
    return true;
  }
  return false;
}

}  // namespace

__attribute__((constructor)) static void fail_allocations_init()
{
  g_malloc = reinterpret_cast<Malloc>(dlsym(RTLD_NEXT, "malloc"));
  if (const char* s = std::getenv("FAIL_AFTER")) {
    g_after = std::atol(s);
  }
  g_report = std::getenv("FAIL_REPORT") != nullptr;
}

__attribute__((destructor)) static void fail_allocations_report()
{
  if (g_report) {
    char line[64];
    const int n = std::snprintf(line, sizeof line, "allocations: %ld\n", g_count.load());
    if (n > 0 && write(2, line, static_cast<std::size_t>(n)) < 0) {
      return;
    }
  }
}

extern "C" void* malloc(std::size_t size)
{
  if (g_malloc == nullptr) {
    g_malloc = reinterpret_cast<Malloc>(dlsym(RTLD_NEXT, "malloc"));
  }
  return refuse() ? nullptr : g_malloc(size);
}

extern "C" void* calloc(std::size_t n, std::size_t size)
{
  static Calloc next = nullptr;
  static bool resolving = false;
  if (next == nullptr) {
    if (resolving) {
      void* p = g_early + g_early_used;
      g_early_used += (n * size + 15) / 16 * 16;
      return g_early_used <= sizeof g_early ? p : nullptr;
    }
    resolving = true;
    next = reinterpret_cast<Calloc>(dlsym(RTLD_NEXT, "calloc"));
    resolving = false;
  }
  return refuse() ? nullptr : next(n, size);
}

extern "C" void free(void* p)
{
  using Free = void (*)(void*);
  static Free next = reinterpret_cast<Free>(dlsym(RTLD_NEXT, "free"));
  auto* b = static_cast<unsigned char*>(p);
  if (b >= g_early && b < g_early + sizeof g_early) {
    return;
  }
  next(p);
}

extern "C" void* realloc(void* p, std::size_t size)
{
  static Realloc next = reinterpret_cast<Realloc>(dlsym(RTLD_NEXT, "realloc"));
  return size != 0 && refuse() ? nullptr : next(p, size);
}

void* operator new(std::size_t size)
{
  if (void* p = malloc(size != 0 ? size : 1)) {
    return p;
  }
  throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return malloc(size != 0 ? size : 1); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return malloc(size != 0 ? size : 1); }
void* operator new(std::size_t size, std::align_val_t align)
{
  void* p = nullptr;
  if (refuse() || posix_memalign(&p, static_cast<std::size_t>(align), size != 0 ? size : 1) != 0) {
    throw std::bad_alloc();
  }
  return p;
}
void operator delete(void* p) noexcept { free(p); }
void operator delete[](void* p) noexcept { free(p); }
void operator delete(void* p, std::size_t) noexcept { free(p); }
void operator delete[](void* p, std::size_t) noexcept { free(p); }
void operator delete(void* p, std::align_val_t) noexcept { free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { free(p); }
