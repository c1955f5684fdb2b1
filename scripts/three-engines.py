"""Three engines, one answer: every committed PyTorch and JAX export is
compiled for the CPU down to tile kernels (`--convert-to-tt`), run with the
kernels interpreted (tessera's interpreter), and its results written; then
run with the kernels compiled by tessera's LLVM lowering (`--engine=jit`)
and by real MLIR (`--engine=mlir`: the kernels as MLIR's standard dialects,
MLIR's own passes and ExecutionEngine), each checked against the
interpreter's results (f32: rtol 1e-5, atol 1e-6; a bf16 program, whose
compiled rsqrt may round one bf16 ulp apart: rtol 1e-2).

    python scripts/three-engines.py IR_OPT IR_RUN OUT_DIR [MODEL ...]

(a MODEL is `torch/NAME` or `jax/NAME`, a folder of test/torch/Inputs or
test/stablehlo/Inputs, or `torch/` or `jax/` for all of one kind; all of
them by default).
"""
import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def models():
    """(name, dir, source, passes) of every committed export."""
    out = []
    for d in sorted(glob.glob(os.path.join(ROOT, "test/torch/Inputs/*/"))):
        if os.path.exists(os.path.join(d, "output0.npy")):
            out.append(("torch/" + os.path.basename(d.rstrip("/")), d, os.path.join(d, "model.mlir"),
                        ["--decompose", "--convert-torch-to-hlo"]))
    for d in sorted(glob.glob(os.path.join(ROOT, "test/stablehlo/Inputs/*/"))):
        if os.path.exists(os.path.join(d, "output0.npy")):
            out.append(("jax/" + os.path.basename(d.rstrip("/")), d, os.path.join(d, "model.stablehlo.mlir"),
                        ["--inline"]))
    return out


def count(d, stem):
    n = 0
    while os.path.exists(os.path.join(d, f"{stem}{n}.npy")):
        n += 1
    return n


def main():
    ir_opt, ir_run, out = sys.argv[1], sys.argv[2], sys.argv[3]
    only = set(sys.argv[4:])
    os.makedirs(out, exist_ok=True)
    bad, total = 0, 0
    for name, d, src, passes in models():
        if only and not any(name == o or (o.endswith("/") and name.startswith(o)) for o in only):
            continue
        total += 1
        tag = name.replace("/", "-")
        compiled = os.path.join(out, tag + ".mlir")
        r = subprocess.run([ir_opt, *passes, "--fuse", "--tile=cpu", "--convert-to-tt", src, "-o", compiled],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print(f"{name}: compile failed: {r.stderr.strip()[:300]}")
            bad += 1
            continue
        inputs = []
        for i in range(count(d, "input")):
            inputs += ["--input", os.path.join(d, f"input{i}.npy")]
        results = [os.path.join(out, f"{tag}.interp{i}.npy") for i in range(count(d, "output"))]
        cmd = [ir_run, compiled, "--entry", "main", *inputs]
        for p in results:
            cmd += ["--output", p]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            print(f"{name}: interpreter failed: {r.stderr.strip()[:300]}")
            bad += 1
            continue
        tol = ["--rtol", "1e-2", "--atol", "1e-2"] if "bf16" in name else ["--rtol", "1e-5", "--atol", "1e-6"]
        for engine in ("jit", "mlir"):
            cmd = [ir_run, compiled, f"--engine={engine}", "--entry", "main", *inputs, *tol]
            for p in results:
                cmd += ["--check", p]
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                msg = (r.stderr.strip() or r.stdout.strip())[:400]
                print(f"{name}: {engine} differs from the interpreter: {msg}")
                bad += 1
                break
    print(f"{total - bad} of {total} models: the interpreter, the JIT and MLIR agree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
