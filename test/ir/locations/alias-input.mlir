// Location aliases in the input are resolved and renumbered.
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s %}

#loc0 = loc("in.c":5:6)
#myloc = loc(fused[#loc0, "n"])
"t.a"() : () -> () loc(#loc0)
"t.b"() : () -> () loc(#myloc)

// CHECK: module {
// CHECK-NEXT:   "t.a"() : () -> () loc(#loc1)
// CHECK-NEXT:   "t.b"() : () -> () loc(#loc3)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}alias-input.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("in.c":5:6)
// CHECK-NEXT: #loc2 = loc("n")
// CHECK-NEXT: #loc3 = loc(fused[#loc1, #loc2])
