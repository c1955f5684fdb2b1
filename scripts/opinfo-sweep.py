#!/usr/bin/env python3
"""Op-by-op sweep of tessera against PyTorch's own OpInfo samples.

    scripts/opinfo-sweep.py [-k SUBSTR ...] [--limit N] [--work DIR]
                            [--dtypes f32,f16,bf16] [--paths interp,cpu,spyre]
                            [--jobs 2] [--timeout 60]
                            [--markdown FILE] [--json FILE] [-v]

For every OpInfo of `torch.testing._internal.common_methods_invocations.op_db`
(less the random, sparse, linalg-decomposition, FFT, autograd-only and
in-place ones: `--list-skipped` prints them with the reason) and every dtype
of f32, f16 and bf16 the op supports on the CPU, ONE sample of
`op.sample_inputs('cpu', dtype, requires_grad=False)` is taken: the first
whose leaves are all tensors or constants torch.export can take, preferring
one whose tensors are non-empty (then one with a tensor of rank >= 1)
and whose eager call succeeds. Its non-tensor
arguments and keyword arguments are baked into a wrapper nn.Module whose
forward takes only the tensors; the eager result of op.op is the reference.
The wrapper is imported with `torch_mlir.fx.export_and_import` (the default
decomposition table, as tools/torch-import does; its to_numpy and
flatten_outputs store the tensors: bf16 as float32 npy, Python scalars as
0-d arrays) into WORK/OP/DTYPE (model.mlir, input<i>.npy, output<i>.npy,
case.json), and the program is run three ways with $TESSERA_BIN_DIR's
binaries (default target/release):

  interp  ir-opt --decompose --convert-torch-to-hlo; ir-run (interpreter)
  cpu     ir-opt ... --fuse --tile=cpu --convert-to-tt; ir-run --jit --threads 2
  spyre   ir-opt ... --fuse --tile=spyre --convert-to-ktir; ir-run of the
          host function main on the simulated Spyre: the inputs, one zero
          buffer per result, the workspace (@main's hlo.workspace_elements)

each checked against PyTorch (f32: rtol 1e-4, atol 1e-5; f16/bf16: 2e-2).
In f16 and bf16, PyTorch's float64 computation on the same inputs is a
second opinion (exact<j>.npy, as PyTorch's test_decomp judges
decompositions): a result that misses eager's passes (`pass*`) when it
agrees with the float64 one and eager's does not. Sorts whose samples leave
the order of ties open are asked for the stable one. A case is, on each path:

  pass      every result agrees (pass*: with float64, where eager is off)
  FAIL      wrong numbers (or fewer results than PyTorch's)
  unsup     a refusal: an error (its reason is the op the first `error:`
            line names, or the op at its location)
  crash     a panic or a signal: printed loudly, with the command
  timeout   a command ran past --timeout seconds

and a case torch-mlir could not import is `export-failed`: listed apart,
not counted against tessera. The table, a summary (passed / exported per
path and dtype) and the ranking of refusal reasons are printed;
`--markdown` writes them as a document (docs/coverage.md), `--json` every
row. Commands run at most --jobs (<= 2) at a time: each op is swept in a
forked worker that runs its commands one after another.
"""

import argparse
import collections
import datetime
import json
import os
import shutil
import re
import shlex
import signal
import subprocess
import sys
import time
import traceback
import types
import unittest

import tessera_bins  # noqa: E402  (scripts/ is on sys.path when run as a script)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "torch-import"))
import torch_import  # noqa: E402  (to_numpy, flatten_outputs, signature_types, OP_RE)

# Sorts whose samples leave the order of equal keys to the implementation.
UNSPECIFIED_TIE_ORDER = {"sort", "argsort"}
DTYPES = {"f32": "float32", "f16": "float16", "bf16": "bfloat16"}
TOLERANCES = {"f32": (1e-4, 1e-5), "f16": (2e-2, 2e-2), "bf16": (2e-2, 2e-2)}
PATHS = ("interp", "cpu", "spyre")
PIPELINES = {
    "interp": ["--decompose", "--convert-torch-to-hlo"],
    "cpu": ["--decompose", "--convert-torch-to-hlo", "--fuse", "--tile=cpu", "--convert-to-tt"],
    "spyre": ["--decompose", "--convert-torch-to-hlo", "--fuse", "--tile=spyre", "--convert-to-ktir"],
}
SHORT = {"pass": "pass", "fail": "FAIL", "unsupported": "unsup", "crash": "CRASH",
         "timeout": "TIME", None: "-"}
# ir-run's names for the zero buffers of --arg (numpy dtype -> spec).
NPY_TO_ARG = {"float32": "f32", "float16": "f16", "float64": "f64", "bool": "i1",
              "int64": "i64", "int32": "i32", "int16": "i16", "int8": "i8", "uint8": "ui8"}
TORCH_TO_ARG = {"float32": "f32", "float16": "f16", "bfloat16": "bf16", "float64": "f64",
                "bool": "i1", "int64": "i64", "int32": "i32", "int16": "i16", "int8": "i8",
                "uint8": "ui8"}

# ----------------------------------------------------------------------------
# Which OpInfos are swept

RANDOM = {
    "bernoulli", "cauchy", "exponential", "geometric", "log_normal", "normal", "uniform",
    "multinomial", "rand_like", "randn", "randn_like", "randint", "randint_like",
    "nn.functional.rrelu", "nn.functional.fractional_max_pool2d",
    "nn.functional.fractional_max_pool3d", "svd_lowrank", "pca_lowrank",
    # Uninitialized memory: nothing to compare with.
    "empty", "empty_like", "empty_strided", "empty_permuted", "new_empty", "new_empty_strided",
}
LINALG = {
    "svd", "qr", "cholesky", "cholesky_inverse", "cholesky_solve", "eig", "lu", "lu_solve",
    "lu_unpack", "geqrf", "ormqr", "triangular_solve", "pinverse", "matrix_exp", "logdet",
    "det", "slogdet", "inverse", "symeig", "lstsq",
}
FFT = {"stft", "istft"}
INPLACE = {"resize_", "resize_as_", "zero_", "fill_"}


def full_name(op):
    return op.name + ("." + op.variant_test_name if op.variant_test_name else "")


