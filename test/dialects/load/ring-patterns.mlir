// The patterns of a dialect loaded at run time run in canonicalize: ring's
// ClampTwice (clamping twice to the same bounds is clamping once) and
// SizeOfFresh (a fresh ring has size 0, through a native builder), after
// which the unused allocation is dead (it only allocates). The rewrite
// builds a new clamp, as MLIR's DRR does; cse merges it with the first.
// RUN: ir-opt --load-dialect=%S/../../../dialects/examples/ring/ring.dialect --canonicalize --cse %s | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> (index, i32, i32) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = ring.clamp %arg0 to[%arg1, %arg2] : i32
// CHECK-NEXT:    %1 = ring.clamp %0 to[%arg1, %arg3] : i32
// CHECK-NEXT:    return %c0, %0, %1 : index, i32, i32
// CHECK-NEXT:  }
func.func @f(%x: i32, %lo: i32, %hi: i32, %hi2: i32) -> (index, i32, i32) {
  %r = ring.alloc access <read> : !ring.buf<f32, 16>
  %n = ring.size %r : !ring.buf<f32, 16>
  %a = ring.clamp %x to [%lo, %hi] : i32
  %b = ring.clamp %a to [%lo, %hi] : i32
  // Other bounds: not the same clamp, kept.
  %c = ring.clamp %a to [%lo, %hi2] : i32
  return %n, %b, %c : index, i32, i32
}
