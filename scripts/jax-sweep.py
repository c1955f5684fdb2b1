#!/usr/bin/env python3
"""A sweep of JAX programs through tessera's three paths.

    scripts/jax-sweep.py [NAME ...] [--zoo FILE] [--work DIR] [--paths interp,cpu,spyre]

Each program of the zoo (default tools/jax-export/programs.py: a MODELS
dict of factories returning (function, example_inputs)) is exported once
(in this process) by tools/jax-export/jax_export.py into WORK/NAME (model.stablehlo.mlir,
its inputs and JAX's outputs; reused while the zoo is unchanged), then:

  interp  ir-run on the StableHLO
  cpu     ir-opt --fuse --tile=cpu --convert-to-tt; ir-run --jit --threads 2
  spyre   ir-opt --fuse --tile=spyre --convert-to-ktir; ir-run of the host
          function on the simulated Spyre (the inputs, a zero buffer a
          result, the workspace)

with $TESSERA_BIN_DIR's binaries (default: the ir-run on PATH, else target/release), each checked
against JAX (f32: rtol 1e-4, atol 1e-5; a program with an f16 or bf16
result: 2e-2). A row is pass, fail (wrong numbers), refused (the first
`error:` line) or crash; the summary counts passes per path and lists
every other row with its first line.
"""

import argparse
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys

import tessera_bins  # noqa: E402  (scripts/ is on sys.path when run as a script)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPORTER = os.path.join(ROOT, "tools", "jax-export", "jax_export.py")
ZOO = os.path.join(ROOT, "tools", "jax-export", "programs.py")
PATHS = ("interp", "cpu", "spyre")
# numpy's dtype names to ir-run's zeros: spellings.
ZEROS = {"float32": "f32", "float16": "f16", "bfloat16": "bf16", "float64": "f64", "int32": "i32",
         "int64": "i64", "int16": "i16", "int8": "i8", "bool": "i1", "uint8": "ui8",
         "uint16": "ui16", "uint32": "ui32"}


def sh(cmd, timeout=300):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, errors="replace")
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return None, "timed out"


def classify(rc, out):
    if rc is None:
        return "timeout", "timed out"
    if rc < 0 or "panicked at" in out:
        return "crash", next((l for l in out.splitlines() if "panicked" in l), f"signal {-rc}")
    mismatch = [l for l in out.splitlines() if "MISMATCH" in l]
    if mismatch:
        return "fail", mismatch[0]
    if rc != 0:
        err = next((l for l in out.splitlines() if "error:" in l), out.strip()[-300:])
        return "refused", err
    return "pass", ""


def export(name, zoo, work, stamp):
    d = os.path.join(work, name)
    if os.path.exists(os.path.join(d, "stamp")) and open(os.path.join(d, "stamp")).read() == stamp:
        return d, None
    shutil.rmtree(d, ignore_errors=True)
    # In this process: importing JAX once instead of once a program is most
    # of a small sweep's time.
    sys.path.insert(0, os.path.dirname(EXPORTER))
    import jax_export
    try:
        jax_export.export(f"{zoo}:{name}", d)
    except Exception as e:  # the program's own error: a row, not the sweep's end
        return None, f"{type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ''}"
    with open(os.path.join(d, "stamp"), "w") as f:
        f.write(stamp)
    return d, None


