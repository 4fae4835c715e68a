#!/usr/bin/env bash
# migrate survives kill -9: a run over the project's own test inputs is
# killed at 5 random moments and resumed each time; the final DEST must be
# byte-identical to an uninterrupted run, every item reported once, and no
# temporary file left. Then 4 shards run at once and --merge must give the
# same outputs and records as one run.
# Usage: tests/scripts/migrate_resume.sh TOSCA_CONVERT
set -u
BIN=$1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
SRC=("$ROOT/tests/golden/xml2yaml" "$ROOT/tests/fixtures")
status=0
fail() { echo "FAIL: $*"; status=1; }

"$BIN" migrate "${SRC[@]}" -o "$WORK/once" -j 2 -q >/dev/null 2>&1
[ -f "$WORK/once/migration-report.json" ] || { echo "FAIL: no report from the plain run"; exit 1; }

for i in 1 2 3 4 5; do
  "$BIN" migrate "${SRC[@]}" -o "$WORK/killed" -j 2 -q >/dev/null 2>&1 &
  pid=$!
  sleep "$(python3 -c 'import random; print(round(random.uniform(0.05, 1.5), 2))')"
  kill -9 $pid 2>/dev/null
  wait $pid 2>/dev/null
done
"$BIN" migrate "${SRC[@]}" -o "$WORK/killed" -j 2 -q >/dev/null 2>"$WORK/err"
python3 "$ROOT/tests/scripts/migrate_compare.py" "$WORK/once" "$WORK/killed" || fail "resume after kill -9"
grep -q "from an earlier run" "$WORK/err" || fail "the last run did not report what it resumed"

for k in 0 1 2 3; do
  "$BIN" migrate "${SRC[@]}" -o "$WORK/shards" --shard "$k/4" -q >/dev/null 2>&1 &
done
wait
"$BIN" migrate --merge "$WORK/shards" -q >/dev/null 2>&1
python3 "$ROOT/tests/scripts/migrate_compare.py" "$WORK/once" "$WORK/shards" || fail "4 shards + --merge"
exit $status
