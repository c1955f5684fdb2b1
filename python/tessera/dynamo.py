"""`torch.compile(model, backend="tessera")`: each FX graph Dynamo hands
over is imported by torch-mlir's FX importer (in-process), lowered by
tessera (`--decompose --convert-torch-to-hlo`) and compiled for the
target (`--target=T --fuse --layout --tile --schedule`). For the CPU the
tile kernels are then converted (`--convert-to-tt`), compiled by LLVM
and called on the inputs' own memory, the results written straight into
the tensors returned (`tessera.Compiled`; where the host function keeps an op
`--convert-to-tt` left as it was, the interpreter runs the host function
and its launches run the compiled kernels: engine "hybrid"); for any
other target the
graph runs in tessera's interpreter (the same numbers, slowly) and the
target's report is what the compile tells. With `"report": DIR` one JSON
file a graph records its kernels, the engine that runs it and
`"fallback": null`, or why the graph went back to eager. A graph tessera
cannot take runs eagerly, with one warning naming the reason (the op and
its source line where there is one); with `"fallback": False` it raises
instead. With `"dump": DIR` every stage of each graph's compile, its
report and its pictures are written to DIR/graph-N/ (`ir-opt
--dump-dir`, docs/pictures.md) and DIR/index.html links them.

Options: `target` (default "cpu"), `threads` (the CPU kernels' threads;
default torch.get_num_threads()), `report` (a directory), `dump` (a
directory), `fallback` (default True), `cache` (default True).

Compiled graphs are cached on disk (`$TESSERA_CACHE_DIR`, else
`~/.cache/tessera`), keyed by the graph's code, its inputs' shapes and
dtypes, the target and tessera's build, as Inductor's FX-graph cache
is: a second process compiling the same graph skips torch-mlir's import
and tessera's lowering, links the kernels' machine code kept for this
CPU instead of compiling them, and for an inference graph skips
AOTAutograd too. `tessera.dynamo.stats` counts hits, misses, the hits
served without AOTAutograd ("direct") and the graphs whose machine code
was linked from the cache ("linked").
"""

import hashlib
import itertools
import json
import os
import struct
import warnings

import torch
from torch.utils import _pytree as pytree

import tessera

_graph_ids = itertools.count()
stats = {"hits": 0, "misses": 0, "direct": 0, "linked": 0}
# Every graph this process handed to tessera, in order: its number, the
# engine that runs it ("jit", "hybrid", "interpreter", or "eager" after a
# fallback)
# and, for the JIT, its launches' profile (`python -m tessera.lab` reads it).
graphs = []


def cache_dir():
    """Where compiled graphs are kept."""
    return os.environ.get("TESSERA_CACHE_DIR") or os.path.join(
        os.path.expanduser("~"), ".cache", "tessera")


def target_flag(target, threads):
    """The pipeline's target flag. The CPU's is its built-in file with the
    cores the kernels will run on (`threads`): the tiling splits a kernel
    into programs for that many threads, and one thread gains nothing from
    two programs, each packing the product's B again."""
    if target != "cpu":
        return f"--target={target}"
    text = tessera._native.target_text("cpu").replace("# cores = 8 ", f"cores = {threads}", 1)
    d = os.path.join(cache_dir(), "targets")
    path = os.path.join(d, f"cpu-{threads}-threads.target")
    try:
        kept = None
        if os.path.exists(path):
            with open(path) as f:
                kept = f.read()
        if kept != text:
            os.makedirs(d, exist_ok=True)
            tmp = path + f".{os.getpid()}.tmp"
            with open(tmp, "w") as f:
                f.write(text)
            os.replace(tmp, path)
    except OSError:
        import tempfile
        fd, path = tempfile.mkstemp(suffix=".target")
        with os.fdopen(fd, "w") as f:
            f.write(text)
    return f"--target-file={path}"


