#!/usr/bin/env python3
"""Mutants of models in every dialect through every pipeline the README
shows: ir-opt and ir-run must answer each with a result or a located
error, never a crash, a hang or silence.

    scripts/mutant-sweep.py INPUT... [--mutants N] [--seed S] [--jobs J]
                            [--timeout SECONDS] [--bin DIR] [--json FILE] [--keep DIR]

INPUT is a file or a folder (searched for *.mlir and *.ttir). Each file's
dialect is read off its text: torch (torch-mlir's exports), StableHLO
(JAX's and tessera's), KTIR (`ktdp`) or TTIR (`tt`). Each file gives N
mutants (default 20): `ir-gen mutate` (bytes: a token dropped, doubled or
changed, a line cut), `ir-gen mutate-std` (a type, a shape or an operand
changed: errors a verifier must find) and `ir-gen mutate-value` (an
extreme literal, two operands swapped, an op repeated: changes that
mostly still verify and reach the passes and the engines) in turn. The file itself runs first and must
not crash either.

Pipelines, by dialect (ir-opt unless marked ir-run):
  every one   print; --mlir-print-op-generic; --canonicalize --cse
  torch       --decompose --convert-torch-to-hlo; ... --fuse --layout
              --tile=spyre --report=table; ... --inline --fuse --tile=spyre
              --convert-to-ktir; ... --fuse --tile=cpu --convert-to-tt;
              ir-run --random-inputs; ir-run --jit of the CPU program
  StableHLO   --fuse --layout --tile=spyre --report=table; --inline --fuse
              --layout --tile --compare=tpu-v5e,spyre; --inline --fuse
              --tile=spyre --convert-to-ktir; --inline --fuse --layout
              --tile=spyre --schedule --dump-dir D; --inline --fuse
              --tile=cpu --convert-to-tt; ir-run --random-inputs; ir-run of
              the KTIR on the simulated Spyre; ir-run --jit of the CPU program
  KTIR        ir-run --entry K --arg ... on the simulated Spyre (every
              argument a zero array of 65,536 f32; an address given as a
              loop bound makes a long loop, so every run has --max-steps)
  TTIR        ir-run --entry K --grid 2 --arg ... interpreted, and --jit
              --check-bounds (pointers: zero arrays of 4,096; integers 16)

A run is a crash when the tool exits other than 0 or 1, is killed, prints
Rust's panic text or "internal error", or takes longer than --timeout
(default 60 s: a hang); exit 1 without an `error:` line is silence. The
summary counts, per dialect and pipeline, runs, successes, located
errors and failures; the exit status is 1 if there was any failure.
Standard library only.
"""

import argparse
import concurrent.futures as futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

COMMON = [
    ("print", [[]]),
    ("generic", [["--mlir-print-op-generic"]]),
    ("canonicalize-cse", [["--canonicalize", "--cse"]]),
]
TO_HLO = ["--decompose", "--convert-torch-to-hlo"]
SPYRE = ["--fuse", "--layout", "--tile=spyre", "--report=table"]
KTIR = ["--inline", "--fuse", "--tile=spyre", "--convert-to-ktir"]
CPU = ["--inline", "--fuse", "--tile=cpu", "--convert-to-tt"]
RUN = ["@run", "--random-inputs", "--max-steps", "100000"]
JIT = ["@run", "--jit", "--check-bounds", "--random-inputs"]

# A pipeline is a list of stages: ir-opt flags, or `@run` and ir-run's
# flags; a stage after the first reads the previous stage's output.
PIPELINES = {
    "torch": COMMON + [
        ("torch-to-hlo", [TO_HLO]),
        ("spyre-report", [TO_HLO + SPYRE]),
        ("ktir", [TO_HLO + KTIR]),
        ("cpu-tt", [TO_HLO + CPU]),
        ("run", [RUN]),
        ("cpu-jit", [TO_HLO + CPU, JIT]),
    ],
    "stablehlo": COMMON + [
        ("spyre-report", [SPYRE]),
        ("compare", [["--inline", "--fuse", "--layout", "--tile", "--compare=tpu-v5e,spyre"]]),
        ("ktir", [KTIR]),
        ("dump", [["--inline", "--fuse", "--layout", "--tile=spyre", "--schedule", "--dump-dir", "@dump"]]),
        ("cpu-tt", [CPU]),
        ("run", [RUN]),
        ("ktir-run", [KTIR, ["@run", "@ktir-args"]]),
        ("cpu-jit", [CPU, JIT]),
    ],
    "ktir": COMMON + [("run", [["@run", "@ktir-kernel-args"]])],
    "ttir": COMMON + [
        ("run", [["@run", "@tt-args"]]),
        ("jit", [["@run", "@tt-args", "--jit", "--check-bounds"]]),
    ],
}


def dialect_of(text):
    if "!torch.vtensor" in text or "torch.aten." in text:
        return "torch"
    if "ktdp." in text:
        return "ktir"
    if "tt.func" in text:
        return "ttir"
    if "stablehlo." in text or "chlo." in text:
        return "stablehlo"
    return None


