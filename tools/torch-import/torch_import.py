#!/usr/bin/env python3
"""Import a PyTorch model into the torch dialect (through torch-mlir's FX
importer) and write test data for tessera's `ir-run`.

    torch_import.py MODEL_SPEC -o OUT_DIR [--seed N]

MODEL_SPEC is `path/to/file.py:factory` (a function returning
`(module, inputs)` or `(module, inputs, dynamic_shapes)`) or the name of a
model in the built-in zoo (`models.py`, next to this file; `--list` prints
it).  OUT_DIR receives

    model.mlir            str(module): what print(module) shows (torch dialect,
                          value semantics, no locations)
    model.nodecomp.mlir   (--decompose=both|none) the same program imported
                          without torch-mlir's default decomposition table
    model.debuginfo.mlir  (--debug-info) the module printed with locations
    input<i>.npy          example inputs, in the function's argument order
    output<i>.npy         eager PyTorch outputs (torch.no_grad(), eval mode)
    manifest.json         entry point, shapes, dtypes, versions, files

npy has no bfloat16: bf16 tensors are stored as float32 (exact widening);
the manifest records `"dtype": "bfloat16", "npy_dtype": "float32"`.
Python scalar outputs (an `!torch.int` result, for example) are stored as
0-d arrays with `"kind": "scalar"`.

After writing the files the tool prints a graph-break report: the ops of
model.mlir that tessera has no semantics for.  It asks
`ir-opt --report=unsupported model.mlir` when that binary exists and knows
the flag, and otherwise lists the op names itself, flagging those not in
`supported_ops.txt`.  Exit status 0 unless `--fail-on-unsupported`.
"""

import argparse
import collections
import fnmatch
import importlib
import importlib.util
import json
import os
import random
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SUPPORTED_OPS_FILE = os.path.join(HERE, "supported_ops.txt")


# ----------------------------------------------------------------------------
# Loading the model


def load_factory(spec):
    """Return (name, factory) for `file.py:factory` or a zoo name."""
    if ":" in spec and spec.rsplit(":", 1)[0].endswith(".py"):
        path, fn = spec.rsplit(":", 1)
        path = os.path.abspath(path)
        if not os.path.exists(path):
            sys.exit(f"torch_import: no such file: {path}")
        sys.path.insert(0, os.path.dirname(path))
        modname = "_torch_import_user_" + re.sub(r"\W", "_", os.path.basename(path)[:-3])
        s = importlib.util.spec_from_file_location(modname, path)
        mod = importlib.util.module_from_spec(s)
        sys.modules[modname] = mod
        s.loader.exec_module(mod)
        if not hasattr(mod, fn):
            sys.exit(f"torch_import: {path} defines no function {fn!r}")
        return fn, getattr(mod, fn)
    sys.path.insert(0, HERE)
    models = importlib.import_module("models")
    if spec not in models.MODELS:
        sys.exit(
            f"torch_import: {spec!r} is neither FILE.py:FACTORY nor a zoo model; "
            f"zoo: {', '.join(sorted(models.MODELS))}"
        )
    return spec, models.MODELS[spec]


def seed_everything(seed):
    import numpy as np
    import torch

    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


# ----------------------------------------------------------------------------
# Tensors to npy


def dtype_name(t):
    import torch

    return str(t.dtype).replace("torch.", "")


def to_numpy(v):
    """Return (array, info) for a tensor or Python scalar."""
    import numpy as np
    import torch

    if isinstance(v, torch.Tensor):
        t = v.detach().cpu()
        info = {"kind": "tensor", "shape": list(t.shape), "dtype": dtype_name(t)}
        if t.dtype == torch.bfloat16:
            t = t.to(torch.float32)
        elif t.dtype in (torch.complex32,):
            t = t.to(torch.complex64)
        a = t.contiguous().numpy()
        info["npy_dtype"] = str(a.dtype)
        return a, info
    if isinstance(v, bool):
        a = np.array(v, dtype=np.bool_)
        return a, {"kind": "scalar", "shape": [], "dtype": "bool", "npy_dtype": "bool"}
    if isinstance(v, int):
        a = np.array(v, dtype=np.int64)
        return a, {"kind": "scalar", "shape": [], "dtype": "int", "npy_dtype": "int64"}
    if isinstance(v, float):
        a = np.array(v, dtype=np.float64)
        return a, {"kind": "scalar", "shape": [], "dtype": "float", "npy_dtype": "float64"}
    raise TypeError(f"cannot store a value of type {type(v).__name__} as npy")


