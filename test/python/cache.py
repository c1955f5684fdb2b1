"""The compile cache: a second process compiling the same graph reads it
from $TESSERA_CACHE_DIR (a hit: no torch-mlir import, no lowering) and
gives the same numbers; a different shape or target is a miss. Where
AOTAutograd's graph is Dynamo's one for one (inference, no input mutated,
no result a view), the hit is served under Dynamo's graph and AOTAutograd
does not run either ("direct"); the kernels' machine code is linked from
the cache, not compiled again ("linked"); a graph returning a view of its input, one
mutating its input and one recorded for training are served through
AOTAutograd, whose wrappers keep the view a view and the mutation seen."""

import sys

import torch
import torch.nn as nn

import tessera.dynamo as td

torch.manual_seed(0)
case = sys.argv[1] if len(sys.argv) > 1 else "cpu"
m = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 8)).eval()
x = torch.randn(4, 16)


def close(a, b):
    return torch.allclose(a, b, rtol=1e-4, atol=1e-5)


if case in ("cpu", "spyre"):
    with torch.no_grad():
        y = torch.compile(m, backend="tessera", options={"target": case})(x)
        ok = close(y, m(x))
elif case == "view":
    def f(x):
        return x * 2, x.view(-1)

    with torch.no_grad():
        a, v = torch.compile(f, backend="tessera")(x)
    # The second result is the input's memory, as eager's is.
    ok = close(a, x * 2) and v.data_ptr() == x.data_ptr() and v.shape == (64,)
elif case == "mutation":
    def f(x):
        x.mul_(2)
        return x + 1

    x0 = x.clone()
    with torch.no_grad():
        y = torch.compile(f, backend="tessera")(x)
    ok = close(x, x0 * 2) and close(y, x0 * 2 + 1)
elif case == "training":
    m.train()
    y = torch.compile(m, backend="tessera")(x)
    y.sum().backward()
    ok = close(y, m(x)) and m[0].weight.grad is not None
print(case, "eager" if ok else "MISMATCH",
      f"hits {td.stats['hits']} misses {td.stats['misses']} direct {td.stats['direct']} "
      f"linked {td.stats['linked']}",
      "torch-mlir imported" if "torch_mlir.extras.fx_importer" in sys.modules else "no torch-mlir")
