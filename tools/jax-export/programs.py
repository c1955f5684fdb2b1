"""A second zoo of JAX programs (scripts/jax-sweep.py's default): 43
programs as people write them with jax.numpy, jax.nn and jax.lax, none
repeating models.py: LLaMA, attention and conv blocks (f32, f16, bf16),
scans, while loops and switches on data, sorting, scatters, PRNG keys,
integer hashes, padding modes, gradients. Each factory returns
(function, example_inputs); MODELS maps the names to them."""

import numpy as np
import jax
import jax.numpy as jnp
from jax import lax

F16, BF16 = jnp.float16, jnp.bfloat16


def _rng(seed):
    return np.random.default_rng(seed)


def w(r, *shape, dtype=np.float32, scale=0.2):
    return (r.standard_normal(shape) * scale).astype(dtype)


# ---------------------------------------------------------------- blocks
def _rmsnorm(x, g, eps=1e-6):
    xf = x.astype(jnp.float32)
    y = xf * lax.rsqrt(jnp.mean(xf * xf, axis=-1, keepdims=True) + eps)
    return (y * g.astype(jnp.float32)).astype(x.dtype)


def _rope(x, base=10000.0):
    # x: (..., seq, heads, dim); half-split rotary
    seq, dim = x.shape[-3], x.shape[-1]
    inv = 1.0 / (base ** (jnp.arange(0, dim, 2, dtype=jnp.float32) / dim))
    t = jnp.arange(seq, dtype=jnp.float32)
    fr = jnp.outer(t, inv)                      # seq, dim/2
    cos = jnp.cos(fr)[:, None, :].astype(x.dtype)
    sin = jnp.sin(fr)[:, None, :].astype(x.dtype)
    x1, x2 = x[..., : dim // 2], x[..., dim // 2:]
    return jnp.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)


def _llama_block(dtype, d=32, heads=4, seq=8, ff=64, seed=1):
    r = _rng(seed)
    p = {k: jnp.asarray(w(r, d, d)).astype(dtype) for k in "qkvo"}
    p.update(g1=jnp.asarray(1 + w(r, d)).astype(dtype), g2=jnp.asarray(1 + w(r, d)).astype(dtype),
             w1=jnp.asarray(w(r, d, ff)).astype(dtype), w3=jnp.asarray(w(r, d, ff)).astype(dtype),
             w2=jnp.asarray(w(r, ff, d)).astype(dtype))
    hd = d // heads

    def f(x):
        x = x.astype(dtype)
        b = x.shape[0]
        h = _rmsnorm(x, p["g1"])
        q = (h @ p["q"]).reshape(b, seq, heads, hd)
        k = (h @ p["k"]).reshape(b, seq, heads, hd)
        v = (h @ p["v"]).reshape(b, seq, heads, hd)
        q, k = _rope(q), _rope(k)
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k).astype(jnp.float32) / np.sqrt(hd)
        mask = jnp.tril(jnp.ones((seq, seq), dtype=bool))
        s = jnp.where(mask[None, None], s, jnp.finfo(jnp.float32).min)
        a = jax.nn.softmax(s, axis=-1).astype(dtype)
        o = jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(b, seq, d)
        x = x + o @ p["o"]
        h = _rmsnorm(x, p["g2"])
        x = x + (jax.nn.silu(h @ p["w1"]) * (h @ p["w3"])) @ p["w2"]
        return x
    return f, [w(r, 2, seq, d, scale=1.0)]


def llama_block():
    return _llama_block(jnp.float32)


def f16_llama_block():
    return _llama_block(F16, seed=2)


def bf16_llama_block():
    return _llama_block(BF16, seed=3)