def _cache_key(gm, example_inputs, target):
    """The graph's key: its code, the tensors it holds (parameters,
    buffers and the constants its `get_attr`s read), its inputs' types and
    shapes, `target` and tessera's build."""
    from torch._subclasses.fake_tensor import unset_fake_temporarily

    h = hashlib.sha256()
    h.update(gm.code.encode())
    held = dict(gm.state_dict(keep_vars=True))
    for node in gm.graph.nodes:
        if node.op == "get_attr":
            value = gm
            for part in node.target.split("."):
                value = getattr(value, part, None)
            if isinstance(value, torch.Tensor):
                held[node.target] = value
    # AOTAutograd calls the compiler under its fake mode: the held tensors
    # are real, and reading their bytes must not go through it.
    with unset_fake_temporarily(), torch.no_grad():
        for name, buf in sorted(held.items()):
            h.update(name.encode())
            t = buf.detach().cpu().contiguous()
            h.update(str((t.dtype, tuple(t.shape))).encode())
            h.update(t.reshape(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b"")
    for t in example_inputs:
        h.update(str((getattr(t, "dtype", type(t)), tuple(getattr(t, "shape", ())))).encode())
    h.update(f"{target} {_build()}".encode())
    return h.hexdigest()


def _build():
    """This build of tessera: its version and its native module's size and
    time (a rebuild lowers differently without a new version)."""
    st = os.stat(tessera._native.__file__)
    return f"{tessera.__version__} {st.st_size} {st.st_mtime_ns}"


def _write_report(directory, n, payload):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, f"graph{n}.json"), "w") as f:
        json.dump(payload, f, indent=1)
        f.write("\n")


def _compile(gm, example_inputs, target, threads, use_cache=True):
    """What tessera makes of graph `gm` (a dict: `hlo`, the StableHLO;
    `tt`, the CPU's tile kernels or None; `report`, the target's report),
    from the cache when an earlier process compiled it; and its key in the
    cache (None without one)."""
    key = None
    if use_cache:
        key = _cache_key(gm, example_inputs, f"{target} {threads if target == 'cpu' else ''}")
        try:
            with open(os.path.join(cache_dir(), key + ".json")) as f:
                hit = json.load(f)
            if not {"hlo", "tt", "report"} <= hit.keys():
                raise KeyError("an older entry")
            stats["hits"] += 1
            return hit, key
        except (OSError, ValueError, KeyError, AttributeError):
            pass
    stats["misses"] += 1
    lowered = _lower(gm, example_inputs, target, threads)
    if key and not _store(key, lowered):
        key = None
    return lowered, key


def _dump(gm, target, threads, folder, n):
    """Graph `n`'s compile, every stage of it, its report and pictures,
    written to FOLDER/graph-N (`ir-opt --dump-dir`), and FOLDER/index.html
    listing the graphs dumped there. A folder that cannot take the dump is
    a warning: the graph still compiles."""
    from torch_mlir import fx

    module = fx.stateless_fx_import(gm, model_name="main")
    text = module.operation.get_asm(enable_debug_info=True)
    try:
        os.makedirs(folder, exist_ok=True)
        tessera.opt(text, ["--decompose", "--convert-torch-to-hlo", target_flag(target, threads),
                           "--fuse", "--layout", "--tile", "--schedule",
                           f"--dump-dir={os.path.join(folder, f'graph-{n}')}"],
                    filename=f"graph-{n}.mlir")
        write_dump_index(folder)
    except (tessera.Diagnostic, OSError) as e:
        warnings.warn(f"tessera: graph {n} was not dumped: {e}", stacklevel=3)


