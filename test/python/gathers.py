"""Gathers through torch.compile(backend="tessera"): torch.gather,
advanced indexing, index_select and take_along_dim, compiled to tile
kernels (engine jit: loads through pointers computed from the indices) and
checked against PyTorch eager, on one and two threads."""

import warnings

import torch
import torch.nn as nn

import tessera.dynamo as td

torch.manual_seed(0)


class Fn(nn.Module):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def forward(self, *xs):
        return self.f(*xs)


x = torch.randn(5, 7, 4)
cases = {
    "torch.gather dim 1": (lambda x, i: torch.gather(x, 1, i), (x, torch.randint(0, 7, (5, 3, 4)))),
    "torch.gather dim 2": (lambda x, i: torch.gather(x, 2, i) * 2, (x, torch.randint(0, 4, (5, 7, 2)))),
    "x[i]": (lambda x, i: x[i], (x, torch.tensor([4, 0, 2, 2]))),
    "x[:, i]": (lambda x, i: x[:, i] + 1, (x, torch.tensor([6, 1, 3]))),
    "x[i, j]": (lambda x, i, j: x[i, j], (x, torch.tensor([0, 3, 4]), torch.tensor([6, 2, 0]))),
    "x[i] with negatives": (lambda x, i: x[i], (x, torch.tensor([-1, 0, -5]))),
    "index_select dim 2": (lambda x, i: torch.index_select(x, 2, i), (x, torch.tensor([3, 3, 1]))),
    "take_along_dim": (lambda x, i: torch.take_along_dim(x, i, dim=0), (x, torch.randint(0, 5, (2, 7, 4)))),
    "logits at targets": (lambda l, t: l.log_softmax(-1).gather(1, t.unsqueeze(1)).squeeze(1),
                          (torch.randn(6, 10), torch.randint(0, 10, (6,)))),
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
        ok = got.shape == want.shape and torch.allclose(got, want, rtol=1e-5, atol=1e-6)
        print(f"{threads} thread(s) {name}: {'eager' if ok else 'MISMATCH'} "
              f"{sorted({g['engine'] for g in td.graphs})}")
