#!/bin/sh
# Installs what the build needs (Debian 12 packages, only those missing),
# configures and builds tosca-convert into build/, and converts the example
# shipped in corpus/ to show it works.
#
#   scripts/bootstrap.sh            install + build + example conversion
#   BUILD_DIR=out scripts/bootstrap.sh
set -eu

cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
PACKAGES="g++ cmake ninja-build pkg-config libxerces-c-dev libyaml-cpp-dev libboost-program-options-dev libboost-test-dev libzip-dev libxml2-utils python3 python3-yaml"

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

cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$BUILD_DIR"

echo "bootstrap: converting corpus/sugarcrm-interop (OASIS SugarCRM interop sample) to YAML" >&2
"$BUILD_DIR/tosca-convert" xml2yaml \
    corpus/sugarcrm-interop/Definitions/SugarCRM-Interop-Definitions.xml \
    -I corpus/sugarcrm-interop -o "$BUILD_DIR/SugarCRM-Interop.yaml"
echo "bootstrap: wrote $BUILD_DIR/SugarCRM-Interop.yaml" >&2
