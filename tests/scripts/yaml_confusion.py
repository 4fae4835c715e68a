#!/usr/bin/env python3
"""Confusion matrix of 'tosca-convert validate' against OpenStack tosca-parser
on the YAML corpus (../shared/corpus/yaml).

Both judge every *.yaml, *.yml and *.tosca file of the corpus:
  validate      'validate --profile strict --format json', one process per
                file, as tosca-parser judges them: a document with its own
                imports (its local import closure is copied to a scratch
                directory given with -I, so '../' imports are read and no
                other corpus file is visible); a file of a Winery repository
                (radon-particles, winery-test-repository) with -I its
                repository root, where names resolve without imports.
                valid / invalid / unreadable (readable false: not YAML, not
                TOSCA, a version outside Simple Profile 1.x)
  tosca-parser  ../shared/checkers/tosca_parser_check.py; OK / FAIL, or
                refused when it does not support the declared version
                (InvalidTemplateVersion: 1.1 and 1.3). Those files are judged
                again with --lenient-versions (1.0/1.2 grammar, approximate)
                for a second matrix.
tosca-parser reads only files named *.yaml, *.yml, *.zip or *.csar, so it is
run on a mirror of the corpus made of symbolic links in which every X.tosca
also appears as X.tosca.yaml (relative imports keep working). Its output is
slow to produce (about 20 s a run) and is cached in the cache directory; it
is produced again when the checker, the corpus file list or --refresh says so.

Usage: yaml_confusion.py TOSCA_CONVERT [--cache DIR] [--refresh] [--list]
  --cache DIR  where the tosca-parser output is kept (default: a directory
               'yaml_confusion' next to TOSCA_CONVERT, i.e. the build dir)
  --list       also print every disagreement: file, both verdicts and the
               first message of each side
Output: the two matrices and the counts around them.
Exit:   0 (the matrices are a measurement, not a pass/fail test); 2 on setup
        errors; 77 without ../shared (corpus or checker).
"""

import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
CORPUS = os.path.join(SHARED, "corpus", "yaml")
CHECKER = os.path.join(SHARED, "checkers", "tosca_parser_check.py")


def corpus_files():
    out = []
    for d, _, files in os.walk(CORPUS):
        out += [os.path.join(d, f) for f in files if f.endswith((".yaml", ".yml", ".tosca"))]
    return sorted(out)


# ------------------------------------------------------------ tosca-parser


def mirror_path(mirror, path):
    rel = os.path.relpath(path, CORPUS)
    return os.path.join(mirror, rel + (".yaml" if rel.endswith(".tosca") else ""))


def build_mirror(mirror):
    """Symbolic links to every corpus file, plus X.tosca.yaml for X.tosca."""
    for d, _, files in os.walk(CORPUS):
        target = os.path.join(mirror, os.path.relpath(d, CORPUS))
        os.makedirs(target, exist_ok=True)
        for f in files:
            src = os.path.join(d, f)
            for name in [f] + ([f + ".yaml"] if f.endswith(".tosca") else []):
                link = os.path.join(target, name)
                if not os.path.lexists(link):
                    os.symlink(src, link)


def parse_checker(text, paths):
    """path -> (OK|FAIL, message), for the paths given in order."""
    lines = [l for l in text.splitlines() if l.startswith(("OK ", "FAIL "))]
    if len(lines) != len(paths):
        sys.exit(f"yaml_confusion: tosca_parser_check printed {len(lines)} verdicts for {len(paths)} files")
    out = {}
    for path, line in zip(paths, lines):
        verdict, rest = line.split(" ", 1)
        if not rest.startswith(path):
            sys.exit(f"yaml_confusion: unexpected checker line for {path}: {line[:200]}")
        out[path] = (verdict, rest[len(path):].lstrip(": "))
    return out


