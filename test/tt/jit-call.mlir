// tt.call between tt.funcs under the interpreter and the JIT (which inlines
// the callee, as Triton's compiler does): @axpy takes and returns tensors and
// is called three times from an scf.for, acc ← 2·v + acc, so acc = 6·v with
// v = [0, 1, ..., 15]; @sum_diff returns two values and calls @twice itself:
// (5, 7) gives 5 + 7 = 12 and 2·7 − 5 = 9. References by numpy
// (Inputs/call_acc.npy = 6·v; Inputs/call_ints.npy = [12, 9]).
// RUN: ir-run %s --entry calls --grid 1 --arg o=zeros:16:f32 --arg q=zeros:2:i32 --check o=%S/Inputs/call_acc.npy --check q=%S/Inputs/call_ints.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: ir-run %s --jit --entry calls --grid 1 --arg o=zeros:16:f32 --arg q=zeros:2:i32 --check o=%S/Inputs/call_acc.npy --check q=%S/Inputs/call_ints.npy --rtol 0 --atol 0 | FileCheck %s
// CHECK-DAG: check o: ok
// CHECK-DAG: check q: ok
// The device functions are not kernels: --emit=llvm defines @calls alone.
// RUN: ir-opt %s --emit=llvm | FileCheck %s --check-prefix=LL
// LL: define void @calls(
// LL-NOT: define {{.*}}@axpy
// LL-NOT: define {{.*}}@twice
tt.func @axpy(%a: f32, %x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %s = tt.splat %a : f32 -> tensor<16xf32>
  %m = arith.mulf %s, %x : tensor<16xf32>
  %r = arith.addf %m, %y : tensor<16xf32>
  tt.return %r : tensor<16xf32>
}
tt.func @twice(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  tt.return %b : i32
}
tt.func @sum_diff(%x: i32, %y: i32) -> (i32, i32) {
  %s = arith.addi %x, %y : i32
  %t = tt.call @twice(%y) : (i32) -> i32
  %d = arith.subi %t, %x : i32
  tt.return %s, %d : i32, i32
}
tt.func public @calls(%o: !tt.ptr<f32>, %q: !tt.ptr<i32>) {
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %v = arith.sitofp %r : tensor<16xi32> to tensor<16xf32>
  %zero = arith.constant dense<0.0> : tensor<16xf32>
  %two = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %acc = scf.for %i = %c0 to %c3 step %c1 iter_args(%y = %zero) -> (tensor<16xf32>) {
    %n = tt.call @axpy(%two, %v, %y) : (f32, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    scf.yield %n : tensor<16xf32>
  }
  %op = tt.splat %o : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %oa = tt.addptr %op, %r : tensor<16x!tt.ptr<f32>>, tensor<16xi32>
  tt.store %oa, %acc : tensor<16x!tt.ptr<f32>>
  %five = arith.constant 5 : i32
  %seven = arith.constant 7 : i32
  %sd:2 = tt.call @sum_diff(%five, %seven) : (i32, i32) -> (i32, i32)
  %one = arith.constant 1 : i32
  %q1 = tt.addptr %q, %one : !tt.ptr<i32>, i32
  tt.store %q, %sd#0 : !tt.ptr<i32>
  tt.store %q1, %sd#1 : !tt.ptr<i32>
  tt.return
}
