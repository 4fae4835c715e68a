#!/usr/bin/env bash
# Check that the project's TOSCA 1.0 schema (xsd/tosca-v1.0.xsd) gives the same
# verdict (valid / invalid) as the official OASIS schema on real documents.
#
# Usage: tests/scripts/xsd_agreement.sh [-v] [DIR...]
#   DIR  directories searched recursively for *.xml and *.tosca; default: the
#        shared corpus, ../shared/corpus/xml relative to the repository root.
#        Only documents whose root element is Definitions are compared; other
#        files (schemas, YAML in .tosca files, draft documents) are skipped.
#   -v   print the verdicts for every compared file, not only disagreements.
# The project's fixtures in tests/xsd/ are always checked as well:
#   valid-*.xml    must be accepted by both schemas,
#   invalid-*.xml  must be rejected by both (each says in a comment why),
#   agree-*.xml    only need the same verdict from both (see their comments),
#   draft-*.xml    must be accepted by the draft schema xsd/tosca-csd03.xsd.
# Output: one line per disagreement or failed expectation, then
#         'N agree, M disagree'.
# Exit:   0 all agree and every expectation holds (or skipped: the official
#         schema or its offline catalog is not available); 1 otherwise;
#         2 usage error or our own schema does not compile.
# The official schema (../shared/reference/TOSCA-v1.0-os.xsd, or
# $TOSCA_OFFICIAL_XSD) imports http://www.w3.org/2001/xml.xsd; the catalog
# ${TOSCA_CHECKERS_CACHE:-/tmp/tosca-checkers}/catalog.xml maps it to a local
# copy (as ../shared/checkers/xsd_check.sh does). Our schema is run with no
# catalog at all, so it must compile from xsd/ alone. xmllint runs --nonet.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OURS="$ROOT/xsd/tosca-v1.0.xsd"
DRAFT="$ROOT/xsd/tosca-csd03.xsd"
FIXTURES="$ROOT/tests/xsd"
OFFICIAL=${TOSCA_OFFICIAL_XSD:-$(cd "$ROOT/.." && pwd)/shared/reference/TOSCA-v1.0-os.xsd}
CACHE=${TOSCA_CHECKERS_CACHE:-/tmp/tosca-checkers}
case "$CACHE" in /*) ;; *) CACHE="$PWD/$CACHE" ;; esac
VERBOSE=0
DIRS=()

die() { echo "xsd_agreement.sh: $*" >&2; exit 2; }
skip() { echo "xsd_agreement.sh: SKIPPED: $*"; exit 0; }
while [ $# -gt 0 ]; do
    case "$1" in
        -v) VERBOSE=1 ;;
        -h|--help) sed -n '/^set -/q; 2,$s/^# \{0,1\}//p' "$0"; exit 0 ;;
        -*) die "unknown option $1" ;;
        *) DIRS+=("$1") ;;
    esac
    shift
done
command -v xmllint >/dev/null || die "xmllint not found (apt-get install libxml2-utils)"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/xsd_agreement.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$TMP"' EXIT
echo '<probe/>' > "$TMP/probe.xml"

# compiles SCHEMA CATALOG: true if xmllint can compile SCHEMA offline.
compiles() {
    ! XML_CATALOG_FILES="$2" xmllint --nonet --noout --schema "$1" "$TMP/probe.xml" 2>&1 \
        | grep -q -e 'failed to compile' -e 'Schemas parser error'
}
for s in "$OURS" "$DRAFT"; do
    if ! compiles "$s" ""; then
        XML_CATALOG_FILES='' xmllint --nonet --noout --schema "$s" "$TMP/probe.xml" 2>&1 | head -5 >&2
        die "schema $s does not compile offline"
    fi
done

[ -f "$OFFICIAL" ] || skip "official schema $OFFICIAL not found (no ../shared checkout)"
if [ ! -f "$CACHE/catalog.xml" ] && [ -f "$ROOT/../shared/checkers/install.sh" ]; then
    TOSCA_CHECKERS_CACHE="$CACHE" sh "$ROOT/../shared/checkers/install.sh" --catalog-only >&2
fi
[ -f "$CACHE/catalog.xml" ] || skip "no XML catalog $CACHE/catalog.xml (run ../shared/checkers/install.sh)"
compiles "$OFFICIAL" "$CACHE/catalog.xml" \
    || skip "official schema does not compile offline with $CACHE/catalog.xml (run ../shared/checkers/install.sh)"

if [ ${#DIRS[@]} -eq 0 ]; then
    if [ -d "$ROOT/../shared/corpus/xml" ]; then
        DIRS=("$(cd "$ROOT/../shared/corpus/xml" && pwd)")
    else
        echo "xsd_agreement.sh: corpus $ROOT/../shared/corpus/xml not found: checking tests/xsd only"
    fi
fi
for d in "${DIRS[@]}"; do [ -d "$d" ] || die "$d is not a directory"; done

# root_name FILE: local name of the document element. Falls back to the first
# start tag in the text when the file does not parse (e.g. a wrong encoding
# declaration), so malformed Definitions documents are still compared.
root_name() {
    local n
    n=$(xmllint --nonet --noout --xpath 'local-name(/*)' "$1" 2>/dev/null) \
        || n=$(grep -a -o -m1 '<[A-Za-z_][^[:space:]/>]*' "$1" 2>/dev/null | head -1)
    n=${n#<}
    printf '%s\n' "${n##*:}"
}

# Collect the Definitions documents (NUL-separated lists).
: > "$TMP/corpus.lst"; : > "$TMP/fixtures.lst"; : > "$TMP/draft.lst"
NSKIP=0
for d in "${DIRS[@]}"; do
    # tests/xsd is compared below anyway; do not count it twice.
    [ "$(cd "$d" && pwd -P)" = "$(cd "$FIXTURES" 2>/dev/null && pwd -P)" ] && continue
    while IFS= read -r -d '' f; do
        if [ "$(root_name "$f")" = Definitions ]; then
            printf '%s\0' "$f" >> "$TMP/corpus.lst"
        else
            NSKIP=$((NSKIP + 1))
        fi
    done < <(find "$d" -type f \( -name '*.xml' -o -name '*.tosca' \) -print0 | sort -z)
done
if [ -d "$FIXTURES" ]; then
    find "$FIXTURES" -maxdepth 1 -type f \( -name 'valid-*.xml' -o -name 'invalid-*.xml' -o -name 'agree-*.xml' \) -print0 \
        | sort -z > "$TMP/fixtures.lst"
    find "$FIXTURES" -maxdepth 1 -type f -name 'draft-*.xml' -print0 | sort -z > "$TMP/draft.lst"
fi

# verdicts SCHEMA CATALOG LIST OUT: write the files of LIST that SCHEMA accepts
# to OUT, one per line. xmllint reports "FILE validates" for each of them.
verdicts() {
    : > "$4.log"
    if [ -s "$3" ]; then
        XML_CATALOG_FILES="$2" xargs -0 xmllint --nonet --noout --schema "$1" \
            < "$3" > /dev/null 2>> "$4.log"
    fi
    grep -a ' validates$' "$4.log" | sed 's/ validates$//' | sort -u > "$4"
}
first_error() {   # first_error FILE LOG: first message xmllint printed for FILE
    grep -a -F -m1 "$1:" "$2" | sed "s|^$1:|line |"
}

AGREE=0 DISAGREE=0 BAD=0
compare() {   # compare LIST
    local f vo vr
    verdicts "$OURS" "" "$1" "$TMP/ours.ok"
    verdicts "$OFFICIAL" "$CACHE/catalog.xml" "$1" "$TMP/official.ok"
    while IFS= read -r -d '' f; do
        vo=invalid; vr=invalid
        grep -qxF -- "$f" "$TMP/ours.ok" && vo=valid
        grep -qxF -- "$f" "$TMP/official.ok" && vr=valid
        if [ "$vo" = "$vr" ]; then
            AGREE=$((AGREE + 1))
            [ $VERBOSE -eq 1 ] && echo "agree ($vo) $f"
        else
            DISAGREE=$((DISAGREE + 1))
            echo "DISAGREE $f: ours $vo, official $vr"
            if [ "$vo" = invalid ]; then
                echo "    ours: $(first_error "$f" "$TMP/ours.ok.log")"
            else
                echo "    official: $(first_error "$f" "$TMP/official.ok.log")"
            fi
        fi
        case "$(basename "$f")" in
            valid-*) [ "$vo$vr" = validvalid ] \
                         || { BAD=$((BAD + 1)); echo "UNEXPECTED $f: should be valid (ours $vo, official $vr)"; } ;;
            invalid-*) [ "$vo$vr" = invalidinvalid ] \
                         || { BAD=$((BAD + 1)); echo "UNEXPECTED $f: should be invalid (ours $vo, official $vr)"; } ;;
        esac
    done < "$1"
}

compare "$TMP/corpus.lst"
NCORPUS=$((AGREE + DISAGREE))
compare "$TMP/fixtures.lst"
echo "corpus: $NCORPUS Definitions documents compared ($NSKIP other files skipped); tests/xsd: $((AGREE + DISAGREE - NCORPUS)) fixtures"

# The draft dialect: our csd03 schema must accept the draft fixtures.
verdicts "$DRAFT" "" "$TMP/draft.lst" "$TMP/draft.ok"
while IFS= read -r -d '' f; do
    if grep -qxF -- "$f" "$TMP/draft.ok"; then
        [ $VERBOSE -eq 1 ] && echo "draft ok $f"
    else
        BAD=$((BAD + 1))
        echo "UNEXPECTED $f: rejected by $DRAFT: $(first_error "$f" "$TMP/draft.ok.log")"
    fi
done < "$TMP/draft.lst"

echo "$AGREE agree, $DISAGREE disagree"
[ $DISAGREE -eq 0 ] && [ $BAD -eq 0 ]
