// Integer attributes: i64 is the default type and is always printed in a dictionary; hex input prints as decimal.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.ints"() {a = 0, b = -1, c = 42 : i32, d = 7 : i3, e = -4 : si8, f = 255 : ui8, g = 3 : index, h = 0x10 : i16, i = 170141183460469231731687303715884105727 : i128} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.ints"() {a = 0 : i64, b = -1 : i64, c = 42 : i32, d = -1 : i3, e = -4 : si8, f = 255 : ui8, g = 3 : index, h = 16 : i16, i = 170141183460469231731687303715884105727 : i128} : () -> ()
// CHECK-NEXT: }
