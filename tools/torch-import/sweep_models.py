"""A held-out zoo for scripts/model-sweep.py: small PyTorch models of the kinds a
new user tries first (convnets, norms, pools, activations, attention, a GPT-2
block written as HuggingFace writes it, reductions, indexing, dtype casts),
none of them a copy of models.py's.

Each entry of MODELS is a factory returning `(module, example_inputs)`; every
factory is also a module-level function of the same name, so
`torch_import.py sweep_models.py:NAME` exports it.  Shapes are tiny (batch 2,
channels <= 16, spatial <= 16).  The caller (torch_import.py) seeds torch
before calling a factory.  The f16/bf16 variants are the f32 models with
`.to(dtype)` applied to the module and to the floating-point inputs.
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F

MODELS = {}


def model(fn):
    """Register a factory under its function name."""
    MODELS[fn.__name__] = fn
    return fn


def _rand(*shape):
    return torch.randn(*shape)


class Fn(nn.Module):
    """A module around a function of its inputs (for one-op models)."""

    def __init__(self, f):
        super().__init__()
        self.f = f

    def forward(self, *xs):
        return self.f(*xs)


def _fn(f, *inputs):
    return Fn(f), tuple(inputs)


def _randomize_bn(bn):
    """Non-trivial running statistics and affine parameters (eval mode uses them)."""
    with torch.no_grad():
        bn.running_mean.copy_(torch.randn_like(bn.running_mean) * 0.5)
        bn.running_var.copy_(torch.rand_like(bn.running_var) + 0.5)
        if bn.weight is not None:
            bn.weight.copy_(torch.rand_like(bn.weight) + 0.5)
            bn.bias.copy_(torch.randn_like(bn.bias) * 0.1)
    return bn


# ----------------------------------------------------------------------------
# Convolutions


@model
def conv1d_basic():
    """Conv1d(4->8, k=3), no padding"""
    return nn.Conv1d(4, 8, 3), (_rand(2, 4, 16),)


@model
def conv1d_strided_padded():
    """Conv1d(4->8, k=5, stride 2, padding 2)"""
    return nn.Conv1d(4, 8, 5, stride=2, padding=2), (_rand(2, 4, 16),)


@model
def conv2d_strided_padded():
    """Conv2d(3->8, k=3, stride 2, padding 1)"""
    return nn.Conv2d(3, 8, 3, stride=2, padding=1), (_rand(2, 3, 16, 16),)


@model
def conv2d_dilated():
    """Conv2d(4->8, k=3, dilation 2, padding 2)"""
    return nn.Conv2d(4, 8, 3, dilation=2, padding=2), (_rand(2, 4, 12, 12),)


@model
def conv2d_grouped():
    """Conv2d(8->8, k=3, groups 4, padding 1)"""
    return nn.Conv2d(8, 8, 3, groups=4, padding=1), (_rand(2, 8, 8, 8),)


@model
def conv2d_depthwise():
    """depthwise Conv2d(8->8, k=3, groups 8, padding 1, no bias)"""
    return nn.Conv2d(8, 8, 3, groups=8, padding=1, bias=False), (_rand(2, 8, 8, 8),)


@model
def conv2d_same_padding():
    """Conv2d(4->4, k=(3,5), padding='same', padding_mode='reflect')"""
    return nn.Conv2d(4, 4, (3, 5), padding="same", padding_mode="reflect"), (_rand(2, 4, 8, 8),)


@model
def conv3d_padded():
    """Conv3d(2->4, k=3, padding 1)"""
    return nn.Conv3d(2, 4, 3, padding=1), (_rand(2, 2, 6, 6, 6),)


@model
def conv_transpose1d():
    """ConvTranspose1d(4->4, k=3, stride 2)"""
    return nn.ConvTranspose1d(4, 4, 3, stride=2), (_rand(2, 4, 8),)


@model
def conv_transpose2d():
    """ConvTranspose2d(8->4, k=4, stride 2, padding 1): 2x upsampling"""
    return nn.ConvTranspose2d(8, 4, 4, stride=2, padding=1), (_rand(2, 8, 6, 6),)


class ConvBNReLU(nn.Sequential):
    def __init__(self, cin, cout, k=3, stride=1, groups=1, act=nn.ReLU):
        super().__init__(
            nn.Conv2d(cin, cout, k, stride=stride, padding=k // 2, groups=groups, bias=False),
            _randomize_bn(nn.BatchNorm2d(cout)),
            act(),
        )


@model
def conv_bn_relu():
    """Conv2d + BatchNorm2d (eval, non-trivial running stats) + ReLU"""
    return ConvBNReLU(3, 8), (_rand(2, 3, 8, 8),)


# ----------------------------------------------------------------------------
# Normalization


@model
def batchnorm1d_eval():
    """BatchNorm1d(8) in eval mode on (N, C, L)"""
    return _randomize_bn(nn.BatchNorm1d(8)), (_rand(2, 8, 10),)


@model
def batchnorm2d_eval():
    """BatchNorm2d(8) in eval mode"""
    return _randomize_bn(nn.BatchNorm2d(8)), (_rand(2, 8, 6, 6),)


@model
def groupnorm():
    """GroupNorm(4 groups, 8 channels)"""
    m = nn.GroupNorm(4, 8)
    with torch.no_grad():
        m.weight.uniform_(0.5, 1.5)
        m.bias.normal_(0, 0.1)
    return m, (_rand(2, 8, 6, 6),)


@model
def instancenorm2d():
    """InstanceNorm2d(8, affine=True)"""
    m = nn.InstanceNorm2d(8, affine=True)
    with torch.no_grad():
        m.weight.uniform_(0.5, 1.5)
        m.bias.normal_(0, 0.1)
    return m, (_rand(2, 8, 6, 6),)


@model
def layernorm_2d_shape():
    """LayerNorm over the last two dims ([8, 16])"""
    m = nn.LayerNorm([8, 16])
    with torch.no_grad():
        m.weight.uniform_(0.5, 1.5)
        m.bias.normal_(0, 0.1)
    return m, (_rand(2, 8, 16),)


@model
def layernorm_no_affine():
    """F.layer_norm without weight/bias, eps 1e-6"""
    return _fn(lambda x: F.layer_norm(x, (16,), eps=1e-6), _rand(2, 8, 16))


class RMSNormOnly(nn.Module):
    def __init__(self, h=16):
        super().__init__()
        self.norm = nn.RMSNorm(h, eps=1e-6)
        with torch.no_grad():
            self.norm.weight.uniform_(0.5, 1.5)

    def forward(self, x):
        return self.norm(x)


@model
def rmsnorm():
    """nn.RMSNorm(16) alone"""
    return RMSNormOnly(), (_rand(2, 8, 16),)


# ----------------------------------------------------------------------------
# Pooling and resampling


@model
def maxpool1d():
    """MaxPool1d(k=3, stride 2, padding 1)"""
    return nn.MaxPool1d(3, stride=2, padding=1), (_rand(2, 4, 16),)


@model
def avgpool1d():
    """AvgPool1d(k=4, stride 2)"""
    return nn.AvgPool1d(4, stride=2), (_rand(2, 4, 16),)


@model
def maxpool2d():
    """MaxPool2d(2)"""
    return nn.MaxPool2d(2), (_rand(2, 4, 8, 8),)


@model
def maxpool2d_padded():
    """MaxPool2d(k=3, stride 2, padding 1), ResNet's stem pool"""
    return nn.MaxPool2d(3, stride=2, padding=1), (_rand(2, 4, 9, 9),)


