#!/bin/sh
# Every xml2yaml golden output, its extension block (dsl_definitions) cut
# off, is valid for `tosca-convert validate`: the standard part alone must
# deploy, so a writer change that makes it invalid fails here, not first on
# a user's orchestrator. Cases that expect a non-zero exit (bad input) are
# left out.
#
#   golden_standard_valid.sh TOSCA_CONVERT
set -eu
bin=$1
cd "$(dirname "$0")/../golden/xml2yaml"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checked=0
failed=0
for dir in */; do
  dir=${dir%/}
  [ -f "$dir/out.yaml" ] || continue
  [ "$(cat "$dir/exit" 2>/dev/null || echo 0)" = 0 ] || continue
  # One file per YAML document (one per service template), each without
  # its extension block.
  rm -f "$tmp"/part-*.yaml
  awk -v out="$tmp/part-" '
    BEGIN { n = 0 }
    /^---/ { n++; skip = 0; next }
    /^dsl_definitions:/ { skip = 1; next }
    /^[^ -]/ { skip = 0 }
    !skip { print > (out sprintf("%03d", n) ".yaml") }' "$dir/out.yaml"
  for part in "$tmp"/part-*.yaml; do
    checked=$((checked + 1))
    if ! "$bin" validate "$part" > "$tmp/log" 2>&1; then
      failed=$((failed + 1))
      echo "golden_standard_valid: $dir, document $(basename "$part" .yaml | cut -c6-):" \
        "the standard part is not valid:" >&2
      cat "$tmp/log" >&2
    fi
  done
done
echo "golden_standard_valid: $checked documents checked, $failed invalid"
[ "$failed" = 0 ]
