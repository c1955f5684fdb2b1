"""The lab's block with the two graph breaks people write first: a print
of a tensor's statistic and Python control flow on a tensor's value
(`.item()`). Dynamo splits forward into three graphs around them;
repaired.py is the same block without the breaks.

    python -m tessera.lab examples/lab/breaks.py:seq32
"""

import torch

from block import Block


class Chatty(Block):
    def forward(self, x):
        x = x + self.attention(x)
        print("attention's output norm:", x.norm().item())  # a break: print of a Python float
        if x.abs().max().item() > 10.0:  # a break: control flow on a tensor's value
            x = x / x.abs().max()
        return x + self.out(torch.nn.functional.gelu(self.fc(self.ln2(x))))


def seq32():
    torch.manual_seed(0)
    return Chatty().eval(), (torch.randn(1, 32, 256),)
