"""Checks what `python -m tessera.lab` wrote (DIR/lab.json and the PNG
plots) against its own definitions and against timing the same calls by
hand: speedup = eager's per-call time / the backend's, break-even = the
first call's extra time over the per-call saving, rounded up (or
"never"), cold (this process, empty caches) and warm (a new process
with the caches it filled), every backend correct, tessera's graphs compiled by tessera
(none fell back) with kernels that name the model's lines, and a hand
timing of tessera's compiled model within 3x of the lab's median (the
machine is shared; the bound catches a unit or a bookkeeping error)."""

import json
import math
import os
import statistics
import sys
import time

import torch

out = sys.argv[1]
lab = json.load(open(os.path.join(out, "lab.json")))
rows = lab["backends"]
eager = rows["eager (no compile)"]["steady_ms"]
for name, r in rows.items():
    assert math.isclose(r["speedup"], eager / r["steady_ms"], rel_tol=1e-9), name
    if r["first_call_s"] is None:
        continue
    assert r["correct"], name
    saving = eager - r["steady_ms"]
    for first, got in [("first_call_s", "break_even_calls"),
                       ("first_call_warm_s", "break_even_warm_calls")]:
        extra = r[first] * 1e3 - r["steady_ms"]
        want = (int(extra / saving) + 1) if saving > 0 else "never"
        assert r[got] == want, (name, got, r[got], want)
assert lab["caches"] == "fresh", lab["caches"]
t = rows["tessera"]
assert t["cache_this_process"] == "miss" and t["warm_cache_hits"] >= 1, t
assert math.isclose(t["share_warm_s"], t["first_call_warm_s"] - rows["eager"]["first_call_warm_s"])
print("lab.json: speedups and break-even calls, cold and warm, as defined")

assert t["fallbacks"] == [] and t["engines"] == ["jit"], t
assert t["graphs"] == 1 and t["kernels"], t
assert all(any("lab_model.py:" in s for s in k["source"]) for k in t["kernels"]), t["kernels"]
print(f"tessera: {len(t['kernels'])} kernels, every one at a line of lab_model.py")

for png in lab["plots"]:
    with open(png, "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n", png
print("plots:", ", ".join(sorted(os.path.basename(p) for p in lab["plots"])))

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lab_model  # noqa: E402
torch.set_num_threads(lab["threads"])
model, inputs = lab_model.factory()
f = torch.compile(model, backend="tessera", options={"threads": lab["threads"]})
with torch.no_grad():
    f(*inputs)
    ts = []
    for _ in range(200):
        s = time.perf_counter()
        f(*inputs)
        ts.append((time.perf_counter() - s) * 1e3)
by_hand = statistics.median(ts)
ratio = by_hand / t["steady_ms"]
assert 1 / 3 < ratio < 3, (by_hand, t["steady_ms"])
print("by hand: within 3x of the lab's figure")
