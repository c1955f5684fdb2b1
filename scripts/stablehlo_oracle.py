#!/usr/bin/env python3
"""StableHLO's own parser, verifier and printer, as an opt-like command.

jaxlib bundles MLIR with the stablehlo and chlo dialects and their Python
bindings; this wraps them so tests can compare tessera's `ir-opt` with
StableHLO byte for byte:

    stablehlo_oracle.py [--generic] [--debuginfo] [--split-input-file] FILE

prints the module (one chunk per `// -----` with --split-input-file, joined
as mlir-opt joins them) and exits 0, or prints StableHLO's diagnostic to
stderr and exits 1. Like mlir-opt, the output ends in a blank line.
"""

import argparse
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--generic", action="store_true")
    ap.add_argument("--debuginfo", action="store_true")
    ap.add_argument("--split-input-file", action="store_true")
    a = ap.parse_args()
    text = open(a.file, encoding="utf-8", errors="surrogateescape").read()
    chunks = text.split("// -----") if a.split_input_file else [text]
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
