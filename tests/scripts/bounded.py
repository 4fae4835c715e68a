#!/usr/bin/env python3
"""Runs a command and says whether it stayed within a time and memory bound.

    bounded.py SECONDS MEGABYTES COMMAND [ARG...]

Prints "exit N" (the command's status) and then "bounded", or what it
exceeded. The command's own output passes through. Used by the hostile-input
tests: a refused input must also be refused cheaply. (The bounds are loose
enough for a sanitizer build, which is slower and uses more memory.)
"""
import resource
import subprocess
import sys
import time

seconds, megabytes, command = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3:]
start = time.monotonic()
try:
    status = subprocess.run(command, timeout=seconds * 3).returncode
except subprocess.TimeoutExpired:
    print("exit timeout")
    print(f"UNBOUNDED: still running after {seconds * 3:.0f} s")
    sys.exit(0)
took = time.monotonic() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024  # KiB -> MiB
print(f"exit {status}")
problems = []
if took > seconds:
    problems.append(f"took {took:.1f} s (bound {seconds:g} s)")
if peak > megabytes:
    problems.append(f"peak memory {peak:.0f} MiB (bound {megabytes:g} MiB)")
print("UNBOUNDED: " + ", ".join(problems) if problems else "bounded")
