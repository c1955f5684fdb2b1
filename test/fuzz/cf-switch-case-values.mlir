// Found by the verify and parse_std fuzz targets: mlir-opt 22 prints a
// negative case value of `cf.switch` unsigned (-1 of an i64 flag as
// 18446744073709551615), which tessera printed too (byte for byte) but could
// not read back. tessera now reads a case value as a 64-bit pattern, and
// takes -9223372036854775808 as mlir-opt does. The CHECK lines are mlir-opt
// 22's print of this file.
// RUN: ir-opt %s | FileCheck %s
// RUN: ir-opt %s | ir-opt | FileCheck %s

// CHECK:      cf.switch %arg0 : i64, [
// CHECK-NEXT:   default: ^bb1,
// CHECK-NEXT:   18446744073709551615: ^bb2,
// CHECK-NEXT:   9223372036854775808: ^bb3
// CHECK-NEXT: ]
func.func @f(%x: i64) {
  cf.switch %x : i64, [
    default: ^bb1,
    -1: ^bb2,
    -9223372036854775808: ^bb3
  ]
^bb1:
  return
^bb2:
  return
^bb3:
  return
}