@model
def avgpool2d():
    """AvgPool2d(k=3, stride 2, padding 1, count_include_pad=False)"""
    return nn.AvgPool2d(3, stride=2, padding=1, count_include_pad=False), (_rand(2, 4, 8, 8),)


@model
def adaptive_avgpool_1x1():
    """AdaptiveAvgPool2d(1) + flatten (global average pool)"""
    return nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten()), (_rand(2, 8, 6, 6),)


@model
def adaptive_avgpool_3x3():
    """AdaptiveAvgPool2d((3, 3)) from 6x6"""
    return nn.AdaptiveAvgPool2d((3, 3)), (_rand(2, 4, 6, 6),)


@model
def upsample_nearest():
    """Upsample(scale 2, nearest)"""
    return nn.Upsample(scale_factor=2, mode="nearest"), (_rand(2, 4, 4, 4),)


@model
def upsample_bilinear():
    """F.interpolate(scale 2, bilinear, align_corners=False)"""
    return _fn(lambda x: F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False),
               _rand(2, 4, 4, 4))


@model
def upsample_bilinear_aligned():
    """F.interpolate(size (7, 7), bilinear, align_corners=True)"""
    return _fn(lambda x: F.interpolate(x, size=(7, 7), mode="bilinear", align_corners=True),
               _rand(2, 4, 4, 4))


@model
def pixel_shuffle():
    """PixelShuffle(2)"""
    return nn.PixelShuffle(2), (_rand(2, 8, 4, 4),)


# ----------------------------------------------------------------------------
# Small networks


class BasicBlock(nn.Module):
    """ResNet BasicBlock with a strided 1x1 downsample."""

    def __init__(self, cin=8, cout=16, stride=2):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False)
        self.bn1 = _randomize_bn(nn.BatchNorm2d(cout))
        self.conv2 = nn.Conv2d(cout, cout, 3, padding=1, bias=False)
        self.bn2 = _randomize_bn(nn.BatchNorm2d(cout))
        self.down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride=stride, bias=False),
                                  _randomize_bn(nn.BatchNorm2d(cout)))

    def forward(self, x):
        y = F.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return F.relu(y + self.down(x))


@model
def resnet_basic_block():
    """ResNet BasicBlock (conv-bn-relu-conv-bn + strided 1x1 downsample, relu)"""
    return BasicBlock(), (_rand(2, 8, 8, 8),)


class LeNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(1, 6, 5, padding=2)
        self.c2 = nn.Conv2d(6, 16, 5)
        self.f1 = nn.Linear(16 * 2 * 2, 32)
        self.f2 = nn.Linear(32, 10)

    def forward(self, x):
        x = F.max_pool2d(torch.tanh(self.c1(x)), 2)
        x = F.max_pool2d(torch.tanh(self.c2(x)), 2)
        x = torch.flatten(x, 1)
        return F.log_softmax(self.f2(torch.tanh(self.f1(x))), dim=1)


