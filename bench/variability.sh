#!/bin/sh
# Benchmark: Vintner's Variability4TOSCA conformance suite
# (../shared/corpus/vintner/tests/conformance) resolved N times in one
# process by tosca::variability::resolve; prints the time per run and per
# test and the ratio to Vintner's published 24 s for 402 tests.
#
#   bench/variability.sh [BUILD_DIR] [N]      (default build/, N = 20)
#
# The build directory needs TOSCA_BUILD_TESTS=ON (the default); the
# benchmark binary is built here if it is missing or stale.
set -eu
cd "$(dirname "$0")/.."
BUILD=${1:-build}
RUNS=${2:-20}
[ -f "$BUILD/CMakeCache.txt" ] || { echo "bench: configure first ($BUILD/CMakeCache.txt missing)" >&2; exit 1; }
cmake --build "$BUILD" --target variability_bench >/dev/null
exec "$BUILD/bench/variability_bench" "$RUNS"
