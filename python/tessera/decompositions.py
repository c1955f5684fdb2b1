"""Decompositions of the fused ATen ops PyTorch's inference fast paths
call, which neither PyTorch's nor torch-mlir's decomposition tables break
up: `nn.TransformerEncoderLayer` in eval mode without gradients runs as one
`aten._transformer_encoder_layer_fwd`, and `nn.MultiheadAttention` (without
attention weights) as `aten._native_multi_head_attention`. Written here
with the ops they stand for (the layer's math, as PyTorch's
`transformer.cpp` and `attention.cpp` compute it), so the graph compiles
instead of falling back to eager. AOTAutograd traces them with the rest of
the table."""

import math

import torch
import torch.nn.functional as F

aten = torch.ops.aten


def _additive(mask, mask_type, batch, length, dtype):
    """A fast path's mask as the additive float mask SDPA takes: -inf where
    a position must not be attended. The fused kernels take a float mask
    as a boolean one (nonzero: masked; the masks the modules merge are 0
    and -inf), and so does this. `mask_type` 0 is an (L, S) attention
    mask, 1 a (B, S) key padding mask, 2 (B, H, L, S)."""
    if mask is None:
        return None
    masked = mask if mask.dtype == torch.bool else mask != 0
    m = torch.zeros(mask.shape, dtype=dtype, device=mask.device).masked_fill(masked, float("-inf"))
    if mask_type == 1:
        m = m.view(batch, 1, 1, m.shape[-1])
    return m


def _heads(x, batch, length, heads):
    return x.reshape(batch, length, heads, x.shape[-1] // heads).transpose(1, 2)


def _attention(query, key, value, embed_dim, heads, qkv_weight, qkv_bias, proj_weight, proj_bias,
               mask, mask_type, need_weights=False, average=True):
    """Multi-head attention with a packed input projection: (output, the
    attention weights or an empty tensor)."""
    unbatched = query.dim() == 2
    if unbatched:
        query, key, value = query.unsqueeze(0), key.unsqueeze(0), value.unsqueeze(0)
    b, l, _ = query.shape
    s = key.shape[1]
    wq, wk, wv = qkv_weight.chunk(3, 0)
    bq, bk, bv = qkv_bias.chunk(3, 0)
    q = _heads(F.linear(query, wq, bq), b, l, heads)
    k = _heads(F.linear(key, wk, bk), b, s, heads)
    v = _heads(F.linear(value, wv, bv), b, s, heads)
    m = _additive(mask, mask_type, b, l, query.dtype)
    if need_weights:
        scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
        if m is not None:
            scores = scores + m
        weights = torch.softmax(scores, dim=-1)
        o = weights @ v
        weights = weights.mean(1) if average else weights
    else:
        o = F.scaled_dot_product_attention(q, k, v, attn_mask=m)
        weights = query.new_empty((0,))
    out = F.linear(o.transpose(1, 2).reshape(b, l, embed_dim), proj_weight, proj_bias)
    if unbatched:
        out = out.squeeze(0)
        weights = weights.squeeze(0) if need_weights else weights
    return out, weights


def native_multi_head_attention(query, key, value, embed_dim, num_head, qkv_weight, qkv_bias,
                                proj_weight, proj_bias, mask=None, need_weights=True,
                                average_attn_weights=True, mask_type=None):
    return _attention(query, key, value, embed_dim, num_head, qkv_weight, qkv_bias, proj_weight,
                      proj_bias, mask, mask_type, need_weights, average_attn_weights)


def transformer_encoder_layer_fwd(src, embed_dim, num_heads, qkv_weight, qkv_bias, proj_weight,
                                  proj_bias, use_gelu, norm_first, eps, norm_weight_1, norm_bias_1,
                                  norm_weight_2, norm_bias_2, ffn_weight_1, ffn_bias_1,
                                  ffn_weight_2, ffn_bias_2, mask=None, mask_type=None):
    def norm(x, w, b):
        return F.layer_norm(x, (embed_dim,), w, b, eps)

    x = norm(src, norm_weight_1, norm_bias_1) if norm_first else src
    x = src + _attention(x, x, x, embed_dim, num_heads, qkv_weight, qkv_bias, proj_weight,
                         proj_bias, mask, mask_type)[0]
    if not norm_first:
        x = norm(x, norm_weight_1, norm_bias_1)
    h = norm(x, norm_weight_2, norm_bias_2) if norm_first else x
    h = F.linear(h, ffn_weight_1, ffn_bias_1)
    h = F.gelu(h) if use_gelu else F.relu(h)
    x = x + F.linear(h, ffn_weight_2, ffn_bias_2)
    if not norm_first:
        x = norm(x, norm_weight_2, norm_bias_2)
    return x


table = {
    aten._transformer_encoder_layer_fwd.default: transformer_encoder_layer_fwd,
    aten._native_multi_head_attention.default: native_multi_head_attention,
}
