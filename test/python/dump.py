"""torch.compile(..., options={"dump": DIR}): each graph Dynamo hands over
is dumped to DIR/graph-N (every stage from the torch-mlir import to the
schedule, the report, the pictures: `ir-opt --dump-dir`) and DIR/index.html
links them; the graphs still give eager's numbers. A print in forward
splits it in two graphs."""

import sys

import torch
import torch.nn as nn


class TwoGraphs(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(16, 32)
        self.b = nn.Linear(32, 8)

    def forward(self, x):
        y = torch.relu(self.a(x))
        print("between the graphs")
        return self.b(y).softmax(-1)


torch.manual_seed(0)
m = TwoGraphs().eval()
x = torch.randn(4, 16)
target = sys.argv[2] if len(sys.argv) > 2 else "cpu"
with torch.no_grad():
    y = torch.compile(m, backend="tessera", options={"dump": sys.argv[1], "target": target})(x)
    print("eager" if torch.allclose(y, m(x), rtol=1e-4, atol=1e-5) else "MISMATCH")
