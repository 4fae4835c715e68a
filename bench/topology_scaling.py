#!/usr/bin/env python3
"""How cost grows with the size of one topology.

Generates one self-contained TOSCA 1.0 XML document with N node templates
(each with a property, a requirement and a capability) and N-1 hosted-on
relationship templates, then times, paired in the same run:

  SAX2Count -l -v=never LIST      the floor: a bare Xerces parse
  xsd_floor LIST                  the validating read's floor: Xerces validating
                                  the same bytes against the same embedded schema
                                  (bench/xsd_floor.cpp), when built
  xml2yaml FILE -o OUT.yaml       the conversion (validating)
  yaml_floor LIST                 the way back's floor: yaml-cpp's own parse
                                  of OUT.yaml (bench/yaml_floor.cpp), when built
  yaml2xml OUT.yaml -o BACK.xml   the way back
  validate FILE

For each it reports wall seconds (best of RUNS), peak resident memory, the
ratio to SAX2Count, the ratio to the parser the step cannot do without
(xsd_floor for validated XML input, yaml_floor for YAML input) and the slope
against the previous size (1.0 = linear: ten times the input costs ten
times as much).

usage: bench/topology_scaling.py TOSCA_CONVERT [N...]   (default 1000 10000 100000)
       RUNS=3 by default; sizes over 100000 run once.
"""
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

NS = "http://example.org/bench/scale"


def generate(path, n):
    with open(path, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<Definitions xmlns="http://docs.oasis-open.org/tosca/ns/2011/12" xmlns:s="%s" '
                'id="scale" targetNamespace="%s">\n'
                '<RequirementType name="HostReq" requiredCapabilityType="s:Host"/>\n'
                '<CapabilityType name="Host"/>\n'
                '<RelationshipType name="HostedOn"><ValidSource typeRef="s:HostReq"/>'
                '<ValidTarget typeRef="s:Host"/></RelationshipType>\n'
                '<NodeType name="Server">\n'
                ' <PropertiesDefinition element="s:ServerProperties"/>\n'
                ' <RequirementDefinitions><RequirementDefinition name="host" requirementType="s:HostReq" '
                'lowerBound="0"/></RequirementDefinitions>\n'
                ' <CapabilityDefinitions><CapabilityDefinition name="host" capabilityType="s:Host" '
                'upperBound="unbounded"/></CapabilityDefinitions>\n'
                '</NodeType>\n'
                '<ServiceTemplate id="Scale" name="Scale"><TopologyTemplate>\n' % (NS, NS))
        for i in range(n):
            f.write('<NodeTemplate id="n%d" name="n%d" type="s:Server"><Properties>'
                    '<ServerProperties xmlns="%s"><Port>%d</Port></ServerProperties></Properties>'
                    '<Requirements><Requirement id="n%d_req" name="host" type="s:HostReq"/></Requirements>'
                    '<Capabilities><Capability id="n%d_cap" name="host" type="s:Host"/></Capabilities>'
                    '</NodeTemplate>\n' % (i, i, NS, 8000 + i % 1000, i, i))
        for i in range(1, n):
            f.write('<RelationshipTemplate id="r%d" type="s:HostedOn"><SourceElement ref="n%d_req"/>'
                    '<TargetElement ref="n%d_cap"/></RelationshipTemplate>\n' % (i, i, i - 1))
        f.write('</TopologyTemplate></ServiceTemplate>\n</Definitions>\n')


def run(args):
    """Wall seconds and peak RSS (MB) of one child; exit code."""
    # stderr goes to a file: a pipe read after the child ends would block a
    # child that reports more than the pipe holds.
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        p = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - start
        errors.seek(0)
        err = errors.read().decode(errors="replace")
    code = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_maxrss / 1024.0, code, err


