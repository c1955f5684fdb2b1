// A named module and a nested module in the generic form.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s %}

module @named attributes {t.flag} {
  module @inner {
  }
}

// CHECK: "builtin.module"() <{sym_name = "named"}> ({
// CHECK-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) {t.flag} : () -> ()
