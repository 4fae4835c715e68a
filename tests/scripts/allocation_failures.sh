#!/usr/bin/env bash
# Running out of memory at any point is OUT_OF_MEMORY (exit 3) or a
# success, never a crash, and never a stray or half-written output file.
# tests/tools/fail_allocations.cpp (LD_PRELOAD) lets the first N
# allocations of a run succeed and fails every later one; N walks from
# just after start-up (what `--version` allocates) to the run's total.
# That reaches the points `ulimit -v` rarely does: a destructor that
# allocates, a grammar half read, Xerces' start-up, a thread's first
# allocation, a directory being listed (300 files that are no TOSCA make
# the listing a good share of that run), a migrate run writing its
# journal and reports, a CSAR read and written. Static initialisers before main
# are not covered: nothing can catch there.
# Not run under the sanitizers, which bring their own allocator.
# ALLOCATION_POINTS (default 120) sets how many points of each run are tried;
# 2000 (16,433 runs, about 4 minutes on two cores) is a deeper walk, and
# walks that deep found what 120 misses (docs/results.md, stop 49).
# LAST=K before a check also walks every one of its last K points.
# Usage: tests/scripts/allocation_failures.sh TOSCA_CONVERT FAIL_ALLOCATIONS_SO
set -u
BIN=$1
LIB=$2
. "$(dirname "$0")/topologies.sh"
topologies mid=200 small=3
for i in 1 2 3 4 5 6 7 8; do cp "$WORK/small.xml" "$WORK/c$i.xml"; done
mkdir -p "$WORK/tree/a/b"
cp "$WORK/small.xml" "$WORK/tree/a/one.xml"
cp "$WORK/small.xml" "$WORK/tree/a/b/two.xml"
for i in $(seq 300); do : >"$WORK/tree/a/notes-$i.txt"; done
"$BIN" xml2yaml "$WORK/mid.xml" -o "$WORK/mid.yaml" 2>/dev/null || { echo "mid.xml did not convert"; exit 1; }

count() { # the allocations of a run without failures
  FAIL_REPORT=1 LD_PRELOAD=$LIB "$@" 2>&1 >/dev/null | sed -n 's/^allocations: //p' | tail -1
}
start=$(count "$BIN" --version)
if [ -z "$start" ]; then
  echo "the injector did not load: $LIB"
  exit 1
fi
status=0
runs=0
check() { # NAME OUTDIR COMMAND...: every failure point of the command
  local name=$1 out=$2
  shift 2
  local total step n code
  total=$(count "$@")
  step=$(( (total - start) / ${ALLOCATION_POINTS:-120} ))
  [ $step -lt 1 ] && step=1
  local points
  points=$(seq "$start" "$step" "$total")
  if [ -n "${LAST:-}" ]; then # also every one of the last LAST points
    points=$( (echo "$points"; seq $((total > start + LAST ? total - LAST : start)) "$total") | sort -nu)
  fi
  for n in $points; do
    rm -rf "$out"
    code=0
    FAIL_AFTER=$n LD_PRELOAD=$LIB "$@" >/dev/null 2>"$WORK/err" || code=$?
    runs=$((runs + 1))
    if [ $code -ne 0 ] && [ "$code" != "${ALSO_OK:-0}" ] &&
      { [ $code -ne 3 ] || ! grep -q OUT_OF_MEMORY "$WORK/err"; }; then
      echo "$name, allocation $n of $total fails: exit $code, expected 0${ALSO_OK:+, $ALSO_OK}, or 3 with OUT_OF_MEMORY"
      tail -2 "$WORK/err"
      status=1
    fi
    if [ -d "$out" ] && find "$out" -name '.*.tmp*' | grep -q .; then
      echo "$name, allocation $n of $total fails: a temporary file is left in $out"
      status=1
    fi
  done
}
check "validate -j 8" "$WORK/none" "$BIN" validate -j 8 "$WORK"/c?.xml
check "xml2yaml of two documents" "$WORK/out" "$BIN" xml2yaml "$WORK/mid.xml" "$WORK/small.xml" -o "$WORK/out/"
# Outputs named past 15 bytes joined to a folder given with a trailing
# separator: where libstdc++ 12's path::operator/= crashed (exit 135 or
# 139) when an allocation inside it failed, while the files were written
# at the end of the run (docs/results.md, stop 50).
cp "$WORK/small.xml" "$WORK/a-service-template.xml"
cp "$WORK/mid.xml" "$WORK/another-service-template.xml"
LAST=400 check "xml2yaml of two long-named documents into DIR/" "$WORK/long-out" \
  "$BIN" xml2yaml "$WORK/a-service-template.xml" "$WORK/another-service-template.xml" -o "$WORK/long-out/"