def skip_reason(op):
    """Why an OpInfo is not swept, or None."""
    name, variant = op.name, op.variant_test_name
    if (name in RANDOM or "dropout" in name or name.startswith("rand")
            or getattr(op, "has_nondeterministic_output", False) is True):
        return "random"
    if name.startswith("sparse.") or name == "to_sparse" or "sparse" in variant:
        return "sparse"
    if name.startswith("linalg.") or name in LINALG:
        return "linalg"
    if name.startswith("fft.") or name in FFT:
        return "fft"
    if (variant in ("grad", "grad_oriented", "subgradients_at_zero")
            or name.endswith("_backward")):
        return "autograd"
    if name in INPLACE or variant == "in_place" or (name.endswith("_") and not name.endswith("__")):
        return "in-place"
    return None


def load_op_db():
    # common_utils imports expecttest (a test-only dependency) for its TestCase
    # base class; the sweep needs only the OpInfos.
    try:
        import expecttest  # noqa: F401
    except ImportError:
        stub = types.ModuleType("expecttest")
        stub.TestCase = unittest.TestCase
        stub.ACCEPT = False
        sys.modules["expecttest"] = stub
    from torch.testing._internal.common_methods_invocations import op_db
    return op_db


# ----------------------------------------------------------------------------
# A sample as a module of its tensors


class ExportTimeout(Exception):
    pass


def _alarm(signum, frame):
    raise ExportTimeout("timed out")


def leaf_ok(x):
    """A leaf torch.export can take: a dense real/complex tensor, or a constant."""
    import torch
    if isinstance(x, torch.Tensor):
        return x.layout == torch.strided and not x.is_quantized and not x.is_nested \
            and not x.requires_grad and x.device.type == "cpu"
    return x is None or x is Ellipsis or isinstance(x, (
        bool, int, float, complex, str, slice, torch.dtype, torch.device, torch.layout,
        torch.memory_format, torch.Size))


def make_wrapper(fn, leaves, spec, tensor_pos):
    import torch
    from torch.utils import _pytree as pytree

    consts = [None if i in tensor_pos else v for i, v in enumerate(leaves)]

    class OpWrapper(torch.nn.Module):
        def forward(self, *tensors):
            vals = list(consts)
            for p, t in zip(tensor_pos, tensors):
                vals[p] = t
            inp, args, kwargs = pytree.tree_unflatten(vals, spec)
            return fn(inp, *args, **kwargs)

    return OpWrapper()


def describe_sample(leaves, spec, tensor_pos):
    """A short printable form of the sample (tensors as dtype[shape])."""
    from torch.utils import _pytree as pytree
    vals = list(leaves)
    for p in tensor_pos:
        t = leaves[p]
        vals[p] = _TensorRepr(f"{str(t.dtype).replace('torch.', '')}{list(t.shape)}")
    inp, args, kwargs = pytree.tree_unflatten(vals, spec)
    parts = [repr(inp)] + [repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()]
    s = ", ".join(parts)
    return s if len(s) <= 300 else s[:297] + "..."


class _TensorRepr:
    def __init__(self, s):
        self.s = s

    def __repr__(self):
        return self.s


def same_values(a, b):
    import torch
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if torch.equal(a, b):
        return True
    if a.is_floating_point():
        return bool(torch.equal(torch.isnan(a), torch.isnan(b))
                    and torch.equal(torch.nan_to_num(a), torch.nan_to_num(b)))
    return False


def exact_outputs(op, dtype, leaves, spec, tensor_pos, outputs):
    """The op's results on the same inputs computed in float64 (the floating
    tensors upcast, which is exact), or None: the second opinion for f16 and
    bf16 cases, where eager's own rounding (bf16 addbmm rounds after every
    batch, f16 soft_margin_loss overflows where the exported graph upcasts)
    can make eager the less accurate of the two. PyTorch's test_decomp
    judges decompositions against the same float64 reference."""
    import torch
    if dtype not in (torch.float16, torch.bfloat16):
        return None
    up = [x.double() if isinstance(x, torch.Tensor) and x.dtype == dtype else x
          for x in leaves]
    try:
        with torch.no_grad():
            torch.manual_seed(0)
            ref = make_wrapper(op.op, up, spec, tensor_pos)(*[up[j] for j in tensor_pos])
        exact = torch_import.flatten_outputs(ref)
    except Exception:
        return None
    if len(exact) != len(outputs):
        return None
    for e, o in zip(exact, outputs):
        if not (isinstance(e, torch.Tensor) and isinstance(o, torch.Tensor)) \
                or e.shape != o.shape:
            return None
    return [e if e.is_floating_point() and o.dtype == dtype else None
            for e, o in zip(exact, outputs)]


