#pragma once
/// The libzip functions archive.cpp calls, found when the first archive is
/// read or written (tosca/support/shared_library.hpp). zip.h still gives
/// the types, constants and each pointer's exact type.

#include "tosca/support/shared_library.hpp"

#include <zip.h>

namespace tosca::csar::detail {

struct Libzip
{
  // Each member is named after, and typed as, the function it points to.
#define TOSCA_ZIP(name) \
  decltype(&::name) name = library_function<decltype(&::name)>(k_library, #name)
  static constexpr SharedLibrary k_library{TOSCA_LIBZIP_SONAME, "reading and writing CSARs",
                                           "libzip4"};
  TOSCA_ZIP(zip_close);
  TOSCA_ZIP(zip_dir_add);
  TOSCA_ZIP(zip_discard);
  TOSCA_ZIP(zip_error_code_zip);
  TOSCA_ZIP(zip_error_fini);
  TOSCA_ZIP(zip_error_init);
  TOSCA_ZIP(zip_error_strerror);
  TOSCA_ZIP(zip_fclose);
  TOSCA_ZIP(zip_file_add);
  TOSCA_ZIP(zip_file_get_external_attributes);
  TOSCA_ZIP(zip_file_set_dostime);
  TOSCA_ZIP(zip_file_strerror);
  TOSCA_ZIP(zip_fopen_index);
  TOSCA_ZIP(zip_fread);
  TOSCA_ZIP(zip_get_num_entries);
  TOSCA_ZIP(zip_open_from_source);
  TOSCA_ZIP(zip_set_file_compression);
  TOSCA_ZIP(zip_source_buffer);
  TOSCA_ZIP(zip_source_buffer_create);
  TOSCA_ZIP(zip_source_close);
  TOSCA_ZIP(zip_source_free);
  TOSCA_ZIP(zip_source_keep);
  TOSCA_ZIP(zip_source_open);
  TOSCA_ZIP(zip_source_read);
  TOSCA_ZIP(zip_source_stat);
  TOSCA_ZIP(zip_stat_index);
  TOSCA_ZIP(zip_stat_init);
  TOSCA_ZIP(zip_strerror);
#undef TOSCA_ZIP
};

/// The functions, looked up by the first caller; throws FatalError
/// LIBRARY_MISSING (and the next caller tries again) when libzip is absent.
inline const Libzip& libzip()
{
  static const Libzip functions;
  return functions;
}

}  // namespace tosca::csar::detail
