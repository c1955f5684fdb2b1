// symbol-dce as mlir-opt 22 does it: public symbols of the top-level
// module stay, private and nested-visibility ones go unless referenced
// from something live; a public nested module keeps its public symbols, a
// private one goes whole.
// RUN: ir-opt --symbol-dce %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --symbol-dce %s | FileCheck %s %}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @pub() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @priv_live() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @user() {
// CHECK-NEXT: call @priv_live() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: module @inner {
// CHECK-NEXT: func.func @in_pub() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

module {
  func.func @pub() { return }
  func.func private @priv_dead() { return }
  func.func private @priv_live() { return }
  func.func @user() { call @priv_live() : () -> () return }
  func.func nested @nest() { return }
  module @inner {
    func.func private @in_dead() { return }
    func.func @in_pub() { return }
  }
  module @inner2 attributes {sym_visibility = "private"} {
    func.func @in_pub2() { return }
  }
}
