"""`torch.compile(model, backend="tessera")`: each FX graph Dynamo hands
over is imported by torch-mlir's FX importer (in-process), lowered by
tessera (`--decompose --convert-torch-to-hlo`) and run by tessera's
reference interpreter; with `options={"target": T}` the graph is also
compiled for T (fuse, layout, tile, schedule) and, with `"report": DIR`,
one JSON file a graph records its kernels and `"fallback": null`, or why
the graph went back to eager. A graph tessera cannot take runs eagerly,
with one warning naming the reason (the op and its source line where
there is one); with `"fallback": False` it raises instead.

Options: `target` (default "cpu"), `report` (a directory), `fallback`
(default True), `cache` (default True).

Compiled graphs are cached on disk (`$TESSERA_CACHE_DIR`, else
`~/.cache/tessera`), keyed by the graph's code, its inputs' shapes and
dtypes, the target and tessera's version, as Inductor's FX-graph cache
is: a second process compiling the same graph skips torch-mlir's import
and tessera's lowering. `tessera.dynamo.stats` counts hits and misses.
"""

import hashlib
import itertools
import json
import os
import warnings

import torch
from torch.utils import _pytree as pytree

import tessera

_graph_ids = itertools.count()
stats = {"hits": 0, "misses": 0}


def cache_dir():
    """Where compiled graphs are kept."""
    return os.environ.get("TESSERA_CACHE_DIR") or os.path.join(
        os.path.expanduser("~"), ".cache", "tessera")


def _cache_key(gm, example_inputs, target):
    h = hashlib.sha256()
    h.update(gm.code.encode())
    for name, buf in sorted(gm.state_dict().items()):
        h.update(name.encode())
        t = buf.detach().cpu().contiguous()
        h.update(str((t.dtype, tuple(t.shape))).encode())
        h.update(t.view(torch.uint8).numpy().tobytes() if t.numel() else b"")
    for t in example_inputs:
        h.update(str((getattr(t, "dtype", type(t)), tuple(getattr(t, "shape", ())))).encode())
    h.update(f"{target} {tessera.__version__}".encode())
    return h.hexdigest()


def _write_report(directory, n, payload):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, f"graph{n}.json"), "w") as f:
        json.dump(payload, f, indent=1)
        f.write("\n")


def _compile(gm, example_inputs, target, use_cache=True):
    """(the StableHLO text, the report dict) of graph `gm`, from the cache
    when an earlier process compiled it."""
    path = None
    if use_cache:
        path = os.path.join(cache_dir(), _cache_key(gm, example_inputs, target) + ".json")
        try:
            with open(path) as f:
                hit = json.load(f)
            stats["hits"] += 1
            return hit["hlo"], hit["report"]
        except (OSError, ValueError, KeyError):
            pass
    stats["misses"] += 1
    hlo, report = _lower(gm, example_inputs, target)
    if path:
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            tmp = path + f".{os.getpid()}.tmp"
            with open(tmp, "w") as f:
                json.dump({"hlo": hlo, "report": report}, f)
            os.replace(tmp, path)  # whole or not at all
        except OSError:
            pass
    return hlo, report


def _lower(gm, example_inputs, target):
    """Graph `gm` imported by torch-mlir and lowered by tessera."""
    from torch_mlir import fx

    module = fx.export_and_import(gm, *example_inputs)
    # With locations: an op tessera refuses is named at the model's line.
    text = module.operation.get_asm(enable_debug_info=True)
    hlo = tessera.opt(text, ["--decompose", "--convert-torch-to-hlo"], filename="graph.mlir")
    report = tessera.report(hlo, target=target, filename="graph.mlir")
    return hlo, report


def backend(gm, example_inputs, options=None, **kwargs):
    """The Dynamo backend: a callable computing `gm` with tessera."""
    options = dict(options or {}, **kwargs)
    target = options.get("target", "cpu")
    report_dir = options.get("report")
    fallback = options.get("fallback", True)
    use_cache = options.get("cache", True)
    n = next(_graph_ids)
    try:
        with torch.no_grad():
            reference = gm(*example_inputs)
        flat, spec = pytree.tree_flatten(reference)
        hlo, report = _compile(gm, example_inputs, target, use_cache)
    except Exception as e:  # an op tessera or torch-mlir cannot take
        why = e.message if isinstance(e, tessera.Diagnostic) else f"{type(e).__name__}: {e}"
        where = f" ({e.file}:{e.line}:{e.col})" if isinstance(e, tessera.Diagnostic) and e.line else ""
        if not fallback:
            raise
        warnings.warn(f"tessera: graph {n} runs eagerly: {why}{where}", stacklevel=2)
        if report_dir:
            _write_report(report_dir, n, {"graph": n, "fallback": why, "kernels": []})
        return gm.forward
    if report_dir:
        _write_report(report_dir, n, dict(report, graph=n, fallback=None))
    dtypes = [t.dtype if isinstance(t, torch.Tensor) else None for t in flat]

    def run(*args):
        outs = tessera.run(hlo, [a for a in args if isinstance(a, torch.Tensor)],
                           filename="graph.mlir")
        if len(outs) != len(flat):
            raise RuntimeError(f"tessera: graph {n} gave {len(outs)} results, "
                               f"eager {len(flat)}")
        res = [torch.from_numpy(o).to(d) if d is not None else o.item()
               for o, d in zip(outs, dtypes)]
        return pytree.tree_unflatten(res, spec)

    return run
