// A malformed definition file is reported in that file, and ir-opt stops.
// RUN: not ir-opt --load-dialect=%S/Inputs/bad.dialect %s 2>&1 | FileCheck %s
// CHECK: bad.dialect:2:9: error: unknown type constraint `AnyIntegr`
// CHECK-NEXT: op f(a: AnyIntegr) {}
// CHECK-NEXT:         ^
