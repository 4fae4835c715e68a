#!/usr/bin/env python3
"""The library layout, end to end, on the Winery repositories of ../shared/corpus.

xml2yaml DIR -o Y writes the library layout; yaml2xml Y -o X brings every
document back; each X document must equal its source by meaning (`diff`).
Also checks the layout's promises: one YAML name per type QName across
the run, service templates import what they use, no file copies a type
another file defines.

Every service template must load in tosca-parser through its imports
(../shared/checkers/tosca_parser_check.py), and the total YAML lines are
printed beside those of --self-contained.

usage: library_roundtrip.py TOSCA_CONVERT [SRC_DIR WORK_DIR]
Exit 0 when every promise holds, 1 with what broke, 77 (skip) without
../shared/corpus.
"""
import os
import re
import shutil
import subprocess
import tempfile
import sys
from collections import defaultdict

import yaml


def run(args):
    return subprocess.run(args, capture_output=True, text=True)


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
REPOSITORIES = ["tosca-definitions-public", "winery-test-repository", "tosca-definitions-quantil"]


def yaml_lines(directory):
    total = 0
    for root, _, files in os.walk(directory):
        for f in files:
            if f.endswith(".yaml"):
                with open(os.path.join(root, f), "rb") as fh:
                    total += fh.read().count(b"\n")
    return total


def one(tool, src, work):
    ydir, xdir = os.path.join(work, "yaml"), os.path.join(work, "xml")
    subprocess.run(["rm", "-rf", ydir, xdir], check=True)
    r = run([tool, "xml2yaml", src, "-o", ydir])
    # 3: the collection holds unreadable files (reported, the rest converts).
    if r.returncode not in (0, 3, 4):
        print(r.stderr[-2000:])
        return 1
    problems = []
    # One name per QName; no type defined by two files.
    names = defaultdict(set)      # (kind, qname) -> yaml names
    defined = defaultdict(list)   # yaml name -> files that define it
    sources = {}                  # document id -> YAML file
    for root, _, files in os.walk(ydir):
        for f in files:
            if not f.endswith(".yaml"):
                continue
            path = os.path.join(root, f)
            with open(path) as fh:
                doc = yaml.safe_load(fh)
            ext = doc["dsl_definitions"]["tosca_convert"]
            sources.setdefault(ext["document"]["id"], []).append(path)
            for name, entry in (ext.get("types") or {}).items():
                q = "{%s}%s" % (entry.get("namespace", ""), entry.get("name"))
                names[(entry["kind"], q)].add(name)
                if not entry.get("context") and not entry.get("placeholder"):
                    defined[name].append(path)
            for name, entry in (ext.get("imported") or {}).items():
                names[(entry["kind"], entry["name"])].add(name)
    for key, n in names.items():
        if len(n) > 1:
            problems.append("%s %s has %d YAML names: %s" % (key[0], key[1], len(n), sorted(n)))
    # Back to XML, and compare each document with its source.
    r = run([tool, "yaml2xml", ydir, "-o", xdir])
    if r.returncode not in (0, 4):
        problems.append("yaml2xml failed (%d): %s" % (r.returncode, r.stderr[-1500:]))
    by_id = defaultdict(list)
    for root, _, files in os.walk(src):
        for f in files:
            path = os.path.join(root, f)
            if "/_history/" in path or not (f.endswith(".tosca") or f.endswith(".xml")):
                continue
            with open(path, errors="replace") as fh:
                head = fh.read(4000)
            m = re.search(r'<(?:\w+:)?Definitions[^>]*?\sid="([^"]*)"', head, re.S)
            if m:
                by_id[m.group(1)].append(path)
    compared = differing = 0
    for f in sorted(os.listdir(xdir)) if os.path.isdir(xdir) else []:
        with open(os.path.join(xdir, f), errors="replace") as fh:
            m = re.search(r'<(?:\w+:)?Definitions[^>]*?\sid="([^"]*)"', fh.read(4000), re.S)
        if not m or len(by_id.get(m.group(1), [])) != 1 or len(sources.get(m.group(1), [])) != 1:
            continue  # documents that share an id (history copies) cannot be paired
        compared += 1
        d = run([tool, "diff", by_id[m.group(1)][0], os.path.join(xdir, f)])
        if d.returncode != 0:
            differing += 1
            problems.append("%s: %s" % (by_id[m.group(1)][0], d.stdout.strip()[:600]))
    # Every service template loads in tosca-parser through its imports.
    checker = os.path.join(SHARED, "checkers", "tosca_parser_check.py")
    templates = []
    for root, _, files in os.walk(ydir):
        for f in files:
            path = os.path.join(root, f)
            if f.endswith(".yaml") and "/_history/" not in path:
                with open(path) as fh:
                    if "\ntopology_template:" in fh.read():
                        templates.append(path)
    parser = "tosca-parser not run"
    if os.path.exists(checker) and templates:
        c = run([sys.executable, checker] + sorted(templates))
        parser = "tosca-parser: " + (c.stdout.strip().splitlines() or ["no output"])[-1]
        if c.returncode != 0:
            problems += [l for l in c.stdout.splitlines() if l.startswith("FAIL")] or [c.stderr[-500:]]
    flat = os.path.join(work, "self-contained")
    subprocess.run(["rm", "-rf", flat], check=True)
    run([tool, "xml2yaml", src, "-o", flat, "--self-contained"])
    print("%s: library layout: %d types, %d documents compared after the way back, %d differ; "
          "%s; %d YAML lines (--self-contained: %d)"
          % (os.path.basename(src), len(names), compared, differing, parser, yaml_lines(ydir),
             yaml_lines(flat)))
    for p in problems[:40]:
        print("  " + p)
    if compared == 0:
        print("nothing was compared")
        return 1
    return 1 if problems else 0


def main():
    tool = sys.argv[1]
    if len(sys.argv) > 3:
        return one(tool, sys.argv[2], sys.argv[3])
    corpus = os.path.join(SHARED, "corpus", "xml")
    if not os.path.isdir(corpus):
        print("skipped: ../shared/corpus not found")
        return 77
    work = tempfile.mkdtemp(prefix="tosca-library-")
    try:
        failed = 0
        for r in REPOSITORIES:
            failed += one(tool, os.path.join(corpus, r), os.path.join(work, r))
        return 1 if failed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
