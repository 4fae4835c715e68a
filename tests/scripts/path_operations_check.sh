#!/usr/bin/env bash
# The binary calls none of std::filesystem::path's operations that
# libstdc++ 12 leaves broken when an allocation inside them fails
# (operator/=, operator+=, lexically_normal, lexically_relative,
# lexically_proximate, replace_filename, replace_extension,
# remove_filename: a crash instead of std::bad_alloc). The project joins,
# normalizes and relativizes on strings (tosca/support/lexical_path.hpp).
# Asked of the binary's imports, so a join written in any form is found.
# Usage: tests/scripts/path_operations_check.sh TOSCA_CONVERT
set -u
BIN=$1
if ! readelf -d "$BIN" | grep -q 'NEEDED.*libstdc++'; then
  echo "skipped: the binary does not link libstdc++ dynamically, so its imports say nothing"
  exit 77
fi
found=$(nm -D --undefined-only "$BIN" | c++filt |
        grep -E 'filesystem::__cxx11::path::(operator/=|operator\+=|_M_append|_M_concat|lexically_(normal|relative|proximate)|replace_filename|replace_extension|remove_filename)')
if [ -n "$found" ]; then
  echo "the binary calls path operations that can crash when memory runs out;"
  echo "use lexical_join, lexical_normal and lexical_relative (tosca/support/lexical_path.hpp):"
  echo "$found"
  exit 1
fi
echo "no std::filesystem::path join, normalization or relativization in the binary"
