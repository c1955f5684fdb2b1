// builtin.unrealized_conversion_cast in custom form: the `builtin.` prefix
// is left off where builtin is the default dialect (inside a module), kept
// inside func.func.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

%a = "t.a"() : () -> i32
%0 = builtin.unrealized_conversion_cast %a : i32 to f32
func.func @f(%x: i32, %y: i64) -> f32 {
  %1:2 = builtin.unrealized_conversion_cast %x, %y : i32, i64 to f32, f64
  %2 = builtin.unrealized_conversion_cast to f32
  return %1#0 : f32
}

// CHECK: %1 = unrealized_conversion_cast %0 : i32 to f32
// CHECK: %2:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i64 to f32, f64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast to f32
