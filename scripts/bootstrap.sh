#!/bin/sh
# Installs what the build needs (Debian 12 packages, only those missing),
# configures and builds tosca-convert into build/ (the tool only; the tests
# are built by scripts/test.sh), and converts the example shipped in
# corpus/ to show it works.
#
#   scripts/bootstrap.sh            install + build + example conversion
#   BUILD_DIR=out scripts/bootstrap.sh
set -eu

cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
PACKAGES="g++ cmake ninja-build pkg-config libxerces-c-dev libyaml-cpp-dev libboost-program-options-dev libboost-test-dev libzip-dev libssl-dev nlohmann-json3-dev libgraphviz-dev libcadical-dev libjemalloc-dev libxml2-utils python3 python3-yaml"

missing=""
for p in $PACKAGES; do
    st=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    [ "$st" = installed ] || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "bootstrap: installing$missing" >&2
    SUDO=""
    [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
    # shellcheck disable=SC2086
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
fi

# The tool only, optimised and without debug information: the first
# conversion should not wait for the test suite (scripts/test.sh builds it).
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD_DIR" --target tosca-convert

echo "bootstrap: converting corpus/sugarcrm-interop (OASIS SugarCRM interop sample) to YAML" >&2
"$BUILD_DIR/tosca-convert" xml2yaml \
    corpus/sugarcrm-interop/Definitions/SugarCRM-Interop-Definitions.xml \
    -I corpus/sugarcrm-interop -o "$BUILD_DIR/SugarCRM-Interop.yaml"
echo "bootstrap: wrote $BUILD_DIR/SugarCRM-Interop.yaml" >&2
