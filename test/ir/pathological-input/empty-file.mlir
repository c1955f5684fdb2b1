// An empty input (here /dev/null and a file of blanks) prints an empty module (in the generic form,
// with its empty entry block).
// RUN: ir-opt /dev/null | FileCheck %s
// RUN: printf '  \n\n\t\n' > %t.blank.mlir
// RUN: ir-opt %t.blank.mlir | FileCheck %s
// RUN: ir-opt --mlir-print-op-generic /dev/null | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ mlir-opt /dev/null | FileCheck %s %}
// RUN: %if mlir-opt %{ mlir-opt %t.blank.mlir | FileCheck %s %}
// RUN: %if mlir-opt %{ mlir-opt --mlir-print-op-generic /dev/null | FileCheck %s --check-prefix=GENERIC %}

// CHECK: {{^}}module {{[{]$}}
// CHECK-NEXT: {{^[}]$}}
// GENERIC: {{^}}"builtin.module"() ({{[{]$}}
// GENERIC-NEXT: {{^}}^bb0:{{$}}
// GENERIC-NEXT: {{^[}]}}) : () -> (){{$}}