# ----------------------------------------------------------------------------
# The function signature in the printed module


def split_top(s, sep=","):
    """Split at `sep` outside <>, (), [], {} and quotes."""
    out, depth, cur, q = [], 0, [], False
    for ch in s:
        if ch == '"':
            q = not q
        if not q:
            if ch in "<([{":
                depth += 1
            elif ch in ">)]}":
                depth -= 1
            elif ch == sep and depth == 0:
                out.append("".join(cur).strip())
                cur = []
                continue
        cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


def signature_types(text, func_name):
    """(arg types, result types) of `func.func @func_name` in the text."""
    m = re.search(r"func\.func @" + re.escape(func_name) + r"\((.*)\) -> (.*) \{\s*$", text, re.M)
    if not m:
        m2 = re.search(r"func\.func @" + re.escape(func_name) + r"\((.*)\) \{\s*$", text, re.M)
        if not m2:
            return None, None
        args, res = m2.group(1), "()"
    else:
        args, res = m.group(1), m.group(2)
    arg_types = [a.split(":", 1)[1].strip() for a in split_top(args)]
    res = res.strip()
    if res.startswith("(") and res.endswith(")"):
        res_types = split_top(res[1:-1])
    else:
        res_types = [res]
    return arg_types, res_types


# ----------------------------------------------------------------------------
# The graph-break report

OP_RE = re.compile(
    r"""^\s*(?:%[\w.$-]+(?::\d+)?(?:\s*,\s*%[\w.$-]+)*\s*=\s*)?   # results
        (?P<op>[A-Za-z_][\w$]*\.[\w.$]+|return)\b                # dialect.op or return
        (?P<rest>.*)$""",
    re.X,
)
OPERATOR_RE = re.compile(r'torch\.operator\s+"([^"]+)"')
# The generic form, which MLIR prints for a module that does not verify.
GENERIC_RE = re.compile(r'^\s*(?:%[\w.$-]+(?::\d+)?(?:\s*,\s*%[\w.$-]+)*\s*=\s*)?"([\w.$]+)"\(')


def read_supported(path=SUPPORTED_OPS_FILE):
    names = []
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                names.append(line)
    return names


def is_supported(op, patterns):
    return any(op == p or fnmatch.fnmatchcase(op, p) for p in patterns)


def count_ops(text):
    """Count op names in a printed module: `torch.*` and `func.*` ops;
    `torch.operator "x"` is counted as `torch.operator "x"`."""
    counts = collections.Counter()
    in_resources = False
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("{-#"):
            in_resources = True
        if in_resources:
            if s.startswith("#-}"):
                in_resources = False
            continue
        if not s or s.startswith("//") or s.startswith("#loc"):
            continue
        if s.startswith("module"):
            counts["builtin.module"] += 1
            continue
        g = GENERIC_RE.match(s)
        if g:
            counts[g.group(1)] += 1
            continue
        m = OP_RE.match(s)
        if not m:
            continue
        op = m.group("op")
        if op == "return":
            op = "func.return"
        if op == "torch.operator":
            om = OPERATOR_RE.search(s)
            op = f'torch.operator "{om.group(1)}"' if om else op
        if op.startswith(("torch.", "func.")):
            counts[op] += 1
    return counts


def find_ir_opt(explicit):
    if explicit:
        return explicit if os.path.exists(explicit) else None
    p = shutil.which("ir-opt")
    if p:
        return p
    for kind in ("release", "debug"):
        c = os.path.join(REPO, "target", kind, "ir-opt")
        if os.path.exists(c):
            return c
    return None


def python_report(text, supported):
    counts = count_ops(text)
    lines, unsupported = [], []
    for op, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        ok = is_supported(op, supported)
        if op == "builtin.module":
            ok = True
        if not ok:
            unsupported.append(op)
        lines.append(f"{op}: {n}{'' if ok else '   <-- UNSUPPORTED'}")
    return lines, unsupported


