// A nested symbol reference (`@inner::@kept`) keeps a private function
// alive under the inliner, as mlir-opt 22 resolves it; an unreferenced
// private function in the nested module is erased.
// RUN: ir-opt --inline %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --inline %s | FileCheck %s %}

// CHECK:      module @inner {
// CHECK-NEXT:   func.func private @kept() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: func.func @user() attributes {ref = @inner::@kept} {
// CHECK-NOT:  @dropped
module {
  module @inner {
    func.func private @kept() -> i32 {
      %c = arith.constant 1 : i32
      return %c : i32
    }
    func.func private @dropped() -> i32 {
      %c = arith.constant 2 : i32
      return %c : i32
    }
  }
  func.func @user() attributes {ref = @inner::@kept} {
    return
  }
}
