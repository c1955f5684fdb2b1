#!/usr/bin/env python3
"""Random JAX programs compiled for the CPU by tessera and checked against
JAX: each program is a random chain of the layers models are made of
(matmuls with a bias, activations, softmax, layer and RMS norms, row
reductions, transposes, reshapes, masks, batched attention scores),
exported as StableHLO, then

    ir-opt --inline --fuse --tile=cpu --convert-to-tt
    ir-run        (the tile kernels interpreted)
    ir-run --jit  (the tile kernels compiled by the LLVM bridge)
    ir-run --engine=mlir  (with --mlir: the kernels run by real MLIR)

and every result is compared with JAX's (f32: rtol 1e-4, atol 1e-5).

    random-jax-programs.py --count N --seed S [--bin DIR] [--threads T] [--keep DIR] [--mlir]

(--bin: where ir-opt and ir-run are; by default, found on PATH.)

Prints one line a program and `random-jax-programs: N of N match`; the
exit status is non-zero if any differs or fails to compile.
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402


def gelu_tanh(x):
    return 0.5 * x * (1 + jnp.tanh(0.7978845608 * (x + 0.044715 * x**3)))


def gelu_erf(x):
    return 0.5 * x * (1 + jax.lax.erf(x / jnp.sqrt(2.0).astype(x.dtype)))


ACTIVATIONS = [
    ("relu", lambda x: jnp.maximum(x, 0)),
    ("tanh", jnp.tanh),
    ("sigmoid", jax.nn.sigmoid),
    ("gelu_tanh", gelu_tanh),
    ("gelu_erf", gelu_erf),
    ("silu", lambda x: x * jax.nn.sigmoid(x)),
    ("exp_neg_sq", lambda x: jnp.exp(-x * x)),
]


def layer(rng, x, params):
    """Applies one random layer to x (rank 2 or 3, last dim the features);
    returns (name, y). New weights are appended to params as constants
    (closed over), so they become the program's constants, as a trained
    model's are."""
    d = x.shape[-1]
    kind = rng.choice(
        ["linear", "act", "softmax", "layernorm", "rmsnorm", "residual",
         "transpose", "reshape", "mask", "scores", "rowsum"]
    )
    if kind == "linear":
        n = int(rng.choice([3, 8, 16, 24, 32]))
        w = jnp.asarray(rng.standard_normal((d, n)).astype(np.float32) / np.sqrt(d))
        b = jnp.asarray(rng.standard_normal(n).astype(np.float32) * 0.1)
        return f"linear{d}x{n}", x @ w + b
    if kind == "act":
        name, f = ACTIVATIONS[rng.integers(len(ACTIVATIONS))]
        return name, f(x)
    if kind == "softmax":
        return "softmax", jax.nn.softmax(x, axis=-1)
    if kind == "layernorm":
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        g = jnp.asarray(1 + 0.1 * rng.standard_normal(d).astype(np.float32))
        return "layernorm", (x - m) / jnp.sqrt(v + 1e-5) * g
    if kind == "rmsnorm":
        return "rmsnorm", x * jax.lax.rsqrt((x * x).mean(-1, keepdims=True) + 1e-6)
    if kind == "residual":
        return "residual", x + jnp.tanh(x) * 0.5
    if kind == "transpose" and x.ndim == 3:
        return "transpose", jnp.swapaxes(x, 1, 2)
    if kind == "transpose":
        return "transpose", x.T
    if kind == "reshape" and x.ndim == 2 and x.shape[0] % 2 == 0:
        return "reshape", x.reshape(2, x.shape[0] // 2, d)
    if kind == "reshape" and x.ndim == 3:
        return "reshape", x.reshape(x.shape[0] * x.shape[1], d)
    if kind == "mask":
        r = x.shape[-2]
        keep = jnp.arange(r)[:, None] >= jnp.arange(d)[None, :]
        # -3, not -1e9: later layers may square it (scores) and then
        # normalize, where f32 cancellation makes any two summation orders
        # differ by more than the tolerance (JAX's among them).
        return "mask", jnp.where(keep, x, -3.0 if rng.integers(2) else 0.0)
    if kind == "scores":
        s = jnp.einsum("...ik,...jk->...ij", x, x) / np.float32(d)
        return "scores", s
    if kind == "rowsum":
        return "rowsum", x - x.max(-1, keepdims=True) + x.sum(-1, keepdims=True) * 0.01
    return "identity", x * 1.0


def program(seed):
    rng = np.random.default_rng(seed)
    rank3 = rng.integers(2) == 1
    shape = ([2] if rank3 else []) + [int(rng.choice([4, 6, 8, 12])), int(rng.choice([8, 16, 32]))]
    x = rng.standard_normal(shape).astype(np.float32)
    depth = int(rng.integers(2, 7))
    names = []

    def f(x):
        layer_rng = np.random.default_rng(seed + 1)
        for _ in range(depth):
            name, x = layer(layer_rng, x, None)
            names.append(name)
        return x

    text = jax.jit(f).lower(x).as_text()
    y = np.asarray(jax.jit(f)(x))
    return x, y, text, names[:depth]


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bin")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--keep")
    ap.add_argument("--mlir", action="store_true",
                    help="also run the kernels with real MLIR (ir-run --engine=mlir)")
    a = ap.parse_args()
    ir_opt = os.path.join(a.bin, "ir-opt") if a.bin else "ir-opt"
    ir_run = os.path.join(a.bin, "ir-run") if a.bin else "ir-run"
    ok = 0
    work = a.keep or tempfile.mkdtemp(prefix="random-jax-")
    os.makedirs(work, exist_ok=True)
    for i in range(a.count):
        seed = a.seed * 1000 + i
        x, y, text, names = program(seed)
        d = os.path.join(work, f"p{seed}")
        os.makedirs(d, exist_ok=True)
        model = os.path.join(d, "model.stablehlo.mlir")
        open(model, "w").write(text)
        np.save(os.path.join(d, "input0.npy"), x)
        np.save(os.path.join(d, "output0.npy"), y)
        tt = os.path.join(d, "tt.mlir")
        r = run([ir_opt, "--inline", "--fuse", "--tile=cpu", "--convert-to-tt", model, "-o", tt])
        verdicts = []
        good = r.returncode == 0
        if not good:
            verdicts.append("compile failed: " + r.stderr.strip().splitlines()[0][:200])
        else:
            launches = open(tt).read().count("hlo.launch")
            engines = [[], ["--jit", "--threads", str(a.threads)]] + ([["--engine=mlir"]] if a.mlir else [])
            for extra in engines:
                r = run([ir_run, tt, "--entry", "main", "--input", os.path.join(d, "input0.npy"),
                         "--rtol", "1e-4", "--atol", "1e-5", "--check", os.path.join(d, "output0.npy")] + extra)
                fine = r.returncode == 0 and "check 0: ok" in r.stdout
                good &= fine
                what = {0: "interp", 3: "jit"}.get(len(extra), "mlir")
                verdicts.append(f"{what} ok" if fine else f"{what} FAILED: {(r.stdout + r.stderr).strip()[:300]}")
            verdicts.append(f"{launches} launches")
        ok += good
        print(f"p{seed} {list(x.shape)} {'-'.join(names)}: {', '.join(verdicts)}")
    print(f"random-jax-programs: {ok} of {a.count} match")
    sys.exit(0 if ok == a.count else 1)


if __name__ == "__main__":
    main()