@model
def lenet():
    """LeNet-5 on 16x16 (conv-tanh-maxpool x2, flatten, fc-tanh-fc, log_softmax)"""
    return LeNet(), (_rand(2, 1, 16, 16),)


class InvertedResidual(nn.Module):
    """MobileNetV2 block: 1x1 expand, 3x3 depthwise, 1x1 project, residual."""

    def __init__(self, c=8, expand=2):
        super().__init__()
        h = c * expand
        self.body = nn.Sequential(
            ConvBNReLU(c, h, k=1, act=nn.ReLU6),
            ConvBNReLU(h, h, k=3, groups=h, act=nn.ReLU6),
            nn.Conv2d(h, c, 1, bias=False),
            _randomize_bn(nn.BatchNorm2d(c)),
        )

    def forward(self, x):
        return x + self.body(x)


@model
def mobilenet_v2_block():
    """MobileNetV2 inverted residual (1x1 expand, depthwise 3x3, ReLU6, 1x1 project)"""
    return InvertedResidual(), (_rand(2, 8, 8, 8),)


class SqueezeExcite(nn.Module):
    def __init__(self, c=8, r=2):
        super().__init__()
        self.fc1 = nn.Conv2d(c, c // r, 1)
        self.fc2 = nn.Conv2d(c // r, c, 1)

    def forward(self, x):
        s = F.adaptive_avg_pool2d(x, 1)
        s = F.hardsigmoid(self.fc2(F.relu(self.fc1(s))))
        return x * s


@model
def mobilenet_v3_se():
    """MobileNetV3 squeeze-excite (global pool, 1x1 convs, hardsigmoid gate) + hardswish"""
    return nn.Sequential(SqueezeExcite(), nn.Hardswish()), (_rand(2, 8, 6, 6),)


@model
def cnn_classifier():
    """conv-bn-relu, maxpool, conv-bn-relu, global avgpool, dropout, linear"""
    m = nn.Sequential(
        ConvBNReLU(3, 8), nn.MaxPool2d(2), ConvBNReLU(8, 16),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.2), nn.Linear(16, 10),
    )
    return m, (_rand(2, 3, 8, 8),)


# ----------------------------------------------------------------------------
# Activations (each alone, on (2, 8, 16) inputs scaled to cover both signs)


def _act(f):
    return _fn(f, _rand(2, 8, 16) * 3)


@model
def act_clamp():
    """torch.clamp(x, -0.5, 0.75)"""
    return _act(lambda x: torch.clamp(x, -0.5, 0.75))


@model
def act_clamp_min():
    """x.clamp(min=0.1) then x.clamp_max(2.0)"""
    return _act(lambda x: x.clamp(min=0.1).clamp_max(2.0))


@model
def act_hardtanh():
    """nn.Hardtanh(-2, 2)"""
    return nn.Hardtanh(-2.0, 2.0), (_rand(2, 8, 16) * 3,)


@model
def act_relu6():
    """nn.ReLU6"""
    return nn.ReLU6(), (_rand(2, 8, 16) * 4,)


@model
def act_leaky_relu():
    """F.leaky_relu(x, 0.1)"""
    return _act(lambda x: F.leaky_relu(x, 0.1))


@model
def act_elu():
    """nn.ELU(alpha 1.0)"""
    return nn.ELU(), (_rand(2, 8, 16) * 3,)


@model
def act_selu():
    """nn.SELU"""
    return nn.SELU(), (_rand(2, 8, 16) * 3,)


@model
def act_celu():
    """nn.CELU(alpha 0.5)"""
    return nn.CELU(0.5), (_rand(2, 8, 16) * 3,)


@model
def act_gelu():
    """nn.GELU() alone (erf)"""
    return nn.GELU(), (_rand(2, 8, 16) * 3,)


@model
def act_silu():
    """nn.SiLU alone"""
    return nn.SiLU(), (_rand(2, 8, 16) * 3,)


@model
def act_mish():
    """nn.Mish"""
    return nn.Mish(), (_rand(2, 8, 16) * 3,)


@model
def act_softplus():
    """F.softplus(beta 2, threshold 5)"""
    return _act(lambda x: F.softplus(x, beta=2.0, threshold=5.0))


@model
def act_hardswish():
    """nn.Hardswish"""
    return nn.Hardswish(), (_rand(2, 8, 16) * 3,)


@model
def act_hardsigmoid():
    """nn.Hardsigmoid"""
    return nn.Hardsigmoid(), (_rand(2, 8, 16) * 3,)


@model
def act_logsigmoid():
    """F.logsigmoid"""
    return _act(F.logsigmoid)


@model
def act_softsign():
    """F.softsign"""
    return _act(F.softsign)


@model
def act_tanhshrink():
    """F.tanhshrink"""
    return _act(F.tanhshrink)


@model
def act_prelu():
    """nn.PReLU(8 channels) on (N, C, L)"""
    return nn.PReLU(8, init=0.2), (_rand(2, 8, 16) * 3,)


@model
def act_glu():
    """F.glu over the last dim"""
    return _act(lambda x: F.glu(x, dim=-1))


@model
def elementwise_math():
    """abs, sign, floor, round, sin, cos, exp2, log1p, reciprocal, square"""
    def f(x):
        y = torch.abs(x) + torch.sign(x) + torch.floor(x) + torch.round(x)
        y = y + torch.sin(x) * torch.cos(x) + torch.exp2(x * 0.25)
        return y + torch.log1p(x.abs()) + torch.reciprocal(x.abs() + 1) + torch.square(x)
    return _fn(f, _rand(2, 8, 16))


# ----------------------------------------------------------------------------
# Attention and transformer pieces


class MHA(nn.Module):
    def __init__(self, e=16, heads=2):
        super().__init__()
        self.attn = nn.MultiheadAttention(e, heads, batch_first=True)

    def forward(self, x):
        return self.attn(x, x, x, need_weights=False)[0]


@model
def nn_multihead_attention():
    """nn.MultiheadAttention(16, 2 heads, batch_first) self-attention"""
    return MHA(), (_rand(2, 8, 16),)


class CausalSelfAttentionSDPA(nn.Module):
    """nanoGPT-style: fused qkv Linear, chunk, SDPA(is_causal=True), out proj."""

    def __init__(self, e=16, heads=2):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(e, 3 * e)
        self.proj = nn.Linear(e, e)

    def forward(self, x):
        b, s, e = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(b, s, self.heads, -1).transpose(1, 2)
        k = k.view(b, s, self.heads, -1).transpose(1, 2)
        v = v.view(b, s, self.heads, -1).transpose(1, 2)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.proj(y.transpose(1, 2).reshape(b, s, e))


@model
def attention_sdpa_causal_proj():
    """nanoGPT causal self-attention: qkv Linear, chunk, SDPA(is_causal), proj"""
    return CausalSelfAttentionSDPA(), (_rand(2, 8, 16),)


class ManualAttentionPadMask(nn.Module):
    """Manual attention with a key-padding mask given as a bool input and an
    additive -1e9 bias (BERT style)."""

    def __init__(self, e=16, heads=2):
        super().__init__()
        self.heads, self.dh = heads, e // heads
        self.q = nn.Linear(e, e)
        self.k = nn.Linear(e, e)
        self.v = nn.Linear(e, e)

    def forward(self, x, keep):
        b, s, e = x.shape
        q = self.q(x).view(b, s, self.heads, self.dh).permute(0, 2, 1, 3)
        k = self.k(x).view(b, s, self.heads, self.dh).permute(0, 2, 3, 1)
        v = self.v(x).view(b, s, self.heads, self.dh).permute(0, 2, 1, 3)
        scores = (q @ k) / math.sqrt(self.dh)
        bias = (1.0 - keep[:, None, None, :].to(scores.dtype)) * -1e9
        p = torch.softmax(scores + bias, dim=-1)
        return (p @ v).permute(0, 2, 1, 3).reshape(b, s, e)


@model
def attention_padding_mask():
    """BERT-style attention: bool key-padding input turned into an additive -1e9 bias"""
    keep = torch.ones(2, 8, dtype=torch.bool)
    keep[1, 5:] = False
    return ManualAttentionPadMask(), (_rand(2, 8, 16), keep)


class HFConv1D(nn.Module):
    """transformers.pytorch_utils.Conv1D: addmm on a (nx, nf) weight."""

    def __init__(self, nf, nx):
        super().__init__()
        self.nf = nf
        self.weight = nn.Parameter(torch.randn(nx, nf) * 0.2)
        self.bias = nn.Parameter(torch.randn(nf) * 0.1)

    def forward(self, x):
        size_out = x.size()[:-1] + (self.nf,)
        x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        return x.view(size_out)


def gelu_new(x):
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class HFGPT2Block(nn.Module):
    """GPT-2 block as transformers' modeling_gpt2 writes it: Conv1D (addmm), split
    heads with view+permute, a tril causal-mask buffer longer than the sequence
    sliced to it, torch.where with finfo.min (mask='bool') or the older uint8
    buffer with a -1e4 masked_bias (mask='uint8'), gelu_new, dropout (eval)."""

    def __init__(self, e=16, heads=2, max_pos=16, mask="bool", persistent=False):
        super().__init__()
        self.heads, self.dh, self.split_size, self.mask = heads, e // heads, e, mask
        dt = torch.bool if mask == "bool" else torch.uint8
        self.register_buffer(
            "bias", torch.tril(torch.ones((max_pos, max_pos), dtype=dt)).view(1, 1, max_pos, max_pos),
            persistent=persistent)
        self.register_buffer("masked_bias", torch.tensor(-1e4), persistent=persistent)
        self.ln_1 = nn.LayerNorm(e, eps=1e-5)
        self.c_attn = HFConv1D(3 * e, e)
        self.c_proj = HFConv1D(e, e)
        self.attn_dropout = nn.Dropout(0.1)
        self.resid_dropout = nn.Dropout(0.1)
        self.ln_2 = nn.LayerNorm(e, eps=1e-5)
        self.c_fc = HFConv1D(4 * e, e)
        self.c_proj2 = HFConv1D(e, 4 * e)
        self.mlp_dropout = nn.Dropout(0.1)

    def _split_heads(self, x):
        new_shape = x.size()[:-1] + (self.heads, self.dh)
        return x.view(new_shape).permute(0, 2, 1, 3)

    def _merge_heads(self, x):
        x = x.permute(0, 2, 1, 3).contiguous()
        return x.view(x.size()[:-2] + (self.heads * self.dh,))

    def _attn(self, query, key, value):
        w = torch.matmul(query, key.transpose(-1, -2))
        w = w / torch.full([], value.size(-1) ** 0.5, dtype=w.dtype, device=w.device)
        ql, kl = query.size(-2), key.size(-2)
        causal_mask = self.bias[:, :, kl - ql:kl, :kl]
        if self.mask == "bool":
            mask_value = torch.finfo(w.dtype).min
            mask_value = torch.full([], mask_value, dtype=w.dtype, device=w.device)
            w = torch.where(causal_mask, w.to(w.dtype), mask_value)
        else:
            w = torch.where(causal_mask.bool(), w, self.masked_bias.to(w.dtype))
        w = nn.functional.softmax(w, dim=-1)
        w = w.type(value.dtype)
        w = self.attn_dropout(w)
        return torch.matmul(w, value)

    def forward(self, hidden_states):
        residual = hidden_states
        h = self.ln_1(hidden_states)
        query, key, value = self.c_attn(h).split(self.split_size, dim=2)
        a = self._attn(self._split_heads(query), self._split_heads(key), self._split_heads(value))
        a = self.resid_dropout(self.c_proj(self._merge_heads(a)))
        hidden_states = a + residual
        residual = hidden_states
        h = self.mlp_dropout(self.c_proj2(gelu_new(self.c_fc(self.ln_2(hidden_states)))))
        return residual + h


@model
def gpt2_hf_block():
    """GPT-2 block as HuggingFace writes it (bool tril buffer, persistent=False, torch.where finfo.min, addmm Conv1D)"""
    return HFGPT2Block(mask="bool"), (_rand(2, 8, 16),)


@model
def gpt2_hf_block_persistent():
    """the same with persistent buffers (torch-mlir's importer misses non-persistent ones)"""
    return HFGPT2Block(mask="bool", persistent=True), (_rand(2, 8, 16),)


@model
def gpt2_hf_block_uint8():
    """older transformers: a persistent uint8 tril buffer, torch.where with a -1e4 masked_bias"""
    return HFGPT2Block(mask="uint8", persistent=True), (_rand(2, 8, 16),)


class TokenPosEmbedding(nn.Module):
    def __init__(self, vocab=50, e=16, max_pos=16):
        super().__init__()
        self.wte = nn.Embedding(vocab, e)
        self.wpe = nn.Embedding(max_pos, e)
        self.ln = nn.LayerNorm(e)

    def forward(self, ids):
        pos = torch.arange(0, ids.size(-1), dtype=torch.long, device=ids.device).unsqueeze(0)
        return self.ln(self.wte(ids) + self.wpe(pos))


@model
def embedding_positional():
    """token nn.Embedding + positional nn.Embedding(arange) + LayerNorm, int64 ids input"""
    return TokenPosEmbedding(), (torch.randint(0, 50, (2, 8)),)


class SinusoidalPE(nn.Module):
    def __init__(self, e=16, max_len=16):
        super().__init__()
        pos = torch.arange(max_len).unsqueeze(1)
        div = torch.exp(torch.arange(0, e, 2) * (-math.log(10000.0) / e))
        pe = torch.zeros(max_len, e)
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe)

    def forward(self, x):
        return x + self.pe[: x.size(1)]


