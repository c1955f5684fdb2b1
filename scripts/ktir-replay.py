#!/usr/bin/env python3
"""Replays, kernel by kernel, a KTIR program tessera emitted and ran, in
ktir-cpu (torch-spyre's independent KTIR interpreter): every kernel the
host function launched gets, in ktir-cpu, exactly the arrays tessera's
simulated Spyre gave it, and what ktir-cpu computes must equal what
tessera's kernel wrote.

    ir-run K.mlir --entry main --arg ... --dump-launches D
    scripts/ktir-replay.py K.mlir D [--rtol R] [--atol A]

Prints a line a launch and exits 1 on a disagreement. (ktir-cpu has no
host functions, so a whole program cannot run there; a kernel at a time
it can.)
"""

import argparse
import glob
import json
import os
import re
import sys

import numpy as np

DTYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "bf16": np.float32,
          "i32": np.int32, "i64": np.int64, "i8": np.int8, "i1": np.bool_}


def kernels_only(text):
    """The module with the host function (the one without a grid) left out,
    attribute aliases substituted (ktir-cpu reads neither) and i1 splats
    written as numbers."""
    defs = {}
    body = []
    for line in text.splitlines():
        m = re.match(r"^(#[A-Za-z_][\w$.]*) = (.*)$", line)
        if m:
            defs[m.group(1)] = m.group(2)
        else:
            body.append(line)
    out = "\n".join(body) + "\n"
    for k in sorted(defs, key=len, reverse=True):
        out = re.sub(re.escape(k) + r"(?![\w$.])", defs[k], out)
    # Drop functions without a grid attribute.
    keep = []
    i = 0
    for m in re.finditer(r"(?<=\n)  func\.func @[^\n]*\n.*?\n  \}\n", out, re.S):
        head = m.group(0).split("\n")[0]
        if "grid" not in head:
            keep.append(out[i:m.start()])
            i = m.end()
    keep.append(out[i:])
    # ktir-cpu reads an i1 splat `dense<true>` (how MLIR prints it) as 0:
    # its number parser knows no `true`; 1 and 0 mean the same to it.
    def numbers(m):
        return re.sub(r"\btrue\b", "1", re.sub(r"\bfalse\b", "0", m.group(0)))
    return re.sub(r"dense<[^<>]*>", numbers, "".join(keep))


def view_shapes(text, kernel):
    """Each array parameter's shape and element type in `kernel`, from the
    first memory view over it. A view whose strides are not row-major (a
    tensor laid in sticks: rows padded to whole sticks) takes the flat span
    of memory it reaches instead."""
    m = re.search(r"func\.func @" + re.escape(kernel) + r"\((.*?)\)(.*?)\n  \}\n", text, re.S)
    if not m:
        return {}
    body = m.group(2)
    out = {}
    for v in re.finditer(r"ktdp\.construct_memory_view %(\w+), sizes: \[([^\]]*)\], strides: \[([^\]]*)\].*?: memref<([^>]*)>", body):
        name = v.group(1)
        if name in out:
            continue
        dims = v.group(4).split("x")
        et = dims[-1]
        shape = [int(x) for x in dims[:-1]]
        strides = [int(x) for x in v.group(3).split(",") if x.strip()]
        dense = [int(np.prod(shape[i + 1:])) for i in range(len(shape))]
        if strides != dense and all(n > 0 for n in shape):
            shape = [1 + sum((n - 1) * s for n, s in zip(shape, strides))]
        out[name] = {"shape": shape, "dtype": et}
    return out


def lx_views(kernel_text):
    """The kernel's LX views: (element address, element count, dtype) of
    each `ct_local` memory view whose base is a constant."""
    consts = dict(re.findall(r"(%[\w]+) = arith\.constant (\d+) : index", kernel_text))
    out = []
    for m in re.finditer(
            r"ktdp\.construct_memory_view (%[\w]+), sizes: \[([^\]]*)\][^\n]*ct_local[^\n]*"
            r": memref<(?:\d+x)*([a-z]+\d+)>", kernel_text):
        base, dims, dt = m.group(1), m.group(2), m.group(3)
        if base not in consts:
            continue
        count = int(np.prod([int(x) for x in dims.split(",") if x.strip()] or [1]))
        out.append((int(consts[base]), count, dt))
    return out


