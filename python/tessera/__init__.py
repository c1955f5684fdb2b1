"""tessera from Python: ir-opt's pipelines and the reference interpreter,
in-process (no subprocess).

    import tessera
    hlo = tessera.opt(torch_text, ["--decompose", "--convert-torch-to-hlo"])
    report = tessera.report(hlo, target="spyre")      # a dict: the kernels
    outputs = tessera.run(hlo, [x, w])                # numpy arrays (or tensors)

A diagnostic is raised as `tessera.Diagnostic` (file, line, col, message).
"""

import io
import json
import re

import numpy as np

from . import _native

__version__ = _native.__version__

_LOCATED = re.compile(r"^(?P<file>[^\n:]*):(?P<line>\d+):(?P<col>\d+): error: (?P<message>[^\n]*)", re.M)


class Diagnostic(Exception):
    """An error tessera reported: `file`, `line`, `col` and `message` of
    its first `error:` (None where it has no location), `text` all of it."""

    def __init__(self, text):
        super().__init__(text)
        self.text = text
        m = _LOCATED.search(text)
        if m:
            self.file = m.group("file")
            self.line = int(m.group("line"))
            self.col = int(m.group("col"))
            self.message = m.group("message")
        else:
            self.file = self.line = self.col = None
            first = next((l for l in text.splitlines() if "error:" in l), text.strip())
            self.message = first.split("error:", 1)[-1].strip()


def _call(f, *args):
    try:
        return f(*args)
    except _native.CompileError as e:
        raise Diagnostic(str(e)) from None


def opt(text, args, filename="<string>"):
    """`ir-opt ARGS` on the module `text` (args: a list of flags, or one
    string split at spaces): the printed result."""
    if isinstance(args, str):
        args = args.split()
    return _call(_native.opt, text, list(args), filename)


def report(text, target=None, filename="<string>"):
    """The dataflow passes' report on `text` as a dict: its `kernels` list
    (name, kind, ops, bytes, decisions). `target` compiles for that target
    first (fuse, layout, tile, schedule); without it the module must
    already carry the passes' decisions."""
    args = []
    if target is not None:
        args = [f"--target={target}", "--fuse", "--layout", "--tile", "--schedule"]
    return json.loads(opt(text, args + ["--report=json"], filename))


def _npy(a):
    try:  # a torch tensor
        import torch
        if isinstance(a, torch.Tensor):
            t = a.detach().cpu()
            if t.dtype == torch.bfloat16:
                t = t.float()
            a = t.numpy()
    except ImportError:
        pass
    buf = io.BytesIO()
    np.save(buf, np.asarray(a), allow_pickle=False)
    return buf.getvalue()


def run(text, inputs, entry="main", filename="<string>"):
    """Interprets function `entry` of the module `text` on `inputs` (numpy
    arrays, torch tensors or numbers, one an argument): its results as
    numpy arrays."""
    outs = _call(_native.run, text, [_npy(x) for x in inputs], entry, filename)
    return [np.load(io.BytesIO(b), allow_pickle=False) for b in outs]


__all__ = ["Diagnostic", "opt", "report", "run", "__version__"]