def pick_sample(op, dtype, max_samples=64):
    """(wrapper, tensors, reference outputs, description, sample index,
    mutated inputs, float64 outputs or None) for the first usable sample, or
    raise LookupError with the reason none was. The mutated inputs are
    [(input index, value after the eager call)]: an op that writes an
    argument (batch norm's running statistics) is exported with the new
    values as results before its own. A sort whose sample leaves the order
    of ties open is asked for the stable order, the one tessera gives (any
    order of equal keys is a right answer; eager's unstable one is not
    reproducible)."""
    import torch
    from torch.utils import _pytree as pytree

    torch.manual_seed(0)
    try:
        samples = op.sample_inputs("cpu", dtype, requires_grad=False)
    except Exception as e:
        raise LookupError(f"sample_inputs failed: {first_line(e)}")
    usable, why = [], collections.Counter()
    try:
        for i, s in enumerate(samples):
            if i >= max_samples:
                break
            leaves, spec = pytree.tree_flatten((s.input, tuple(s.args), dict(s.kwargs)))
            if not all(leaf_ok(x) for x in leaves):
                bad = next(type(x).__name__ for x in leaves if not leaf_ok(x))
                why[f"a {bad} argument"] += 1
                continue
            tensor_pos = [j for j, x in enumerate(leaves) if isinstance(x, torch.Tensor)]
            empty = any(leaves[j].numel() == 0 for j in tensor_pos)
            # Then samples with an array (rank >= 1) before those of 0-d tensors only.
            scalar_only = not any(leaves[j].dim() > 0 for j in tensor_pos)
            usable.append(((empty, scalar_only), i, leaves, spec, tensor_pos))
    except Exception as e:
        if not usable:
            raise LookupError(f"sample_inputs failed: {first_line(e)}")
    if not usable:
        raise LookupError("no sample of tensors and constants"
                          + (f" ({', '.join(sorted(why))})" if why else ""))
    usable.sort(key=lambda u: (u[0], u[1]))  # non-empty, arrays first; then in order
    errors = []
    for empty, i, leaves, spec, tensor_pos in usable[:8]:
        # Contiguous copies: the module's inputs are what the npy files hold.
        leaves = [x.detach().clone(memory_format=torch.contiguous_format)
                  if isinstance(x, torch.Tensor) else x for x in leaves]
        if op.name in UNSPECIFIED_TIE_ORDER:
            inp, args_, kwargs = pytree.tree_unflatten(leaves, spec)
            kwargs.setdefault("stable", True)
            leaves, spec = pytree.tree_flatten((inp, args_, kwargs))
            tensor_pos = [j for j, x in enumerate(leaves) if isinstance(x, torch.Tensor)]
        tensors = [leaves[j] for j in tensor_pos]
        wrapper = make_wrapper(op.op, leaves, spec, tensor_pos)
        try:
            with torch.no_grad():
                torch.manual_seed(0)
                copies = [t.clone() for t in tensors]
                ref = wrapper(*copies)
            outputs = torch_import.flatten_outputs(ref)
            mutated = [(k, c) for k, (t, c) in enumerate(zip(tensors, copies))
                       if not same_values(t, c)]
            for o in outputs:
                torch_import.to_numpy(o)
        except Exception as e:
            errors.append(f"eager: {first_line(e)}")
            continue
        if not outputs:
            errors.append("no outputs")
            continue
        exact = exact_outputs(op, dtype, leaves, spec, tensor_pos, outputs)
        return (wrapper, tensors, outputs, describe_sample(leaves, spec, tensor_pos), i, mutated,
                exact)
    raise LookupError("no sample runs eagerly: " + "; ".join(errors[:2]))


# ----------------------------------------------------------------------------
# Running tessera


def first_line(e):
    s = str(e).strip()
    line = s.splitlines()[0] if s else ""
    return f"{type(e).__name__}: {line}"[:300]


ERROR_RE = re.compile(r"^(?:(?P<file>[^:\s]+):(?P<line>\d+):(?P<col>\d+): )?(?:[\w-]+: )?error: (?P<msg>.*)$")
QUOTED_OP_RE = re.compile(r"'([a-z_][\w]*\.[\w.]+)'")


def refusal_reason(text, cwd):
    """The op the first `error:` line names, else the op at its location,
    else the message with its numbers blurred. Returns (reason, line)."""
    for line in text.splitlines():
        if "error:" not in line:
            continue
        m = ERROR_RE.match(line.strip())
        msg = m.group("msg") if m else line.split("error:", 1)[1].strip()
        q = QUOTED_OP_RE.search(msg)
        if q:
            op = q.group(1)
            if op == "torch.operator":
                o = re.search(r'torch\.operator\s+"([^"]+)"', msg)
                if o:
                    op += f' "{o.group(1)}"'
                elif m and m.group("file"):
                    op = op_at(os.path.join(cwd, m.group("file")), int(m.group("line"))) or op
            return op, line.strip()
        if m and m.group("file"):
            op = op_at(os.path.join(cwd, m.group("file")), int(m.group("line")))
            if op:
                return op, line.strip()
        blurred = re.sub(r"(?<![\w.])\d+", "N", msg)
        blurred = re.sub(r"'[^']*'", "'…'", blurred)
        return blurred[:100], line.strip()
    return None, None


def gist(detail):
    """An error line without its location, numbers blurred: what the reasons'
    ranking shows beside each op."""
    if not detail:
        return ""
    m = ERROR_RE.match(detail.strip())
    msg = m.group("msg") if m else detail
    return re.sub(r"(?<![\w.])\d+(\.\d+)?(e-?\d+)?", "N", msg)[:140]


def op_at(path, lineno):
    try:
        with open(path) as f:
            for i, l in enumerate(f, 1):
                if i == lineno:
                    m = torch_import.OP_RE.match(l)
                    if m:
                        op = m.group("op")
                        if op == "torch.operator":
                            o = torch_import.OPERATOR_RE.search(l)
                            if o:
                                op += f' "{o.group(1)}"'
                        return "func.return" if op == "return" else op
                    g = torch_import.GENERIC_RE.match(l)
                    return g.group(1) if g else None
    except OSError:
        pass
    return None


def run_cmd(cmd, cwd, timeout):
    t = time.time()
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                           errors="replace")
        return p.returncode, p.stdout, p.stderr, time.time() - t
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
        return None, out, err, time.time() - t


def repro(cmd, cwd):
    return f"cd {shlex.quote(cwd)} && " + " ".join(shlex.quote(c) for c in cmd)


def classify(rc, out, err, cmd, cwd, input_file):
    """(result, reason, detail) of one finished command, or None if it passed."""
    text = err + "\n" + out
    if rc is None:
        return "timeout", None, "timed out"
    if rc < 0:
        try:
            sig = signal.Signals(-rc).name
        except ValueError:
            sig = f"signal {-rc}"
        return "crash", sig, f"killed by {sig}: " + tail(text)
    if "panicked at" in text or rc == 101:
        m = re.search(r"panicked at ([^\n]*)\n([^\n]*)", text)
        where = (m.group(1) + " " + m.group(2)).strip() if m else tail(text)
        return "crash", "panic", "panic: " + where[:400]
    if rc == 0:
        return None
    if re.search(r"MISMATCH", out):
        m = re.search(r"^(check \S+: MISMATCH.*)$", out, re.M)
        return "fail", None, (m.group(1) if m else "mismatch")[:300]
    reason, line = refusal_reason(text, cwd)
    if reason:
        return "unsupported", reason, line[:400]
    return "unsupported", f"exit {rc} without an error line", tail(text)


