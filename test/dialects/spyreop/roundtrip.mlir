// The spyreop intrinsics as ktir-mlir-frontend's printers write them: the
// integer ops without a type, `idx32toaddr`'s base as a 32-bit hex literal,
// softplus's beta and threshold as f32 literals, `!spyreop.df16` spelled
// with its prefix. Printing is a fixpoint; the generic form keeps the
// attributes as properties (MLIR 22's ODS default).
// RUN: ir-opt %s | FileCheck %s
// RUN: ir-opt %s | ir-opt | FileCheck %s
// RUN: ir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: ir-opt --mlir-print-op-generic %s | ir-opt | FileCheck %s

// CHECK-LABEL: func.func @ints(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i64)
func.func @ints(%a: i32, %b: i32, %c: i64) -> (i32, i64, i32, i32) {
  // CHECK: %[[S:.*]] = spyreop.addi32toi32 %[[A]], %[[B]]{{$}}
  %0 = spyreop.addi32toi32 %a, %b
  // CHECK: spyreop.addi64toi64 %[[C]], %[[C]]{{$}}
  %1 = spyreop.addi64toi64 %c, %c
  // CHECK: %[[M:.*]] = spyreop.muli32toi32 %[[S]], %[[B]]{{$}}
  %2 = spyreop.muli32toi32 %0, %b
  // CHECK: spyreop.idx32toaddr %[[M]] base 0xDEADBEEF stride 4{{$}}
  // GENERIC: "spyreop.idx32toaddr"(%{{.*}}) <{base_address = -559038737 : i32, stride = 4 : i32}> : (i32) -> i32
  %3 = spyreop.idx32toaddr %2 base 0xDEADBEEF stride 4
  // CHECK: spyreop.idx32toaddr %[[M]] base 0x10 stride -2{{$}}
  %4 = spyreop.idx32toaddr %2 base 16 stride -2
  return %0, %1, %2, %3 : i32, i64, i32, i32
}

// CHECK-LABEL: func.func @floats(
func.func @floats(%x: f16, %y: f32, %d: !spyreop.df16) -> (f16, f32, !spyreop.df16) {
  // CHECK: spyreop.exp %{{.*}} : f16
  %0 = spyreop.exp %x : f16
  // CHECK: spyreop.gelu %{{.*}} : f16
  %1 = spyreop.gelu %0 : f16
  // CHECK: spyreop.layernormscale %{{.*}} : f32
  %2 = spyreop.layernormscale %y : f32
  // CHECK: spyreop.realdiv %{{.*}}, %{{.*}} : f32
  %3 = spyreop.realdiv %2, %y : f32
  // CHECK: spyreop.reciprocal %{{.*}} : f32
  %4 = spyreop.reciprocal %3 : f32
  // CHECK: spyreop.sigmoid %{{.*}} : !spyreop.df16
  %5 = spyreop.sigmoid %d : !spyreop.df16
  // CHECK: spyreop.silu %{{.*}} : !spyreop.df16
  %6 = spyreop.silu %5 : !spyreop.df16
  // CHECK: spyreop.softplus %{{.*}} beta 2.000000e-01 threshold 1.000000e-01 : !spyreop.df16
  // GENERIC: "spyreop.softplus"(%{{.*}}) <{beta = 2.000000e-01 : f32, threshold = 1.000000e-01 : f32}> : (!spyreop.df16) -> !spyreop.df16
  %7 = spyreop.softplus %6 beta 0.2 threshold 0.1 : !spyreop.df16
  // CHECK: spyreop.sqrt %{{.*}} : f32
  %8 = spyreop.sqrt %4 : f32
  return %1, %8, %7 : f16, f32, !spyreop.df16
}
