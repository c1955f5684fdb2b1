"""The tessera package in-process against numpy and the command-line
tools: run() gives numpy's numbers, opt() prints what ir-opt prints,
report() is ir-opt --report=json as a dict, a bad module raises Diagnostic
with its location, and a bad pipeline flag raises too (no crash)."""

import json
import subprocess
import sys

import numpy as np

import tessera

ir_opt = sys.argv[1]
mlp = """func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<4x16xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
  %2 = stablehlo.add %0, %1 : tensor<4x16xf32>
  %3 = stablehlo.tanh %2 : tensor<4x16xf32>
  return %3 : tensor<4x16xf32>
}
"""
rng = np.random.default_rng(0)
x, w, b = (rng.standard_normal(s).astype(np.float32) for s in ((4, 8), (8, 16), (16,)))
(y,) = tessera.run(mlp, [x, w, b])
assert y.shape == (4, 16) and y.dtype == np.float32
np.testing.assert_allclose(y, np.tanh(x @ w + b), rtol=1e-5, atol=1e-6)
print("run: numpy's numbers")

for flags in (["--fuse", "--tile=cpu"], ["--decompose", "--canonicalize"]):
    mine = tessera.opt(mlp, flags)
    cli = subprocess.run([ir_opt, *flags, "-"], input=mlp, capture_output=True, text=True, check=True).stdout
    assert mine == cli, (flags, mine, cli)
print("opt: ir-opt's text")

rep = tessera.report(mlp, target="spyre", filename="<stdin>")  # named as ir-opt names stdin
cli = subprocess.run([ir_opt, "--target=spyre", "--fuse", "--layout", "--tile", "--schedule", "--report=json", "-"],
                     input=mlp, capture_output=True, text=True, check=True).stdout
assert rep == json.loads(cli)
assert len(rep["kernels"]) == 1 and rep["kernels"][0]["kind"] == "output", rep["kernels"]
print("report:", len(rep["kernels"]), "kernel,", rep["kernels"][0]["kind"])

try:
    tessera.run(mlp.replace("stablehlo.tanh %2", "stablehlo.tanh %9"), [x, w, b], filename="bad.mlir")
except tessera.Diagnostic as e:
    print(f"diagnostic: {e.file}:{e.line}:{e.col}: {e.message}")
try:
    tessera.opt(mlp, ["--no-such-pass"])
except tessera.Diagnostic as e:
    print("bad flag:", e.message)
try:
    tessera.run(mlp, [x, w])
except tessera.Diagnostic as e:
    print("arity:", e.message)
