// The same types inside the generic form of the module.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s %}

"t.all"() : () -> (i3, index, f8E5M2, complex<f16>, tensor<*xbf16>, memref<?xi4, 1>, vector<[2]xf32>, tuple<none>)

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   %0:8 = "t.all"() : () -> (i3, index, f8E5M2, complex<f16>, tensor<*xbf16>, memref<?xi4, 1>, vector<[2]xf32>, tuple<none>)
// CHECK-NEXT: }) : () -> ()
