// Dictionary attributes are printed with their keys sorted; names that are not identifiers stay quoted.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

"t.dict"() {zeta = 1, alpha = 2, "quoted name" = 3, Beta = 4, _u = 5, a.b = 6, d = {z = 1, a = 2}, e = {}} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "t.dict"() {Beta = 4 : i64, _u = 5 : i64, a.b = 6 : i64, alpha = 2 : i64, d = {a = 2 : i64, z = 1 : i64}, e = {}, "quoted name" = 3 : i64, zeta = 1 : i64} : () -> ()
// CHECK-NEXT: }
