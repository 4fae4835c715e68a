#!/usr/bin/env python3
"""How cost grows with the size of the topology shapes that once were
quadratic, next to the plain topology of bench/topology_scaling.py:

  boundary   the service template exports every tenth node: a boundary
             capability and a property mapping each (xml2yaml, and
             yaml2xml of its output);
  added      the YAML names no relationship templates: each node's host
             requirement is an assignment the YAML adds, and yaml2xml makes
             a relationship template of each.

For each size it reports wall seconds (best of RUNS), peak memory, the ratio
to the plain topology's same step at that size (1.0 = the shape costs
nothing extra) and the slope against the previous size (1.0 = linear).

usage: bench/shape_scaling.py TOSCA_CONVERT [N...]   (default 1000 10000 100000)
"""
import os
import shutil
import sys
import tempfile

import topology_scaling as plain

BIG = ["--max-elements", "1000000000", "--max-input-size", "4000000000"]


def boundary(src, dst, n):
    """`src` (plain.generate) with every tenth node exported."""
    text = open(src).read()
    maps = "".join(
        "<PropertyMapping serviceTemplatePropertyRef=\"/*[local-name()='P']/*[local-name()='p%d']\""
        " targetObjectRef=\"n%d\" targetPropertyRef=\"/*[local-name()='ServerProperties']"
        "/*[local-name()='Port']\"/>" % (i, i) for i in range(0, n, 10))
    caps = "".join('<Capability name="c%d" ref="n%d_cap"/>' % (i, i) for i in range(0, n, 10))
    bd = ('<BoundaryDefinitions><PropertyMappings>%s</PropertyMappings>'
          '<Capabilities>%s</Capabilities></BoundaryDefinitions>' % (maps, caps))
    text = text.replace('name="Scale"><TopologyTemplate>',
                        'name="Scale" substitutableNodeType="s:Server">%s<TopologyTemplate>' % bd, 1)
    with open(dst, "w") as f:
        f.write(text)


def added(src, dst):
    """xml2yaml output `src` without its relationship templates."""
    out, skipping = [], False
    for line in open(src).read().split("\n"):
        if line == "  relationship_templates:":
            skipping = True
            continue
        if skipping and line.startswith("    "):
            continue
        skipping = False
        if line.strip().startswith("relationship: r"):
            continue
        out.append(line)
    with open(dst, "w") as f:
        f.write("\n".join(out))


def main():
    tool = sys.argv[1]
    sizes = [int(a) for a in sys.argv[2:]] or [1000, 10000, 100000]
    runs = int(os.environ.get("RUNS", "3"))
    work = tempfile.mkdtemp(prefix="tosca-shapes-")
    print("| N | step | wall | ratio to the plain topology | slope | peak memory |")
    print("|---|---|---|---|---|---|")
    previous = {}
    try:
        for n in sizes:
            p = lambda name: os.path.join(work, "%s%d" % (name, n))
            plain.generate(p("plain.xml"), n)
            boundary(p("plain.xml"), p("boundary.xml"), n)
            steps = [("plain xml2yaml", [tool, "xml2yaml", p("plain.xml"), "-o", p("plain.yaml")] + BIG),
                     ("plain yaml2xml", [tool, "yaml2xml", p("plain.yaml"), "-o", p("back.xml")] + BIG),
                     ("boundary xml2yaml",
                      [tool, "xml2yaml", p("boundary.xml"), "-o", p("boundary.yaml")] + BIG),
                     ("boundary yaml2xml",
                      [tool, "yaml2xml", p("boundary.yaml"), "-o", p("back.xml")] + BIG)]
            best = plain.best_of(steps, runs, n)
            if best is None:
                return 1
            added(p("plain.yaml"), p("added.yaml"))
            more = plain.best_of(
                [("added yaml2xml", [tool, "yaml2xml", p("added.yaml"), "-o", p("back.xml")] + BIG)],
                runs, n)
            if more is None:
                return 1
            best.update(more)
            for name in ["boundary xml2yaml", "boundary yaml2xml", "added yaml2xml"]:
                wall, rss = best[name]
                base = best["plain " + name.split()[1]][0]
                print("| %d | %s | %.2f s | %.2f× | %s | %.0f MB |" % (
                    n, name, wall, wall / base, plain.slope(previous, name, n, wall), rss))
            sys.stdout.flush()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
