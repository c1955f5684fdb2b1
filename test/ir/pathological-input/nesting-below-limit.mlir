// 1000 nested regions and 5000 nested arrays are within both tools' limits.
// RUN: ir-gen pathological nested-regions 1000 > %t.r.mlir
// RUN: ir-gen pathological nested-arrays 5000 > %t.a.mlir
// RUN: ir-opt --allow-unregistered-dialect %t.r.mlir > %t.r.ir
// RUN: ir-opt --allow-unregistered-dialect %t.a.mlir > %t.a.ir
// RUN: FileCheck %s --check-prefix=REGIONS < %t.r.ir
// RUN: FileCheck %s --check-prefix=ARRAYS < %t.a.ir
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %t.r.mlir | diff - %t.r.ir %}
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %t.a.mlir | diff - %t.a.ir %}

// REGIONS: module {
// REGIONS-NEXT: "a.r"() ({
// REGIONS-NEXT: "a.r"() ({
// ARRAYS: module {
// ARRAYS-NEXT: "a.op"() {deep = {{\[\[\[\[}}
