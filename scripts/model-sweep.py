#!/usr/bin/env python3
"""A held-out model sweep: how many PyTorch models of
tools/torch-import/sweep_models.py get through tessera's three paths, and
which op stops each one (--zoo FILE: the models of another file with a
MODELS dict of factories, e.g. a held-out set kept outside the repository).

    scripts/model-sweep.py [NAME...] [--list] [--work DIR] [--json FILE]
                           [--paths hlo,cpu,spyre] [--jobs N] [--timeout S]
                           [--reexport | --keep-exports] [--snapshot] [--zoo FILE]

Every model is exported once with tools/torch-import/torch_import.py
(`sweep_models.py:NAME -o WORK/NAME --no-report`) into the cache directory
(--work, default /tmp/tessera-sweep); an export is reused while
sweep_models.py and torch_import.py are unchanged (their hash is stored next
to it; --reexport always exports again, --keep-exports never does).  Then,
with the binaries of $TESSERA_BIN_DIR (default target/release):

  hlo    ir-opt --decompose --convert-torch-to-hlo; ir-run --input/--check
  cpu    ... --fuse --tile=cpu --convert-to-tt; ir-run --jit --threads 2
  spyre  ... --fuse --tile=spyre --convert-to-ktir; ir-run on the simulated
         Spyre: --arg argI=inputI.npy, one zeros buffer per result, the
         workspace (zeros:N:f64, N = @main's hlo.workspace_elements: f64
         holds constants of every type exactly),
         --check argK=outputJ.npy

Tolerances: rtol 1e-4 / atol 1e-5, and 2e-2 / 2e-2 for a model whose name
starts with f16_/bf16_ or that has an f16/bf16 result.  bf16 tensors are
stored by torch_import as float32 npy files; ir-run takes f32 data for a
bf16 argument and compares in f64, so they are passed as they are.

Each (model, path) is one row: pass, fail (wrong numbers: the mismatch),
refused (the first `error:` line: op and reason), crash (a signal or a Rust
panic), timeout (--timeout, default 60 s per command).  The summary gives
per path passed/total, and ranks the ops that stop models: the work list.
Models run in parallel, at most 2 processes at a time (--jobs).  A crash
of ir-opt is bisected over the pipeline's passes (the first prefix that
crashes names the pass).  --snapshot copies the binaries to WORK/bin first,
so a rebuild of target/release during the sweep cannot mix two builds
(without it the sweep warns when the binaries changed under it).
"""

import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import shutil
import re
import shlex
import signal
import subprocess
import sys
import threading
import time

import tessera_bins  # noqa: E402  (scripts/ is on sys.path when run as a script)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORT_DIR = os.path.join(ROOT, "tools", "torch-import")
ZOO = os.path.join(IMPORT_DIR, "sweep_models.py")
IMPORTER = os.path.join(IMPORT_DIR, "torch_import.py")
PATHS = ("hlo", "cpu", "spyre")
HLO_PASSES = ["--decompose", "--convert-torch-to-hlo"]
PATH_PASSES = {
    "hlo": HLO_PASSES,
    "cpu": HLO_PASSES + ["--fuse", "--tile=cpu", "--convert-to-tt"],
    "spyre": HLO_PASSES + ["--fuse", "--tile=spyre", "--convert-to-ktir"],
}
NPY_TO_KTIR = {
    "float32": "f32", "float16": "f16", "bfloat16": "bf16", "float64": "f64",
    "int64": "i64", "int32": "i32", "int16": "i16", "int8": "i8", "uint8": "ui8",
    "bool": "i1",
}
OP_RE = re.compile(
    r"\b((?:torch|stablehlo|chlo|hlo|tt|ktdp|linalg|arith|math|tensor|scf|memref|func|prim|prims)"
    r"\.[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)")
LOC_RE = re.compile(r"^\S*?:\d+:\d+:\s*")

_print_lock = threading.Lock()


def say(*a):
    with _print_lock:
        print(*a, flush=True)


def python():
    venv = os.path.join(ROOT, ".venv", "bin", "python")
    return venv if os.path.exists(venv) else sys.executable


