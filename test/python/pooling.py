"""Pooling (stablehlo.reduce_window) through torch.compile(backend="tessera"):
compiled to tile kernels (engine jit) and checked against PyTorch eager:
max and average pooling in 1, 2 and 3 dimensions, strides, padding (with
and without counting it), ceil mode, dilation, on values the model
computes, f16 too; on one and two threads."""

import warnings

import torch
import torch.nn as nn

import tessera.dynamo as td

torch.manual_seed(0)

cases = [
    ("maxpool2d 2", nn.Sequential(nn.ReLU(), nn.MaxPool2d(2)), (1, 3, 8, 8)),
    ("maxpool2d 3 s2 p1", nn.Sequential(nn.Tanh(), nn.MaxPool2d(3, 2, 1)), (2, 4, 9, 7)),
    ("maxpool2d dilation, ceil", nn.MaxPool2d(3, 2, 1, dilation=2, ceil_mode=True), (1, 2, 11, 10)),
    ("avgpool2d 3 s1 p1", nn.AvgPool2d(3, 1, 1), (1, 3, 6, 6)),
    ("avgpool2d no pad count", nn.AvgPool2d(3, 2, 1, count_include_pad=False), (1, 3, 7, 7)),
    ("avgpool2d ceil", nn.AvgPool2d(2, 2, ceil_mode=True), (1, 2, 5, 5)),
    ("maxpool1d", nn.MaxPool1d(4, 2), (2, 3, 13)),
    ("avgpool1d", nn.AvgPool1d(3, 2, 1), (2, 3, 10)),
    ("maxpool3d", nn.MaxPool3d(2), (1, 2, 4, 6, 4)),
    ("conv, pool, conv", nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                                       nn.Conv2d(8, 4, 3)), (1, 3, 12, 12)),
]

for threads in (1, 2):
    for name, m, shape in cases:
        m = m.eval()
        x = torch.randn(*shape)
        td.graphs.clear()
        torch._dynamo.reset()
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("error", UserWarning)  # a fallback warns
            y = torch.compile(m, backend="tessera", options={"threads": threads})(x)
            want = m(x)
        ok = y.shape == want.shape and torch.allclose(y, want, rtol=1e-4, atol=1e-5)
        print(f"{threads} thread(s) {name}: {'eager' if ok else 'MISMATCH'} "
              f"{sorted({g['engine'] for g in td.graphs})}")

m = nn.Sequential(nn.ReLU(), nn.MaxPool2d(2), nn.AvgPool2d(2)).half().eval()
x = torch.randn(1, 3, 8, 8).half()
td.graphs.clear()
torch._dynamo.reset()
with torch.no_grad():
    y = torch.compile(m, backend="tessera", options={"threads": 1})(x)
    want = m.float()(x.float())
print("f16 pools:", "eager" if y.dtype == torch.float16 and torch.allclose(y.float(), want, rtol=1e-2, atol=1e-2)
      else "MISMATCH", sorted({g["engine"] for g in td.graphs}))