def inputs_of(paths):
    out = []
    for p in paths:
        if os.path.isdir(p):
            for d, _, files in sorted(os.walk(p)):
                out += [os.path.join(d, f) for f in sorted(files) if f.endswith((".mlir", ".ttir"))]
        else:
            out.append(p)
    return out


def tensor_specs(types):
    """`tensor<2x3xf32>` -> `zeros:2x3:f32`, for the simulated Spyre."""
    specs = []
    for t in re.findall(r"tensor<([^>]*)>", types):
        parts = t.split("x")
        elem = parts[-1]
        if elem.startswith("i") and elem != "i1":
            elem = "i" + elem[1:]
        specs.append("zeros:%s:%s" % ("x".join(parts[:-1]), elem))
    return specs


def ktir_args(source, ktir_text):
    """The host function's arguments: the source @main's inputs, then its
    results, then the workspace."""
    m = re.search(r"func\.func (?:public )?@main\((.*?)\)\s*(?:->\s*(.*?))?\s*(?:attributes|\{)", source, re.S)
    w = re.search(r"hlo\.workspace_elements = (\d+)", ktir_text)
    if not m or not w:
        return None
    specs = tensor_specs(m.group(1)) + tensor_specs(m.group(2) or "")
    specs.append("zeros:%d:f64" % max(1, int(w.group(1))))
    args = ["--entry", "main"]
    for i, s in enumerate(specs):
        args += ["--arg", "arg%d=%s" % (i, s)]
    return args


def kernel_args(text, dialect):
    """An entry and arguments for a KTIR or TTIR file: its first kernel,
    arrays for its addresses and pointers, 16 for its integers."""
    if dialect == "ttir":
        m = re.search(r"tt\.func (?:public )?@([\w$.]+)\((.*?)\)\s*(?:attributes|\{)", text, re.S)
    else:
        m = re.search(r"func\.func (?:public )?@([\w$.]+)\((.*?)\)\s*(?:attributes \{grid|\{)", text, re.S)
    if not m:
        return None
    args = ["--entry", m.group(1)]
    if dialect == "ttir":
        args += ["--grid", "2"]
    params = re.findall(r"%([\w$.]+)\s*:\s*(![\w.]+<[^>]*>|[\w.]+)", m.group(2))
    for name, ty in params:
        p = re.match(r"!tt\.ptr<(\w+)", ty)
        if p:
            elem = p.group(1)
            elem = {"i1": "i8"}.get(elem, elem)
            spec = "zeros:4096:%s" % elem
        elif dialect == "ktir" and ty == "index":
            spec = "zeros:65536:f32"
        elif re.match(r"f\d+", ty):
            spec = "1.5"
        else:
            spec = "16"
        args += ["--arg", "%s=%s" % (name, spec)]
    return args


CRASH_TEXT = re.compile(r"panicked at|internal error|RUST_BACKTRACE|stack overflow|Segmentation")


def run_stage(bin_dir, stage, src_path, source, prev_out, work, timeout):
    """Runs one stage; returns (kind, detail, output path)."""
    out = os.path.join(work, "out%d.mlir" % len(os.listdir(work)))
    if stage and stage[0] == "@run":
        cmd = [os.path.join(bin_dir, "ir-run"), prev_out or src_path]
        for a in stage[1:]:
            if a == "@ktir-args":
                extra = ktir_args(source, open(prev_out, errors="replace").read())
                if extra is None:
                    return ("skip", "no host function", None)
                cmd += extra + ["--out-dir", os.path.join(work, "arrays"), "--max-steps", "100000"]
            elif a in ("@ktir-kernel-args", "@tt-args"):
                extra = kernel_args(open(prev_out or src_path, errors="replace").read(),
                                    "ktir" if a == "@ktir-kernel-args" else "ttir")
                if extra is None:
                    return ("error", "no kernel to run", None)
                cmd += extra + ["--out-dir", os.path.join(work, "arrays"), "--max-steps", "100000"]
            else:
                cmd.append(a)
    else:
        cmd = [os.path.join(bin_dir, "ir-opt")]
        for a in stage:
            cmd.append(os.path.join(work, "dump") if a == "@dump" else a)
        cmd += [prev_out or src_path, "-o", out]
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return ("crash", "timeout after %ss: %s" % (timeout, " ".join(cmd)), None)
    err = p.stderr.decode(errors="replace")
    if p.returncode not in (0, 1) or CRASH_TEXT.search(err):
        return ("crash", "exit %d: %s\n%s" % (p.returncode, " ".join(cmd), err[-2000:]), None)
    if p.returncode == 1:
        if "error" not in err:
            return ("crash", "exit 1 and no error: %s" % " ".join(cmd), None)
        return ("error", err.strip().splitlines()[0][:300] if err.strip() else "", None)
    return ("ok", "", out)


