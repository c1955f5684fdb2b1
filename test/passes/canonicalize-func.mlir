// func canonicalization as mlir-opt 22 does it: call_indirect of a
// func.constant is a direct call (argument attributes dropped); equal
// func.constant ops are deduplicated.
// RUN: ir-opt --canonicalize %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --canonicalize %s | FileCheck %s %}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @g(i32) -> i32
// CHECK-LABEL: func.func @f(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: i32) -> ((i32) -> i32, (i32) -> i32) {
// CHECK-NEXT: %f = constant @g : (i32) -> i32
// CHECK-NEXT: return %f, %f : (i32) -> i32, (i32) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func private @g(i32) -> i32
func.func @f(%a: i32) -> (i32, i32) {
  %f = func.constant @g : (i32) -> i32
  %f2 = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%a) {foo = 1} : (i32) -> i32
  %s = "func.call_indirect"(%f2, %a) <{arg_attrs = [{test.a}], res_attrs = [{test.b}]}> : ((i32) -> i32, i32) -> i32
  return %r, %s : i32, i32
}
func.func @h(%a: i32) -> ((i32) -> i32, (i32) -> i32) {
  %f = func.constant @g : (i32) -> i32
  %f2 = func.constant @g : (i32) -> i32
  return %f, %f2 : (i32) -> i32, (i32) -> i32
}
