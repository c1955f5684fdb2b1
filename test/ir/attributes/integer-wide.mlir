// Wide and extreme integer values.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.wide"() {a = 18446744073709551615 : ui64, b = -9223372036854775808, c = 340282366920938463463374607431768211455 : ui128, d = 1 : i1000, e = -1 : si65} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.wide"() {a = 18446744073709551615 : ui64, b = -9223372036854775808 : i64, c = 340282366920938463463374607431768211455 : ui128, d = 1 : i1000, e = -1 : si65} : () -> ()
// CHECK-NEXT: }
