#!/usr/bin/env python3
"""What `ir-opt --dump-dir` adds to a compile, whole-process as a user runs
it: the same pipeline with and without the dump, alternating rounds (the
machine is shared and drifts), medians of wall time. Inputs: the 12-layer
GPT-2-small block (d=768, benches/data/gpt2_768_x12.mlir) for Spyre, and
a program of N layers of five ops (scripts/layers-program.py, 100,000 ops
by default) to show the dataflow passes and the dump stay linear.

    benches/dump_overhead.py [--rounds R] [--layers N] [--ir-opt PATH]
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def wall(cmd):
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--layers", type=int, default=20000, help="five ops a layer")
    ap.add_argument("--ir-opt", default=os.path.join(ROOT, "target", "release", "ir-opt"))
    a = ap.parse_args()
    tmp = tempfile.mkdtemp()
    layers = os.path.join(tmp, "layers.mlir")
    with open(layers, "w") as f:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "layers-program.py"),
                        str(a.layers)], check=True, stdout=f)
    cases = [
        ("GPT-2 x12 (d=768) for Spyre", os.path.join(HERE, "data", "gpt2_768_x12.mlir"), a.rounds),
        (f"{5 * a.layers + 1} ops in {a.layers} layers for Spyre", layers, max(1, a.rounds // 2)),
    ]
    try:
        for name, path, rounds in cases:
            base = [a.ir_opt, "--fuse", "--layout", "--tile=spyre", "--schedule", path, "-o", os.devnull]
            plain, dumped = [], []
            for _ in range(rounds):
                plain.append(wall(base))
                d = os.path.join(tmp, "dump")
                shutil.rmtree(d, ignore_errors=True)
                dumped.append(wall(base + [f"--dump-dir={d}"]))
            p, q = statistics.median(plain), statistics.median(dumped)
            size = sum(os.path.getsize(os.path.join(d, x)) for x in os.listdir(d))
            print(f"{name}: compile {p:.3f} s, with --dump-dir {q:.3f} s: the dump adds "
                  f"{q - p:.3f} s ({size / 1e6:.1f} MB written), median of {rounds}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
