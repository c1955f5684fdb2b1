"""tessera.Compiled: a module's tile kernels compiled by LLVM and called
on torch tensors' own memory, checked against PyTorch: an MLP in f32 on
one and two threads, f16 and bf16 programs, integers, a non-contiguous
input, a result that is an input and one returned twice (those two are
copied), and the errors (a wrong dtype or shape, a host function the
compiled program cannot run)."""

import torch

import tessera


def compiled(hlo, threads=1):
    return tessera.Compiled(tessera.opt(hlo, ["--fuse", "--tile=cpu", "--convert-to-tt"]),
                            threads=threads, filename="t.mlir")


mlp = """func.func @main(%x: tensor<64x96xf32>, %w: tensor<96x128xf32>, %b: tensor<128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x96xf32>, tensor<96x128xf32>) -> tensor<64x128xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<128xf32>) -> tensor<64x128xf32>
  %2 = stablehlo.add %0, %1 : tensor<64x128xf32>
  %3 = stablehlo.tanh %2 : tensor<64x128xf32>
  return %3 : tensor<64x128xf32>
}
"""
torch.manual_seed(0)
x, w, b = torch.randn(64, 96), torch.randn(96, 128), torch.randn(128)
want = torch.tanh(x @ w + b)
for threads in (1, 2):
    f = compiled(mlp, threads)
    assert f.inputs == [((64, 96), torch.float32), ((96, 128), torch.float32), ((128,), torch.float32)]
    (y,) = f(x, w, b)
    torch.testing.assert_close(y, want, rtol=1e-5, atol=1e-5)
    (y2,) = f(x, w, b)  # a second call on the same kept buffers
    assert torch.equal(y, y2) and y.data_ptr() != y2.data_ptr()
print("mlp: torch's numbers on 1 and 2 threads")

# A transposed view is made contiguous first.
wt = torch.randn(128, 96).t()
assert not wt.is_contiguous()
(y,) = compiled(mlp)(x, wt, b)
torch.testing.assert_close(y, torch.tanh(x @ wt + b), rtol=1e-5, atol=1e-5)
print("non-contiguous: torch's numbers")

for ty, dt, tol in (("f16", torch.float16, 1e-3), ("bf16", torch.bfloat16, 1e-2)):
    text = f"""func.func @main(%x: tensor<32x48x{ty}>, %y: tensor<32x48x{ty}>) -> (tensor<32x48x{ty}>, tensor<32x{ty}>) {{
  %0 = stablehlo.multiply %x, %y : tensor<32x48x{ty}>
  %1 = stablehlo.exponential %0 : tensor<32x48x{ty}>
  %z = stablehlo.constant dense<0.0> : tensor<{ty}>
  %2 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<32x48x{ty}>, tensor<{ty}>) -> tensor<32x{ty}>
  return %1, %2 : tensor<32x48x{ty}>, tensor<32x{ty}>
}}
"""
    a, c = torch.randn(32, 48).to(dt), torch.randn(32, 48).to(dt)
    e, s = compiled(text)(a, c)
    assert e.dtype == dt and s.dtype == dt
    torch.testing.assert_close(e, torch.exp(a * c), rtol=tol, atol=tol)
    torch.testing.assert_close(s.float(), a.float().sum(1), rtol=tol * 4, atol=tol * 8)
    print(f"{ty}: torch's numbers")

ints = """func.func @main(%x: tensor<16x8xi32>, %y: tensor<16x8xi32>) -> tensor<16x8xi32> {
  %0 = stablehlo.multiply %x, %y : tensor<16x8xi32>
  %1 = stablehlo.maximum %0, %x : tensor<16x8xi32>
  return %1 : tensor<16x8xi32>
}
"""
p, q = torch.randint(-50, 50, (16, 8), dtype=torch.int32), torch.randint(-50, 50, (16, 8), dtype=torch.int32)
(r,) = compiled(ints)(p, q)
assert torch.equal(r, torch.maximum(p * q, p))
print("i32: torch's numbers")

# A result that is an argument, and one result returned twice: copied out.
aliasing = """func.func @main(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.negate %x : tensor<8x8xf32>
  return %x, %0, %0 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
"""
v = torch.randn(8, 8)
same, n1, n2 = compiled(aliasing)(v)
assert torch.equal(same, v) and same.data_ptr() != v.data_ptr()
assert torch.equal(n1, -v) and torch.equal(n2, -v) and n1.data_ptr() != n2.data_ptr()
print("aliasing: copies where a result is an input or shared")

f = compiled(mlp)
for bad in ((x.double(), w, b), (x[:32], w, b), (x, w)):
    try:
        f(*bad)
    except TypeError as e:
        print("refused:", str(e).split(": ", 1)[1])

# The machine code's object files, linked again instead of compiled: the
# same numbers; objects that are not this module's are a diagnostic.
tt = tessera.opt(mlp, ["--fuse", "--tile=cpu", "--convert-to-tt"])
objects = f.objects()
assert objects and all(isinstance(o, bytes) and o[:4] == b"\x7fELF" for o in objects)
linked = tessera.Compiled(tt, filename="t.mlir", objects=objects)
(y,) = linked(x, w, b)
torch.testing.assert_close(y, want, rtol=1e-5, atol=1e-5)
print(f"objects: {len(objects)} linked, torch's numbers")
other = compiled(ints).objects()
for what, bad in (("garbage", [b"not an object file"] * len(objects)),
                  ("another module's", other * len(objects)),
                  ("too many", objects * 3)):
    try:
        tessera.Compiled(tt, filename="t.mlir", objects=bad)
        print(what, "taken!")
    except tessera.Diagnostic as e:
        print(f"{what}: refused:", e.message)

# A host function with an op convert-to-tt leaves on the host (a sort):
# the interpreter runs it, the launches are the compiled kernels.
hybrid = """func.func @main(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.exponential %x : tensor<8x16xf32>
  %1 = "stablehlo.sort"(%0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = stablehlo.add %1, %x : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
"""
h = compiled(hybrid)
xh = torch.randn(8, 16)
(yh,) = h(xh)
torch.testing.assert_close(yh, torch.sort(torch.exp(xh), dim=1, descending=True).values + xh)
again = tessera.Compiled(tessera.opt(hybrid, ["--fuse", "--tile=cpu", "--convert-to-tt"]),
                         filename="t.mlir", objects=h.objects())
torch.testing.assert_close(again(xh)[0], yh)
print(f"hybrid: {h.hybrid}, torch's numbers, linked again: {again.hybrid}")
