"""PyTorch models written for test/tt/torch-live-*.test (`torch-import
FILE:factory`): standard torch.nn layers that none of the committed
exports use, imported through torch-mlir when the test runs."""

import torch
import torch.nn as nn


def encoder():
    """nn.TransformerEncoderLayer: post-norm, ReLU MLP, 4 heads."""
    torch.manual_seed(0)
    m = nn.TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=128, dropout=0.0, batch_first=True).eval()
    return m, (torch.randn(2, 10, 64),)


def decoder():
    """nn.TransformerDecoderLayer: pre-norm, GELU, self- and cross-attention."""
    torch.manual_seed(3)
    m = nn.TransformerDecoderLayer(d_model=32, nhead=2, dim_feedforward=64, dropout=0.0, batch_first=True,
                                   norm_first=True, activation="gelu").eval()
    return m, (torch.randn(2, 6, 32), torch.randn(2, 5, 32))


def mlp_relu_ln():
    """Linear, ReLU, LayerNorm, Linear, Softmax."""
    torch.manual_seed(1)
    m = nn.Sequential(nn.Linear(48, 96), nn.ReLU(), nn.LayerNorm(96), nn.Linear(96, 10), nn.Softmax(-1)).eval()
    return m, (torch.randn(5, 48),)


class Gated(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(32, 64)
        self.b = nn.Linear(32, 64)
        self.o = nn.Linear(64, 32)

    def forward(self, x):
        return self.o(torch.sigmoid(self.a(x)) * torch.tanh(self.b(x))) + x


def gated():
    """A sigmoid-tanh gated MLP with a residual."""
    torch.manual_seed(2)
    return Gated().eval(), (torch.randn(3, 7, 32),)


class Embed(nn.Module):
    def __init__(self):
        super().__init__()
        self.e = nn.Embedding(50, 16)
        self.l = nn.Linear(16, 4)

    def forward(self, ids):
        return self.l(self.e(ids).mean(1))


def embed():
    """nn.Embedding, mean pooling, a linear classifier."""
    torch.manual_seed(4)
    return Embed().eval(), (torch.randint(0, 50, (3, 9)),)


class Mha(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.MultiheadAttention(24, 3, batch_first=True)

    def forward(self, x):
        return self.a(x, x, x, need_weights=False)[0]


def mha():
    """nn.MultiheadAttention, 3 heads."""
    torch.manual_seed(6)
    return Mha().eval(), (torch.randn(2, 7, 24),)