def tosca_parser(cache, files, refresh):
    """(default, lenient): mirror path -> (verdict, message), cached."""
    mirror = os.path.join(cache, "mirror")
    paths = [mirror_path(mirror, f) for f in files]
    st = os.stat(CHECKER)
    key = hashlib.sha256(("\n".join(files) + f"\n{st.st_size} {st.st_mtime_ns}").encode()).hexdigest()
    key_file = os.path.join(cache, "key")
    outs = [os.path.join(cache, "tosca_parser." + m + ".txt") for m in ("default", "lenient")]
    fresh = (not refresh and os.path.exists(key_file) and open(key_file).read() == key
             and all(os.path.exists(o) for o in outs))
    if not fresh:
        os.makedirs(cache, exist_ok=True)
        build_mirror(mirror)
        for out, extra in zip(outs, ([], ["--lenient-versions"])):
            print(f"yaml_confusion: running tosca_parser_check.py {' '.join(extra)} on {len(paths)} files",
                  file=sys.stderr)
            run = subprocess.run([CHECKER, *extra, *paths], capture_output=True, text=True, errors="replace")
            if run.returncode == 2:
                sys.exit(f"yaml_confusion: tosca_parser_check.py failed: {run.stderr.strip()[-500:]}")
            with open(out, "w", encoding="utf-8") as f:
                f.write(run.stdout)
        with open(key_file, "w") as f:
            f.write(key)
    return tuple(parse_checker(open(o, encoding="utf-8").read(), paths) for o in outs) + (paths,)


def tp_class(verdict):
    if verdict[0] == "OK":
        return "OK"
    return "refused" if verdict[1].startswith("InvalidTemplateVersion") else "FAIL"


# ---------------------------------------------------------------- validate


# Folders of a Winery repository: one definition per file, and names resolve
# across the repository without imports (as in the XML corpus).
WINERY_FOLDERS = {"nodetypes", "relationshiptypes", "capabilitytypes", "requirementtypes",
                  "artifacttypes", "artifacttemplates", "datatypes", "interfacetypes",
                  "grouptypes", "policytypes", "policytemplates", "servicetemplates",
                  "nodetypeimplementations", "relationshiptypeimplementations"}


def repository_root(path):
    """The Winery repository a file belongs to (the folder holding
    nodetypes/NAMESPACE/NAME/NodeType.tosca and the like), or None."""
    parts = os.path.relpath(path, CORPUS).split(os.sep)
    if len(parts) < 4 or parts[-4] not in WINERY_FOLDERS or not parts[-1].endswith(".tosca"):
        return None
    root = parts[:-4]
    if root and root[-1] == "_history":
        root = root[:-1]
    return os.path.join(CORPUS, *root)


IMPORT_FILE = re.compile(r"""([^\s"'{}\[\],]+\.(?:yaml|yml|tosca))""")


def local_imports(path):
    """Files named in the top-level 'imports:' block that exist locally (URLs
    and repository imports are left out; read line by line, no YAML library)."""
    out, inside = [], False
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if re.match(r"imports\s*:", line):
                inside = True
                continue
            if inside and line.strip() and not line[0].isspace() and not line.startswith("-"):
                break
            if inside:
                for name in IMPORT_FILE.findall(line.split("#")[0]):
                    target = os.path.normpath(os.path.join(os.path.dirname(path), name))
                    if "://" not in name and os.path.isfile(target):
                        out.append(target)
    return out


def import_closure(path):
    seen, todo = [], [path]
    while todo:
        p = todo.pop()
        if p not in seen:
            seen.append(p)
            todo += local_imports(p)
    return seen


