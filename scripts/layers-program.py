#!/usr/bin/env python3
"""Prints a StableHLO program of N layers, five ops each (a product with a
weight every layer shares, tanh, a row sum, its broadcast, a subtract):
5 N + 1 ops, N x 2 kernels after `fuse`. What the dataflow passes and
`--dump-dir` are timed and tested on at sizes no model here reaches
(test/dump/large.test, benches/dump_overhead.py).

    layers-program.py N [SIZE]
"""

import sys


def main():
    n = int(sys.argv[1])
    d = int(sys.argv[2]) if len(sys.argv) > 2 else 32
    t = f"tensor<{d}x{d}xf32>"
    out = [f"func.func @layers(%x: {t}, %w: {t}) -> {t} {{",
           "  %z = stablehlo.constant dense<0.0> : tensor<f32>"]
    cur = "%x"
    for i in range(n):
        out += [
            f"  %d{i} = stablehlo.dot_general {cur}, %w, contracting_dims = [1] x [0] : ({t}, {t}) -> {t}",
            f"  %t{i} = stablehlo.tanh %d{i} : {t}",
            f"  %r{i} = stablehlo.reduce(%t{i} init: %z) applies stablehlo.add across dimensions = [1]"
            f" : ({t}, tensor<f32>) -> tensor<{d}xf32>",
            f"  %b{i} = stablehlo.broadcast_in_dim %r{i}, dims = [0] : (tensor<{d}xf32>) -> {t}",
            f"  %s{i} = stablehlo.subtract %t{i}, %b{i} : {t}",
        ]
        cur = f"%s{i}"
    out += [f"  return {cur} : {t}", "}"]
    print("\n".join(out))


if __name__ == "__main__":
    main()
