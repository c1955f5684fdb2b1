"""Runs a PyTorch function compiled by Inductor with every Triton kernel
Inductor wrote executed by tessera: Inductor generates its Triton kernels
(for a CPU device, no GPU needed), Triton turns each into TTIR, and each
launch runs through `ir-run --grid` on the launch's own arrays, which are
copied back into PyTorch's buffers. The compiled function's outputs are
then compared with eager PyTorch's.

    python tools/inductor-run/inductor_run.py MODEL... [--jit | --engine=interp|jit|mlir] [--keep DIR] [--ir-run PATH]

MODEL names functions below (`all`: every one). With --keep, each kernel's .ttir
and each launch's arguments (.npy) and results are kept in DIR.
"""
import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import warnings

warnings.filterwarnings("ignore")
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
os.environ["TORCHINDUCTOR_COMPILE_THREADS"] = "1"

import numpy as np
import torch
import torch._inductor.config as cfg
import torch.utils._triton as ut
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from triton.compiler.compiler import make_backend
from triton._C.libtriton import ir

cfg.cpu_backend = "triton"
cfg.compile_threads = 1
cfg.fx_graph_cache = False
TARGET = GPUTarget("cuda", 80, 32)
# Inductor asks the active Triton driver which backend it codes for; there
# is none without a GPU: it codes for CUDA sm_80, whose TTIR is what runs.
ut.triton_backend = lambda: make_backend(TARGET)
ut.triton_hash_with_backend = lambda: "0" * 64
import torch._inductor.codegen.triton as _ctr  # noqa: E402

for _n in ("triton_backend", "triton_hash_with_backend"):
    if hasattr(_ctr, _n):
        setattr(_ctr, _n, getattr(ut, _n))

NP = {torch.float32: np.float32, torch.float16: np.float16, torch.float64: np.float64,
      torch.int32: np.int32, torch.int64: np.int64, torch.bool: np.bool_, torch.int8: np.int8}


def to_ttir(source, name, signature, constexprs, divisible):
    """The TTIR Triton makes of kernel `name` in `source`."""
    # The kernel function alone: Inductor's decorators need a live driver.
    body = re.sub(r"@triton_heuristics\.\w+\(.*?\n\)\n", "", source[source.index("@triton.jit"):], flags=re.S)
    head = "\n".join(l.replace("triton_helpers, triton_heuristics", "triton_helpers")
                     for l in source[: source.index("@triton.jit")].splitlines()
                     if l.startswith(("import", "from")) and "import triton_heuristics" not in l)
    mod_path = os.path.join(tempfile.mkdtemp(), f"{name}.py")
    with open(mod_path, "w") as f:
        f.write(head + "\n\n" + body)
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, mod_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fn = getattr(module, name)
    backend = make_backend(TARGET)
    options = backend.parse_options({})
    ctx = ir.context()
    ir.load_dialects(ctx)
    backend.load_dialects(ctx)
    attrs = {(i,): [["tt.divisibility", 16]] for i in divisible}
    src = ASTSource(fn=fn, signature=signature, constexprs=constexprs, attrs=attrs)
    mod = src.make_ir(TARGET, options, backend.get_codegen_implementation(options), backend.get_module_map(), ctx)
    stages = {}
    backend.add_stages(stages, options, src.language)
    return str(stages["ttir"](mod, {})) + "\n"


