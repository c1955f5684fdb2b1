"""The torch.compile lab as one command: a model under several backends,
side by side in one process.

    python -m tessera.lab FILE.py:FACTORY [--backends eager,aot_eager,inductor,tessera]
                          [--threads 1] [--calls N] [--rounds R] [--target cpu] [--out DIR]
                          [--keep-caches] [--no-warm] [--dump DIR]

`FACTORY()` returns `(module, example_inputs)`. For each backend: the
first call's latency (Dynamo's tracing and the backend's compile), the
steady-state median per call, the speedup over eager (the module called
without torch.compile), the calls after which compiling has paid for
itself, the graphs Dynamo made and each graph break with its reason,
source line and the usual repair (`torch._dynamo.explain`), and the
kernels the backend generated (tessera: each kernel, its ops and the
model's lines; inductor: its kernels' names from its output code).

First calls are timed cold and warm: this process compiles with empty
compile caches (inductor's and tessera's, under DIR/caches), and a new
process then times each backend's first call again with the caches this
one filled, as a second run of the lab would (`--keep-caches` uses the
caches as they are instead). Break-even is given for both.

The backends are timed in alternating rounds, each round calling every
backend `calls / rounds` times: the machine is shared and its speed
drifts within seconds, so a backend timed wholly after another would
measure the drift. Prints a table, writes DIR/lab.json and the plots
DIR/cumulative.png (total time against calls, break-even points marked)
and DIR/tessera_kernels.png (each of tessera's launches' median time).
"""

import argparse
import contextlib
import importlib.util
import io
import json
import math
import os
import re
import statistics
import sys
import time

import torch

# The usual repair for the graph breaks people meet first, by what
# Dynamo's reason says (Dynamo's own hint follows it in the reason).
REPAIRS = [
    (r"Tensor\.item\(\)|capture_scalar_outputs",
     "keep the value a tensor (torch.where instead of an `if` on it), or set "
     "torch._dynamo.config.capture_scalar_outputs = True"),
    (r"builtin operator `print`|print",
     "remove the print from forward, or log outside the compiled region"),
    (r"data.dependent|generic_jump|jump",
     "replace Python control flow on tensor values by torch.where or torch.cond"),
    (r"numpy|\.numpy\(\)|\.tolist\(\)",
     "stay in torch: a conversion to numpy or Python leaves the graph"),
    (r"call_function|skip|not supported|Unsupported",
     "move the unsupported call out of forward, or wrap it with torch.compiler.disable"),
]


def usual_repair(reason):
    for pattern, repair in REPAIRS:
        if re.search(pattern, reason):
            return repair
    return "see the reason's hint"


def load_factory(spec):
    """`FILE.py:FACTORY` -> what FACTORY() returns: (module, example_inputs)."""
    path, sep, name = spec.rpartition(":")
    if not sep or not path:
        raise SystemExit(f"tessera.lab: expected FILE.py:FACTORY, got {spec!r}")
    if not os.path.exists(path):
        raise SystemExit(f"tessera.lab: no file {path}")
    s = importlib.util.spec_from_file_location("lab_model", path)
    m = importlib.util.module_from_spec(s)
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    s.loader.exec_module(m)
    if not hasattr(m, name):
        raise SystemExit(f"tessera.lab: {path} has no {name}")
    model, inputs = getattr(m, name)()
    return model, tuple(inputs)


def graph_breaks(model, inputs):
    """(number of graphs, the breaks: reason, file, line, repair)."""
    import torch._dynamo as dynamo

    dynamo.reset()
    with contextlib.redirect_stdout(io.StringIO()):
        e = dynamo.explain(model)(*inputs)
    breaks = []
    for r in e.break_reasons:
        frame = r.user_stack[-1] if r.user_stack else None
        reason = r.reason.strip().splitlines()[0]
        breaks.append({"reason": reason, "file": frame.filename if frame else None,
                       "line": frame.lineno if frame else None,
                       "repair": usual_repair(r.reason)})
    dynamo.reset()
    return e.graph_count, breaks


def inductor_kernels(model, inputs):
    """The names of the kernels inductor generated for the model."""
    import torch._dynamo as dynamo
    from torch._inductor.utils import run_and_get_code

    dynamo.reset()
    with torch.no_grad():
        _, codes = run_and_get_code(torch.compile(model, backend="inductor"), *inputs)
    names = []
    for code in codes:
        for n in re.findall(r"\b((?:cpp|triton)_\w+)\s*=\s*async_compile", code):
            if n not in names:
                names.append(n)
    dynamo.reset()
    return names