def write_dump_index(folder, title="tessera dump"):
    """FOLDER/index.html: a link to each graph's page (graph-N/index.html)
    with its kernels, and the PNG plots in FOLDER (the lab's) shown inline.
    Self-contained, no network, opens from file://."""
    import html

    graphs = sorted((d for d in os.listdir(folder)
                     if d.startswith("graph-") and os.path.isfile(os.path.join(folder, d, "index.html"))),
                    key=lambda d: int(d.split("-")[1]) if d.split("-")[1].isdigit() else 0)
    rows = []
    for g in graphs:
        try:
            with open(os.path.join(folder, g, "report.json")) as f:
                r = json.load(f)
            what = (f"{len(r['kernels'])} kernels on {html.escape(r['target'])}, "
                    f"{r['bytes_accessed']} bytes, {r['time_estimate_us']:.3f} us estimated")
            what += "<table><tr><th>kernel</th><th>kind</th><th>bytes</th><th>us</th><th>source</th></tr>"
            what += "".join(
                f"<tr><td>{html.escape(k['name'])}</td><td>{html.escape(k['kind'])}</td>"
                f"<td>{k['bytes_accessed']}</td><td>{k['time_estimate_us']:.3f}</td>"
                f"<td>{html.escape(', '.join(k['source'][:3]))}</td></tr>" for k in r["kernels"])
            what += "</table>"
        except (OSError, ValueError, KeyError):
            what = "no report (see its page)"
        rows.append(f'<li><a href="{g}/index.html">{g}</a>: {what}</li>')
    plots = sorted(p for p in os.listdir(folder) if p.endswith(".png"))
    figures = "".join(f'<figure><img src="{html.escape(p)}" alt="{html.escape(p)}">'
                      f'<figcaption>{html.escape(p)}</figcaption></figure>' for p in plots)
    page = (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
            '<style>body{font-family:sans-serif;margin:1.5em}img{max-width:800px;border:1px solid #eee}'
            'table{border-collapse:collapse;font-size:12px;margin:.3em 0 1em}'
            'th{background:#eef;text-align:left;padding:2px 6px}td{border-top:1px solid #eee;padding:2px 6px}</style>'
            f'</head><body><h1>{html.escape(title)}</h1><h2>Graphs</h2><ul>{"".join(rows)}</ul>'
            + (f"<h2>Plots</h2>{figures}" if plots else "") + "</body></html>\n")
    with open(os.path.join(folder, "index.html"), "w") as f:
        f.write(page)


def _store(key, entry):
    """Writes `entry` to the cache under `key`, whole or not at all;
    whether it did."""
    path = os.path.join(cache_dir(), key + ".json")
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = path + f".{os.getpid()}.tmp"
        with open(tmp, "w") as f:
            json.dump(entry, f)
        os.replace(tmp, path)
        return True
    except OSError:
        return False


def _lower(gm, example_inputs, target, threads=1):
    """ATen graph `gm` imported by torch-mlir and lowered by tessera."""
    from torch_mlir import fx

    module = fx.stateless_fx_import(gm, model_name="main")
    # With locations: an op tessera refuses is named at the model's line.
    text = module.operation.get_asm(enable_debug_info=True)
    # Every stage is printed with its locations, so that the kernels, the
    # report and the diagnostics name the model's lines, not these texts'.
    def opt(text, *flags):
        return tessera.opt(text, list(flags) + ["--mlir-print-debuginfo"], filename="graph.mlir")

    hlo = opt(text, "--decompose", "--convert-torch-to-hlo")
    # The decisions are made once and live in the IR: the report and the
    # tile kernels are both read from this module.
    planned = opt(hlo, target_flag(target, threads), "--fuse", "--layout", "--tile", "--schedule")
    report = json.loads(tessera.opt(planned, ["--report=json"], filename="graph.mlir"))
    tt = opt(planned, "--convert-to-tt") if target == "cpu" else None
    return {"hlo": hlo, "tt": tt, "report": report}


def _engine(lowered, threads, key=None):
    """(a callable from the graph's input tensors to its result tensors,
    the engine's name): the CPU's compiled kernels ("jit"; "hybrid" where
    the interpreter runs the host function around them), else the
    interpreter. With `key` (the graph's in the cache) the
    kernels' machine code is kept in the cache too, and linked from there
    when it is (a compile takes a tenth of a second and more, a link
    milliseconds)."""
    if lowered["tt"] is not None:
        path = _objects_path(key) if key else None
        objects = _read_objects(path) if path else None
        compiled = None
        if objects is not None:
            try:
                compiled = tessera.Compiled(lowered["tt"], threads=threads,
                                            filename="graph.mlir", objects=objects)
                stats["linked"] += 1
            except tessera.Diagnostic:
                pass  # objects this build does not take: compile again
        if compiled is None:
            compiled = tessera.Compiled(lowered["tt"], threads=threads, filename="graph.mlir")
            if path:
                _write_objects(path, compiled.objects())
        # A host function with ops other than launches (a fusion
        # convert-to-tt left as it was) runs in the interpreter, its
        # launches the compiled kernels.
        return compiled, "hybrid" if compiled.hybrid else "jit"
    hlo = lowered["hlo"]

    def interpret(*tensors):
        return [_tensor(o) for o in tessera.run(hlo, tensors, filename="graph.mlir")]

    return interpret, "interpreter"


