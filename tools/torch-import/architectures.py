"""A second zoo for scripts/model-sweep.py (--zoo): realistic pieces of real
architectures (ConvNeXt, ViT, Swin, LLaMA, T5, MoE, UNet, WaveNet, EfficientNet,
DenseNet, Inception, BERT, CLIP, YOLO, Stable Diffusion, RWKV, Conformer, losses,
sampling filters, recurrent layers), none duplicating sweep_models.py.

Each MODELS entry is a zero-arg factory returning (module, example_inputs); each
is also a module-level function of the same name.  The driver seeds torch.
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F

MODELS = {}


def model(fn):
    MODELS[fn.__name__] = fn
    return fn


def _rand(*shape):
    return torch.randn(*shape)


def _randomize_bn(m):
    """Non-trivial running stats / affine params on every BatchNorm in m."""
    for bn in m.modules():
        if isinstance(bn, (nn.BatchNorm1d, nn.BatchNorm2d)):
            with torch.no_grad():
                bn.running_mean.copy_(torch.randn_like(bn.running_mean) * 0.5)
                bn.running_var.copy_(torch.rand_like(bn.running_var) + 0.5)
                if bn.weight is not None:
                    bn.weight.copy_(torch.rand_like(bn.weight) + 0.5)
                    bn.bias.copy_(torch.randn_like(bn.bias) * 0.1)
    return m


# ============================================================================
# ConvNeXt


class ConvNeXtBlock(nn.Module):
    def __init__(self, dim=16, layer_scale_init_value=0.5):
        super().__init__()
        self.dwconv = nn.Conv2d(dim, dim, kernel_size=7, padding=3, groups=dim)
        self.norm = nn.LayerNorm(dim, eps=1e-6)
        self.pwconv1 = nn.Linear(dim, 4 * dim)
        self.act = nn.GELU()
        self.pwconv2 = nn.Linear(4 * dim, dim)
        self.gamma = nn.Parameter(layer_scale_init_value * torch.ones((dim)))

    def forward(self, x):
        input = x
        x = self.dwconv(x)
        x = x.permute(0, 2, 3, 1)  # (N, C, H, W) -> (N, H, W, C)
        x = self.norm(x)
        x = self.pwconv1(x)
        x = self.act(x)
        x = self.pwconv2(x)
        x = self.gamma * x
        x = x.permute(0, 3, 1, 2)
        return input + x


@model
def convnext_block():
    """ConvNeXt block: dw 7x7, permute NHWC, LayerNorm, Linear-GELU-Linear, layer scale, residual"""
    return ConvNeXtBlock(), (_rand(2, 16, 8, 8),)


class LayerNormCF(nn.Module):
    """ConvNeXt's channels_first LayerNorm."""

    def __init__(self, c, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.rand(c) + 0.5)
        self.bias = nn.Parameter(torch.randn(c) * 0.1)
        self.eps = eps

    def forward(self, x):
        u = x.mean(1, keepdim=True)
        s = (x - u).pow(2).mean(1, keepdim=True)
        x = (x - u) / torch.sqrt(s + self.eps)
        return self.weight[:, None, None] * x + self.bias[:, None, None]


class ConvNeXtStemDown(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, kernel_size=4, stride=4), LayerNormCF(8))
        self.down = nn.Sequential(LayerNormCF(8), nn.Conv2d(8, 16, kernel_size=2, stride=2))

    def forward(self, x):
        return self.down(self.stem(x))


@model
def convnext_stem_downsample():
    """ConvNeXt stem (4x4/4 patchify + channels_first LayerNorm) and 2x2/2 downsample layer"""
    return ConvNeXtStemDown(), (_rand(2, 3, 32, 32),)


# ============================================================================
# ViT


class ViTAttention(nn.Module):
    def __init__(self, dim, num_heads):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.scale = self.head_dim ** -0.5
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        attn = (q @ k.transpose(-2, -1)) * self.scale
        attn = attn.softmax(dim=-1)
        x = (attn @ v).transpose(1, 2).reshape(B, N, C)
        return self.proj(x)


class ViTBlock(nn.Module):
    def __init__(self, dim, heads, mlp_ratio=2):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.attn = ViTAttention(dim, heads)
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        self.mlp = nn.Sequential(nn.Linear(dim, dim * mlp_ratio), nn.GELU(), nn.Linear(dim * mlp_ratio, dim))

    def forward(self, x):
        x = x + self.attn(self.norm1(x))
        x = x + self.mlp(self.norm2(x))
        return x