def tail(text, n=300):
    lines = [l for l in text.strip().splitlines() if l.strip()]
    return (" | ".join(lines[-3:]))[-n:]


def run_path(path, case, bins, timeout, rtol, atol):
    """Run one path on one exported case; a dict with result, reason, detail,
    command (the failing one, or the last), seconds."""
    cwd = case["dir"]
    ir_opt, ir_run = os.path.join(bins, "ir-opt"), os.path.join(bins, "ir-run")
    lowered = f"{path}.mlir"
    opt_cmd = [ir_opt] + PIPELINES[path] + ["model.mlir", "-o", lowered]
    if os.path.exists(os.path.join(cwd, lowered)):
        os.remove(os.path.join(cwd, lowered))
    rc, out, err, secs = run_cmd(opt_cmd, cwd, timeout)
    total = secs
    c = classify(rc, out, err, opt_cmd, cwd, "model.mlir")
    if c:
        return {"result": c[0], "reason": c[1], "detail": c[2], "stage": "ir-opt",
                "command": repro(opt_cmd, cwd), "seconds": round(total, 2)}
    n_in, n_out = len(case["inputs"]), len(case["outputs"])
    tol = ["--rtol", str(rtol), "--atol", str(atol)]
    if path == "spyre":
        with open(os.path.join(cwd, lowered)) as f:
            text = f.read()
        m = re.search(r"func\.func @main\([^\n]*hlo\.workspace_elements = (\d+)", text)
        ws = int(m.group(1)) if m else 0
        run_cmd_ = [ir_run, lowered, "--entry", "main"]
        for i in range(n_in):
            run_cmd_ += ["--arg", f"arg{i}=input{i}.npy"]
        for j, o in enumerate(case["outputs"]):
            shape = "x".join(str(d) for d in o["shape"])
            dt = TORCH_TO_ARG.get(o["dtype"]) or NPY_TO_ARG.get(o["npy_dtype"], "f32")
            if o["kind"] == "scalar":
                dt = NPY_TO_ARG.get(o["npy_dtype"], "f32")
            run_cmd_ += ["--arg", f"arg{n_in + j}=zeros:{shape}:{dt}"]
        # The simulated device keeps each array's elements in the type it
        # was given as; the workspace holds constants of every type, so it
        # is given as f64 (every f32, f16, bf16 and i32 exactly).
        run_cmd_ += ["--arg", f"arg{n_in + n_out}=zeros:{ws}:f64"]
        for j in range(n_out):
            run_cmd_ += ["--check", f"arg{n_in + j}=output{j}.npy"]
        run_cmd_ += tol
        ok_re = re.compile(r"^check arg\d+: ok", re.M)
    else:
        run_cmd_ = [ir_run, lowered]
        if path == "cpu":
            run_cmd_ += ["--jit", "--threads", "2"]
        run_cmd_ += ["--entry", "main"]
        for i in range(n_in):
            run_cmd_ += ["--input", f"input{i}.npy"]
        for j in range(n_out):
            run_cmd_ += ["--check", f"output{j}.npy"]
        run_cmd_ += tol
        ok_re = re.compile(r"^check \d+: ok", re.M)
    rc, out, err, secs = run_cmd(run_cmd_, cwd, timeout)
    total += secs
    c = classify(rc, out, err, run_cmd_, cwd, lowered)
    if c is None and len(ok_re.findall(out)) < n_out:
        c = ("fail", None, f"{len(ok_re.findall(out))} of {n_out} results checked")
    if c and c[0] == "fail" and case.get("exact"):
        second = second_opinion(path, case, run_cmd_, cwd, timeout, rtol, atol)
        if second:
            return {"result": "pass", "reason": None, "detail": second, "stage": None,
                    "command": repro(run_cmd_, cwd), "seconds": round(total, 2)}
    if c:
        return {"result": c[0], "reason": c[1], "detail": c[2], "stage": "ir-run",
                "command": repro(run_cmd_, cwd), "seconds": round(total, 2)}
    return {"result": "pass", "reason": None, "detail": None, "stage": None,
            "command": repro(run_cmd_, cwd), "seconds": round(total, 2)}


def second_opinion(path, case, run_cmd_, cwd, timeout, rtol, atol):
    """When an f16/bf16 result misses eager's: the detail of a pass if every
    result that missed agrees with PyTorch's float64 computation (exact<j>.npy)
    within the same tolerance and eager's does not, else None. Results are
    read back from the same command writing them instead of checking."""
    import numpy as np
    n_in, n_out = len(case["inputs"]), len(case["outputs"])
    outdir = os.path.join(cwd, f"{path}.out")
    shutil.rmtree(outdir, ignore_errors=True)
    os.makedirs(outdir)
    cmd = []
    skip = False
    for a in run_cmd_:  # the same run, its results written instead of checked
        if skip:
            skip = False
            continue
        if a == "--check":
            skip = True
            continue
        cmd.append(a)
    if path == "spyre":
        cmd += ["--out-dir", outdir]
        names = [os.path.join(outdir, f"arg{n_in + j}.npy") for j in range(n_out)]
    else:
        names = [os.path.join(outdir, f"result{j}.npy") for j in range(n_out)]
        for n in names:
            cmd += ["--output", n]
        cmd += ["--bf16-out", "f32"]
    rc, _, _, _ = run_cmd(cmd, cwd, timeout)
    if rc != 0:
        return None
    notes = []
    for j in range(n_out):
        ours = load_f64(names[j])
        eager = np.load(os.path.join(cwd, f"output{j}.npy")).astype(np.float64)
        if ours.shape != eager.shape:
            return None
        if close(ours, eager, rtol, atol).all():
            continue
        if j not in case["exact"]:
            return None
        exact = np.load(os.path.join(cwd, f"exact{j}.npy")).astype(np.float64)
        if not close(ours, exact, rtol, atol).all() or close(eager, exact, rtol, atol).all():
            return None
        worst = np.nanmax(np.where(np.isfinite(eager - exact), np.abs(eager - exact), np.inf))
        notes.append(f"result {j}: eager is {worst:.3e} off PyTorch's float64 value, "
                     f"tessera within tolerance of it")
    return "; ".join(notes) if notes else None


