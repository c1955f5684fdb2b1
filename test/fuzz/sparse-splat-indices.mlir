// Found by the parse_generic fuzz target: mlir-opt 22 prints a sparse
// attribute whose indices are all equal with a splat index
// (`sparse<[[0], [0]], [a, b]>` as `sparse<0, [a, b]>`) and then refuses its
// own print; tessera, which prints the same, reads it back as those N equal
// indices. The CHECK line is mlir-opt 22's print of this file.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: ir-opt --allow-unregistered-dialect %s | ir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: a = sparse<0, [-0.45536660000000001, 3.000000e-01]> : tensor<2xf64>, b = sparse<1, 2.000000e+00> : tensor<2xf64>
"foo.op"() {a = sparse<[[0], [0]], [-0.4553666, 0.3]> : tensor<2xf64>, b = sparse<[[1]], [2.0]> : tensor<2xf64>} : () -> ()
