"""The built-in model zoo of torch_import.py.

Each entry of MODELS is a factory returning `(module, example_inputs)`.
Shapes are fixed and small (batch 2, sequence 8, hidden 16-32) so that the
generated model.mlir files, which carry every weight as a dense_resource
blob, stay well under 100 KB.  torch_import.py seeds torch before calling
a factory, so weights and inputs are reproducible.
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F

B, S, H, NH = 2, 8, 32, 4  # batch, sequence, hidden, heads


class AttentionLayerNorm(nn.Module):
    """Multi-head self-attention with explicit matmul/softmax, residual, LayerNorm."""

    def __init__(self, hidden=H, heads=NH):
        super().__init__()
        self.heads, self.dh = heads, hidden // heads
        self.q = nn.Linear(hidden, hidden)
        self.k = nn.Linear(hidden, hidden)
        self.v = nn.Linear(hidden, hidden)
        self.o = nn.Linear(hidden, hidden)
        self.ln = nn.LayerNorm(hidden)

    def forward(self, x):
        b, s, h = x.shape
        q = self.q(x).view(b, s, self.heads, self.dh).transpose(1, 2)
        k = self.k(x).view(b, s, self.heads, self.dh).transpose(1, 2)
        v = self.v(x).view(b, s, self.heads, self.dh).transpose(1, 2)
        att = torch.matmul(q, k.transpose(-2, -1)) / math.sqrt(self.dh)
        att = torch.softmax(att, dim=-1)
        y = torch.matmul(att, v).transpose(1, 2).reshape(b, s, h)
        return self.ln(x + self.o(y))


class MLP(nn.Module):
    """Linear -> GELU -> Linear."""

    def __init__(self, hidden=H, inner=2 * H, approximate="none"):
        super().__init__()
        self.fc1 = nn.Linear(hidden, inner)
        self.fc2 = nn.Linear(inner, hidden)
        self.approximate = approximate

    def forward(self, x):
        return self.fc2(F.gelu(self.fc1(x), approximate=self.approximate))


class SDPA(nn.Module):
    """F.scaled_dot_product_attention on (B, heads, S, dh) query/key/value."""

    def __init__(self, is_causal=False, scale=None):
        super().__init__()
        self.is_causal, self.scale = is_causal, scale

    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=self.is_causal, scale=self.scale)


class SDPAMask(nn.Module):
    """F.scaled_dot_product_attention with an explicit boolean attn_mask input."""

    def forward(self, q, k, v, mask):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask)


class GPT2Block(nn.Module):
    """GPT-2 block: LN, causal self-attention (masked_fill + softmax), LN, GELU-tanh MLP,
    residuals; dropout layers present (identity in eval mode)."""

    def __init__(self, hidden=H, heads=NH, seq=S, p=0.1):
        super().__init__()
        self.heads, self.dh = heads, hidden // heads
        self.ln_1 = nn.LayerNorm(hidden)
        self.c_attn = nn.Linear(hidden, 3 * hidden)
        self.c_proj = nn.Linear(hidden, hidden)
        self.attn_drop = nn.Dropout(p)
        self.resid_drop = nn.Dropout(p)
        self.ln_2 = nn.LayerNorm(hidden)
        self.fc = nn.Linear(hidden, 2 * hidden)
        self.proj = nn.Linear(2 * hidden, hidden)
        self.mlp_drop = nn.Dropout(p)
        self.register_buffer("bias", torch.tril(torch.ones(seq, seq)).view(1, 1, seq, seq))

    def attn(self, x):
        b, s, h = x.shape
        q, k, v = self.c_attn(x).split(h, dim=2)
        q = q.view(b, s, self.heads, self.dh).transpose(1, 2)
        k = k.view(b, s, self.heads, self.dh).transpose(1, 2)
        v = v.view(b, s, self.heads, self.dh).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(self.dh))
        att = att.masked_fill(self.bias[:, :, :s, :s] == 0, float("-inf"))
        att = self.attn_drop(F.softmax(att, dim=-1))
        y = (att @ v).transpose(1, 2).contiguous().view(b, s, h)
        return self.resid_drop(self.c_proj(y))

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        x = x + self.mlp_drop(self.proj(F.gelu(self.fc(self.ln_2(x)), approximate="tanh")))
        return x


class RMSNormSwiGLU(nn.Module):
    """torch.nn.RMSNorm followed by a SiLU-gated MLP (w2(silu(w1 x) * w3 x)), residual."""

    def __init__(self, hidden=H, inner=2 * H):
        super().__init__()
        self.norm = nn.RMSNorm(hidden, eps=1e-6)
        self.w1 = nn.Linear(hidden, inner, bias=False)
        self.w3 = nn.Linear(hidden, inner, bias=False)
        self.w2 = nn.Linear(inner, hidden, bias=False)

    def forward(self, x):
        h = self.norm(x)
        return x + self.w2(F.silu(self.w1(h)) * self.w3(h))


class RMSNormManualSwiGLU(RMSNormSwiGLU):
    """The same block with RMSNorm written as x * rsqrt(mean(x^2) + eps) * weight."""

    def forward(self, x):
        h = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.norm.weight
        return x + self.w2(F.silu(self.w1(h)) * self.w3(h))


class UnsupportedOp(nn.Module):
    """Uses torch.cumsum and torch.sort, outside tessera's supported op list
    (for the graph-break report)."""

    def __init__(self, hidden=16):
        super().__init__()
        self.fc = nn.Linear(hidden, hidden)

    def forward(self, x):
        y = torch.cumsum(self.fc(x), dim=-1)
        return torch.sort(y, dim=-1).values



class VisionOps(nn.Module):
    """A tour of Core ATen's vision and indexing ops: strided, grouped,
    dilated and transposed convolution, batch and group norm, max, average
    and adaptive pooling, nearest and bilinear upsampling, clamp and the
    activations Core ATen keeps, top-k, running products, gather, argmax,
    max over a dimension, logsumexp, std, flip and roll."""

    def __init__(self):
        super().__init__()
        self.c = nn.Conv2d(3, 8, 3, padding=1, stride=2)
        self.bn = nn.BatchNorm2d(8)
        self.ct = nn.ConvTranspose2d(8, 4, 2, stride=2)
        self.g = nn.Conv2d(8, 8, 3, groups=4, dilation=2)
        self.gn = nn.GroupNorm(2, 8)
        with torch.no_grad():
            self.bn.running_mean.uniform_(-0.5, 0.5)
            self.bn.running_var.uniform_(0.5, 1.5)

    def forward(self, x, i):
        c = self.c(x)
        y = F.avg_pool2d(F.max_pool2d(self.bn(c).clamp(-1, 1), 2), 2)
        z = F.adaptive_avg_pool2d(c, 3)
        u = F.interpolate(c, scale_factor=2, mode="nearest")
        b = F.interpolate(c, scale_factor=2, mode="bilinear", align_corners=False)
        h = self.gn(self.g(c))
        top = torch.topk(x.flatten(1), 3).values
        return (y, z, u, b, h, top, torch.cumprod(x, 1), torch.gather(x, 1, i), x.argmax(1),
                x.max(1).values, torch.logsumexp(x, 1), self.ct(c), F.hardtanh(x),
                F.leaky_relu(x), F.elu(x), F.hardswish(x), x.std(1), torch.flip(x, [1]),
                torch.roll(x, 1, 1))


class F16Blocks(nn.Module):
    """The fp16 programs Spyre is for, in half precision throughout: a
    GEMM with bias and GELU, layer norm, RMS norm, softmax and causal
    attention."""

    def __init__(self, hidden=H, heads=NH):
        super().__init__()
        self.fc = nn.Linear(hidden, 2 * hidden)
        self.ln = nn.LayerNorm(2 * hidden)
        self.rms = nn.RMSNorm(2 * hidden)
        self.heads = heads

    def forward(self, x):
        h = F.gelu(self.fc(x))
        n = self.rms(self.ln(h))
        sm = torch.softmax(n, dim=-1)
        b, s, d = x.shape
        q = x.view(b, s, self.heads, d // self.heads).transpose(1, 2)
        att = F.scaled_dot_product_attention(q, q, q, is_causal=True)
        return h, n, sm, att

def _x(h=H):
    return torch.randn(B, S, h)


def _qkv(heads=NH, dh=8):
    return tuple(torch.randn(B, heads, S, dh) for _ in range(3))


def attention_layernorm():
    """multi-head self-attention (explicit matmul/softmax) + LayerNorm"""
    return AttentionLayerNorm(), (_x(),)


def mlp_gelu():
    """Linear-GELU-Linear (erf GELU)"""
    return MLP(), (_x(),)


def mlp_gelu_tanh():
    """Linear-GELU-Linear with gelu(approximate='tanh')"""
    return MLP(approximate="tanh"), (_x(),)


def sdpa():
    """F.scaled_dot_product_attention, no mask"""
    return SDPA(), _qkv()


def sdpa_causal():
    """F.scaled_dot_product_attention(is_causal=True)"""
    return SDPA(is_causal=True), _qkv()


def sdpa_mask():
    """F.scaled_dot_product_attention with a boolean attn_mask input"""
    mask = torch.rand(B, 1, S, S) > 0.3
    mask[..., 0] = True  # every row keeps at least one key
    return SDPAMask(), _qkv() + (mask,)


def sdpa_scale():
    """F.scaled_dot_product_attention(scale=0.25)"""
    return SDPA(scale=0.25), _qkv()


def gpt2_block():
    """GPT-2 block (LN, causal attention via masked_fill, GELU-tanh MLP, dropout in eval)"""
    return GPT2Block(), (_x(),)


def rmsnorm_swiglu():
    """nn.RMSNorm + SiLU-gated MLP"""
    return RMSNormSwiGLU(), (_x(),)


def rmsnorm_manual_swiglu():
    """x*rsqrt(mean(x^2)+eps) RMSNorm + SiLU-gated MLP"""
    return RMSNormManualSwiGLU(), (_x(),)


def unsupported_op():
    """cumsum + sort: ops outside the supported list (graph-break test)"""
    return UnsupportedOp(), (_x(16),)


def vision_ops():
    """convolutions, norms, pooling, upsampling, top-k, gather, argmax, ..."""
    x = torch.randn(B, 3, 16, 16)
    return VisionOps(), (x, torch.randint(0, 3, (B, 3, 16, 16)))


class SpecialPolynomials(nn.Module):
    """torch.special's twelve orthogonal polynomials, each element of x at
    its own degree n."""

    NAMES = ("chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v",
             "chebyshev_polynomial_w", "shifted_chebyshev_polynomial_t",
             "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v",
             "shifted_chebyshev_polynomial_w", "hermite_polynomial_h", "hermite_polynomial_he",
             "laguerre_polynomial_l", "legendre_polynomial_p")

    def forward(self, x, n):
        return tuple(getattr(torch.special, f)(x, n) for f in self.NAMES)


def special_polynomials():
    """the orthogonal polynomials at the ends of [-1, 1] and [0, 1], inside
    and outside, at negative, low, closed-form and past-limit degrees"""
    ends = [-1.0, 1.0, 0.0, 0.5, -0.0]
    inside = torch.linspace(-0.95, 0.95, 19).tolist()
    outside = [-1.7, 1.3, 2.2, -0.5 * 3]
    x = torch.tensor((ends + inside + outside) * 2, dtype=torch.float32)
    degrees = [-1, 0, 1, 2, 3, 5, 6, 7, 8, 9, 12, 17]
    n = torch.tensor([degrees[i % len(degrees)] for i in range(len(x))], dtype=torch.float32)
    n[-4:] = torch.tensor([127.0, 128.0, 129.0, 2.7])
    return SpecialPolynomials(), (x, n)


class SpecialBessel(nn.Module):
    """torch.special's Bessel functions and kin on one argument."""

    NAMES = ("bessel_j0", "bessel_j1", "bessel_y0", "bessel_y1", "modified_bessel_i0",
             "modified_bessel_i1", "modified_bessel_k0", "modified_bessel_k1",
             "scaled_modified_bessel_k0", "scaled_modified_bessel_k1", "i0e", "i1e",
             "spherical_bessel_j0", "airy_ai")

    def forward(self, x):
        return tuple(getattr(torch.special, f)(x) for f in self.NAMES)


