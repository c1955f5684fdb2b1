// An op the MLIR lowering has no rule for is a located error (no crash,
// nothing written), and so is a kernel that does not exist.
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: not ir-run %s --engine=mlir --entry hist --grid 1 --arg x=zeros:16:i32 --arg y=zeros:4:i32 --out-dir %t 2>&1 | FileCheck %s
// RUN: not ls %t/y.npy
// RUN: not ir-run %s --engine=mlir --entry nosuch --grid 1 --arg x=zeros:16:i32 2>&1 | FileCheck %s --check-prefix=MISSING

tt.func @hist(%x: !tt.ptr<i32>, %y: !tt.ptr<i32>) {
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %p = tt.splat %x : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>>
  %a = tt.addptr %p, %r : tensor<16x!tt.ptr<i32>>, tensor<16xi32>
  %v = tt.load %a : tensor<16x!tt.ptr<i32>>
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'tt.histogram' has no lowering to MLIR's standard dialects
  %h = tt.histogram %v : tensor<16xi32> -> tensor<4xi32>
  %r4 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
  %q = tt.splat %y : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>>
  %b = tt.addptr %q, %r4 : tensor<4x!tt.ptr<i32>>, tensor<4xi32>
  tt.store %b, %h : tensor<4x!tt.ptr<i32>>
  tt.return
}
// MISSING: ir-run: error: no function @nosuch in {{.*}}unsupported.mlir
