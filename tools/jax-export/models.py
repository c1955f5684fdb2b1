"""The model zoo of jax_export.py: each entry returns (function, example
inputs). Shapes are small so the committed exports stay small; weights are
drawn from a seeded numpy generator and become `stablehlo.constant`s."""

import numpy as np
import jax
import jax.numpy as jnp
from jax import lax

rng = np.random.default_rng(0)


def w(*shape, dtype=np.float32, scale=0.2):
    return (rng.standard_normal(shape) * scale).astype(dtype)


def mlp():
    w1, b1, w2 = w(16, 32), w(32), w(32, 8)
    def f(x):
        return jax.nn.softmax(jax.nn.gelu(x @ w1 + b1) @ w2, axis=-1)
    return f, [w(4, 16, scale=1.0)]


def gpt2_block(d=32, heads=4, seq=8):
    p = {k: w(d, d) for k in "qkvo"}
    p.update(fc=w(d, 4 * d), proj=w(4 * d, d), g1=1 + w(d), b1=w(d), g2=1 + w(d), b2=w(d))
    def ln(x, g, b):
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) * lax.rsqrt(v + 1e-5) * g + b
    def f(x):
        h = ln(x, p["g1"], p["b1"])
        def split(t):
            return t.reshape(seq, heads, d // heads).transpose(1, 0, 2)
        q, k, v = split(h @ p["q"]), split(h @ p["k"]), split(h @ p["v"])
        att = jnp.einsum("hqd,hkd->hqk", q, k) / np.sqrt(d // heads)
        mask = jnp.tril(jnp.ones((seq, seq), bool))
        att = jax.nn.softmax(jnp.where(mask, att, -1e9), axis=-1)
        y = jnp.einsum("hqk,hkd->hqd", att, v).transpose(1, 0, 2).reshape(seq, d)
        x = x + y @ p["o"]
        h = ln(x, p["g2"], p["b2"])
        return x + jax.nn.gelu(h @ p["fc"], approximate=True) @ p["proj"]
    return f, [w(seq, d, scale=1.0)]


def convnet():
    k1, k2 = w(3, 3, 3, 8), w(3, 3, 8, 4)
    def f(x):
        y = lax.conv_general_dilated(x, k1, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.nn.relu(y)
        y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        y = lax.conv_general_dilated(y, k2, (2, 2), ((1, 1), (1, 1)), rhs_dilation=(1, 1),
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return y.mean(axis=(1, 2))
    return f, [w(2, 8, 8, 3, scale=1.0)]


def conv_nchw_grouped():
    k = w(4, 2, 3, 3)
    def f(x):
        return lax.conv_general_dilated(x, k, (1, 1), ((2, 0), (1, 1)), lhs_dilation=(1, 2),
                                        rhs_dilation=(2, 1), feature_group_count=2,
                                        dimension_numbers=("NCHW", "OIHW", "NCHW"))
    return f, [w(1, 4, 6, 5, scale=1.0)]


def while_loop():
    def f(x):
        def body(i, c):
            v, s = c
            return v * 0.9 + jnp.sin(v) * i, s + v.sum()
        return lax.fori_loop(0, 6, body, (x, jnp.float32(0)))
    return f, [w(4, 5, scale=1.0)]


def cond_switch():
    def f(i, x):
        return lax.switch(i, [jnp.sin, jnp.cos, lambda v: v * 2.0], x), lax.cond(x.sum() > 0, lambda v: v + 1, lambda v: v - 1, x)
    return f, [np.int32(1), w(3, 4, scale=1.0)]


def bf16_layernorm():
    g, b = (1 + w(16)).astype(jnp.bfloat16), w(16).astype(jnp.bfloat16)
    def f(x):
        x = x.astype(jnp.bfloat16)
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) * lax.rsqrt(v + 1e-5) * g + b
    return f, [w(4, 16, scale=1.0)]


def f16_mlp():
    w1 = w(8, 16).astype(np.float16)
    def f(x):
        return jnp.tanh(x.astype(jnp.float16) @ w1).astype(jnp.float32)
    return f, [w(4, 8, scale=1.0)]


def indexing():
    table = jnp.asarray(w(10, 6))
    def f(ids, x):
        emb = table[ids]                      # gather
        upd = x.at[jnp.array([0, 2])].add(1.0)  # scatter
        top = lax.top_k(x, 2)
        am = jnp.argmax(x, axis=1)
        srt = jnp.sort(x, axis=1)
        cs = jnp.cumsum(x, axis=0)
        pad = jnp.pad(x, ((1, 0), (0, 2)), constant_values=-1.0)
        ds = lax.dynamic_slice(x, (ids[0], 1), (2, 2))
        dus = lax.dynamic_update_slice(x, jnp.ones((1, 2), x.dtype), (ids[1], 3))
        oh = jax.nn.one_hot(ids, 10)
        return emb, upd, top[0], top[1], am, srt, cs, pad, ds, dus, oh, jnp.flip(x, 0), jnp.clip(x, -0.5, 0.5)
    return f, [np.array([3, 1, 7], np.int32), w(4, 6, scale=1.0)]


def integer_ops():
    def f(a, b):
        return (a // jnp.maximum(b, 1), a % jnp.maximum(b, 1), a << 2, a >> 1, a & b, a | b, a ^ b,
                jnp.abs(a), jnp.sign(a), lax.population_count(a), lax.clz(a),
                (a > b), jnp.where(a > b, a, b), a.astype(jnp.float32) / 3.0,
                lax.shift_right_logical(a, 2), jnp.minimum(a, b), jnp.power(b, 2))
    return f, [np.array([[5, -7, 0, 12], [3, 100, -1, 9]], np.int32), np.array([[2, 3, -4, 5], [0, 7, 1, -2]], np.int32)]


def special():
    def f(x):
        return (jax.scipy.special.erf(x), jax.scipy.special.erfinv(x * 0.5), jnp.log1p(jnp.abs(x)),
                jnp.expm1(x), jax.nn.sigmoid(x), jnp.cbrt(x), jnp.round(x * 3), jnp.floor(x), jnp.ceil(x),
                jnp.arctan2(x, 1.0 - x), lax.lgamma(jnp.abs(x) + 0.5), jnp.tan(x * 0.3), jnp.isfinite(x / x),
                jnp.cosh(x), jnp.arcsinh(x))
    return f, [w(3, 5, scale=1.0)]


def attention():
    def f(q, k, v):
        return jax.nn.dot_product_attention(q, k, v, is_causal=True)
    return f, [w(2, 8, 4, 16, scale=1.0), w(2, 8, 4, 16, scale=1.0), w(2, 8, 4, 16, scale=1.0)]


def scan_rnn():
    W = jnp.asarray(w(8, 8))
    def f(xs, h):
        def step(h, x):
            h = jnp.tanh(h @ W + x)
            return h, h * 2
        return lax.scan(step, h, xs)
    return f, [w(6, 2, 8, scale=1.0), w(2, 8, scale=1.0)]


def random_bits():
    def f(key):
        k = jax.random.wrap_key_data(key)
        return jax.random.uniform(k, (4, 3)), jax.random.normal(k, (5,)), jax.random.randint(k, (6,), 0, 10)
    return f, [np.array([0, 42], np.uint32)]


def conv_transpose_pool():
    k = jnp.asarray(w(3, 3, 4, 2))
    def f(x):
        y = lax.conv_transpose(x, k, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return lax.reduce_window(y, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), "SAME") / 4.0
    return f, [w(1, 5, 5, 4, scale=1.0)]


def fft():
    def f(x):
        return jnp.fft.rfft(x).real, jnp.abs(jnp.fft.fft(x.astype(jnp.complex64))), jnp.fft.irfft(jnp.fft.rfft(x), n=8)
    return f, [w(2, 8, scale=1.0)]


MODELS = {n: globals()[n] for n in [
    "mlp", "gpt2_block", "convnet", "conv_nchw_grouped", "while_loop", "cond_switch",
    "bf16_layernorm", "f16_mlp", "indexing", "integer_ops", "special",
    "attention", "scan_rnn", "random_bits", "conv_transpose_pool", "fft",
]}
