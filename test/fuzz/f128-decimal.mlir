// Found by the parse_generic fuzz target: an f128 value below f64's range,
// given in hex, prints in decimal (the printer checks the decimal reads
// back exactly), and that decimal reads back as 0 (the parser reads a
// double). mlir-opt 22 does both, and tessera matches it byte for byte:
// the fuzz targets check that printing settles within four prints. The CHECK lines are mlir-opt 22's first and second prints.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=FIRST
// RUN: ir-opt --allow-unregistered-dialect %s | ir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=SECOND
// RUN: ir-opt --allow-unregistered-dialect %s | ir-opt --allow-unregistered-dialect | ir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=SECOND

// FIRST: a = 2.19985905623329978689822093758316523E-2783 : f128
// SECOND: a = 0.000000e+00 : f128
"foo.op"() {a = 0x1BE3286CC8D54BE736C95C395279F25F : f128} : () -> ()
