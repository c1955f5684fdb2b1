#!/usr/bin/env python3
"""Runs StableHLO's own test files (from a checkout of openxla/stablehlo)
under tessera, chunk by chunk, and reports how many pass.

    stablehlo-suite.py STABLEHLO_DIR [--kind parse|interpret] [--ir-opt P]
                       [--ir-run P] [--filecheck P] [-v] [--min PCT]

parse:     stablehlo/tests/{ops,print,verify}_*.mlir. Each `// -----` chunk
           is run as its RUN line says (`stablehlo-opt` renamed `ir-opt`,
           `-verify-diagnostics -split-input-file`), and its output is
           checked with FileCheck against that chunk's CHECK lines.
interpret: stablehlo/tests/interpret/*.mlir. Every function of every chunk
           runs under `ir-run --split-input-file`; the summary line counts
           the functions that passed.

The test files are StableHLO's, not tessera's: they are read from the
checkout and never copied into this repository.
"""

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def chunks(text):
    return re.split(r"^// -----\s*$", text, flags=re.M)


def run_parse(args, files):
    total = passed = 0
    per_file = []
    for f in files:
        text = open(f).read()
        first = text.splitlines()[0] if text else ""
        if "stablehlo-opt" not in first:
            continue
        opts = []
        for flag in ["-verify-diagnostics", "-allow-unregistered-dialect", "-mlir-print-debuginfo", "-mlir-print-op-generic", "-mlir-print-local-scope"]:
            if flag in first:
                opts.append("-" + flag)
        # Only the parser/printer/verifier: files whose RUN line runs no pass.
        run = first.split("stablehlo-opt", 1)[1].split("|")[0]
        extra = [t for t in run.split() if t.startswith("-") and t.lstrip("-") not in (
            "verify-diagnostics", "split-input-file", "allow-unregistered-dialect",
            "mlir-print-debuginfo", "mlir-print-op-generic", "mlir-print-local-scope")]
        if extra:
            continue
        ok_f = n_f = 0
        prefix = "CHECK"
        m = re.search(r"--check-prefixes?=(\S+)", first)
        if m:
            prefix = m.group(1).split(",")[0]
        for c in chunks(text):
            if not c.strip():
                continue
            n_f += 1
            with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as t:
                t.write(c)
                path = t.name
            p = subprocess.run([args.ir_opt, path] + opts, capture_output=True, text=True)
            good = p.returncode == 0
            if good and re.search(r"//\s*" + prefix + r"(-\w+)?:", c):
                fc = subprocess.run([args.filecheck, path, "--check-prefix=" + prefix],
                                    input=p.stdout, capture_output=True, text=True)
                good = fc.returncode == 0
                if not good and args.verbose:
                    print(fc.stderr[:800])
            elif not good and args.verbose:
                print(p.stderr[:800])
            ok_f += good
            os.unlink(path)
        per_file.append((os.path.basename(f), ok_f, n_f))
        total += n_f
        passed += ok_f
    return per_file, passed, total


def run_interpret(args, files):
    per_file = []
    total = passed = 0
    for f in files:
        p = subprocess.run([args.ir_run, f, "--split-input-file"], capture_output=True, text=True)
        m = re.search(r"(\d+) of (\d+) functions passed", p.stdout + p.stderr)
        ok, n = (int(m.group(1)), int(m.group(2))) if m else (0, max(1, len(re.findall(r"func\.func", open(f).read()))))
        if args.verbose and ok < n:
            print(f, (p.stderr or p.stdout)[:600])
        per_file.append((os.path.basename(f), ok, n))
        total += n
        passed += ok
    return per_file, passed, total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("stablehlo_dir")
    ap.add_argument("--kind", default="parse", choices=["parse", "interpret"])
    ap.add_argument("--ir-opt", default=os.path.join(ROOT, "target/release/ir-opt"))
    ap.add_argument("--ir-run", default=os.path.join(ROOT, "target/release/ir-run"))
    ap.add_argument("--filecheck", default="/usr/lib/llvm-22/bin/FileCheck")
    ap.add_argument("--min", type=float, default=0.0, help="fail below this pass percentage")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    tests = os.path.join(a.stablehlo_dir, "stablehlo/tests")
    if a.kind == "parse":
        files = sorted(glob.glob(os.path.join(tests, "ops_*.mlir")) + glob.glob(os.path.join(tests, "print_*.mlir"))
                       + glob.glob(os.path.join(tests, "verify_*.mlir")))
        per_file, ok, n = run_parse(a, files)
        unit = "chunks"
    else:
        files = sorted(glob.glob(os.path.join(tests, "interpret/*.mlir")) + glob.glob(os.path.join(tests, "interpret/chlo/*.mlir")))
        per_file, ok, n = run_interpret(a, files)
        unit = "functions"
    for name, k, m in per_file:
        print(f"{name:45} {k:4}/{m:<4}")
    pct = 100.0 * ok / max(n, 1)
    print(f"total: {ok} of {n} {unit} passed ({pct:.1f}%)")
    return 0 if pct >= a.min else 1


if __name__ == "__main__":
    sys.exit(main())
