"""PyTorch's inference fast paths through torch.compile(backend="tessera"):
nn.TransformerEncoderLayer in eval mode without gradients is one
aten._transformer_encoder_layer_fwd, nn.MultiheadAttention without weights
aten._native_multi_head_attention; tessera.decompositions writes them as
the ops they stand for, so each graph compiles (engine jit) and gives
eager's numbers: post- and pre-norm, ReLU and GELU, a key padding mask, a
causal mask, a stack of two, attention with and without weights, cross
attention."""

import warnings

import torch
import torch.nn as nn

import tessera.dynamo as td

torch.manual_seed(0)


def run(name, m, *inputs):
    m = m.eval()
    td.graphs.clear()
    torch._dynamo.reset()
    with torch.no_grad(), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        want = m(*inputs)
        got = torch.compile(m, backend="tessera", options={"threads": 1})(*inputs)
    fallbacks = [str(w.message) for w in caught if "tessera" in str(w.message)]
    got, want = (got, want) if isinstance(got, tuple) else ((got,), (want,))
    ok = all(w is None or torch.allclose(g, w, rtol=1e-4, atol=1e-5) for g, w in zip(got, want))
    print(f"{name}: {'eager' if ok else 'MISMATCH'} {sorted({g['engine'] for g in td.graphs})}",
          fallbacks[:1])


class Layer(nn.Module):
    """A layer called with masks."""

    def __init__(self, **call):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(16, 4, 32, batch_first=True)
        self.call = call

    def forward(self, x, *masks):
        return self.layer(x, *masks, **self.call)


class Attention(nn.Module):
    def __init__(self, **call):
        super().__init__()
        self.attention = nn.MultiheadAttention(16, 4, batch_first=True)
        self.call = call

    def forward(self, q, k, v):
        return self.attention(q, k, v, **self.call)


x = torch.randn(2, 6, 16)
run("encoder relu post-norm", nn.TransformerEncoderLayer(16, 4, 32, batch_first=True), x)
run("encoder gelu pre-norm",
    nn.TransformerEncoderLayer(16, 4, 32, batch_first=True, activation="gelu", norm_first=True), x)
padding = torch.tensor([[False] * 6, [False] * 4 + [True] * 2])
run("encoder key padding", Layer(), x, None, padding)
run("encoder causal", Layer(is_causal=True), x, nn.Transformer.generate_square_subsequent_mask(6))
run("encoder stack", nn.TransformerEncoder(nn.TransformerEncoderLayer(16, 4, 32, batch_first=True), 2,
                                           enable_nested_tensor=False), x)
run("mha no weights", Attention(need_weights=False), x, x, x)
run("mha weights", Attention(), x, x, x)
run("mha cross", Attention(need_weights=False), x, torch.randn(2, 9, 16), torch.randn(2, 9, 16))

# The decompositions against PyTorch's fused kernels themselves, with each
# flag and mask type (Dynamo takes the fast path only where PyTorch's own
# checks allow it, which the cases above may not reach).
import tessera.decompositions as dec  # noqa: E402

aten = torch.ops.aten
layer = nn.TransformerEncoderLayer(16, 4, 32, batch_first=True).eval()
a, f = layer.self_attn, layer
weights = (a.in_proj_weight, a.in_proj_bias, a.out_proj.weight, a.out_proj.bias)
norms = (f.norm1.weight, f.norm1.bias, f.norm2.weight, f.norm2.bias,
         f.linear1.weight, f.linear1.bias, f.linear2.weight, f.linear2.bias)
masks = {
    "no mask": (None, None),
    "attention mask": (torch.rand(6, 6) > 0.7, 0),
    "key padding": (padding, 1),
    "merged float": (torch.randn(2, 4, 6, 6).clamp(min=0), 2),
}
with torch.no_grad():
    for gelu in (False, True):
        for norm_first in (False, True):
            for name, (mask, kind) in masks.items():
                if mask is not None and mask.dtype == torch.bool and kind == 0:
                    mask[:, 0] = False  # no row wholly masked (NaN both ways)
                args = (x, 16, 4, *weights, gelu, norm_first, 1e-5, *norms, mask, kind)
                want = aten._transformer_encoder_layer_fwd(*args)
                got = dec.transformer_encoder_layer_fwd(*args)
                ok = torch.allclose(got, want, rtol=1e-4, atol=1e-5)
                print(f"encoder_layer_fwd gelu={gelu} norm_first={norm_first} {name}:",
                      "fused kernel's" if ok else "MISMATCH")
    for need in (False, True):
        for average in (False, True):
            k = torch.randn(2, 6, 16)  # the fused kernel takes one shape
            args = (x, k, k, 16, 4, *weights, None, need, average, None)
            want = aten._native_multi_head_attention(*args)
            got = dec.native_multi_head_attention(*args)
            ok = torch.allclose(got[0], want[0], rtol=1e-4, atol=1e-5) and (
                not need or torch.allclose(got[1], want[1], rtol=1e-4, atol=1e-5))
            print(f"native_multi_head_attention need_weights={need} average={average}:",
                  "fused kernel's" if ok else "MISMATCH")
