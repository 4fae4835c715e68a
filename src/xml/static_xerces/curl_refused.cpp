/// The libcurl entry points that Xerces-C++'s network accessor
/// (CurlNetAccessor, CurlURLInputStream) names, for the static Xerces the
/// tool links (cmake/Xerces.cmake). Each refuses: no handle is ever made,
/// so no URL is ever opened. The tool never asks Xerces to open one
/// anyway (every entity and schema is resolved from the embedded
/// schemas, and the accessor itself is removed after initialisation, see
/// ensure_xerces), so these stand in only so that the archive links
/// without libcurl and the 27 libraries it loads.
///
/// Declared as libcurl declares them, with its handle and code types as
/// the plain types of the same size: every one is an int-sized enum or a
/// pointer, returned in the same register.

#include <sys/select.h>

namespace {
constexpr int curle_failed_init = 2;  // CURLE_FAILED_INIT
constexpr int curlm_bad_handle = 1;   // CURLM_BAD_HANDLE
}  // namespace

extern "C" {

int curl_global_init(long /*flags*/)
{
  return curle_failed_init;
}
void curl_global_cleanup(void) {}

void* curl_easy_init(void)
{
  return nullptr;
}
void curl_easy_cleanup(void* /*easy*/) {}
int curl_easy_setopt(void* /*easy*/, int /*option*/, ...)
{
  return curle_failed_init;
}
int curl_easy_getinfo(void* /*easy*/, int /*info*/, ...)
{
  return curle_failed_init;
}

void* curl_multi_init(void)
{
  return nullptr;
}
int curl_multi_cleanup(void* /*multi*/)
{
  return curlm_bad_handle;
}
int curl_multi_add_handle(void* /*multi*/, void* /*easy*/)
{
  return curlm_bad_handle;
}
int curl_multi_remove_handle(void* /*multi*/, void* /*easy*/)
{
  return curlm_bad_handle;
}
int curl_multi_perform(void* /*multi*/, int* running)
{
  if (running != nullptr) {
    *running = 0;
  }
  return curlm_bad_handle;
}
void* curl_multi_info_read(void* /*multi*/, int* left)
{
  if (left != nullptr) {
    *left = 0;
  }
  return nullptr;
}
int curl_multi_fdset(void* /*multi*/, fd_set* /*read*/, fd_set* /*write*/, fd_set* /*except*/,
                     int* max_fd)
{
  if (max_fd != nullptr) {
    *max_fd = -1;
  }
  return curlm_bad_handle;
}
int curl_multi_timeout(void* /*multi*/, long* timeout)
{
  if (timeout != nullptr) {
    *timeout = -1;
  }
  return curlm_bad_handle;
}

void* curl_slist_append(void* /*list*/, const char* /*text*/)
{
  return nullptr;
}
void curl_slist_free_all(void* /*list*/) {}

}  // extern "C"
