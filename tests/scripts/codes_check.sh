#!/usr/bin/env bash
# The diagnostic code table (src/support/src/codes.cpp) is the one list:
#   - docs/diagnostics.md is what `tosca-convert codes --format markdown`
#     prints (regenerate it with that command);
#   - every code the sources report is in the table, and every code in the
#     table is reported somewhere (codes are the string literals in capitals
#     with an underscore, and the three one-word codes).
# Usage: tests/scripts/codes_check.sh TOSCA_CONVERT
set -u
BIN=$1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
status=0
if ! diff -u "$ROOT/docs/diagnostics.md" <("$BIN" codes --format markdown); then
  echo "docs/diagnostics.md is out of date: tosca-convert codes --format markdown > docs/diagnostics.md"
  status=1
fi
# Environment variable names (read with getenv) look like codes; they are not.
pattern='"[A-Z][A-Z0-9]+(_[A-Z0-9]+)+"|"(XSD|OUTPUT|SKIPPED)"'
used=$(grep -rhE "$pattern" "$ROOT/src" "$ROOT/tools" --include=*.cpp | grep -v 'getenv' \
       | grep -oE "$pattern" | tr -d '"' | sort -u)
listed=$("$BIN" codes | sed 's/ .*//' | sort -u)
unknown=$(comm -23 <(echo "$used") <(echo "$listed"))
unused=$(comm -13 <(echo "$used") <(echo "$listed"))
if [ -n "$unknown" ]; then
  echo "codes reported but not in the table: $unknown"
  status=1
fi
if [ -n "$unused" ]; then
  echo "codes in the table that nothing reports: $unused"
  status=1
fi
echo "$(echo "$listed" | wc -l) codes, all in use and documented"
exit $status