def validate_one(tool, path, scratch):
    """(verdict, first error, codes) of one file judged on its own: with -I
    its repository when it is part of a Winery repository; otherwise together
    with exactly its import closure, copied to a scratch directory (validate
    resolves names across everything loaded, and refuses '../' imports
    outside the input and -I directories)."""
    root = repository_root(path)
    target, include = path, ["-I", root] if root else []
    closure = [] if root else import_closure(path)
    if len(closure) > 1:
        top = os.path.commonpath([os.path.dirname(p) for p in closure])
        work = tempfile.mkdtemp(dir=scratch)
        for p in closure:
            copy = os.path.join(work, os.path.relpath(p, top))
            os.makedirs(os.path.dirname(copy), exist_ok=True)
            shutil.copyfile(p, copy)
        target, include = os.path.join(work, os.path.relpath(path, top)), ["-I", work]
    run = subprocess.run([tool, "validate", "--profile", "strict", "--format", "json", *include, target],
                         capture_output=True, text=True, errors="replace")
    if run.returncode not in (0, 3, 4):
        sys.exit(f"yaml_confusion: validate exited {run.returncode} on {path}: {run.stderr.strip()[-300:]}")
    f = json.loads(run.stdout)["files"][0]
    errors = [d for d in f["diagnostics"] if d["severity"] == "error"]
    verdict = "unreadable" if not f["readable"] else ("valid" if f["valid"] else "invalid")
    first = f"{errors[0]['line']}:{errors[0]['column']}: {errors[0]['message']} [{errors[0]['code']}]" \
        if errors else ""
    return verdict, first, ",".join(sorted({e["code"] for e in errors}))


def validate(tool, files):
    """Each file in its own process (see validate_one), two at a time per core."""
    scratch = tempfile.mkdtemp(prefix="yaml_confusion.")
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=2 * (os.cpu_count() or 1)) as pool:
            return dict(zip(files, pool.map(lambda f: validate_one(tool, f, scratch), files)))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


# ------------------------------------------------------------------ output


def matrix(title, rows, ours, theirs):
    """rows: files. Prints the 2x2 matrix and the refused/unreadable margins."""
    n = collections.Counter((ours[f], theirs[f]) for f in rows)
    print(f"\n{title} ({len(rows)} files)")
    print(f"{'':24}{'tosca-parser OK':>17}{'tosca-parser FAIL':>19}{'refused':>9}")
    for o in ("valid", "invalid", "unreadable"):
        label = "validate " + o
        print(f"{label:24}{n[(o, 'OK')]:>17}{n[(o, 'FAIL')]:>19}{n[(o, 'refused')]:>9}")
    judged = [f for f in rows if ours[f] != "unreadable" and theirs[f] != "refused"]
    agree = sum(1 for f in judged if (ours[f] == "valid") == (theirs[f] == "OK"))
    print(f"both judged: {len(judged)}, agree {agree}, disagree {len(judged) - agree}; "
          f"unreadable for validate: {sum(1 for f in rows if ours[f] == 'unreadable')}, "
          f"refused by tosca-parser: {sum(1 for f in rows if theirs[f] == 'refused')}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("tool")
    ap.add_argument("--cache")
    ap.add_argument("--refresh", action="store_true")
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    if not os.path.isdir(CORPUS) or not os.path.isfile(CHECKER):
        print(f"yaml_confusion: SKIPPED: {CORPUS} or {CHECKER} not found (no ../shared)")
        return 77
    cache = os.path.abspath(args.cache or os.path.join(os.path.dirname(os.path.abspath(args.tool)), "yaml_confusion"))

    files = corpus_files()
    default, lenient, paths = tosca_parser(cache, files, args.refresh)
    mine = validate(args.tool, files)
    ours = {f: mine[f][0] for f in files}
    strict = {f: tp_class(default[p]) for f, p in zip(files, paths)}
    matrix("Matrix 1: tosca-parser as it is (versions 1.0 and 1.2)", files, ours, strict)
    refused = [f for f in files if strict[f] == "refused"]
    relaxed = {f: tp_class(lenient[p]) for f, p in zip(files, paths)}
    matrix("Matrix 2: the files it refuses, again with --lenient-versions", refused, ours, relaxed)

    if args.list:
        print("\nDisagreements (file; validate; tosca-parser):")
        for f in files:
            theirs = strict[f] if strict[f] != "refused" else relaxed[f]
            verdict = default if strict[f] != "refused" else lenient
            p = paths[files.index(f)]
            if theirs == "refused" or (ours[f] == "valid") == (theirs == "OK"):
                continue
            mark = "" if strict[f] != "refused" else " (lenient)"
            print(f"{os.path.relpath(f, CORPUS)}\n    validate: {ours[f]}  {mine[f][1]}"
                  f"\n    tosca-parser{mark}: {theirs}  {verdict[p][1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