@model
def sinusoidal_positional():
    """Transformer sinusoidal positional encoding buffer sliced to the sequence and added"""
    return SinusoidalPE(), (_rand(2, 8, 16),)


@model
def transformer_encoder_layer():
    """nn.TransformerEncoderLayer(16, 2 heads, ff 32, batch_first, eval)"""
    m = nn.TransformerEncoderLayer(16, 2, dim_feedforward=32, dropout=0.1, batch_first=True)
    return m, (_rand(2, 8, 16),)


# ----------------------------------------------------------------------------
# Reductions


@model
def reduce_sum_mean():
    """x.sum(dim=(1, 2)) and x.mean(-1, keepdim=True)"""
    return _fn(lambda x: (x.sum(dim=(1, 2)), x.mean(-1, keepdim=True)), _rand(2, 4, 8, 8))


@model
def reduce_amax_amin():
    """torch.amax over dim 1 and torch.amin over (0, 2)"""
    return _fn(lambda x: (torch.amax(x, dim=1), torch.amin(x, dim=(0, 2))), _rand(2, 8, 16))


@model
def reduce_argmax():
    """x.argmax(dim=-1) (int64 result)"""
    return _fn(lambda x: x.argmax(dim=-1), _rand(2, 8, 16))


@model
def reduce_max_min_dim():
    """torch.max(x, 1) and torch.min(x, -1): values and indices"""
    def f(x):
        mx, imx = torch.max(x, 1)
        mn, imn = torch.min(x, -1)
        return mx, imx, mn, imn
    return _fn(f, _rand(2, 8, 16))


