// Nested modules, with a name and empty.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

module {
  module @a {
    "t.x"() : () -> ()
  }
  module {
  }
}

// CHECK: module {
// CHECK-NEXT:   module @a {
// CHECK-NEXT:     "t.x"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT: }