class Kernel:
    """What Inductor's wrapper calls `.run(...)` on."""

    def __init__(self, runner, name, source):
        self.runner, self.name, self.source = runner, name, source
        meta = re.search(r"triton_meta=(\{.*?\}),\n", source, re.S).group(1)
        self.signature = dict(re.findall(r"'(\w+)': '([^']+)'", re.search(r"'signature': \{(.*?)\}", meta).group(1)))
        self.grid_type = re.search(r"'grid_type': '(\w+)'", source).group(1)
        div = re.search(r"'configs': \[\{(.*?)\}\]", meta)
        self.divisible = [int(i) for i in re.findall(r"\((\d+),\)", div.group(1))] if div else []
        self.ttir = {}

    def run(self, *args, stream=None, **kw):
        params = list(self.signature)
        consts = {p: None for p in params if self.signature[p] == "constexpr"}
        values = dict(zip([p for p in params if p not in consts], args))
        xnumel = values.get("xnumel", 1)
        # One program a row block; reductions keep R blocks whole.
        for c in consts:
            if c == "XBLOCK":
                consts[c] = min(64, 1 << max(0, math.ceil(math.log2(max(int(xnumel), 1)))))
            elif c == "YBLOCK":
                consts[c] = min(32, 1 << max(0, math.ceil(math.log2(max(int(values.get("ynumel", 1)), 1)))))
            elif c.startswith("R"):
                rn = values.get("r0_numel", values.get("rnumel", 1))
                consts[c] = min(1024, 1 << max(0, math.ceil(math.log2(max(int(rn), 1)))))
            elif c.endswith("BLOCK"):
                consts[c] = 16
        key = tuple(sorted(consts.items()))
        if key not in self.ttir:
            sig = {p: self.signature[p] for p in params}
            self.ttir[key] = to_ttir(self.source, self.name, sig, consts, self.divisible)
        gx = max(1, math.ceil(int(xnumel) / consts.get("XBLOCK", 1)))
        if self.grid_type == "Grid1D":
            grid = f"{gx}"
        elif self.grid_type == "Grid2D":
            gy = max(1, math.ceil(int(values.get("ynumel", 1)) / consts.get("YBLOCK", 1)))
            grid = f"{gx},{gy}"
        else:
            raise RuntimeError(f"{self.name}: grid type {self.grid_type} is not run here yet")
        self.runner.launch(self, self.ttir[key], grid, params, values, consts)


class Runner:
    def __init__(self, ir_run, keep, engine="interp"):
        self.ir_run, self.keep, self.n, self.engine = ir_run, keep, 0, engine

    def launch(self, kernel, ttir, grid, params, values, consts):
        d = os.path.join(self.keep, f"launch{self.n}") if self.keep else tempfile.mkdtemp()
        os.makedirs(d, exist_ok=True)
        self.n += 1
        path = os.path.join(d, f"{kernel.name}.ttir")
        with open(path, "w") as f:
            f.write(ttir)
        cmd = [self.ir_run, path, "--entry", kernel.name, "--grid", grid, "--out-dir", os.path.join(d, "out")]
        cmd.append(f"--engine={self.engine}")
        tensors = {}
        for p in params:
            if p in consts:
                continue
            v = values[p]
            if isinstance(v, torch.Tensor):
                a = v.detach().contiguous().cpu().numpy()
                np.save(os.path.join(d, f"{p}.npy"), a)
                cmd += ["--arg", f"{p}={os.path.join(d, p + '.npy')}"]
                tensors[p] = v
            else:
                cmd += ["--arg", f"{p}={v}"]
        with open(os.path.join(d, "launch.json"), "w") as f:
            json.dump({"kernel": kernel.name, "grid": grid, "constexprs": consts, "command": cmd}, f, indent=1)
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"ir-run failed on {kernel.name}: {r.stderr.strip()}")
        for p, t in tensors.items():
            out = np.load(os.path.join(d, "out", f"{p}.npy"))
            t.copy_(torch.from_numpy(out).reshape(t.shape).to(t.dtype))
        print(f"launch {self.n - 1}: {kernel.name} grid {grid} {consts}")