@model
def reduce_std_var():
    """x.std(-1) (unbiased) and x.var(dim=1, unbiased=False)"""
    return _fn(lambda x: (x.std(-1), x.var(dim=1, unbiased=False)), _rand(2, 8, 16))


@model
def reduce_logsumexp():
    """torch.logsumexp(x, -1)"""
    return _fn(lambda x: torch.logsumexp(x * 4, dim=-1), _rand(2, 8, 16))


@model
def reduce_norm():
    """torch.linalg.vector_norm(x, 2, -1) and x.norm(p=1, dim=1), F.normalize"""
    return _fn(lambda x: (torch.linalg.vector_norm(x, 2, dim=-1), x.norm(p=1, dim=1),
                          F.normalize(x, dim=-1)), _rand(2, 8, 16))


@model
def reduce_cumsum():
    """torch.cumsum(x, 1) alone"""
    return _fn(lambda x: torch.cumsum(x, dim=1), _rand(2, 8, 16))


@model
def reduce_cumprod():
    """torch.cumprod(x, -1) on values near 1"""
    return _fn(lambda x: torch.cumprod(x, dim=-1), 1.0 + 0.1 * _rand(2, 8, 16))


@model
def reduce_prod():
    """x.prod(-1) on values near 1"""
    return _fn(lambda x: x.prod(dim=-1), 1.0 + 0.1 * _rand(2, 8, 16))