check "yaml2xml" "$WORK/back" "$BIN" yaml2xml "$WORK/mid.yaml" -o "$WORK/back/"
check "xml2yaml of a folder" "$WORK/tree-out" "$BIN" xml2yaml "$WORK/tree" -o "$WORK/tree-out/"
# A CSAR: libzip opened on first use, the archive read, its entries
# renamed and a new one written whole or not at all.
mkdir -p "$WORK/pkg/TOSCA-Metadata" "$WORK/pkg/Definitions"
cp "$WORK/small.xml" "$WORK/pkg/Definitions/small.xml"
printf 'TOSCA-Meta-File-Version: 1.0\nCSAR-Version: 1.1\nCreated-By: tests\nEntry-Definitions: Definitions/small.xml\n' \
  >"$WORK/pkg/TOSCA-Metadata/TOSCA.meta"
"$BIN" pack "$WORK/pkg" -o "$WORK/small.csar" >/dev/null 2>&1 || { echo "the CSAR could not be packed"; exit 1; }
check "xml2yaml of a CSAR" "$WORK/csar-out" "$BIN" xml2yaml "$WORK/small.csar" -o "$WORK/csar-out/small.csar"
# unpack stages the entries in a folder beside the target and renames it
# into place: whatever fails, that folder goes again.
check "unpack" "$WORK/unpacked" "$BIN" unpack "$WORK/small.csar" -o "$WORK/unpacked/"
if ls -d "$WORK"/.unpacked.unpack* >/dev/null 2>&1; then
  echo "unpack left its staging folder beside the target: $(ls -d "$WORK"/.unpacked.unpack* | head -1)"
  status=1
fi
# graph: Graphviz lays the pictures out in a child process, as cgraph
# writes through the null of a refused allocation and pango can wait
# forever on a thread it could not start; a picture it could not draw,
# or not in --layout-timeout, is GRAPH_LAYOUT (exit 4), never a crash or
# a hang of the run.
ALSO_OK=4 check "graph" "$WORK/pictures" "$BIN" graph "$WORK/small.xml" "$WORK/c1.xml" -o "$WORK/pictures/" \
  --layout-timeout 5
# The JSON reports, written as they go (tosca/support/json.hpp).
ALSO_OK=4 check "validate --format sarif" "$WORK/none" "$BIN" validate --format sarif "$WORK/small.xml" "$WORK/mid.yaml"
ALSO_OK=1 check "diff --format json" "$WORK/none" "$BIN" diff --format json "$WORK/small.xml" "$WORK/mid.xml"
# migrate: an item whose worker runs out fails (exit 4), the run goes on;
# the parent's records, journal and reports are written without a tree
# whose destructor allocates (src/migrate/src/record_json.hpp).
mkdir -p "$WORK/items"
cp "$WORK/small.xml" "$WORK/items/a.xml"
cp "$WORK/mid.xml" "$WORK/items/b.xml"
cp "$WORK/mid.yaml" "$WORK/items/c.yaml"
ALSO_OK=4 check "migrate" "$WORK/dest" "$BIN" migrate "$WORK/items" -o "$WORK/dest"
echo "$runs runs, each failing every allocation from some point on"
exit $status
