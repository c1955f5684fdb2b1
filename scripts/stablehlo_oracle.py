#!/usr/bin/env python3
"""StableHLO's own parser, verifier and printer, as an opt-like command.

jaxlib bundles MLIR with the stablehlo and chlo dialects and their Python
bindings; this wraps them so tests can compare tessera's `ir-opt` with
StableHLO byte for byte:

    stablehlo_oracle.py [--generic] [--debuginfo] [--split-input-file] FILE

prints the module (one chunk per `// -----` with --split-input-file, joined
as mlir-opt joins them) and exits 0, or prints StableHLO's diagnostic to
stderr and exits 1. Like mlir-opt, the output ends in a blank line.

With --verify-diagnostics, each chunk's `// expected-error @+N {{text}}`
annotations (also `@-N`, or none for the same line) are checked against
the errors StableHLO reports, as mlir-opt's -verify-diagnostics does:
every expected error is reported on its line with that text, and every
reported error is expected. This is how tessera's verifier tests check
their expected messages against StableHLO's own.
"""

import argparse
import re
import sys

from jax._src.interpreters import mlir as jax_mlir
from jax._src.lib.mlir import ir


def render(text, generic, debuginfo):
    ctx = jax_mlir.make_ir_context()
    ctx.allow_unregistered_dialects = False
    with ctx:
        module = ir.Module.parse(text)
        if not module.operation.verify():
            raise ir.MLIRError("failed to verify", [])
        return module.operation.get_asm(
            enable_debug_info=debuginfo, print_generic_op_form=generic
        )


EXPECTED = re.compile(r"expected-(error|warning|note|remark)\s*(@[+-]?\d+)?\s*\{\{(.*?)\}\}")
LOC = re.compile(r'loc\("-":(\d+):\d+\)')


def diagnostics(text):
    """StableHLO's errors for `text`, as (line, message)."""
    ctx = jax_mlir.make_ir_context()
    ctx.allow_unregistered_dialects = False
    found = []
    with ctx:
        try:
            module = ir.Module.parse(text)
            module.operation.verify()
        except ir.MLIRError as e:
            for d in e.error_diagnostics:
                m = LOC.search(str(d.location))
                found.append((int(m.group(1)) if m else 0, d.message))
    return found


def verify_chunk(name, chunk, base):
    """Checks one chunk's annotations; returns the mismatches."""
    expected = []
    for i, line in enumerate(chunk.split("\n"), start=1):
        for kind, off, msg in EXPECTED.findall(line):
            if kind != "error":
                continue
            target = i + int(off[1:]) if off else i
            expected.append((target, msg))
    got = diagnostics(chunk)
    problems = []
    left = list(got)
    for line, msg in expected:
        hit = next((g for g in left if g[0] == line and msg in g[1]), None)
        if hit is None:
            problems.append(f"{name}:{base + line}: expected error \"{msg}\" was not produced by StableHLO")
        else:
            left.remove(hit)
    for line, msg in left:
        problems.append(f"{name}:{base + line}: StableHLO reported an unexpected error: {msg}")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--generic", action="store_true")
    ap.add_argument("--debuginfo", action="store_true")
    ap.add_argument("--split-input-file", action="store_true")
    ap.add_argument("--verify-diagnostics", action="store_true")
    a = ap.parse_args()
    text = open(a.file, encoding="utf-8", errors="surrogateescape").read()
    chunks = text.split("// -----") if a.split_input_file else [text]
    if a.verify_diagnostics:
        problems, base = [], 0
        for chunk in chunks:
            problems += verify_chunk(a.file, chunk, base)
            base += chunk.count("\n")
        for p in problems:
            sys.stderr.write(p + "\n")
        return 1 if problems else 0
    outs, failed = [], False
    for chunk in chunks:
        try:
            outs.append(render(chunk, a.generic, a.debuginfo))
        except Exception as e:  # MLIRError carries StableHLO's diagnostics
            failed = True
            sys.stderr.write(f"{a.file}: error: {e}\n")
    if failed:
        return 1
    sys.stdout.write("// -----\n".join(outs) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