_BIN_OVERRIDE = []


def bin_dir():
    return _BIN_OVERRIDE[0] if _BIN_OVERRIDE else tessera_bins.bin_dir()


def zoo_names():
    """The zoo's names, in its order, with one-line descriptions (imports torch)."""
    code = ("import sys, json, importlib.util; sys.path.insert(0, %r); "
            "spec = importlib.util.spec_from_file_location('zoo', %r); "
            "s = importlib.util.module_from_spec(spec); spec.loader.exec_module(s); "
            "print(json.dumps([[n, (f.__doc__ or '').strip().splitlines()[0] if f.__doc__ else ''] "
            "for n, f in s.MODELS.items()]))" % (IMPORT_DIR, ZOO))
    r = subprocess.run([python(), "-c", code], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"model-sweep: cannot read the zoo:\n{r.stderr}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def zoo_stamp():
    h = hashlib.sha256()
    for p in (ZOO, IMPORTER):
        with open(p, "rb") as f:
            h.update(f.read())
    return h.hexdigest()


def rel(p):
    """A path relative to the repository when inside it (shorter commands)."""
    r = os.path.relpath(p, ROOT)
    return p if r.startswith("..") else r


def shell(cmd):
    return " ".join(shlex.quote(rel(c) if os.path.isabs(c) else c) for c in cmd)


def run(cmd, timeout):
    t = time.time()
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT,
                           errors="replace")
        return {"rc": r.returncode, "out": r.stdout, "err": r.stderr, "timeout": False,
                "secs": time.time() - t}
    except subprocess.TimeoutExpired as e:
        def s(x):
            return x.decode(errors="replace") if isinstance(x, bytes) else (x or "")
        return {"rc": None, "out": s(e.stdout), "err": s(e.stderr), "timeout": True,
                "secs": time.time() - t}


def shorten(s, n=150):
    s = " ".join(s.split())
    return s if len(s) <= n else s[: n - 3] + "..."


def panic_text(err):
    """(location, message) of a Rust panic in stderr, or None."""
    lines = err.splitlines()
    for i, l in enumerate(lines):
        m = re.search(r"panicked at (.*?):?$", l)
        if m:
            where = m.group(1)
            msg = ""
            # Rust >= 1.73: `panicked at FILE:L:C:` then the message on the next line;
            # older: `panicked at 'MSG', FILE:L:C`.
            if i + 1 < len(lines) and not lines[i + 1].startswith("note:"):
                msg = lines[i + 1]
            return where, msg
    return None


def first_error(err, out=""):
    for l in (err + "\n" + out).splitlines():
        if "error:" in l:
            return l.strip()
    for l in (err + "\n" + out).splitlines():
        if l.strip():
            return l.strip()
    return ""


def op_and_reason(line, tool):
    """('torch.aten.cumsum', 'no conversion to StableHLO') from an error line."""
    msg = LOC_RE.sub("", line)
    msg = re.sub(r"^.*?error:\s*", "", msg)
    msg = re.sub(r"^@\w+:\s*", "", msg)
    m = OP_RE.search(msg)
    op = m.group(1) if m else None
    v = re.match(r"'((?:arith|math|tensor|linalg|scf|memref|ktdp|tt|func|hlo)\.[\w.]+)' op ", msg)
    if v:
        # The verifier rejecting an op a tessera pass emitted: a bug, not a gap.
        op = f"{v.group(1)} [invalid IR emitted]"
        msg += " [verifier: a pass emitted invalid IR]"
    return op, shorten(msg, 200)


