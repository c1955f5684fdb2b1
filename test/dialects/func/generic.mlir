// func's inherent attributes are properties in generic form.
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic %s | FileCheck %s %}

func.func private @decl(i32 {test.a}) -> i32
func.func @f(%a: i32) -> i32 attributes {no_inline} {
  %0 = call @decl(%a) {no_inline} : (i32) -> i32
  return %0 : i32
}

// CHECK:      "func.func"() <{arg_attrs = [{test.a}], function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32) -> i32, no_inline, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT:   %0 = "func.call"(%arg0) <{callee = @decl, no_inline}> : (i32) -> i32
// CHECK-NEXT:   "func.return"(%0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
