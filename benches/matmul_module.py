#!/usr/bin/env python3
"""A 1024 x 1024 x 1024 f32 matmul module end to end as a user runs it:
`torch.compile(module, backend="tessera")` called on torch tensors,
against numpy's `a @ b` (OpenBLAS) and PyTorch's, each on the same number
of threads, in alternating rounds (the machine is shared and drifts).

    .venv/bin/python benches/matmul_module.py [--threads T] [--rounds R] [--calls N]

Prints each one's median milliseconds and tessera's speed relative to
numpy's (above 1: faster).
"""

import argparse
import os
import statistics
import sys
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--calls", type=int, default=8, help="timed calls a round")
    ap.add_argument("--n", type=int, default=1024)
    a = ap.parse_args()
    # Every BLAS on the same threads, set before numpy and torch load theirs.
    for v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[v] = str(a.threads)
    import numpy as np
    import torch

    torch.set_num_threads(a.threads)

    class MatMul(torch.nn.Module):
        def forward(self, x, y):
            return x @ y

    x, y = torch.randn(a.n, a.n), torch.randn(a.n, a.n)
    xn, yn = x.numpy(), y.numpy()
    f = torch.compile(MatMul(), backend="tessera", options={"threads": a.threads})
    with torch.no_grad():
        if not torch.allclose(f(x, y), x @ y, rtol=1e-3, atol=1e-2):
            sys.exit("matmul_module: tessera's product differs from PyTorch's")
        times = {"tessera": [], "numpy": [], "torch": []}
        calls = {"tessera": lambda: f(x, y), "numpy": lambda: xn @ yn, "torch": lambda: x @ y}
        for _ in range(a.rounds):
            for name, fn in calls.items():
                fn()
                for _ in range(a.calls):
                    t = time.perf_counter()
                    fn()
                    times[name].append((time.perf_counter() - t) * 1e3)
    med = {k: statistics.median(v) for k, v in times.items()}
    print(f"{a.n}^3 f32, {a.threads} thread(s): " + ", ".join(f"{k} {v:.2f} ms" for k, v in med.items()))
    print(f"tessera at {med['numpy'] / med['tessera']:.3f}x numpy's speed, "
          f"{med['torch'] / med['tessera']:.3f}x PyTorch's")


if __name__ == "__main__":
    main()