def special_bessel():
    """the Bessel functions across every branch of their approximations:
    negative, 0, below 1e-5, (0, 2], (2, 5], (5, 8], beyond, the Airy
    regions and infinities"""
    pts = [0.0, -0.0, 3e-6, -3e-6, 0.3, -0.49, 0.51, 1.0, 1.9, 2.0, 2.08, 2.1, -2.08,
           -2.1, 3.3, -4.2, 5.0, 5.01, -6.5, 7.9, 8.0, 8.4, 12.0, -15.5, 30.0, 85.0,
           103.0, 104.0, -40.0, float("inf"), float("-inf")]
    x = torch.tensor(pts + torch.linspace(-9.0, 9.0, 33).tolist(), dtype=torch.float32)
    return SpecialBessel(), (x,)


class Mode(nn.Module):
    """torch.mode along a dimension, keepdim, and the last one, with ties
    of frequency (the smallest value wins) and repeated values (the last
    occurrence is the index)."""

    def forward(self, x, y, z):
        return torch.mode(x, 1) + torch.mode(y, 0, keepdim=True) + torch.mode(z)


def mode_ties():
    """torch.mode on f32, i64 and f16 rows full of ties"""
    x = torch.randint(0, 4, (6, 12)).float()
    y = torch.randint(-3, 3, (9, 5))
    z = torch.tensor([[1.0, 2.0, 2.0, 3.0, 3.0, 1.0, 5.0]]).half()
    return Mode(), (x, y, z)