@model
def reduce_all_any():
    """(x > 0).all(-1) and (x > 2).any(dim=1): bool results"""
    return _fn(lambda x: ((x > -1.5).all(-1), (x > 2).any(dim=1)), _rand(2, 8, 16))


@model
def reduce_full_sum():
    """x.sum() and x.mean(): rank-0 results"""
    return _fn(lambda x: (x.sum(), x.mean()), _rand(2, 8, 16))


@model
def softmax_dim1():
    """softmax and log_softmax over dim 1 of (2, 8, 16) (not the last dim)"""
    return _fn(lambda x: (F.softmax(x, dim=1), F.log_softmax(x, dim=1)), _rand(2, 8, 16))


# ----------------------------------------------------------------------------
# Indexing and data movement


@model
def index_gather():
    """torch.gather(x, 1, idx) with an int64 index input"""
    return _fn(lambda x, i: torch.gather(x, 1, i), _rand(2, 8, 16), torch.randint(0, 8, (2, 4, 16)))


@model
def index_select():
    """torch.index_select(x, 1, idx) and x[:, idx] (advanced indexing)"""
    return _fn(lambda x, i: (torch.index_select(x, 1, i), x[:, i] * 2),
               _rand(2, 8, 16), torch.tensor([5, 0, 3, 3]))


@model
def index_scatter():
    """torch.scatter(x, 1, idx, src) with distinct indices per column"""
    idx = torch.stack([torch.randperm(8)[:4] for _ in range(2 * 16)]).view(2, 16, 4).transpose(1, 2)
    return _fn(lambda x, i, s: torch.scatter(x, 1, i, s), _rand(2, 8, 16), idx.contiguous(),
               _rand(2, 4, 16))


@model
def index_scatter_add():
    """torch.scatter_add(x, 1, idx, src) (repeated indices)"""
    return _fn(lambda x, i, s: torch.scatter_add(x, 1, i, s), _rand(2, 8, 16),
               torch.randint(0, 8, (2, 4, 16)), _rand(2, 4, 16))


@model
def index_put():
    """y = x.clone(); y[idx] = v (index_put on dim 0 of a (8, 16) matrix)"""
    def f(x, i, v):
        y = x.clone()
        y[i] = v
        return y
    return _fn(f, _rand(8, 16), torch.tensor([6, 1, 3]), _rand(3, 16))


@model
def index_put_mask():
    """x[x < 0] = 0 written in place on a clone (boolean-mask index_put)"""
    def f(x):
        y = x.clone()
        y[y < 0] = 0.0
        return y
    return _fn(f, _rand(2, 8, 16))


@model
def index_narrow_stepped():
    """x.narrow(1, 2, 4), x[:, ::2, 1::3], x[..., -1]"""
    return _fn(lambda x: (x.narrow(1, 2, 4), x[:, ::2, 1::3], x[..., -1]), _rand(2, 8, 16))


@model
def index_flip_roll():
    """torch.flip(x, [1, 2]) and torch.roll(x, 3, -1)"""
    return _fn(lambda x: (torch.flip(x, [1, 2]), torch.roll(x, 3, -1)), _rand(2, 8, 16))


@model
def index_topk():
    """torch.topk(x, 3, dim=-1): values and indices"""
    def f(x):
        v, i = torch.topk(x, 3, dim=-1)
        return v, i
    return _fn(f, _rand(2, 8, 16))


@model
def index_sort():
    """torch.sort(x, dim=1, descending=True): values and indices"""
    def f(x):
        v, i = torch.sort(x, dim=1, descending=True)
        return v, i
    return _fn(f, _rand(2, 8, 16))


@model
def cat_stack_chunk():
    """torch.cat, torch.stack, chunk and unbind"""
    def f(x, y):
        a, b = x.chunk(2, dim=-1)
        u = torch.stack([a, b], dim=1).sum(1)
        r0, r1 = y.unbind(0)
        return torch.cat([u, x, r0.expand(2, 8, 16)[..., :8] + r1[..., :8]], dim=-1)
    return _fn(f, _rand(2, 8, 16), _rand(2, 8, 16))


