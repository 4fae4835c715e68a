#!/usr/bin/env python3
"""Agreement of 'tosca-convert validate' with the official TOSCA 1.0 schema.

The verdict of 'validate --profile strict --schema-only --format json' must
equal that of ../shared/checkers/xsd_check.sh (xmllint with the unmodified
OASIS schema) on
  1. every *.xml and *.tosca document of ../shared/corpus/xml (and the
     valid-, invalid- and agree- fixtures of tests/xsd), and
  2. a seeded set of mutants of the corpus documents the official schema
     accepts (tests/scripts/mutate_xml.py: removed required attributes,
     reordered children, unknown elements, bad enumeration values, empty
     and duplicate ids, wrong namespaces, text in element-only content, ...).
A document counts as valid for validate when it is readable and valid; for
xsd_check when it prints OK. Each of the four runs (checker and validate,
corpus and mutants) is one process over all of its files.
The tests/xsd/known-difference-*.xml files (differences between libxml2 and
Xerces-C that no schema can close; each says why) are listed, not counted.
It also checks that xsd/tosca-csd03.xsd is, component for component, the
draft schema printed in seed 001 (../shared/seeds/001_*.txt), apart from
the local schemaLocation of the xml: import.

Usage: validate_agreement.py TOSCA_CONVERT [--seed N] [--per-kind K]
                             [--keep DIR] [--corpus DIR] [-v]
  --seed, --per-kind  passed to mutate_xml.py (defaults 5 and 30: 690 mutants
                      in 23 kinds)
  --keep DIR          write the mutants (and manifest.tsv) to DIR, kept
  --corpus DIR        another directory instead of ../shared/corpus/xml
  -v                  also list the files that agree
Output: every disagreement (file, mutation, both verdicts and first messages),
        a table of mutants per kind, and the agreement rate.
Exit:   0 all agree (with at least 500 mutants) and the draft schema is the
        printed one; 1 otherwise; 2 usage or setup error; 77 (skip) without
        ../shared (corpus or checkers) or xmllint.
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
MIN_MUTANTS = 500


def skip(why):
    print(f"validate_agreement: SKIPPED: {why}")
    sys.exit(77)


def die(why):
    print(f"validate_agreement: {why}", file=sys.stderr)
    sys.exit(2)


def corpus_files(top):
    """The files xsd_check.sh would pick from a directory, sorted."""
    out = []
    for d, dirs, files in os.walk(top):
        dirs[:] = [x for x in dirs if x != "TOSCA-Metadata"]
        out += [os.path.join(d, f) for f in files if f.lower().endswith((".xml", ".tosca"))]
    return sorted(out)


def official_verdicts(checker, files):
    """path -> (valid, first message) from one xsd_check.sh run."""
    if not files:
        return {}
    run = subprocess.run(["bash", checker, *files], capture_output=True, text=True, errors="replace")
    lines = [l for l in run.stdout.splitlines() if l.startswith(("OK ", "FAIL "))]
    if run.returncode == 2 or len(lines) != len(files):
        die(f"xsd_check.sh failed (exit {run.returncode}): {run.stderr.strip()[:500]}")
    out = {}
    # One line per file, in the order given.
    for path, line in zip(files, lines):
        verdict, rest = line.split(" ", 1)
        if not rest.startswith(path):
            die(f"xsd_check.sh output out of order at {path!r}: {line[:200]}")
        out[path] = (verdict == "OK", rest[len(path):].lstrip(": "))
    return out


def our_verdicts(tool, files):
    """path -> (valid, first message) from one 'validate' run."""
    if not files:
        return {}
    cmd = [tool, "validate", "--profile", "strict", "--schema-only", "--format", "json", *files]
    run = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    if run.returncode not in (0, 3, 4):
        die(f"validate exited {run.returncode}: {run.stderr.strip()[-500:]}")
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError as e:
        die(f"validate did not print JSON ({e}): {run.stdout[:300]}")
    out = {}
    for f in report.get("files", []):
        diags = [d for d in f.get("diagnostics", []) if d.get("severity") == "error"]
        first = f"{diags[0]['line']}:{diags[0]['column']}: {diags[0]['message']} [{diags[0]['code']}]" \
            if diags else ""
        out[os.path.abspath(f["path"])] = (bool(f.get("valid")) and bool(f.get("readable")), first)
    for f in report.get("skipped", []):
        out[os.path.abspath(f["path"])] = (False, f.get("reason", "skipped"))
    return out


def compare(files, ours, official, describe, verbose):
    """Print disagreements; return the list of files that disagree."""
    bad = []
    for path in files:
        mine = ours.get(path)
        ref = official[path]
        if mine is None:
            bad.append(path)
            print(f"MISSING {describe(path)}: validate printed no verdict; official "
                  f"{'valid' if ref[0] else 'invalid'}")
            continue
        if mine[0] == ref[0]:
            if verbose:
                print(f"agree ({'valid' if ref[0] else 'invalid'}) {describe(path)}")
            continue
        bad.append(path)
        print(f"DISAGREE {describe(path)}")
        print(f"    validate: {'valid' if mine[0] else 'invalid'}  {mine[1]}")
        print(f"    official: {'valid' if ref[0] else 'invalid'}  {ref[1]}")
    return bad


def components(root):
    """The schema as (depth, tag, attributes) rows, in document order; the
    xml: import's schemaLocation is left out (ours is the local xml.xsd)."""
    rows = []

    def walk(e, depth):
        attrs = dict(e.attrib)
        if e.tag.endswith("}import"):
            attrs.pop("schemaLocation", None)
        rows.append((depth, e.tag, tuple(sorted(attrs.items()))))
        for c in e:
            walk(c, depth + 1)

    walk(root, 0)
    return rows


