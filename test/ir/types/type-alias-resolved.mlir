// User type aliases are resolved; i32 and vector<4xi32> get no alias when printed.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

!ty = i32
!vec = vector<4x!ty>
"t.alias"() : () -> (!ty, !vec, tensor<2x!ty>)

// CHECK: module {
// CHECK-NEXT:   %0:3 = "t.alias"() : () -> (i32, vector<4xi32>, tensor<2xi32>)
// CHECK-NEXT: }
