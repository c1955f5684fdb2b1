"""The compile cache: a second process compiling the same graph reads it
from $TESSERA_CACHE_DIR (a hit, no import or lowering) and gives the same
numbers; a different shape or target is a miss."""

import sys

import torch
import torch.nn as nn

import tessera.dynamo as td

torch.manual_seed(0)
m = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 8)).eval()
x = torch.randn(4, 16)
target = sys.argv[1] if len(sys.argv) > 1 else "cpu"
y = torch.compile(m, backend="tessera", options={"target": target})(x)
print("eager" if torch.allclose(y, m(x), rtol=1e-4, atol=1e-5) else "MISMATCH",
      f"hits {td.stats['hits']} misses {td.stats['misses']}")