def run_pipeline(bin_dir, stages, src_path, source, timeout):
    work = tempfile.mkdtemp(prefix="tessera-mutant-")
    try:
        os.makedirs(os.path.join(work, "arrays"))
        prev = None
        kind, detail = "ok", ""
        for stage in stages:
            kind, detail, prev = run_stage(bin_dir, stage, src_path, source, prev, work, timeout)
            if kind != "ok":
                break
        return kind, detail
    finally:
        shutil.rmtree(work, ignore_errors=True)


def mutant(bin_dir, path, seed, work, index):
    """Mutant `seed` of `path` (input number `index`), written to `work`."""
    how = ("mutate", "mutate-std", "mutate-value")[seed % 3]
    p = subprocess.run([os.path.join(bin_dir, "ir-gen"), how, path, "--seed", str(seed)],
                       capture_output=True)
    out = os.path.join(work, "i%d-m%d%s" % (index, seed, os.path.splitext(path)[1]))
    with open(out, "wb") as f:
        f.write(p.stdout)
    return out, "%s --seed %d (%s)" % (how, seed, p.stderr.decode(errors="replace").strip().removeprefix("ir-gen: mutation: "))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--mutants", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60)
    on_path = shutil.which("ir-opt")
    default_bin = os.environ.get("TESSERA_BIN_DIR") or (
        os.path.dirname(on_path) if on_path else os.path.join(ROOT, "target", "release"))
    ap.add_argument("--bin", default=default_bin,
                    help="where ir-opt, ir-run and ir-gen are ($TESSERA_BIN_DIR, else ir-opt's folder on PATH)")
    ap.add_argument("--json", help="write every failure and the counts to FILE")
    ap.add_argument("--keep", help="copy each mutant that fails into DIR")
    ap.add_argument("--errors", type=int, default=0, metavar="K",
                    help="print the K most frequent errors of each pipeline (file positions elided)")
    a = ap.parse_args()

    files = [(f, dialect_of(open(f, errors="replace").read())) for f in inputs_of(a.inputs)]
    skipped = [f for f, d in files if d is None]
    files = [(f, d) for f, d in files if d is not None]
    if not files:
        sys.exit("mutant-sweep: no torch, StableHLO, KTIR or TTIR file among the inputs")
    mwork = tempfile.mkdtemp(prefix="tessera-mutants-")
    jobs = []
    for index, (f, d) in enumerate(files):
        cases = [(f, "the file itself")]
        for k in range(a.mutants):
            cases.append(mutant(a.bin, f, a.seed + k, mwork, index))
        for path, what in cases:
            source = open(path, errors="replace").read()
            for name, stages in PIPELINES[d]:
                jobs.append((d, name, f, path, what, source, stages))

    counts, failures, errors = {}, [], {}
    with futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        results = ex.map(lambda j: run_pipeline(a.bin, j[6], j[3], j[5], a.timeout), jobs)
        for job, (kind, detail) in zip(jobs, results):
            d, name, f, path, what = job[:5]
            c = counts.setdefault((d, name), {"runs": 0, "ok": 0, "error": 0, "skip": 0, "crash": 0})
            c["runs"] += 1
            c[kind] += 1
            if kind == "error":
                msg = re.sub(r"^\S*?:\d+:\d+: ", "", detail)
                e = errors.setdefault((d, name), {})
                e[msg] = e.get(msg, 0) + 1
            if kind == "crash":
                failures.append({"dialect": d, "pipeline": name, "file": f, "mutant": what, "detail": detail})
                print("FAIL %s %s %s [%s]: %s" % (d, name, f, what, detail), flush=True)
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    shutil.copy(path, os.path.join(a.keep, "%d-%s" % (len(failures), os.path.basename(path))))
    shutil.rmtree(mwork, ignore_errors=True)

    by_dialect = {}
    for f, d in files:
        by_dialect[d] = by_dialect.get(d, 0) + 1
    print("inputs: %s; %d mutants each%s" % (
        ", ".join("%d %s" % (n, d) for d, n in sorted(by_dialect.items())), a.mutants,
        "; %d files of no known dialect skipped" % len(skipped) if skipped else ""))
    print("%-10s %-17s %6s %6s %8s %6s %8s" % ("dialect", "pipeline", "runs", "ok", "errors", "skip", "failures"))
    for (d, name), c in sorted(counts.items()):
        print("%-10s %-17s %6d %6d %8d %6d %8d" % (d, name, c["runs"], c["ok"], c["error"], c["skip"], c["crash"]))
    if a.errors:
        for (d, name), e in sorted(errors.items()):
            print("%s %s:" % (d, name))
            for msg, n in sorted(e.items(), key=lambda x: -x[1])[:a.errors]:
                print("  %5d  %s" % (n, msg[:160]))
    total = sum(c["runs"] for c in counts.values())
    print("mutant-sweep: %d runs, %d failures (crashes, hangs or silence)" % (total, len(failures)))
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"counts": {"%s/%s" % k: v for k, v in counts.items()}, "failures": failures}, f, indent=1)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
