#!/usr/bin/env bash
# Memory exhaustion is a located error, not a crash: under an address-space
# limit (`ulimit -v`), a 10,000-node document must give OUT_OF_MEMORY and
# exit 3, whether memory runs out while the file is read (the per-file
# diagnostic) or later, while it is converted (the command's own message).
# When it runs out while reading, a small document after it in the same
# run must still convert (the parser is not left unusable).
# Not run under the sanitizers, which reserve terabytes of address space.
# Usage: tests/scripts/out_of_memory.sh TOSCA_CONVERT
set -u
BIN=$1
. "$(dirname "$0")/topologies.sh"
topologies big=10000 small=3
status=0
refused=0
# The limits (KiB) were found by bisection on Debian 12: the lower one runs
# out while reading, the higher one after the file was read.
for limit in 120000 250000 400000; do
  rm -rf "$WORK/out"
  out=$( (ulimit -v $limit; "$BIN" xml2yaml "$WORK/big.xml" "$WORK/small.xml" -o "$WORK/out/") 2>&1)
  code=$?
  if [ $code -eq 0 ]; then
    continue # enough memory at this limit: nothing to check
  fi
  if [ $code -ne 3 ] || ! grep -q "OUT_OF_MEMORY" <<<"$out"; then
    echo "ulimit -v $limit: exit $code, expected 3 with OUT_OF_MEMORY:"
    echo "$out" | tail -3
    status=1
  elif [ -e "$WORK/out/big.yaml" ]; then
    echo "ulimit -v $limit: a failed conversion left out/big.yaml"
    status=1
  elif grep -q "big.xml:.*OUT_OF_MEMORY" <<<"$out" && [ ! -s "$WORK/out/small.yaml" ]; then
    echo "ulimit -v $limit: the small document after the big one was not converted:"
    echo "$out" | grep -v "^ " | tail -3
    status=1
  else
    refused=$((refused + 1))
    echo "ulimit -v $limit: exit 3, $(grep -o 'ran out of memory[^;(]*' <<<"$out" | head -1)"
  fi
done
# Xerces' own OutOfMemoryException (a 60 MB attribute) leaves its parser
# unusable: the small document after it must still convert.
python3 -c "
s = open('$WORK/small.xml').read()
open('$WORK/attr.xml', 'w').write(s.replace('<NodeTemplate ', '<NodeTemplate name=\"' + 'x' * 60000000 + '\" ', 1))
"
rm -rf "$WORK/out"
out=$( (ulimit -v 300000; "$BIN" xml2yaml --max-value-size 100000000 --max-input-size 200000000 \
        "$WORK/attr.xml" "$WORK/small.xml" -o "$WORK/out/") 2>&1)
code=$?
if [ $code -ne 3 ] || ! grep -q "attr.xml.*OUT_OF_MEMORY" <<<"$out" || [ ! -s "$WORK/out/small.yaml" ]; then
  echo "a 60 MB attribute under ulimit -v 300000: exit $code, expected 3, OUT_OF_MEMORY for it and small.yaml written:"
  echo "$out" | grep -v "^ " | tail -3
  status=1
else
  echo "a 60 MB attribute under ulimit -v 300000: exit 3, $(grep -o 'Xerces ran out of memory[^[]*' <<<"$out" | head -1); the next document converted"
fi
# validate runs threads: under a limit, making one may fail, or the
# allocator may; neither may take the process down.
for i in 1 2 3 4 5 6 7 8; do cp "$WORK/small.xml" "$WORK/c$i.xml"; done
for limit in 100000 120000 150000; do
  (ulimit -v $limit; "$BIN" validate -j 8 "$WORK"/c?.xml >/dev/null 2>&1)
  code=$?
  if [ $code -ne 0 ] && [ $code -ne 3 ]; then
    echo "validate -j 8 under ulimit -v $limit: exit $code (a signal above 128), expected 0 or 3"
    status=1
  fi
done
if [ $refused -eq 0 ]; then
  echo "no limit ran out of memory: the test checked nothing (lower the limits)"
  status=1
fi
exit $status
