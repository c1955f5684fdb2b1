// An op the MLIR lowering has no rule for (a call between tt.funcs) is a
// located error (no crash, nothing written), and so is a kernel that does
// not exist.
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: not ir-run %s --engine=mlir --entry hist --grid 1 --arg x=zeros:16:i32 --arg y=zeros:4:i32 --out-dir %t 2>&1 | FileCheck %s
// RUN: not ls %t/y.npy
// RUN: not ir-run %s --engine=mlir --entry nosuch --grid 1 --arg x=zeros:16:i32 2>&1 | FileCheck %s --check-prefix=MISSING

tt.func @twice(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  tt.return %b : i32
}

tt.func @hist(%x: !tt.ptr<i32>, %y: !tt.ptr<i32>) {
  %c = arith.constant 3 : i32
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'tt.call' has no lowering to MLIR's standard dialects
  %t = tt.call @twice(%c) : (i32) -> i32
  tt.store %y, %t : !tt.ptr<i32>
  tt.return
}
// MISSING: ir-run: error: no function @nosuch in {{.*}}unsupported.mlir