def load_f64(path):
    """An npy file as float64; bf16 as ml_dtypes writes it ('<V2') decoded."""
    import numpy as np
    a = np.load(path)
    if a.dtype.kind == "V" and a.dtype.itemsize == 2:
        a = (a.view(np.uint16).astype(np.uint32) << 16).view(np.float32)
    return a.astype(np.float64)


def close(a, b, rtol, atol):
    """numpy.isclose with NaN equal to NaN and infinities equal only to themselves."""
    import numpy as np
    return np.isclose(a, b, rtol=rtol, atol=atol, equal_nan=True)


# ----------------------------------------------------------------------------
# One op (in a forked worker)


def case_dir(work, name, dt):
    safe = re.sub(r"[^\w.+-]", "_", name)
    return os.path.join(work, safe, dt)


def sweep_op(op, dts, args, out_path):
    """Sweep one OpInfo over its dtypes; append a JSON row per case to out_path."""
    import numpy as np
    import torch
    from torch_mlir import fx

    torch.set_num_threads(1)
    name = full_name(op)
    for dt in dts:
        dtype = getattr(torch, DTYPES[dt])
        row = {"op": name, "dtype": dt, "status": None, "reason": None, "sample": None,
               "paths": {}}
        d = case_dir(args.work, name, dt)
        row["dir"] = d
        try:
            try:
                wrapper, tensors, outputs, desc, idx, mutated, exact = pick_sample(op, dtype)
            except LookupError as e:
                row.update(status="skipped", reason=str(e)[:300])
                continue
            row["sample"] = f"#{idx}: {desc}"
            os.makedirs(d, exist_ok=True)
            for f in os.listdir(d):
                if f.endswith((".npy", ".mlir")):
                    os.remove(os.path.join(d, f))
            old = signal.signal(signal.SIGALRM, _alarm)
            signal.alarm(int(args.timeout))
            try:
                torch.manual_seed(0)
                m = fx.export_and_import(wrapper, *tensors)
                text = str(m)
                verify_error = None
                try:
                    m.operation.verify()
                except Exception as e:
                    verify_error = " ".join(str(e).split())[:300]
            except BaseException as e:
                if isinstance(e, KeyboardInterrupt):
                    raise
                row.update(status="export-failed", reason=first_line(e))
                continue
            finally:
                signal.alarm(0)
                signal.signal(signal.SIGALRM, old)
            with open(os.path.join(d, "model.mlir"), "w") as f:
                f.write(text + "\n")
            if verify_error:
                row.update(status="export-failed",
                           reason=f"torch-mlir's module does not verify: {verify_error}")
                continue
            arg_types, res_types = torch_import.signature_types(text, "main")
            if arg_types is None:
                row.update(status="export-failed", reason="no func.func @main in the import")
                continue
            if mutated and len(res_types) == len(outputs) + len(mutated):
                # torch.export returns the inputs the op wrote, in input order,
                # before the op's own results.
                outputs = [c for _, c in mutated] + outputs
                row["mutated_inputs"] = [k for k, _ in mutated]
            case = {"dir": d, "inputs": [], "outputs": []}
            for prefix, vals, key in (("input", tensors, "inputs"), ("output", outputs, "outputs")):
                for i, v in enumerate(vals):
                    a, info = torch_import.to_numpy(v)
                    np.save(os.path.join(d, f"{prefix}{i}.npy"), a)
                    case[key].append(info)
            case["exact"] = []
            if exact and not mutated:
                for j, e in enumerate(exact):
                    if e is not None:
                        np.save(os.path.join(d, f"exact{j}.npy"), e.numpy())
                        case["exact"].append(j)
            row["inputs"] = [f"{i['dtype']}{i['shape']}" for i in case["inputs"]]
            row["outputs"] = [f"{i['dtype']}{i['shape']}" for i in case["outputs"]]
            if len(arg_types) != len(tensors) or len(res_types) != len(outputs):
                row.update(status="export-failed",
                           reason=f"@main takes {len(arg_types)} argument(s) and returns "
                                  f"{len(res_types)} result(s); eager: {len(tensors)} "
                                  f"tensor(s) in, {len(outputs)} value(s) out")
                continue
            # A graph whose results are not eager's (a decomposition that
            # returns another value, as the CPU flash attention's returns
            # the weights where eager returns the log-sum-exp) is torch's
            # export, not the compiler, to judge: listed apart.
            mismatch = None
            for k, (rt, info) in enumerate(zip(res_types, case["outputs"])):
                m = re.search(r"\[([^\]]*)\]", rt)
                declared = [x.strip() for x in m.group(1).split(",") if x.strip()] if m else None
                eager = list(info["shape"])
                # A dynamic extent (`?`, a data-dependent result) matches any.
                if declared is not None and (len(declared) != len(eager) or any(
                        d != "?" and int(d) != e for d, e in zip(declared, eager))):
                    mismatch = (k, declared, eager)
                    break
            if mismatch:
                k, declared, eager = mismatch
                row.update(status="export-failed",
                           reason=f"@main's result {k} is {declared} but eager's is {eager}: "
                                  f"the exported graph computes another value")
                continue
            row["status"] = "exported"
            rtol, atol = TOLERANCES[dt]
            for path in args.paths:
                row["paths"][path] = run_path(path, case, args.bin_dir, args.timeout, rtol, atol)
            with open(os.path.join(d, "case.json"), "w") as f:
                json.dump(row, f, indent=1)
                f.write("\n")
        except Exception as e:
            row.update(status="sweep-error", reason=first_line(e),
                       trace=traceback.format_exc()[-1500:])
        finally:
            with open(out_path, "a") as f:
                f.write(json.dumps(row) + "\n")


# ----------------------------------------------------------------------------
# Driver