@model
def pad_reflect_constant():
    """F.pad constant (value 0.5) and reflect"""
    return _fn(lambda x: (F.pad(x, (1, 2, 0, 1), value=0.5), F.pad(x, (2, 2, 1, 1), mode="reflect")),
               _rand(2, 4, 8, 8))


@model
def repeat_expand_tile():
    """x.repeat(1, 2, 1), x.expand(2, 3, 8, 16) and torch.tile"""
    return _fn(lambda x: (x.repeat(1, 2, 1), x.unsqueeze(1).expand(2, 3, 8, 16), torch.tile(x, (2,))),
               _rand(2, 8, 16))


@model
def einsum_bmm():
    """torch.einsum('bij,bjk->bik'), torch.bmm and einsum('bhqd,bhkd->bhqk')"""
    def f(a, b, q, k):
        return torch.einsum("bij,bjk->bik", a, b) + torch.bmm(a, b), torch.einsum("bhqd,bhkd->bhqk", q, k)
    return _fn(f, _rand(2, 8, 16), _rand(2, 16, 8), _rand(2, 2, 8, 4), _rand(2, 2, 8, 4))


@model
def tril_triu_mask():
    """torch.tril(x) + torch.triu(x, 1) * 2, and ones().tril() mask built in forward"""
    def f(x):
        m = torch.ones(8, 8, dtype=torch.bool).tril()
        return torch.tril(x) + torch.triu(x, 1) * 2, x.masked_fill(~m, 0.0)
    return _fn(f, _rand(2, 8, 8))


# ----------------------------------------------------------------------------
# Comparisons, where, masks


@model
def compare_where():
    """torch.where(x > y, x, 2 * y), maximum, minimum"""
    return _fn(lambda x, y: torch.where(x > y, x, 2 * y) + torch.maximum(x, y) - torch.minimum(x, y),
               _rand(2, 8, 16), _rand(2, 8, 16))


@model
def where_scalar():
    """torch.where(x > 0, x, 0.0) and torch.where(m, 1.0, -1.0)"""
    return _fn(lambda x: (torch.where(x > 0, x, 0.0), torch.where(x < -0.5, 1.0, -1.0)), _rand(2, 8, 16))


@model
def masked_fill_input_mask():
    """x.masked_fill(mask, -1e4) with a bool mask input"""
    return _fn(lambda x, m: x.masked_fill(m, -1e4), _rand(2, 8, 16), torch.rand(2, 8, 16) > 0.5)


@model
def compare_logical():
    """eq/ne/ge/le, logical_and/or/not, isnan: bool results"""
    def f(x, y):
        a = (x >= y) & ~(x == y)
        b = torch.logical_or(x <= -0.5, torch.logical_not(y != x * 0 + y.round()))
        return a, b, torch.isnan(torch.sqrt(x))
    return _fn(f, _rand(2, 8, 16), _rand(2, 8, 16))


# ----------------------------------------------------------------------------
# dtype conversions


@model
def cast_half_roundtrip():
    """x.half() * 3 then .float()"""
    return _fn(lambda x: (x.half() * 3).float(), _rand(2, 8, 16))


@model
def cast_bf16_roundtrip():
    """x.to(torch.bfloat16) + 1 then .to(torch.float32)"""
    return _fn(lambda x: (x.to(torch.bfloat16) + 1).to(torch.float32), _rand(2, 8, 16))


@model
def cast_int():
    """(x * 4).long(), .to(torch.int32), int // and %, back to float"""
    def f(x):
        i = (x * 4).long()
        j = (x * 4).to(torch.int32)
        return (i // 3 + i % 3).float() + j.float(), i
    return _fn(f, _rand(2, 8, 16))


@model
def cast_bool_mask():
    """(x > 0).float() * x and (x > 0).to(x.dtype) summed; bool input to float"""
    return _fn(lambda x, m: (x > 0).float() * x + m.float() - m.to(x.dtype).sum(-1, keepdim=True),
               _rand(2, 8, 16), torch.rand(2, 8, 16) > 0.5)


@model
def int_arithmetic():
    """int64 inputs: add, mul, floor_divide, clamp"""
    return _fn(lambda a, b: ((a + b) * 3 // 2).clamp(0, 20), torch.randint(0, 10, (2, 8)),
               torch.randint(0, 10, (2, 8)))


# ----------------------------------------------------------------------------
# Rank-0 and size-1 dimensions


@model
def rank0_input():
    """a rank-0 tensor input scaling a (2, 8) tensor, and a rank-0 result"""
    return _fn(lambda x, s: (x * s + s, (x * s).sum()), _rand(2, 8), torch.tensor(1.5))


@model
def size1_broadcast():
    """(2, 1, 8) + (1, 4, 1) broadcast, squeeze/unsqueeze of size-1 dims"""
    return _fn(lambda a, b: (a + b, a.squeeze(1).unsqueeze(-1) * b.squeeze(0).squeeze(-1)),
               _rand(2, 1, 8), _rand(1, 4, 1))


class Size1Batch(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 1)

    def forward(self, x, y):
        z = self.lin(x)
        return torch.softmax(z, dim=-1), F.relu(z) + y


@model
def size1_batch():
    """batch-1 Linear to 1 feature, softmax over that size-1 dim, + a (1, 1) input"""
    return Size1Batch(), (_rand(1, 4, 8), _rand(1, 1))


# ----------------------------------------------------------------------------
# Small MLPs / misc


class MLP(nn.Module):
    def __init__(self, h=16, inner=32):
        super().__init__()
        self.fc1 = nn.Linear(h, inner)
        self.fc2 = nn.Linear(inner, h)

    def forward(self, x):
        return self.fc2(F.gelu(self.fc1(x)))


@model
def mlp_2d_input():
    """Linear-ReLU-Linear on a 2-D (batch, features) input, no bias on the second"""
    return nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 10, bias=False)), (_rand(2, 16),)


