// An op the LLVM lowering does not handle yet (a call between tt.funcs) is
// an error at its location, with nothing written; the interpreter runs the
// same kernel. (tt.histogram, once the example here, is lowered now:
// jit-histogram.mlir.)
// RUN: rm -rf %t.jit %t.interp
// RUN: not ir-run %s --entry calls --grid 1 --arg out=zeros:1:i32 --jit --out-dir %t.jit 2>&1 | FileCheck %s
// CHECK: jit-unsupported.mlir:[[@LINE+10]]:8: error: 'tt.call' is not lowered to LLVM yet
// RUN: not ls %t.jit/out.npy
// RUN: ir-run %s --entry calls --grid 1 --arg out=zeros:1:i32 --out-dir %t.interp
// RUN: ls %t.interp/out.npy
tt.func @twice(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  tt.return %b : i32
}
tt.func public @calls(%out: !tt.ptr<i32>) {
  %c = arith.constant 3 : i32
  %t = tt.call @twice(%c) : (i32) -> i32
  tt.store %out, %t : !tt.ptr<i32>
  tt.return
}
