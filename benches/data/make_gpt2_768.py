#!/usr/bin/env python3
"""Writes the dataflow benchmark's inputs: a GPT-2-small block (d=768, 12
heads, seq 64), one layer and twelve, as JAX prints their StableHLO, with
the weights as function arguments (so the text holds the program, not
56 MB of constants). Run from the repository root with the project's
Python: `.venv/bin/python benches/data/make_gpt2_768.py`."""

import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

D, HEADS, SEQ = 768, 12, 64
HERE = os.path.dirname(os.path.abspath(__file__))


def block(x, p):
    def ln(x, g, b):
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) * lax.rsqrt(v + 1e-5) * g + b

    def split(t):
        return t.reshape(SEQ, HEADS, D // HEADS).transpose(1, 0, 2)

    h = ln(x, p["g1"], p["b1"])
    q, k, v = split(h @ p["q"]), split(h @ p["k"]), split(h @ p["v"])
    att = jnp.einsum("hqd,hkd->hqk", q, k) / np.sqrt(D // HEADS)
    mask = jnp.tril(jnp.ones((SEQ, SEQ), bool))
    att = jax.nn.softmax(jnp.where(mask, att, -1e9), axis=-1)
    y = jnp.einsum("hqk,hkd->hqd", att, v).transpose(1, 0, 2).reshape(SEQ, D)
    x = x + y @ p["o"]
    h = ln(x, p["g2"], p["b2"])
    return x + jax.nn.gelu(h @ p["fc"] + p["bfc"], approximate=True) @ p["proj"]


def params():
    z = lambda *s: jnp.zeros(s, jnp.float32)  # noqa: E731
    return {"q": z(D, D), "k": z(D, D), "v": z(D, D), "o": z(D, D), "fc": z(D, 4 * D),
            "bfc": z(4 * D), "proj": z(4 * D, D), "g1": z(D), "b1": z(D), "g2": z(D), "b2": z(D)}


def main():
    x = jnp.zeros((SEQ, D), jnp.float32)
    one = jax.jit(block).lower(x, params()).as_text()
    twelve = jax.jit(lambda x, ps: [x := block(x, p) for p in ps][-1]).lower(x, [params() for _ in range(12)]).as_text()
    for name, text in [("gpt2_768_x1.mlir", one), ("gpt2_768_x12.mlir", twelve)]:
        with open(os.path.join(HERE, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
