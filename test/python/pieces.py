"""Slices, pads and concatenations of values a kernel computes, through
torch.compile(backend="tessera"): each compiled to tile kernels (engine
jit: tt.gather and selects, not the interpreter) and checked against
PyTorch eager: RoPE's rotate-half, strided and negative-step-free slices,
constant padding (with negative padding), concatenations along every
dimension and of unequal pieces, in f32, f16 and int64, on one and two
threads."""

import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

import tessera.dynamo as td

torch.manual_seed(0)


class Fn(nn.Module):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def forward(self, *xs):
        return self.f(*xs)


def rotate_half(x):
    a, b = x.chunk(2, dim=-1)
    return torch.cat((-b, a), dim=-1)


cases = {
    "rope": (lambda x, c, s: x * c + rotate_half(x * 2) * s,
             (torch.randn(2, 4, 6, 8), torch.randn(6, 8), torch.randn(6, 8))),
    "strided slices": (lambda x: (x.exp()[:, 1::3, ::2] + 1, x.tanh()[..., 2:5]), (torch.randn(3, 10, 8),)),
    "pad": (lambda x: F.pad(x.relu(), (1, 2, 0, 3), value=0.5), (torch.randn(2, 3, 4, 5),)),
    "negative pad": (lambda x: F.pad(x * 3, (-1, 2, 1, -2)), (torch.randn(2, 6, 7),)),
    "cat dim 0": (lambda x, y: torch.cat([x.sin(), y.cos()], 0), (torch.randn(2, 5), torch.randn(3, 5))),
    "cat dim 1, three pieces": (lambda x: torch.cat([x, x * 2, x[:, :1] - 1], 1), (torch.randn(4, 3).exp(),)),
    "cat last, unequal": (lambda x, y: torch.cat([x.relu(), (y + 1).sqrt()], -1),
                          (torch.randn(2, 3, 4), torch.rand(2, 3, 7))),
    "f16 cat": (lambda x: torch.cat([x * 2, x.neg()], -1), (torch.randn(4, 6).half(),)),
    "int64 cat and slice": (lambda i: torch.cat([i * 3, i[:, 1:] + 1], 1), (torch.randint(-9, 9, (3, 5)),)),
}

for threads in (1, 2):
    for name, (f, inputs) in cases.items():
        m = Fn(f)
        td.graphs.clear()
        torch._dynamo.reset()
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("error", UserWarning)  # a fallback warns
            got = torch.compile(m, backend="tessera", options={"threads": threads})(*inputs)
            want = m(*inputs)
        got, want = (got, want) if isinstance(got, tuple) else ((got,), (want,))
        ok = all(g.dtype == w.dtype and g.shape == w.shape and
                 (torch.equal(g, w) if not g.is_floating_point() else
                  torch.allclose(g.float(), w.float(), rtol=1e-3 if g.dtype == torch.float16 else 1e-5,
                                 atol=1e-3 if g.dtype == torch.float16 else 1e-6))
                 for g, w in zip(got, want))
        print(f"{threads} thread(s) {name}: {'eager' if ok else 'MISMATCH'} "
              f"{sorted({g['engine'] for g in td.graphs})}")
