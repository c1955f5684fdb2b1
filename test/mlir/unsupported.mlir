// An op the MLIR lowering has no rule for is a located error naming it (no
// crash, nothing written), and so is a kernel that does not exist. Block
// pointers (`tt.make_tensor_ptr`, `tt.advance`: gone from Triton 3.9, and
// tt.dialect gives them no custom syntax) are lowered by no engine: the
// interpreter and the LLVM JIT refuse them at the same op.
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: not ir-run %s --engine=mlir --entry blockptr --grid 1 --arg x=zeros:9:f32 --arg y=zeros:8:f32 --out-dir %t 2>&1 | FileCheck %s
// RUN: not ls %t/y.npy
// RUN: not ir-run %s --jit --entry blockptr --grid 1 --arg x=zeros:9:f32 --arg y=zeros:8:f32 2>&1 | FileCheck %s --check-prefix=JIT
// RUN: not ir-run %s --entry blockptr --grid 1 --arg x=zeros:9:f32 --arg y=zeros:8:f32 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not ir-run %s --engine=mlir --entry nosuch --grid 1 --arg x=zeros:16:i32 2>&1 | FileCheck %s --check-prefix=MISSING

tt.func @blockptr(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>) {
  %c3 = arith.constant 3 : i64
  %c1 = arith.constant 1 : i64
  %i0 = arith.constant 0 : i32
  // CHECK: unsupported.mlir:[[@LINE+3]]:8: error: 'tt.make_tensor_ptr' has no lowering to MLIR's standard dialects
  // JIT: unsupported.mlir:[[@LINE+2]]:8: error: 'tt.make_tensor_ptr' is not lowered to LLVM yet
  // INTERP: unsupported.mlir:[[@LINE+1]]:8: error: unsupported op 'tt.make_tensor_ptr'
  %p = "tt.make_tensor_ptr"(%x, %c3, %c3, %c3, %c1, %i0, %i0) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, order = array<i32: 1, 0>}> : (!tt.ptr<f32>, i64, i64, i64, i64, i32, i32) -> !tt.ptr<tensor<2x4xf32>>
  %v = "tt.load"(%p) <{boundaryCheck = array<i32: 0, 1>, padding = 1 : i32, operandSegmentSizes = array<i32: 1, 0, 0>}> : (!tt.ptr<tensor<2x4xf32>>) -> tensor<2x4xf32>
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %v8 = tt.reshape %v : tensor<2x4xf32> -> tensor<8xf32>
  %ys = tt.splat %y : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  %ya = tt.addptr %ys, %r : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  tt.store %ya, %v8 : tensor<8x!tt.ptr<f32>>
  tt.return
}
// MISSING: ir-run: error: no function @nosuch in {{.*}}unsupported.mlir
