#!/usr/bin/env python3
"""Where a run leaves a core idle: a timeline of its threads.

Runs one command under `perf record` (10,000 samples a second per thread,
no call graphs) and sorts the samples into 5 ms buckets. Each bucket is
called `main` when the main thread alone runs, `par` when other threads
run too, `idle` when no thread was sampled; consecutive buckets of one
kind are joined. A long `main` stretch is work one core does while the
other waits: what stop 48 found in the corpus runs (docs/results.md).

usage: bench/timeline.py COMMAND [ARG...]
       e.g. bench/timeline.py build/tosca-convert xml2yaml ../shared/corpus/xml --check

Times under perf are somewhat longer than without it, the first `main`
stretch most (it holds perf's own start of the command, longer for a
binary perf has not seen); compare phases with each other, not with the
wall times of bench/run.sh. Needs perf (apt-get install linux-perf).
"""
import collections
import os
import shutil
import subprocess
import sys
import tempfile

BUCKET = 0.005  # seconds
BUSY = 25       # samples of the main thread in a bucket: it ran (of 50)
OTHERS = 10     # samples of the other threads in a bucket: they ran


def samples(data):
    """(thread id, time) of every sample in a perf.data file."""
    out = subprocess.run(["perf", "script", "-i", data, "-F", "tid,time"],
                         capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[1].endswith(":"):
            yield int(parts[0]), float(parts[1][:-1])


def phases(rows):
    """[(kind, milliseconds)] of the run, in order."""
    if not rows:
        return []
    start = min(t for _, t in rows)
    main = min(tid for tid, _ in rows)  # the process's first thread
    count = collections.Counter()
    last = 0
    for tid, t in rows:
        b = int((t - start) / BUCKET)
        count[(b, tid == main)] += 1
        last = max(last, b)
    runs = []
    for b in range(last + 1):
        mine, theirs = count[(b, True)], count[(b, False)]
        kind = "par" if theirs >= OTHERS else "main" if mine >= BUSY else "idle"
        if runs and runs[-1][0] == kind:
            runs[-1][1] += 1
        else:
            runs.append([kind, 1])
    return [(kind, n * BUCKET * 1000) for kind, n in runs]


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    if shutil.which("perf") is None:
        print("timeline: perf missing (apt-get install linux-perf)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        data = os.path.join(tmp, "perf.data")
        subprocess.run(["perf", "record", "-q", "-o", data, "-F", "10000", "--"] + sys.argv[1:],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        runs = phases(list(samples(data)))
    print(" ".join(f"{kind}:{ms:.0f}ms" for kind, ms in runs))
    totals = collections.Counter()
    for kind, ms in runs:
        totals[kind] += ms
    print(", ".join(f"{kind} {totals[kind]:.0f} ms" for kind in ("main", "par", "idle")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
