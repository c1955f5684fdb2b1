// External resource groups nobody claims are printed back whole (strings
// re-escaped, blobs in upper-case hex); builtin blobs are printed only when
// an attribute refers to them.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.a"() {r = dense_resource<used> : tensor<1xi32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      unused: "0x04000000aabbccdd",
      used: "0x0400000011223344"
    }
  },
  external_resources: {
    tool: { note: "hi\n", flag: false, data: "0x04000000deadbeef" }
  }
#-}

// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       used: "0x0400000011223344"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     tool: {
// CHECK-NEXT:       note: "hi\0A",
// CHECK-NEXT:       flag: false,
// CHECK-NEXT:       data: "0x04000000DEADBEEF"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-NOT: unused
