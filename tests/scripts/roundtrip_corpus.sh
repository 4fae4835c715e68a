#!/usr/bin/env bash
# The round-trip proof on the shared corpus (issue 3's measure):
#   XML:  every TOSCA document of ../shared/corpus/xml, with -I its repository
#         root, goes XML -> YAML -> XML (through YAML 1.0 and through 1.3)
#         and must come back with no difference;
#         only files the reader refuses (malformed) may not complete.
#   YAML: every document of ../shared/corpus/yaml goes YAML -> XML -> YAML and
#         must come back with no difference; files that are not Simple
#         Profile 1.0-1.3 (YAML_VERSION, NOT_TOSCA) or not YAML (YAML_SYNTAX)
#         may not complete. The yaml2xml output of every readable document
#         must pass ../shared/checkers/xsd_check.sh when the checkers exist.
# Usage: tests/scripts/roundtrip_corpus.sh TOSCA_CONVERT
# Exit:  0 as above; 1 on any loss or unexpected failure; 77 (skip) without
#        ../shared/corpus.
set -u
BIN=$1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS="$ROOT/../shared/corpus"
if [ ! -d "$CORPUS/xml" ] || [ ! -d "$CORPUS/yaml" ]; then
  echo "skipped: ../shared/corpus not found (a fresh clone has no shared corpus)"
  exit 77
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
status=0

# XML, one repository at a time, through YAML 1.0 and through YAML 1.3
# (where more of the XML has a standard place: workflows, metadata, ...).
for version in tosca_simple_yaml_1_0 tosca_simple_yaml_1_3; do
for repo in "$CORPUS"/xml/*/; do
  name=$(basename "$repo")
  "$BIN" roundtrip "$repo" -I "$repo" --yaml-version "$version" > "$WORK/$name.out" 2> "$WORK/$name.err"
  summary=$(tail -1 "$WORK/$name.err")
  echo "xml/$name via ${version#tosca_simple_yaml_}: ${summary#tosca-convert: }"
  if grep -q "differences after" "$WORK/$name.out"; then
    cat "$WORK/$name.out"
    status=1
  fi
  # A round trip may only stop where the reader refuses the input.
  unexpected=$(grep -E "error: .*\[[A-Z_]+\]$" "$WORK/$name.err" | grep -v -E "\[(XML_MALFORMED|NOT_TOSCA)\]$")
  if [ -n "$unexpected" ]; then
    echo "$unexpected"
    status=1
  fi
done
done

# YAML, all files in one process.
find "$CORPUS/yaml" -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.tosca' \) | sort > "$WORK/yaml.list"
xargs -a "$WORK/yaml.list" -d '\n' "$BIN" roundtrip > "$WORK/yaml.out" 2> "$WORK/yaml.err"
echo "yaml: $(tail -1 "$WORK/yaml.err" | sed 's/^tosca-convert: //')"
if grep -q "differences after" "$WORK/yaml.out"; then
  cat "$WORK/yaml.out"
  status=1
fi
refused=$(grep -c "round trip not completed" "$WORK/yaml.err")
explained=$(grep -c -E "error: .*\[(YAML_VERSION|NOT_TOSCA|YAML_SYNTAX)\]$" "$WORK/yaml.err")
if [ "$refused" -ne "$explained" ]; then
  echo "yaml: $refused round trips not completed but only $explained refused as not Simple Profile YAML"
  status=1
fi

# The XML made from YAML must pass the official schema.
CHECK="$ROOT/../shared/checkers/xsd_check.sh"
if [ -x "$CHECK" ] || [ -f "$CHECK" ]; then
  mkdir -p "$WORK/xml"
  xargs -a "$WORK/yaml.list" -d '\n' "$BIN" yaml2xml -o "$WORK/xml" > /dev/null 2>&1
  verdict=$(bash "$CHECK" "$WORK"/xml/*.xml 2>&1 | tail -1)
  echo "yaml2xml output against the official schema: $verdict"
  case "$verdict" in
    *" 0 failed"*) ;;
    *) bash "$CHECK" "$WORK"/xml/*.xml 2>&1 | grep -v '^OK' | head -20; status=1 ;;
  esac
fi
exit $status