def best_of(steps, runs, n, accept=lambda name, code: code == 0):
    """{name: (best wall, highest peak MB)} of `runs` runs of each step, or
    None after reporting a step whose exit code `accept` refuses. A step's
    arguments may be a function that makes them anew for each run."""
    best = {}
    for _ in range(runs):
        for name, args in steps:
            wall, rss, code, err = run(args() if callable(args) else args)
            if not accept(name, code):
                print("%s exit %d at N=%d: %s" % (name, code, n, err.strip()[:400]), file=sys.stderr)
                return None
            w, r = best.get(name, (wall, rss))
            best[name] = (min(w, wall), max(r, rss))
    return best


def slope(previous, name, n, wall):
    """The exponent of the cost between the previous size of step `name`
    and `n` (1.0 = linear), "" for the first size; remembers this one."""
    out = ""
    if name in previous:
        pn, pwall = previous[name]
        out = "%.2f" % (math.log(wall / pwall) / math.log(n / pn)) if pwall > 0.005 else ""
    previous[name] = (n, wall)
    return out


def main():
    tool = sys.argv[1]
    sizes = [int(a) for a in sys.argv[2:]] or [1000, 10000, 100000]
    runs = int(os.environ.get("RUNS", "3"))
    if not shutil.which("SAX2Count"):
        print("bench: SAX2Count missing (apt-get install libxerces-c-samples)", file=sys.stderr)
        return 1
    work = tempfile.mkdtemp(prefix="tosca-topscale-")
    def built(name):
        path = os.path.join(os.path.dirname(os.path.abspath(tool)), "bench", name)
        if os.access(path, os.X_OK):
            return path
        print("bench: %s not built (TOSCA_BUILD_TESTS=ON builds it); no such floor" % path,
              file=sys.stderr)
        return None
    floor_tool = built("yaml_floor")
    xsd_tool = built("xsd_floor")
    print("| N | input | step | wall | ratio to SAX2Count | ratio to its parser | slope | peak memory | memory / input |")
    print("|---|---|---|---|---|---|---|---|---|")
    previous = {}
    try:
        for n in sizes:
            src = os.path.join(work, "scale%d.xml" % n)
            generate(src, n)
            size_mb = os.path.getsize(src) / 1e6
            out = os.path.join(work, "out%d.yaml" % n)
            back = os.path.join(work, "back%d.xml" % n)
            listing = os.path.join(work, "list")
            with open(listing, "w") as f:
                f.write(src + "\n")
            ylisting = os.path.join(work, "ylist")
            with open(ylisting, "w") as f:
                f.write(out + "\n")
            # past the default limits (10^6 elements, 256 MiB), which is
            # the point of the larger sizes
            big = ["--max-elements", "1000000000", "--max-input-size", "4000000000"]
            steps = [("SAX2Count", ["SAX2Count", "-l", "-v=never", listing])]
            if xsd_tool:
                steps.append(("xsd_floor", [xsd_tool, listing]))
            steps.append(("xml2yaml", [tool, "xml2yaml", src, "-o", out] + big))
            if floor_tool:
                steps.append(("yaml_floor", [floor_tool, ylisting]))
            steps += [("yaml2xml", [tool, "yaml2xml", out, "-o", back] + big),
                     ("validate", [tool, "validate", src] + big)]
            validate_exit = lambda name, code: code == 0 or (name == "validate" and code == 1)
            best = best_of(steps, runs if n <= 100000 else 1, n, validate_exit)
            if best is None:
                return 1
            floor = best["SAX2Count"][0]
            validating = best["xsd_floor"][0] if "xsd_floor" in best else floor
            own_floor = {"xml2yaml": validating, "validate": validating}
            if "yaml_floor" in best:
                own_floor["yaml2xml"] = best["yaml_floor"][0]
            for name, _ in steps:
                wall, rss = best[name]
                own = "%.2f×" % (wall / own_floor[name]) if name in own_floor else ""
                print("| %d | %.1f MB | %s | %.2f s | %s | %s | %s | %.0f MB | %.1f× |" % (
                    n, size_mb, name, wall, "%.2f×" % (wall / floor) if name != "SAX2Count" else "1×",
                    own, slope(previous, name, n, wall), rss, rss / size_mb))
            sys.stdout.flush()
            for p in (src, out, back):
                if os.path.exists(p):
                    os.remove(p)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
