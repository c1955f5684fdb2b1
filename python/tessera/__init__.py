"""tessera from Python: ir-opt's pipelines and the reference interpreter,
in-process (no subprocess).

    import tessera
    hlo = tessera.opt(torch_text, ["--decompose", "--convert-torch-to-hlo"])
    report = tessera.report(hlo, target="spyre")      # a dict: the kernels
    outputs = tessera.run(hlo, [x, w])                # numpy arrays (or tensors)
    tt = tessera.opt(hlo, ["--fuse", "--tile=cpu", "--convert-to-tt"])
    f = tessera.Compiled(tt)                          # LLVM, for this CPU
    y, = f(x_tensor, w_tensor)                        # on the tensors' memory

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


# The torch dialect's dtype names (what `_native.Compiled` reports) as torch
# dtypes; made on first use, so that `import tessera` does not import torch.
_TORCH_DTYPES = {}


def _torch_dtype(name):
    if not _TORCH_DTYPES:
        import torch
        _TORCH_DTYPES.update({
            "f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32,
            "f64": torch.float64, "i1": torch.bool, "ui8": torch.uint8, "si8": torch.int8,
            "si16": torch.int16, "si32": torch.int32, "si64": torch.int64,
            "ui16": torch.uint16, "ui32": torch.uint32})
    return _TORCH_DTYPES[name]


class Compiled:
    """A module of tile kernels (`--convert-to-tt`'s output) compiled for
    this CPU by LLVM, called on torch tensors: each input is read where it
    is and each result is written straight into the tensor returned (a
    non-contiguous input is made contiguous first, one on another device
    is copied to the CPU and the results copied back). `threads` spreads
    each kernel's programs; `compile_ms` is what LLVM took; `profile()`
    each launch's kernel, location and median milliseconds. `objects()`
    are the machine code's object files: given back as `objects` with the
    same text (on the same CPU and build), they are linked instead of
    compiled, in milliseconds."""

    def __init__(self, text, entry="main", threads=1, filename="<string>", objects=None):
        self._c = _call(_native.Compiled, text, entry, threads, filename, objects)
        self.inputs = [(tuple(s), _torch_dtype(d)) for s, d in self._c.inputs]
        self.outputs = [(tuple(s), _torch_dtype(d)) for s, d in self._c.outputs]
        self.compile_ms = self._c.compile_ms
        # The host function runs in the interpreter, launching the compiled
        # kernels (it holds ops other than launches).
        self.hybrid = self._c.hybrid
        import torch
        self._torch = torch

    def profile(self):
        return self._c.profile()

    def objects(self):
        return self._c.objects()

    def __call__(self, *tensors):
        # The common case (contiguous CPU tensors of the compiled types) is
        # a few attribute reads a tensor: a call costs microseconds.
        if len(tensors) != len(self.inputs):
            raise TypeError(f"tessera: the program takes {len(self.inputs)} tensors, "
                            f"{len(tensors)} given")
        torch = self._torch
        device = None
        held = []
        for i, (t, (shape, dtype)) in enumerate(zip(tensors, self.inputs)):
            if not isinstance(t, torch.Tensor):
                t = torch.as_tensor(t, dtype=dtype)
            if t.dtype != dtype or t.shape != shape:
                raise TypeError(f"tessera: input {i} is {tuple(t.shape)} {t.dtype}, but the "
                                f"program was compiled for {shape} {dtype}")
            if not t.is_cpu:
                device = device or t.device
                t = t.cpu()
            if not t.is_contiguous():
                t = t.contiguous()
            held.append(t)
        outs = [torch.empty(shape, dtype=dtype) for shape, dtype in self.outputs]
        try:
            self._c.run([(t.data_ptr(), t.nbytes) for t in held],
                        [(o.data_ptr(), o.nbytes) for o in outs])
        except _native.CompileError as e:
            raise Diagnostic(str(e)) from None
        if device is not None:
            outs = [o.to(device) for o in outs]
        return outs


__all__ = ["Compiled", "Diagnostic", "opt", "report", "run", "__version__"]