def graph_break_report(mlir_path, ir_opt, supported):
    """Print the report; return the list of unsupported op names (or None if
    ir-opt produced the report and we could not tell)."""
    if ir_opt:
        try:
            r = subprocess.run(
                [ir_opt, "--report=unsupported", mlir_path],
                capture_output=True, text=True, timeout=120,
            )
            if r.returncode == 0:
                print(f"graph-break report ({ir_opt} --report=unsupported):")
                sys.stdout.write(r.stdout)
                # ir-opt's format is its own; take any `torch...` names it lists.
                names = re.findall(r"(torch\.[\w.]+(?: \"[^\"]+\")?)", r.stdout)
                return sorted(set(names))
            why = (r.stderr.strip().splitlines() or ["exit status %d" % r.returncode])[0]
            print(f"note: {ir_opt} --report=unsupported failed ({why}); using the Python listing")
        except (OSError, subprocess.TimeoutExpired) as e:
            print(f"note: could not run {ir_opt} ({e}); using the Python listing")
    else:
        print("note: ir-opt not found; using the Python listing")
    with open(mlir_path) as f:
        text = f.read()
    lines, unsupported = python_report(text, supported)
    print(f"op counts in {mlir_path} (UNSUPPORTED: not in tools/torch-import/supported_ops.txt):")
    for l in lines:
        print("  " + l)
    if unsupported:
        print(f"{len(unsupported)} unsupported op name(s): {', '.join(unsupported)}")
    else:
        print("all ops supported")
    return unsupported


# ----------------------------------------------------------------------------
# Import


def flatten_outputs(out):
    from torch.utils import _pytree as pytree

    leaves, _ = pytree.tree_flatten(out)
    return leaves


