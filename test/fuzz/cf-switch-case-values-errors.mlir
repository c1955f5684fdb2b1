// The bounds of a cf.switch case value: a 64-bit pattern, so 2^64 and
// -2^63 - 1 are errors at the literal's first character, as mlir-opt 22
// reports them.
// RUN: not ir-opt --split-input-file %s 2>&1 | FileCheck %s

// CHECK: 10:5: error: custom op 'cf.switch' integer value too large
func.func @f(%x: i64) {
  cf.switch %x : i64, [
    default: ^bb1,
    18446744073709551616: ^bb1
  ]
^bb1:
  return
}

// -----

// CHECK: 22:5: error: custom op 'cf.switch' integer value too large
func.func @g(%x: i64) {
  cf.switch %x : i64, [
    default: ^bb1,
    -9223372036854775809: ^bb1
  ]
^bb1:
  return
}
