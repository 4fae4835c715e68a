#!/usr/bin/env bash
# A converted input larger than 8 MiB is not held through its conversion
# for its diagnostics' source lines (LoadOptions::keep_sources_up_to):
# they are read again from the file when shown. The report must be what
# it is for a small input: the line, and the caret under the column.
# Usage: tests/scripts/large_input_sources.sh TOSCA_CONVERT
set -u
BIN=$1
. "$(dirname "$0")/topologies.sh"
topologies big=20000 small=3
status=0
size=$(stat -c %s "$WORK/big.xml")
[ "$size" -gt $((8 << 20)) ] || { echo "big.xml is only $size bytes"; exit 1; }
for f in big small; do
  "$BIN" xml2yaml "$WORK/$f.xml" -o "$WORK/$f.yaml" 2>"$WORK/$f.err" || { echo "$f.xml did not convert"; status=1; }
done
# The same report, but for the file's name.
sed "s|$WORK/big.xml|FILE|" "$WORK/big.err" >"$WORK/big.shown"
sed "s|$WORK/small.xml|FILE|" "$WORK/small.err" >"$WORK/small.shown"
if ! diff "$WORK/small.shown" "$WORK/big.shown"; then
  echo "the large input's diagnostics differ from the small one's"
  status=1
fi
grep -q '^   <PropertiesDefinition element="s:ServerProperties"/>$' "$WORK/big.err" || {
  echo "no source line under the large input's warning"
  cat "$WORK/big.err"
  status=1
}
exit $status
