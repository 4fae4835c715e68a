#!/usr/bin/env python3
"""Compares two migration outputs: the same files byte for byte (outside
the journal folder and the reports), and the same records in the reports
but for their timings; every item exactly once.
Usage: migrate_compare.py EXPECTED_DEST ACTUAL_DEST"""
import json, os, sys

def files(root):
    out = {}
    for d, dirs, names in os.walk(root):
        dirs[:] = [x for x in dirs if x != ".tosca-convert-migrate"]
        for n in names:
            p = os.path.join(d, n)
            rel = os.path.relpath(p, root)
            if rel.startswith("migration-report"):
                continue
            out[rel] = open(p, "rb").read()
    return out

def records(root):
    rs = json.load(open(os.path.join(root, "migration-report.json")))["records"]
    sources = [r["source"] for r in rs]
    if len(sources) != len(set(sources)):
        sys.exit(f"{root}: an item is listed more than once")
    for r in rs:
        r.pop("seconds", None)
    return rs

a, b = sys.argv[1], sys.argv[2]
fa, fb = files(a), files(b)
if fa.keys() != fb.keys():
    sys.exit(f"files differ: only in {a}: {sorted(fa.keys() - fb.keys())[:5]}; only in {b}: {sorted(fb.keys() - fa.keys())[:5]}")
diff = [k for k in fa if fa[k] != fb[k]]
if diff:
    sys.exit(f"contents differ: {diff[:5]}")
ra, rb = records(a), records(b)
if ra != rb:
    for x, y in zip(ra, rb):
        if x != y:
            sys.exit(f"records differ:\n{json.dumps(x)[:400]}\n{json.dumps(y)[:400]}")
    sys.exit(f"records differ in number: {len(ra)} vs {len(rb)}")
stray = [os.path.join(d, n) for d, _, ns in os.walk(b) if ".tosca-convert-migrate" not in d for n in ns if ".tmp" in n]
if stray:
    sys.exit(f"temporary files left: {stray[:5]}")
print(f"equal: {len(fa)} files, {len(ra)} records")
