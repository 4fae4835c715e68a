#!/usr/bin/env python3
"""How cost grows with the size of one Simple Profile YAML topology.

topology_scaling.py starts from XML, so the YAML it reads back carries the
extension block. This one starts where a YAML user starts: a plain TOSCA
Simple Profile 1.3 document, written by hand or by another tool, with N
software components hosted in a chain on one server. Each component has a
property, a deployment artifact and a Standard.create operation with an
implementation script and an input, so that the XML writer derives an
artifact template and a node type implementation for every one of them.

It times, paired in the same run:

  yaml_floor LIST           yaml-cpp's own parse of the same bytes
                            (bench/yaml_floor.cpp), when built
  yaml2xml FILE -o OUT.xml  the conversion
  validate FILE             the checks of the YAML
  xml2yaml OUT.xml -o BACK  the way back (validating the XML written)

For each it reports wall seconds (best of RUNS), peak resident memory, the
ratio to yaml_floor and the slope against the previous size (1.0 = linear).

usage: bench/yaml_scaling.py TOSCA_CONVERT [N...]   (default 1000 10000 100000)
       RUNS=3 by default; sizes over 100000 run once.
"""
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from topology_scaling import best_of, slope  # noqa: E402


def generate(path, n):
    with open(path, "w") as f:
        f.write("tosca_definitions_version: tosca_simple_yaml_1_3\n"
                "description: %d components on one server, each depending on the one before\n"
                "topology_template:\n"
                "  inputs:\n"
                "    version:\n"
                "      type: string\n"
                "      default: '1.0'\n"
                "  node_templates:\n"
                "    server:\n"
                "      type: tosca.nodes.Compute\n" % n)
        for i in range(n):
            depends = "" if i == 0 else "        - dependency: c%d\n" % (i - 1)
            f.write("    c%d:\n"
                    "      type: tosca.nodes.SoftwareComponent\n"
                    "      properties:\n"
                    "        component_version: { get_input: version }\n"
                    "      requirements:\n"
                    "        - host: server\n"
                    "%s"
                    "      artifacts:\n"
                    "        package:\n"
                    "          type: tosca.artifacts.File\n"
                    "          file: files/c%d.tar.gz\n"
                    "      interfaces:\n"
                    "        Standard:\n"
                    "          create:\n"
                    "            implementation: scripts/create_c%d.sh\n"
                    "            inputs:\n"
                    "              port: %d\n" % (i, depends, i, i, 8000 + i % 1000))


def main():
    tool = sys.argv[1]
    sizes = [int(a) for a in sys.argv[2:]] or [1000, 10000, 100000]
    runs = int(os.environ.get("RUNS", "3"))
    floor_tool = os.path.join(os.path.dirname(os.path.abspath(tool)), "bench", "yaml_floor")
    if not os.access(floor_tool, os.X_OK):
        print("bench: %s not built (TOSCA_BUILD_TESTS=ON builds it); no floor" % floor_tool,
              file=sys.stderr)
        floor_tool = None
    work = tempfile.mkdtemp(prefix="tosca-yamlscale-")
    print("| N | input | step | wall | ratio to yaml_floor | slope | peak memory | memory / input |")
    print("|---|---|---|---|---|---|---|---|")
    previous = {}
    try:
        for n in sizes:
            src = os.path.join(work, "scale%d.yaml" % n)
            generate(src, n)
            size_mb = os.path.getsize(src) / 1e6
            out = os.path.join(work, "out%d.xml" % n)
            back = os.path.join(work, "back%d.yaml" % n)
            listing = os.path.join(work, "list")
            with open(listing, "w") as f:
                f.write(src + "\n")
            big = ["--max-elements", "1000000000", "--max-input-size", "4000000000"]
            steps = []
            if floor_tool:
                steps.append(("yaml_floor", [floor_tool, listing]))
            steps += [("yaml2xml", [tool, "yaml2xml", src, "-o", out] + big),
                      ("validate", [tool, "validate", src] + big),
                      ("xml2yaml", [tool, "xml2yaml", out, "-o", back] + big)]
            validate_exit = lambda name, code: code == 0 or (name == "validate" and code == 1)
            best = best_of(steps, runs if n <= 100000 else 1, n, validate_exit)
            if best is None:
                return 1
            floor = best["yaml_floor"][0] if "yaml_floor" in best else None
            for name, _ in steps:
                wall, rss = best[name]
                ratio = "%.2f×" % (wall / floor) if floor else ""
                print("| %d | %.1f MB | %s | %.2f s | %s | %s | %.0f MB | %.1f× |" % (
                    n, size_mb, name, wall, ratio, slope(previous, name, n, wall), rss,
                    rss / size_mb))
            sys.stdout.flush()
            for p in (src, out, back):
                if os.path.exists(p):
                    os.remove(p)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
