#!/usr/bin/env python3
"""Runs the KTIR examples of a ktir-cpu checkout through tessera and through
ktir-cpu (an independent KTIR interpreter), on the same random inputs, and
compares every array argument's final contents.

    scripts/ktir-compare.py [KTIR_CPU_CHECKOUT] [--ir-opt BIN] [--ir-run BIN] [-k NAME]

For each example of ktir-cpu's own registry (tests/conftest.py,
EXAMPLE_PARAMS: the file, its kernel and its scalar arguments):

1. tessera parses and verifies it, prints it, and reads its own print back
   to the same text (a fixpoint);
2. ktir-cpu sizes the array arguments; both run the kernel on the same
   random arrays and scalars (ir-run --arg NAME=FILE.npy ... --out-dir);
3. every array must agree (f16: rtol 1e-2, atol 1e-2 of the array's largest
   magnitude; f32: rtol 1e-4, atol 1e-5).

Prints one line an example and a summary; exits 1 if the two disagree,
tessera's print is no fixpoint, or tessera fails to run what it parsed
(what tessera cannot parse, or ktir-cpu cannot size or run, is reported).
Nothing of the checkout is copied: it is read where it is.
"""

import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("checkout", nargs="?", help="default: where ktir_cpu is imported from")
    here = os.path.dirname(os.path.abspath(__file__))
    bins = os.environ.get("TESSERA_BIN_DIR") or os.path.join(here, "..", "target", "release")
    # Under lit, the tools are on PATH (the build being tested).
    import shutil
    if shutil.which("ir-run") and not os.environ.get("TESSERA_BIN_DIR"):
        bins = os.path.dirname(shutil.which("ir-run"))
    ap.add_argument("--ir-opt", default=os.path.join(bins, "ir-opt"))
    ap.add_argument("--ir-run", default=os.path.join(bins, "ir-run"))
    ap.add_argument("-k", default="", help="only examples whose kernel or path contains one of these (comma-separated)")
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    if a.checkout is None:
        import ktir_cpu
        a.checkout = os.path.dirname(os.path.dirname(os.path.abspath(ktir_cpu.__file__)))

    sys.path.insert(0, a.checkout)
    sys.path.insert(0, os.path.join(a.checkout, "tests"))
    from ktir_cpu import KTIRInterpreter  # noqa: E402
    import conftest  # noqa: E402

    rng = np.random.default_rng(a.seed)
    results = []
    for func, entries in conftest.EXAMPLE_PARAMS.items():
        for entry in entries:
            keys = [k for k in a.k.split(",") if k]
            if keys and not any(k in func or k in entry["path"] for k in keys):
                continue
            path = os.path.join(a.checkout, "examples", entry["path"])
            label = f"{entry['path']}:{func}"
            results.append((label, run_one(a, path, func, entry, rng, KTIRInterpreter)))
    ok = sum(1 for _, r in results if r == "ok")
    for label, r in results:
        print(f"{label}: {r}")
    print(f"{ok} of {len(results)} examples agree")
    # Disagreements fail; what one side cannot read or run is reported.
    bad = [r for _, r in results if r.startswith(("MISMATCH", "NO FIXPOINT", "RUN ERROR"))]
    return 1 if bad else 0


def run_one(a, path, func, entry, rng, KTIRInterpreter):
    # 1. Parse, verify, print, and print again.
    p1 = subprocess.run([a.ir_opt, path], capture_output=True, text=True)
    if p1.returncode != 0:
        return "PARSE ERROR: " + first_line(p1.stderr)
    p2 = subprocess.run([a.ir_opt, "-"], input=p1.stdout, capture_output=True, text=True)
    if p2.returncode != 0 or p2.stdout != p1.stdout:
        return "NO FIXPOINT: " + first_line(p2.stderr)

    # 2. Inputs from ktir-cpu's sizes and registry.
    kw = entry.get("execute_kwargs", {})
    if any(isinstance(v, list) for v in kw.values()):
        kw = {k: (v[0] if isinstance(v, list) else v) for k, v in kw.items()}
    try:
        ki = KTIRInterpreter()
        ki.load(path)
        names = ki.arg_names(func)
        sizes = ki.tensor_input_output_sizes(func)
    except Exception as e:  # ktir-cpu cannot size it
        return f"SKIPPED (ktir-cpu: {e})"
    arrays = {}
    for n, s in sizes.items():
        if n not in names:
            continue  # a view ktir-cpu sized that is no argument
        dt = {"f16": np.float16, "f32": np.float32, "bf16": np.float32, "i32": np.int32,
              "i64": np.int64, "index": np.int64}.get(s["dtype"], np.float32)
        shape = []
        for x in s["shape"]:
            if isinstance(x, str):
                x = kw.get(x.lstrip("%"))
            if not isinstance(x, int):
                return f"SKIPPED (symbolic shape {s['shape']} of {n})"
            shape.append(x)
        s = dict(s, shape=tuple(shape))
        if np.issubdtype(dt, np.integer):
            arrays[n] = rng.integers(0, 4, size=s["shape"]).astype(dt)
        else:
            arrays[n] = rng.standard_normal(s["shape"]).astype(dt)
    scalars = {n: v for n, v in kw.items() if n in names and n not in arrays and v is not None}
    missing = [n for n in names if n not in arrays and n not in scalars]
    if missing:
        return f"SKIPPED (no value for {missing})"

    with tempfile.TemporaryDirectory() as d:
        cmd = [a.ir_run, path, "--entry", func, "--out-dir", os.path.join(d, "out")]
        for n, arr in arrays.items():
            f = os.path.join(d, n + ".npy")
            np.save(f, arr)
            cmd += ["--arg", f"{n}={f}"]
        for n, v in scalars.items():
            cmd += ["--arg", f"{n}={v}"]
        try:
            want = ki.execute_function(func, **{**{k: v.copy() for k, v in arrays.items()}, **scalars})
        except Exception as e:
            return f"SKIPPED (ktir-cpu fails: {type(e).__name__}: {e})"
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            return "RUN ERROR: " + first_line(r.stderr)
        for n in arrays:
            got = np.load(os.path.join(d, "out", n + ".npy")).astype(np.float64)
            w = np.asarray(want.get(n, arrays[n]), dtype=np.float64).reshape(got.shape)
            # f16 kernels that accumulate in f16 (a K loop of matmuls)
            # differ by a few ulps of their largest partial sums between
            # two correct interpreters (tessera rounds each product once
            # from f64, ktir-cpu from numpy's f32): the absolute tolerance
            # is 1% of the output's largest magnitude.
            scale = max(1.0, float(np.nanmax(np.abs(w)))) if w.size else 1.0
            tol = (1e-2, 1e-2 * scale) if arrays[n].dtype == np.float16 else (1e-4, 1e-5)
            if not np.allclose(got, w, rtol=tol[0], atol=tol[1], equal_nan=True):
                diff = np.abs(got - w)
                j = int(np.nanargmax(diff - (tol[1] + tol[0] * np.abs(w))))
                return (f"MISMATCH in {n}: max abs err {diff.flat[j]:.3e} at element {j} "
                        f"(tessera {got.flat[j]:.6g}, ktir-cpu {w.flat[j]:.6g})")
    return "ok"


def first_line(s):
    lines = [l for l in s.strip().splitlines() if l.strip()]
    return lines[0] if lines else "(no message)"


if __name__ == "__main__":
    sys.exit(main())