def main(argv=None):
    ap = argparse.ArgumentParser(description="tessera against PyTorch's OpInfo samples")
    ap.add_argument("-k", dest="select", action="append", default=[],
                    help="sweep only ops whose name contains SUBSTR (repeatable)")
    ap.add_argument("--limit", type=int, help="sweep at most N ops")
    ap.add_argument("--work", default="/tmp/tessera-opinfo",
                    help="work directory; each case in WORK/OP/DTYPE (default %(default)s)")
    ap.add_argument("--dtypes", default="f32,f16,bf16")
    ap.add_argument("--paths", default=",".join(PATHS))
    ap.add_argument("--jobs", type=int, default=2, help="parallel workers (at most 2)")
    ap.add_argument("--timeout", type=float, default=60, help="seconds per command (and export)")
    ap.add_argument("--bin-dir", default=tessera_bins.bin_dir())
    ap.add_argument("--markdown", help="write the report as Markdown (docs/coverage.md)")
    ap.add_argument("--json", help="write every row as JSON")
    ap.add_argument("--report-from", metavar="JSON",
                    help="print (and --markdown) the report of an earlier --json run; run nothing")
    ap.add_argument("--list-skipped", action="store_true",
                    help="print the OpInfos not swept, with the reason, and exit")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each case as it ends")
    args = ap.parse_args(argv)
    args.dtypes = [d for d in args.dtypes.split(",") if d]
    args.paths = [p for p in args.paths.split(",") if p]
    for d in args.dtypes:
        if d not in DTYPES:
            ap.error(f"unknown dtype {d!r} (f32, f16, bf16)")
    for p in args.paths:
        if p not in PATHS:
            ap.error(f"unknown path {p!r} ({', '.join(PATHS)})")
    args.jobs = max(1, min(args.jobs, 2))
    if args.report_from:
        with open(args.report_from) as f:
            data = json.load(f)
        m = data["meta"]
        args.paths, args.dtypes, args.bin_dir = m["paths"], m["dtypes"], m["binaries"]
        args.select, args.limit = m.get("select", []), m.get("limit")
        report = Report(data["rows"], [(x["op"], x["reason"]) for x in data["skipped"]], args,
                        m["seconds"], meta=m)
        print(report.text())
        if args.markdown:
            with open(args.markdown, "w") as f:
                f.write(report.markdown())
            print(f"wrote {args.markdown}")
        return 0
    args.bin_dir = os.path.abspath(args.bin_dir)
    args.work = os.path.abspath(args.work)
    for b in ("ir-opt", "ir-run"):
        if not os.access(os.path.join(args.bin_dir, b), os.X_OK):
            sys.exit(f"opinfo-sweep: no {b} in {args.bin_dir} (build first, or set TESSERA_BIN_DIR)")

    t0 = time.time()
    import torch
    import torch_mlir  # noqa: F401
    op_db = load_op_db()

    selected, skipped = [], []
    for op in op_db:
        name = full_name(op)
        if args.select and not any(s in name for s in args.select):
            continue
        why = skip_reason(op)
        if why is None:
            try:
                sup = op.supported_dtypes("cpu")
            except Exception:
                sup = set()
            dts = [d for d in args.dtypes if getattr(torch, DTYPES[d]) in sup]
            if not dts:
                why = "no f32/f16/bf16 on cpu"
        if why:
            skipped.append((name, why))
        else:
            selected.append((op, dts))
    if args.list_skipped:
        for name, why in skipped:
            print(f"{name:50} {why}")
        return 0
    if args.limit is not None:
        selected = selected[:args.limit]
    os.makedirs(args.work, exist_ok=True)
    print(f"opinfo-sweep: {len(selected)} op(s), {sum(len(d) for _, d in selected)} case(s) "
          f"({len(skipped)} OpInfo(s) skipped); binaries {args.bin_dir}; work {args.work}; "
          f"{args.jobs} worker(s)", flush=True)

    rows = run_all(selected, args)
    elapsed = time.time() - t0
    report = Report(rows, skipped, args, elapsed)
    print()
    print(report.text())
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(report.markdown())
        print(f"wrote {args.markdown}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"meta": report.meta(), "rows": rows,
                       "skipped": [{"op": n, "reason": w} for n, w in skipped]}, f, indent=1)
            f.write("\n")
        print(f"wrote {args.json}")
    return 1 if report.crashes() else 0


def run_all(selected, args):
    """Fork one worker per op, at most args.jobs at a time; collect the rows."""
    results = {}
    pending = list(enumerate(selected))
    running = {}  # pid -> (index, op, dts, out_path, started)
    rows_dir = os.path.join(args.work, ".rows")
    os.makedirs(rows_dir, exist_ok=True)
    deadline_per_case = args.timeout * (2 * len(args.paths) + 1) + 30
    done = 0
    n = len(selected)
    try:
        while pending or running:
            while pending and len(running) < args.jobs:
                idx, (op, dts) = pending.pop(0)
                out_path = os.path.join(rows_dir, f"{idx:04d}.jsonl")
                if os.path.exists(out_path):
                    os.remove(out_path)
                sys.stdout.flush()
                pid = os.fork()
                if pid == 0:
                    code = 0
                    try:
                        signal.signal(signal.SIGINT, signal.SIG_DFL)
                        sweep_op(op, dts, args, out_path)
                    except BaseException:
                        traceback.print_exc()
                        code = 1
                    finally:
                        sys.stdout.flush()
                        sys.stderr.flush()
                        os._exit(code)
                running[pid] = (idx, op, dts, out_path, time.time())
            pid, status = os.waitpid(-1, os.WNOHANG)
            if pid == 0:
                time.sleep(0.05)
                now = time.time()
                for p, (idx, op, dts, out_path, started) in list(running.items()):
                    if now - started > deadline_per_case * len(dts):
                        os.kill(p, signal.SIGKILL)
                continue
            if pid not in running:
                continue
            idx, op, dts, out_path, started = running.pop(pid)
            got = read_rows(out_path)
            seen = {r["dtype"] for r in got}
            for dt in dts:
                if dt not in seen:
                    why = (f"worker killed by signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status)
                           else f"worker exited {os.WEXITSTATUS(status)}")
                    got.append({"op": full_name(op), "dtype": dt, "status": "sweep-error",
                                "reason": why + " (in the sample, eager or the export)",
                                "paths": {}, "dir": case_dir(args.work, full_name(op), dt)})
            got.sort(key=lambda r: args.dtypes.index(r["dtype"]))
            results[idx] = got
            done += 1
            for r in got:
                print(f"[{done}/{n}] {progress_line(r)}", flush=True)
                for p, res in r.get("paths", {}).items():
                    if res["result"] == "crash":
                        print(f"  !!! CRASH {r['op']} {r['dtype']} {p}: {res['detail']}\n"
                              f"      {res['command']}", flush=True)
    except KeyboardInterrupt:
        for p in running:
            os.kill(p, signal.SIGKILL)
        raise
    return [r for i in sorted(results) for r in results[i]]


