// math's custom syntax as mlir-opt 22 prints it (fast-math flags are arith's attribute).
// RUN: ir-opt %s | FileCheck %s
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt --mlir-print-op-generic %s | ir-opt | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | mlir-opt | FileCheck %s %}

func.func @f(%a: f32, %v: vector<4xf16>, %i: i32, %t: tensor<4xf64>) {
  %0 = math.absf %a : f32
  %1 = math.sqrt %v fastmath<nnan,ninf> : vector<4xf16>
  %2 = math.fma %a, %a, %a fastmath<fast> : f32
  %3 = math.powf %t, %t : tensor<4xf64>
  %4 = math.ipowi %i, %i : i32
  %5 = math.fpowi %a, %i fastmath<afn> : f32, i32
  %6 = math.ctpop %i : i32
  %7 = math.isnan %v : vector<4xf16>
  %8 = math.copysign %a, %a : f32
  %9 = math.atan2 %a, %a fastmath<contract> : f32
  %10 = math.roundeven %t : tensor<4xf64>
  %11 = math.exp2 %a : f32
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: f32, %arg1: vector<4xf16>, %arg2: i32, %arg3: tensor<4xf64>) {
// CHECK-NEXT:     %0 = math.absf %arg0 : f32
// CHECK-NEXT:     %1 = math.sqrt %arg1 fastmath<nnan,ninf> : vector<4xf16>
// CHECK-NEXT:     %2 = math.fma %arg0, %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %3 = math.powf %arg3, %arg3 : tensor<4xf64>
// CHECK-NEXT:     %4 = math.ipowi %arg2, %arg2 : i32
// CHECK-NEXT:     %5 = math.fpowi %arg0, %arg2 fastmath<afn> : f32, i32
// CHECK-NEXT:     %6 = math.ctpop %arg2 : i32
// CHECK-NEXT:     %7 = math.isnan %arg1 : vector<4xf16>
// CHECK-NEXT:     %8 = math.copysign %arg0, %arg0 : f32
// CHECK-NEXT:     %9 = math.atan2 %arg0, %arg0 fastmath<contract> : f32
// CHECK-NEXT:     %10 = math.roundeven %arg3 : tensor<4xf64>
// CHECK-NEXT:     %11 = math.exp2 %arg0 : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, vector<4xf16>, i32, tensor<4xf64>) -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f32, %arg1: vector<4xf16>, %arg2: i32, %arg3: tensor<4xf64>):
// GENERIC-NEXT:     %0 = "math.absf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %1 = "math.sqrt"(%arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC-NEXT:     %2 = "math.fma"(%arg0, %arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:     %3 = "math.powf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
// GENERIC-NEXT:     %4 = "math.ipowi"(%arg2, %arg2) : (i32, i32) -> i32
// GENERIC-NEXT:     %5 = "math.fpowi"(%arg0, %arg2) <{fastmath = #arith.fastmath<afn>}> : (f32, i32) -> f32
// GENERIC-NEXT:     %6 = "math.ctpop"(%arg2) : (i32) -> i32
// GENERIC-NEXT:     %7 = "math.isnan"(%arg1) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>) -> vector<4xi1>
// GENERIC-NEXT:     %8 = "math.copysign"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %9 = "math.atan2"(%arg0, %arg0) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %10 = "math.roundeven"(%arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf64>) -> tensor<4xf64>
// GENERIC-NEXT:     %11 = "math.exp2"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
