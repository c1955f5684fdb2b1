// Unreferenced resources are dropped; __elided__ has no blob.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.res"() {a = dense_resource<used> : tensor<1xi8>, b = dense_resource<__elided__> : tensor<3xi8>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      used: "0x0100000007",
      unused: "0x01000000FF"
    }
  }
#-}

// CHECK: module {
// CHECK-NEXT:   "t.res"() {a = dense_resource<used> : tensor<1xi8>, b = dense_resource<__elided__> : tensor<3xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       used: "0x0100000007"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