def read_rows(path):
    rows = []
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line:
                    rows.append(json.loads(line))
    return rows


def progress_line(r):
    if r["status"] != "exported":
        return f"{r['op']} {r['dtype']}: {r['status']}: {r['reason']}"
    cells = []
    for p, res in r["paths"].items():
        c = f"{p}={SHORT[res['result']]}"
        if res["reason"]:
            c += f" ({res['reason']})"
        elif res["result"] == "fail":
            c += f" ({res['detail']})"
        cells.append(c)
    return f"{r['op']} {r['dtype']}: " + "  ".join(cells)


# ----------------------------------------------------------------------------
# The report


class Report:
    def __init__(self, rows, skipped, args, elapsed, meta=None):
        self.rows, self.skipped, self.args, self.elapsed = rows, skipped, args, elapsed
        self._meta = meta
        self.exported = [r for r in rows if r["status"] == "exported"]

    def meta(self):
        if self._meta:
            return self._meta
        import torch
        return {
            "date": datetime.datetime.now().isoformat(timespec="seconds"),
            "torch": torch.__version__,
            "torch_mlir": torch_import._torch_mlir_version(),
            "binaries": self.args.bin_dir,
            "tessera_commit": git_head(),
            "binaries_built": datetime.datetime.fromtimestamp(
                os.path.getmtime(os.path.join(self.args.bin_dir, "ir-opt"))).isoformat(timespec="seconds"),
            "dtypes": self.args.dtypes,
            "paths": self.args.paths,
            "seconds": round(self.elapsed, 1),
            "ops": len({r["op"] for r in self.rows}),
            "cases": len(self.rows),
            "exported": len(self.exported),
            "select": self.args.select,
            "limit": self.args.limit,
        }

    def summary(self):
        """[(path, dtype, passed, total, counts)], dtype 'all' last per path."""
        out = []
        for p in self.args.paths:
            for dt in self.args.dtypes + ["all"]:
                rs = [r for r in self.exported if dt in ("all", r["dtype"])]
                counts = collections.Counter(r["paths"][p]["result"] for r in rs if p in r["paths"])
                out.append((p, dt, counts["pass"], len(rs), counts))
        return out

    def reasons(self):
        """[(reason, total, {path: n}, the commonest message)], most frequent first."""
        by = collections.defaultdict(collections.Counter)
        msgs = collections.defaultdict(collections.Counter)
        for r in self.exported:
            for p, res in r["paths"].items():
                if res["result"] == "unsupported":
                    by[res["reason"]][p] += 1
                    msgs[res["reason"]][gist(res["detail"])] += 1
        return sorted(((k, sum(v.values()), v, msgs[k].most_common(1)[0][0]) for k, v in by.items()),
                      key=lambda x: (-x[1], x[0]))

    def crashes(self):
        return [(r, p, res) for r in self.exported for p, res in r["paths"].items()
                if res["result"] == "crash"]

    def timeouts(self):
        return [(r, p, res) for r in self.exported for p, res in r["paths"].items()
                if res["result"] == "timeout"]

    def not_exported(self):
        return [r for r in self.rows if r["status"] == "export-failed"]

    def other(self):
        return [r for r in self.rows if r["status"] in ("skipped", "sweep-error")]

    @staticmethod
    def pct(a, b):
        return f"{100.0 * a / b:.1f}%" if b else "-"

    def exact_passes(self):
        """(row, path, detail) of the passes judged against float64."""
        return [(r, p, res["detail"]) for r in self.rows for p, res in r["paths"].items()
                if res["result"] == "pass" and res.get("detail")]

    def table_rows(self):
        for r in self.rows:
            if r["status"] == "exported":
                cells = [cell(r["paths"][p]) if p in r["paths"] else "-"
                         for p in self.args.paths]
                notes = []
                for p in self.args.paths:
                    res = r["paths"].get(p)
                    if res and res["result"] != "pass":
                        why = res["reason"] or res["detail"] or ""
                        notes.append(f"{p}: {why}")
                note = "; ".join(dict.fromkeys(notes))
            else:
                cells = ["export" if r["status"] == "export-failed" else "skip"] * len(self.args.paths)
                note = r["reason"] or ""
            yield r["op"], r["dtype"], cells, note

    def text(self):
        L = []
        w = max([len(r["op"]) for r in self.rows] + [4])
        L.append(f"{'op':{w}}  dtype  " + "  ".join(f"{p:6}" for p in self.args.paths) + "  note")
        for op, dt, cells, note in self.table_rows():
            L.append(f"{op:{w}}  {dt:5}  " + "  ".join(f"{c:6}" for c in cells) + "  " + note[:110])
        L.append("")
        L.append(f"summary (passed / exported cases; {len(self.exported)} of {len(self.rows)} "
                 f"case(s) exported by torch-mlir, {len(self.not_exported())} export-failed, "
                 f"{len(self.other())} without a usable sample; {len(self.skipped)} OpInfo(s) skipped):")
        for p, dt, passed, total, c in self.summary():
            L.append(f"  {p:6} {dt:4} {passed:4} / {total:<4} {self.pct(passed, total):>6}   "
                     f"fail {c['fail']}, unsup {c['unsupported']}, crash {c['crash']}, "
                     f"timeout {c['timeout']}")
        L.append("")
        L.append("refusal reasons (first error's op), cases on all paths:")
        for reason, n, per, msg in self.reasons():
            L.append(f"  {n:5}  {reason}   (" + ", ".join(f"{p} {per[p]}" for p in self.args.paths
                                                         if per[p]) + f")   e.g. {msg[:90]}")
        crashes = self.crashes()
        L.append("")
        L.append(f"crashes: {len(crashes)}" + (" !!!" if crashes else ""))
        for r, p, res in crashes:
            L.append(f"  !!! {r['op']} {r['dtype']} {p}: {res['detail']}")
            L.append(f"      {res['command']}")
        for r, p, res in self.timeouts():
            L.append(f"  timeout: {r['op']} {r['dtype']} {p}: {res['command']}")
        L.append(f"elapsed: {self.elapsed:.0f} s")
        return "\n".join(L)

    def markdown(self):
        m = self.meta()
        L = ["<!-- Generated by scripts/opinfo-sweep.py: do not edit by hand. -->", "",
             "# Op coverage: PyTorch's OpInfo samples", "",
             "Generated by `scripts/opinfo-sweep.py`; to regenerate (after "
             "`cargo build --release` and `scripts/setup-importers.sh`):", "",
             "```sh",
             ".venv/bin/python scripts/opinfo-sweep.py --markdown docs/coverage.md --json /tmp/opinfo.json",
             "```", "",
             f"Run on {m['date']} with tessera {m['tessera_commit']}"
             + (f" (ir-opt built {m['binaries_built']})" if m.get("binaries_built") else "")
             + f", torch {m['torch']}, "
             f"torch-mlir {m['torch_mlir']}: "
             f"{m['ops']} OpInfos of `op_db`, {m['cases']} op × dtype cases, {m['exported']} "
             f"imported by torch-mlir; {m['seconds']:.0f} s.", "",
             "Each OpInfo of `torch.testing._internal.common_methods_invocations.op_db` "
             "(less random, sparse, linalg-decomposition, FFT, autograd-only and in-place ones) "
             "is swept for each of f32, f16 and bf16 it supports on the CPU with ONE of its "
             "samples (`sample_inputs('cpu', dtype, requires_grad=False)`; the first of tensors "
             "and constants, non-empty and not only 0-d preferred), its constants baked into a module exported by "
             "`torch_mlir.fx.export_and_import`, against the eager result:", "",
             "- **interp**: `ir-opt --decompose --convert-torch-to-hlo`, then `ir-run` (the interpreter);",
             "- **cpu**: `... --fuse --tile=cpu --convert-to-tt`, then `ir-run --jit --threads 2`;",
             "- **spyre**: `... --fuse --tile=spyre --convert-to-ktir`, then `ir-run` of the host "
             "function on the simulated Spyre.", "",
             "Tolerances: f32 rtol 1e-4, atol 1e-5; f16 and bf16 2e-2. `unsup` is a located "
             "refusal (its reason is the op the first `error:` names); `FAIL` is wrong numbers; "
             "`CRASH` a panic or a signal; `TIME` a command past 60 s. Cases torch-mlir could "
             "not import are listed apart and not counted. In f16 and bf16, a result that "
             "misses eager's but agrees with PyTorch's own float64 computation on the same "
             "inputs, where eager's does not, passes as `pass*` (eager's rounding is the "
             "less accurate: see the list below).", "",
             "## Summary", "",
             "Passed / cases torch-mlir imported.", "",
             "| path | " + " | ".join(self.args.dtypes) + " | all |",
             "|---|" + "---:|" * (len(self.args.dtypes) + 1)]
        summ = self.summary()
        for p in self.args.paths:
            cells = [f"{a} / {t} ({self.pct(a, t)})" for pp, dt, a, t, _ in summ if pp == p]
            L.append(f"| {p} | " + " | ".join(cells) + " |")
        L += ["", "| path | fail | unsup | crash | timeout |", "|---|---:|---:|---:|---:|"]
        for p, dt, a, t, c in summ:
            if dt == "all":
                L.append(f"| {p} | {c['fail']} | {c['unsupported']} | {c['crash']} | {c['timeout']} |")
        L += ["", "## Refusal reasons", "",
              "The op the first `error:` names (or the op at its location), counted over "
              "cases and paths.", "",
              "| reason | cases | " + " | ".join(self.args.paths) + " | commonest message |",
              "|---|---:|" + "---:|" * len(self.args.paths) + "---|"]
        for reason, n, per, msg in self.reasons():
            L.append(f"| `{md(reason)}` | {n} | " + " | ".join(str(per[p]) for p in self.args.paths)
                     + f" | {md(msg)} |")
        crashes = self.crashes()
        L += ["", "## Crashes", ""]
        if not crashes:
            L.append("None.")
        for r, p, res in crashes:
            L.append(f"- {r['op']} {r['dtype']} {p}: {md(res['detail'])}")
        L += ["", "## Passes judged against float64", ""]
        exact = self.exact_passes()
        if not exact:
            L.append("None.")
        for r, p, detail in exact:
            L.append(f"- {md(r['op'])} {r['dtype']} {p}: {md(detail)}")
        L += ["", "## Ops", "",
              "| op | dtype | " + " | ".join(self.args.paths) + " | first reason |",
              "|---|---|" + "---|" * len(self.args.paths) + "---|"]
        for op, dt, cells, note in self.table_rows():
            r = next(x for x in self.rows if x["op"] == op and x["dtype"] == dt)
            if r["status"] != "exported":
                continue
            L.append(f"| {md(op)} | {dt} | " + " | ".join(cells) + f" | {md(note[:120])} |")
        L += ["", "## Not imported by torch-mlir", ""]
        for r in self.not_exported():
            L.append(f"- {md(r['op'])} {r['dtype']}: {md((r['reason'] or '')[:160])}")
        L += ["", "## No usable sample", ""]
        for r in self.other():
            L.append(f"- {md(r['op'])} {r['dtype']}: {md((r['reason'] or '')[:160])}")
        L += ["", "## OpInfos not swept", ""]
        by = collections.defaultdict(list)
        for n, why in self.skipped:
            by[why].append(n)
        for why in sorted(by):
            L.append(f"- {why} ({len(by[why])}): " + ", ".join(md(n) for n in by[why]))
        return "\n".join(L) + "\n"


def cell(res):
    """A path's table cell: a pass judged against float64 is `pass*`."""
    if res["result"] == "pass" and res.get("detail"):
        return "pass*"
    return SHORT[res["result"]]


def git_head():
    try:
        head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return head + (" (with local changes)" if dirty else "")
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"


def md(s):
    return str(s).replace("|", "\\|").replace("\n", " ")


if __name__ == "__main__":
    sys.exit(main())