def import_module(model, inputs, dynamic_shapes, decompose, symbolic):
    from torch_mlir import fx

    kw = {}
    if dynamic_shapes is not None:
        kw["dynamic_shapes"] = dynamic_shapes
    if symbolic:
        kw["import_symbolic_shape_expressions"] = True
    if not decompose:
        # An empty table is falsy: export_and_import then skips
        # run_decompositions and imports the ATen graph torch.export made.
        kw["decomposition_table"] = {}
    return fx.export_and_import(model, *inputs, **kw)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Import a PyTorch model to the torch dialect and write ir-run test data.")
    ap.add_argument("model", nargs="?", help="FILE.py:FACTORY or a zoo model name")
    ap.add_argument("-o", "--out", help="output directory")
    ap.add_argument("--seed", type=int, default=0, help="torch/numpy/random seed (default 0)")
    ap.add_argument("--name", help="model name for the manifest (default: factory/zoo name)")
    ap.add_argument("--decompose", choices=["default", "none", "both"], default="default",
                    help="default: torch-mlir's default decomposition table (model.mlir); "
                         "none: no decompositions (model.mlir holds the ATen graph); "
                         "both: model.mlir with, model.nodecomp.mlir without")
    ap.add_argument("--symbolic-shapes", choices=["auto", "yes", "no"], default="auto",
                    help="emit torch.symbolic_int/torch.bind_symbolic_shape "
                         "(auto: when the factory gives dynamic_shapes)")
    ap.add_argument("--debug-info", action="store_true",
                    help="also write model.debuginfo.mlir, printed with locations")
    ap.add_argument("--ir-opt", help="path of ir-opt for the graph-break report")
    ap.add_argument("--fail-on-unsupported", action="store_true",
                    help="exit 1 if the module has ops tessera does not support")
    ap.add_argument("--no-report", action="store_true", help="skip the graph-break report")
    ap.add_argument("--list", action="store_true", help="list the zoo and exit")
    args = ap.parse_args(argv)

    if args.list:
        sys.path.insert(0, HERE)
        models = importlib.import_module("models")
        for n in models.MODELS:
            doc = (models.MODELS[n].__doc__ or "").strip().splitlines()
            print(f"{n:28} {doc[0] if doc else ''}")
        return 0
    if not args.model or not args.out:
        ap.error("MODEL_SPEC and -o OUT_DIR are required")

    import numpy as np
    import torch
    import torch_mlir  # noqa: F401  (version)

    name, factory = load_factory(args.model)
    name = args.name or name
    seed_everything(args.seed)
    made = factory()
    if not isinstance(made, (tuple, list)) or len(made) not in (2, 3):
        sys.exit("torch_import: the factory must return (module, inputs[, dynamic_shapes])")
    model, inputs = made[0], made[1]
    dynamic_shapes = made[2] if len(made) == 3 else None
    if isinstance(inputs, torch.Tensor):
        inputs = (inputs,)
    inputs = tuple(inputs)
    model.eval()

    # Eager reference first, on copies, so nothing the export does can change it.
    with torch.no_grad():
        seed_everything(args.seed)
        ref = model(*[x.clone() if isinstance(x, torch.Tensor) else x for x in inputs])
    outputs = flatten_outputs(ref)

    symbolic = {"yes": True, "no": False, "auto": dynamic_shapes is not None}[args.symbolic_shapes]
    os.makedirs(args.out, exist_ok=True)
    files = {}
    variants = {"default": [("model.mlir", True)],
                "none": [("model.mlir", False)],
                "both": [("model.mlir", True), ("model.nodecomp.mlir", False)]}[args.decompose]
    texts = {}
    failures = {}
    verify_failures = {}
    for fname, decompose in variants:
        seed_everything(args.seed)
        try:
            m = import_module(model, inputs, dynamic_shapes, decompose, symbolic)
        except Exception as e:
            if fname == "model.mlir":
                raise
            # The secondary (undecomposed) import may fail where the default one works.
            msg = f"{type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ''}"
            print(f"warning: import without decompositions failed ({msg}); {fname} not written")
            failures[fname] = msg
            stale = os.path.join(args.out, fname)
            if os.path.exists(stale):
                os.remove(stale)
            continue
        text = str(m)  # == m.operation.get_asm() == what print(m) shows
        try:
            m.operation.verify()
        except Exception as e:
            # MLIR prints a module that fails to verify in the generic op form
            # ("torch.aten.x"(%a) : (...) -> ...), and so does str(m).
            lines = [l.strip() for l in str(e).splitlines() if l.strip()]
            msg = " ".join(lines[:2])[:500]
            print(f"warning: {fname} does not verify; it is printed in MLIR's generic form: {msg}")
            verify_failures[fname] = msg
        texts[fname] = text
        # Written as print(m) writes it (str(m) and a newline), which is
        # also what ir-opt and mlir-opt print: a round trip is a plain diff.
        with open(os.path.join(args.out, fname), "w") as f:
            f.write(text + "\n")
        files[fname] = "default decompositions" if decompose else "no decompositions"
        if args.debug_info and fname == "model.mlir":
            with open(os.path.join(args.out, "model.debuginfo.mlir"), "w") as f:
                f.write(m.operation.get_asm(enable_debug_info=True) + "\n")
            files["model.debuginfo.mlir"] = "model.mlir printed with enable_debug_info=True"

    arg_types, res_types = signature_types(texts["model.mlir"], "main")

    def describe(vals, prefix, types):
        out = []
        for i, v in enumerate(vals):
            a, info = to_numpy(v)
            fn = f"{prefix}{i}.npy"
            np.save(os.path.join(args.out, fn), a)
            d = {"file": fn}
            d.update(info)
            if types is not None and i < len(types):
                d["mlir_type"] = types[i]
            out.append(d)
        return out

    # Remove stale files from an earlier run with more inputs/outputs.
    for f in os.listdir(args.out):
        if re.fullmatch(r"(input|output)\d+\.npy", f):
            os.remove(os.path.join(args.out, f))

    manifest = {
        "model": name,
        "spec": args.model,
        "entry": "main",
        "mlir": "model.mlir",
        "files": files,
        "decompositions": args.decompose,
        "seed": args.seed,
        "inputs": describe(inputs, "input", arg_types),
        "outputs": describe(outputs, "output", res_types),
        "dynamic_shapes": dynamic_shapes is not None,
        "symbolic_shapes": symbolic,
        "torch_version": torch.__version__,
        "torch_mlir_version": _torch_mlir_version(),
        "notes": "bfloat16 tensors are stored in npy as float32 (dtype holds the real dtype, "
                 "npy_dtype the stored one); Python scalars are 0-d arrays with kind=scalar.",
    }
    if failures:
        manifest["import_failures"] = failures
    if verify_failures:
        manifest["verify_failures"] = verify_failures
    if arg_types is not None and len(arg_types) != len(inputs):
        manifest["warning"] = (f"main has {len(arg_types)} arguments but {len(inputs)} inputs "
                               "were given (constant inputs are folded by torch.export)")
    if res_types is not None and len(res_types) != len(outputs):
        manifest["warning_outputs"] = (f"main has {len(res_types)} results but the eager "
                                       f"model returned {len(outputs)} values")
    with open(os.path.join(args.out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")

    print(f"wrote {args.out}: {', '.join(files)}, {len(inputs)} input(s), {len(outputs)} output(s)")
    if args.no_report:
        return 0
    supported = read_supported()
    ir_opt = find_ir_opt(args.ir_opt)
    unsupported = set()
    for fname, _ in variants:
        if fname in failures:
            continue
        unsupported |= set(graph_break_report(os.path.join(args.out, fname), ir_opt, supported) or [])
    if args.fail_on_unsupported and unsupported:
        return 1
    return 0


def _torch_mlir_version():
    try:
        import importlib.metadata as md

        return md.version("torch-mlir")
    except Exception:
        return "unknown"


if __name__ == "__main__":
    sys.exit(main())
