#!/usr/bin/env python3
"""tessera's fusion against XLA's on the same JAX functions.

    xla-fusion-compare.py MODEL=REPORT.json...
    xla-fusion-compare.py [--ir-opt P] [--target T] MODEL...

For each model of tools/jax-export/models.py: XLA:CPU's compiled cost
(`jax.jit(f).lower(*args).compile().cost_analysis()["bytes accessed"]`)
and its fusion count (the `calls=%fused...` of the optimized HLO), beside
tessera's report: the one given (`MODEL=REPORT.json`, as `ir-opt --inline
--fuse --report=json` wrote it), else one made now on the committed export
(test/stablehlo/Inputs/MODEL). Prints one line a model; exits 1 if tessera
moves more bytes or makes more kernels than XLA makes fusions.
"""

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "jax-export"))

import jax  # noqa: E402
import models  # noqa: E402


def xla(name):
    f, args = models.MODELS[name]()
    compiled = jax.jit(f).lower(*args).compile()
    cost = compiled.cost_analysis()
    if isinstance(cost, list):
        cost = cost[0]
    return int(cost["bytes accessed"]), compiled.as_text().count("calls=%fused")


def tessera(ir_opt, target, name, report):
    if report:
        with open(report) as f:
            r = json.load(f)
    else:
        model = os.path.join(ROOT, "test", "stablehlo", "Inputs", name, "model.stablehlo.mlir")
        out = subprocess.run([ir_opt, "--inline", f"--fuse=target={target}", "--report=json", model],
                             capture_output=True, text=True, check=True).stdout
        r = json.loads(out)
    return r["bytes_accessed"], len(r["kernels"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ir-opt", default=os.path.join(ROOT, "target", "release", "ir-opt"))
    ap.add_argument("--target", default="cpu")
    ap.add_argument("models", nargs="+")
    a = ap.parse_args()
    worse = False
    for spec in a.models:
        m, _, report = spec.partition("=")
        xb, xf = xla(m)
        tb, tk = tessera(a.ir_opt, a.target, m, report)
        ok = tb <= xb and tk <= xf
        worse |= not ok
        print(f"{m}: tessera {tb} bytes in {tk} kernels, XLA:CPU {xb} bytes in {xf} fusions: {'ok' if ok else 'WORSE'}")
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())
