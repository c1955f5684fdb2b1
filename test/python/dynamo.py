"""torch.compile(m, backend="tessera") on modules of several kinds: eager's
outputs (rtol 1e-4, atol 1e-5), as many graphs as torch._dynamo.explain
finds, and every graph compiled by tessera (its report's "fallback" is
null); then a graph with an op tessera lacks runs eagerly with a warning
naming it, and raises with fallback=False."""

import glob
import json
import os
import shutil
import sys
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

import tessera.dynamo as td

torch.manual_seed(0)
out_dir = sys.argv[1]


class Attention(nn.Module):
    def __init__(self, d=32, h=4, causal=True):
        super().__init__()
        self.qkv, self.o, self.h, self.causal = nn.Linear(d, 3 * d), nn.Linear(d, d), h, causal

    def forward(self, x):
        b, s, d = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.h, d // self.h).permute(2, 0, 3, 1, 4)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=self.causal)
        return self.o(y.transpose(1, 2).reshape(b, s, d))


class RMSNormSwiGLU(nn.Module):
    def __init__(self, d=32):
        super().__init__()
        self.norm, self.up, self.gate, self.down = nn.RMSNorm(d), nn.Linear(d, 64), nn.Linear(d, 64), nn.Linear(64, d)

    def forward(self, x):
        h = self.norm(x)
        return x + self.down(F.silu(self.gate(h)) * self.up(h))


class Breaks(nn.Module):
    """Graph breaks: a print, and control flow on a tensor's value."""

    def __init__(self):
        super().__init__()
        self.a, self.b = nn.Linear(16, 16), nn.Linear(16, 16)

    def forward(self, x):
        h = torch.relu(self.a(x))
        print("tessera dynamo test: between the graphs")
        if h.sum().item() > 0:
            return self.b(h) * 2
        return self.b(h) - 1


class Constants(nn.Module):
    """Tensor constants made in forward: AOTAutograd lifts them into
    the graph as attributes, whose bytes the cache's key reads (under
    AOTAutograd's fake mode)."""

    def forward(self, x):
        return torch.where(x > 0, x - 1, torch.tensor(0.25))


class ArgMax(nn.Module):
    """Index reductions: their bodies pick NaNs first (a `not` of a
    comparison in the reduction's body)."""

    def forward(self, x):
        return x.argmax(-1).float() + x.argmin(0).float().sum() + x.isnan().any(1).float()


cases = {
    "constants": (Constants(), (torch.randn(3, 4),)),
    "argmax": (ArgMax(), (torch.randn(5, 7),)),
    "mlp": (nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 8)), (torch.randn(4, 16),)),
    "attention_causal": (Attention(causal=True), (torch.randn(2, 8, 32),)),
    "attention": (Attention(causal=False), (torch.randn(2, 8, 32),)),
    "conv_bn_relu": (nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU()),
                     (torch.randn(2, 3, 8, 8),)),
    "rmsnorm_swiglu": (RMSNormSwiGLU(), (torch.randn(2, 8, 32),)),
    "graph_breaks": (Breaks(), (torch.randn(4, 16),)),
}
for name, (m, inputs) in cases.items():
    m = m.eval()
    torch._dynamo.reset()
    explained = torch._dynamo.explain(m)(*inputs).graph_count
    torch._dynamo.reset()
    rep = os.path.join(out_dir, name)
    shutil.rmtree(rep, ignore_errors=True)
    compiled = torch.compile(m, backend="tessera", options={"report": rep})
    with torch.no_grad():
        got, want = compiled(*inputs), m(*inputs)
    ok = torch.allclose(got, want, rtol=1e-4, atol=1e-5)
    reports = [json.load(open(f)) for f in sorted(glob.glob(os.path.join(rep, "*.json")))]
    compiled_by_tessera = sum(r["fallback"] is None for r in reports)
    engines = ",".join(sorted({r.get("engine", "-") for r in reports}))
    print(f"{name}: {'eager' if ok else 'MISMATCH'}, graphs {len(reports)} "
          f"(explain {explained}), by tessera {compiled_by_tessera} ({engines})")

# An op tessera has no rule for (a complex number): eager, with a warning.
class Complex(nn.Module):
    def forward(self, x):
        return torch.view_as_real(torch.polar(x.abs(), x)).sum(-1)


torch._dynamo.reset()
x = torch.randn(4, 4)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    y = torch.compile(Complex(), backend="tessera")(x)
print("fallback:", "eager" if torch.allclose(y, Complex()(x)) else "MISMATCH",
      "|", next((str(w.message) for w in caught if "tessera" in str(w.message)), "no warning"))
torch._dynamo.reset()
try:
    torch.compile(Complex(), backend="tessera", options={"fallback": False})(x)
    print("no error")
except Exception as e:  # Dynamo wraps the backend's exception
    print("raised:", type(e).__name__)

# A bf16 graph the interpreter runs (for the simulated Spyre's target): its
# bf16 results come back from numpy as ml_dtypes' two-byte type, which
# torch.from_numpy does not take.
torch._dynamo.reset()
conv = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU()).eval().to(torch.bfloat16)
xb = torch.randn(2, 3, 8, 8).to(torch.bfloat16)
with torch.no_grad():
    yb = torch.compile(conv, backend="tessera",
                       options={"target": "spyre", "report": os.path.join(out_dir, "bf16")})(xb)
    want = conv(xb)
eng = json.load(open(os.path.join(out_dir, "bf16", "graph" + str(td.graphs[-1]["graph"]) + ".json")))["engine"]
print("bf16 conv:", yb.dtype, "eager" if torch.allclose(yb.float(), want.float(), rtol=2e-2, atol=2e-2)
      else "MISMATCH", f"({eng})")

# Shapes that change between calls: Dynamo makes the graph dynamic (sizes
# as inputs) at the second shape; tessera compiles it once a shape, each
# as a static graph, with no fallback. A model with a view on a size and
# training (gradients flow through the eager backward) too.
class Shapes(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(16, 8)

    def forward(self, x):
        return self.lin(x).view(x.shape[0], 2, 4).softmax(-1)


torch._dynamo.reset()
td.graphs.clear()
sm = Shapes().eval()
fs = torch.compile(sm, backend="tessera")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.no_grad():
        same = [torch.allclose(fs(xs), sm(xs), rtol=1e-4, atol=1e-5)
                for xs in (torch.randn(b, 16) for b in (4, 7, 9, 7))]
    xt = torch.randn(5, 16, requires_grad=True)
    fs(xt).sum().backward()
    g = xt.grad.clone()
    xt.grad = None
    sm(xt).sum().backward()
    same.append(torch.allclose(g, xt.grad, rtol=1e-4, atol=1e-5))
warned = [str(w.message) for w in caught if "tessera" in str(w.message)]
print("shapes 4, 7, 9, 7 and training:", "eager" if all(same) else f"MISMATCH {same}",
      f"engines {sorted({x['engine'] for x in td.graphs})}", f"fallbacks {len(warned)}")
