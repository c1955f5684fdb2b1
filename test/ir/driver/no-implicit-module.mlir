// --no-implicit-module: a single top-level op is printed as it is, module or not.
// RUN: ir-opt --allow-unregistered-dialect --no-implicit-module --split-input-file %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --no-implicit-module --split-input-file %s | FileCheck %s %}

"t.top"() ({
  "t.inner"() : () -> ()
}) : () -> ()

// -----

module @m {
  "t.in_module"() : () -> ()
}

// CHECK-LABEL: "t.top"() ({
// CHECK-NEXT:    "t.inner"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NOT:   module
// CHECK-LABEL: module @m {
// CHECK-NEXT:    "t.in_module"() : () -> ()
// CHECK-NEXT:  }
