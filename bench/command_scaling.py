#!/usr/bin/env python3
"""How the other commands' cost grows with the size of one topology.

topology_scaling.py and yaml_scaling.py time the conversions and validate.
This times the commands that read a converted topology once more: the
picture, the comparison and the round trip. Each had a cost that grew
with the square of the topology (stop 38: graph 93 s and diff 23 s at
20,000 templates), which only a run at several sizes shows.

Inputs, at each N: topology_scaling.py's XML (N servers hosted in one
chain, with relationship templates), its YAML from xml2yaml, and
yaml_scaling.py's plain Simple Profile YAML. Steps:

  graph XML -o OUT.dot       graph YAML -o OUT.dot
  diff XML YAML              diff YAML YAML
  roundtrip XML              roundtrip YAML      roundtrip PLAIN
  yaml2xml EDITED            (the YAML with an artifact added to every
                             template: what a user's edits carry back)

For each it reports wall seconds (best of RUNS), peak resident memory and
the slope against the previous size (1.0 = linear).

usage: bench/command_scaling.py TOSCA_CONVERT [N...]   (default 2000 20000)
"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import topology_scaling  # noqa: E402
import yaml_scaling  # noqa: E402


def add_artifacts(source, target):
    """xml2yaml's YAML with a deployment artifact added to every node
    template, as a user might before converting back (stop 40: each new
    artifact template collected every id of the document, 30 s at 10,000)."""
    with open(source) as f:
        text = f.read()
    text = text.replace("      type: Server\n",
                        "      type: Server\n      artifacts:\n        setup:\n"
                        "          file: scripts/setup.sh\n          type: tosca.artifacts.File\n")
    with open(target, "w") as f:
        f.write(text)


def main():
    tool = sys.argv[1]
    sizes = [int(a) for a in sys.argv[2:]] or [2000, 20000]
    runs = int(os.environ.get("RUNS", "3"))
    work = tempfile.mkdtemp(prefix="tosca-cmdscale-")
    big = ["--max-elements", "1000000000", "--max-input-size", "4000000000"]
    print("| N | step | wall | slope | peak memory |")
    print("|---|---|---|---|---|")
    previous = {}
    try:
        for n in sizes:
            xml = os.path.join(work, "scale%d.xml" % n)
            yml = os.path.join(work, "scale%d.yaml" % n)
            plain = os.path.join(work, "plain%d.yaml" % n)
            topology_scaling.generate(xml, n)
            yaml_scaling.generate(plain, n)
            subprocess.run([tool, "xml2yaml", xml, "-o", yml] + big, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            edited = os.path.join(work, "edited%d.yaml" % n)
            add_artifacts(yml, edited)
            back = os.path.join(work, "back.xml")
            dot = os.path.join(work, "out.dot")
            steps = [("graph XML", [tool, "graph", xml, "-o", dot]),
                     ("graph YAML", [tool, "graph", yml, "-o", dot]),
                     ("diff XML YAML", [tool, "diff", xml, yml]),
                     ("diff YAML YAML", [tool, "diff", yml, yml]),
                     ("roundtrip XML", [tool, "roundtrip", xml]),
                     ("roundtrip YAML", [tool, "roundtrip", yml]),
                     ("roundtrip plain YAML", [tool, "roundtrip", plain]),
                     ("yaml2xml EDITED", [tool, "yaml2xml", edited, "-o", back])]
            # diff exits 1 when the two differ, roundtrip when something is lost
            best = topology_scaling.best_of([(name, args + big) for name, args in steps], runs, n,
                                            lambda name, code: code in (0, 1))
            if best is None:
                return 1
            for name, _ in steps:
                wall, rss = best[name]
                print("| %d | %s | %.2f s | %s | %.0f MB |" % (
                    n, name, wall, topology_scaling.slope(previous, name, n, wall), rss))
                sys.stdout.flush()
            for p in (xml, yml, plain, dot, edited, back):
                if os.path.exists(p):
                    os.remove(p)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
