#!/usr/bin/env python3
"""How many ops of the emitted kernels carry a source location.

    ir-opt ... --convert-to-ktir --mlir-print-debuginfo in.mlir | kernel-locations.py --source in.mlir [--min 99]

Reads a module printed with locations (`--mlir-print-debuginfo`) and counts
the ops inside its kernels: KTIR kernels (`func.func` with a `grid`) and
tile kernels (`tt.func`). An op is located when its location (its
`loc(...)`, aliases `#locN` expanded) names a place in the source: the
input file given by `--source`, or a Python file (the model's lines, as
torch-mlir and JAX record them). `loc(unknown)` and any other buffer (an
emitter's own text, `<ktir>`) do not count. Prints the counts and the
share; with `--min P`, exits 1 when the share is below P percent.
"""

import argparse
import re
import sys

ALIAS = re.compile(r"^(#loc\d*) = (loc\(.*\))\s*$")
TRAILING = re.compile(r"loc\((#loc\d*|.*)\)\s*$")
FILE = re.compile(r'"([^"]+)":\d+:\d+')


def expand(text, aliases, depth=0):
    """`text` with every `#locN` replaced by its definition."""
    if depth > 50:
        return text
    out = re.sub(r"#loc\d*\b", lambda m: aliases.get(m.group(0), m.group(0)), text)
    return out if out == text else expand(out, aliases, depth + 1)


def located(loc, aliases, source):
    files = FILE.findall(expand(loc, aliases))
    return any(f == source or f.endswith(source) or f.endswith(".py") for f in files)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", required=True, help="the input file the kernels came from")
    ap.add_argument("--min", type=float, default=None, help="fail below this share (percent)")
    ap.add_argument("file", nargs="?", default="-")
    a = ap.parse_args()
    text = sys.stdin.read() if a.file == "-" else open(a.file).read()
    lines = text.splitlines()
    aliases = {}
    for l in lines:
        m = ALIAS.match(l)
        if m:
            aliases[m.group(1)] = m.group(2)
    total = good = 0
    bad = []
    in_kernel = False
    for l in lines:
        s = l.strip()
        if l.startswith("  func.func @") or l.startswith("  tt.func "):
            in_kernel = "grid = [" in l or l.startswith("  tt.func ")
            continue
        if l.startswith("  }") and not l.startswith("   "):
            in_kernel = False
            continue
        if not in_kernel or s.startswith("^bb") or "loc(" not in s:
            continue
        m = TRAILING.search(s)
        if not m:
            continue
        total += 1
        loc = "loc(" + m.group(1) + ")"
        if located(loc, aliases, a.source):
            good += 1
        elif len(bad) < 5:
            bad.append(s)
    share = 100.0 * good / total if total else 100.0
    print(f"kernel ops: {total}, located in the source: {good} ({share:.2f}%)")
    for b in bad:
        print(f"  unlocated: {b}")
    if a.min is not None and share < a.min:
        sys.exit(1)


if __name__ == "__main__":
    main()
