#!/usr/bin/env python3
"""tessera's CPU code (tile kernels compiled by the LLVM bridge) against
numpy (OpenBLAS) and PyTorch eager on the same sizes, in the same run, on
`--threads` threads each (default 1; tessera compiles for a host of that
many cores: targets/cpu.target with `cores` written in); prints each median time and tessera's speed over theirs
(above 1.0: tessera is faster).

    benches/cpu_vs_frameworks.py [--bin DIR] [--runs N] [--rounds R] [--threads T]

1. f32 matmul 1024x1024x1024: a StableHLO dot_general compiled with
   `--fuse --tile=cpu --convert-to-tt`; its kernel runs alone
   (`ir-run --grid ... --jit --bench N`), so the time is the kernel's,
   as numpy's `a @ b` is the BLAS call's.
2. A transformer block (benches/models/block.py: d=256, 4 heads, seq 128,
   batch 1, f32), imported through torch-mlir and compiled the same way;
   the whole program runs (`ir-run --jit --bench N`: every kernel and the
   host's launches), against `block(x)` under torch.no_grad(). The
   `compile:` line (parse to machine code) is printed too.

Both results are checked against the framework's before timing counts.
The machine is shared and its speed drifts within seconds: each side runs
in `--rounds` alternating rounds of runs/rounds calls, and each time
printed is the median of its rounds' medians (one side measured entirely
after the other once gave 0.69x and, a minute later, 1.04x).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

# numpy's BLAS takes its threads from the environment when it loads, before
# the arguments are parsed: every side runs on the --threads tessera gets.
THREADS = next((sys.argv[i + 1] for i, x in enumerate(sys.argv[:-1]) if x == "--threads"), "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", THREADS)
os.environ.setdefault("OMP_NUM_THREADS", THREADS)
os.environ.setdefault("MKL_NUM_THREADS", THREADS)
import numpy as np  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def median_ms(f, runs):
    f()
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    times.sort()
    return times[len(times) // 2] * 1e3


def alternate(a, ours, theirs):
    """Alternating rounds of `ours()` (a tessera run returning its median
    ms) and `theirs` (timed here): each side's median of round medians."""
    per = max(1, a.runs // a.rounds)
    mine, other = [], []
    for _ in range(a.rounds):
        mine.append(ours(per))
        other.append(median_ms(theirs, per))
    mine.sort()
    other.sort()
    return mine[len(mine) // 2], other[len(other) // 2]


def tessera_times(out):
    run = re.search(r"run: median ([0-9.]+) ms", out)
    comp = re.search(r"compile: ([0-9.]+) ms", out)
    return float(run.group(1)) if run else None, float(comp.group(1)) if comp else None


def check(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0 or "MISMATCH" in r.stdout:
        sys.exit(f"tessera failed: {' '.join(cmd)}\n{r.stdout}{r.stderr}")
    return r.stdout


def matmul(a, work):
    n = 1024
    rng = np.random.default_rng(0)
    x = rng.standard_normal((n, n)).astype(np.float32)
    y = rng.standard_normal((n, n)).astype(np.float32)
    np.save(os.path.join(work, "a.npy"), x)
    np.save(os.path.join(work, "b.npy"), y)
    np.save(os.path.join(work, "ref.npy"), x @ y)
    src = os.path.join(work, "mm.mlir")
    with open(src, "w") as f:
        f.write(
            f"func.func @main(%a: tensor<{n}x{n}xf32>, %b: tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32> {{\n"
            f"  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : "
            f"(tensor<{n}x{n}xf32>, tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32>\n"
            f"  return %d : tensor<{n}x{n}xf32>\n}}\n"
        )
    tt = os.path.join(work, "mm.tt.mlir")
    check([a.ir_opt, "--fuse", f"--tile={a.target}", "--convert-to-tt", src, "-o", tt])
    text = open(tt).read()
    kernel = re.search(r"hlo\.launch @(\w+)\(.*grid array<i64: (\d+), (\d+), (\d+)>", text)
    name, grid = kernel.group(1), ",".join(kernel.groups()[1:])
    def run(runs):
        out = check([a.ir_run, tt, "--entry", name, "--grid", grid, "--jit", "--threads", str(a.threads),
                     "--bench", str(runs), "--arg", f"arg0={work}/a.npy", "--arg", f"arg1={work}/b.npy",
                     "--arg", f"arg2=zeros:{n}x{n}:f32", "--out-dir", os.path.join(work, "mm-out"),
                     "--check", f"arg2={work}/ref.npy", "--rtol", "1e-3", "--atol", "1e-3"])
        return tessera_times(out)[0]

    ours, theirs = alternate(a, run, lambda: x @ y)
    print(f"matmul {n}x{n}x{n} f32, {a.threads} thread(s): tessera {ours:.2f} ms, numpy {theirs:.2f} ms: "
          f"{theirs / ours:.2f}x numpy's speed")
    try:
        import torch

        torch.set_num_threads(a.threads)
        tx, ty = torch.from_numpy(x), torch.from_numpy(y)
        ours, tt_ms = alternate(a, run, lambda: tx @ ty)
        print(f"  torch {tt_ms:.2f} ms (tessera {ours:.2f} ms): {tt_ms / ours:.2f}x torch's speed")
    except ImportError:
        pass


def block(a, work):
    import torch

    torch.set_num_threads(a.threads)
    d = os.path.join(work, "block")
    subprocess.run([sys.executable, os.path.join(ROOT, "tools", "torch-import", "torch_import.py"),
                    os.path.join(HERE, "models", "block.py") + ":block", "-o", d],
                   check=True, capture_output=True)
    tt = os.path.join(d, "tt.mlir")
    check([a.ir_opt, "--decompose", "--convert-torch-to-hlo", "--fuse", f"--tile={a.target}", "--convert-to-tt",
           os.path.join(d, "model.mlir"), "-o", tt])
    compiles = []

    def run(runs):
        out = check([a.ir_run, tt, "--jit", "--threads", str(a.threads), "--entry", "main", "--input",
                     os.path.join(d, "input0.npy"), "--check", os.path.join(d, "output0.npy"),
                     "--rtol", "1e-4", "--atol", "1e-5", "--bench", str(runs)])
        ms, compile_ms = tessera_times(out)
        compiles.append(compile_ms)
        return ms

    sys.path.insert(0, os.path.join(HERE, "models"))
    import block as model

    m, (x,) = model.block()
    with torch.no_grad():
        ours, theirs = alternate(a, run, lambda: m(x))
    compiles.sort()
    compile_ms = compiles[len(compiles) // 2]
    print(f"transformer block (d=256, 4 heads, seq 128, batch 1) f32, {a.threads} thread(s): tessera {ours:.2f} ms "
          f"(compile {compile_ms:.0f} ms), PyTorch eager {theirs:.2f} ms: {ours / theirs:.2f}x PyTorch's time")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "release"))
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    a.ir_opt = os.path.join(a.bin, "ir-opt")
    a.ir_run = os.path.join(a.bin, "ir-run")
    with tempfile.TemporaryDirectory() as work:
        # The host as it is but for its cores: the plan divides among the
        # threads the program will run on.
        a.target = os.path.join(work, "cpu.target")
        with open(os.path.join(ROOT, "targets", "cpu.target")) as f:
            text = f.read()
        with open(a.target, "w") as f:
            f.write(re.sub(r"(?m)^# cores = .*$", f"cores = {a.threads}", text))
        matmul(a, work)
        try:
            block(a, work)
        except ImportError:
            print("transformer block: skipped (needs torch and torch-mlir: scripts/setup-importers.sh)")


if __name__ == "__main__":
    main()
