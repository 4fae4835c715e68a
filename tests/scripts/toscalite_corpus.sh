#!/usr/bin/env bash
# TOSCAlite on the shared corpus (../shared/corpus/toscalite):
#   - the upstream parser fixtures get upstream's verdict: valid_model_*.xml
#     convert with exit 0, invalid_*.xml are refused with exit 4 and the
#     code of the rule they break;
#   - every other model.xml of the repository's history converts or is
#     refused with exit 3 or 4, never anything else;
#   - every model that converts comes back from its YAML as an equal model
#     (yaml2xml --dialect toscalite, compared by `diff`);
#   - the example application, zipped as a TOSCAlite archive, becomes a YAML
#     CSAR that tosca-parser accepts with its file checks, names every
#     script, and round-trips losslessly; exported back, it is the same
#     archive: an equal model.xml and every other file byte for byte.
# Usage: tests/scripts/toscalite_corpus.sh TOSCA_CONVERT
# Exit:  0 as above; 1 otherwise; 77 (skip) without the corpus.
set -u
BIN=$1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS="$ROOT/../shared/corpus/toscalite"
CHECKERS="$ROOT/../shared/checkers"
if [ ! -d "$CORPUS" ]; then
  echo "skipped: ../shared/corpus/toscalite not found (a fresh clone has no shared corpus)"
  exit 77
fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
expect_refused() {
  [ "$2" -eq 4 ] && grep -q "\[$3\]" "$WORK/err" || fail "$1: exit $2, upstream says invalid ($3 expected)"
}

converted=0; refused=0; same=0
while IFS= read -r f; do
  "$BIN" xml2yaml "$f" -o "$WORK/out.yaml" >/dev/null 2>"$WORK/err"
  rc=$?
  case "$(basename "$f")" in
    valid_model_*) [ $rc -eq 0 ] || fail "$f: exit $rc, upstream says valid" ;;
    invalid_machine_node.xml) expect_refused "$f" $rc TOSCALITE_MACHINE ;;
    invalid_node_name.xml|invalid_node_type.xml) expect_refused "$f" $rc TOSCALITE_NODE_TYPE ;;
    invalid_*) fail "$f: a new upstream fixture; add its expected code here" ;;
    *) case $rc in 0|3|4) ;; *) fail "$f: exit $rc" ;; esac ;;
  esac
  if [ $rc -eq 0 ]; then
    converted=$((converted + 1))
    "$BIN" yaml2xml --dialect toscalite "$WORK/out.yaml" -o "$WORK/back.xml" 2>"$WORK/err" ||
      fail "$f: no TOSCAlite from its YAML: $(grep -v ARTIFACT_FILE_MISSING "$WORK/err" | head -3)"
    if "$BIN" diff "$f" "$WORK/back.xml" >"$WORK/diff" 2>&1; then
      same=$((same + 1))
    else
      fail "$f: TOSCAlite -> YAML -> TOSCAlite differs: $(head -3 "$WORK/diff")"
    fi
  else
    refused=$((refused + 1))
  fi
done < <(grep -rl '<Model' "$CORPUS" --include='*.xml' | sort)
echo "toscalite models: $converted converted ($same back to an equal model), $refused refused"

APP="$CORPUS/StuPro-TOSCAna+stupro_toscana_vorprojekt/head/example_models/simple-app"
if [ -d "$APP" ]; then
  python3 -c 'import shutil, sys; shutil.make_archive(sys.argv[1], "zip", sys.argv[2])' "$WORK/simple-app" "$APP"
  "$BIN" xml2yaml "$WORK/simple-app.zip" -o "$WORK/simple-app.csar" 2>"$WORK/err" || fail "simple-app.zip: $(cat "$WORK/err")"
  scripts=$(python3 -c 'import zipfile, sys; print(zipfile.ZipFile(sys.argv[1]).read("model.yaml").decode())' "$WORK/simple-app.csar" | grep -c 'implementation: [a-z]*/')
  [ "$scripts" -eq 12 ] || fail "simple-app: $scripts of 12 scripts named as implementations"
  "$BIN" roundtrip "$WORK/simple-app.zip" >/dev/null 2>&1 || fail "simple-app.zip: roundtrip not lossless"
  if [ -f "$CHECKERS/tosca_parser_check.py" ]; then
    python3 "$CHECKERS/tosca_parser_check.py" "$WORK/simple-app.csar" >"$WORK/tp" 2>&1 || fail "tosca-parser: $(tail -3 "$WORK/tp")"
  fi
  "$BIN" yaml2xml --dialect toscalite "$WORK/simple-app.csar" -o "$WORK/back.zip" 2>"$WORK/err" || fail "simple-app.csar: no TOSCAlite archive: $(cat "$WORK/err")"
  "$BIN" diff "$WORK/simple-app.zip" "$WORK/back.zip" >"$WORK/diff" 2>&1 || fail "simple-app: the exported archive differs: $(head -3 "$WORK/diff")"
  python3 - "$WORK/simple-app.zip" "$WORK/back.zip" <<'PY' || fail "simple-app: the exported archive's files differ"
import sys, zipfile
a, b = (zipfile.ZipFile(p) for p in sys.argv[1:3])
files = lambda z: {i.filename: z.read(i) for i in z.infolist() if not i.is_dir() and i.filename != "model.xml"}
sys.exit(0 if files(a) == files(b) and "model.xml" in b.namelist() else 1)
PY
  echo "simple-app: YAML CSAR with $scripts scripts as implementations, and back to an equal TOSCAlite archive"
fi
exit $status
