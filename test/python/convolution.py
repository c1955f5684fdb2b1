"""Convolutions through torch.compile(backend="tessera") on the CPU, each
compiled to tile kernels (engine "jit", not the interpreter) and checked
against PyTorch eager: 1-, 2- and 3-d, strides, padding, kernel dilation,
feature groups (grouped and depthwise), transposed convolutions (input
dilation), a batch, f16, bf16 and f64 (with one thread; f64 accumulates
in f64), on the threads the
first argument says (default: one, then two)."""

import sys
import warnings

import torch
import torch.nn as nn

import tessera.dynamo as td

torch.manual_seed(0)

cases = [
    ("conv2d 3x3 pad 1", nn.Conv2d(3, 8, 3, padding=1), (1, 3, 12, 12)),
    ("conv2d stride 2, no bias", nn.Conv2d(4, 6, 3, stride=2, bias=False), (2, 4, 11, 9)),
    ("conv2d dilation 2", nn.Conv2d(4, 4, 3, dilation=2, padding=2), (1, 4, 10, 10)),
    ("conv2d 1x1", nn.Conv2d(16, 8, 1), (1, 16, 7, 7)),
    ("conv2d groups 2", nn.Conv2d(4, 8, 3, groups=2, padding=1), (1, 4, 8, 8)),
    ("depthwise", nn.Conv2d(6, 6, 3, groups=6, padding=1), (1, 6, 9, 9)),
    ("depthwise x2", nn.Conv2d(3, 6, 5, groups=3, padding=2, stride=2), (1, 3, 13, 13)),
    ("conv2d rect pad", nn.Conv2d(2, 3, (3, 5), padding=(0, 2)), (1, 2, 6, 10)),
    ("conv1d", nn.Conv1d(4, 5, 5, padding=2), (2, 4, 20)),
    ("conv3d", nn.Conv3d(2, 3, 3, padding=1), (1, 2, 5, 6, 4)),
    ("conv transpose 2d", nn.ConvTranspose2d(4, 3, 3, stride=2, padding=1, output_padding=1),
     (1, 4, 5, 5)),
    ("conv transpose 1d", nn.ConvTranspose1d(3, 2, 4, stride=3), (1, 3, 7)),
    ("conv transpose groups 2", nn.ConvTranspose2d(4, 6, 3, stride=2, groups=2), (1, 4, 4, 4)),
    ("relu then conv", nn.Sequential(nn.ReLU(), nn.Conv2d(3, 4, 3)), (1, 3, 8, 8)),
    # The upsampled input is computed in the convolution's kernel: picked
    # from its block, not read from memory.
    ("upsample then conv", nn.Sequential(nn.Upsample(scale_factor=2), nn.Conv2d(3, 4, 3, padding=1)),
     (1, 3, 5, 5)),
    ("upsample then strided dilated conv", nn.Sequential(nn.Upsample(scale_factor=2),
                                                          nn.Conv2d(3, 4, 3, stride=2, dilation=2)),
     (2, 3, 6, 5)),
    ("reflect-padded conv", nn.Conv2d(3, 4, 3, padding=1, padding_mode="reflect"), (1, 3, 7, 6)),
    ("circular-padded strided conv", nn.Conv2d(2, 3, 3, stride=2, padding=2, padding_mode="circular"),
     (1, 2, 9, 9)),
    ("conv + bn + relu", nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU()),
     (1, 3, 10, 10)),
]

# One test file a thread count (each stays well inside lit's time limit).
threads_run = [int(sys.argv[1])] if len(sys.argv) > 1 else [1, 2]
for threads in threads_run:
    for name, m, shape in cases:
        m = m.eval()
        if isinstance(m, nn.Sequential) and isinstance(m[1], nn.BatchNorm2d):
            # Running statistics that are not 0 and 1.
            m[1].running_mean.uniform_(-1, 1)
            m[1].running_var.uniform_(0.5, 2)
        x = torch.randn(*shape)
        td.graphs.clear()
        torch._dynamo.reset()
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("error", UserWarning)  # a fallback warns
            y = torch.compile(m, backend="tessera", options={"threads": threads})(x)
            want = m(x)
        engines = {g["engine"] for g in td.graphs}
        ok = torch.allclose(y, want, rtol=1e-4, atol=1e-5)
        print(f"{threads} thread(s) {name}: {'eager' if ok else 'MISMATCH'} {sorted(engines)}")

for dt, tol in ((torch.float16, 2e-2), (torch.bfloat16, 5e-2), (torch.float64, 1e-10)) if 1 in threads_run else ():
    m = nn.Conv2d(4, 8, 3, padding=1).eval().to(dt)
    x = torch.randn(1, 4, 8, 8).to(dt)
    td.graphs.clear()
    torch._dynamo.reset()
    with torch.no_grad():
        y = torch.compile(m, backend="tessera", options={"threads": 1})(x)
        want = m.double()(x.double())
    ok = y.dtype == dt and torch.allclose(y.double(), want, rtol=tol, atol=tol)
    print(f"{dt}: {'eager' if ok else 'MISMATCH'} {sorted({g['engine'] for g in td.graphs})}")
