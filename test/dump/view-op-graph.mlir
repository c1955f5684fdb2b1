// --view-op-graph (mlir-opt's): the op graph as Graphviz DOT on stderr,
// the IR passed through unchanged; an op with regions is a cluster with
// its own node, its blocks' arguments and its nested ops; an edge from
// each value's definition to each user. Graphviz's `dot` reads it, odd
// characters in attributes included.
// REQUIRES: dot
// RUN: ir-opt --allow-unregistered-dialect --view-op-graph %s -o %t.mlir 2> %t.dot
// RUN: dot -Tsvg %t.dot -o %t.svg
// RUN: FileCheck %s < %t.dot
// RUN: ir-opt --allow-unregistered-dialect %s | diff - %t.mlir
// RUN: ir-opt --view-op-graph --fuse --layout --tile=spyre %S/../../benches/data/gpt2_768_x1.mlir -o /dev/null 2> %t.gpt2.dot
// RUN: dot -Tsvg %t.gpt2.dot -o %t.gpt2.svg
// RUN: ir-opt --allow-unregistered-dialect --view-op-graph=max-label-len=8 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHORT
// CHECK: digraph G {
// CHECK: subgraph cluster_1 {
// CHECK-NEXT: label = "builtin.module";
// CHECK: subgraph cluster_2 {
// CHECK-NEXT: label = "func.func";
// CHECK: [[F:v[0-9]+]] [label = "func.func\nfunction_type: {{.*}}", shape = box];
// CHECK-NEXT: [[A:v[0-9]+]] [label = "arg : tensor<4xf32>", shape = ellipse];
// CHECK-NEXT: [[ADD:v[0-9]+]] [label = "arith.addf\n{{.*}}tensor<4xf32>", shape = box];
// The attribute as MLIR prints it (`\22` for a quote), then in DOT's quotes.
// CHECK-NEXT: [[ODD:v[0-9]+]] [label = "test.odd\nnote: \"say \\22hi\\22 \\\\ {{.*}}", shape = box];
// CHECK: [[A]] -> [[ADD]];
// CHECK: [[ADD]] -> [[ODD]];
// SHORT: [label = "arith.addf\nfastmath: #arith.f...\ntensor<4...", shape = box];
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %a fastmath<fast> : tensor<4xf32>
  %1 = "test.odd"(%0) {note = "say \"hi\" \\ then\nnew line {braces} <angle>"} : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
