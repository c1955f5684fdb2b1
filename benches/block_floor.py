#!/usr/bin/env python3
"""What the transformer block of benches/models/block.py costs at the
least on this machine, one thread, in one run: its six matrix products
(the four nn.Linear layers and the two attention products per head) as
numpy (OpenBLAS) runs them, PyTorch eager's whole block, and PyTorch's
linear layers alone, at sequence length --seq (default 128; the lab's
block is the same at 32 and 128). Prints each median and what 0.8x, 0.67x
and 0.5x PyTorch's time (the lab's targets: 0.8x at 128, 2x faster at 32)
are beside the products' floor.

    benches/block_floor.py [--runs N] [--seq T]

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
    ap.add_argument("--seq", type=int, default=128, help="the sequence length (the lab's: 32 and 128)")
    a = ap.parse_args()
    t = a.seq
    rng = np.random.default_rng(0)

    def r(*shape):
        return rng.standard_normal(shape).astype(np.float32)

    # (x, weight as nn.Linear keeps it: out x in) for the four linears.
    linears = [(r(t, 256), r(768, 256)), (r(t, 256), r(256, 256)),
               (r(t, 256), r(1024, 256)), (r(t, 1024), r(256, 1024))]
    q, k, p, v = r(4, t, 64), r(4, t, 64), r(4, t, t), r(4, t, 64)
    flops = sum(2 * x.shape[0] * w.shape[0] * w.shape[1] for x, w in linears)
    flops += 2 * (2 * 4 * t * t * 64)

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

    m, _ = model.block()
    x = torch.randn(1, t, 256)
    tl = [(torch.from_numpy(x), torch.from_numpy(w)) for x, w in linears]
    with torch.no_grad():
        block_ms = median_ms(lambda: m(x), a.runs)
        linear_ms = median_ms(lambda: [torch.nn.functional.linear(x, w) for x, w in tl], a.runs)
    print(f"PyTorch eager: the block {block_ms:.3f} ms, its four linears alone {linear_ms:.3f} ms")
    print(f"the products alone at OpenBLAS's speed are {numpy_ms / block_ms:.2f}x PyTorch's block")
    for target in (0.8, 0.67, 0.5):
        print(f"{target}x PyTorch's block is {target * block_ms:.3f} ms: "
              f"{target * block_ms / numpy_ms:.2f}x the products' time at OpenBLAS's speed")


if __name__ == "__main__":
    main()
