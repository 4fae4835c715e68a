#!/bin/sh
# Builds the tool and unit.threads with Clang's ThreadSanitizer into
# build-tsan/ and runs what works on several threads (-j): unit.threads,
# then, given ../shared/corpus, xml2yaml (both layouts), yaml2xml, validate
# and roundtrip of a Winery repository on two threads. Any data race fails.
# Not part of CI (about 2 minutes on two cores); run it after changing
# anything that threads reach (ARCHITECTURE.md, "Threads never change a
# result").
#
#   scripts/tsan.sh
set -eu
cd "$(dirname "$0")/.."
command -v clang++ >/dev/null 2>&1 || { echo "tsan: clang++ missing (apt-get install clang)" >&2; exit 1; }
CXX=clang++ cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=None -DTOSCA_JEMALLOC=OFF \
  -DTOSCA_BUILD_TESTS=ON "-DCMAKE_CXX_FLAGS=-O1 -gline-tables-only -fsanitize=thread" \
  "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread" >/dev/null
cmake --build build-tsan --target tosca-convert unit_threads
# glibc's tzset, which libzip calls when two archives are opened at once,
# takes a lock ThreadSanitizer cannot see.
SUPP=$(mktemp)
OUT=$(mktemp -d)
trap 'rm -rf "$SUPP" "$OUT"' EXIT
echo "race:tzset_internal" > "$SUPP"
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 suppressions=$SUPP"
build-tsan/tests/unit/unit_threads
CORPUS=../shared/corpus
if [ ! -d "$CORPUS/xml" ]; then
  echo "tsan: ../shared/corpus not found; only unit.threads ran"
  exit 0
fi
BIN=build-tsan/tosca-convert
# Exit 66 is a race; the corpus's own errors give 3 or 4.
run() {
  rc=0
  "$@" > /dev/null 2> "$OUT/err" || rc=$?
  if [ "$rc" = 66 ]; then
    cat "$OUT/err" >&2
    echo "tsan: data race in: $*" >&2
    exit 1
  fi
}
REPO=$CORPUS/xml/tosca-definitions-quantil
run "$BIN" xml2yaml -j 2 "$CORPUS/xml" -o "$OUT/library"
run "$BIN" xml2yaml -j 2 --self-contained "$CORPUS/xml" -o "$OUT/self"
run "$BIN" yaml2xml -j 2 "$OUT/library" --check
run "$BIN" validate -j 2 "$CORPUS/xml"
run "$BIN" roundtrip -j 2 "$REPO" -I "$REPO"
echo "tsan: no data race"
