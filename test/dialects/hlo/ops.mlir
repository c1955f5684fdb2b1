// hlo's ops and layouts print back as written, verify, and run.
// RUN: ir-opt %s | FileCheck %s
// RUN: ir-opt %s | ir-opt | FileCheck %s
// RUN: ir-opt --mlir-print-op-generic %s | ir-opt | FileCheck %s
// RUN: ir-run %s --entry main --print | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @main
// CHECK: %[[F:.*]] = hlo.fusion <loop> "fusion.1"(%{{.*}}, %{{.*}}) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>):
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<2x3xf32>
// CHECK-NEXT: hlo.yield %[[S]] : tensor<2x3xf32>
// CHECK: hlo.copy %[[F]] : tensor<2x3xf32> -> tensor<2x3xf32, #hlo.layout<{0,1:T(8,128)}>>
// CHECK: hlo.bitcast %{{.*}} : tensor<2x3xf32> -> tensor<6xf32>
func.func @main() -> tensor<6xf32> {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<10.0> : tensor<2x3xf32>
  %0 = hlo.fusion <loop> "fusion.1" (%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>):
    %s = stablehlo.add %x, %y : tensor<2x3xf32>
    hlo.yield %s : tensor<2x3xf32>
  }
  %1 = hlo.copy %0 : tensor<2x3xf32> -> tensor<2x3xf32, #hlo.layout<{0,1:T(8,128)}>>
  %2 = hlo.copy %1 : tensor<2x3xf32, #hlo.layout<{0,1:T(8,128)}>> -> tensor<2x3xf32>
  %3 = hlo.bitcast %2 : tensor<2x3xf32> -> tensor<6xf32>
  return %3 : tensor<6xf32>
}
// EXEC: result 0: shape [6] dtype f32
// EXEC-NEXT: [11, 12, 13, 14, 15, 16]
