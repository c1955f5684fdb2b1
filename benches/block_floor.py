#!/usr/bin/env python3
"""What the transformer block of benches/models/block.py costs at the
least on this machine, one thread, in one run: its six matrix products
(the four nn.Linear layers and the two attention products per head) as
numpy (OpenBLAS) runs them, PyTorch eager's whole block, and PyTorch's
linear layers alone. Prints each median and what 0.67x PyTorch's time
(issue 18's target) is beside the products' floor.

    benches/block_floor.py [--runs N]

The products are 218 MFLOP (2·m·n·k each): qkv 128x256 -> 768, scores
4 x (128x64 · 64x128), weighted sum 4 x (128x128 · 128x64), proj 128x256
-> 256, fc 128x256 -> 1024, out 128x1024 -> 256.
"""

import argparse
import os
import sys

# One thread for every BLAS, and the same timing, as cpu_vs_frameworks.py.
from cpu_vs_frameworks import HERE, median_ms
import numpy as np  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=200)
    a = ap.parse_args()
    rng = np.random.default_rng(0)

    def r(*shape):
        return rng.standard_normal(shape).astype(np.float32)

    # (x, weight as nn.Linear keeps it: out x in) for the four linears.
    linears = [(r(128, 256), r(768, 256)), (r(128, 256), r(256, 256)),
               (r(128, 256), r(1024, 256)), (r(128, 1024), r(256, 1024))]
    q, k, p, v = r(4, 128, 64), r(4, 128, 64), r(4, 128, 128), r(4, 128, 64)
    flops = sum(2 * x.shape[0] * w.shape[0] * w.shape[1] for x, w in linears)
    flops += 2 * (2 * 4 * 128 * 128 * 64)

    def products():
        for x, w in linears:
            x @ w.T
        q @ k.transpose(0, 2, 1)
        p @ v

    numpy_ms = median_ms(products, a.runs)
    print(f"the block's six products: {flops / 1e6:.0f} MFLOP; numpy (one thread) "
          f"{numpy_ms:.3f} ms ({flops / numpy_ms / 1e6:.0f} GFLOP/s)")
    try:
        import torch
    except ImportError:
        print("PyTorch: not installed (scripts/setup-importers.sh)")
        return
    torch.set_num_threads(1)
    sys.path.insert(0, os.path.join(HERE, "models"))
    import block as model

    m, (x,) = model.block()
    tl = [(torch.from_numpy(x), torch.from_numpy(w)) for x, w in linears]
    with torch.no_grad():
        block_ms = median_ms(lambda: m(x), a.runs)
        linear_ms = median_ms(lambda: [torch.nn.functional.linear(x, w) for x, w in tl], a.runs)
    print(f"PyTorch eager: the block {block_ms:.3f} ms, its four linears alone {linear_ms:.3f} ms")
    print(f"0.67x PyTorch's block is {0.67 * block_ms:.3f} ms: "
          f"{0.67 * block_ms / numpy_ms:.2f}x the products' time at OpenBLAS's speed")


if __name__ == "__main__":
    main()
