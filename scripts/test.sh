#!/bin/sh
# Runs the whole test suite: unit, golden, CLI and (when ../shared is beside
# the project) corpus tests with the independent checkers. CTest's summary
# is the last line.
set -eu
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
if [ -x ../shared/checkers/install.sh ]; then
    # The independent judges (tosca-parser, xmllint with the official XSD).
    ../shared/checkers/install.sh >/dev/null 2>&1 || echo "test: checker install failed; corpus checks may skip" >&2
fi
[ -f "$BUILD_DIR/build.ninja" ] || [ -f "$BUILD_DIR/Makefile" ] || scripts/bootstrap.sh
# Everything, the tests included.
cmake -S . -B "$BUILD_DIR" -DTOSCA_BUILD_TESTS=ON >/dev/null
cmake --build "$BUILD_DIR"
cd "$BUILD_DIR" && ctest --output-on-failure -j "$(nproc)"
