// linalg's custom syntax as mlir-opt 22 prints it: named structured ops
// (matmul, add, sub, mul, max, div, fill) without their region, which the
// parser builds and the generic form shows; reduce in long and short form;
// broadcast and transpose (with MLIR's trailing space after the array);
// generic with its leading dictionary, iterator types as strings, `attrs =`
// and the `%in`/`%out`/`%init` argument names.
// RUN: ir-opt %s | FileCheck %s
// RUN: ir-opt %s | ir-opt | FileCheck %s
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt --mlir-print-op-generic %s | ir-opt | FileCheck %s
// RUN: ir-opt %s | ir-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | mlir-opt | FileCheck %s %}

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %m: memref<4x8xf32>, %mb: memref<8x16xf32>, %mc: memref<4x16xf32>, %x: f32, %i: tensor<4xi32>, %r1: tensor<4xf32>, %tt: tensor<8x4xf32>, %mr: memref<4xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul ins(%m, %mb : memref<4x8xf32>, memref<8x16xf32>) outs(%mc : memref<4x16xf32>)
  %1 = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.sub ins(%i, %i : tensor<4xi32>, tensor<4xi32>) outs(%i : tensor<4xi32>) -> tensor<4xi32>
  %3 = linalg.mul ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.max ins(%i, %i : tensor<4xi32>, tensor<4xi32>) outs(%i : tensor<4xi32>) -> tensor<4xi32>
  %5 = linalg.div ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.fill ins(%x : f32) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.fill ins(%x : f32) outs(%m : memref<4x8xf32>)
  %7 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r1 : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %8 = linalg.reduce { arith.maximumf } ins(%a : tensor<4x8xf32>) outs(%r1 : tensor<4xf32>) dimensions = [1]
  %9 = linalg.broadcast ins(%r1 : tensor<4xf32>) outs(%a : tensor<4x8xf32>) dimensions = [1]
  %10 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%tt : tensor<8x4xf32>) permutation = [1, 0]
  %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], doc = "sum"} ins(%a : tensor<4x8xf32>) outs(%r1 : tensor<4xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%m : memref<4x8xf32>) outs(%mr : memref<4xf32>) attrs = {tag = 1 : i32} {
  ^bb0(%p: f32, %q: f32):
    linalg.yield %p : f32
  }
  return %0 : tensor<4x16xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: memref<4x8xf32>, %arg4: memref<8x16xf32>, %arg5: memref<4x16xf32>, %arg6: f32, %arg7: tensor<4xi32>, %arg8: tensor<4xf32>, %arg9: tensor<8x4xf32>, %arg10: memref<4xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: linalg.matmul ins(%arg3, %arg4 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg5 : memref<4x16xf32>)
// CHECK-NEXT: %1 = linalg.add ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %2 = linalg.sub ins(%arg7, %arg7 : tensor<4xi32>, tensor<4xi32>) outs(%arg7 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %3 = linalg.mul ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %4 = linalg.max ins(%arg7, %arg7 : tensor<4xi32>, tensor<4xi32>) outs(%arg7 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %5 = linalg.div ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %6 = linalg.fill ins(%arg6 : f32) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: linalg.fill ins(%arg6 : f32) outs(%arg3 : memref<4x8xf32>)
// CHECK-NEXT: %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg8 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %8 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %reduced_0 = linalg.reduce { arith.maximumf } ins(%arg0 : tensor<4x8xf32>) outs(%arg8 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg8 : tensor<4xf32>) outs(%arg0 : tensor<4x8xf32>) dimensions = [1]
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg9 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: %7 = linalg.generic {doc = "sum", indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg8 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %8 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %8 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg3 : memref<4x8xf32>) outs(%arg10 : memref<4xf32>) attrs =  {tag = 1 : i32} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>, memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>, f32, tensor<4xi32>, tensor<4xf32>, tensor<8x4xf32>, memref<4xf32>) -> tensor<4x16xf32>, sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: memref<4x8xf32>, %arg4: memref<8x16xf32>, %arg5: memref<4x16xf32>, %arg6: f32, %arg7: tensor<4xi32>, %arg8: tensor<4xf32>, %arg9: tensor<8x4xf32>, %arg10: memref<4xf32>):
// GENERIC-NEXT: %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
// GENERIC-NEXT: %22 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %23 = "arith.addf"(%arg47, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%23) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT: "linalg.matmul"(%arg3, %arg4, %arg5) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
// GENERIC-NEXT: %20 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %21 = "arith.addf"(%arg44, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%21) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
// GENERIC-NEXT: %1 = "linalg.add"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
// GENERIC-NEXT: %19 = "arith.addf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%19) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %2 = "linalg.sub"(%arg7, %arg7, %arg7) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg36: i32, %arg37: i32, %arg38: i32):
// GENERIC-NEXT: %18 = "arith.subi"(%arg36, %arg37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%18) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %3 = "linalg.mul"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
// GENERIC-NEXT: %17 = "arith.mulf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%17) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %4 = "linalg.max"(%arg7, %arg7, %arg7) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg30: i32, %arg31: i32, %arg32: i32):
// GENERIC-NEXT: %16 = "arith.maxsi"(%arg30, %arg31) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%16) : (i32) -> ()
// GENERIC-NEXT: }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %5 = "linalg.div"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
// GENERIC-NEXT: %15 = "arith.divf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%15) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %6 = "linalg.fill"(%arg6, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg25: f32, %arg26: f32):
// GENERIC-NEXT: "linalg.yield"(%arg25) : (f32) -> ()
// GENERIC-NEXT: }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: "linalg.fill"(%arg6, %arg3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg23: f32, %arg24: f32):
// GENERIC-NEXT: "linalg.yield"(%arg23) : (f32) -> ()
// GENERIC-NEXT: }) : (f32, memref<4x8xf32>) -> ()
// GENERIC-NEXT: %7 = "linalg.reduce"(%arg0, %arg8) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg21: f32, %arg22: f32):
// GENERIC-NEXT: %14 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%14) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %8 = "linalg.reduce"(%arg0, %arg8) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg19: f32, %arg20: f32):
// GENERIC-NEXT: %13 = "arith.maximumf"(%arg20, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %9 = "linalg.broadcast"(%arg8, %arg0) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg17: f32, %arg18: f32):
// GENERIC-NEXT: "linalg.yield"(%arg17) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT: %10 = "linalg.transpose"(%arg0, %arg9) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg15: f32, %arg16: f32):
// GENERIC-NEXT: "linalg.yield"(%arg15) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// GENERIC-NEXT: %11 = "linalg.generic"(%arg0, %arg8) <{doc = "sum", indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg13: f32, %arg14: f32):
// GENERIC-NEXT: %12 = "arith.addf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%12) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "linalg.generic"(%arg3, %arg10) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg11: f32, %arg12: f32):
// GENERIC-NEXT: "linalg.yield"(%arg11) : (f32) -> ()
// GENERIC-NEXT: }) {tag = 1 : i32} : (memref<4x8xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT: "func.return"(%0) : (tensor<4x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
