#!/bin/sh
# Benchmark: tosca-convert against a bare Xerces parse of the same bytes.
#
#   bench/run.sh [BUILD_DIR]      (default build/; needs ../shared/corpus)
#
# 1. Throughput: `tosca-convert xml2yaml <corpus/xml> -o DIR` (validating,
#    building the IR, producing every YAML text; --check keeps them in
#    memory, -o DIR also writes the files) in one process, against
#    Xerces' own `SAX2Count -l -v=never` over the same file list (a bare,
#    non-validating SAX parse: the floor), and against bench/xsd_floor
#    when built (Xerces validating the same files against the same
#    embedded schema: the floor of any validating read).
# 2. One-file latency: `tosca-convert xml2yaml FILE` against
#    `xmllint --noout --schema xsd/tosca-v1.0.xsd FILE`.
# Each measurement is the median of RUNS runs (default 7) on this machine;
# results are ratios, so they compare across machines. Prints a Markdown table.
set -eu
cd "$(dirname "$0")/.."
BUILD=${1:-build}
RUNS=${RUNS:-7}
CORPUS=../shared/corpus/xml
BIN=$BUILD/tosca-convert
[ -d "$CORPUS" ] || { echo "bench: $CORPUS not found; nothing to measure" >&2; exit 0; }
command -v SAX2Count >/dev/null || { echo "bench: SAX2Count missing (apt-get install libxerces-c-samples)" >&2; exit 1; }
[ -x "$BIN" ] || { echo "bench: build first ($BIN missing)" >&2; exit 1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
find "$CORPUS" -type f \( -name '*.tosca' -o -name '*.xml' \) | sort > "$TMP/files"
NFILES=$(wc -l < "$TMP/files")
BYTES=$(tr '\n' '\0' < "$TMP/files" | xargs -0 cat | wc -c)

# Runs "$@" RUNS times; prints the median wall seconds (from date, to the
# nanosecond) and the median CPU seconds (user + system of all threads, from
# time's last line, to 10 ms: -j spreads the work over the cores).
measure() {
    i=0
    : > "$TMP/wall"
    : > "$TMP/cpu"
    while [ $i -lt "$RUNS" ]; do
        s=$(date +%s.%N)
        /usr/bin/time -f "%U %S" -o "$TMP/one" "$@" > /dev/null 2>&1 || true
        e=$(date +%s.%N)
        echo "$e - $s" | bc -l >> "$TMP/wall"
        tail -n 1 "$TMP/one" | awk '{ print $1 + $2 }' >> "$TMP/cpu"
        i=$((i + 1))
    done
    median() { sort -n "$1" | awk '{ a[NR] = $1 } END { printf "%.3f", a[int((NR + 1) / 2)] }'; }
    echo "$(median "$TMP/wall") $(median "$TMP/cpu")"
}

sax=$(measure SAX2Count -l -v=never "$TMP/files")
XSD_FLOOR=$BUILD/bench/xsd_floor
vsax=""
if [ -x "$XSD_FLOOR" ]; then
    vsax=$(measure "$XSD_FLOOR" "$TMP/files")
else
    echo "bench: $XSD_FLOOR not built (TOSCA_BUILD_TESTS=ON builds it); no validating floor" >&2
fi
ours=$(measure "$BIN" xml2yaml "$CORPUS" --check)
ours1=$(measure "$BIN" xml2yaml -j 1 "$CORPUS" --check)
ours_nv=$(measure "$BIN" xml2yaml "$CORPUS" --check --no-validate)
# Each run writes a new directory ($$ is the inner shell's pid); they are
# removed at exit, not between runs: removing 1,300 files just before
# creating as many makes ext4 search its inode tables for recently
# deleted inodes (recently_deleted in perf), which once cost 0.4 to 2 s
# and is the file system's, not the conversion's (docs/results.md).
# shellcheck disable=SC2016 # expanded by the inner shell
ours_w=$(measure sh -c 'exec "$1" xml2yaml "$2" -o "$3.$$"' _ "$BIN" "$CORPUS" "$TMP/out")

ONE=$CORPUS/tosca-deploy-csar/SugarCRM-Interop-20130803-patched/Definitions/SugarCRM-Interop-Definitions.xml
lint=$(measure xmllint --noout --nonet --schema xsd/tosca-v1.0.xsd "$ONE")
one=$(measure "$BIN" xml2yaml "$ONE")

ratio() { echo "scale=2; $1 / $2" | bc -l; }
row() { # label, "wall cpu" of the run, "wall cpu" of the baseline
    set -- "$1" $2 $3
    printf '| %s | %s | %s | %s | %s |\n' "$1" "$2" "$(ratio "$2" "$4")" "$3" "$(ratio "$3" "$5")"
}
wall_row() { # one file: its CPU time is below time's resolution
    set -- "$1" $2 $3
    printf '| %s | %s | %s | | |\n' "$1" "$2" "$(ratio "$2" "$4")"
}
cat <<EOF2
Corpus: $NFILES files, $BYTES bytes ($CORPUS); median of $RUNS runs; CPU is
user + system time of all threads.

| measurement | wall s | wall ratio | CPU s | CPU ratio |
|---|---|---|---|---|
$(row "SAX2Count -l -v=never (baseline: bare Xerces parse)" "$sax" "$sax")
$([ -z "$vsax" ] || row "xsd_floor: Xerces validating against the embedded schema, no handler" "$vsax" "$sax")
$(row "xml2yaml --check, whole corpus: validate, build IR, write YAML text in memory" "$ours" "$sax")
$(row "the same on one thread (-j 1)" "$ours1" "$sax")
$(row "the same with --no-validate" "$ours_nv" "$sax")
$(row "xml2yaml -o DIR, whole corpus: as above plus creating $NFILES-odd files" "$ours_w" "$sax")
$(wall_row "xmllint --noout --schema, one file (baseline)" "$lint" "$lint")
$(wall_row "xml2yaml, one file" "$one" "$lint")
EOF2
if [ -n "$vsax" ]; then
    against() { # "wall cpu" of the run, "wall cpu" of the floor
        set -- $1 $2
        echo "$(ratio "$1" "$3")× wall, $(ratio "$2" "$4")× CPU"
    }
    echo
    echo "Against the validating floor (xsd_floor): \`--check\` $(against "$ours" "$vsax"), \`-o DIR\` $(against "$ours_w" "$vsax")."
fi
