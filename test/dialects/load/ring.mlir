// A dialect never compiled in, loaded at run time from its definition:
// parse, print (custom and generic), verify.
// RUN: ir-opt --load-dialect=%S/../../../dialects/examples/ring/ring.dialect %s | FileCheck %s
// RUN: ir-opt --load-dialect=%S/../../../dialects/examples/ring/ring.dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt --load-dialect=%S/../../../dialects/examples/ring/ring.dialect --mlir-print-op-generic %s | ir-opt --load-dialect=%S/../../../dialects/examples/ring/ring.dialect | FileCheck %s

func.func @f(%v: f32) -> index {
  %r = ring.alloc access <read> : !ring.buf<f32, 16>
  ring.push %v, %r policy trap : f32 into !ring.buf<f32, 16>
  ring.push %v, %r : f32 into !ring.buf<f32, 16>
  %x = ring.pop %r or %v : !ring.buf<f32, 16> -> f32
  %n = ring.size %r : !ring.buf<f32, 16>
  return %n : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: f32) -> index {
// CHECK-NEXT:     %ring = ring.alloc access <read> : !ring.buf<f32, 16>
// CHECK-NEXT:     ring.push %arg0, %ring policy trap : f32 into !ring.buf<f32, 16>
// CHECK-NEXT:     ring.push %arg0, %ring : f32 into !ring.buf<f32, 16>
// CHECK-NEXT:     %0 = ring.pop %ring or %arg0 : !ring.buf<f32, 16> -> f32
// CHECK-NEXT:     %n = ring.size %ring : !ring.buf<f32, 16>
// CHECK-NEXT:     return %n : index

// GENERIC: %0 = "ring.alloc"() {access = #ring.access<read>} : () -> !ring.buf<f32, 16>
// GENERIC-NEXT: "ring.push"(%0, %arg0) <{policy = 2 : i32}> : (!ring.buf<f32, 16>, f32) -> ()
// GENERIC-NEXT: "ring.push"(%0, %arg0) <{policy = 0 : i32}> : (!ring.buf<f32, 16>, f32) -> ()
// GENERIC-NEXT: %1 = "ring.pop"(%0, %arg0) : (!ring.buf<f32, 16>, f32) -> f32
// GENERIC-NEXT: %2 = "ring.size"(%0) : (!ring.buf<f32, 16>) -> index
