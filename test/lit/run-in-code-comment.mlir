// RUN: echo "mlir comment style" | FileCheck %s
// CHECK: mlir comment style
module {}
