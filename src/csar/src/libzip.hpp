#pragma once
/// The libzip functions archive.cpp calls, found when the first archive is
/// read or written (tosca/support/shared_library.hpp). zip.h still gives
/// the types, constants and each pointer's exact type.

#include "tosca/support/shared_library.hpp"

#include <zip.h>

namespace tosca::csar::detail {

struct Libzip
{
  static constexpr SharedLibrary k_library{TOSCA_LIBZIP_SONAME, "reading and writing CSARs",
                                           "libzip4"};
  TOSCA_LIBRARY_FUNCTION(k_library, zip_close);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_dir_add);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_discard);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_error_code_zip);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_error_fini);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_error_init);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_error_strerror);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_fclose);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_file_add);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_file_get_external_attributes);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_file_set_dostime);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_file_strerror);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_fopen_index);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_fread);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_get_num_entries);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_open_from_source);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_set_file_compression);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_source_buffer);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_source_buffer_create);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_source_close);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_source_free);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_source_keep);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_source_open);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_source_read);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_source_stat);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_stat_index);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_stat_init);
  TOSCA_LIBRARY_FUNCTION(k_library, zip_strerror);
};

/// The functions, looked up by the first caller; throws FatalError
/// LIBRARY_MISSING (and the next caller tries again) when libzip is absent.
inline const Libzip& libzip()
{
  static const Libzip functions;
  return functions;
}

}  // namespace tosca::csar::detail
