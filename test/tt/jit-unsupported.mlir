// An op the LLVM lowering does not handle yet (a device-side print) is an
// error at its location, with nothing written; the interpreter runs the same
// kernel. (tt.histogram and tt.call, once the examples here, are lowered
// now: jit-histogram.mlir, jit-call.mlir.)
// RUN: rm -rf %t.jit %t.interp
// RUN: not ir-run %s --entry prints --grid 1 --arg out=zeros:1:i32 --jit --out-dir %t.jit 2>&1 | FileCheck %s
// CHECK: jit-unsupported.mlir:[[@LINE+7]]:3: error: 'tt.print' is not lowered to LLVM yet
// RUN: not ls %t.jit/out.npy
// RUN: ir-run %s --entry prints --grid 1 --arg out=zeros:1:i32 --out-dir %t.interp 2>&1 | FileCheck %s --check-prefix=INTERP
// INTERP: pid (0, 0, 0) t: 3
// RUN: ls %t.interp/out.npy
tt.func public @prints(%out: !tt.ptr<i32>) {
  %c = arith.constant 3 : i32
  tt.print " t: " {hex = false, isSigned = array<i32: 1>} : %c : i32
  tt.store %out, %c : !tt.ptr<i32>
  tt.return
}