def _objects_path(key):
    """Where the machine code of the graph kept under `key` is kept, for
    this host's CPU."""
    host = hashlib.sha256(tessera._native.host_id().encode()).hexdigest()[:16]
    return os.path.join(cache_dir(), f"{key}-{host}.objects")


def _read_objects(path):
    """The object files kept at `path` (a count, their lengths, their
    bytes), or None."""
    try:
        with open(path, "rb") as f:
            data = f.read()
        (n,) = struct.unpack_from("<I", data)
        lengths = struct.unpack_from(f"<{n}Q", data, 4)
        at, objects = 4 + 8 * n, []
        for length in lengths:
            objects.append(data[at:at + length])
            at += length
        return objects if at == len(data) else None
    except (OSError, struct.error):
        return None


def _write_objects(path, objects):
    try:
        tmp = path + f".{os.getpid()}.tmp"
        with open(tmp, "wb") as f:
            f.write(struct.pack(f"<I{len(objects)}Q", len(objects), *map(len, objects)))
            for o in objects:
                f.write(o)
        os.replace(tmp, path)  # whole or not at all
    except OSError:
        pass


def _tensor(a):
    """A numpy result as a torch tensor; bf16 (ml_dtypes' two-byte type,
    which torch.from_numpy does not take) through its bits."""
    if a.dtype.kind == "V" and a.dtype.itemsize == 2:
        return torch.from_numpy(a.view("<u2").copy()).view(torch.bfloat16)
    return torch.from_numpy(a)


def backend(gm, example_inputs, options=None, **kwargs):
    """The Dynamo backend. Dynamo's graph goes through AOTAutograd
    (functional ATen with torch-mlir's decompositions, every parameter an
    input), whose forward graph tessera compiles; torch-mlir imports that
    graph as it is (`stateless_fx_import`), with no second trace by
    torch.export. A backward graph (training) runs eagerly.

    AOTAutograd's trace costs about 0.2 s a graph (0.4 s more to import
    it and the decompositions): where its forward graph takes and returns
    exactly what Dynamo's does (inference, no input mutated, no result a
    view), the cache also keeps the compile under Dynamo's graph, and a
    later process serves it from there without AOTAutograd.

    A graph Dynamo made dynamic (sizes as inputs, after a second shape)
    is compiled once a shape, when it is first called with it
    ([`_per_shape`]): tessera compiles static shapes."""
    options = dict(options or {}, **kwargs)
    if _symbolic(example_inputs):
        return _per_shape(gm, options)
    n = next(_graph_ids)
    # A dump needs the lowering: no graph is served from the cache whole.
    direct = options.get("cache", True) and not options.get("dump")
    direct_key = _direct_key(gm, example_inputs, options) if direct else None
    served = _serve_direct(direct_key, n, options)
    if served is not None:
        return served

    from functorch.compile import make_boxed_func
    from torch._dynamo.backends.common import aot_autograd
    # torch-mlir's decompositions, without importing its MLIR bindings
    # (about 0.9 s): a graph the cache holds never needs them.
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    def forward(aten, inputs):
        return make_boxed_func(_graph(aten, inputs, options, n,
                                      direct_key if _takes_as_dynamo(gm, aten) else None))

    def backward(aten, inputs):
        return make_boxed_func(aten.forward)

    from .decompositions import table as fast_paths

    # torch-mlir's table, and the fused ops of PyTorch's inference fast
    # paths (nn.TransformerEncoderLayer, nn.MultiheadAttention) as the ops
    # they stand for.
    decompositions = {**get_decomposition_table(), **fast_paths}
    return aot_autograd(fw_compiler=forward, bw_compiler=backward,
                        decompositions=decompositions)(gm, example_inputs)


