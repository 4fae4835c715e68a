#!/usr/bin/env bash
# libzip, Graphviz and libcrypto are opened when a command first needs them
# (tosca/support/shared_library.hpp), not at start-up: the binary does not
# name them, a command that does not use them runs without them, and one
# that does gives LIBRARY_MISSING with the Debian package, never a crash.
# A library is made unloadable by mounting /dev/null over it in a mount
# namespace of this test's own (unshare -m, as root); without that, the
# test skips (exit 77).
# Usage: tests/scripts/library_missing.sh TOSCA_CONVERT
set -u
BIN=$1
. "$(dirname "$0")/topologies.sh"
status=0
needed=$(readelf -d "$BIN" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
for lib in libzip libgvc libcgraph libcrypto; do
  if grep -q "^$lib\." <<<"$needed"; then
    echo "the binary names $lib at start-up; it is meant to open it on first use"
    status=1
  fi
done
if ! unshare -m true 2>/dev/null; then
  echo "skipped: no mount namespace here (unshare -m needs root)"
  exit 77
fi
library_file() { # the file the dynamic loader opens for a soname
  /sbin/ldconfig -p | sed -n "s/^[[:space:]]*$1 (.*) => //p" | head -1
}
zip=$(library_file libzip.so.4)
gvc=$(library_file libgvc.so.6)
if [ -z "$zip" ] || [ -z "$gvc" ]; then
  echo "skipped: libzip.so.4 or libgvc.so.6 not in the loader's cache"
  exit 77
fi
topologies small=3
mkdir -p "$WORK/pkg/TOSCA-Metadata" "$WORK/pkg/Definitions"
cp "$WORK/small.xml" "$WORK/pkg/Definitions/small.xml"
printf 'TOSCA-Meta-File-Version: 1.0\nCSAR-Version: 1.1\nCreated-By: tests\nEntry-Definitions: Definitions/small.xml\n' \
  >"$WORK/pkg/TOSCA-Metadata/TOSCA.meta"
"$BIN" pack "$WORK/pkg" -o "$WORK/small.csar" >/dev/null 2>&1 || { echo "the CSAR could not be packed"; exit 1; }

without() { # LIBRARY_FILE COMMAND...: the command with that library unloadable
  local file=$1
  shift
  unshare -m sh -c 'mount --bind /dev/null "$1" && shift && exec "$@"' sh "$file" "$@"
}
expect() { # NAME WANT_EXIT PATTERN (in stderr, "" for none) then the run's exit and stderr
  local name=$1 want=$2 pattern=$3 got=$4 err=$5
  if [ "$got" -ne "$want" ]; then
    echo "$name: exit $got, expected $want"
    echo "$err" | tail -2
    status=1
  elif [ -n "$pattern" ] && ! grep -q -- "$pattern" <<<"$err"; then
    echo "$name: stderr lacks '$pattern':"
    echo "$err" | tail -2
    status=1
  else
    echo "$name: exit $got"
  fi
}
err=$(without "$zip" "$BIN" xml2yaml "$WORK/small.xml" -o "$WORK/small.yaml" 2>&1)
expect "xml2yaml of an XML file without libzip" 0 "" $? "$err"
err=$(without "$zip" "$BIN" xml2yaml "$WORK/small.csar" -o "$WORK/out/" 2>&1)
expect "xml2yaml of a CSAR without libzip" 3 \
  "small.csar: error: cannot load libzip.so.4, which reading and writing CSARs needs: .*(Debian package libzip4) \[LIBRARY_MISSING\]" $? "$err"
[ -e "$WORK/out/small.csar" ] && { echo "a CSAR was written without libzip"; status=1; }
err=$(without "$zip" "$BIN" pack "$WORK/pkg" -o "$WORK/again.csar" 2>&1)
expect "pack without libzip" 7 "LIBRARY_MISSING" $? "$err"
err=$(without "$gvc" "$BIN" graph "$WORK/small.xml" --format svg -o "$WORK/small.svg" 2>&1)
expect "graph --format svg without Graphviz" 7 "cannot load libgvc.so.6, which graph needs: .*(Debian package libgvc6)" $? "$err"
err=$(without "$gvc" "$BIN" graph "$WORK/small.xml" 2>&1 >/dev/null)
expect "graph (DOT) without Graphviz" 0 "" $? "$err"
exit $status
