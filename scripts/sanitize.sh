#!/bin/sh
# Builds the tool, its fast tests and the fuzz targets (everything, given a
# REGEX) with Clang, AddressSanitizer and UndefinedBehaviorSanitizer
# (and libFuzzer's coverage hooks, so that the same build serves
# scripts/fuzz.sh) into build-fuzz/, warnings as errors, and runs the CTest
# tests whose names match REGEX under the sanitizers. Any leak, memory error
# or undefined behaviour fails the test that caused it.
#
#   scripts/sanitize.sh [REGEX]     default: the tests CI runs (see below)
#   scripts/sanitize.sh --configure configure only (used by scripts/fuzz.sh)
#
# CI's subset leaves out the corpus sweeps and the external checkers: they
# take about 10 minutes unsanitised and 3 times that under ASan, past CI's
# budget. `scripts/sanitize.sh .` runs everything.
set -eu
cd "$(dirname "$0")/.."
if ! command -v clang++ >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q clang >/dev/null
fi
# A unity build, as the GCC one is, but in batches of 5 where GCC's are of
# 8 (CMakeLists.txt): a source that compiles only because an earlier file
# of its batch included what it needs is caught when the other grouping
# puts it first. One file per translation unit took twice as long (CPU
# 1,117 s against 560 s for these targets), most of CI's budget.
# SANITIZE_UNITY=OFF scripts/sanitize.sh . compiles every file alone.
# -O1 and line tables only: this build is for the compiler's and
# sanitizers' verdicts.
SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=None -DTOSCA_FUZZ=ON \
  "-DCMAKE_UNITY_BUILD=${SANITIZE_UNITY:-ON}" -DCMAKE_UNITY_BUILD_BATCH_SIZE=5 -DTOSCA_BUILD_TESTS=ON -DTOSCA_WARNINGS_AS_ERRORS=ON \
  "-DCMAKE_CXX_FLAGS=-O1 -gline-tables-only $SAN -fsanitize=fuzzer-no-link" \
  "-DCMAKE_EXE_LINKER_FLAGS=$SAN" >/dev/null
[ "${1:-}" = --configure ] && exit 0
# The default test set needs only the fast_tests target (the tool, the unit,
# golden and variability tests, the fuzz targets): the corpus tests and
# benchmarks are not built here.
if [ -z "${1:-}" ]; then
  cmake --build build-fuzz --target fast_tests
else
  cmake --build build-fuzz
fi
# Leaks are errors; a failed allocation is an exception the code must handle.
export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1:abort_on_error=0
# Graphviz's libraries keep caches for the life of the process: not ours.
export LSAN_OPTIONS=suppressions=$PWD/tests/sanitizer/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
cd build-fuzz && ctest --output-on-failure -j "$(nproc)" -R "${1:-^(unit|golden|codes|variability_conformance)}"