@model
def gru_cell_manual():
    """a GRU cell written out: sigmoid/tanh gates over Linear layers"""
    class Cell(nn.Module):
        def __init__(self):
            super().__init__()
            self.x2h = nn.Linear(8, 48)
            self.h2h = nn.Linear(16, 48)

        def forward(self, x, h):
            xr, xz, xn = self.x2h(x).chunk(3, -1)
            hr, hz, hn = self.h2h(h).chunk(3, -1)
            r = torch.sigmoid(xr + hr)
            z = torch.sigmoid(xz + hz)
            n = torch.tanh(xn + r * hn)
            return (1 - z) * n + z * h
    return Cell(), (_rand(2, 8), _rand(2, 16))


@model
def lstm_layer():
    """nn.LSTM(8, 16, batch_first) over 4 steps"""
    class L(nn.Module):
        def __init__(self):
            super().__init__()
            self.lstm = nn.LSTM(8, 16, batch_first=True)

        def forward(self, x):
            return self.lstm(x)[0]
    return L(), (_rand(2, 4, 8),)


# ----------------------------------------------------------------------------
# f16 / bf16 variants: the same models with .to(dtype) on module and inputs


class AttentionBlock(nn.Module):
    """Manual multi-head attention with projections (q, k, v, o)."""

    def __init__(self, e=16, heads=2):
        super().__init__()
        self.heads, self.dh = heads, e // heads
        self.qkv = nn.Linear(e, 3 * e)
        self.o = nn.Linear(e, e)

    def forward(self, x):
        b, s, e = x.shape
        q, k, v = self.qkv(x).split(e, dim=-1)
        q = q.reshape(b, s, self.heads, self.dh).transpose(1, 2)
        k = k.reshape(b, s, self.heads, self.dh).transpose(1, 2)
        v = v.reshape(b, s, self.heads, self.dh).transpose(1, 2)
        p = torch.softmax(q @ k.transpose(-1, -2) * self.dh ** -0.5, dim=-1)
        return self.o((p @ v).transpose(1, 2).reshape(b, s, e))


class LNOnly(nn.Module):
    def __init__(self, h=16):
        super().__init__()
        self.ln = nn.LayerNorm(h)
        with torch.no_grad():
            self.ln.weight.uniform_(0.5, 1.5)
            self.ln.bias.normal_(0, 0.1)

    def forward(self, x):
        return self.ln(x)


class MulAddReLU(nn.Module):
    def forward(self, x, y):
        return F.relu(x * y + x) - y


_LOW_PRECISION = {
    # elementwise only: the one base torch-mlir imports without an f32 upcast
    # (prims.convert_element_type), so the f16/bf16 data path itself is tested.
    "mul_add_relu": lambda: (MulAddReLU(), (_rand(2, 8, 16), _rand(2, 8, 16))),
    "mlp_gelu": lambda: (MLP(), (_rand(2, 8, 16),)),
    "layernorm": lambda: (LNOnly(), (_rand(2, 8, 16),)),
    "rmsnorm": lambda: (RMSNormOnly(), (_rand(2, 8, 16),)),
    "softmax": lambda: _fn(lambda x: torch.softmax(x, dim=-1), _rand(2, 8, 16)),
    "attention": lambda: (AttentionBlock(), (_rand(2, 8, 16),)),
    "sdpa_causal_proj": lambda: (CausalSelfAttentionSDPA(), (_rand(2, 8, 16),)),
    "conv_bn_relu": lambda: (ConvBNReLU(3, 8), (_rand(2, 3, 8, 8),)),
    "gpt2_hf_block": lambda: (HFGPT2Block(mask="bool", persistent=True), (_rand(2, 8, 16),)),
}


def _lowp(base, dtype):
    def factory():
        m, xs = _LOW_PRECISION[base]()
        xs = tuple(x.to(dtype) if x.is_floating_point() else x for x in xs)
        return m.to(dtype), xs
    return factory


for _base in _LOW_PRECISION:
    for _tag, _dt in (("f16", torch.float16), ("bf16", torch.bfloat16)):
        _name = f"{_tag}_{_base}"
        _f = _lowp(_base, _dt)
        _f.__name__ = _name
        _f.__doc__ = f"{_base} with module and inputs .to(torch.{str(_dt).split('.')[-1]})"
        MODELS[_name] = _f
        globals()[_name] = _f


def dtype_of(name):
    """'f16', 'bf16' or 'f32' (the tolerance class of a model)."""
    for tag in ("f16", "bf16"):
        if name.startswith(tag + "_"):
            return tag
    return "f32"
