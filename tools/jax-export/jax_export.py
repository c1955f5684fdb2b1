#!/usr/bin/env python3
"""Exports a JAX function to StableHLO with its inputs and JAX's outputs.

    jax_export.py MODEL -o OUT_DIR [--debug-info]
    jax_export.py --list

MODEL is a name from models.py or `path/to/file.py:factory` (a function
returning `(function, example_inputs)`). Writes

    OUT_DIR/model.stablehlo.mlir   jax.jit(f).lower(*inputs).as_text()
    OUT_DIR/model.debuginfo.mlir   the same with locations (--debug-info)
    OUT_DIR/input0.npy ...         the inputs, in @main's argument order
    OUT_DIR/output0.npy ...        JAX's outputs (pytree-flattened)
    OUT_DIR/manifest.json

bf16 arrays are written as ml_dtypes writes them (`np.save` of a
`bfloat16` array). Runs on the CPU backend.
"""

import argparse
import importlib.util
import json
import os
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import models  # noqa: E402


def load(spec):
    if ":" in spec:
        path, name = spec.rsplit(":", 1)
        s = importlib.util.spec_from_file_location("user_models", path)
        m = importlib.util.module_from_spec(s)
        s.loader.exec_module(m)
        return getattr(m, name)()
    if spec not in models.MODELS:
        sys.exit(f"unknown model {spec!r}; --list shows the zoo")
    return models.MODELS[spec]()


def export(spec, out, debug_info=False):
    """Writes OUT's files for the program SPEC names (see the module's doc)."""
    fn, inputs = load(spec)
    inputs = [np.asarray(x) for x in inputs]
    lowered = jax.jit(fn).lower(*inputs)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "model.stablehlo.mlir"), "w") as f:
        f.write(lowered.as_text())
    if debug_info:
        with open(os.path.join(out, "model.debuginfo.mlir"), "w") as f:
            f.write(lowered.as_text(debug_info=True))
    outs = jax.tree_util.tree_leaves(jax.jit(fn)(*inputs))
    for i, x in enumerate(inputs):
        np.save(os.path.join(out, f"input{i}.npy"), x)
    for i, y in enumerate(outs):
        np.save(os.path.join(out, f"output{i}.npy"), np.asarray(y))
    manifest = {
        "model": spec,
        "jax": jax.__version__,
        "inputs": [[list(x.shape), str(x.dtype)] for x in inputs],
        "outputs": [[list(np.shape(y)), str(np.asarray(y).dtype)] for y in outs],
    }
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model", nargs="?")
    ap.add_argument("-o", "--out")
    ap.add_argument("--debug-info", action="store_true")
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    if a.list:
        print("\n".join(models.MODELS))
        return 0
    if not a.model or not a.out:
        ap.error("MODEL and -o OUT_DIR are required")
    export(a.model, a.out, a.debug_info)
    return 0


if __name__ == "__main__":
    sys.exit(main())