def run(d, bins, paths):
    import numpy as np
    man = json.load(open(os.path.join(d, "manifest.json")))
    model = os.path.join(d, "model.stablehlo.mlir")
    ins = [os.path.join(d, f"input{i}.npy") for i in range(len(man["inputs"]))]
    outs = [os.path.join(d, f"output{i}.npy") for i in range(len(man["outputs"]))]
    low = any(np.load(o).dtype.name in ("float16", "bfloat16") or np.load(o).dtype.kind == "V"
              for o in outs)
    tol = ["--rtol", "2e-2", "--atol", "2e-2"] if low else ["--rtol", "1e-4", "--atol", "1e-5"]
    ir_opt, ir_run = os.path.join(bins, "ir-opt"), os.path.join(bins, "ir-run")
    inputs = sum([["--input", p] for p in ins], [])
    checks = sum([["--check", p] for p in outs], [])
    res = {}
    if "interp" in paths:
        res["interp"] = classify(*sh([ir_run, model] + inputs + checks + tol))
    if "cpu" in paths:
        c = os.path.join(d, "cpu.mlir")
        rc, out = sh([ir_opt, "--fuse", "--tile=cpu", "--convert-to-tt", model, "-o", c])
        if rc == 0:
            rc, out = sh([ir_run, c, "--jit", "--threads", "2"] + inputs + checks + tol)
        res["cpu"] = classify(rc, out)
    if "spyre" in paths:
        s = os.path.join(d, "spyre.mlir")
        rc, out = sh([ir_opt, "--fuse", "--tile=spyre", "--convert-to-ktir", model, "-o", s])
        if rc == 0:
            m = re.search(r"func\.func @main\([^\n]*hlo\.workspace_elements = (\d+)", open(s).read())
            args, k = [], 0
            for p in ins:
                args += ["--arg", f"arg{k}={p}"]
                k += 1
            for o in outs:
                a = np.load(o)
                dt = "bf16" if a.dtype.kind == "V" else ZEROS.get(a.dtype.name, "f32")
                shape = "x".join(str(x) for x in a.shape)
                args += ["--arg", f"arg{k}=zeros:{shape}:{dt}", "--check", f"arg{k}={o}"]
                k += 1
            args += ["--arg", f"arg{k}=zeros:{m.group(1) if m else 0}:f64"]
            rc, out = sh([ir_run, s, "--entry", "main"] + args + tol)
        res["spyre"] = classify(rc, out)
    return res


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*")
    ap.add_argument("--zoo", default=ZOO)
    ap.add_argument("--work", default="/tmp/tessera-jax-sweep")
    ap.add_argument("--paths", default=",".join(PATHS))
    a = ap.parse_args(argv)
    paths = [p for p in a.paths.split(",") if p]
    bins = tessera_bins.bin_dir()
    tessera_bins.require(bins)
    print(f"binaries: {bins}", flush=True)
    zoo = os.path.abspath(a.zoo)
    stamp = hashlib.sha256(open(zoo, "rb").read() + open(EXPORTER, "rb").read()).hexdigest()
    spec = importlib.util.spec_from_file_location("zoo", zoo)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as e:
        sys.exit(f"jax-sweep: cannot read the zoo {zoo}: {type(e).__name__}: {e}")
    names = a.names or list(module.MODELS)
    unknown = [n for n in names if n not in module.MODELS]
    if unknown:
        sys.exit(f"jax-sweep: not in {zoo}: {', '.join(unknown)}")
    os.makedirs(a.work, exist_ok=True)
    rows = {}
    for n in names:
        d, why = export(n, zoo, a.work, stamp)
        if d is None:
            print(f"{n:28} export failed: {why}", flush=True)
            continue
        rows[n] = run(d, bins, paths)
        print(f"{n:28} " + "  ".join(f"{p}={rows[n][p][0]}" for p in paths), flush=True)
    print(f"\nsummary ({len(rows)} programs exported):")
    for p in paths:
        ok = sum(r[p][0] == "pass" for r in rows.values())
        print(f"  {p:7} {ok:4} / {len(rows):<4} {100.0 * ok / max(len(rows), 1):5.1f}%")
    others = [(n, p, r[p][1]) for n, r in rows.items() for p in paths if r[p][0] != "pass"]
    if others:
        print("\nnot passing:")
        for n, p, line in others:
            print(f"  {n} {p}: {rows[n][p][0]}: {line[:240]}")
    crashes = sum(r[p][0] == "crash" for r in rows.values() for p in paths)
    print(f"crashes: {crashes}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