def classify(stage, tool, r, path):
    """A row's (status, detail, op) from one command's result, or None if it passed."""
    if r["timeout"]:
        return "timeout", f"{tool} exceeded the time limit ({stage})", f"<timeout in {stage}>"
    p = panic_text(r["err"])
    if r["rc"] is not None and r["rc"] < 0:
        sig = signal.Signals(-r["rc"]).name if -r["rc"] in signal.Signals._value2member_map_ else str(-r["rc"])
        extra = f": panicked at {p[0]} {p[1]}" if p else ""
        return "crash", f"{tool} killed by {sig} ({stage}){extra}", f"<crash in {stage}>"
    if p:
        op = OP_RE.search(p[1])
        return ("crash", f"{tool} PANIC ({stage}) at {p[0]}: {shorten(p[1], 200)}",
                op.group(1) if op else f"<panic in {stage}>")
    if r["rc"] == 0:
        return None
    if stage == "run" and "MISMATCH" in r["out"]:
        lines = [l.strip() for l in r["out"].splitlines() if "MISMATCH" in l or "first mismatch" in l]
        return "fail", shorten(" | ".join(lines[:2]), 220), None
    line = first_error(r["err"], r["out"])
    op, reason = op_and_reason(line, tool)
    return "refused", f"{tool}: {reason}", op or f"<{stage}: {shorten(reason, 60)}>"


