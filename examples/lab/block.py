"""The lab's transformer block: pre-LayerNorm causal self-attention and a
GELU MLP, each with a residual, as GPT-2 writes it (d=256, 4 heads, MLP
width 1024, batch 1, f32).

    python -m tessera.lab examples/lab/block.py:seq32
"""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


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

    def attention(self, x):
        b, t, d = x.shape
        h = self.heads
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        q, k, v = (z.view(b, t, h, d // h).transpose(1, 2) for z in (q, k, v))
        s = (q @ k.transpose(-2, -1)) / math.sqrt(d // h)
        mask = torch.tril(torch.ones(t, t, dtype=torch.bool))
        a = torch.softmax(s.masked_fill(~mask, float("-inf")), dim=-1) @ v
        return self.proj(a.transpose(1, 2).reshape(b, t, d))

    def forward(self, x):
        x = x + self.attention(x)
        return x + self.out(F.gelu(self.fc(self.ln2(x))))


def make(seq):
    torch.manual_seed(0)
    return Block().eval(), (torch.randn(1, seq, 256),)


def seq32():
    return make(32)


def seq128():
    return make(128)