def _symbolic(example_inputs):
    """Whether Dynamo's example inputs have symbolic sizes."""
    def sym(x):
        return isinstance(x, (torch.SymInt, torch.SymFloat, torch.SymBool))
    return any(sym(t) or isinstance(t, torch.Tensor) and any(sym(d) for d in t.shape)
               for t in example_inputs)


def _per_shape(gm, options):
    """Dynamic graph `gm` as a callable that compiles it for each set of
    shapes (and size values) it is called with, as a static graph: `gm`
    traced again with the sizes as constants, then compiled as any other
    graph (the cache keeps each)."""
    from torch.fx.experimental.proxy_tensor import make_fx

    compiled = {}

    def run(*args):
        key = tuple((tuple(a.shape), a.dtype, a.stride()) if isinstance(a, torch.Tensor)
                    else (type(a).__name__, a) for a in args)
        f = compiled.get(key)
        if f is None:
            sizes = {i: a for i, a in enumerate(args) if not isinstance(a, torch.Tensor)}
            tensors = [a for a in args if isinstance(a, torch.Tensor)]

            def with_sizes(*ts):
                it = iter(ts)
                return gm(*[sizes[i] if i in sizes else next(it) for i in range(len(args))])

            static = make_fx(with_sizes, tracing_mode="fake")(*tensors)
            inner = backend(static, tensors, options)
            compiled[key] = f = lambda *a: inner(*[x for x in a if isinstance(x, torch.Tensor)])
        return f(*args)

    return run


def _direct_key(gm, example_inputs, options):
    """The cache's key for Dynamo's graph itself: its code, its inputs'
    types and strides, whether gradients are wanted, and the options."""
    target = options.get("target", "cpu")
    threads = int(options.get("threads") or torch.get_num_threads())
    try:
        grads = torch.is_grad_enabled() and any(
            getattr(t, "requires_grad", False) for t in example_inputs)
        strides = [tuple(t.stride()) if isinstance(t, torch.Tensor) else None
                   for t in example_inputs]
        return "dynamo-" + _cache_key(gm, example_inputs,
                                      f"{target} {threads} grads={grads} {strides}")
    except Exception:  # an input the key cannot describe: no shortcut
        return None


def _takes_as_dynamo(gm, aten):
    """Whether AOTAutograd's forward graph `aten` is called with Dynamo's
    inputs and returns Dynamo's results, one for one: an inference graph
    that mutates no input and returns no view, with no parameter lifted."""
    from torch._functorch._aot_autograd.schemas import OutputType

    ctx = torch._guards.TracingContext.try_get()
    meta = getattr(ctx, "fw_metadata", None)
    # AOTAutograd's own test of an inference graph: no result needs a
    # gradient (a training graph's forward also returns what the backward
    # saves).
    if meta is None or any(o.requires_grad for o in meta.output_info):
        return False
    dynamo_in = [x for x in gm.graph.nodes if x.op == "placeholder"]
    aten_in = [x for x in aten.graph.nodes if x.op == "placeholder"]
    out = next(x for x in gm.graph.nodes if x.op == "output")
    dynamo_out = pytree.tree_leaves(out.args[0])
    return (len(dynamo_in) == len(aten_in) == len(meta.input_info)
            and not any(i.mutates_data or i.mutates_metadata for i in meta.input_info)
            and len(dynamo_out) == len(meta.output_info)
            and all(o.output_type == OutputType.non_alias for o in meta.output_info)
            and meta.num_intermediate_bases == 0 and not meta.tokens)


def _serve_direct(key, n, options):
    """Graph `n` served from the cache under Dynamo's graph (its key
    `key`), or None."""
    if key is None:
        return None
    try:
        with open(os.path.join(cache_dir(), key + ".json")) as f:
            ref = json.load(f)
        with open(os.path.join(cache_dir(), ref["entry"] + ".json")) as f:
            lowered = json.load(f)
        kinds = [None if k is None else (getattr(torch, k[0]), torch.device(k[1]))
                 for k in ref["kinds"]]
        threads = int(options.get("threads") or torch.get_num_threads())
        run_graph, engine = _engine(lowered, threads, ref["entry"])
    except Exception:  # no entry, an older one, or one this build cannot run
        return None
    stats["hits"] += 1
    stats["direct"] += 1
    return _serving(run_graph, engine, lowered, kinds, n, options)


