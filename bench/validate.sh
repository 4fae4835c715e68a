#!/bin/sh
# Benchmark: `tosca-convert validate` against one xmllint run with the
# official TOSCA schema over the same files.
#
#   bench/validate.sh [BUILD_DIR]      (default build/; needs ../shared/corpus
#                                       and the checkers' catalog, see
#                                       ../shared/checkers/README.md)
#
# Baseline: one `xmllint --noout --nonet --schema TOSCA-v1.0-os.xsd FILE...`
# over every *.tosca and *.xml file of ../shared/corpus/xml (schema
# validation only, stopping at the first error of each element).
# Measured: `tosca-convert validate DIR` in one process (schema validation
# with every error, the IR, the semantic checks), the same with
# --schema-only, and both with -j 1 (one thread). Each figure is the median
# wall-clock time of RUNS runs (default 11); the ratio is to xmllint, so it
# compares across machines. The machine should be otherwise idle. Prints a
# Markdown table.
set -eu
cd "$(dirname "$0")/.."
BUILD=${1:-build}
RUNS=${RUNS:-11}
CORPUS=../shared/corpus/xml
SCHEMA=../shared/reference/TOSCA-v1.0-os.xsd
CATALOG=${TOSCA_CHECKERS_CACHE:-/tmp/tosca-checkers}/catalog.xml
BIN=$BUILD/tosca-convert
[ -d "$CORPUS" ] || { echo "bench: $CORPUS not found; nothing to measure" >&2; exit 0; }
[ -f "$CATALOG" ] || { echo "bench: $CATALOG missing (run ../shared/checkers/install.sh)" >&2; exit 1; }
command -v xmllint >/dev/null || { echo "bench: xmllint missing (apt-get install libxml2-utils)" >&2; exit 1; }
[ -x "$BIN" ] || { echo "bench: build first ($BIN missing)" >&2; exit 1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
find "$CORPUS" -type f \( -name '*.tosca' -o -name '*.xml' \) | sort > "$TMP/files"
NFILES=$(wc -l < "$TMP/files")
BYTES=$(tr '\n' '\0' < "$TMP/files" | xargs -0 cat | wc -c)

# median of RUNS wall-clock timings (seconds) of the command in "$@"
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
    sort -n "$TMP/times" | awk '{ a[NR] = $1 } END { printf "%.3f\n", a[int((NR + 1) / 2)] }'
}

xmllint_all() {
    tr '\n' '\0' < "$TMP/files" |
        XML_CATALOG_FILES="$CATALOG" xargs -0 xmllint --noout --nonet --schema "$SCHEMA"
}

lint=$(measure xmllint_all)
full=$(measure "$BIN" validate "$CORPUS")
schema=$(measure "$BIN" validate --schema-only "$CORPUS")
full1=$(measure "$BIN" validate -j 1 "$CORPUS")
schema1=$(measure "$BIN" validate -j 1 --schema-only "$CORPUS")

ratio() { echo "scale=2; $1 / $2" | bc -l; }
cat <<EOF2
Corpus: $NFILES files, $BYTES bytes ($CORPUS); $(nproc) cores; median of $RUNS runs.

| measurement | seconds | ratio to xmllint |
|---|---|---|
| xmllint --noout --schema (official XSD), all files in one run (baseline) | $lint | 1.00 |
| tosca-convert validate (schema + semantic checks) | $full | $(ratio "$full" "$lint") |
| tosca-convert validate --schema-only | $schema | $(ratio "$schema" "$lint") |
| tosca-convert validate -j 1 (one thread) | $full1 | $(ratio "$full1" "$lint") |
| tosca-convert validate -j 1 --schema-only | $schema1 | $(ratio "$schema1" "$lint") |
EOF2
