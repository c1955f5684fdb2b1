"""Random tile kernels (TTIR), each run by tessera's interpreter and by the
other engines asked for (its LLVM JIT by default; `--engines=jit,mlir`
adds real MLIR through the MLIR bridge) on the same random inputs; every
engine must agree with the interpreter (f32: rtol 1e-5, atol 1e-6). A kernel loads two masked blocks, computes a random
expression of elementwise ops (arith, math, libdevice, select), maybe
reduces a 2-D view along a random axis and broadcasts the result back,
and stores under the mask.

    python scripts/random-tile-kernels.py IR_RUN SEED COUNT [DIR] [--engines=jit,mlir]
"""
import os
import random
import subprocess
import sys
import tempfile

import numpy as np

UNARY = ["math.tanh", "math.absf", "arith.negf", "math.exp_tanh", "math.sqrt_abs", "erf", "math.floor", "math.sin"]
BINARY = ["arith.addf", "arith.subf", "arith.mulf", "arith.maxnumf", "arith.minnumf", "arith.divf_safe", "select"]


class Kernel:
    def __init__(self, rng, block):
        self.rng, self.b, self.lines, self.n = rng, block, [], 0
        self.t = f"tensor<{block}xf32>"

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def emit(self, text):
        v = self.fresh()
        self.lines.append(f"    {v} = {text}")
        return v

    def const(self, x):
        return self.emit(f"arith.constant dense<{x:.6e}> : {self.t}")

    def expr(self, leaves, depth):
        if depth == 0 or self.rng.random() < 0.25:
            return self.rng.choice(leaves)
        t = self.t
        if self.rng.random() < 0.45:
            op = self.rng.choice(UNARY)
            a = self.expr(leaves, depth - 1)
            if op == "math.exp_tanh":
                th = self.emit(f"math.tanh {a} : {t}")
                return self.emit(f"math.exp {th} : {t}")
            if op == "math.sqrt_abs":
                ab = self.emit(f"math.absf {a} : {t}")
                return self.emit(f"math.sqrt {ab} : {t}")
            if op == "erf":
                return self.emit(f'tt.extern_elementwise {a} {{libname = "", libpath = "", pure = true, symbol = "__nv_erff"}} : ({t}) -> {t}')
            return self.emit(f"{op} {a} : {t}")
        op = self.rng.choice(BINARY)
        a, b = self.expr(leaves, depth - 1), self.expr(leaves, depth - 1)
        if op == "arith.divf_safe":
            ab = self.emit(f"math.absf {b} : {t}")
            one = self.const(1.0)
            den = self.emit(f"arith.addf {ab}, {one} : {t}")
            return self.emit(f"arith.divf {a}, {den} : {t}")
        if op == "select":
            c = self.emit(f"arith.cmpf ogt, {a}, {b} : {t}")
            ta = self.emit(f"math.tanh {a} : {t}")
            return self.emit(f"arith.select {c}, {ta}, {b} : tensor<{self.b}xi1>, {t}")
        return self.emit(f"{op} {a}, {b} : {t}")

    def text(self):
        rng, b, t = self.rng, self.b, self.t
        self.lines = []
        ptrs = f"tensor<{b}x!tt.ptr<f32>>"
        it = f"tensor<{b}xi32>"
        pid = self.emit("tt.get_program_id x : i32")
        bc = self.emit(f"arith.constant {b} : i32")
        start = self.emit(f"arith.muli {pid}, {bc} : i32")
        rng_v = self.emit(f"tt.make_range {{end = {b} : i32, start = 0 : i32}} : {it}")
        sp = self.emit(f"tt.splat {start} : i32 -> {it}")
        offs = self.emit(f"arith.addi {sp}, {rng_v} : {it}")
        nn = self.emit(f"tt.splat %n : i32 -> {it}")
        mask = self.emit(f"arith.cmpi slt, {offs}, {nn} : {it}")
        leaves = []
        for name, other in (("%x", 0.0), ("%y", 1.0)):
            p = self.emit(f"tt.splat {name} : !tt.ptr<f32> -> {ptrs}")
            a = self.emit(f"tt.addptr {p}, {offs} : {ptrs}, {it}")
            o = self.const(other)
            leaves.append(self.emit(f"tt.load {a}, {mask}, {o} : {ptrs}"))
        leaves.append(self.const(round(rng.uniform(-2, 2), 3)))
        v = self.expr(leaves, rng.randint(1, 4))
        if rng.random() < 0.5:
            # Reduce a 2-D view along an axis and broadcast it back.
            rows = rng.choice([2, 4, 8])
            cols = b // rows
            axis = rng.randint(0, 1)
            t2 = f"tensor<{rows}x{cols}xf32>"
            r2 = self.emit(f"tt.reshape {v} : {t} -> {t2}")
            kind = rng.choice(["arith.addf", "arith.maxnumf"])
            red_shape = [cols] if axis == 0 else [rows]
            rt = f"tensor<{red_shape[0]}xf32>"
            a1, a2 = self.fresh(), self.fresh()
            s = self.fresh()
            red = self.fresh()
            self.lines.append(f'    {red} = "tt.reduce"({r2}) <{{axis = {axis} : i32}}> ({{')
            self.lines.append(f"    ^bb0({a1}: f32, {a2}: f32):")
            self.lines.append(f"      {s} = {kind} {a1}, {a2} : f32")
            self.lines.append(f"      tt.reduce.return {s} : f32")
            self.lines.append(f"    }}) : ({t2}) -> {rt}")
            e_shape = f"tensor<1x{cols}xf32>" if axis == 0 else f"tensor<{rows}x1xf32>"
            e = self.emit(f"tt.expand_dims {red} {{axis = {axis} : i32}} : {rt} -> {e_shape}")
            bb = self.emit(f"tt.broadcast {e} : {e_shape} -> {t2}")
            flat = self.emit(f"tt.reshape {bb} : {t2} -> {t}")
            v = self.emit(f"arith.subf {v}, {flat} : {t}")
        p = self.emit(f"tt.splat %o : !tt.ptr<f32> -> {ptrs}")
        a = self.emit(f"tt.addptr {p}, {offs} : {ptrs}, {it}")
        self.lines.append(f"    tt.store {a}, {v}, {mask} : {ptrs}")
        body = "\n".join(self.lines)
        return ("module {\n  tt.func public @k(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>, %o: !tt.ptr<f32>, %n: i32) {\n"
                + body + "\n    tt.return\n  }\n}\n")


