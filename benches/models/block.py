"""The transformer block the CPU benchmarks compile: the lab's block
(examples/lab/block.py: d=256, 4 heads, MLP 1024, pre-LayerNorm causal
attention and a GELU MLP as GPT-2 writes it) at sequence 128, batch 1,
f32. One definition for the lab and the benchmarks."""

import importlib.util
import os

_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "lab", "block.py")
_spec = importlib.util.spec_from_file_location("lab_block", _path)
_lab = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_lab)

Block = _lab.Block


def block():
    return _lab.seq128()
