#!/usr/bin/env python3
"""Checks the interpreter's torch kernels against PyTorch on random cases.

Each case is one ATen op applied to random tensors and Python scalars. The
script runs it in PyTorch (eager, CPU), writes the op as a one-op torch
dialect function (the result type is what PyTorch computed), runs it with
`ir-run --check` against PyTorch's result, and reports the cases that
differ (a wrong value, shape or dtype is a failure; `ir-run` also checks
each result against its declared type).

    .venv/bin/python interp/tests/torch_oracle.py [--cases N] [--seed S] [--bin DIR] [-k SUBSTR]

Exit status 1 if any case fails. Needs torch and numpy (the repository's
.venv has them) and a release build of ir-run.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

import numpy as np
import torch

DT = {
    torch.float32: "f32",
    torch.float64: "f64",
    torch.float16: "f16",
    torch.bfloat16: "bf16",
    torch.int64: "si64",
    torch.int32: "si32",
    torch.int8: "si8",
    torch.int16: "si16",
    torch.uint8: "ui8",
    torch.bool: "i1",
}
CODE = {
    torch.uint8: 0,
    torch.int8: 1,
    torch.int16: 2,
    torch.int32: 3,
    torch.int64: 4,
    torch.float16: 5,
    torch.float32: 6,
    torch.float64: 7,
    torch.bool: 11,
    torch.bfloat16: 15,
}


class Dtype:
    """A dtype operand (passed as its ScalarType code)."""

    def __init__(self, dt):
        self.dt = dt


def vt(t):
    return "!torch.vtensor<[%s],%s>" % (",".join(str(d) for d in t.shape), DT[t.dtype])


def to_npy(t):
    if t.dtype == torch.bfloat16:
        t = t.float()
    return t.detach().numpy()


class Builder:
    """Writes a one-op function: tensors are arguments, the rest constants."""

    def __init__(self):
        self.lines = []
        self.args = []
        self.n = 0

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def value(self, x):
        """The SSA name and type of operand x."""
        if isinstance(x, torch.Tensor):
            name = "%%arg%d" % len(self.args)
            self.args.append(x)
            return name, vt(x)
        v = self.fresh()
        if x is None:
            self.lines.append("%s = torch.constant.none" % v)
            return v, "!torch.none"
        if isinstance(x, Dtype):
            self.lines.append("%s = torch.constant.int %d" % (v, CODE[x.dt]))
            return v, "!torch.int"
        if isinstance(x, bool):
            self.lines.append("%s = torch.constant.bool %s" % (v, "true" if x else "false"))
            return v, "!torch.bool"
        if isinstance(x, int):
            self.lines.append("%s = torch.constant.int %d" % (v, x))
            return v, "!torch.int"
        if isinstance(x, float):
            self.lines.append("%s = torch.constant.float %.17e" % (v, x))
            return v, "!torch.float"
        if isinstance(x, str):
            self.lines.append('%s = torch.constant.str "%s"' % (v, x))
            return v, "!torch.str"
        if isinstance(x, (list, tuple)):
            elems = [self.value(e) for e in x]
            ety = elems[0][1] if elems else "!torch.int"
            inner = "vtensor" if ety.startswith("!torch.vtensor") else ety[len("!torch."):]
            lt = "!torch.list<%s>" % inner
            self.lines.append(
                "%s = torch.prim.ListConstruct %s : (%s) -> %s"
                % (v, ", ".join(e[0] for e in elems), ", ".join(e[1] for e in elems), lt)
            )
            return v, lt
        raise TypeError(x)

    def module(self, op, operands, results):
        ops = [self.value(x) for x in operands]
        rtys = [vt(r) for r in results]
        rnames = ["%%r%d" % i for i in range(len(results))]
        self.lines.append(
            "%s = torch.%s %s : %s -> %s"
            % (", ".join(rnames), op, ", ".join(o[0] for o in ops), ", ".join(o[1] for o in ops), ", ".join(rtys))
        )
        sig = ", ".join("%%arg%d: %s" % (i, vt(a)) for i, a in enumerate(self.args))
        body = "\n    ".join(self.lines)
        return "module {\n  func.func @main(%s) -> (%s) {\n    %s\n    return %s : %s\n  }\n}\n" % (
            sig,
            ", ".join(rtys),
            body,
            ", ".join(rnames),
            ", ".join(rtys),
        )


def rand(shape, dt=torch.float32, lo=-3, hi=3):
    if dt == torch.bool:
        return torch.rand(shape) > 0.5
    if dt.is_floating_point:
        return (torch.randn(shape) * 1.5).to(dt)
    if dt == torch.uint8:
        lo = max(lo, 0)
    return torch.randint(lo, hi, shape, dtype=dt)


def pos(shape, dt=torch.float32):
    return (torch.rand(shape) * 3 + 0.1).to(dt)


def shapes_broadcast():
    return random.choice([([2, 3], [2, 3]), ([2, 3], [3]), ([2, 1, 4], [3, 1]), ([4], []), ([], [])])


FLOATS = [torch.float32, torch.float16, torch.bfloat16, torch.float64]
INTS = [torch.int64, torch.int32, torch.int8, torch.uint8]


def cases():
    """(op name, operands, torch function) triples; the function returns a
    tensor or a tuple of tensors."""
    A = torch.ops.aten
    out = []
    # Binary arithmetic with promotion (tensor/tensor, tensor/scalar).
    for name, f in [("add.Tensor", A.add.Tensor), ("sub.Tensor", A.sub.Tensor)]:
        sa, sb = shapes_broadcast()
        da, db = random.choice(FLOATS + INTS), random.choice(FLOATS + INTS)
        alpha = random.choice([1, 2]) if not (da.is_floating_point or db.is_floating_point) else random.choice([1, 0.5])
        a, b = rand(sa, da), rand(sb, db)
        out.append(("aten." + name, [a, b, alpha], lambda a=a, b=b, al=alpha, f=f: f(a, b, alpha=al)))
    for name, f in [("mul.Tensor", A.mul.Tensor), ("div.Tensor", A.div.Tensor)]:
        sa, sb = shapes_broadcast()
        a = rand(sa, random.choice(FLOATS + INTS))
        b = rand(sb, random.choice(FLOATS + INTS))
        if name == "div.Tensor":
            b = torch.where(b == 0, torch.ones_like(b), b)
        out.append(("aten." + name, [a, b], lambda a=a, b=b, f=f: f(a, b)))
    for name, f in [("add.Scalar", A.add.Scalar), ("sub.Scalar", A.sub.Scalar)]:
        a = rand([2, 3], random.choice(FLOATS + INTS))
        s = random.choice([2, -1.5, 0.25]) if a.dtype.is_floating_point else random.choice([2, -3, 1.5])
        out.append(("aten." + name, [a, s, 1], lambda a=a, s=s, f=f: f(a, s, 1)))
    for name, f in [("mul.Scalar", A.mul.Scalar), ("div.Scalar", A.div.Scalar)]:
        a = rand([3, 2], random.choice(FLOATS + INTS))
        s = random.choice([3, -0.3535, 7.0, 2])
        out.append(("aten." + name, [a, s], lambda a=a, s=s, f=f: f(a, s)))
    a = rand([2, 3], random.choice(FLOATS))
    out.append(("aten.rsub.Scalar", [a, 1.0, 1], lambda a=a: A.rsub.Scalar(a, 1.0, 1)))
    a, b = rand([2, 4], torch.int64, -9, 9), rand([2, 4], torch.int64, 1, 5) * random.choice([1, -1])
    mode = random.choice(["trunc", "floor", None])
    out.append(("aten.div.Tensor_mode", [a, b, mode], lambda a=a, b=b, m=mode: A.div.Tensor_mode(a, b, rounding_mode=m)))
    a, b = rand([2, 4], torch.float32), rand([2, 4], torch.float32)
    out.append(("aten.div.Tensor_mode", [a, b, mode], lambda a=a, b=b, m=mode: A.div.Tensor_mode(a, b, rounding_mode=m)))
    a = pos([3, 3], random.choice(FLOATS))
    e = random.choice([2, 0.5, 3.0, -1])
    out.append(("aten.pow.Tensor_Scalar", [a, e], lambda a=a, e=e: A.pow.Tensor_Scalar(a, e)))
    b = rand([3, 3])
    out.append(("aten.pow.Scalar", [2.0, b], lambda b=b: A.pow.Scalar(2.0, b)))
    out.append(("aten.pow.Tensor_Tensor", [pos([3]), b[0]], None))
    # Unary float ops (int inputs give float32).
    for name in ["exp", "log", "log1p", "sqrt", "rsqrt", "reciprocal", "sin", "cos", "tanh", "erf", "sigmoid"]:
        dt = random.choice(FLOATS + [torch.int64])
        a = pos([2, 5], dt) if name in ("log", "log1p", "sqrt", "rsqrt", "reciprocal") else rand([2, 5], dt)
        f = getattr(A, name).default
        out.append(("aten." + name, [a], lambda a=a, f=f: f(a)))
    for name in ["neg", "abs", "relu"]:
        a = rand([4, 2], random.choice(FLOATS + [torch.int64, torch.int32]))
        f = getattr(A, name).default
        out.append(("aten." + name, [a], lambda a=a, f=f: f(a)))
    for approx in ["none", "tanh"]:
        a = rand([3, 4], random.choice(FLOATS))
        out.append(("aten.gelu", [a, approx], lambda a=a, ap=approx: A.gelu(a, approximate=ap)))
    a = rand([3, 4], random.choice(FLOATS))
    out.append(("aten.silu", [a], lambda a=a: A.silu(a)))
    # Comparisons and logic.
    for c in ["eq", "ne", "lt", "le", "gt", "ge"]:
        a, b = rand([2, 3], torch.int64, -2, 2), rand([3], torch.int64, -2, 2)
        out.append(("aten.%s.Tensor" % c, [a, b], lambda a=a, b=b, c=c: getattr(A, c).Tensor(a, b)))
        a = rand([2, 3], random.choice(FLOATS))
        out.append(("aten.%s.Scalar" % c, [a, 0.5], lambda a=a, c=c: getattr(A, c).Scalar(a, 0.5)))
    m, n = rand([2, 3], torch.bool), rand([2, 3], torch.bool)
    out.append(("aten.logical_and", [m, n], lambda m=m, n=n: A.logical_and(m, n)))
    out.append(("aten.logical_not", [m], lambda m=m: A.logical_not(m)))
    out.append(("aten.bitwise_not", [m], lambda m=m: A.bitwise_not(m)))
    a, b = rand([2, 3]), rand([2, 3], torch.float64)
    out.append(("aten.where.self", [m, a, b], lambda m=m, a=a, b=b: A.where.self(m, a, b)))
    out.append(("aten.where.ScalarOther", [m, a, 0.0], lambda m=m, a=a: A.where.ScalarOther(m, a, 0.0)))
    out.append(("aten.where.Scalar", [m, 1.0, 0.0], lambda m=m: A.where.Scalar(m, 1.0, 0.0)))
    a = rand([2, 3], random.choice(FLOATS))
    out.append(("aten.masked_fill.Scalar", [a, m[0], -1e4], lambda a=a, m=m[0]: A.masked_fill.Scalar(a, m, -1e4)))
    lo, hi = random.choice([(-0.5, 0.5), (None, 1.0), (0.0, None)])
    out.append(("aten.clamp", [a, lo, hi], lambda a=a, lo=lo, hi=hi: A.clamp(a, lo, hi)))
    out.append(("aten.clamp_min", [a, 0.25], lambda a=a: A.clamp_min(a, 0.25)))
    # Reductions.
    a = rand([3, 4, 5], random.choice(FLOATS))
    dims, keep = random.choice([([1], False), ([0, 2], True), ([-1], True)]), random.choice([True, False])
    dims, keep = dims
    out.append(("aten.sum.dim_IntList", [a, dims, keep, None], lambda a=a, d=dims, k=keep: A.sum.dim_IntList(a, d, k)))
    out.append(("aten.mean.dim", [a, dims, keep, None], lambda a=a, d=dims, k=keep: A.mean.dim(a, d, k)))
    out.append(("aten.amax", [a, dims, keep], lambda a=a, d=dims, k=keep: A.amax(a, d, k)))
    out.append(("aten.var.correction", [a, dims, 1, keep], lambda a=a, d=dims, k=keep: A.var.correction(a, d, correction=1, keepdim=k)))
    out.append(("aten.var_mean.correction", [a, dims, 0, keep], lambda a=a, d=dims, k=keep: A.var_mean.correction(a, d, correction=0, keepdim=k)))
    i = rand([3, 4], torch.int64, 0, 5)
    out.append(("aten.sum.dim_IntList", [i, [0], False, None], lambda i=i: A.sum.dim_IntList(i, [0], False)))
    out.append(("aten.sum", [i, None], lambda i=i: A.sum.default(i)))
    out.append(("aten.max.dim", [a, 1, keep], lambda a=a, k=keep: A.max.dim(a, 1, k)))
    out.append(("aten.min.dim", [a, -1, keep], lambda a=a, k=keep: A.min.dim(a, -1, k)))
    out.append(("aten.argmax", [a, 2, False], lambda a=a: A.argmax(a, 2, False)))
    out.append(("aten.all.dim", [m, 1, False], lambda m=m: A.all.dim(m, 1, False)))
    out.append(("aten.any.dim", [m, 0, True], lambda m=m: A.any.dim(m, 0, True)))
    out.append(("aten.cumsum", [i, 1, None], lambda i=i: A.cumsum(i, 1)))
    out.append(("aten.topk", [a, 2, -1, True, True], lambda a=a: A.topk(a, 2, -1, True, True)))
    # Softmax and norms.
    a = rand([2, 3, 6], random.choice(FLOATS))
    out.append(("aten._softmax", [a, -1, False], lambda a=a: A._softmax(a, -1, False)))
    out.append(("aten._log_softmax", [a, 1, False], lambda a=a: A._log_softmax(a, 1, False)))
    out.append(("aten.softmax.int", [a, -1, Dtype(torch.float32)], lambda a=a: A.softmax.int(a, -1, torch.float32)))
    w, b = rand([6], a.dtype), rand([6], a.dtype)
    out.append(("aten.native_layer_norm", [a, [6], w, b, 1e-5], lambda a=a, w=w, b=b: A.native_layer_norm(a, [6], w, b, 1e-5)))
    out.append(("aten.layer_norm", [a, [6], None, None, 1e-5, False], lambda a=a: A.layer_norm(a, [6], None, None, 1e-5, False)))
    out.append(("aten.rms_norm", [a, [6], w, None], lambda a=a, w=w: A.rms_norm(a, [6], w, None)))
    # Linear algebra.
    dt = random.choice([torch.float32, torch.float64, torch.float16])
    x, y = rand([3, 5], dt), rand([5, 4], dt)
    out.append(("aten.mm", [x, y], lambda x=x, y=y: A.mm(x, y)))
    bias = rand([4], dt)
    out.append(("aten.addmm", [bias, x, y, 1, 1], lambda bias=bias, x=x, y=y: A.addmm(bias, x, y)))
    w = rand([4, 5], dt)
    out.append(("aten.linear", [rand([2, 3, 5], dt), w, bias], None))
    p, q = rand([2, 3, 5], dt), rand([2, 5, 4], dt)
    out.append(("aten.bmm", [p, q], lambda p=p, q=q: A.bmm(p, q)))
    out.append(("aten.matmul", [rand([2, 1, 3, 5], dt), rand([4, 5, 2], dt)], None))
    out.append(("aten.matmul", [rand([5], dt), rand([2, 5, 3], dt)], None))
    # Shapes.
    a = rand([2, 3, 4], random.choice(FLOATS + INTS))
    out.append(("aten.view", [a, [6, -1]], lambda a=a: A.view(a, [6, -1])))
    out.append(("aten.permute", [a, [2, 0, 1]], lambda a=a: A.permute(a, [2, 0, 1])))
    out.append(("aten.transpose.int", [a, 0, -1], lambda a=a: A.transpose.int(a, 0, -1)))
    out.append(("aten.unsqueeze", [a, -1], lambda a=a: A.unsqueeze(a, -1)))
    out.append(("aten.expand", [a[:, :1], [2, 3, 4], False], lambda a=a[:, :1]: A.expand(a, [2, 3, 4])))
    s0, s1, st = random.choice([(0, 2, 1), (-3, None, 2), (1, 100, 1)])
    out.append(("aten.slice.Tensor", [a, 2, s0, s1, st], lambda a=a, s0=s0, s1=s1, st=st: A.slice.Tensor(a, 2, s0, s1, st)))
    out.append(("aten.select.int", [a, 1, -1], lambda a=a: A.select.int(a, 1, -1)))
    out.append(("aten.flatten.using_ints", [a, 1, 2], lambda a=a: A.flatten.using_ints(a, 1, 2)))
    out.append(("aten.cat", [[a, a * 2], 1], lambda a=a: A.cat([a, a * 2], 1)))
    out.append(("aten.stack", [[a, a], 0], lambda a=a: A.stack([a, a], 0)))
    out.append(("aten.triu", [rand([4, 5]), 1], None))
    out.append(("aten.tril", [rand([3, 4, 4]), -1], None))
    idx = rand([5], torch.int64, 0, 3)
    out.append(("aten.index_select", [a, 1, idx], lambda a=a, idx=idx: A.index_select(a, 1, idx)))
    out.append(("aten.embedding", [rand([6, 3]), rand([2, 4], torch.int64, 0, 6), -1, False, False], None))
    out.append(("aten.gather", [a, 2, rand([2, 3, 2], torch.int64, 0, 4), False], None))
    out.append(("aten._to_copy", [a, Dtype(random.choice(FLOATS + INTS)), None, None, None, False, None], None))
    # Attention.
    q, k, v = rand([2, 2, 3, 4]), rand([2, 2, 5, 4]), rand([2, 2, 5, 4])
    mask = random.choice([None, rand([3, 5], torch.bool), rand([1, 1, 3, 5])])
    if mask is not None and mask.dtype == torch.bool:
        mask[:, 0] = True
    scale = random.choice([None, 0.3])
    out.append(("aten.scaled_dot_product_attention", [q, k, v, mask, 0.0, False, scale, False], None))
    out.append(("aten.scaled_dot_product_attention", [q, k[:, :, :3], v[:, :, :3], None, 0.0, True, None, False], None))
    # Factories.
    out.append(("aten.arange.start_step", [1, 10, 3, None, None, None, None], None))
    out.append(("aten.arange.start_step", [0.5, 2.0, 0.25, None, None, None, None], None))
    out.append(("aten.full", [[2, 3], 1.5, None, None, None, None], None))
    return out


def torch_fn(op, operands):
    """The PyTorch callable of op (aten.add.Tensor -> torch.ops.aten.add.Tensor)."""
    parts = op.split(".")
    f = getattr(torch.ops, parts[0])
    f = getattr(f, parts[1])
    f = getattr(f, parts[2]) if len(parts) > 2 else f.default

    def conv(x):
        if isinstance(x, Dtype):
            return x.dt
        if isinstance(x, list):
            return [conv(e) for e in x]
        return x

    return lambda: f(*[conv(x) for x in operands])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cases", type=int, default=3, help="rounds of random cases per op (default 3)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bin", default=os.path.join(os.path.dirname(__file__), "..", "..", "target", "release"))
    ap.add_argument("-k", default="", help="only ops whose name contains this")
    ap.add_argument("-v", action="store_true", help="print every case")
    args = ap.parse_args()
    random.seed(args.seed)
    torch.manual_seed(args.seed)
    ir_run = os.path.join(args.bin, "ir-run")
    ran = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for round_ in range(args.cases):
            for op, operands, f in cases():
                if args.k not in op:
                    continue
                f = f or torch_fn(op, operands)
                try:
                    res = f()
                except Exception as e:  # PyTorch rejects the case: skip it.
                    if args.v:
                        print("skip %s: %s" % (op, e))
                    continue
                results = list(res) if isinstance(res, (tuple, list)) else [res]
                b = Builder()
                text = b.module(op, operands, results)
                path = os.path.join(tmp, "case.mlir")
                with open(path, "w") as fh:
                    fh.write(text)
                cmd = [ir_run, path]
                for i, a in enumerate(b.args):
                    p = os.path.join(tmp, "in%d.npy" % i)
                    np.save(p, to_npy(a))
                    cmd += ["--input", p]
                for i, r in enumerate(results):
                    p = os.path.join(tmp, "out%d.npy" % i)
                    np.save(p, to_npy(r))
                    cmd += ["--check", p]
                # Reduced-precision results differ by an ulp where PyTorch
                # rounds intermediates differently.
                low = any(r.dtype in (torch.float16, torch.bfloat16) for r in results)
                cmd += ["--rtol", "1e-2" if low else "1e-4", "--atol", "1e-2" if low else "1e-5"]
                p = subprocess.run(cmd, capture_output=True, text=True)
                ran += 1
                if p.returncode != 0:
                    failed += 1
                    print("FAIL %s (round %d)\n%s%s%s" % (op, round_, text, p.stdout, p.stderr))
                elif args.v:
                    print("ok   %s" % op)
    print("%d passed, %d failed" % (ran - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
