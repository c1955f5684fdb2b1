#!/usr/bin/env python3
"""Two ir-opt binaries on the dataflow pipeline, whole process, side by side.

    benches/dataflow_compare.py OLD_IR_OPT NEW_IR_OPT [--rounds R] [--file F] [--passes "..."]

Runs each binary on the same file and passes (by default the criterion
benchmark's pipeline, `--inline --fuse=target=spyre --layout`, on the
12-layer GPT-2-small stack of benches/data), alternating one run of each
per round (the machine is shared and its speed drifts), and prints each
one's median and minimum wall time and the ratio of the medians. The
outputs are checked equal (byte for byte) unless `--no-check`.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run(binary, passes, path):
    t = time.perf_counter()
    r = subprocess.run([binary, *passes, path], capture_output=True)
    dt = time.perf_counter() - t
    if r.returncode:
        sys.exit(f"{binary} failed: {r.stderr.decode()[:500]}")
    return dt, r.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--file", default=os.path.join(HERE, "data", "gpt2_768_x12.mlir"))
    ap.add_argument("--passes", default="--inline --fuse=target=spyre --layout")
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args()
    passes = a.passes.split()
    times = {a.old: [], a.new: []}
    outs = {}
    for i in range(a.rounds):
        order = [a.old, a.new] if i % 2 == 0 else [a.new, a.old]
        for b in order:
            dt, out = run(b, passes, a.file)
            times[b].append(dt)
            outs[b] = out
    if not a.no_check and outs[a.old] != outs[a.new]:
        print("note: the two binaries print different IR")
    med = {b: statistics.median(t) for b, t in times.items()}
    for label, b in (("old", a.old), ("new", a.new)):
        print(f"{label}: median {med[b] * 1e3:.1f} ms, min {min(times[b]) * 1e3:.1f} ms ({b})")
    print(f"new / old: {med[a.new] / med[a.old]:.3f} (medians, {a.rounds} alternating rounds, {' '.join(passes)})")


if __name__ == "__main__":
    main()
