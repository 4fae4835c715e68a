#!/bin/sh
# Benchmark: tosca-convert against a bare Xerces parse of the same bytes.
#
#   bench/run.sh [BUILD_DIR]      (default build/; needs ../shared/corpus)
#
# 1. Throughput: `tosca-convert xml2yaml <corpus/xml> -o DIR` (validating,
#    building the IR, producing every YAML text; --check keeps them in
#    memory, -o DIR also writes the files) in one process, against
#    Xerces' own `SAX2Count -l -v=never` over the same file list (a bare,
#    non-validating SAX parse: the floor).
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

# median of RUNS timings (seconds) of the command in "$@"
measure() {
    i=0
    : > "$TMP/times"
    while [ $i -lt "$RUNS" ]; do
        s=$(date +%s.%N)
        "$@" > /dev/null 2>&1 || true
        e=$(date +%s.%N)
        echo "$e - $s" | bc -l >> "$TMP/times"
        i=$((i + 1))
    done
    sort -n "$TMP/times" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

convert_all() { rm -rf "$TMP/out"; "$BIN" xml2yaml "$CORPUS" -o "$TMP/out"; }
convert_check() { "$BIN" xml2yaml "$CORPUS" --check; }
convert_novalidate() { "$BIN" xml2yaml "$CORPUS" --check --no-validate; }

sax=$(measure SAX2Count -l -v=never "$TMP/files")
ours=$(measure convert_check)
ours_nv=$(measure convert_novalidate)
ours_w=$(measure convert_all)

ONE=$CORPUS/tosca-deploy-csar/SugarCRM-Interop-20130803-patched/Definitions/SugarCRM-Interop-Definitions.xml
lint=$(measure xmllint --noout --nonet --schema xsd/tosca-v1.0.xsd "$ONE")
one=$(measure "$BIN" xml2yaml "$ONE")

ratio() { echo "scale=2; $1 / $2" | bc -l; }
cat <<EOF2
Corpus: $NFILES files, $BYTES bytes ($CORPUS); median of $RUNS runs.

| measurement | seconds | ratio to baseline |
|---|---|---|
| SAX2Count -l -v=never (baseline: bare Xerces parse) | $sax | 1.00 |
| tosca-convert xml2yaml --check, whole corpus: validate, build IR, write YAML text in memory | $ours | $(ratio "$ours" "$sax") |
| the same with --no-validate | $ours_nv | $(ratio "$ours_nv" "$sax") |
| tosca-convert xml2yaml -o DIR, whole corpus: as above plus creating $NFILES-odd files | $ours_w | $(ratio "$ours_w" "$sax") |
| xmllint --noout --schema, one file (baseline) | $lint | 1.00 |
| tosca-convert xml2yaml, one file | $one | $(ratio "$one" "$lint") |
EOF2