def seed_lx(ki, dump, n, kernel_text):
    """Before launch `n` runs in ktir-cpu, each core's LX holds what it held
    in tessera's run (`launchN.lxC.npy`: the tensors earlier kernels left
    there), at the kernel's LX views."""
    seeds = {}
    for path in glob.glob(os.path.join(dump, f"launch{n}.lx*.npy")):
        c = int(re.search(r"\.lx(\d+)\.npy$", path).group(1))
        cells = np.load(path)
        seeds[c] = {int(a): v for a, v in cells}
    views = lx_views(kernel_text)
    if not seeds or not views:
        return
    prepare = ki._prepare_execution

    def seeded(grid):
        prepare(grid)
        for c, cells in seeds.items():
            if c >= len(ki.memory.lx_scratchpads):
                continue
            lx = ki.memory.get_lx(c)
            for base, count, dt in views:
                np_dt = DTYPES.get(dt, np.float32)
                size = np.dtype(np_dt).itemsize
                # The dump is by byte (an element's address times its size).
                at = [(base + i) * size for i in range(count)]
                vals = np.array([cells.get(a, 0.0) for a in at]).astype(np_dt)
                if any(a in cells for a in at):
                    lx.write(base * size, vals)

    ki._prepare_execution = seeded


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ktir")
    ap.add_argument("dump")
    ap.add_argument("--rtol", type=float, default=1e-4)
    ap.add_argument("--atol", type=float, default=1e-5)
    a = ap.parse_args()
    from ktir_cpu import KTIRInterpreter

    text = kernels_only(open(a.ktir).read())
    metas = sorted(glob.glob(os.path.join(a.dump, "launch*.json")),
                   key=lambda p: int(re.search(r"launch(\d+)\.json", p).group(1)))
    bad = 0
    for path in metas:
        n = int(re.search(r"launch(\d+)\.json", path).group(1))
        meta = json.load(open(path))
        kernel = meta["kernel"]
        # One function a module: ktir-cpu confuses the functions of a module
        # that holds several.
        fm = re.search(r"(?<=\n)  func\.func @" + re.escape(kernel) + r"\(.*?\n  \}\n", text, re.S)
        ki = KTIRInterpreter()
        try:
            ki.load("module {\n" + fm.group(0) + "}\n" if fm else text)
        except Exception as e:  # ktir-cpu cannot read it
            print(f"launch {n} @{kernel}: ktir-cpu cannot read it: {type(e).__name__}: {e}")
            bad += 1
            continue
        names = ki.arg_names(kernel)
        sizes = view_shapes(text, kernel)
        seed_lx(ki, a.dump, n, fm.group(0) if fm else "")

        def window(when, addr, shape, dtype):
            for arr in meta["arrays"]:
                if arr["base"] <= addr < arr["base"] + arr["len"]:
                    flat = np.load(os.path.join(a.dump, f"launch{n}.{when}.{arr['name']}.npy")).reshape(-1)
                    k = int(np.prod(shape)) if shape else 1
                    o = addr - arr["base"]
                    return flat[o:o + k].reshape(shape).astype(dtype)
            raise ValueError(f"address {addr} holds no array")

        args = {}
        shapes = {}
        for name, value in zip(names, meta["args"]):
            if name in sizes:
                s = sizes[name]
                shape = tuple(int(x) for x in s["shape"])
                dt = DTYPES.get(s["dtype"], np.float32)
                shapes[name] = (value, shape, dt)
                args[name] = window("before", value, shape, dt)
            else:
                args[name] = value
        try:
            out = ki.execute_function(kernel, **args)
        except Exception as e:  # ktir-cpu cannot run it
            print(f"launch {n} @{kernel}: ktir-cpu fails: {type(e).__name__}: {e}")
            bad += 1
            continue
        worst = 0.0
        ok = True
        for name, (addr, shape, dt) in shapes.items():
            want = window("after", addr, shape, dt).astype(np.float64)
            got = np.asarray(out.get(name, args[name])).reshape(shape).astype(np.float64)
            if want.size:
                worst = max(worst, float(np.max(np.abs(got - want))))
            ok &= bool(np.allclose(got, want, rtol=a.rtol, atol=a.atol, equal_nan=True))
        print(f"launch {n} @{kernel}: {'ok' if ok else 'MISMATCH'}: max abs err {worst:.3e}")
        bad += 0 if ok else 1
    print(f"{len(metas) - bad} of {len(metas)} launches agree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
