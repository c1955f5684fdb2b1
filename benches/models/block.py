"""The transformer block the CPU benchmarks compile (d=256, 4 heads,
seq 128, batch 1, f32): pre-LayerNorm attention with a causal mask and a
GELU MLP of width 1024, each with a residual, as GPT-2 writes it."""

import math

import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, d=256, heads=4, hidden=1024):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc = nn.Linear(d, hidden)
        self.out = nn.Linear(hidden, d)

    def forward(self, x):
        b, t, d = x.shape
        h = self.heads
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        q = q.view(b, t, h, d // h).transpose(1, 2)
        k = k.view(b, t, h, d // h).transpose(1, 2)
        v = v.view(b, t, h, d // h).transpose(1, 2)
        s = (q @ k.transpose(-2, -1)) / math.sqrt(d // h)
        mask = torch.tril(torch.ones(t, t, dtype=torch.bool))
        s = s.masked_fill(~mask, float("-inf"))
        a = torch.softmax(s, dim=-1) @ v
        x = x + self.proj(a.transpose(1, 2).reshape(b, t, d))
        return x + self.out(nn.functional.gelu(self.fc(self.ln2(x))))


def block():
    torch.manual_seed(0)
    return Block().eval(), (torch.randn(1, 128, 256),)
