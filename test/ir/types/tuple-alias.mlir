// Tuples with more than 16 elements get a !tuple alias; 16 do not.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.big"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
"t.small"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16>

// CHECK: !tuple = tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "t.big"() : () -> !tuple
// CHECK-NEXT:   %1 = "t.small"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16>
// CHECK-NEXT: }
