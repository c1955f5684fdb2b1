// arith's custom syntax as mlir-opt 22 prints it: flags, predicates, casts,
// select forms, constant names; pretty -> pretty, pretty -> generic and generic -> pretty.
// RUN: ir-opt %s | FileCheck %s
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt --mlir-print-op-generic %s | ir-opt | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | mlir-opt | FileCheck %s %}

func.func @f(%a: f32, %i: i32, %v: vector<4xi1>, %w: vector<4xf32>, %c: i1) {
  %0 = arith.truncf %a to_nearest_even fastmath<nnan> : f32 to f16
  %1 = arith.select %c, %a, %a : f32
  %2 = arith.select %v, %w, %w : vector<4xi1>, vector<4xf32>
  %4 = arith.addi %i, %i overflow<nuw, nsw> : i32
  %5 = arith.divsi %i, %i exact : i32
  %6 = arith.addf %a, %a fastmath<fast> : f32
  %7 = arith.addf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %8 = arith.constant -1 : i8
  %9 = arith.constant 1.0 : f32
  %10 = arith.constant dense<1> : vector<4xi32>
  %11 = arith.constant false
  %13 = arith.cmpf true, %a, %a : f32
  %14 = arith.trunci %i overflow<nsw> : i32 to i8
  %15 = math.fpowi %a, %i fastmath<afn> : f32, i32
  %16 = math.isnan %a : f32
  %17 = arith.addf %a, %a fastmath<none> : f32
  %18 = arith.constant 0 : index
  %19 = arith.constant 5 : i64 
  %20 = arith.extf %a fastmath<contract> : f32 to f64
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: f32, %arg1: i32, %arg2: vector<4xi1>, %arg3: vector<4xf32>, %arg4: i1) {
// CHECK-NEXT:     %0 = arith.truncf %arg0 to_nearest_even fastmath<nnan> : f32 to f16
// CHECK-NEXT:     %1 = arith.select %arg4, %arg0, %arg0 : f32
// CHECK-NEXT:     %2 = arith.select %arg2, %arg3, %arg3 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     %3 = arith.addi %arg1, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %4 = arith.divsi %arg1, %arg1 exact : i32
// CHECK-NEXT:     %5 = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %6 = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %7 = arith.cmpf true, %arg0, %arg0 : f32
// CHECK-NEXT:     %8 = arith.trunci %arg1 overflow<nsw> : i32 to i8
// CHECK-NEXT:     %9 = math.fpowi %arg0, %arg1 fastmath<afn> : f32, i32
// CHECK-NEXT:     %10 = math.isnan %arg0 : f32
// CHECK-NEXT:     %11 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT:     %12 = arith.extf %arg0 fastmath<contract> : f32 to f64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, i32, vector<4xi1>, vector<4xf32>, i1) -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f32, %arg1: i32, %arg2: vector<4xi1>, %arg3: vector<4xf32>, %arg4: i1):
// GENERIC-NEXT:     %0 = "arith.truncf"(%arg0) <{fastmath = #arith.fastmath<nnan>, roundingmode = 0 : i32}> : (f32) -> f16
// GENERIC-NEXT:     %1 = "arith.select"(%arg4, %arg0, %arg0) : (i1, f32, f32) -> f32
// GENERIC-NEXT:     %2 = "arith.select"(%arg2, %arg3, %arg3) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %3 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %4 = "arith.divsi"(%arg1, %arg1) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:     %5 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %6 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %7 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC-NEXT:     %8 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     %9 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
// GENERIC-NEXT:     %10 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %11 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %12 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i8
// GENERIC-NEXT:     %13 = "math.fpowi"(%arg0, %arg1) <{fastmath = #arith.fastmath<afn>}> : (f32, i32) -> f32
// GENERIC-NEXT:     %14 = "math.isnan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC-NEXT:     %15 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %16 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %17 = "arith.constant"() <{value = 5 : i64}> : () -> i64
// GENERIC-NEXT:     %18 = "arith.extf"(%arg0) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f64
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