def draft_schema_differences(seed_file, ours):
    """Rows where xsd/tosca-csd03.xsd and the schema printed in the seed differ
    (the printed lines are numbered 1..667; the numbers are removed)."""
    with open(seed_file, encoding="utf-8") as f:
        lines = f.read().splitlines()
    start = next(i for i, l in enumerate(lines) if re.match(r"1 <\?xml ", l))
    end = next(i for i in range(start, len(lines)) if re.match(r"\d+</xs:schema>", lines[i]))
    printed = "\n".join(re.sub(r"^\d+ ?", "", l) for l in lines[start:end + 1])
    a = components(ET.fromstring(printed.encode("utf-8")))
    b = components(ET.parse(ours).getroot())
    diffs = [(x, y) for x, y in zip(a, b) if x != y]
    if len(a) != len(b):
        diffs.append((f"{len(a)} printed components", f"{len(b)} in ours"))
    return len(a), diffs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("tool")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--per-kind", type=int, default=30)
    ap.add_argument("--keep")
    ap.add_argument("--corpus")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()

    corpus = os.path.abspath(args.corpus or os.path.join(SHARED, "corpus", "xml"))
    checker = os.path.join(SHARED, "checkers", "xsd_check.sh")
    official_xsd = os.path.join(SHARED, "reference", "TOSCA-v1.0-os.xsd")
    if not os.path.isdir(corpus):
        skip(f"corpus {corpus} not found (a fresh clone has no ../shared)")
    if not os.path.isfile(checker) or not os.path.isfile(official_xsd):
        skip(f"{checker} or {official_xsd} not found (no ../shared checkout)")
    if shutil.which("xmllint") is None:
        skip("xmllint not installed (../shared/checkers/install.sh installs it)")
    if not os.access(args.tool, os.X_OK):
        die(f"{args.tool} is not an executable")

    # 1. The corpus, and the project's own schema fixtures (tests/xsd).
    fixtures = sorted(glob.glob(os.path.join(ROOT, "tests", "xsd", "*.xml")))
    fixtures = [f for f in fixtures if os.path.basename(f).startswith(("valid-", "invalid-", "agree-"))]
    known = sorted(glob.glob(os.path.join(ROOT, "tests", "xsd", "known-difference-*.xml")))
    files = corpus_files(corpus)
    official = official_verdicts(checker, files + fixtures + known)
    ours = our_verdicts(args.tool, files + fixtures + known)
    bad_corpus = compare(files + fixtures, ours, official,
                         lambda p: os.path.relpath(p, corpus if p.startswith(corpus) else ROOT), args.v)
    n_valid = sum(official[f][0] for f in files)
    print(f"corpus: {len(files)} documents ({n_valid} valid, {len(files) - n_valid} invalid "
          f"by the official schema) and {len(fixtures)} tests/xsd fixtures, "
          f"{len(files) + len(fixtures) - len(bad_corpus)} agree")

    # Engine differences the schema cannot close (each file says why): listed,
    # not counted; one that agrees now should become a valid-/invalid- fixture.
    for f in known:
        verdicts = f"official {'valid' if official[f][0] else 'invalid'}, validate " \
                   f"{'valid' if ours.get(f, (False,))[0] else 'invalid'}"
        state = "still differs" if ours.get(f, (None,))[0] != official[f][0] else "AGREES NOW"
        print(f"known engine difference (not counted): {os.path.basename(f)}: {verdicts} ({state})")

    # 2. Mutants of the documents the official schema accepts.
    work = args.keep or tempfile.mkdtemp(prefix="validate_agreement.")
    try:
        bases = os.path.join(work, "bases.lst")
        os.makedirs(work, exist_ok=True)
        with open(bases, "w", encoding="utf-8") as f:
            f.writelines(p + "\n" for p in files if official[p][0])
        mutants_dir = os.path.join(work, "mutants")
        gen = subprocess.run([sys.executable, os.path.join(HERE, "mutate_xml.py"), "--schema", official_xsd,
                              "--out", mutants_dir, "--seed", str(args.seed), "--per-kind", str(args.per_kind),
                              "@" + bases], capture_output=True, text=True)
        if gen.returncode != 0:
            die(f"mutate_xml.py failed: {gen.stderr.strip()[-500:]}")
        manifest = {}
        with open(os.path.join(mutants_dir, "manifest.tsv"), encoding="utf-8") as f:
            for line in f:
                name, kind, base, what = line.rstrip("\n").split("\t")
                manifest[os.path.join(mutants_dir, name)] = (kind, base, what)
        mutants = sorted(manifest)
        official_m = official_verdicts(checker, mutants)
        ours_m = our_verdicts(args.tool, mutants)

        def describe(p):
            kind, base, what = manifest[p]
            return f"{os.path.basename(p)} ({what}; from {os.path.relpath(base, corpus)})"

        bad_mutants = compare(mutants, ours_m, official_m, describe, args.v)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    kinds = {}
    for p in mutants:
        row = kinds.setdefault(manifest[p][0], [0, 0, 0])
        row[0] += 1
        row[1] += not official_m[p][0]
        row[2] += p not in bad_mutants
    print(f"{'mutation kind':<28}{'mutants':>8}{'invalid':>9}{'agree':>7}")
    for kind, (n, invalid, agree) in kinds.items():
        print(f"{kind:<28}{n:>8}{invalid:>9}{agree:>7}")
    draft_ok = True
    seeds = sorted(glob.glob(os.path.join(SHARED, "seeds", "001_*.txt")))
    if seeds:
        n, diffs = draft_schema_differences(seeds[0], os.path.join(ROOT, "xsd", "tosca-csd03.xsd"))
        for printed, mine in diffs[:10]:
            print(f"DRAFT SCHEMA differs: printed {printed}\n                      ours    {mine}")
        draft_ok = not diffs
        print(f"draft schema: xsd/tosca-csd03.xsd {'is' if draft_ok else 'is NOT'} the schema printed in "
              f"{os.path.basename(seeds[0])} ({n} components)")
    total = len(files) + len(fixtures) + len(mutants)
    agree = total - len(bad_corpus) - len(bad_mutants)
    print(f"mutants: {len(mutants)} in {len(kinds)} kinds (seed {args.seed}), "
          f"{len(mutants) - len(bad_mutants)} agree")
    print(f"agreement: {agree}/{total} = {100.0 * agree / total:.2f}%")
    if len(mutants) < MIN_MUTANTS:
        print(f"too few mutants: {len(mutants)} < {MIN_MUTANTS}")
        return 1
    return 0 if agree == total and draft_ok else 1


if __name__ == "__main__":
    sys.exit(main())
