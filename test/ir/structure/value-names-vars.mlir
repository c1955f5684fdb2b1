// Values keep their def-use links when renamed; FileCheck variables follow
// them instead of fixed numbers.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

%x = "t.def"() : () -> i32
%y:2 = "t.pair"(%x) : (i32) -> (f32, f32)
"t.region"() ({
^bb0(%arg: index):
  "t.use"(%y#1, %arg, %x) : (f32, index, i32) -> ()
}) : () -> ()

// CHECK:      [[X:%[0-9]+]] = "t.def"() : () -> i32
// CHECK-NEXT: [[Y:%[0-9]+]]:2 = "t.pair"([[X]]) : (i32) -> (f32, f32)
// CHECK-NEXT: "t.region"() ({
// CHECK-NEXT: ^bb0([[ARG:%arg[0-9]+]]: index):
// CHECK-NEXT: "t.use"([[Y]]#1, [[ARG]], [[X]]) : (f32, index, i32) -> ()
