#!/usr/bin/env python3
"""How the library layout's cost grows with a repository's size.

Generates Winery-style repositories of N node types (one document each,
derived in chains of 10) and N/10 service templates (10 node templates
each, hosted on one another), then times `xml2yaml DIR -o OUT` in the
library layout and with --self-contained, paired in the same run.

usage: bench/library_scaling.py TOSCA_CONVERT [N...]   (default 100 1000 5000)
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

NS = "http://example.org/bench/nodetypes"
ST_NS = "http://example.org/bench/servicetemplates"
BASE = "http://docs.oasis-open.org/tosca/ns/2011/12/ToscaBaseTypes"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def generate(root, n):
    enc = NS.replace(":", "%3A").replace("/", "%2F")
    write(os.path.join(root, "relationshiptypes", "base", "HostedOn", "RelationshipType.tosca"),
          '<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12" id="rt" '
          'targetNamespace="%s"><RelationshipType name="HostedOn"/></Definitions>\n' % BASE)
    for i in range(n):
        parent = '<DerivedFrom typeRef="t:T%d"/>' % (i - 1) if i % 10 else ""
        write(os.path.join(root, "nodetypes", enc, "T%d" % i, "NodeType.tosca"),
              '<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12" xmlns:t="%s" '
              'id="nt%d" targetNamespace="%s"><NodeType name="T%d">%s</NodeType></Definitions>\n'
              % (NS, i, NS, i, parent))
    enc_st = ST_NS.replace(":", "%3A").replace("/", "%2F")
    for s in range(n // 10):
        nodes = "".join('<NodeTemplate id="n%d" type="t:T%d"/>' % (k, (s * 10 + k) % n)
                        for k in range(10))
        rels = "".join('<RelationshipTemplate id="r%d" type="b:HostedOn"><SourceElement ref="n%d"/>'
                       '<TargetElement ref="n%d"/></RelationshipTemplate>' % (k, k, k - 1)
                       for k in range(1, 10))
        write(os.path.join(root, "servicetemplates", enc_st, "S%d" % s, "ServiceTemplate.tosca"),
              '<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12" xmlns:t="%s" '
              'xmlns:b="%s" id="st%d" targetNamespace="%s"><ServiceTemplate id="S%d">'
              '<TopologyTemplate>%s%s</TopologyTemplate></ServiceTemplate></Definitions>\n'
              % (NS, BASE, s, ST_NS, s, nodes, rels))


def timed(args):
    start = time.perf_counter()
    r = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start, r.returncode


def lines(d):
    total = 0
    for root, _, files in os.walk(d):
        for f in files:
            with open(os.path.join(root, f), "rb") as fh:
                total += fh.read().count(b"\n")
    return total


def main():
    tool = sys.argv[1]
    sizes = [int(a) for a in sys.argv[2:]] or [100, 1000, 5000]
    work = tempfile.mkdtemp(prefix="tosca-libscale-")
    print("| node types | library layout | --self-contained | ratio | YAML lines, library | YAML lines, self-contained |")
    print("|---|---|---|---|---|---|")
    try:
        for n in sizes:
            src = os.path.join(work, "repo%d" % n)
            generate(src, n)
            lib, flat = os.path.join(work, "lib"), os.path.join(work, "flat")
            best = {}
            for _ in range(3):
                for name, extra, out in (("lib", [], lib), ("flat", ["--self-contained"], flat)):
                    shutil.rmtree(out, ignore_errors=True)
                    t, code = timed([tool, "xml2yaml", src, "-o", out] + extra)
                    if code != 0:
                        print("xml2yaml exit %d on %d types (%s)" % (code, n, name))
                        return 1
                    best[name] = min(best.get(name, t), t)
            print("| %d | %.2f s | %.2f s | %.2f | %d | %d |" % (
                n, best["lib"], best["flat"], best["lib"] / best["flat"], lines(lib), lines(flat)))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
