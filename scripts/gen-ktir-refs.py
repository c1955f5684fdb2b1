#!/usr/bin/env python3
"""Writes the inputs of test/ktir/*.mlir and numpy's results for them
(test/ktir/Inputs/NAME_ARG.npy, NAME_OUT_ref.npy). numpy is the oracle:
each reference is the computation the kernel's comment states."""
import os
import numpy as np

d = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "ktir", "Inputs")
os.makedirs(d, exist_ok=True)
r = np.random.default_rng(2026)


def save(name, a):
    np.save(os.path.join(d, name + ".npy"), a)


a = r.standard_normal((64, 256)).astype(np.float32)
b = r.standard_normal((256, 64)).astype(np.float32)
save("matmul_a", a)
save("matmul_b", b)
save("matmul_c_ref", (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32))

x = r.standard_normal((8, 32)).astype(np.float32)
save("softmax_x", x)
e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
save("softmax_y_ref", (e / e.sum(axis=1, keepdims=True)).astype(np.float32))

x = r.standard_normal((4, 64)).astype(np.float32)
save("allreduce_x", x)
save("allreduce_out_ref", (2 * x.astype(np.float64)).sum(axis=0).astype(np.float32))

q, k, v = (r.standard_normal((16, 32)).astype(np.float32) for _ in range(3))
save("attention_q", q)
save("attention_k", k)
save("attention_v", v)
s = (q.astype(np.float64) @ k.T.astype(np.float64)) / np.sqrt(32.0)
p = np.exp(s - s.max(axis=1, keepdims=True))
p /= p.sum(axis=1, keepdims=True)
save("attention_o_ref", (p @ v.astype(np.float64)).astype(np.float32))

x = r.standard_normal(2048).astype(np.float16)
y = r.standard_normal(2048).astype(np.float16)
save("axpy_x", x)
save("axpy_y", y)
save("axpy_y_ref", (np.float32(0.5) * x.astype(np.float32) + y.astype(np.float32)).astype(np.float16))

# test/ktir/emit-gemm.mlir: y = x·w + b, then y·tanh(y).
x = r.standard_normal((64, 128)).astype(np.float32)
w = (0.1 * r.standard_normal((128, 256))).astype(np.float32)
b = r.standard_normal(256).astype(np.float32)
save("gemm_x", x)
save("gemm_w", w)
save("gemm_b", b)
y = x.astype(np.float64) @ w.astype(np.float64) + b
save("gemm_out_ref", (y * np.tanh(y)).astype(np.float32))

# test/ktir/emit-softmax.mlir: a row softmax of 64x1024.
x = r.standard_normal((64, 1024)).astype(np.float32)
save("esoftmax_x", x)
e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
save("esoftmax_y_ref", (e / e.sum(axis=1, keepdims=True)).astype(np.float32))

# test/ktir/emit-coarse-tiling.mlir: tanh(x + y), 64x64 f32.
x = r.standard_normal((64, 64)).astype(np.float32)
y = r.standard_normal((64, 64)).astype(np.float32)
save("ctile_x", x)
save("ctile_y", y)
save("ctile_ref", np.tanh(x.astype(np.float64) + y).astype(np.float32))
