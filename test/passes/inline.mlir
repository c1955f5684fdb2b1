// The inliner as mlir-opt 22 runs it on func.call: callees before callers
// (bottom-up SCCs), a private callee's last call inlined in place and the
// callee erased, other calls cloned; self-recursive callees, callees that
// call their caller back (A -> B -> A), `no_inline` functions and
// declarations are kept; every function is canonicalized first (the
// default pipeline). Expected output written from mlir-opt's.
// RUN: ir-opt --inline %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --inline %s | FileCheck %s %}
// RUN: ir-opt --inline --mlir-print-op-generic %s | ir-opt | FileCheck %s


func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @twice(%a: i32) -> i32 {
  %0 = call @add(%a, %a) : (i32, i32) -> i32
  %1 = call @add(%0, %a) : (i32, i32) -> i32
  return %1 : i32
}
func.func private @once(%a: f32) -> f32 {
  %0 = arith.mulf %a, %a : f32
  return %0 : f32
}
func.func @calls_once(%a: f32) -> f32 {
  %0 = call @once(%a) : (f32) -> f32
  return %0 : f32
}
func.func @shared(%a: i32) -> i32 {
  %0 = call @add(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}
func.func @in_region(%c: i1, %a: i32) -> i32 {
  %0 = scf.if %c -> i32 {
    %1 = func.call @add(%a, %a) : (i32, i32) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}
func.func @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @noinline(%a: i32) -> i32 attributes {no_inline} {
  return %a : i32
}
func.func @calls_noinline(%a: i32) -> i32 {
  %0 = call @noinline(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @decl(i32) -> i32
func.func @calls_decl(%a: i32) -> i32 {
  %0 = call @decl(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @ping(%a: i32) -> i32 {
  %0 = call @pong(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @pong(%a: i32) -> i32 {
  %0 = call @ping(%a) : (i32) -> i32
  return %0 : i32
}
func.func @calls_ping(%a: i32) -> i32 {
  %0 = call @ping(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @r1(%a: i32) -> i32 {
  %0 = call @r2(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @r2(%a: i32) -> i32 {
  %0 = call @r3(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @r3(%a: i32) -> i32 {
  %0 = call @r1(%a) : (i32) -> i32
  return %0 : i32
}
func.func @calls_ring(%a: i32) -> i32 {
  %0 = call @r1(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @chain1(%a: index) -> index {
  %c = arith.constant 3 : index
  %0 = call @chain2(%a, %c) : (index, index) -> index
  return %0 : index
}
func.func private @chain2(%a: index, %b: index) -> index {
  %0 = arith.muli %a, %b : index
  return %0 : index
}
func.func @calls_chain(%a: index) -> (index, index) {
  %0 = call @chain1(%a) : (index) -> index
  %1 = call @chain1(%0) : (index) -> index
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @twice(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls_once(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shared(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @in_region(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rec(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @noinline(%arg0: i32) -> i32 attributes {no_inline} {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls_noinline(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @noinline(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @decl(i32) -> i32
// CHECK-LABEL: func.func @calls_decl(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @decl(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @ping(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @pong(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @pong(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @ping(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls_ping(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @ping(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @r2(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @r2(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls_ring(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @r2(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls_chain(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c3 : index
// CHECK-NEXT: %1 = arith.muli %arg0, %c9 : index
// CHECK-NEXT: return %0, %1 : index, index
// CHECK-NEXT: }
