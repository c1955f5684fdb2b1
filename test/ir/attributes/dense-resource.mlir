// dense_resource attributes and the dialect_resources section printed at the end.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.res"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<blob2> : tensor<1xf32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob2: "0x040000000000803F"
    }
  }
#-}

// CHECK: module {
// CHECK-NEXT:   "t.res"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<blob2> : tensor<1xf32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000",
// CHECK-NEXT:       blob2: "0x040000000000803F"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
