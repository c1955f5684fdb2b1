"""Writes the inputs and numpy's results for the block-pointer tests
(test/tt/blockptr.test, test/tt/blockptr.mlir, test/mlir/blockptr.mlir)
into test/tt/Inputs/run/bp_*.npy: what each kernel must compute, by
numpy's own indexing and products, never by tessera.

    python scripts/gen-blockptr-refs.py [OUT_DIR]
"""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "test", "tt", "Inputs", "run")


def save(name, a):
    np.save(os.path.join(OUT, f"bp_{name}.npy"), a)


def padded(x, shape, fill):
    out = np.full(shape, fill, dtype=x.dtype)
    out[: x.shape[0], : x.shape[1]] = x
    return out


def block(x, at, size):
    """The block of `size` at `at` (coordinates may be negative or past
    the end): x where the coordinates fall inside, zero elsewhere."""
    out = np.zeros(size, dtype=x.dtype)
    for i in range(size[0]):
        for j in range(size[1]):
            r, c = at[0] + i, at[1] + j
            if 0 <= r < x.shape[0] and 0 <= c < x.shape[1]:
                out[i, j] = x[r, c]
    return out


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = np.random.default_rng(7)

    # Triton's matmul (Inputs/blockptr_matmul.ttir): 40x50 by 50x48 in
    # 32x32 blocks, K in steps of 16; every edge ragged.
    a = rng.standard_normal((40, 50)).astype(np.float32)
    b = rng.standard_normal((50, 48)).astype(np.float32)
    save("mm_a", a)
    save("mm_b", b)
    save("mm_ref", (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32))

    # Triton's copy (Inputs/blockptr_copy.ttir): x 13x7 in 8x8 blocks; y
    # (16x8) takes each block zero-padded, z (13x7, first all -1) takes
    # x * 2 + 1 inside its boundary only.
    x = (np.arange(13 * 7, dtype=np.float32) + 1).reshape(13, 7)
    save("copy_x", x)
    save("copy_z0", np.full((13, 7), -1, dtype=np.float32))
    save("copy_y", padded(x, (16, 8), 0))
    save("copy_z", x * 2 + 1)

    # Triton's NaN padding (Inputs/blockptr_nan.ttir): x 8x5 in 4x8
    # blocks, the columns past 5 NaN.
    xn = rng.standard_normal((8, 5)).astype(np.float32)
    save("nan_x", xn)
    save("nan_y", padded(xn, (8, 8), np.nan))

    # test/tt/blockptr.mlir @matmul_t: f16 A (20x40) by B stored
    # transposed (24x40) in 16x16 blocks; small integers, so every engine's
    # f32 sum is exact.
    at = rng.integers(-2, 3, size=(20, 40)).astype(np.float16)
    bt = rng.integers(-2, 3, size=(24, 40)).astype(np.float16)
    save("mt_a", at)
    save("mt_bt", bt)
    save("mt_ref", at.astype(np.float32) @ bt.astype(np.float32).T)

    # @edges: 4x4 blocks of x (6x10, 1..60) at (-2, -3), then (1, 5),
    # then (4, 5) with only the rows checked, each stored as one 1x4x4
    # block of a 3x4x4 output.
    xe = (np.arange(60, dtype=np.float32) + 1).reshape(6, 10)
    save("edges_x", xe)
    save("edges_ref", np.stack([block(xe, (-2, -3), (4, 4)),
                                block(xe, (1, 5), (4, 4)),
                                block(xe, (4, 5), (4, 4))]))

    # @rows: i32 x (7x8); a while loop sums its rows two at a time (row 7
    # missing: zero padding), and the 2x8 sum is stored at rows 2..3 of o
    # (4x8, first all -1) whose boundary is 3 rows: row 3 keeps its -1.
    xr = rng.integers(-50, 50, size=(7, 8)).astype(np.int32)
    save("rows_x", xr)
    save("rows_o0", np.full((4, 8), -1, dtype=np.int32))
    acc = np.zeros((2, 8), dtype=np.int32)
    for i in range(0, 7, 2):
        acc += block(xr, (i, 0), (2, 8))
    o = np.full((4, 8), -1, dtype=np.int32)
    o[2] = acc[0]
    save("rows_ref", o)


if __name__ == "__main__":
    main()
