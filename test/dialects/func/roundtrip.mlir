// func's custom syntax as mlir-opt 22 prints it: visibility, argument and
// result attributes, `attributes {...}`, declarations, the elided `func.`
// prefix inside functions, and the `%f` name of func.constant.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: ir-opt --allow-unregistered-dialect %s | ir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | ir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

func.func private @decl(i32, f32 {test.noalias}) -> (i32 {foo.bar = 1 : i32}, f32)
func.func nested @n()
func.func private @g() -> (() -> ())
func.func @f(%a: i32 {test.x}, %b: f32) -> (i32, f32) attributes {test.attr = 3 : i64, no_inline} {
  %0:2 = func.call @f(%a, %b) : (i32, f32) -> (i32, f32)
  %1:2 = func.call @decl(%a, %b) {no_inline} : (i32, f32) -> (i32, f32)
  %fc = func.constant @decl : (i32, f32) -> (i32, f32)
  %r:2 = func.call_indirect %fc(%a, %b) : (i32, f32) -> (i32, f32)
  func.return %a, %b : i32, f32
}

// CHECK:      module {
// CHECK-NEXT:   func.func private @decl(i32, f32 {test.noalias}) -> (i32 {foo.bar = 1 : i32}, f32)
// CHECK-NEXT:   func.func nested @n()
// CHECK-NEXT:   func.func private @g() -> (() -> ())
// CHECK-NEXT:   func.func @f(%arg0: i32 {test.x}, %arg1: f32) -> (i32, f32) attributes {no_inline, test.attr = 3 : i64} {
// CHECK-NEXT:     %0:2 = call @f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %1:2 = call @decl(%arg0, %arg1) {no_inline} : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %f = constant @decl : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %2:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     return %arg0, %arg1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