def main():
    argv = [a for a in sys.argv if not a.startswith("--engines=")]
    engines = ["jit"]
    for a in sys.argv:
        if a.startswith("--engines="):
            engines = [e for e in a.split("=", 1)[1].split(",") if e]
    ir_run, seed, count = argv[1], int(argv[2]), int(argv[3])
    out = argv[4] if len(argv) > 4 else tempfile.mkdtemp()
    os.makedirs(out, exist_ok=True)
    rng = random.Random(seed)
    bad = 0
    for i in range(count):
        block = rng.choice([16, 32, 64, 128])
        n = rng.randint(1, 3 * block)
        grid = (n + block - 1) // block
        k = Kernel(rng, block)
        path = os.path.join(out, f"k{i}.ttir")
        with open(path, "w") as f:
            f.write(k.text())
        nr = np.random.default_rng(seed * 1000 + i)
        np.save(os.path.join(out, f"x{i}.npy"), nr.standard_normal(n).astype(np.float32))
        np.save(os.path.join(out, f"y{i}.npy"), nr.standard_normal(n).astype(np.float32))
        results = []
        for engine in ["interp"] + engines:
            d = os.path.join(out, f"r{i}{engine}")
            cmd = [ir_run, path, "--entry", "k", "--grid", str(grid), "--arg", f"x={out}/x{i}.npy",
                   "--arg", f"y={out}/y{i}.npy", "--arg", f"o=zeros:{n}:f32", "--arg", f"n={n}", "--out-dir", d,
                   f"--engine={engine}"]
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                print(f"kernel {i}: {engine} failed: {r.stderr.strip()[:300]}")
                results.append(None)
                continue
            results.append(np.load(os.path.join(d, "o.npy")))
        a = results[0]
        if any(r is None for r in results):
            bad += 1
            continue
        for engine, b in zip(engines, results[1:]):
            if not np.allclose(a, b, rtol=1e-5, atol=1e-6, equal_nan=True):
                print(f"kernel {i}: {engine} MISMATCH max abs err {np.nanmax(np.abs(a - b)):.3e} ({path})")
                bad += 1
                break
    print(f"{count - bad} of {count} kernels agree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