class Sweep:
    def __init__(self, args):
        self.a = args
        self.bin = bin_dir()
        self.stamp = zoo_stamp()
        self.rows = []
        self.exports = {}

    # ---------------------------------------------------------------- export
    def export(self, name):
        d = os.path.join(self.a.work, name)
        stamp_file = os.path.join(d, ".sweep-stamp")
        manifest = os.path.join(d, "manifest.json")
        cached = os.path.exists(manifest) and os.path.exists(os.path.join(d, "model.mlir"))
        if cached and not self.a.reexport:
            if self.a.keep_exports:
                return d, None
            try:
                with open(stamp_file) as f:
                    if f.read().strip() == self.stamp:
                        return d, None
            except OSError:
                pass
        os.makedirs(d, exist_ok=True)
        if os.path.exists(stamp_file):
            os.remove(stamp_file)
        cmd = [python(), IMPORTER, f"{ZOO}:{name}", "-o", d, "--no-report", "--name", name]
        r = run(cmd, self.a.export_timeout)
        with open(os.path.join(d, "export.log"), "w") as f:
            f.write(f"$ {shell(cmd)}\n{r['out']}\n{r['err']}")
        if r["timeout"] or r["rc"] != 0:
            if r["timeout"]:
                why = f"export exceeded {self.a.export_timeout} s"
            else:
                errs = [l for l in r["err"].splitlines() if re.match(r"^[\w.]+(Error|Exception|Unsupported)\b", l)
                        or "Error:" in l]
                why = shorten(errs[-1] if errs else (r["err"].strip().splitlines() or ["?"])[-1], 200)
            return d, {"why": why, "cmd": shell(cmd)}
        with open(stamp_file, "w") as f:
            f.write(self.stamp)
        return d, None

    # ---------------------------------------------------------------- paths
    def tolerance(self, name, man):
        low = name.startswith(("f16_", "bf16_")) or any(
            o.get("dtype") in ("float16", "bfloat16") for o in man["outputs"])
        return ("2e-2", "2e-2") if low else ("1e-4", "1e-5")

    def run_path(self, name, d, man, path):
        ir_opt, ir_run = os.path.join(self.bin, "ir-opt"), os.path.join(self.bin, "ir-run")
        src = os.path.join(d, man.get("mlir", "model.mlir"))
        out = os.path.join(d, f"{path}.mlir")
        opt_cmd = [ir_opt] + PATH_PASSES[path] + [src, "-o", out]
        rtol, atol = self.tolerance(name, man)
        ins = [os.path.join(d, i["file"]) for i in man["inputs"]]
        outs = [os.path.join(d, o["file"]) for o in man["outputs"]]
        row = {"model": name, "path": path, "status": "pass", "detail": "", "op": None,
               "cmd": shell(opt_cmd)}
        if os.path.exists(out):
            os.remove(out)
        r = run(opt_cmd, self.a.timeout)
        c = classify("ir-opt", "ir-opt", r, path)
        if c and c[0] == "crash":
            # Which pass: the shortest prefix of the pipeline that still crashes.
            passes = PATH_PASSES[path]
            for k in range(1, len(passes) + 1):
                cmd = [ir_opt] + passes[:k] + [src, "-o", os.devnull]
                ck = classify("ir-opt", "ir-opt", run(cmd, self.a.timeout), path)
                if ck and ck[0] == "crash":
                    c = (c[0], c[1] + f" [first crashes with {passes[k - 1]}]",
                         f"<panic in ir-opt {passes[k - 1]}>" if c[2].startswith("<") else c[2])
                    row["cmd"] = shell(cmd)
                    break
        if c:
            row.update(status=c[0], detail=c[1], op=c[2])
            if c[0] == "refused" and c[2] and c[2].startswith("torch."):
                # An op the import does not hold was made by tessera's own --decompose.
                with open(src) as f:
                    text = f.read()
                if not re.search(re.escape(c[2]) + r"(?![\w.])", text):
                    row["made_by_decompose"] = True
                    row["detail"] += " [made by --decompose: not in model.mlir]"
            return row
        if path in ("hlo", "cpu"):
            run_cmd = [ir_run, out, "--entry", "main"]
            if path == "cpu":
                run_cmd[2:2] = ["--jit", "--threads", "2"]
            for i in ins:
                run_cmd += ["--input", i]
            for o in outs:
                run_cmd += ["--check", o]
            run_cmd += ["--rtol", rtol, "--atol", atol]
        else:
            with open(out) as f:
                text = f.read()
            m = re.search(r"^\s*func\.func @main\((.*?)\)\s*(?:->[^{]*)?attributes \{([^\n]*)\}\s*\{\s*$",
                          text, re.M)
            ws = re.search(r"hlo\.workspace_elements = (\d+)", m.group(2)) if m else None
            nparams = len(re.findall(r"%[\w.$-]+\s*:", m.group(1))) if m else -1
            want = len(ins) + len(outs) + 1
            if not m or not ws or nparams != want:
                row.update(status="harness",
                           detail=f"cannot read the host @main (params {nparams}, want {want}, "
                                  f"workspace {'found' if ws else 'missing'})",
                           op="<harness: host @main>")
                row["cmd"] += " && (inspect " + rel(out) + ")"
                return row
            run_cmd = [ir_run, out, "--entry", "main"]
            k = 0
            for i in ins:
                run_cmd += ["--arg", f"arg{k}={i}"]
                k += 1
            res_args = []
            for o in man["outputs"]:
                dt = o["dtype"] if o["dtype"] in NPY_TO_KTIR else o.get("npy_dtype", o["dtype"])
                dt = NPY_TO_KTIR.get(dt, dt)
                run_cmd += ["--arg", f"arg{k}=zeros:{'x'.join(str(s) for s in o['shape'])}:{dt}"]
                res_args.append(k)
                k += 1
            run_cmd += ["--arg", f"arg{k}=zeros:{ws.group(1)}:f64",
                        "--out-dir", os.path.join(d, "spyre.out")]
            for k, o in zip(res_args, outs):
                run_cmd += ["--check", f"arg{k}={o}"]
            run_cmd += ["--rtol", rtol, "--atol", atol]
        row["cmd"] += " && " + shell(run_cmd)
        r = run(run_cmd, self.a.timeout)
        with open(os.path.join(d, f"{path}.run.log"), "w") as f:
            f.write(f"$ {shell(run_cmd)}\n{r['out']}\n{r['err']}")
        c = classify("run", "ir-run", r, path)
        if c:
            row.update(status=c[0], detail=c[1], op=c[2])
        return row

    def model(self, name):
        d, failed = self.export(name)
        if failed:
            row = {"model": name, "path": "export", "status": "export-fail", "detail": failed["why"],
                   "op": None, "cmd": failed["cmd"]}
            say(f"{name:32} {'export':6} EXPORT-FAIL  {row['detail']}")
            return [row]
        with open(os.path.join(d, "manifest.json")) as f:
            man = json.load(f)
        rows = []
        for path in self.a.paths:
            row = self.run_path(name, d, man, path)
            rows.append(row)
        with _print_lock:
            for row in rows:
                st = row["status"]
                flag = "CRASH!!" if st == "crash" else st
                print(f"{name:32} {row['path']:6} {flag:8} {row['detail']}", flush=True)
                if st == "crash":
                    print(f"  !! reproduce: {row['cmd']}", flush=True)
        return rows


