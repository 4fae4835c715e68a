# SharedLibraries.cmake - libraries the tool opens when a command first
# needs them, not when the process starts (tosca/support/shared_library.hpp):
# libzip for CSARs, Graphviz for `graph`, libcrypto for digests. Loading
# them at start-up cost 1.2 ms of every run (docs/results.md, stop 49).
# Their headers are compiled against as before; the build records the
# soname of the library it found, so the one opened at run time is the
# version the code was compiled for.

# tosca_soname(VAR NAME): the soname of the shared library libNAME.so.
function(tosca_soname var name)
  find_library(TOSCA_LIB_${name} NAMES ${name})
  if(NOT TOSCA_LIB_${name})
    message(FATAL_ERROR "lib${name}.so not found")
  endif()
  set(objdump "${CMAKE_OBJDUMP}")
  if(NOT objdump)
    set(objdump objdump)
  endif()
  execute_process(COMMAND "${objdump}" -p "${TOSCA_LIB_${name}}"
                  OUTPUT_VARIABLE dump RESULT_VARIABLE status ERROR_QUIET)
  if(NOT status EQUAL 0 OR NOT dump MATCHES "SONAME +([^ \n]+)")
    message(FATAL_ERROR "cannot read the soname of ${TOSCA_LIB_${name}}")
  endif()
  set(${var} "${CMAKE_MATCH_1}" PARENT_SCOPE)
endfunction()

tosca_soname(TOSCA_LIBZIP_SONAME zip)
tosca_soname(TOSCA_GVC_SONAME gvc)
tosca_soname(TOSCA_CGRAPH_SONAME cgraph)
tosca_soname(TOSCA_CRYPTO_SONAME crypto)
message(STATUS "Opened on demand: ${TOSCA_LIBZIP_SONAME} ${TOSCA_GVC_SONAME} "
               "${TOSCA_CGRAPH_SONAME} ${TOSCA_CRYPTO_SONAME}")
