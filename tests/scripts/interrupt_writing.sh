#!/usr/bin/env bash
# Ctrl-C while xml2yaml writes a directory: 8 runs over 600 generated
# documents are sent SIGINT at random moments. Each must exit 0 (done
# before the signal) or 130; every file it leaves must be byte-identical
# to an uninterrupted run's; no temporary file may be left; a run that
# says "wrote N of M files" must have left exactly N; one stopped before
# writing leaves no files. The files are written on two threads (-j 2).
# Usage: tests/scripts/interrupt_writing.sh TOSCA_CONVERT
set -u
BIN=$1
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

mkdir -p "$WORK/in"
for i in $(seq 1 600); do
  mkdir -p "$WORK/in/d$((i % 40))"
  cat > "$WORK/in/d$((i % 40))/T$i.tosca" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12" id="T$i"
             targetNamespace="http://example.org/interrupt/$i">
  <NodeType name="Server$i">
    <Interfaces><Interface name="lifecycle"><Operation name="install"/></Interface></Interfaces>
  </NodeType>
</Definitions>
EOF
done

start=$(date +%s.%N)
"$BIN" xml2yaml "$WORK/in" -o "$WORK/ref/" -j 2 >/dev/null 2>&1 || { echo "FAIL: the plain run"; exit 1; }
took=$(echo "$(date +%s.%N) - $start" | bc -l)
expected=$(find "$WORK/ref" -type f | wc -l)
[ "$expected" -ge 600 ] || { echo "FAIL: the plain run wrote $expected files"; exit 1; }

for i in 1 2 3 4 5 6 7 8; do
  out="$WORK/out$i"
  "$BIN" xml2yaml "$WORK/in" -o "$out/" -j 2 >/dev/null 2>"$WORK/err$i" &
  pid=$!
  sleep "$(python3 -c "import random; print(round(random.uniform(0.1, 1.0) * $took, 3))")"
  kill -INT $pid 2>/dev/null
  wait $pid
  rc=$?
  case $rc in 0|130) ;; *) fail "run $i exited $rc"; cat "$WORK/err$i"; continue ;; esac
  left=0
  if [ -d "$out" ]; then
    left=$(find "$out" -type f | wc -l)
    stray=$(find "$out" -name '.*' -type f | wc -l)
    [ "$stray" -eq 0 ] && [ -z "$(find "$WORK" -maxdepth 1 -name '.*')" ] || fail "run $i left temporary files"
    (cd "$out" && find . -type f) | while read -r f; do
      cmp -s "$out/$f" "$WORK/ref/$f" || echo "FAIL: run $i: $f differs from the plain run's"
    done | grep . && status=1
  fi
  said=$(sed -n 's/.*interrupted: wrote \([0-9]*\) of .*/\1/p' "$WORK/err$i")
  if [ "$rc" -eq 0 ]; then
    [ "$left" -eq "$expected" ] || fail "run $i finished with $left of $expected files"
  elif [ -n "$said" ]; then
    [ "$left" -eq "$said" ] || fail "run $i said it wrote $said files and left $left"
  else
    [ "$left" -eq 0 ] || fail "run $i stopped before writing and left $left files"
  fi
  echo "run $i: exit $rc, $left of $expected files${said:+ (said $said)}"
done
exit $status
