// Invalid UTF-8 in a comment and inside a string is kept as bytes; where a
// token is expected it is an unexpected character.
// RUN: printf '// \377\376\n"t.a"() {s = "\303\050"} : () -> ()\n' > %t.ok.mlir
// RUN: ir-opt --allow-unregistered-dialect %t.ok.mlir | FileCheck %s
// RUN: printf '"t.a"() {\377 = 1} : () -> ()\n' > %t.bad.mlir
// RUN: not ir-opt --allow-unregistered-dialect %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %t.ok.mlir | FileCheck %s %}
// RUN: %if mlir-opt %{ not mlir-opt --allow-unregistered-dialect %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=ERR %}

// CHECK: "t.a"() {s = "\C3("} : () -> ()
// ERR: bad.mlir:1:10: error: unexpected character
