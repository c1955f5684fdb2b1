// A recursive tt.call (5! by @fact) is 120 for the interpreter, which
// calls (Inputs/fact5.npy = np.array([120], np.int32), math.factorial(5));
// MLIR's engine and the LLVM JIT inline callees, so for them it is an
// error at the call, naming it (and nothing is written).
// REQUIRES: mlir-engine
// RUN: rm -rf %t && mkdir -p %t
// RUN: ir-run %s --entry rec --grid 1 --arg q=zeros:1:i32 --out-dir %t --check q=%S/Inputs/fact5.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: not ir-run %s --engine=mlir --entry rec --grid 1 --arg q=zeros:1:i32 --out-dir %t/mlir 2>&1 | FileCheck %s --check-prefix=NOREC
// RUN: not ls %t/mlir/q.npy
// RUN: not ir-run %s --jit --entry rec --grid 1 --arg q=zeros:1:i32 2>&1 | FileCheck %s --check-prefix=NOREC
// CHECK: check q: ok: max abs err 0.000e0

tt.func @fact(%n: i32) -> i32 {
  %one = arith.constant 1 : i32
  %base = arith.cmpi sle, %n, %one : i32
  %r = scf.if %base -> (i32) {
    scf.yield %one : i32
  } else {
    %m = arith.subi %n, %one : i32
    // NOREC: call-recursive.mlir:[[@LINE+1]]:10: error: 'tt.call' calls @fact recursively
    %f = tt.call @fact(%m) : (i32) -> i32
    %p = arith.muli %n, %f : i32
    scf.yield %p : i32
  }
  tt.return %r : i32
}

tt.func public @rec(%q: !tt.ptr<i32>) {
  %five = arith.constant 5 : i32
  %f = tt.call @fact(%five) : (i32) -> i32
  tt.store %q, %f : !tt.ptr<i32>
  tt.return
}
