// canonicalize as mlir-opt 22 does it: arith constant folding (integer,
// float, comparisons, casts, vectors and tensors) and reassociation
// patterns, select rewrites, cf branch folding and block merging, scf.if /
// scf.for / scf.index_switch / scf.execute_region simplification, dead
// memref allocations and self copies, static tensor.empty sizes. Expected
// output written from mlir-opt's.
// RUN: ir-opt --canonicalize %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --canonicalize %s | FileCheck %s %}
// RUN: ir-opt --canonicalize --mlir-print-op-generic %s | ir-opt  | FileCheck %s

func.func @fold_int(%x: i32) -> (i32, i32, i32, i32, i32, i32, i8, i32) {
  %c7 = arith.constant 7 : i32
  %c5 = arith.constant 5 : i32
  %cm = arith.constant -2147483648 : i32
  %cn = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %c7, %c5 : i32
  %b = arith.divsi %cm, %cn : i32
  %c = arith.divui %c7, %c0 : i32
  %d = arith.remsi %c7, %c5 : i32
  %e = arith.muli %x, %c0 : i32
  %f = arith.shli %c7, %c5 : i32
  %t = arith.trunci %cm : i32 to i8
  %g = arith.floordivsi %cn, %c5 : i32
  return %a, %b, %c, %d, %e, %f, %t, %g : i32, i32, i32, i32, i32, i32, i8, i32
}
func.func @reassoc(%x: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = arith.addi %x, %c3 : index
  %1 = arith.addi %0, %c4 : index
  %2 = arith.subi %1, %c3 : index
  %3 = arith.muli %x, %c3 : index
  %4 = arith.muli %3, %c4 : index
  %5 = arith.subi %c4, %x : index
  %6 = arith.addi %5, %c3 : index
  return %2, %4, %6 : index, index, index
}
func.func @floats(%x: f32) -> (f32, f32, f64, f16, i32, i1, i1, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %x, %nz : f32
  %2 = arith.extf %a : f32 to f64
  %h = arith.constant 1.0e-8 : f32
  %3 = arith.truncf %a : f32 to f16
  %4 = arith.fptosi %b : f32 to i32
  %5 = arith.cmpf olt, %a, %b : f32
  %nan = arith.constant 0x7FC00000 : f32
  %6 = arith.cmpf ueq, %x, %nan : f32
  %7 = arith.maximumf %a, %nan : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f64, f16, i32, i1, i1, f32
}
func.func @cmp_select(%x: i32, %y: i32, %c: i1) -> (i1, i32, i32, i1, i64) {
  %c5 = arith.constant 5 : i32
  %0 = arith.cmpi slt, %c5, %x : i32
  %1 = arith.cmpi eq, %x, %y : i32
  %2 = arith.select %1, %x, %y : i32
  %true = arith.constant true
  %3 = arith.xori %0, %true : i1
  %n = arith.xori %c, %true : i1
  %4 = arith.select %n, %x, %y : i32
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %5 = arith.select %c, %one, %zero : i64
  return %0, %2, %4, %3, %5 : i1, i32, i32, i1, i64
}
func.func @vectors() -> (vector<4xi32>, tensor<2xf32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<10> : vector<4xi32>
  %0 = arith.muli %a, %b : vector<4xi32>
  %f = arith.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %1 = arith.negf %f : tensor<2xf32>
  return %0, %1 : vector<4xi32>, tensor<2xf32>
}
func.func @const_branch(%x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func @same_succ(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
^bb1(%a: i32):
  return %a : i32
}
func.func @pass_through(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  %0 = arith.addi %r, %r : i32
  return %0 : i32
}
func.func @assert_true() {
  %true = arith.constant true
  cf.assert %true, "never"
  return
}
func.func @scf_ops(%c: i1, %x: index, %t: tensor<4xf32>) -> (index, index, index) {
  %false = arith.constant false
  %0 = scf.if %false -> index {
    scf.yield %x : index
  } else {
    %c3 = arith.constant 3 : index
    scf.yield %c3 : index
  }
  %1:2 = scf.if %c -> (index, index) {
    scf.yield %x, %x : index, index
  } else {
    %c2 = arith.constant 2 : index
    scf.yield %c2, %x : index, index
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %x) -> index {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  %c7 = arith.constant 7 : index
  %3 = scf.index_switch %c7 -> index
  case 7 {
    scf.yield %c0 : index
  }
  default {
    scf.yield %x : index
  }
  %4 = scf.execute_region -> index {
    %m = arith.muli %x, %x : index
    scf.yield %m : index
  }
  %s = arith.addi %0, %1#0 : index
  %s2 = arith.addi %2, %3 : index
  return %s, %s2, %4 : index, index, index
}
func.func @mem(%n: index) -> memref<?x4xf32> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %dead = memref.alloc() : memref<4xf32>
  memref.store %f, %dead[%c0] : memref<4xf32>
  memref.dealloc %dead : memref<4xf32>
  %m = memref.alloc(%c4) : memref<?x4xf32>
  memref.copy %m, %m : memref<?x4xf32> to memref<?x4xf32>
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  %o = memref.alloc(%d) : memref<?x4xf32>
  return %o : memref<?x4xf32>
}
func.func @t1(%t: tensor<4x?xf32>, %i: index) -> (index, index, tensor<?x?xf32>, index, f32, tensor<2xf32>, f32, tensor<3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %e = tensor.empty(%c5, %i) : tensor<?x?xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x?xf32>
  %cst = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %x = tensor.extract %cst[%c1] : tensor<2xf32>
  %f = arith.constant 3.0 : f32
  %fe = tensor.from_elements %f, %f : tensor<2xf32>
  %ins = tensor.insert %x into %fe[%c0] : tensor<2xf32>
  %y = tensor.extract %ins[%c0] : tensor<2xf32>
  %c7 = arith.constant 7 : i32
  %sp = tensor.splat %c7 : tensor<3xi32>
  return %d0, %d1, %e, %i, %x, %ins, %y, %sp : index, index, tensor<?x?xf32>, index, f32, tensor<2xf32>, f32, tensor<3xi32>
}
func.func @t2(%t: tensor<4x8xf32>) -> (tensor<?x8xf32>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<2x2x8xf32>) {
  %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x8xf32>
  %c2 = tensor.cast %c : tensor<?x8xf32> to tensor<?x?xf32>
  %c3 = tensor.cast %c2 : tensor<?x?xf32> to tensor<4x8xf32>
  %s = tensor.extract_slice %t[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
  %full = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  %col = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %ex = tensor.expand_shape %s [[0, 1], [2]] output_shape [2, 1, 8] : tensor<2x8xf32> into tensor<2x1x8xf32>
  %ex2 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
  return %c, %c3, %s, %full, %col, %ex2 : tensor<?x8xf32>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<2x2x8xf32>
}

// CHECK-LABEL: func.func @fold_int(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i8, i32) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c224_i32 = arith.constant 224 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %0 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: %1 = arith.divui %c7_i32, %c0_i32 : i32
// CHECK-NEXT: return %c12_i32, %0, %1, %c2_i32, %c0_i32, %c224_i32, %c0_i8, %c-1_i32 : i32, i32, i32, i32, i32, i32, i8, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reassoc(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c4 : index
// CHECK-NEXT: %1 = arith.muli %arg0, %c12 : index
// CHECK-NEXT: %2 = arith.subi %c7, %arg0 : index
// CHECK-NEXT: return %0, %1, %2 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floats(%arg0: f32) -> (f32, f32, f64, f16, i32, i1, i1, f32) {
// CHECK-NEXT: %cst = arith.constant 3.750000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %cst, %arg0, %cst_0, %cst_1, %c2_i32, %true, %true, %cst_2 : f32, f32, f64, f16, i32, i1, i1, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_select(%arg0: i32, %arg1: i32, %arg2: i1) -> (i1, i32, i32, i1, i64) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sle, %arg0, %c5_i32 : i32
// CHECK-NEXT: %2 = arith.select %arg2, %arg1, %arg0 : i32
// CHECK-NEXT: %3 = arith.extui %arg2 : i1 to i64
// CHECK-NEXT: return %0, %arg1, %2, %1, %3 : i1, i32, i32, i1, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vectors() -> (vector<4xi32>, tensor<2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[10, 20, 30, 40]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[-1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: return %cst, %cst_0 : vector<4xi32>, tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_branch(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_succ(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assert_true() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scf_ops(%arg0: i1, %arg1: index, %arg2: tensor<4xf32>) -> (index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %c2 : index
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.addi %0, %c3 : index
// CHECK-NEXT: return %2, %arg1, %1 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mem(%arg0: index) -> memref<?x4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x4xf32> to memref<?x4xf32>
// CHECK-NEXT: return %cast : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @t1(%arg0: tensor<4x?xf32>, %arg1: index) -> (index, index, tensor<?x?xf32>, index, f32, tensor<2xf32>, f32, tensor<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<7> : tensor<3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<3.000000e+00> : tensor<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<5x?xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<5x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %inserted = tensor.insert %cst_1 into %cst_0[%c0] : tensor<2xf32>
// CHECK-NEXT: return %c4, %arg1, %cast, %arg1, %cst_1, %inserted, %cst_1, %cst : index, index, tensor<?x?xf32>, index, f32, tensor<2xf32>, f32, tensor<3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @t2(%arg0: tensor<4x8xf32>) -> (tensor<?x8xf32>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<2x2x8xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x8xf32> to tensor<?x8xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x8xf32> into tensor<32xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 2, 8] : tensor<4x8xf32> into tensor<2x2x8xf32>
// CHECK-NEXT: return %cast, %arg0, %extracted_slice, %arg0, %collapsed, %expanded : tensor<?x8xf32>, tensor<4x8xf32>, tensor<2x8xf32>, tensor<4x8xf32>, tensor<32xf32>, tensor<2x2x8xf32>
// CHECK-NEXT: }
