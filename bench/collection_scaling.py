#!/usr/bin/env python3
"""How the cost of a run grows with the number of documents in it.

The other scaling scripts grow one topology. A collection grows by
documents instead, and its costs hide elsewhere: per-document work that
looks at every other document (stop 39 found five: graph rendering every
YAML document's types again for each picture, a did-you-mean search per
document, output names counted from 2, a directory listed by each migrate
worker, and the workers' start-up).

Inputs, at each N: a folder of N small plain Simple Profile documents
(a node type each, a Compute and an application hosted on it), and the
folder of XML that yaml2xml makes of it. Every XML document has the same
id, so the outputs share one name, and each names the normative types,
which no input defines. Steps:

  yaml2xml DIR -o OUT          validate DIR (YAML)       roundtrip DIR (YAML)
  xml2yaml DIR -o OUT          xml2yaml --self-contained  validate DIR (XML)
  roundtrip DIR (XML)          graph DIR --format dot     migrate DIR -o OUT

For each it reports wall seconds (best of RUNS), peak resident memory and
the slope against the previous size (1.0 = linear).

usage: bench/collection_scaling.py TOSCA_CONVERT [N...]   (default 1600 6400)
"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import topology_scaling  # noqa: E402

DOCUMENT = """tosca_definitions_version: tosca_simple_yaml_1_3
node_types:
  my.App%(i)d:
    derived_from: tosca.nodes.SoftwareComponent
    properties:
      port: { type: integer, default: 80 }
topology_template:
  node_templates:
    server:
      type: tosca.nodes.Compute
    app:
      type: my.App%(i)d
      properties: { port: %(port)d }
      requirements:
        - host: server
"""


def generate(folder, n):
    os.makedirs(folder)
    for i in range(n):
        with open(os.path.join(folder, "p%d.yaml" % i), "w") as f:
            f.write(DOCUMENT % {"i": i, "port": 8000 + i % 1000})


def main():
    tool = sys.argv[1]
    sizes = [int(a) for a in sys.argv[2:]] or [1600, 6400]
    runs = int(os.environ.get("RUNS", "1"))
    work = tempfile.mkdtemp(prefix="tosca-collscale-")
    print("| N | step | wall | slope | peak memory |")
    print("|---|---|---|---|---|")
    previous = {}
    try:
        for n in sizes:
            plain = os.path.join(work, "yaml%d" % n)
            xml = os.path.join(work, "xml%d" % n)
            generate(plain, n)
            subprocess.run([tool, "yaml2xml", plain, "-o", xml], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            out = os.path.join(work, "out")
            # Each step writes a new folder: removing thousands of files just
            # before creating as many makes ext4 search for recently deleted
            # inodes, which measures the file system (docs/results.md).
            counter = [0]

            def fresh():
                counter[0] += 1
                return "%s%d" % (out, counter[0])
            steps = [("yaml2xml", lambda: [tool, "yaml2xml", plain, "-o", fresh()]),
                     ("validate YAML", lambda: [tool, "validate", plain]),
                     ("roundtrip YAML", lambda: [tool, "roundtrip", plain]),
                     ("xml2yaml", lambda: [tool, "xml2yaml", xml, "-o", fresh()]),
                     ("xml2yaml --self-contained",
                      lambda: [tool, "xml2yaml", xml, "--self-contained", "-o", fresh()]),
                     ("validate XML", lambda: [tool, "validate", xml]),
                     ("roundtrip XML", lambda: [tool, "roundtrip", xml]),
                     ("graph --format dot", lambda: [tool, "graph", xml, "--format", "dot",
                                                     "-o", fresh() + "/"]),
                     ("migrate", lambda: [tool, "migrate", xml, "-o", fresh()])]
            # validate and roundtrip report the unresolved normative types
            # and what XML cannot hold (exit 1)
            best = topology_scaling.best_of(steps, runs, n, lambda name, code: code in (0, 1))
            if best is None:
                return 1
            for name, _ in steps:
                wall, rss = best[name]
                print("| %d | %s | %.2f s | %s | %.0f MB |" % (
                    n, name, wall, topology_scaling.slope(previous, name, n, wall), rss))
                sys.stdout.flush()
            for p in [plain, xml] + ["%s%d" % (out, k) for k in range(1, counter[0] + 1)]:
                shutil.rmtree(p, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