def tessera_kernels(report_dir, records):
    """Each kernel tessera generated: its graph, name, kind, fused ops, the
    model's lines and (for the CPU) its launches' median milliseconds."""
    kernels = []
    for f in sorted(os.listdir(report_dir)) if os.path.isdir(report_dir) else []:
        if not f.endswith(".json"):
            continue
        with open(os.path.join(report_dir, f)) as fh:
            r = json.load(fh)
        for k in r.get("kernels", []):
            lines = model_lines(k.get("source", []))
            kernels.append({"graph": r.get("graph"), "name": k["name"], "kind": k.get("kind"),
                            "ops": k.get("ops", []), "source": lines})
    times = {}
    for rec in records:
        prof = rec.get("profile")
        if prof:
            for kernel, _, ms in prof():
                # convert-to-tt names a tile kernel FUNC_kN_FUSION (the
                # fusion's name with '.' as '_').
                m = re.search(r"_k\d+_(\w+)$", kernel)
                key = (rec["graph"], m.group(1) if m else kernel)
                times[key] = times.get(key, 0.0) + ms
    for k in kernels:
        k["median_ms"] = times.get((k["graph"], k["name"].replace(".", "_")))
    return kernels


def model_lines(sources):
    """The model's lines a kernel's ops come from, innermost call first
    seen: a report's source entry is `file:line`, or `outer (inner)` for
    an op inside a called function; the inner one is the op's own line."""
    lines = []
    for s in sources:
        found = re.findall(r"([^\s()]+:\d+)", s or "")
        if found and found[-1] not in lines:
            lines.append(found[-1])
    return lines


def compiled(model, backend, threads, target, report_dir, dump=None):
    """`torch.compile(model, backend=...)`; tessera with the lab's options
    (`dump`: a folder for every stage of its compile and the pictures)."""
    import torch._dynamo as dynamo

    if backend == "tessera":
        opts = {"threads": threads, "target": target, "report": report_dir, "cache": True}
        if dump:
            opts["dump"] = dump
        return torch.compile(model, backend="tessera", options=opts)
    if backend not in dynamo.list_backends(exclude_tags=()):
        raise SystemExit(f"tessera.lab: unknown backend {backend!r}")
    return torch.compile(model, backend=backend)


def close(a, b):
    fa = [a] if isinstance(a, torch.Tensor) else list(torch.utils._pytree.tree_leaves(a))
    fb = [b] if isinstance(b, torch.Tensor) else list(torch.utils._pytree.tree_leaves(b))
    return len(fa) == len(fb) and all(
        torch.allclose(x.float(), y.float(), rtol=1e-4, atol=1e-5, equal_nan=True)
        if isinstance(x, torch.Tensor) else x == y for x, y in zip(fa, fb))


def progress(total, desc):
    try:
        from tqdm import tqdm
        return tqdm(total=total, desc=desc, file=sys.stderr, leave=False)
    except ImportError:
        class Bar:
            def update(self, n=1):
                pass

            def close(self):
                pass
        return Bar()