def _results(aten):
    """What each result of ATen graph `aten` is: (dtype, device) of a
    tensor, None of anything else (a number)."""
    out = next(node for node in aten.graph.nodes if node.op == "output")
    kinds = []
    for a in pytree.tree_leaves(out.args[0]):
        v = a.meta.get("val") if isinstance(a, torch.fx.Node) else a
        kinds.append((v.dtype, v.device) if isinstance(v, torch.Tensor) else None)
    return kinds


def _graph(aten, example_inputs, options, n, direct_key=None):
    """A callable computing ATen graph `aten` with tessera, or `aten`
    itself (eagerly) after one warning when tessera cannot take it. With
    `direct_key`, the graph is also kept in the cache under that key
    (Dynamo's graph, which `aten` computes one for one)."""
    target = options.get("target", "cpu")
    threads = int(options.get("threads") or torch.get_num_threads())
    report_dir = options.get("report")
    fallback = options.get("fallback", True)
    use_cache = options.get("cache", True)
    try:
        dynamic = [i for i, t in enumerate(example_inputs) if not isinstance(t, torch.Tensor)]
        if dynamic:
            raise ValueError(f"input {dynamic[0]} is a {type(example_inputs[dynamic[0]]).__name__}: "
                             "tessera compiles static shapes (torch.compile(..., dynamic=False) "
                             "recompiles for each shape)")
        kinds = _results(aten)
        if options.get("dump"):
            _dump(aten, target, threads, options["dump"], n)
        lowered, entry = _compile(aten, example_inputs, target, threads, use_cache)
        run_graph, engine = _engine(lowered, threads, entry)
    except Exception as e:  # an op tessera or torch-mlir cannot take
        why = e.message if isinstance(e, tessera.Diagnostic) else f"{type(e).__name__}: {e}"
        where = f" ({e.file}:{e.line}:{e.col})" if isinstance(e, tessera.Diagnostic) and e.line else ""
        if not fallback:
            raise
        warnings.warn(f"tessera: graph {n} runs eagerly: {why}{where}", stacklevel=2)
        if report_dir:
            _write_report(report_dir, n, {"graph": n, "fallback": why, "kernels": []})
        graphs.append({"graph": n, "engine": "eager", "fallback": why, "profile": None})
        return aten.forward
    if direct_key and entry:
        kept = [None if k is None else [str(k[0]).removeprefix("torch."), str(k[1])] for k in kinds]
        _store(direct_key, {"entry": entry, "kinds": kept})
    return _serving(run_graph, engine, lowered, kinds, n, options)


def _serving(run_graph, engine, lowered, kinds, n, options):
    """Graph `n`'s callable: `run_graph` (on `engine`), its results made
    what the graph returns (`kinds`: each a (dtype, device), or None for
    a number); the graph recorded in `graphs` and its report written."""
    if options.get("report"):
        _write_report(options["report"], n,
                      dict(lowered["report"], graph=n, engine=engine, fallback=None))
    graphs.append({"graph": n, "engine": engine, "fallback": None,
                   "profile": getattr(run_graph, "profile", None)})

    if engine == "jit" and [(d, torch.device("cpu")) for _, d in run_graph.outputs] == kinds:
        # The compiled program's results are the graph's: nothing to convert.
        return run_graph

    def run(*args):
        outs = run_graph(*args)
        if len(outs) != len(kinds):
            raise RuntimeError(f"tessera: graph {n} gave {len(outs)} results, "
                               f"the graph has {len(kinds)}")
        res = []
        for o, k in zip(outs, kinds):
            if k is None:  # a number the graph returns as a Python scalar
                res.append(o.item())
            elif (o.dtype, o.device) != k:
                res.append(o.to(device=k[1], dtype=k[0]))
            else:
                res.append(o)
        return res

    return run
