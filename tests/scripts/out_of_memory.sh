#!/usr/bin/env bash
# Memory exhaustion is a located error, not a crash: under an address-space
# limit (`ulimit -v`), a 10,000-node document must give OUT_OF_MEMORY and
# exit 3, whether memory runs out while the file is read (the per-file
# diagnostic) or later, while it is converted (the command's own message).
# Not run under the sanitizers, which reserve terabytes of address space.
# Usage: tests/scripts/out_of_memory.sh TOSCA_CONVERT
set -u
BIN=$1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 -c "
import sys; sys.path.insert(0, '$ROOT/bench')
import topology_scaling
topology_scaling.generate('$WORK/big.xml', 10000)
"
status=0
refused=0
# The limits (KiB) were found by bisection on Debian 12: the lower one runs
# out while reading, the higher one after the file was read.
for limit in 120000 250000 400000; do
  out=$( (ulimit -v $limit; "$BIN" xml2yaml "$WORK/big.xml" -o "$WORK/out.yaml") 2>&1)
  code=$?
  if [ $code -eq 0 ]; then
    continue # enough memory at this limit: nothing to check
  fi
  if [ $code -ne 3 ] || ! grep -q "OUT_OF_MEMORY" <<<"$out"; then
    echo "ulimit -v $limit: exit $code, expected 3 with OUT_OF_MEMORY:"
    echo "$out" | tail -3
    status=1
  elif [ -e "$WORK/out.yaml" ]; then
    echo "ulimit -v $limit: a failed conversion left $WORK/out.yaml"
    status=1
  else
    refused=$((refused + 1))
    echo "ulimit -v $limit: exit 3, $(grep -o 'OUT_OF_MEMORY' <<<"$out" | head -1): $(grep -o 'ran out of memory[^;]*' <<<"$out" | head -1)"
  fi
done
if [ $refused -eq 0 ]; then
  echo "no limit ran out of memory: the test checked nothing (lower the limits)"
  status=1
fi
exit $status
