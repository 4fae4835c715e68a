#!/usr/bin/env bash
# Issue 4's measure on the shared corpus: every CSAR in ../shared/corpus/csar
# is converted to the other syntax or refused for a specific reason.
#   - The outcome of each archive must equal tests/corpus/csar_expected.txt
#     ("converted", or "refused CODE" with the code of the first error).
#   - Every converted archive holds every input entry: `diff IN OUT` (the
#     definitions by meaning, every other file byte for byte) finds nothing.
#   - `roundtrip` of every converted archive is lossless.
#   - YAML archives made from XML ones pass tosca_parser_check.py; the
#     definitions of XML archives made from YAML ones pass xsd_check.sh
#     (when ../shared/checkers is there).
#   - The counts per source are printed.
# Usage: tests/scripts/csar_corpus.sh TOSCA_CONVERT [--update]
#   --update rewrites tests/corpus/csar_expected.txt from this run.
# Exit:  0 as above; 1 otherwise; 77 (skip) without ../shared/corpus/csar.
set -u
BIN=$1
UPDATE=${2:-}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS="$ROOT/../shared/corpus/csar"
EXPECTED="$ROOT/tests/corpus/csar_expected.txt"
CHECKERS="$ROOT/../shared/checkers"
if [ ! -d "$CORPUS" ]; then
  echo "skipped: ../shared/corpus/csar not found (a fresh clone has no shared corpus)"
  exit 77
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
status=0
: > "$WORK/outcomes"
mkdir -p "$WORK/yaml" "$WORK/xml"

n=0
while IFS= read -r f; do
  rel=${f#"$CORPUS/"}
  n=$((n + 1))
  out="$WORK/yaml/$n.csar"
  "$BIN" xml2yaml "$f" -o "$out" > /dev/null 2> "$WORK/err"
  rc=$?
  if grep -q "\[NOT_XML\]$" "$WORK/err"; then
    out="$WORK/xml/$n.csar"
    "$BIN" yaml2xml "$f" -o "$out" > /dev/null 2> "$WORK/err"
    rc=$?
  fi
  if [ $rc -eq 0 ] && [ -f "$out" ]; then
    echo "$rel: converted" >> "$WORK/outcomes"
    if ! "$BIN" diff "$f" "$out" > "$WORK/diff" 2>&1; then
      echo "$rel: the converted archive differs from its input:"
      head -20 "$WORK/diff"
      status=1
    fi
    echo "$f" >> "$WORK/converted.list"
  else
    code=$(grep -o -E "error: .*\[[A-Z_]+\]$" "$WORK/err" | head -1 | grep -o -E "\[[A-Z_]+\]$" | tr -d '[]')
    echo "$rel: refused ${code:-exit$rc}" >> "$WORK/outcomes"
  fi
done < <(find "$CORPUS" -type f \( -iname '*.csar' -o -iname '*.zip' \) | sort)

if [ "$UPDATE" = "--update" ]; then
  cp "$WORK/outcomes" "$EXPECTED"
  echo "wrote $EXPECTED"
elif ! diff -u "$EXPECTED" "$WORK/outcomes"; then
  echo "outcomes differ from tests/corpus/csar_expected.txt (above)"
  status=1
fi

# Counts per source (the first directory of the corpus path).
awk -F': ' '{ split($1, p, "/"); src = p[1]; total[src]++;
             if ($2 == "converted") ok[src]++; else refused[src]++ }
     END { for (s in total) printf "%s: %d archives, %d converted, %d refused\n",
           s, total[s], ok[s] + 0, refused[s] + 0 }' "$WORK/outcomes" | sort
echo "reasons: $(grep -o 'refused .*' "$WORK/outcomes" | sort | uniq -c | awk '{printf "%s %s x%d; ", $2, $3, $1}')"

# Lossless both ways.
if [ -s "$WORK/converted.list" ]; then
  xargs -a "$WORK/converted.list" -d '\n' "$BIN" roundtrip > "$WORK/rt.out" 2> "$WORK/rt.err"
  echo "roundtrip: $(tail -1 "$WORK/rt.err" | sed 's/^tosca-convert: //')"
  if grep -q "differences after" "$WORK/rt.out" || grep -q "round trip not completed" "$WORK/rt.err"; then
    cat "$WORK/rt.out"
    status=1
  fi
fi

# The independent judges.
if [ -x "$CHECKERS/tosca_parser_check.py" ] && ls "$WORK"/yaml/*.csar > /dev/null 2>&1; then
  "$CHECKERS/tosca_parser_check.py" "$WORK"/yaml/*.csar > "$WORK/tp.out" 2>&1
  echo "tosca-parser on the YAML archives made from XML: $(tail -1 "$WORK/tp.out")"
  grep -q " 0 failed" "$WORK/tp.out" || { grep FAIL "$WORK/tp.out"; status=1; }
fi
if [ -x "$CHECKERS/xsd_check.sh" ] && ls "$WORK"/xml/*.csar > /dev/null 2>&1; then
  "$CHECKERS/xsd_check.sh" "$WORK"/xml/*.csar > "$WORK/xsd.out" 2>&1
  echo "xsd_check on the XML archives made from YAML: $(tail -1 "$WORK/xsd.out")"
  grep -q " 0 failed" "$WORK/xsd.out" || { grep FAIL "$WORK/xsd.out"; status=1; }
fi
exit $status