def models():
    def ln_gelu_softmax(x, w, b):
        y = torch.nn.functional.layer_norm(x, (x.shape[-1],), w, b)
        return torch.nn.functional.gelu(y).softmax(-1) + x.sum(-1, keepdim=True)

    def rmsnorm_silu(x, w):
        y = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w
        return torch.nn.functional.silu(y) * torch.sigmoid(x)

    def attention_scores(q, k):
        s = (q @ k.transpose(-1, -2)) / 8.0
        return torch.softmax(s, -1)

    def pointwise_mix(x, y):
        return torch.where(x > 0, torch.tanh(x) * y, torch.exp(-y.abs())) + x.clamp(-0.5, 0.5)

    def long_reduction(x):
        return (x - x.mean(-1, keepdim=True)).abs().amax(-1) + x.logsumexp(-1)

    def embedding_argmax(idx, table):
        e = table[idx]
        return e.argmax(-1).float() + e.sum(-1)

    def cumsum_var(x):
        return x.cumsum(-1) / (x.var(-1, keepdim=True) + 1.0)

    def welford_long(x):
        m, v = torch.var_mean(x, -1)
        return (x - v[:, None]) * torch.rsqrt(m[:, None] + 1e-5)

    def mm_bias_relu(x, w, b):
        return torch.relu(x @ w + b)

    def transpose_add(x, y):
        return x.t().contiguous() * 2.0 + y

    def half_mlp(x, w1, w2):
        h = torch.nn.functional.gelu(x @ w1, approximate="tanh")
        return (h @ w2).float().softmax(-1)

    g = torch.Generator().manual_seed(0)
    r = lambda *s: torch.randn(*s, generator=g)
    return {
        "ln_gelu_softmax": (ln_gelu_softmax, (r(8, 64), r(64), r(64))),
        "rmsnorm_silu": (rmsnorm_silu, (r(6, 96), r(96))),
        "attention_scores": (attention_scores, (r(2, 16, 32), r(2, 16, 32))),
        "pointwise_mix": (pointwise_mix, (r(33, 70), r(33, 70))),
        "long_reduction": (long_reduction, (r(4, 3000),)),
        "embedding_argmax": (embedding_argmax, (torch.randint(0, 50, (7, 5), generator=g), r(50, 24))),
        "cumsum_var": (cumsum_var, (r(5, 40),)),
        "welford_long": (welford_long, (r(3, 5000),)),
        "mm_bias_relu": (mm_bias_relu, (r(64, 96), r(96, 80), r(80))),
        "transpose_add": (transpose_add, (r(48, 80), r(80, 48))),
        "half_mlp": (half_mlp, (r(16, 32).half(), (r(32, 64) * 0.2).half(), (r(64, 16) * 0.2).half())),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("models", nargs="+", help="one or more of the functions below, or 'all'")
    ap.add_argument("--keep")
    ap.add_argument("--ir-run", default="ir-run")
    ap.add_argument("--jit", action="store_true", help="run each kernel compiled (ir-run --jit)")
    ap.add_argument("--engine", choices=["interp", "jit", "mlir"],
                    help="who runs each kernel (ir-run --engine; --jit is --engine=jit)")
    ap.add_argument("--rtol", type=float, default=1e-4)
    ap.add_argument("--atol", type=float, default=1e-5)
    a = ap.parse_args()
    import torch._inductor.async_compile as ac

    table = models()
    names = list(table) if a.models == ["all"] else a.models
    failed = 0
    for name in names:
        if name not in table:
            print(f"{name}: no such function (one of {', '.join(table)})")
            failed += 1
            continue
        fn, inputs = table[name]
        engine = a.engine or ("jit" if a.jit else "interp")
        runner = Runner(a.ir_run, os.path.join(a.keep, name) if a.keep else None, engine)
        ac.AsyncCompile.triton = lambda self, kname, source, device_str="cuda", r=runner: Kernel(r, kname, source)
        torch._dynamo.reset()
        want = fn(*inputs)
        try:
            got = torch.compile(fn)(*inputs)
        except Exception as e:  # a kernel that does not run: say which, go on
            print(f"{name}: FAILED: {str(e).strip().splitlines()[-1][:300]}")
            failed += 1
            continue
        half = want.dtype == torch.float16 or any(
            isinstance(i, torch.Tensor) and i.dtype == torch.float16 for i in inputs)
        rtol, atol = (1e-2, 1e-2) if half else (a.rtol, a.atol)
        ok = torch.allclose(got.float(), want.float(), rtol=rtol, atol=atol)
        err = (got.float() - want.float()).abs().max().item()
        print(f"{name}: {runner.n} launches, {'ok' if ok else 'MISMATCH'}: max abs err {err:.3e}")
        failed += 0 if ok else 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