def summary(rows, paths, names):
    lines = []
    exp_fail = [r for r in rows if r["path"] == "export"]
    lines.append("")
    lines.append(f"== summary: {len(names)} models, {len(exp_fail)} failed to export "
                 f"(not counted below) ==")
    lines.append(f"{'path':6} {'pass':>5} {'total':>5} {'%':>6}  fail refused crash timeout harness")
    per = {}
    for p in paths:
        rs = [r for r in rows if r["path"] == p]
        c = collections.Counter(r["status"] for r in rs)
        n = len(rs)
        pct = 100.0 * c["pass"] / n if n else 0.0
        per[p] = {"pass": c["pass"], "total": n, "percent": round(pct, 1), **dict(c)}
        lines.append(f"{p:6} {c['pass']:5} {n:5} {pct:5.1f}%  {c['fail']:4} {c['refused']:7} "
                     f"{c['crash']:5} {c['timeout']:7} {c['harness']:7}")
    both = [m for m in names if all(any(r["model"] == m and r["path"] == p and r["status"] == "pass"
                                        for r in rows) for p in paths)]
    lines.append(f"all {len(paths)} paths: {len(both)} models")
    # The work list: for each op, the models it stops (on any path).
    stops = collections.defaultdict(lambda: collections.defaultdict(set))
    for r in rows:
        if r["status"] in ("refused", "crash", "timeout", "harness") and r["op"]:
            stops[r["op"]][r["path"]].add(r["model"])
            if r.get("made_by_decompose"):
                stops[r["op"]]["decompose"].add(r["model"])
    ranking = []
    for op, by in stops.items():
        models = set().union(*(v for k, v in by.items() if k in paths))
        ranking.append({"op": op, "models": len(models),
                        **{p: len(by.get(p, ())) for p in paths},
                        "made_by_decompose": len(by.get("decompose", ())),
                        "names": sorted(models)})
    ranking.sort(key=lambda x: (-x["models"], x["op"]))
    lines.append("")
    lines.append("== ops that stop models (models stopped; per path) ==")
    lines.append(f"{'models':>6} " + " ".join(f"{p:>5}" for p in paths) + "  op")
    for x in ranking:
        ex = ", ".join(x["names"][:4]) + (", ..." if len(x["names"]) > 4 else "")
        dec = (f" [in {x['made_by_decompose']}: made by tessera's --decompose]"
               if x["made_by_decompose"] else "")
        lines.append(f"{x['models']:6} " + " ".join(f"{x[p]:5}" for p in paths) + f"  {x['op']}{dec}   ({ex})")
    wrong = sorted({(r["model"], r["path"]) for r in rows if r["status"] == "fail"})
    if wrong:
        lines.append("")
        lines.append("== wrong numbers (ir-run --check mismatches) ==")
        by = collections.defaultdict(list)
        for m, p in wrong:
            by[m].append(p)
        for m in sorted(by):
            lines.append(f"  {m}: {', '.join(by[m])}")
    crashes = [r for r in rows if r["status"] in ("crash", "timeout")]
    if crashes:
        lines.append("")
        lines.append("== CRASHES / TIMEOUTS (reproduce) ==")
        for r in crashes:
            lines.append(f"  {r['model']} {r['path']}: {r['detail']}")
            lines.append(f"    $ {r['cmd']}")
    if exp_fail:
        lines.append("")
        lines.append("== export failures (torch.export / torch-mlir, not tessera) ==")
        for r in exp_fail:
            lines.append(f"  {r['model']}: {r['detail']}")
    return "\n".join(lines), per, ranking


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="*", help="model names (default: the whole zoo)")
    ap.add_argument("--list", action="store_true", help="list the zoo and exit")
    ap.add_argument("--zoo", help="another zoo: a Python file with a MODELS dict of factories "
                                  "(default tools/torch-import/sweep_models.py)")
    ap.add_argument("--work", default="/tmp/tessera-sweep", help="export cache (default /tmp/tessera-sweep)")
    ap.add_argument("--json", help="write every row and the summary to FILE")
    ap.add_argument("--paths", default=",".join(PATHS), help="comma-separated subset of hlo,cpu,spyre")
    ap.add_argument("--jobs", type=int, default=2, help="models in parallel (at most 2)")
    ap.add_argument("--timeout", type=float, default=60, help="seconds per ir-opt/ir-run command (60)")
    ap.add_argument("--export-timeout", type=float, default=300, help="seconds per export (300)")
    ap.add_argument("--snapshot", action="store_true",
                    help="copy ir-opt and ir-run to WORK/bin first and run those, so a rebuild "
                         "during the sweep cannot mix two builds")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--reexport", action="store_true", help="export every model again")
    g.add_argument("--keep-exports", action="store_true",
                   help="reuse any cached export even if the zoo changed")
    a = ap.parse_args(argv)
    if a.zoo:
        global ZOO
        ZOO = os.path.abspath(a.zoo)
    a.paths = [p for p in a.paths.split(",") if p]
    bad = [p for p in a.paths if p not in PATHS]
    if bad:
        ap.error(f"unknown path(s) {bad}; choose from {PATHS}")
    a.jobs = max(1, min(a.jobs, 2))

    zoo = zoo_names()
    if a.list:
        for n, doc in zoo:
            print(f"{n:32} {doc}")
        return 0
    known = [n for n, _ in zoo]
    names = a.models or known
    unknown = [n for n in names if n not in known]
    if unknown:
        ap.error(f"not in the zoo: {', '.join(unknown)} (see --list)")
    for tool in ("ir-opt", "ir-run"):
        if not os.access(os.path.join(bin_dir(), tool), os.X_OK):
            sys.exit(f"model-sweep: no {tool} in {bin_dir()} (set TESSERA_BIN_DIR)")
    os.makedirs(a.work, exist_ok=True)
    if a.snapshot:
        import shutil
        snap = os.path.join(os.path.abspath(a.work), "bin")
        os.makedirs(snap, exist_ok=True)
        for tool in ("ir-opt", "ir-run"):
            shutil.copy2(os.path.join(bin_dir(), tool), os.path.join(snap, tool + ".tmp"))
            os.replace(os.path.join(snap, tool + ".tmp"), os.path.join(snap, tool))
        _BIN_OVERRIDE.append(snap)

    def binaries():
        out = {}
        for tool in ("ir-opt", "ir-run"):
            st = os.stat(os.path.join(bin_dir(), tool))
            out[tool] = {"mtime": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(st.st_mtime)),
                         "size": st.st_size}
        return out

    bins = binaries()
    print(f"binaries: {bin_dir()} (ir-opt built {bins['ir-opt']['mtime']}, "
          f"ir-run built {bins['ir-run']['mtime']})", flush=True)
    sweep = Sweep(a)
    t0 = time.time()
    rows = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futs = {ex.submit(sweep.model, n): n for n in names}
        for f in concurrent.futures.as_completed(futs):
            try:
                rows.extend(f.result())
            except Exception as e:  # a harness bug: say so, keep going
                n = futs[f]
                say(f"{n:32} {'-':6} HARNESS-ERROR {type(e).__name__}: {e}")
                rows.append({"model": n, "path": "harness", "status": "harness",
                             "detail": f"{type(e).__name__}: {e}", "op": "<harness>", "cmd": ""})
    order = {n: i for i, n in enumerate(names)}
    porder = {p: i for i, p in enumerate(("export",) + PATHS + ("harness",))}
    rows.sort(key=lambda r: (order.get(r["model"], 1 << 30), porder.get(r["path"], 99)))
    text, per, ranking = summary(rows, a.paths, names)
    print(text)
    print(f"\n({len(names)} models in {time.time() - t0:.0f} s; exports and logs in {a.work})")
    rebuilt = binaries() != bins
    if rebuilt:
        print("WARNING: ir-opt/ir-run changed during the sweep (rebuilt?): rows mix two builds; run again")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"bin_dir": bin_dir(), "binaries": bins, "rebuilt_during_sweep": rebuilt,
                       "work": a.work, "paths": a.paths, "summary": per,
                       "ranking": ranking, "rows": rows}, f, indent=1)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