class TinyViT(nn.Module):
    def __init__(self, img=16, patch=4, dim=32, heads=4, classes=10):
        super().__init__()
        self.patch_embed = nn.Conv2d(3, dim, kernel_size=patch, stride=patch)
        n = (img // patch) ** 2
        self.cls_token = nn.Parameter(torch.randn(1, 1, dim) * 0.02)
        self.pos_embed = nn.Parameter(torch.randn(1, n + 1, dim) * 0.02)
        self.block = ViTBlock(dim, heads)
        self.norm = nn.LayerNorm(dim, eps=1e-6)
        self.head = nn.Linear(dim, classes)

    def forward(self, x):
        x = self.patch_embed(x).flatten(2).transpose(1, 2)
        cls = self.cls_token.expand(x.shape[0], -1, -1)
        x = torch.cat((cls, x), dim=1)
        x = x + self.pos_embed
        x = self.block(x)
        x = self.norm(x)
        return self.head(x[:, 0])


@model
def vit_tiny():
    """ViT: conv patch embed, flatten/transpose, class token, pos embed, pre-LN block, head on CLS"""
    return TinyViT(), (_rand(2, 3, 16, 16),)


# ============================================================================
# Swin


def window_partition(x, window_size):
    B, H, W, C = x.shape
    x = x.view(B, H // window_size, window_size, W // window_size, window_size, C)
    return x.permute(0, 1, 3, 2, 4, 5).contiguous().view(-1, window_size, window_size, C)


def window_reverse(windows, window_size, H, W):
    B = int(windows.shape[0] / (H * W / window_size / window_size))
    x = windows.view(B, H // window_size, W // window_size, window_size, window_size, -1)
    return x.permute(0, 1, 3, 2, 4, 5).contiguous().view(B, H, W, -1)


class SwinBlock(nn.Module):
    def __init__(self, dim=16, res=8, heads=2, ws=4, shift=2):
        super().__init__()
        self.dim, self.res, self.heads, self.ws, self.shift = dim, res, heads, ws, shift
        hd = dim // heads
        self.scale = hd ** -0.5
        self.norm1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 2 * dim), nn.GELU(), nn.Linear(2 * dim, dim))
        self.relative_position_bias_table = nn.Parameter(torch.randn((2 * ws - 1) * (2 * ws - 1), heads) * 0.1)
        coords = torch.stack(torch.meshgrid([torch.arange(ws), torch.arange(ws)], indexing="ij"))
        coords_flatten = torch.flatten(coords, 1)
        rel = coords_flatten[:, :, None] - coords_flatten[:, None, :]
        rel = rel.permute(1, 2, 0).contiguous()
        rel[:, :, 0] += ws - 1
        rel[:, :, 1] += ws - 1
        rel[:, :, 0] *= 2 * ws - 1
        self.register_buffer("relative_position_index", rel.sum(-1))
        img_mask = torch.zeros((1, res, res, 1))
        cnt = 0
        for h in (slice(0, -ws), slice(-ws, -shift), slice(-shift, None)):
            for w in (slice(0, -ws), slice(-ws, -shift), slice(-shift, None)):
                img_mask[:, h, w, :] = cnt
                cnt += 1
        mw = window_partition(img_mask, ws).view(-1, ws * ws)
        attn_mask = mw.unsqueeze(1) - mw.unsqueeze(2)
        attn_mask = attn_mask.masked_fill(attn_mask != 0, float(-100.0)).masked_fill(attn_mask == 0, float(0.0))
        self.register_buffer("attn_mask", attn_mask)

    def attn(self, x, mask):
        B_, N, C = x.shape
        qkv = self.qkv(x).reshape(B_, N, 3, self.heads, C // self.heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        q = q * self.scale
        attn = q @ k.transpose(-2, -1)
        bias = self.relative_position_bias_table[self.relative_position_index.view(-1)].view(
            self.ws * self.ws, self.ws * self.ws, -1)
        attn = attn + bias.permute(2, 0, 1).contiguous().unsqueeze(0)
        nW = mask.shape[0]
        attn = attn.view(B_ // nW, nW, self.heads, N, N) + mask.unsqueeze(1).unsqueeze(0)
        attn = attn.view(-1, self.heads, N, N).softmax(dim=-1)
        x = (attn @ v).transpose(1, 2).reshape(B_, N, C)
        return self.proj(x)

    def forward(self, x):
        H = W = self.res
        B, L, C = x.shape
        shortcut = x
        x = self.norm1(x).view(B, H, W, C)
        x = torch.roll(x, shifts=(-self.shift, -self.shift), dims=(1, 2))
        xw = window_partition(x, self.ws).view(-1, self.ws * self.ws, C)
        aw = self.attn(xw, self.attn_mask).view(-1, self.ws, self.ws, C)
        x = window_reverse(aw, self.ws, H, W)
        x = torch.roll(x, shifts=(self.shift, self.shift), dims=(1, 2)).view(B, H * W, C)
        x = shortcut + x
        return x + self.mlp(self.norm2(x))


@model
def swin_shifted_block():
    """Swin block: roll shift, window partition (view/permute), rel-pos bias gather, -100 mask, reverse"""
    return SwinBlock(), (_rand(2, 64, 16),)


# ============================================================================
# LLaMA


class LlamaRMSNorm(nn.Module):
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.rand(hidden_size) + 0.5)
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states.to(input_dtype)


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


class LlamaBlock(nn.Module):
    def __init__(self, dim=32, n_heads=4, n_kv_heads=2, max_seq=16, inter=64):
        super().__init__()
        self.n_heads, self.n_kv, self.hd = n_heads, n_kv_heads, dim // n_heads
        self.input_layernorm = LlamaRMSNorm(dim)
        self.q_proj = nn.Linear(dim, n_heads * self.hd, bias=False)
        self.k_proj = nn.Linear(dim, n_kv_heads * self.hd, bias=False)
        self.v_proj = nn.Linear(dim, n_kv_heads * self.hd, bias=False)
        self.o_proj = nn.Linear(n_heads * self.hd, dim, bias=False)
        self.post_attention_layernorm = LlamaRMSNorm(dim)
        self.gate_proj = nn.Linear(dim, inter, bias=False)
        self.up_proj = nn.Linear(dim, inter, bias=False)
        self.down_proj = nn.Linear(inter, dim, bias=False)
        inv_freq = 1.0 / (10000 ** (torch.arange(0, self.hd, 2).float() / self.hd))
        t = torch.arange(max_seq).float()
        freqs = torch.outer(t, inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.register_buffer("cos_cached", emb.cos())
        self.register_buffer("sin_cached", emb.sin())

    def forward(self, x):
        B, S, _ = x.shape
        h = self.input_layernorm(x)
        q = self.q_proj(h).view(B, S, self.n_heads, self.hd).transpose(1, 2)
        k = self.k_proj(h).view(B, S, self.n_kv, self.hd).transpose(1, 2)
        v = self.v_proj(h).view(B, S, self.n_kv, self.hd).transpose(1, 2)
        cos = self.cos_cached[:S].to(x.dtype)[None, None]
        sin = self.sin_cached[:S].to(x.dtype)[None, None]
        q = (q * cos) + (rotate_half(q) * sin)
        k = (k * cos) + (rotate_half(k) * sin)
        rep = self.n_heads // self.n_kv
        k = k.repeat_interleave(rep, dim=1)
        v = v.repeat_interleave(rep, dim=1)
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        a = a.transpose(1, 2).reshape(B, S, -1)
        x = x + self.o_proj(a)
        h = self.post_attention_layernorm(x)
        return x + self.down_proj(F.silu(self.gate_proj(h)) * self.up_proj(h))


@model
def llama_block():
    """LLaMA decoder layer: RMSNorm, RoPE cos/sin caches + rotate_half, GQA repeat_interleave, causal SDPA, SwiGLU"""
    return LlamaBlock(), (_rand(2, 8, 32),)


class GPTJRotary(nn.Module):
    """GPT-J style interleaved rotary (rotate_every_two) with position_ids input."""

    def __init__(self, hd=8, max_pos=32):
        super().__init__()
        inv_freq = 1.0 / (10000 ** (torch.arange(0, hd, 2).float() / hd))
        sinusoid = torch.einsum("i,j->ij", torch.arange(max_pos).float(), inv_freq)
        self.register_buffer("embed_positions", torch.cat((torch.sin(sinusoid), torch.cos(sinusoid)), dim=1))
        self.hd = hd

    @staticmethod
    def rotate_every_two(x):
        x1 = x[:, :, :, ::2]
        x2 = x[:, :, :, 1::2]
        x = torch.stack((-x2, x1), dim=-1)
        return x.flatten(-2)

    def forward(self, q, position_ids):
        sincos = self.embed_positions[position_ids]
        sin, cos = torch.split(sincos, sincos.shape[-1] // 2, dim=-1)
        sin = torch.repeat_interleave(sin[:, :, None, :], 2, 3)
        cos = torch.repeat_interleave(cos[:, :, None, :], 2, 3)
        return (q * cos) + (self.rotate_every_two(q) * sin)


@model
def gptj_rotary_interleaved():
    """GPT-J rotary: gather sincos by position_ids, repeat_interleave, rotate_every_two (stride-2 slices, stack, flatten)"""
    pos = torch.tensor([[3, 4, 5, 6, 7, 8], [0, 1, 2, 3, 4, 5]])
    return GPTJRotary(), (_rand(2, 6, 2, 8), pos)


# ============================================================================
# T5 relative position bias


class T5RelBias(nn.Module):
    def __init__(self, heads=2, num_buckets=32, max_distance=16, bidirectional=True):
        super().__init__()
        self.num_buckets, self.max_distance, self.bidirectional = num_buckets, max_distance, bidirectional
        self.relative_attention_bias = nn.Embedding(num_buckets, heads)

    @staticmethod
    def _relative_position_bucket(relative_position, bidirectional=True, num_buckets=32, max_distance=128):
        relative_buckets = 0
        if bidirectional:
            num_buckets //= 2
            relative_buckets += (relative_position > 0).to(torch.long) * num_buckets
            relative_position = torch.abs(relative_position)
        else:
            relative_position = -torch.min(relative_position, torch.zeros_like(relative_position))
        max_exact = num_buckets // 2
        is_small = relative_position < max_exact
        relative_position_if_large = max_exact + (
            torch.log(relative_position.float() / max_exact)
            / math.log(max_distance / max_exact)
            * (num_buckets - max_exact)
        ).to(torch.long)
        relative_position_if_large = torch.min(
            relative_position_if_large, torch.full_like(relative_position_if_large, num_buckets - 1))
        relative_buckets += torch.where(is_small, relative_position, relative_position_if_large)
        return relative_buckets

    def forward(self, q, k):
        # q, k: (B, H, S, D); T5 does not scale the scores
        qlen, klen = q.shape[2], k.shape[2]
        context_position = torch.arange(qlen, dtype=torch.long)[:, None]
        memory_position = torch.arange(klen, dtype=torch.long)[None, :]
        relative_position = memory_position - context_position
        bucket = self._relative_position_bucket(relative_position, self.bidirectional,
                                                self.num_buckets, self.max_distance)
        values = self.relative_attention_bias(bucket)
        values = values.permute([2, 0, 1]).unsqueeze(0)
        scores = torch.matmul(q, k.transpose(3, 2)) + values.to(q.dtype)
        return F.softmax(scores.float(), dim=-1).type_as(scores)


@model
def t5_relative_bias():
    """T5 attention with relative position buckets (abs, log, long casts, min, where) -> Embedding bias"""
    return T5RelBias(), (_rand(2, 2, 12, 8), _rand(2, 2, 12, 8))


@model
def t5_relative_bias_causal():
    """T5 decoder (unidirectional) relative position buckets with a longer key length"""
    return T5RelBias(bidirectional=False, num_buckets=16, max_distance=32), (_rand(1, 2, 10, 8), _rand(1, 2, 40, 8))


# ============================================================================
# Mixture of experts


class MoETop2(nn.Module):
    def __init__(self, dim=16, n_experts=4, hidden=32, dispatch="one_hot"):
        super().__init__()
        self.gate = nn.Linear(dim, n_experts, bias=False)
        self.experts = nn.ModuleList(
            [nn.Sequential(nn.Linear(dim, hidden), nn.GELU(), nn.Linear(hidden, dim)) for _ in range(n_experts)])
        self.n, self.dispatch = n_experts, dispatch

    def forward(self, x):
        B, S, D = x.shape
        h = x.reshape(-1, D)
        router_logits = self.gate(h)
        routing_weights = F.softmax(router_logits, dim=1, dtype=torch.float)
        routing_weights, selected = torch.topk(routing_weights, 2, dim=-1)
        routing_weights = routing_weights / routing_weights.sum(dim=-1, keepdim=True)
        routing_weights = routing_weights.to(h.dtype)
        if self.dispatch == "one_hot":
            mask = F.one_hot(selected, num_classes=self.n).to(h.dtype)  # (T, 2, E)
            combine = (mask * routing_weights.unsqueeze(-1)).sum(1)  # (T, E)
        else:
            combine = torch.zeros_like(router_logits).scatter(1, selected, routing_weights)
        outs = torch.stack([e(h) for e in self.experts], dim=1)  # (T, E, D)
        y = torch.einsum("te,ted->td", combine, outs)
        return y.reshape(B, S, D), router_logits


@model
def moe_top2_onehot():
    """MoE top-2 gating: softmax, topk, renormalize, one_hot combine, stacked expert MLPs, einsum"""
    return MoETop2(), (_rand(2, 8, 16),)


@model
def moe_top2_scatter():
    """MoE top-2 gating with the combine matrix built by zeros_like().scatter(topk idx, weights)"""
    return MoETop2(dispatch="scatter"), (_rand(2, 8, 16),)


# ============================================================================
# UNet


class DoubleConv(nn.Sequential):
    def __init__(self, cin, cout):
        super().__init__(
            nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
            nn.Conv2d(cout, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class TinyUNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.inc = DoubleConv(3, 8)
        self.down = nn.Sequential(nn.MaxPool2d(2), DoubleConv(8, 16))
        self.up = nn.ConvTranspose2d(16, 8, kernel_size=2, stride=2)
        self.conv = DoubleConv(16, 8)
        self.outc = nn.Conv2d(8, 2, kernel_size=1)
        _randomize_bn(self)

    def forward(self, x):
        x1 = self.inc(x)
        x2 = self.down(x1)
        x = self.up(x2)
        diffY = x1.size()[2] - x.size()[2]
        diffX = x1.size()[3] - x.size()[3]
        x = F.pad(x, [diffX // 2, diffX - diffX // 2, diffY // 2, diffY - diffY // 2])
        x = torch.cat([x1, x], dim=1)
        return self.outc(self.conv(x))


@model
def unet_down_up():
    """UNet: DoubleConv, maxpool down, ConvTranspose2d up, pad, skip concat, 1x1 out"""
    return TinyUNet(), (_rand(2, 3, 16, 16),)


# ============================================================================
# WaveNet


class WaveNetBlock(nn.Module):
    def __init__(self, res=8, skip=8, k=2, dilations=(1, 2, 4, 8)):
        super().__init__()
        self.k, self.dilations = k, dilations
        self.filt = nn.ModuleList([nn.Conv1d(res, 2 * res, k, dilation=d) for d in dilations])
        self.res = nn.ModuleList([nn.Conv1d(res, res, 1) for _ in dilations])
        self.skip = nn.ModuleList([nn.Conv1d(res, skip, 1) for _ in dilations])
        self.out1 = nn.Conv1d(skip, skip, 1)
        self.out2 = nn.Conv1d(skip, 4, 1)

    def forward(self, x):
        skips = 0
        for d, f, r, s in zip(self.dilations, self.filt, self.res, self.skip):
            h = f(F.pad(x, ((self.k - 1) * d, 0)))
            a, b = h.chunk(2, dim=1)
            z = torch.tanh(a) * torch.sigmoid(b)
            x = x + r(z)
            skips = skips + s(z)
        return self.out2(F.relu(self.out1(F.relu(skips))))


@model
def wavenet_gated():
    """WaveNet: left-padded dilated causal Conv1d (d=1..8), gated tanh*sigmoid, residual + skip sums"""
    return WaveNetBlock(), (_rand(2, 8, 32),)


# ============================================================================
# EfficientNet MBConv


class SqueezeExcitation(nn.Module):
    def __init__(self, c, squeeze):
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(c, squeeze, 1)
        self.fc2 = nn.Conv2d(squeeze, c, 1)

    def forward(self, x):
        s = self.avgpool(x)
        s = self.fc2(F.silu(self.fc1(s)))
        return x * torch.sigmoid(s)


class MBConv(nn.Module):
    def __init__(self, c=16, expand=4, k=3):
        super().__init__()
        e = c * expand
        self.block = nn.Sequential(
            nn.Conv2d(c, e, 1, bias=False), nn.BatchNorm2d(e), nn.SiLU(),
            nn.Conv2d(e, e, k, padding=k // 2, groups=e, bias=False), nn.BatchNorm2d(e), nn.SiLU(),
            SqueezeExcitation(e, c // 4),
            nn.Conv2d(e, c, 1, bias=False), nn.BatchNorm2d(c))
        _randomize_bn(self)

    def forward(self, x):
        return x + self.block(x)


@model
def efficientnet_mbconv():
    """EfficientNet MBConv: 1x1 expand, BN, SiLU, dw 3x3, squeeze-excite (SiLU/sigmoid), project, residual"""
    return MBConv(), (_rand(2, 16, 8, 8),)


# ============================================================================
# DenseNet


class DenseLayer(nn.Module):
    def __init__(self, cin, growth=4, bn_size=2):
        super().__init__()
        self.norm1 = nn.BatchNorm2d(cin)
        self.conv1 = nn.Conv2d(cin, bn_size * growth, 1, bias=False)
        self.norm2 = nn.BatchNorm2d(bn_size * growth)
        self.conv2 = nn.Conv2d(bn_size * growth, growth, 3, padding=1, bias=False)

    def forward(self, inputs):
        concated = torch.cat(inputs, 1)
        b = self.conv1(F.relu(self.norm1(concated)))
        return self.conv2(F.relu(self.norm2(b)))


class DenseBlockTransition(nn.Module):
    def __init__(self, c=8, layers=3, growth=4):
        super().__init__()
        self.layers = nn.ModuleList([DenseLayer(c + i * growth, growth) for i in range(layers)])
        cout = c + layers * growth
        self.trans = nn.Sequential(nn.BatchNorm2d(cout), nn.ReLU(), nn.Conv2d(cout, cout // 2, 1, bias=False),
                                   nn.AvgPool2d(2, 2))
        _randomize_bn(self)

    def forward(self, x):
        features = [x]
        for layer in self.layers:
            features.append(layer(features))
        return self.trans(torch.cat(features, 1))


@model
def densenet_block():
    """DenseNet: 3 dense layers (BN-ReLU-1x1-BN-ReLU-3x3) with concat growth, transition avgpool"""
    return DenseBlockTransition(), (_rand(2, 8, 8, 8),)


# ============================================================================
# Inception


class BasicConv2d(nn.Module):
    def __init__(self, cin, cout, **kw):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, bias=False, **kw)
        self.bn = nn.BatchNorm2d(cout, eps=0.001)

    def forward(self, x):
        return F.relu(self.bn(self.conv(x)), inplace=True)


class InceptionA(nn.Module):
    def __init__(self, c=8, pool_features=4):
        super().__init__()
        self.branch1x1 = BasicConv2d(c, 8, kernel_size=1)
        self.branch5x5_1 = BasicConv2d(c, 6, kernel_size=1)
        self.branch5x5_2 = BasicConv2d(6, 8, kernel_size=5, padding=2)
        self.branch3x3dbl_1 = BasicConv2d(c, 8, kernel_size=1)
        self.branch3x3dbl_2 = BasicConv2d(8, 12, kernel_size=3, padding=1)
        self.branch3x3dbl_3 = BasicConv2d(12, 12, kernel_size=3, padding=1)
        self.branch_pool = BasicConv2d(c, pool_features, kernel_size=1)
        self.branch7 = nn.Sequential(BasicConv2d(c, 4, kernel_size=(1, 7), padding=(0, 3)),
                                     BasicConv2d(4, 4, kernel_size=(7, 1), padding=(3, 0)))
        _randomize_bn(self)

    def forward(self, x):
        b1 = self.branch1x1(x)
        b5 = self.branch5x5_2(self.branch5x5_1(x))
        b3 = self.branch3x3dbl_3(self.branch3x3dbl_2(self.branch3x3dbl_1(x)))
        bp = self.branch_pool(F.avg_pool2d(x, kernel_size=3, stride=1, padding=1))
        b7 = self.branch7(x)
        return torch.cat([b1, b5, b3, bp, b7], 1)


@model
def inception_branches():
    """Inception-A: parallel 1x1 / 5x5 / double 3x3 / avgpool / factorized 1x7-7x1 branches, concat"""
    return InceptionA(), (_rand(2, 8, 8, 8),)


# ============================================================================
# BERT / CLIP


class BertEmbPool(nn.Module):
    def __init__(self, vocab=50, hidden=32, max_pos=16, type_vocab=2):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, hidden, padding_idx=0)
        self.position_embeddings = nn.Embedding(max_pos, hidden)
        self.token_type_embeddings = nn.Embedding(type_vocab, hidden)
        self.LayerNorm = nn.LayerNorm(hidden, eps=1e-12)
        self.dropout = nn.Dropout(0.1)
        self.register_buffer("position_ids", torch.arange(max_pos).expand((1, -1)))
        self.pool = nn.Linear(hidden, hidden)

    def forward(self, input_ids, token_type_ids, attention_mask):
        seq_length = input_ids.size(1)
        position_ids = self.position_ids[:, :seq_length]
        emb = self.word_embeddings(input_ids) + self.token_type_embeddings(token_type_ids)
        emb = emb + self.position_embeddings(position_ids)
        emb = self.dropout(self.LayerNorm(emb))
        ext = attention_mask[:, None, None, :].to(emb.dtype)
        ext = (1.0 - ext) * torch.finfo(emb.dtype).min
        scores = emb[:, None] @ emb[:, None].transpose(-1, -2) / math.sqrt(emb.shape[-1]) + ext
        ctx = (scores.softmax(-1) @ emb[:, None]).squeeze(1)
        pooled = torch.tanh(self.pool(ctx[:, 0]))
        return ctx, pooled


@model
def bert_embeddings_pooler():
    """BERT: word+position(buffer slice)+token_type embeddings, LayerNorm, extended mask finfo.min, tanh pooler"""
    ids = torch.tensor([[1, 7, 23, 4, 9, 2, 0, 0], [1, 44, 3, 3, 17, 30, 12, 2]])
    tt = torch.tensor([[0, 0, 0, 1, 1, 1, 0, 0], [0, 0, 0, 0, 1, 1, 1, 1]])
    am = (ids != 0).long()
    return BertEmbPool(), (ids, tt, am)


class QuickGELU(nn.Module):
    def forward(self, x):
        return x * torch.sigmoid(1.702 * x)


class CLIPTextLayer(nn.Module):
    def __init__(self, vocab=40, d=32, heads=4, ctx=8):
        super().__init__()
        self.token_embedding = nn.Embedding(vocab, d)
        self.positional_embedding = nn.Parameter(torch.randn(ctx, d) * 0.1)
        self.ln_1 = nn.LayerNorm(d)
        self.attn = nn.MultiheadAttention(d, heads)
        self.ln_2 = nn.LayerNorm(d)
        self.mlp = nn.Sequential(nn.Linear(d, 4 * d), QuickGELU(), nn.Linear(4 * d, d))
        self.ln_final = nn.LayerNorm(d)
        self.text_projection = nn.Parameter(torch.randn(d, 16) * d ** -0.5)
        self.ctx = ctx

    def build_attention_mask(self):
        mask = torch.empty(self.ctx, self.ctx)
        mask.fill_(float("-inf"))
        mask.triu_(1)
        return mask

    def forward(self, text):
        x = self.token_embedding(text) + self.positional_embedding
        x = x.permute(1, 0, 2)  # NLD -> LND
        h = self.ln_1(x)
        x = x + self.attn(h, h, h, need_weights=False, attn_mask=self.build_attention_mask())[0]
        x = x + self.mlp(self.ln_2(x))
        x = x.permute(1, 0, 2)
        x = self.ln_final(x)
        return x[torch.arange(x.shape[0]), text.argmax(dim=-1)] @ self.text_projection


@model
def clip_text_encoder():
    """CLIP text: seq-first nn.MultiheadAttention with -inf triu mask, QuickGELU MLP, EOT pooling by argmax gather"""
    text = torch.tensor([[1, 5, 9, 39, 0, 0, 0, 0], [1, 3, 4, 6, 8, 11, 39, 0]])
    return CLIPTextLayer(), (text,)


class CLIPLoss(nn.Module):
    def __init__(self):
        super().__init__()
        self.img = nn.Linear(24, 16)
        self.txt = nn.Linear(20, 16)
        self.logit_scale = nn.Parameter(torch.ones([]) * math.log(1 / 0.07))

    def forward(self, image_features, text_features):
        i = F.normalize(self.img(image_features), dim=-1)
        t = self.txt(text_features)
        t = t / t.norm(dim=1, keepdim=True)
        logits_per_image = self.logit_scale.exp() * i @ t.t()
        labels = torch.arange(i.shape[0])
        loss = (F.cross_entropy(logits_per_image, labels) + F.cross_entropy(logits_per_image.t(), labels)) / 2
        cos = F.cosine_similarity(image_features[:, :20], text_features, dim=-1)
        return loss, cos


@model
def clip_contrastive_loss():
    """CLIP loss: F.normalize, x/x.norm, logit_scale.exp, symmetric cross_entropy on arange labels, cosine_similarity"""
    return CLIPLoss(), (_rand(6, 24), _rand(6, 20))


# ============================================================================
# YOLO / Stable Diffusion / RWKV / Conformer


class Focus(nn.Module):
    def __init__(self, c1=3, c2=16):
        super().__init__()
        self.conv = nn.Conv2d(c1 * 4, c2, 3, 1, 1, bias=False)
        self.bn = nn.BatchNorm2d(c2, eps=0.001, momentum=0.03)
        self.act = nn.SiLU()
        self.cv1 = nn.Conv2d(c2, c2 // 2, 1, bias=False)
        self.cv2 = nn.Conv2d(c2 // 2 * 4, c2, 1, bias=False)
        self.m = nn.MaxPool2d(kernel_size=5, stride=1, padding=2)
        _randomize_bn(self)

    def forward(self, x):
        x = torch.cat([x[..., ::2, ::2], x[..., 1::2, ::2], x[..., ::2, 1::2], x[..., 1::2, 1::2]], 1)
        x = self.act(self.bn(self.conv(x)))
        # SPPF
        x = self.cv1(x)
        y1 = self.m(x)
        y2 = self.m(y1)
        return self.cv2(torch.cat((x, y1, y2, self.m(y2)), 1))


@model
def yolo_focus_sppf():
    """YOLOv5 Focus (4 stride-2 slices concat) + Conv-BN-SiLU + SPPF (chained maxpool 5/1/2, concat)"""
    return Focus(), (_rand(2, 3, 16, 16),)


def timestep_embedding(timesteps, dim, max_period=10000):
    half = dim // 2
    exponent = -math.log(max_period) * torch.arange(start=0, end=half, dtype=torch.float32)
    exponent = exponent / half
    emb = torch.exp(exponent)
    emb = timesteps[:, None].float() * emb[None, :]
    return torch.cat([torch.cos(emb), torch.sin(emb)], dim=-1)


class SDResnetBlock(nn.Module):
    def __init__(self, cin=8, cout=16, temb=32):
        super().__init__()
        self.time_embedding = nn.Sequential(nn.Linear(16, temb), nn.SiLU(), nn.Linear(temb, temb))
        self.norm1 = nn.GroupNorm(4, cin, eps=1e-6)
        self.conv1 = nn.Conv2d(cin, cout, 3, padding=1)
        self.time_emb_proj = nn.Linear(temb, cout)
        self.norm2 = nn.GroupNorm(4, cout, eps=1e-6)
        self.conv2 = nn.Conv2d(cout, cout, 3, padding=1)
        self.conv_shortcut = nn.Conv2d(cin, cout, 1)

    def forward(self, x, timesteps):
        temb = self.time_embedding(timestep_embedding(timesteps, 16).to(x.dtype))
        h = self.conv1(F.silu(self.norm1(x)))
        h = h + self.time_emb_proj(F.silu(temb))[:, :, None, None]
        h = self.conv2(F.silu(self.norm2(h)))
        return (self.conv_shortcut(x) + h) / 1.0


@model
def sd_resnet_timestep():
    """Stable Diffusion ResnetBlock2D: sinusoidal timestep embedding (int64 input), GroupNorm, SiLU, temb proj"""
    return SDResnetBlock(), (_rand(2, 8, 8, 8), torch.tensor([10, 981]))


class RWKVTimeMix(nn.Module):
    def __init__(self, d=16):
        super().__init__()
        self.time_shift = nn.ZeroPad2d((0, 0, 1, -1))
        self.time_mix_k = nn.Parameter(torch.rand(1, 1, d))
        self.time_mix_r = nn.Parameter(torch.rand(1, 1, d))
        self.key = nn.Linear(d, 2 * d, bias=False)
        self.receptance = nn.Linear(d, d, bias=False)
        self.value = nn.Linear(2 * d, d, bias=False)

    def forward(self, x):
        xx = self.time_shift(x)
        xk = x * self.time_mix_k + xx * (1 - self.time_mix_k)
        xr = x * self.time_mix_r + xx * (1 - self.time_mix_r)
        k = torch.square(torch.relu(self.key(xk)))
        return torch.sigmoid(self.receptance(xr)) * self.value(k)


@model
def rwkv_channel_mix():
    """RWKV channel-mix: token shift by nn.ZeroPad2d((0,0,1,-1)) (negative pad), lerp, squared ReLU, sigmoid gate"""
    return RWKVTimeMix(), (_rand(2, 8, 16),)


class ConformerConv(nn.Module):
    def __init__(self, d=16, k=7):
        super().__init__()
        self.layer_norm = nn.LayerNorm(d)
        self.pointwise_conv1 = nn.Conv1d(d, 2 * d, 1)
        self.depthwise_conv = nn.Conv1d(d, d, k, padding=(k - 1) // 2, groups=d)
        self.batch_norm = nn.BatchNorm1d(d)
        self.pointwise_conv2 = nn.Conv1d(d, d, 1)
        _randomize_bn(self)

    def forward(self, x):
        h = self.layer_norm(x).transpose(1, 2)
        h = F.glu(self.pointwise_conv1(h), dim=1)
        h = F.silu(self.batch_norm(self.depthwise_conv(h)))
        return x + self.pointwise_conv2(h).transpose(1, 2)


@model
def conformer_conv_module():
    """Conformer conv module: LN, transpose, pointwise conv, GLU(dim=1), dw Conv1d k7, BatchNorm1d, SiLU"""
    return ConformerConv(), (_rand(2, 12, 16),)


class ALiBiAttn(nn.Module):
    def __init__(self, d=16, heads=4):
        super().__init__()
        self.h = heads
        start = 2 ** (-(2 ** -(math.log2(heads) - 3)))
        self.register_buffer("slopes", torch.tensor([start * start ** i for i in range(heads)]))
        self.qkv = nn.Linear(d, 3 * d)

    def forward(self, x):
        B, S, D = x.shape
        q, k, v = self.qkv(x).view(B, S, 3, self.h, D // self.h).permute(2, 0, 3, 1, 4)
        pos = torch.arange(S)
        rel = (pos[None, :] - pos[:, None]).to(x.dtype)
        bias = self.slopes[:, None, None] * rel[None]
        causal = torch.ones(S, S, dtype=torch.bool).tril()
        bias = bias.masked_fill(~causal, float("-inf"))
        a = F.scaled_dot_product_attention(q, k, v, attn_mask=bias[None])
        return a.transpose(1, 2).reshape(B, S, D)


@model
def alibi_attention():
    """ALiBi: per-head slopes buffer * (j - i) distance, -inf causal masked_fill, SDPA with float attn_mask"""
    return ALiBiAttn(), (_rand(2, 8, 16),)


# ============================================================================
# Convolution / pooling variants


class PadModeConvs(nn.Module):
    def __init__(self):
        super().__init__()
        self.circ = nn.Conv2d(4, 8, 3, padding=1, padding_mode="circular")
        self.rep = nn.Conv2d(4, 8, (3, 5), padding=(1, 2), padding_mode="replicate")
        self.unshuffle = nn.PixelUnshuffle(2)
        self.proj = nn.Conv2d(32, 8, 1)

    def forward(self, x):
        y = self.circ(x) + self.rep(x)
        return y, self.proj(self.unshuffle(y)), F.pad(x, (1, 2, 2, 1), mode="replicate")


@model
def conv_padmodes_unshuffle():
    """Conv2d padding_mode circular + replicate, PixelUnshuffle(2) + 1x1, F.pad replicate"""
    return PadModeConvs(), (_rand(2, 4, 8, 8),)


class UnfoldFold(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4 * 9, 4 * 9)

    def forward(self, x):
        B, C, H, W = x.shape
        cols = F.unfold(x, kernel_size=3, padding=1, stride=1)  # (B, C*9, H*W)
        cols = self.lin(cols.transpose(1, 2)).transpose(1, 2)
        y = F.fold(cols, output_size=(H, W), kernel_size=3, padding=1)
        patches = F.unfold(x, kernel_size=2, stride=2)
        return y, patches


@model
def unfold_fold():
    """F.unfold (im2col, k3 p1 and k2 s2) -> Linear -> F.fold (overlapping col2im sum)"""
    return UnfoldFold(), (_rand(2, 4, 6, 6),)


class Pools(nn.Module):
    def forward(self, x):
        return (nn.functional.adaptive_max_pool2d(x, (3, 3)), F.adaptive_avg_pool2d(x, (4, 3)),
                F.adaptive_max_pool1d(x.flatten(2), 7))


@model
def adaptive_pools_uneven():
    """AdaptiveMaxPool2d (3,3) and AdaptiveAvgPool2d (4,3) from 10x10 (uneven bins), adaptive_max_pool1d 100->7"""
    return Pools(), (_rand(2, 4, 10, 10),)


class GroupConvT(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.ConvTranspose2d(8, 8, 3, stride=2, padding=1, output_padding=1, groups=4)
        self.up2 = nn.ConvTranspose2d(8, 4, 3, stride=1, padding=2, dilation=2, groups=2, bias=False)

    def forward(self, x):
        return self.up2(F.relu(self.up(x)))


@model
def grouped_conv_transpose():
    """ConvTranspose2d groups=4 stride 2 output_padding 1, then dilated grouped ConvTranspose2d"""
    return GroupConvT(), (_rand(2, 8, 5, 5),)


class InstNorm1d(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(4, 8, 3, padding=1)
        self.norm = nn.InstanceNorm1d(8, affine=True)
        self.norm2 = nn.InstanceNorm1d(8)
        with torch.no_grad():
            self.norm.weight.uniform_(0.5, 1.5)
            self.norm.bias.normal_(0, 0.2)

    def forward(self, x):
        h = F.leaky_relu(self.norm(self.conv(x)), 0.2)
        return self.norm2(h)


@model
def instancenorm1d_conv():
    """Conv1d + InstanceNorm1d(affine) + LeakyReLU + InstanceNorm1d (no affine)"""
    return InstNorm1d(), (_rand(2, 4, 24),)


# ============================================================================
# Losses


class SmoothCE(nn.Module):
    def forward(self, logits, target):
        l1 = F.cross_entropy(logits.view(-1, logits.size(-1)), target.view(-1), ignore_index=-100,
                             label_smoothing=0.1)
        l2 = F.cross_entropy(logits.transpose(1, 2), target, reduction="none", ignore_index=-100)
        return l1, l2


@model
def cross_entropy_smooth_ignore():
    """F.cross_entropy label_smoothing 0.1 + ignore_index -100 (mean), and (N, C, L) reduction none"""
    t = torch.tensor([[1, 4, 9, -100, 2, 2], [0, -100, -100, 7, 3, 5]])
    return SmoothCE(), (_rand(2, 6, 10), t)


class NLLWeighted(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("w", torch.rand(5) + 0.5)

    def forward(self, x, target):
        lp = F.log_softmax(x, dim=1)
        return (F.nll_loss(lp, target, weight=self.w), F.nll_loss(lp, target, reduction="sum"),
                F.nll_loss(lp, target, ignore_index=2, reduction="none"))


@model
def nll_loss_weighted():
    """log_softmax + F.nll_loss with class weights (weighted mean), sum, and ignore_index none"""
    return NLLWeighted(), (_rand(8, 5), torch.tensor([0, 2, 4, 1, 2, 3, 3, 0]))


class Distill(nn.Module):
    def forward(self, student, teacher):
        T = 2.0
        kd = F.kl_div(F.log_softmax(student / T, dim=-1), F.softmax(teacher / T, dim=-1),
                      reduction="batchmean") * T * T
        kd2 = F.kl_div(F.log_softmax(student, -1), F.log_softmax(teacher, -1), reduction="none", log_target=True)
        return kd, kd2


@model
def kl_div_distillation():
    """knowledge distillation: kl_div(log_softmax(s/T), softmax(t/T), batchmean)*T^2, and log_target none"""
    return Distill(), (_rand(4, 10), _rand(4, 10))


class Triplet(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Linear(12, 16)

    def forward(self, a, p, n):
        a, p, n = self.emb(a), self.emb(p), self.emb(n)
        return (F.triplet_margin_loss(a, p, n, margin=1.0, p=2),
                F.triplet_margin_loss(a, p, n, margin=0.5, swap=True, reduction="none"),
                F.pairwise_distance(a, p))


@model
def triplet_margin():
    """embedding Linear + F.triplet_margin_loss (mean; swap=True none) + F.pairwise_distance"""
    return Triplet(), (_rand(8, 12), _rand(8, 12), _rand(8, 12))


# ============================================================================
# Pooling / sampling / indexing


class MeanPooling(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(16, 16)

    def forward(self, token_embeddings, attention_mask):
        token_embeddings = torch.tanh(self.enc(token_embeddings))
        input_mask_expanded = attention_mask.unsqueeze(-1).expand(token_embeddings.size()).float()
        sum_embeddings = torch.sum(token_embeddings * input_mask_expanded, 1)
        sum_mask = torch.clamp(input_mask_expanded.sum(1), min=1e-9)
        emb = sum_embeddings / sum_mask
        mx = token_embeddings.masked_fill(attention_mask[..., None] == 0, -1e9).max(1).values
        return F.normalize(emb, p=2, dim=1), mx


@model
def masked_mean_pooling():
    """sentence-transformers mean pooling with an int64 attention_mask input, clamp(min=1e-9), normalize, masked max"""
    m = torch.tensor([[1, 1, 1, 1, 1, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1]])
    return MeanPooling(), (_rand(2, 8, 16), m)


class TopPTopK(nn.Module):
    def forward(self, logits):
        top_p, top_k = 0.8, 10
        filter_value = -1e4
        indices_to_remove = logits < torch.topk(logits, top_k)[0][..., -1, None]
        logits = logits.masked_fill(indices_to_remove, filter_value)
        sorted_logits, sorted_indices = torch.sort(logits, descending=True)
        cumulative_probs = torch.cumsum(F.softmax(sorted_logits, dim=-1), dim=-1)
        sorted_indices_to_remove = cumulative_probs > top_p
        sorted_indices_to_remove[..., 1:] = sorted_indices_to_remove[..., :-1].clone()
        sorted_indices_to_remove[..., 0] = 0
        indices_to_remove = sorted_indices_to_remove.scatter(1, sorted_indices, sorted_indices_to_remove)
        logits = logits.masked_fill(indices_to_remove, filter_value)
        return F.softmax(logits, dim=-1)


@model
def top_k_top_p_filtering():
    """HF top-k (topk threshold) then top-p (sort, cumsum softmax, shift mask, scatter back), softmax"""
    return TopPTopK(), (_rand(3, 32) * 2,)


class RepetitionPenalty(nn.Module):
    def forward(self, input_ids, scores):
        penalty = 1.3
        score = torch.gather(scores, 1, input_ids)
        score = torch.where(score < 0, score * penalty, score / penalty)
        scores_processed = scores.scatter(1, input_ids, score)
        temp = scores_processed / 0.7
        return F.log_softmax(temp, -1), temp.argmax(-1)


@model
def repetition_penalty():
    """HF repetition penalty: gather scores at input_ids, where(<0, *p, /p), scatter back; temperature, argmax"""
    ids = torch.tensor([[1, 5, 5, 9], [0, 2, 3, 17]])
    return RepetitionPenalty(), (ids, _rand(2, 20))


class IntIndex(nn.Module):
    def forward(self, x, k):
        # x: (4, 16); k: int64 with negative values
        n = x.shape[1]
        idx = torch.arange(n)
        row = torch.floor_divide(idx, 4)
        col = torch.remainder(idx, 4)
        transposed = (col * 4 + row).expand(x.shape[0], n)
        a = torch.gather(x, 1, transposed)
        q = torch.floor_divide(k, 3)          # floor semantics for negatives
        r = torch.remainder(k, 5)             # Python sign semantics
        r2 = torch.fmod(k, 5)
        b = torch.gather(x, 1, (r + q.abs()).clamp(0, n - 1))
        return a, b, q, r, r2, (k // 4) * 4 + k % 4


@model
def int_index_arith():
    """int64 arange // and %, floor_divide/remainder/fmod on negatives, feeding torch.gather"""
    k = torch.tensor([[-7, -3, 0, 4, 11, -1], [5, -12, 8, -5, 2, 13], [-1, -2, -3, -4, -5, -6],
                      [9, 10, -11, 12, 0, 3]])
    return IntIndex(), (_rand(4, 16), k)


class WhereChain(nn.Module):
    def forward(self, x, y, z):
        a = torch.where(x > 0, torch.where(y > x, y, x * 0.5), torch.where(z < 0, z, torch.zeros_like(z)))
        b = torch.where((x > 0.5) & (y < 0.0), 1.0, torch.where(z.abs() > 1, z, -x))
        c = torch.where(a > b, a - b, torch.tensor(0.25))
        return a, b, c


@model
def where_chains_broadcast():
    """nested torch.where over broadcast shapes (2,1,16),(1,8,1),(8,16); scalar and 0-d tensor branches"""
    return WhereChain(), (_rand(2, 1, 16), _rand(1, 8, 1), _rand(8, 16))


class Einsums(nn.Module):
    def forward(self, a, q, k, x, w):
        d = torch.einsum("ii->i", a)
        tr = torch.einsum("ii", a)
        s = torch.einsum("bhqd,bhkd->bhqk", q, k)
        o = torch.einsum("bchw,oc->bohw", x, w)
        outer = torch.einsum("i,j->ij", d, d[:5])
        bil = torch.einsum("bn,bm,nm->b", x[:, :, 0, 0], x[:, :, 1, 1], a[:4, :4])
        return d, tr, s, o, outer, bil


@model
def einsum_contractions():
    """einsum: diagonal 'ii->i', trace 'ii', 'bhqd,bhkd->bhqk', 1x1 conv 'bchw,oc->bohw', outer, bilinear 3-operand"""
    return Einsums(), (_rand(8, 8), _rand(2, 2, 6, 4), _rand(2, 2, 7, 4), _rand(2, 4, 5, 5), _rand(6, 4))


# ============================================================================
# Embedding / recurrent / transformer decoder


class EmbPad(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 16, padding_idx=0, max_norm=None)
        self.emb2 = nn.Embedding(20, 16, padding_idx=3)
        self.bag = nn.EmbeddingBag(20, 8, mode="mean")

    def forward(self, ids, offsets):
        e = self.emb(ids) + self.emb2(ids)
        return e.sum(1), self.bag(ids.flatten(), offsets)


@model
def embedding_padding_idx_bag():
    """nn.Embedding padding_idx=0/3 (zero rows) summed, nn.EmbeddingBag(mean) with offsets"""
    ids = torch.tensor([[0, 3, 5, 7, 0, 19], [1, 2, 3, 0, 0, 0]])
    return EmbPad(), (ids, torch.tensor([0, 4, 9]))


class GRULayer(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(8, 16, batch_first=True)
        self.fc = nn.Linear(16, 4)

    def forward(self, x, h0):
        out, hn = self.gru(x, h0)
        return self.fc(out), hn


@model
def gru_layer():
    """nn.GRU(8, 16, 1 layer, batch_first) over 5 steps with an h0 input, Linear on outputs"""
    return GRULayer(), (_rand(2, 5, 8), _rand(1, 2, 16))


class BiLSTM(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(6, 8, batch_first=True, bidirectional=True)

    def forward(self, x):
        out, (h, c) = self.lstm(x)
        return out, h, c


@model
def lstm_bidirectional():
    """nn.LSTM(6, 8, batch_first, bidirectional) returning output, h_n, c_n"""
    return BiLSTM(), (_rand(2, 5, 6),)


class TDecoder(nn.Module):
    def __init__(self):
        super().__init__()
        layer = nn.TransformerDecoderLayer(16, 2, 32, dropout=0.0, batch_first=True)
        self.dec = nn.TransformerDecoder(layer, num_layers=2)

    def forward(self, tgt, memory):
        mask = nn.Transformer.generate_square_subsequent_mask(tgt.shape[1])
        return self.dec(tgt, memory, tgt_mask=mask, tgt_is_causal=True)


@model
def transformer_decoder_2layer():
    """nn.TransformerDecoder(2 x TransformerDecoderLayer(16, 2 heads, ff 32, batch_first)), causal tgt_mask"""
    return TDecoder(), (_rand(2, 6, 16), _rand(2, 8, 16))


# ============================================================================
# f16 / bf16 variants


_LOW = {
    "convnext_block": convnext_block,
    "llama_block": llama_block,
    "vit_tiny": vit_tiny,
    "swin_shifted_block": swin_shifted_block,
    "efficientnet_mbconv": efficientnet_mbconv,
    "moe_top2_onehot": moe_top2_onehot,
    "unet_down_up": unet_down_up,
    "sd_resnet_timestep": sd_resnet_timestep,
}
_LOW_BF16 = ["llama_block", "convnext_block", "wavenet_gated", "t5_relative_bias"]
_ALL_F32 = dict(MODELS)


def _lowp(base, dtype):
    def factory():
        m, xs = _ALL_F32[base]()
        xs = tuple(x.to(dtype) if x.is_floating_point() else x for x in xs)
        return m.to(dtype), xs
    return factory


for _base, _tag, _dt in ([(b, "f16", torch.float16) for b in _LOW]
                         + [(b, "bf16", torch.bfloat16) for b in _LOW_BF16]):
    _name = f"{_tag}_{_base}"
    _f = _lowp(_base, _dt)
    _f.__name__ = _name
    _f.__doc__ = f"{_base} with module and inputs .to(torch.{str(_dt).split('.')[-1]})"
    MODELS[_name] = _f
    globals()[_name] = _f