class ErrorFunctions(nn.Module):
    """erf and its kin on one argument."""

    def forward(self, x):
        sp = torch.special
        return (sp.erf(x), sp.erfc(x), sp.erfcx(x), sp.ndtr(x), sp.log_ndtr(x))


def error_functions():
    """erf, erfc, erfcx, ndtr, log_ndtr from -30 to 1e4: where 1 - erf(x)
    underflows and exp(x²) overflows"""
    pts = [-30.0, -26.0, -12.0, -9.0, -6.5, -3.0, -1.0, -0.999, -0.3, 0.0, 0.2, 0.999, 1.0,
           1.5, 1.99, 2.0, 3.0, 4.0, 5.5, 7.9, 8.0, 9.0, 10.5, 13.0, 27.0, 100.0, 1e4,
           float("inf"), float("-inf")]
    x = torch.tensor(pts + torch.linspace(-5.0, 5.0, 35).tolist(), dtype=torch.float32)
    return ErrorFunctions(), (x,)


class EmbeddingSum3(nn.Module):
    """Three embedding lookups summed (BERT's word + token type + position
    embeddings): on Spyre the i64 indices and f32 rows share the LX."""

    def __init__(self):
        super().__init__()
        self.a, self.b, self.c = (nn.Embedding(10, 32) for _ in range(3))

    def forward(self, i, j, k):
        return self.a(i) + self.b(j) + self.c(k)