def _dpa_block(dtype, seed=4, d=32, heads=4, seq=8):
    r = _rng(seed)
    wq, wk, wv, wo = (jnp.asarray(w(r, d, d)).astype(dtype) for _ in range(4))
    g, bb = jnp.asarray(1 + w(r, d)).astype(dtype), jnp.asarray(w(r, d)).astype(dtype)
    fc1, fc2 = jnp.asarray(w(r, d, 2 * d)).astype(dtype), jnp.asarray(w(r, 2 * d, d)).astype(dtype)

    def ln(x):
        xf = x.astype(jnp.float32)
        m = xf.mean(-1, keepdims=True)
        v = jnp.var(xf, axis=-1, keepdims=True)
        return ((xf - m) * lax.rsqrt(v + 1e-5)).astype(dtype) * g + bb

    def f(x, lens):
        x = x.astype(dtype)
        b = x.shape[0]
        h = ln(x)
        q = (h @ wq).reshape(b, seq, heads, d // heads)
        k = (h @ wk).reshape(b, seq, heads, d // heads)
        v = (h @ wv).reshape(b, seq, heads, d // heads)
        # padding mask from per-batch lengths
        valid = jnp.arange(seq)[None, :] < lens[:, None]              # b, seq
        mask = valid[:, None, None, :]                                   # b,1,1,k
        if dtype == jnp.float32:
            o = jax.nn.dot_product_attention(q, k, v, mask=mask)
        else:  # f16 x f16 -> f32 dots are not supported on JAX's CPU backend: attend in f32
            f32 = jnp.float32
            o = jax.nn.dot_product_attention(q.astype(f32), k.astype(f32), v.astype(f32), mask=mask).astype(dtype)
        x = x + o.reshape(b, seq, d) @ wo
        return x + jax.nn.gelu(ln(x) @ fc1, approximate=False) @ fc2
    return f, [w(r, 2, seq, d, scale=1.0), np.array([5, 8], np.int32)]


def dpa_block():
    return _dpa_block(jnp.float32)


def f16_dpa_block():
    return _dpa_block(F16, seed=5)


def _gelu_ln_mlp(dtype, seed=6):
    r = _rng(seed)
    w1, b1 = jnp.asarray(w(r, 24, 48)).astype(dtype), jnp.asarray(w(r, 48)).astype(dtype)
    w2 = jnp.asarray(w(r, 48, 24)).astype(dtype)

    def f(x):
        x = x.astype(dtype)
        m = jnp.mean(x, axis=-1, keepdims=True)
        v = jnp.mean(jnp.square(x - m), axis=-1, keepdims=True)
        h = (x - m) * lax.rsqrt(v + 1e-5)
        return (jax.nn.gelu(h @ w1 + b1, approximate=False) @ w2,
                jax.nn.gelu(h @ w1, approximate=True))
    return f, [w(r, 6, 24, scale=1.0)]


def ln_gelu_mlp():
    return _gelu_ln_mlp(jnp.float32)


def f16_ln_gelu_mlp():
    return _gelu_ln_mlp(F16, seed=7)


def bf16_einsum_mlp():
    r = _rng(8)
    W = jnp.asarray(w(r, 3, 16, 16)).astype(BF16)   # experts

    def f(x, gate):
        x = x.astype(BF16)
        probs = jax.nn.softmax(gate, axis=-1)               # b, e (f32)
        h = jnp.einsum("bd,edf->bef", x, W)                 # b, e, f
        h = jax.nn.relu(h)
        return jnp.einsum("bef,be->bf", h.astype(jnp.float32), probs).astype(BF16)
    return f, [w(r, 4, 16, scale=1.0), w(r, 4, 3, scale=1.0)]


# ---------------------------------------------------------------- convs
def _conv_nchw(dtype, seed=9):
    r = _rng(seed)
    k1 = jnp.asarray(w(r, 8, 3, 3, 3)).astype(dtype)
    k2 = jnp.asarray(w(r, 6, 8, 2, 2)).astype(dtype)
    b1 = jnp.asarray(w(r, 8)).astype(dtype)

    def f(x):
        x = x.astype(dtype)
        y = lax.conv_general_dilated(x, k1, (2, 2), "VALID", dimension_numbers=("NCHW", "OIHW", "NCHW"))
        y = jax.nn.relu(y + b1[None, :, None, None])
        y = lax.reduce_window(y, jnp.array(0, dtype), lax.add, (1, 1, 2, 2), (1, 1, 2, 2), "VALID") / 4
        y = lax.conv_general_dilated(y, k2, (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))
        return y
    return f, [w(r, 2, 3, 11, 11, scale=1.0)]


def conv_nchw():
    return _conv_nchw(jnp.float32)


def bf16_conv_nchw():
    return _conv_nchw(BF16, seed=10)


def _depthwise(dtype, seed=11):
    r = _rng(seed)
    C = 6
    dw = jnp.asarray(w(r, 3, 3, 1, C)).astype(dtype)
    pw = jnp.asarray(w(r, 1, 1, C, 4)).astype(dtype)

    def f(x):
        x = x.astype(dtype)
        y = lax.conv_general_dilated(x, dw, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                     feature_group_count=C)
        y = jax.nn.relu6(y)
        y = lax.conv_general_dilated(y, pw, (1, 1), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = lax.reduce_window(y, jnp.array(-jnp.inf, dtype), lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
        return y
    return f, [w(r, 2, 9, 9, C, scale=1.0)]


def depthwise_conv():
    return _depthwise(jnp.float32)


def f16_depthwise_conv():
    return _depthwise(F16, seed=12)


def _resnet(dtype, seed=13):
    r = _rng(seed)
    C = 4
    k1, k2 = (jnp.asarray(w(r, 3, 3, C, C)).astype(dtype) for _ in range(2))
    mean, var = jnp.asarray(w(r, C)).astype(dtype), jnp.asarray(1 + np.abs(w(r, C))).astype(dtype)
    gam, bet = jnp.asarray(1 + w(r, C)).astype(dtype), jnp.asarray(w(r, C)).astype(dtype)

    def bn(y):
        return (y - mean) * lax.rsqrt(var + 1e-5) * gam + bet

    def f(x):
        x = x.astype(dtype)
        y = lax.conv_general_dilated(x, k1, (1, 1), ((1, 1), (1, 1)), dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.nn.relu(bn(y))
        y = lax.conv_general_dilated(y, k2, (1, 1), "SAME", rhs_dilation=(2, 2),
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.nn.relu(bn(y) + x)
        # global avg pool + avg pool with padding SAME via reduce_window
        ap = lax.reduce_window(y, jnp.array(0, dtype), lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") / 9
        return jnp.mean(y, axis=(1, 2)), ap
    return f, [w(r, 1, 7, 7, C, scale=1.0)]


def resnet_block():
    return _resnet(jnp.float32)


def f16_resnet_block():
    return _resnet(F16, seed=14)


def f16_conv_pool_nhwc():
    r = _rng(15)
    k = jnp.asarray(w(r, 5, 5, 2, 3)).astype(F16)

    def f(x):
        x = x.astype(F16)
        y = lax.conv_general_dilated(x, k, (1, 2), ((2, 1), (0, 2)), dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.nn.leaky_relu(y, 0.1)
        return lax.reduce_window(y, jnp.array(-jnp.inf, F16), lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    return f, [w(r, 2, 10, 9, 2, scale=1.0)]


def conv1d_causal():
    r = _rng(16)
    k = jnp.asarray(w(r, 4, 3, 5))  # O=4? use W,I,O
    k = jnp.asarray(w(r, 3, 5, 4))

    def f(x):  # x: N, T, C
        y = lax.conv_general_dilated(x, k, (1,), ((4, 0),), rhs_dilation=(2,),
                                     dimension_numbers=("NWC", "WIO", "NWC"))
        return jnp.tanh(y) * jax.nn.sigmoid(y)
    return f, [w(r, 2, 10, 5, scale=1.0)]


# ---------------------------------------------------------------- scans / sort / index
def cumulative():
    def f(x):
        return (jnp.cumsum(x, axis=1), jnp.cumsum(x[:, ::-1], axis=1)[:, ::-1], jnp.cumprod(1 + 0.1 * x, axis=0),
                lax.cummax(x, axis=1), lax.cummin(x, axis=0, reverse=True),
                lax.cumlogsumexp(x, axis=1), jnp.cumsum(x > 0, axis=1, dtype=jnp.int32))
    return f, [w(_rng(17), 4, 7, scale=1.0)]


def sort_topk():
    def f(x, keys):
        return (jnp.sort(x, axis=0), -jnp.sort(-x, axis=1), jnp.argsort(x, axis=1), jnp.argsort(keys, stable=True),
                *lax.top_k(x, 3), jnp.median(x, axis=1), lax.sort((keys, x[0]), num_keys=1)[1])
    x = w(_rng(18), 5, 6, scale=1.0)
    return f, [x, np.array([3, 1, 3, 0, 2, 1], np.int32)]


def take_gather():
    r = _rng(19)
    table = jnp.asarray(w(r, 12, 4))

    def f(x, idx):
        order = jnp.argsort(x, axis=1)
        return (jnp.take(x, idx, axis=1), jnp.take_along_axis(x, order, axis=1),
                jnp.take(table, idx, axis=0, mode="clip"), jnp.take(table, idx - 3, axis=0, mode="fill", fill_value=-1.0),
                x[:, idx[0]], x[idx % 3, ::2], table[idx][:, None, :] * x[0, :4])
    return f, [w(r, 3, 6, scale=1.0), np.array([0, 5, 2, 11, 4], np.int32)]


def scatter_ops():
    def f(x, idx, vals):
        return (x.at[idx].set(vals), x.at[idx].add(vals), x.at[idx].max(vals), x.at[idx].min(vals),
                x.at[idx].multiply(vals), x.at[:, 1].set(0.0), x.at[1:3, ::2].add(5.0),
                jax.ops.segment_sum(vals, idx, num_segments=6), jax.ops.segment_max(vals, idx, num_segments=6))
    r = _rng(20)
    return f, [w(r, 6, 4, scale=1.0), np.array([1, 4, 1, 0], np.int32), w(r, 4, 4, scale=1.0)]


def onehot_xent():
    r = _rng(21)
    W = jnp.asarray(w(r, 8, 10))

    def f(x, labels):
        logits = x @ W
        lp = jax.nn.log_softmax(logits, axis=-1)
        oh = jax.nn.one_hot(labels, 10)
        loss = -jnp.mean(jnp.sum(oh * lp, axis=-1))
        acc = jnp.mean((jnp.argmax(logits, -1) == labels).astype(jnp.float32))
        lse = jax.nn.logsumexp(logits, axis=-1, keepdims=True)
        smooth = optax_like = -jnp.mean(jnp.sum((oh * 0.9 + 0.01) * lp, -1))
        return loss, acc, lse, smooth, jax.nn.one_hot(labels, 12, dtype=jnp.int32)
    return f, [w(r, 5, 8, scale=1.0), np.array([1, 9, 0, 3, 3], np.int32)]


def einsum_mix():
    r = _rng(22)
    A = jnp.asarray(w(r, 5, 5))

    def f(x, y, q, k):
        return (jnp.einsum("bi,ij,bj->b", x, A, y), jnp.einsum("bhqd,bhkd->bhqk", q, k),
                jnp.einsum("i,j->ij", x[0], y[1]), jnp.einsum("ii->", A + x[:, :5].T @ y[:, :5]),
                jnp.einsum("bhqk->bqk", jnp.einsum("bhqd,bhkd->bhqk", q, k)),
                jnp.einsum("ij,jk,kl->il", A, A, A), jnp.einsum("bij->bji", q[:, 0]))
    return f, [w(r, 3, 5, scale=1.0), w(r, 3, 5, scale=1.0), w(r, 2, 3, 4, 6, scale=1.0), w(r, 2, 3, 4, 6, scale=1.0)]


# ---------------------------------------------------------------- control flow
def gru_scan():
    r = _rng(23)
    H, I = 8, 5
    Wz, Wr, Wh = (jnp.asarray(w(r, I, H)) for _ in range(3))
    Uz, Ur, Uh = (jnp.asarray(w(r, H, H)) for _ in range(3))
    bz = jnp.asarray(w(r, H))

    def f(xs, h0):
        def step(h, x):
            z = jax.nn.sigmoid(x @ Wz + h @ Uz + bz)
            rr = jax.nn.sigmoid(x @ Wr + h @ Ur)
            hh = jnp.tanh(x @ Wh + (rr * h) @ Uh)
            h = (1 - z) * h + z * hh
            return h, h.sum(-1)
        hT, ys = lax.scan(step, h0, xs)
        hB, ysB = lax.scan(step, h0, xs, reverse=True)
        return hT, ys, hB, ysB
    return f, [w(r, 7, 3, I, scale=1.0), np.zeros((3, H), np.float32)]


def fori_newton():
    def f(a):
        def body(i, c):
            x, hist = c
            x = 0.5 * (x + a / x)
            hist = lax.dynamic_update_slice(hist, x[None], (i, 0))
            return x, hist
        x0 = jnp.ones_like(a)
        x, hist = lax.fori_loop(0, 5, body, (x0, jnp.zeros((5,) + a.shape, a.dtype)))
        # fori_loop with dynamic trip count
        n = (a[0] * 2).astype(jnp.int32) % 4 + 1
        s = lax.fori_loop(0, n, lambda i, s: s + a * i.astype(a.dtype), jnp.zeros_like(a))
        return x, hist, s
    return f, [np.array([2.0, 9.0, 0.5, 17.0], np.float32)]


def while_converge():
    r = _rng(24)
    M = w(r, 6, 6, scale=0.5)
    M = jnp.asarray(M @ M.T + np.eye(6, dtype=np.float32))

    def f(v0):
        def cond(c):
            v, lam, prev, it = c
            return (jnp.abs(lam - prev) > 1e-5) & (it < 100)

        def body(c):
            v, lam, _, it = c
            u = M @ v
            nv = u / jnp.linalg.norm(u)
            return nv, nv @ M @ nv, lam, it + 1
        v, lam, _, it = lax.while_loop(cond, body, (v0 / jnp.linalg.norm(v0), jnp.float32(0), jnp.float32(1), 0))

        # collatz steps, data-dependent per element via vmap
        def collatz(n):
            return lax.while_loop(lambda c: c[0] != 1, lambda c: (jnp.where(c[0] % 2 == 0, c[0] // 2, 3 * c[0] + 1), c[1] + 1), (n, 0))[1]
        return lam, it, jax.vmap(collatz)(jnp.array([6, 7, 1, 27], jnp.int32) + (v0[:4] > 0))
    return f, [w(r, 6, scale=1.0) + 1.0]


def cond_switch_data():
    def f(x):
        idx = jnp.argmax(jnp.sum(x, axis=1)) % 3
        a = lax.switch(idx, [lambda v: (v * 2, v.sum()), lambda v: (jnp.exp(v), v.max()), lambda v: (-v, v.min())], x)
        b = lax.cond(jnp.all(x[0] > -3), lambda v, s: (v @ v.T + s, s), lambda v, s: (v.T @ v, -s), x[:, :3], 2.0)
        c = jax.vmap(lambda r: lax.cond(r.sum() > 0, jnp.sin, jnp.cos, r))(x)
        return a, b, c
    return f, [w(_rng(25), 3, 3, scale=1.0)]


def where_chain():
    def f(x, y):
        a = jnp.where(x > 1, x ** 2, jnp.where(x > 0, x, jnp.where(x > -1, -x * 0.5, 0.0)))
        b = jnp.select([x < -0.5, x < 0.5, x >= 0.5], [y, x * y, x + y], default=jnp.nan)
        c = jnp.piecewise(x, [x < 0, x >= 0], [lambda t: jnp.exp(t) - 1, lambda t: t])
        d = jnp.where(jnp.isnan(b), 0.0, b)
        e = jnp.clip(jnp.where(y > x, y - x, jnp.inf), max=2.0)
        return a, d, c, e, jnp.nan_to_num(x / (y - y)), jnp.sign(x) * jnp.heaviside(y, 0.5)
    r = _rng(26)
    return f, [w(r, 4, 5, scale=1.5), w(r, 4, 5, scale=1.5)]


# ---------------------------------------------------------------- integer / elementwise
def integer_hash():
    def f(a, b):
        u = a.astype(jnp.uint32)
        h = u * jnp.uint32(0x9E3779B1)
        h = h ^ (h >> 15)
        h = (h << 7) | (h >> 25)
        bucket = (h % jnp.uint32(13)).astype(jnp.int32)
        return (h, bucket, a // b, a % b, jnp.floor_divide(-a, b), jnp.remainder(a, -b), jnp.fmod(a, b),
                (a.astype(jnp.int8) * 3).astype(jnp.int32), jnp.right_shift(a, 3), ~a, jnp.invert(a > 0),
                jnp.bitwise_count(a) if hasattr(jnp, "bitwise_count") else lax.population_count(a),
                a.astype(jnp.uint8), jnp.gcd(a, b), jnp.lcm(b, 3))
    return f, [np.array([[17, -9, 123456, 0], [255, -256, 7, 1000003]], np.int32),
               np.array([[5, 4, -7, 3], [16, 9, -2, 11]], np.int32)]


def activations_norms():
    def f(x):
        return (jax.nn.softplus(x), jax.nn.log_sigmoid(x), jax.nn.silu(x), jax.nn.elu(x), jax.nn.celu(x, 0.5),
                jax.nn.selu(x), jax.nn.hard_tanh(x), jax.nn.hard_swish(x), jax.nn.mish(x) if hasattr(jax.nn, "mish") else x,
                jax.nn.logsumexp(x, axis=0), jax.nn.logsumexp(x), jnp.linalg.norm(x), jnp.linalg.norm(x, axis=1),
                jnp.linalg.norm(x, ord=1, axis=0), jnp.linalg.norm(x, ord=jnp.inf, axis=1),
                jax.nn.standardize(x, axis=-1), jax.nn.normalize(x) if hasattr(jax.nn, "normalize") else x,
                jax.nn.sparse_plus(x) if hasattr(jax.nn, "sparse_plus") else x, jax.nn.squareplus(x))
    return f, [w(_rng(27), 4, 6, scale=2.0)]


def random_ops():
    def f(x):
        key = jax.random.PRNGKey(1234)
        k1, k2, k3, k4 = jax.random.split(key, 4)
        keep = jax.random.bernoulli(k1, 0.7, x.shape)
        drop = jnp.where(keep, x / 0.7, 0.0)
        noise = jax.random.normal(k2, x.shape) * 0.1
        cat = jax.random.categorical(k3, x, axis=-1)
        perm = jax.random.permutation(k4, 8)
        tn = jax.random.truncated_normal(k2, -1.0, 1.0, (3,))
        return drop, x + noise, cat, perm, tn, jax.random.randint(k3, (5,), -3, 7)
    return f, [w(_rng(28), 3, 8, scale=1.0)]


def dynamic_slicing():
    def f(x, i):
        j = jnp.argmax(x[:, 0])
        a = lax.dynamic_slice(x, (j, i), (2, 3))              # data-dependent, may clamp
        b = lax.dynamic_update_slice(x, a * 10, (i, j))
        c = lax.dynamic_index_in_dim(x, i + 10, axis=1, keepdims=False)   # out of range -> clamp
        d = lax.dynamic_slice_in_dim(x, -1, 3, axis=0)
        e = x.at[i].get()
        return a, b, c, d, e, jax.vmap(lambda r, k: lax.dynamic_slice(r, (k,), (2,)))(x, jnp.arange(x.shape[0]))
    return f, [w(_rng(29), 5, 6, scale=1.0), np.int32(2)]


def pad_modes():
    def f(x):
        return (jnp.pad(x, ((1, 2), (3, 0))), jnp.pad(x, 2, mode="edge"), jnp.pad(x, ((2, 2), (1, 3)), mode="reflect"),
                jnp.pad(x, 1, mode="symmetric"), jnp.pad(x, ((0, 3), (2, 1)), mode="wrap"),
                lax.pad(x, -1.0, ((1, -1, 1), (-2, 2, 0))), jnp.pad(x, ((1, 1), (1, 1)), mode="linear_ramp", end_values=5.0),
                jnp.pad(x, ((2, 0), (0, 2)), mode="maximum"))
    return f, [w(_rng(30), 4, 5, scale=1.0)]


def roll_repeat_tile():
    def f(x, s):
        return (jnp.roll(x, 2, axis=1), jnp.roll(x, -1), jnp.roll(x, s, axis=0), jnp.repeat(x, 2, axis=0),
                jnp.repeat(x, jnp.array([1, 0, 2]), axis=0, total_repeat_length=3), jnp.tile(x, (2, 1, 3)),
                jnp.rot90(x), jnp.fliplr(x), jnp.broadcast_to(x[:, :1], (3, 4)),
                jnp.stack(jnp.meshgrid(jnp.arange(3.0), jnp.arange(2.0)), -1), jnp.triu(x, 1), jnp.tril(x, -1))
    return f, [w(_rng(31), 3, 4, scale=1.0), np.int32(4)]


def transpose_heavy():
    def f(x):  # depth-to-space / space-to-depth, patches
        n, h, ww, c = x.shape
        r = 2
        d2s = x.reshape(n, h, ww, r, r, c // 4).transpose(0, 1, 3, 2, 4, 5).reshape(n, h * r, ww * r, c // 4)
        s2d = d2s.reshape(n, h, r, ww, r, c // 4).transpose(0, 1, 3, 2, 4, 5).reshape(n, h, ww, c)
        patches = x.reshape(n, h // 2, 2, ww // 2, 2, c).transpose(0, 1, 3, 5, 2, 4).reshape(n, -1, c * 4)
        y = jnp.moveaxis(x, 3, 1).swapaxes(2, 3)
        return d2s, s2d - x, patches @ patches.swapaxes(1, 2), y * 2, jnp.transpose(x, (3, 2, 1, 0)).sum(0)
    return f, [w(_rng(32), 2, 4, 6, 8, scale=1.0)]


def reductions_keepdims():
    def f(x, m):
        return (jnp.var(x, axis=1, keepdims=True), jnp.std(x, axis=(0, 2), ddof=1), jnp.prod(1 + 0.1 * x, axis=2),
                jnp.max(x, axis=0, keepdims=True), jnp.min(x, axis=(1, 2)), jnp.any(x > 1.5, axis=2), jnp.all(x > -2, axis=0),
                jnp.argmin(x, axis=2), jnp.argmax(x.reshape(2, -1), axis=1), jnp.count_nonzero(x > 0, axis=1),
                jnp.mean(x, axis=(0, 1, 2), keepdims=True), jnp.sum(x, where=m, axis=1), jnp.nanmax(jnp.where(m, x, jnp.nan), axis=2),
                jnp.average(x, axis=2, weights=jnp.arange(1.0, 5.0)), jnp.ptp(x, axis=1))
    r = _rng(33)
    x = w(r, 2, 3, 4, scale=1.0)
    return f, [x, r.random((2, 3, 4)) > 0.3]


def mixed_dtypes():
    r = _rng(34)
    wq = (r.integers(-8, 8, (6, 4))).astype(np.int8)

    def f(x, ids, scale):
        q = jnp.clip(jnp.round(x / scale), -127, 127).astype(jnp.int8)
        acc = lax.dot_general(q, wq, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32)
        deq = acc.astype(jnp.float32) * scale
        pos = ids.astype(jnp.float32) / 10
        half = (x.astype(F16) * 3).astype(jnp.float32)
        u = (ids.astype(jnp.uint32) * 7).astype(jnp.float32)
        b = (x > 0).astype(jnp.int32).sum(-1) + ids
        return deq, pos, half, u, b, x.astype(jnp.int32), jnp.bool_(x).astype(jnp.float32)
    return f, [w(r, 3, 6, scale=2.0), np.array([4, -2, 9], np.int32), np.float32(0.05)]


def misc_search():
    def f(x, v):
        edges = jnp.linspace(-2, 2, 9)
        return (jnp.searchsorted(edges, v), jnp.digitize(v, edges), jnp.searchsorted(edges, v, side="right", method="sort"),
                jnp.interp(v, edges, jnp.sin(edges)), jnp.histogram(v, bins=4, range=(-2, 2))[0],
                jnp.bincount(jnp.clip((v + 2).astype(jnp.int32), 0, 3), length=4), jnp.diff(x, axis=1), jnp.convolve(x[0], x[1]))
    r = _rng(35)
    return f, [w(r, 2, 5, scale=1.0), w(r, 7, scale=1.5)]


def bf16_attention_manual():
    r = _rng(36)

    def f(q, k, v):
        q, k, v = (t.astype(BF16) for t in (q, k, v))
        s = q @ k.swapaxes(-1, -2) * (q.shape[-1] ** -0.5)
        n = s.shape[-1]
        causal = jnp.arange(n)[:, None] >= jnp.arange(n)[None, :]
        s = jnp.where(causal, s, -jnp.inf)
        p = jnp.exp(s - jax.lax.stop_gradient(s.max(-1, keepdims=True)))
        p = p / p.sum(-1, keepdims=True)
        return p @ v
    return f, [w(r, 2, 6, 8, scale=1.0) for _ in range(3)]


def bf16_rmsnorm_swiglu():
    r = _rng(37)
    g = jnp.asarray(1 + w(r, 16)).astype(BF16)
    w1, w3, w2 = (jnp.asarray(w(r, 16, 32)).astype(BF16), jnp.asarray(w(r, 16, 32)).astype(BF16),
                  jnp.asarray(w(r, 32, 16)).astype(BF16))

    def f(x):
        x = x.astype(BF16)
        h = _rmsnorm(x, g)
        return x + (jax.nn.silu(h @ w1) * (h @ w3)) @ w2
    return f, [w(r, 5, 16, scale=1.0)]


def f16_rope():
    r = _rng(38)

    def f(x):
        return _rope(x.astype(F16)), _rope(x)
    return f, [w(r, 2, 6, 2, 8, scale=1.0)]


PROGS = [
    "llama_block", "f16_llama_block", "bf16_llama_block", "dpa_block", "f16_dpa_block",
    "ln_gelu_mlp", "f16_ln_gelu_mlp", "bf16_einsum_mlp",
    "conv_nchw", "bf16_conv_nchw", "depthwise_conv", "f16_depthwise_conv", "resnet_block", "f16_resnet_block",
    "f16_conv_pool_nhwc", "conv1d_causal",
    "cumulative", "sort_topk", "take_gather", "scatter_ops", "onehot_xent", "einsum_mix",
    "gru_scan", "fori_newton", "while_converge", "cond_switch_data", "where_chain",
    "integer_hash", "activations_norms", "random_ops", "dynamic_slicing", "pad_modes", "roll_repeat_tile",
    "transpose_heavy", "reductions_keepdims", "mixed_dtypes", "misc_search",
    "bf16_attention_manual", "bf16_rmsnorm_swiglu", "f16_rope",
]


# ---------------------------------------------------------------- extras: training steps / scans
def grad_mlp():
    r = _rng(40)
    params = {"w1": jnp.asarray(w(r, 8, 16)), "b1": jnp.zeros(16), "w2": jnp.asarray(w(r, 16, 4))}

    def loss(p, x, y):
        h = jax.nn.gelu(x @ p["w1"] + p["b1"])
        lp = jax.nn.log_softmax(h @ p["w2"])
        return -jnp.mean(jnp.take_along_axis(lp, y[:, None], axis=1))

    def f(x, y):
        l, g = jax.value_and_grad(loss)(params, x, y)
        new = jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g)
        return l, new
    return f, [w(r, 6, 8, scale=1.0), np.array([0, 3, 1, 2, 2, 1], np.int32)]


def grad_convpool():
    r = _rng(41)
    k = jnp.asarray(w(r, 3, 3, 2, 4))

    def loss(k, x):
        y = lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = lax.reduce_window(jax.nn.relu(y), -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        return jnp.sum(y ** 2)

    def f(x):
        return jax.grad(loss, argnums=(0, 1))(k, x)
    return f, [w(r, 1, 6, 6, 2, scale=1.0)]


def assoc_scan():
    def f(a, b):
        # linear recurrence h_t = a_t * h_{t-1} + b_t via associative_scan (as in S4/Mamba)
        def comb(l, r):
            return r[0] * l[0], r[0] * l[1] + r[1]
        return lax.associative_scan(comb, (a, b), axis=0)[1], lax.associative_scan(jnp.add, b, axis=1)
    r = _rng(42)
    return f, [np.abs(w(r, 8, 3, scale=0.5)), w(r, 8, 3, scale=1.0)]


PROGS += ["grad_mlp", "grad_convpool", "assoc_scan"]


MODELS = {n: globals()[n] for n in PROGS}
