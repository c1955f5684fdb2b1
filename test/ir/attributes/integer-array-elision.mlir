// i64 elements of an array print without their type; in a dictionary they keep it.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.arr"() {a = [1, 2, 3], b = [1 : i32, 2 : i64, 3 : index], c = [[0], [-1 : i8]], d = {x = 1, y = [1]}} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.arr"() {a = [1, 2, 3], b = [1 : i32, 2, 3 : index], c = {{\[\[}}0], [-1 : i8]], d = {x = 1 : i64, y = [1]}} : () -> ()
// CHECK-NEXT: }
