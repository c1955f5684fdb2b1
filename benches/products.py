#!/usr/bin/env python3
"""The f32 products of the lab's block and a large one, each as a module
of one `dot_general` compiled by tessera for the CPU with one core
(`tessera.Compiled`, called on torch tensors) against PyTorch's
`torch.nn.functional.linear` on the same tensors, one thread, in
alternating rounds. B is given as `nn.Linear` keeps its weight (N x K).

    .venv/bin/python benches/products.py [--rounds R]

Prints each shape's medians, GFLOP/s and PyTorch's time over tessera's.
"""

import argparse
import os
import statistics
import time

for v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[v] = "1"

import torch  # noqa: E402

import tessera  # noqa: E402
import tessera.dynamo as td  # noqa: E402

SHAPES = [(32, 256, 1024), (32, 1024, 256), (32, 256, 768), (128, 256, 1024),
          (128, 1024, 256), (128, 256, 768), (1024, 1024, 1024)]


def median_ms(fn, n):
    for _ in range(max(2, n // 10)):
        fn()
    ts = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        ts.append((time.perf_counter() - t) * 1e3)
    return statistics.median(ts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    torch.set_num_threads(1)
    target = td.target_flag("cpu", 1)
    for m, k, n in SHAPES:
        hlo = (f"func.func @main(%x: tensor<{m}x{k}xf32>, %w: tensor<{n}x{k}xf32>) -> tensor<{m}x{n}xf32> {{\n"
               f"  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : "
               f"(tensor<{m}x{k}xf32>, tensor<{n}x{k}xf32>) -> tensor<{m}x{n}xf32>\n"
               f"  return %0 : tensor<{m}x{n}xf32>\n}}\n")
        c = tessera.Compiled(tessera.opt(hlo, [target, "--fuse", "--tile", "--convert-to-tt"]))
        x, w = torch.randn(m, k), torch.randn(n, k)
        (y,) = c(x, w)
        assert torch.allclose(y, x @ w.t(), rtol=1e-3, atol=1e-3), (m, k, n)
        calls = 200 if m < 1024 else 10
        ours, theirs = [], []
        for _ in range(a.rounds):
            ours.append(median_ms(lambda: c(x, w), calls))
            theirs.append(median_ms(lambda: torch.nn.functional.linear(x, w), calls))
        t, p = statistics.median(ours), statistics.median(theirs)
        flop = 2 * m * k * n
        print(f"{m}x{k}x{n}: tessera {t:.3f} ms ({flop / t / 1e6:.0f} GFLOP/s), "
              f"PyTorch {p:.3f} ms ({flop / p / 1e6:.0f} GFLOP/s), {p / t:.3f}x")


if __name__ == "__main__":
    main()