def measure(model, inputs, backends, threads, calls, rounds, target, out, dump=None):
    """Every backend's figures (lab.json's `backends`); `dump`: a folder
    where tessera writes every stage of its compile and its pictures."""
    import torch._dynamo as dynamo
    from . import dynamo as tessera_dynamo

    torch.set_num_threads(threads)
    report_dir = os.path.join(out, "tessera-report")
    if os.path.isdir(report_dir):
        for f in os.listdir(report_dir):
            os.remove(os.path.join(report_dir, f))
    with torch.no_grad():
        expected = model(*inputs)
    fns = {"eager (no compile)": lambda *xs: model(*xs)}
    rows = {"eager (no compile)": {"first_call_s": None, "graphs": 0, "graph_breaks": [],
                                   "kernels": []}}
    bar = progress(len(backends), "compiling")
    dynamo.reset()
    records_before = len(tessera_dynamo.graphs)
    for b in backends:
        fn = compiled(model, b, threads, target, report_dir, dump)
        t = time.perf_counter()
        with torch.no_grad():
            got = fn(*inputs)
        first = time.perf_counter() - t
        rows[b] = {"first_call_s": first, "correct": close(got, expected)}
        fns[b] = fn
        bar.update()
    bar.close()
    per_round = max(1, calls // rounds)
    samples = {b: [] for b in fns}
    bar = progress(rounds * len(fns), "measuring")
    with torch.no_grad():
        for _ in range(rounds):
            for b, fn in fns.items():
                fn(*inputs)  # one call the round does not count: caches warm
                for _ in range(per_round):
                    t = time.perf_counter()
                    fn(*inputs)
                    samples[b].append((time.perf_counter() - t) * 1e3)
                bar.update()
    bar.close()
    graphs, breaks = graph_breaks(model, inputs)
    eager_ms = statistics.median(samples["eager (no compile)"])
    for b, row in rows.items():
        ms = statistics.median(samples[b])
        row["steady_ms"] = ms
        row["speedup"] = eager_ms / ms
        if row["first_call_s"] is None:
            row["break_even_calls"] = None
            continue
        row["graphs"], row["graph_breaks"] = graphs, breaks
        row["compile_s"] = row["first_call_s"] - ms / 1e3
        row["break_even_calls"] = break_even(row["first_call_s"], ms, eager_ms)
        row["kernels"] = []
    if "tessera" in rows:
        records = tessera_dynamo.graphs[records_before:]
        rows["tessera"]["kernels"] = tessera_kernels(report_dir, records)
        rows["tessera"]["engines"] = sorted({r["engine"] for r in records})
        rows["tessera"]["fallbacks"] = [r for r in records if r["engine"] == "eager"]
        rows["tessera"]["cache"] = dict(tessera_dynamo.stats)
    if "inductor" in rows:
        try:
            rows["inductor"]["kernels"] = [{"name": n} for n in inductor_kernels(model, inputs)]
        except Exception as e:  # its code could not be read: say so, keep the figures
            rows["inductor"]["kernels_error"] = f"{type(e).__name__}: {e}"
    return rows


def first_calls(model, inputs, backends, threads, target):
    """Each backend's first call in seconds, in this (fresh) process, and
    the compile cache's hits."""
    import torch._dynamo as dynamo
    from . import dynamo as tessera_dynamo

    torch.set_num_threads(threads)
    out = {}
    for b in backends:
        dynamo.reset()
        fn = compiled(model, b, threads, target, None)
        t = time.perf_counter()
        with torch.no_grad():
            fn(*inputs)
        out[b] = time.perf_counter() - t
    out["cache_hits"] = tessera_dynamo.stats["hits"]
    return out


def fresh_caches(out):
    """Empty compile caches for inductor and tessera under OUT/caches, set
    in the environment before either compiles (and inherited by the warm
    process), so the first calls this process times are cold compiles."""
    import shutil

    root = os.path.abspath(os.path.join(out, "caches"))
    shutil.rmtree(root, ignore_errors=True)
    for var, sub in [("TORCHINDUCTOR_CACHE_DIR", "inductor"), ("TESSERA_CACHE_DIR", "tessera")]:
        os.makedirs(os.path.join(root, sub))
        os.environ[var] = os.path.join(root, sub)


def warm_first_calls(a, rows, backends):
    """Each backend's first call again in a new process whose compile
    caches hold what this one compiled (what a second run of the lab
    pays): `first_call_warm_s` and `break_even_warm_calls` in each row,
    and tessera's share of the first call, cold and warm, beside the
    eager backend's (Dynamo's own tracing). Returns why it could not, or
    None."""
    import subprocess

    cmd = [sys.executable, "-m", "tessera.lab", a.model, "--backends", ",".join(backends),
           "--threads", str(a.threads), "--target", a.target, "--first-calls"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    try:
        warm = json.loads(p.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return (p.stderr.strip().splitlines() or ["no output"])[-1]
    eager_ms = rows["eager (no compile)"]["steady_ms"]
    for b in backends:
        r = rows[b]
        r["first_call_warm_s"] = warm[b]
        r["break_even_warm_calls"] = break_even(warm[b], r["steady_ms"], eager_ms)
    t = rows.get("tessera")
    if t is None:
        return None
    t["cache_this_process"] = "hit" if t.get("cache", {}).get("hits") else "miss"
    t["warm_cache_hits"] = warm["cache_hits"]
    if "eager" in rows:
        t["share_cold_s"] = t["first_call_s"] - rows["eager"]["first_call_s"]
        t["share_warm_s"] = warm["tessera"] - warm["eager"]
    return None


def break_even(first_call_s, steady_ms, eager_ms):
    """The calls after which the first call's time beyond a steady call is
    paid back by the saving of every later call against eager ("never"
    without a saving)."""
    compile_ms = first_call_s * 1e3 - steady_ms
    saving = eager_ms - steady_ms
    return (int(compile_ms / saving) + 1) if saving > 0 else "never"


def table(rows):
    warm = any("first_call_warm_s" in r for r in rows.values())
    head = (f"{'backend':20} {'first call':>11} {'per call':>10} {'speedup':>8} {'break-even':>11} "
            f"{'graphs':>6} {'kernels':>7}")
    if warm:
        head = (f"{'backend':20} {'first call':>11} {'warm first':>11} {'per call':>10} {'speedup':>8} "
                f"{'break-even':>11} {'warm b-e':>11} {'graphs':>6} {'kernels':>7}")

    def calls(n):
        return "" if n is None else (n if isinstance(n, str) else f"{n} calls")

    def secs(t):
        return "" if t is None else f"{t:.3f} s"

    lines = [head, "-" * len(head)]
    for b, r in rows.items():
        ok = "" if r.get("correct", True) else "  WRONG RESULT"
        cells = [f"{b:20}", f"{secs(r['first_call_s']):>11}"]
        if warm:
            cells.append(f"{secs(r.get('first_call_warm_s')):>11}")
        cells += [f"{r['steady_ms']:>7.3f} ms", f"{r['speedup']:>7.2f}x",
                  f"{calls(r.get('break_even_calls')):>11}"]
        if warm:
            cells.append(f"{calls(r.get('break_even_warm_calls')):>11}")
        cells += [f"{r.get('graphs', 0):>6}", f"{len(r.get('kernels', [])):>7}{ok}"]
        lines.append(" ".join(cells))
    return "\n".join(lines)


def plot(rows, calls, out):
    """cumulative.png and tessera_kernels.png; the files written."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    written = []
    # Out to past the last break-even point, on a log scale: compiling pays
    # back over thousands of calls, the first call shows over a few.
    ends = [r.get(k) for r in rows.values() for k in ("break_even_calls", "break_even_warm_calls")]
    ends = [e for e in ends if isinstance(e, int)]
    n = int(max([calls, 10] + [1.5 * e for e in ends if e <= 10 ** 7]))
    xs = sorted({int(round(10 ** (k * math.log10(n) / 200))) for k in range(201)})
    eager_ms = rows["eager (no compile)"]["steady_ms"]
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for b, r in rows.items():
        first = r["first_call_s"] * 1e3 if r["first_call_s"] is not None else r["steady_ms"]
        line, = ax.plot(xs, [(first + (k - 1) * r["steady_ms"]) / 1e3 for k in xs], label=b)
        curves = [(first, r.get("break_even_calls"))]
        if r.get("first_call_warm_s") is not None:
            # The same backend with warm caches: dashed, in its colour.
            warm = r["first_call_warm_s"] * 1e3
            ax.plot(xs, [(warm + (k - 1) * r["steady_ms"]) / 1e3 for k in xs], "--",
                    color=line.get_color(), linewidth=0.8)
            curves.append((warm, r.get("break_even_warm_calls")))
        for start, be in curves:
            if isinstance(be, int) and be <= n:
                y = (start + (be - 1) * r["steady_ms"]) / 1e3
                ax.plot([be], [y], "o", color="black")
                ax.annotate(f"{be}", (be, y), textcoords="offset points", xytext=(4, -10),
                            fontsize=8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.plot([], [], "o", color="black", label="break-even with eager")
    if any(r.get("first_call_warm_s") is not None for r in rows.values()):
        ax.plot([], [], "--", color="gray", linewidth=0.8, label="warm caches")
    ax.set_xlabel("calls")
    ax.set_ylabel("cumulative time (s)")
    ax.set_title(f"first call, then {eager_ms:.3f} ms a call for eager")
    ax.legend()
    fig.tight_layout()
    path = os.path.join(out, "cumulative.png")
    fig.savefig(path, dpi=110)
    plt.close(fig)
    written.append(path)
    ks = [k for k in rows.get("tessera", {}).get("kernels", []) if k.get("median_ms") is not None]
    if ks:
        fig, ax = plt.subplots(figsize=(7, 0.35 * len(ks) + 1.2))
        names = [f"g{k['graph']} {k['name']}" for k in ks]
        ax.barh(names[::-1], [k["median_ms"] for k in ks][::-1])
        ax.set_xlabel("median ms a call")
        ax.set_title("tessera's kernels")
        fig.tight_layout()
        path = os.path.join(out, "tessera_kernels.png")
        fig.savefig(path, dpi=110)
        plt.close(fig)
        written.append(path)
    return written


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tessera.lab", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model", help="FILE.py:FACTORY, FACTORY() returning (module, example_inputs)")
    ap.add_argument("--backends", default="eager,aot_eager,inductor,tessera")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--calls", type=int, default=100, help="timed calls a backend")
    ap.add_argument("--rounds", type=int, default=5, help="alternating rounds")
    ap.add_argument("--target", default="cpu", help="tessera's target")
    ap.add_argument("--out", default="lab-out")
    ap.add_argument("--first-calls", action="store_true",
                    help="only time each backend's first call; print them as JSON (the warm run)")
    ap.add_argument("--no-warm", action="store_true",
                    help="skip the second process that times each first call with warm caches")
    ap.add_argument("--dump", metavar="DIR",
                    help="tessera writes every stage of its compile, its report and pictures to DIR "
                         "(DIR/index.html, with the lab's plots); its first call then includes the dump")
    ap.add_argument("--keep-caches", action="store_true",
                    help="compile with the caches as they are ($TESSERA_CACHE_DIR, "
                         "$TORCHINDUCTOR_CACHE_DIR) instead of empty ones under DIR/caches")
    a = ap.parse_args(argv)
    backends = [b for b in a.backends.split(",") if b]
    model, inputs = load_factory(a.model)
    if hasattr(model, "eval"):
        model.eval()
    # What the model prints while it is compiled and timed would bury the
    # table (and its count is the calls'); it goes to DIR/model-output.txt.
    if a.first_calls:
        with contextlib.redirect_stdout(io.StringIO()):
            calls = first_calls(model, inputs, backends, a.threads, a.target)
        print(json.dumps(calls))
        return 0
    os.makedirs(a.out, exist_ok=True)
    if not a.keep_caches:
        fresh_caches(a.out)
    with open(os.path.join(a.out, "model-output.txt"), "w") as printed:
        with contextlib.redirect_stdout(printed):
            rows = measure(model, inputs, backends, a.threads, a.calls, a.rounds, a.target, a.out,
                           a.dump)
    warm_error = None
    if backends and not a.no_warm:
        warm_error = warm_first_calls(a, rows, backends)
        if warm_error:
            print(f"tessera.lab: warning: the warm first calls were not timed: {warm_error}",
                  file=sys.stderr)
    print(table(rows))
    breaks = next((r["graph_breaks"] for r in rows.values() if r.get("graph_breaks")), [])
    for gb in breaks:
        print(f"graph break: {gb['file']}:{gb['line']}: {gb['reason']}\n    repair: {gb['repair']}")
    t = rows.get("tessera")
    if t and "share_warm_s" in t:
        print(f"tessera's share of the first call (beyond the eager backend's): "
              f"{t['share_cold_s']:.3f} s in this process (cache {t['cache_this_process']}), "
              f"{t['share_warm_s']:.3f} s in a new process (cache hit)")
    t = rows.get("tessera")
    if t:
        for k in t["kernels"]:
            ms = f"{k['median_ms']:.3f} ms" if k.get("median_ms") is not None else ""
            src = ", ".join(os.path.basename(s) for s in k["source"][:4])
            print(f"tessera kernel g{k['graph']} {k['name']} ({k['kind']}, {len(k['ops'])} ops) "
                  f"{ms} {src}")
    plots = plot(rows, a.calls, a.out)
    lab = {"model": a.model, "threads": a.threads, "calls": a.calls, "rounds": a.rounds,
           "torch": torch.__version__, "caches": "kept" if a.keep_caches else "fresh",
           "backends": rows, "plots": plots}
    if warm_error:
        lab["warm_error"] = warm_error
    with open(os.path.join(a.out, "lab.json"), "w") as f:
        json.dump(lab, f, indent=1, default=str)
        f.write("\n")
    print(f"wrote {os.path.join(a.out, 'lab.json')} and {', '.join(plots)}")
    if a.dump and os.path.isdir(a.dump):
        import shutil
        from .dynamo import write_dump_index

        for p in plots:
            shutil.copy(p, os.path.join(a.dump, os.path.basename(p)))
        write_dump_index(a.dump, title=f"tessera lab: {a.model}")
        print(f"wrote {os.path.join(a.dump, 'index.html')}: tessera's stages, kernels and pictures, "
              "and the plots")
    return 0


if __name__ == "__main__":
    sys.exit(main())
