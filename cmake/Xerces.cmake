# Xerces.cmake - the Xerces-C++ every target links: `tosca_xerces`.
#
# Debian's shared libxerces-c is built with libcurl's network accessor, so
# loading it maps libcurl-gnutls and the 27 libraries behind it (GnuTLS,
# Kerberos, LDAP, SSH, ...), and XMLPlatformUtils::Initialize() runs
# curl_global_init(), which initialises all of them: 16 ms more CPU in
# a process that does nothing else, more than the whole of `xmllint
# --schema` on one file (docs/results.md, stop 41). This tool never fetches
# anything, so it links Debian's static libxerces-c.a instead, with the
# sixteen curl entry points Xerces' accessor names answered by
# src/xml/static_xerces/curl_refused.cpp, which refuses every call, and
# ICU (Xerces' transcoder) shared. The binary then holds no network client
# at all. -DTOSCA_STATIC_XERCES=OFF, or a system without the static
# archive, links the shared library as before.

find_package(XercesC REQUIRED)
find_library(TOSCA_XERCES_ARCHIVE NAMES libxerces-c.a)
if(TOSCA_XERCES_ARCHIVE)
  set(tosca_static_xerces_default ON)
else()
  set(tosca_static_xerces_default OFF)
endif()
option(TOSCA_STATIC_XERCES "Link Xerces-C++ statically, without libcurl"
       ${tosca_static_xerces_default})

add_library(tosca_xerces INTERFACE)
if(TOSCA_STATIC_XERCES)
  if(NOT TOSCA_XERCES_ARCHIVE)
    message(FATAL_ERROR "TOSCA_STATIC_XERCES: libxerces-c.a not found")
  endif()
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(TOSCA_ICU_UC REQUIRED IMPORTED_TARGET icu-uc)
  find_package(Threads REQUIRED)
  add_library(tosca_no_network STATIC
              "${PROJECT_SOURCE_DIR}/src/xml/static_xerces/curl_refused.cpp"
              "${PROJECT_SOURCE_DIR}/src/xml/static_xerces/lazy_ranges.cpp"
              "${PROJECT_SOURCE_DIR}/src/xml/static_xerces/grammar_lookups.cpp"
              "${PROJECT_SOURCE_DIR}/src/xml/static_xerces/patterns.cpp"
              "${PROJECT_SOURCE_DIR}/src/xml/static_xerces/ascii_automaton.cpp"
              "${PROJECT_SOURCE_DIR}/src/xml/static_xerces/pattern_tree.cpp")
  target_include_directories(tosca_no_network PRIVATE ${XercesC_INCLUDE_DIRS})
  # The archive first: the linker then finds its curl references answered
  # by the library after it, Initialize's two range builders by the lazy
  # ones (src/xml/static_xerces/lazy_ranges.cpp), and the grammar lookup
  # by one that remembers its answers (grammar_lookups.cpp), and pattern
  # facets decide ASCII values by automata, not the matcher (patterns.cpp).
  target_include_directories(tosca_xerces INTERFACE ${XercesC_INCLUDE_DIRS})
  target_link_libraries(tosca_xerces INTERFACE "${TOSCA_XERCES_ARCHIVE}" tosca_no_network
                        PkgConfig::TOSCA_ICU_UC Threads::Threads)
  target_link_options(tosca_xerces INTERFACE
    "LINKER:--wrap=_ZN11xercesc_3_214XMLInitializer23initializeRangeTokenMapEv"
    "LINKER:--wrap=_ZN11xercesc_3_214XMLInitializer27initializeRegularExpressionEv"
    "LINKER:--wrap=_ZN11xercesc_3_215GrammarResolver10getGrammarEPKDs"
    "LINKER:--wrap=_ZN11xercesc_3_215GrammarResolver10putGrammarEPNS_7GrammarE"
    "LINKER:--wrap=_ZN11xercesc_3_215GrammarResolver13cacheGrammarsEv"
    "LINKER:--wrap=_ZN11xercesc_3_215GrammarResolver21cacheGrammarFromParseEb"
    "LINKER:--wrap=_ZN11xercesc_3_215GrammarResolver13orphanGrammarEPKDs"
    "LINKER:--wrap=_ZN11xercesc_3_215GrammarResolver18resetCachedGrammarEv"
    "LINKER:--wrap=_ZN11xercesc_3_215GrammarResolverC1EPNS_14XMLGrammarPoolEPNS_13MemoryManagerE"
    "LINKER:--wrap=_ZN11xercesc_3_217RegularExpressionC1EPKDsS2_PNS_13MemoryManagerE"
    "LINKER:--wrap=_ZN11xercesc_3_217RegularExpressionC1EPKDsPNS_13MemoryManagerE"
    "LINKER:--wrap=_ZN11xercesc_3_217RegularExpressionC1EPKcPNS_13MemoryManagerE"
    "LINKER:--wrap=_ZN11xercesc_3_217RegularExpressionC1EPKcS2_PNS_13MemoryManagerE"
    "LINKER:--wrap=_ZNK11xercesc_3_217RegularExpression7matchesEPKDsPNS_13MemoryManagerE")
else()
  target_link_libraries(tosca_xerces INTERFACE XercesC::XercesC)
endif()
