// scf's custom syntax as mlir-opt 22 prints it: loops with and without
// iter_args (and the two spaces before `: i32`), implicit `scf.yield`s
// left out, while/condition, execute_region, index_switch.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: ir-opt --allow-unregistered-dialect %s | ir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | ir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

func.func @f(%lb: index, %c: i1, %x: f32, %i: i32) -> f32 {
  scf.for %iv = %lb to %lb step %lb {
    "t.use"(%iv) : (index) -> ()
  }
  %r = scf.for %iv = %lb to %lb step %lb iter_args(%acc = %x) -> (f32) {
    scf.yield %acc : f32
  }
  scf.for unsigned %iv = %i to %i step %i : i32 {
  }
  scf.if %c {
  } else {
    "t.y"() : () -> ()
  }
  %y = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  }
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%a2: f32):
    scf.yield %a2 : f32
  }
  %e = scf.execute_region -> f32 no_inline {
    scf.yield %x : f32
  }
  %s = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.parallel (%p) = (%lb) to (%lb) step (%lb) {
  }
  scf.forall (%q, %q2) in (2, %lb) {
  }
  return %y : f32
}

// CHECK:      scf.for %arg4 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT:   "t.use"(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg0 step %arg0 iter_args(%arg5 = %arg2) -> (f32) {
// CHECK-NEXT:   scf.yield %arg5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg4 = %arg3 to %arg3 step %arg3  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: } else {
// CHECK-NEXT:   "t.y"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg1 -> (f32) {
// CHECK-NEXT:   scf.yield %arg2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.while (%arg4 = %arg2) : (f32) -> f32 {
// CHECK-NEXT:   scf.condition(%arg1) %arg4 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: f32):
// CHECK-NEXT:   scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT:   scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.index_switch %arg0 -> f32 {{$}}
// CHECK-NEXT: case 2 {
// CHECK-NEXT:   scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT:   scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg4) = (%arg0) to (%arg0) step (%arg0) {
// CHECK-NEXT:   scf.reduce {{$}}
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) in (2, %arg0) {
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
