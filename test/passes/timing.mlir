// --mlir-timing: the execution time report in mlir-opt 22's layout.
// RUN: ir-opt --cse --symbol-dce --mlir-timing %s 2>&1 >/dev/null | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --cse --symbol-dce --mlir-timing %s 2>&1 >/dev/null | FileCheck %s %}
// CHECK: ===-------------------------------------------------------------------------===
// CHECK-NEXT: {{^                         \.\.\. Execution time report \.\.\.$}}
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT: {{^  Total Execution Time: [0-9]+\.[0-9]{4} seconds$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^  ----Wall Time----  ----Name----$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  CSE$}}
// CHECK: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  SymbolDCE$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Output$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  Rest$}}
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]{4} \(100\.0%\)  Total$}}

// Nested pipelines nest in the tree.
// RUN: ir-opt '--pass-pipeline=builtin.module(func.func(cse))' --mlir-timing --mlir-timing-display=tree %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TREE
// RUN: %if mlir-opt %{ mlir-opt --mlir-disable-threading '--pass-pipeline=builtin.module(func.func(cse))' --mlir-timing --mlir-timing-display=tree %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TREE %}
// TREE: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  'func.func' Pipeline$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)    CSE$}}

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