def embedding_sum3():
    """three embedding lookups summed, i64 indices and f32 rows in one LX"""
    i = torch.tensor([[1, 2, 3, 4], [5, 6, 7, 8]])
    return EmbeddingSum3(), (i, i % 3, i % 5)


class SegmentOps(nn.Module):
    """Bags and segments whose bounds are data: embedding_bag in its three
    modes (with an empty bag, padding_idx, include_last_offset and
    per-sample weights) and segment_reduce's five reductions by lengths
    (one empty, with and without `initial`, 2-d lengths) and offsets."""

    def forward(self, w, idx, off, psw, data, lengths, lengths2, offsets):
        F = nn.functional
        out = [
            F.embedding_bag(idx, w, off, mode="sum", per_sample_weights=psw),
            F.embedding_bag(idx, w, off, mode="mean", padding_idx=2),
            F.embedding_bag(idx, w, off, mode="max"),
            # The last offset is then the end of the indices (PyTorch's contract).
            F.embedding_bag(idx, w, torch.cat([off, off.new_full((1,), idx.numel())]),
                            mode="mean", include_last_offset=True),
        ]
        for how in ("sum", "mean", "max", "min", "prod"):
            out.append(torch.segment_reduce(data, how, lengths=lengths, axis=0))
            out.append(torch.segment_reduce(data, how, lengths=lengths, axis=0, initial=0.5))
        out.append(torch.segment_reduce(data.reshape(2, 6, 3), "sum", lengths=lengths2, axis=1))
        out.append(torch.segment_reduce(data, "max", offsets=offsets, axis=0))
        return tuple(out)


def segment_ops():
    """embedding_bag (sum/mean/max, empty bag, padding_idx, last offset) and segment_reduce"""
    w = torch.randn(10, 4)
    idx = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9, 2])
    off = torch.tensor([0, 3, 3, 7])
    psw = torch.rand(9)
    data = torch.randn(12, 3)
    lengths = torch.tensor([2, 0, 5, 3, 2])
    lengths2 = torch.tensor([[1, 5, 0], [3, 3, 0]])
    offsets = torch.tensor([0, 4, 4, 9, 12])
    return SegmentOps(), (w, idx, off, psw, data, lengths, lengths2, offsets)


def f16_blocks():
    """GEMM+bias+GELU, layer norm, RMS norm, softmax, causal attention in fp16"""
    return F16Blocks().half(), (_x().half(),)


MODELS = {
    f.__name__: f
    for f in (
        attention_layernorm,
        mlp_gelu,
        mlp_gelu_tanh,
        sdpa,
        sdpa_causal,
        sdpa_mask,
        sdpa_scale,
        gpt2_block,
        rmsnorm_swiglu,
        rmsnorm_manual_swiglu,
        unsupported_op,
        vision_ops,
        f16_blocks,
        special_polynomials,
        segment_ops,
        special_bessel,
        mode_ties,
        error_functions,
        embedding_sum3,
    )
}
