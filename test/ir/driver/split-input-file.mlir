// --split-input-file: chunks are processed on their own and printed with a
// separator; a failing chunk prints nothing, the others still print, and the
// exit code is 1.
// RUN: not ir-opt --allow-unregistered-dialect --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect --split-input-file %s 2>%t.err2 | FileCheck %s %}
// RUN: %if mlir-opt %{ FileCheck %s --check-prefix=ERR < %t.err2 %}

"t.first"() : () -> ()

// -----

"t.bad"(%undefined) : (i32) -> ()

// -----

"t.third"() : () -> ()

// CHECK:      module {
// CHECK-NEXT:   "t.first"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// {{-----$}}
// CHECK-NEXT: {{^}}// {{-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.third"() : () -> ()
// CHECK-NEXT: }

// ERR: split-input-file.mlir:13:9: error: use of undeclared SSA value name
