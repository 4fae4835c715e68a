#pragma once
/// Libraries only some commands need are opened when first used, not when
/// the process starts: libzip (CSARs), Graphviz (`graph`) and libcrypto
/// (digests). Mapping and relocating them took 1.2 ms of every run, a tenth
/// of converting one file (docs/results.md, stop 49). The build records
/// each library's soname (cmake/SharedLibraries.cmake), so the library
/// opened is the one the code was compiled against.

namespace tosca {

/// A library opened on first use.
struct SharedLibrary
{
  const char* soname;     ///< as the build found it: "libzip.so.4"
  const char* needed_for; ///< for the error: "reading and writing CSARs"
  const char* package;    ///< the Debian package that installs it: "libzip4"
};

/// The address of `symbol` in `library`, which is opened (once: the
/// dynamic loader counts) if it is not yet. Throws FatalError
/// LIBRARY_MISSING (exit 7) when the library or the symbol is not there,
/// and std::bad_alloc when the loader ran out of memory opening it.
void* library_symbol(const SharedLibrary& library, const char* symbol);

/// library_symbol as a function pointer of the type `F`, which must be the
/// symbol's own: `library_function<decltype(&::zip_fread)>(k_libzip, "zip_fread")`.
template <class F>
F library_function(const SharedLibrary& library, const char* symbol)
{
  return reinterpret_cast<F>(library_symbol(library, symbol));
}

}  // namespace tosca

/// A member of a table of functions, named after and typed as the function
/// `name` of `library` that it points to:
/// `struct Libzip { TOSCA_LIBRARY_FUNCTION(k_libzip, zip_fread); };`.
#define TOSCA_LIBRARY_FUNCTION(library, name) \
  decltype(&::name) name = ::tosca::library_function<decltype(&::name)>(library, #name)
