#!/usr/bin/env python3
"""Turns mlir-opt's output (stdin) into FileCheck lines for a test:
`CHECK-LABEL` at each func.func, `CHECK-NEXT` for the lines after it.
Used to write expected output of pass tests from the oracle, never from
ir-opt. Usage: mlir-opt FLAGS in.mlir | scripts/checks-from-mlir-opt.py [PREFIX]"""
import sys

prefix = sys.argv[1] if len(sys.argv) > 1 else "CHECK"
started = False
def escape(s):
    # FileCheck reads `[[` and `{{` as its own syntax.
    return s.replace("{{", "{{[{][{]}}").replace("[[", "{{\\[\\[}}")


for line in sys.stdin.read().splitlines():
    s = escape(line.strip())
    if not s or s in ("module {",) or (s == "}" and line == "}"):
        continue
    if "func.func" in s:
        print(f"// {prefix}-LABEL: {s}")
        started = True
    elif started:
        print(f"// {prefix}-NEXT: {s}")
