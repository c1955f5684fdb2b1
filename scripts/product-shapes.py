#!/usr/bin/env python3
"""f32 products of many shapes compiled for the CPU and run with
`ir-run --jit`, each against numpy's (in float64, rounded): B as stored
(K x N) and transposed (N x K, a weight as `nn.Linear` keeps it, which the
LLVM bridge packs by transposing VW x VW blocks in registers), with edge
shapes the blocking does not divide: 1, below a vector, between micro-
tiles, past a KC block (K is cut into equal blocks of at most KC: 770 as
four of 160 and one of 130 with KC 192).

    python scripts/product-shapes.py IR_OPT IR_RUN DIR

Prints one line per failure and `N of N products match`.
"""
import os
import subprocess
import sys

import numpy as np

SHAPES = [(1, 1, 1), (5, 17, 33), (13, 31, 65), (37, 129, 47), (12, 16, 32), (24, 48, 64),
          (100, 300, 257), (3, 1000, 70), (130, 257, 96), (128, 256, 768), (16, 160, 48),
          (20, 770, 40), (7, 1024, 33)]


def main():
    ir_opt, ir_run, out = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(out, exist_ok=True)
    rng = np.random.default_rng(3)
    ok = total = 0
    for (m, k, n) in SHAPES:
        for t in ("n", "t"):
            total += 1
            bs = f"{n}x{k}" if t == "t" else f"{k}x{n}"
            dims = "[1] x [1]" if t == "t" else "[1] x [0]"
            src = os.path.join(out, f"mm_{m}_{k}_{n}_{t}.mlir")
            with open(src, "w") as f:
                f.write(f"func.func @main(%a: tensor<{m}x{k}xf32>, %b: tensor<{bs}xf32>) -> tensor<{m}x{n}xf32> {{\n"
                        f"  %d = stablehlo.dot_general %a, %b, contracting_dims = {dims} : "
                        f"(tensor<{m}x{k}xf32>, tensor<{bs}xf32>) -> tensor<{m}x{n}xf32>\n"
                        f"  return %d : tensor<{m}x{n}xf32>\n}}\n")
            a = rng.standard_normal((m, k)).astype(np.float32)
            b = rng.standard_normal((n, k) if t == "t" else (k, n)).astype(np.float32)
            ref = (a.astype(np.float64) @ (b.T if t == "t" else b).astype(np.float64)).astype(np.float32)
            paths = [os.path.join(out, f"{x}_{m}_{k}_{n}_{t}.npy") for x in ("a", "b", "ref")]
            for p, x in zip(paths, (a, b, ref)):
                np.save(p, x)
            tt = src[:-5] + ".tt.mlir"
            subprocess.run([ir_opt, "--fuse", "--tile=cpu", "--convert-to-tt", src, "-o", tt], check=True)
            r = subprocess.run([ir_run, tt, "--jit", "--input", paths[0], "--input", paths[1],
                                "--check", paths[2], "--rtol", "1e-4", "--atol", "1e-4"],
                               capture_output=True, text=True)
            if r.returncode == 0 and "MISMATCH" not in r.stdout:
                ok += 1
            else:
                print(f"{m}x{k}x{n} ({'B transposed' if t == 't' else 'B'}): {r.stdout}{r.stderr}")
    print(f"{ok} of {total} products match")
    return 0 if ok == total else 1


if __name__ == "__main__":
    sys.exit(main())
