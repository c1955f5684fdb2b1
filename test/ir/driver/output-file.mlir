// -o writes the output to a file and nothing to stdout.
// RUN: rm -f %t.ir %t.mlir
// RUN: ir-opt --allow-unregistered-dialect %s -o %t.ir | count 0
// RUN: FileCheck %s < %t.ir
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s -o %t.mlir | count 0 %}
// RUN: %if mlir-opt %{ FileCheck %s < %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.ir %t.mlir %}

"t.a"() {v = 1} : () -> ()

// CHECK: module {
// CHECK-NEXT: "t.a"() {v = 1 : i64} : () -> ()
// CHECK-NEXT: }
