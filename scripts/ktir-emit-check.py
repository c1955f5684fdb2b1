#!/usr/bin/env python3
"""Checks what `ir-opt --fuse --tile=spyre --convert-to-ktir` emits for a
program that compiles to ONE Spyre kernel: the kernel, given the program's
inputs then its output (device arrays), must compute what the program
computes (tessera's interpreter on the program is the reference), in
tessera's simulated Spyre and, when ktir-cpu is importable, in ktir-cpu.

    scripts/ktir-emit-check.py FILE --entry NAME [--seed N] [--rtol R] [--atol A]

Prints `tessera: ok ...` and `ktir-cpu: ok ...` (or `ktir-cpu: unavailable`)
and exits 1 on a mismatch. ktir-cpu's text parser does not resolve
attribute aliases inside linalg ops, so they are substituted for it.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

import numpy as np


def tool(name):
    d = os.environ.get("TESSERA_BIN_DIR")
    if d:
        return os.path.join(d, name)
    found = shutil.which(name)
    if found:
        return found
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(here, "..", "target", "release", name)


def inline_aliases(text):
    """Replaces `#name` uses by their `#name = ...` definitions."""
    defs = {}
    body = []
    for line in text.splitlines():
        m = re.match(r"^(#[A-Za-z_][\w$.]*) = (.*)$", line)
        if m:
            defs[m.group(1)] = m.group(2)
        else:
            body.append(line)
    out = "\n".join(body)
    for k in sorted(defs, key=len, reverse=True):
        out = re.sub(re.escape(k) + r"(?![\w$.])", defs[k], out)
    return out + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--entry", default="main")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rtol", type=float, default=1e-4)
    ap.add_argument("--atol", type=float, default=1e-5)
    a = ap.parse_args()
    d = tempfile.mkdtemp()
    try:
        return run(a, d)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def run(a, d):
    ref = os.path.join(d, "ref.npy")
    # The program's signature, from tessera's random inputs (saved by
    # running the reference once per input through --random-inputs is not
    # possible, so inputs are drawn here from the printed types).
    sig = subprocess.run([tool("ir-opt"), a.file], capture_output=True, text=True, check=True).stdout
    m = re.search(r"func\.func (?:public |private )?@" + re.escape(a.entry) + r"\((.*?)\)\s*->", sig, re.S)
    if not m:
        print(f"no function @{a.entry}")
        return 1
    types = re.findall(r"tensor<([0-9x]*)(f16|f32|f64|bf16)>", m.group(1))
    rng = np.random.default_rng(a.seed)
    inputs = []
    for i, (dims, et) in enumerate(types):
        shape = tuple(int(x) for x in dims.split("x") if x)
        arr = rng.standard_normal(shape).astype({"f16": np.float16, "f32": np.float32, "f64": np.float64}.get(et, np.float32))
        p = os.path.join(d, f"in{i}.npy")
        np.save(p, arr)
        inputs.append((p, arr))
    cmd = [tool("ir-run"), a.file, "--entry", a.entry, "--output", ref]
    for p, _ in inputs:
        cmd += ["--input", p]
    subprocess.run(cmd, check=True)
    want = np.load(ref)

    ktir = os.path.join(d, "k.mlir")
    subprocess.run([tool("ir-opt"), "--fuse", "--tile=spyre", "--convert-to-ktir", a.file, "-o", ktir], check=True)
    text = open(ktir).read()
    kernels = re.findall(r"func\.func @(\w+)\(([^)]*)\) attributes \{grid", text)
    if len(kernels) != 1:
        print(f"expected one kernel, got {len(kernels)}")
        return 1
    kname, params = kernels[0]
    names = re.findall(r"%(\w+): index", params)
    out_name = names[-1]
    ok = True

    # tessera's simulated Spyre.
    cmd = [tool("ir-run"), ktir, "--entry", kname, "--out-dir", os.path.join(d, "out")]
    for n, (p, _) in zip(names, inputs):
        cmd += ["--arg", f"{n}={p}"]
    zeros = os.path.join(d, "zeros.npy")
    np.save(zeros, np.zeros(want.shape, want.dtype))
    cmd += ["--arg", f"{out_name}={zeros}", "--check", f"{out_name}={ref}",
            "--rtol", str(a.rtol), "--atol", str(a.atol), "--report"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    print("tessera:", (r.stdout.strip() or r.stderr.strip()).replace("\n", "; "))
    ok &= r.returncode == 0

    # ktir-cpu, if present.
    try:
        from ktir_cpu import KTIRInterpreter
    except ImportError:
        print("ktir-cpu: unavailable")
        return 0 if ok else 1
    # ktir-cpu runs kernels; the host function (which calls them) is left
    # out of what it reads.
    host = re.search(r"\n  func\.func @" + re.escape(a.entry) + r"\(.*?\n  \}\n", text, re.S)
    kernel_text = text if host is None else text[: host.start() + 1] + text[host.end():]
    ki = KTIRInterpreter()
    ki.load(inline_aliases(kernel_text))
    kn = ki.arg_names(kname)
    args = {kn[i]: arr.copy() for i, (_, arr) in enumerate(inputs)}
    args[kn[-1]] = np.zeros(want.shape, want.dtype)
    got = ki.execute_function(kname, **args)[kn[-1]]
    err = float(np.max(np.abs(got.astype(np.float64) - want.astype(np.float64))))
    good = np.allclose(got, want, rtol=a.rtol, atol=a.atol)
    print(f"ktir-cpu: {'ok' if good else 'MISMATCH'}: max abs err {err:.3e}")
    ok &= good
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
