#!/usr/bin/env python3
"""Mutants of valid StableHLO files against StableHLO's own verifier.

    oracle-stablehlo-mutants.py [-n N] [--seed S] [--ir-opt P] FILE...

Each mutant changes one token of a valid file: a dimension of a tensor
type, an element type, an integer in a dimension list, an enum keyword,
an operand name, or cuts the file short. jaxlib's parser and verifier
(the oracle) judge it; tessera's `ir-opt` must agree: a mutant StableHLO
rejects is rejected with `FILE:L:C: error:`, a mutant it accepts is
printed exactly as it prints it. Any panic or crash counts as a failure.
Prints the counts and the first disagreements; exits 1 on a crash.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from jax._src.interpreters import mlir as jax_mlir  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402

ELEMS = ["f32", "f16", "bf16", "f64", "i32", "i64", "i1", "i8", "ui32"]
ENUMS = ["GT", "LT", "EQ", "NE", "GE", "LE", "FLOAT", "SIGNED", "UNSIGNED", "TOTALORDER", "DEFAULT", "HIGHEST", "BOGUS"]


def oracle(text):
    ctx = jax_mlir.make_ir_context()
    try:
        with ctx:
            m = ir.Module.parse(text)
            if not m.operation.verify():
                return None
            return m.operation.get_asm() + "\n"
    except Exception:
        return None


def mutate(text, rng):
    kinds = ["dim", "elem", "list", "enum", "operand", "cut", "digit"]
    for _ in range(50):
        k = rng.choice(kinds)
        if k == "dim":
            ms = list(re.finditer(r"tensor<((?:\d+x)+)", text))
            if not ms:
                continue
            m = rng.choice(ms)
            dims = m.group(1).split("x")[:-1]
            i = rng.randrange(len(dims))
            dims[i] = str(max(0, int(dims[i]) + rng.choice([-1, 1, 2])))
            return text[: m.start(1)] + "x".join(dims) + "x" + text[m.end(1):]
        if k == "elem":
            ms = list(re.finditer(r"x(f32|f16|bf16|i32|i64|i1)>", text))
            if not ms:
                continue
            m = rng.choice(ms)
            return text[: m.start(1)] + rng.choice(ELEMS) + text[m.end(1):]
        if k == "list":
            ms = list(re.finditer(r"(dims|dimensions|contracting_dims|batching_dims) = \[([\d, ]*)\]", text))
            if not ms:
                continue
            m = rng.choice(ms)
            nums = [x for x in m.group(2).split(",") if x.strip()]
            if nums and rng.random() < 0.7:
                i = rng.randrange(len(nums))
                nums[i] = " " + str(int(nums[i]) + rng.choice([-1, 1, 3]))
            else:
                nums.append(" 0")
            return text[: m.start(2)] + ",".join(nums).strip() + text[m.end(2):]
        if k == "enum":
            ms = list(re.finditer(r"\b(GT|LT|EQ|NE|GE|LE|FLOAT|SIGNED|UNSIGNED|TOTALORDER|DEFAULT)\b", text))
            if not ms:
                continue
            m = rng.choice(ms)
            return text[: m.start()] + rng.choice(ENUMS) + text[m.end():]
        if k == "operand":
            ms = list(re.finditer(r"%(\w+)", text))
            if len(ms) < 2:
                continue
            a, b = rng.sample(ms, 2)
            return text[: a.start()] + b.group(0) + text[a.end():]
        if k == "digit":
            ms = list(re.finditer(r"\d+", text))
            if not ms:
                continue
            m = rng.choice(ms)
            return text[: m.start()] + str(int(m.group(0)) + rng.choice([1, 7, 100])) + text[m.end():]
        if k == "cut":
            return text[: rng.randrange(len(text))]
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("-n", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--ir-opt", default=os.path.join(ROOT, "target/release/ir-opt"))
    a = ap.parse_args()
    rng = random.Random(a.seed)
    sources = [open(f).read() for f in a.files]
    counts = {"rejected-both": 0, "accepted-same": 0, "accepted-differs": 0,
              "tessera-accepts-invalid": 0, "tessera-rejects-valid": 0, "unlocated": 0, "crash": 0}
    shown = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(a.n):
            src = rng.choice(sources)
            mut = mutate(src, rng)
            path = os.path.join(tmp, f"m{i}.mlir")
            with open(path, "w") as f:
                f.write(mut)
            want = oracle(mut)
            p = subprocess.run([a.ir_opt, path], capture_output=True, text=True)
            crashed = p.returncode not in (0, 1) or "panicked" in p.stderr
            if crashed:
                counts["crash"] += 1
                kind = "crash"
            elif want is None and p.returncode != 0:
                located = re.search(re.escape(path) + r":\d+:\d+: error:", p.stderr)
                kind = "rejected-both" if located else "unlocated"
                counts[kind] += 1
            elif want is None:
                kind = "tessera-accepts-invalid"
                counts[kind] += 1
            elif p.returncode != 0:
                kind = "tessera-rejects-valid"
                counts[kind] += 1
            elif p.stdout == want:
                kind = "accepted-same"
                counts[kind] += 1
            else:
                kind = "accepted-differs"
                counts[kind] += 1
            if kind not in ("rejected-both", "accepted-same") and shown < 12:
                shown += 1
                keep = os.path.join(tempfile.gettempdir(), f"shlo-mutant-{a.seed}-{i}.mlir")
                with open(keep, "w") as f:
                    f.write(mut)
                print(f"{kind}: {keep}: {p.stderr.strip().splitlines()[0] if p.stderr.strip() else ''}")
    total = sum(counts.values())
    agree = counts["rejected-both"] + counts["accepted-same"]
    print(" ".join(f"{k}={v}" for k, v in counts.items()))
    print(f"agree: {agree} of {total} ({100.0 * agree / max(total, 1):.1f}%), crashes: {counts['crash']}")
    return 1 if counts["crash"] else 0


if __name__ == "__main__":
    sys.exit(main())
