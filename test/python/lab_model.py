"""A model for the lab command's test: a small MLP with a residual and a
LayerNorm (not one of the lab's bundled models)."""

import torch
import torch.nn as nn


class Residual(nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = nn.LayerNorm(64)
        self.up = nn.Linear(64, 128)
        self.down = nn.Linear(128, 64)

    def forward(self, x):
        return x + self.down(torch.relu(self.up(self.norm(x))))


def factory():
    torch.manual_seed(1)
    return Residual().eval(), (torch.randn(8, 64),)
