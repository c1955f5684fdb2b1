// What each Core ATen op becomes (torch-mlir's TorchToStablehlo shapes):
// constants and lists fold into attributes, operands convert to the
// result's element type and broadcast explicitly, mm/bmm become
// dot_general, reductions a reduce with its combiner.
// RUN: ir-opt --convert-torch-to-hlo %s | FileCheck %s
// RUN: ir-opt --convert-torch-to-hlo %s | ir-opt --verify-each | FileCheck %s --check-prefix=REPARSE
// REPARSE: func.func @mm

// CHECK-LABEL: func.func @mm(%arg0: tensor<2x3xf32>, %arg1: tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
func.func @mm(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2,4],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[2,4],f32>
  return %0 : !torch.vtensor<[2,4],f32>
}

// CHECK-LABEL: func.func @bmm
// CHECK: stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1]
func.func @bmm(%a: !torch.vtensor<[5,2,3],f32>, %b: !torch.vtensor<[5,3,4],f32>) -> !torch.vtensor<[5,2,4],f32> {
  %0 = torch.aten.bmm %a, %b : !torch.vtensor<[5,2,3],f32>, !torch.vtensor<[5,3,4],f32> -> !torch.vtensor<[5,2,4],f32>
  return %0 : !torch.vtensor<[5,2,4],f32>
}

// add.Tensor with a broadcast operand and alpha = 2: b is broadcast along
// the leading dimension, scaled, then added.
// CHECK-LABEL: func.func @add_alpha
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: %[[TWO:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK: %[[TWOS:.*]] = stablehlo.broadcast_in_dim %[[TWO]], dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK: %[[SB:.*]] = stablehlo.multiply %[[B]], %[[TWOS]] : tensor<2x3xf32>
// CHECK: stablehlo.add %arg0, %[[SB]] : tensor<2x3xf32>
func.func @add_alpha(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.add.Tensor %a, %b, %int2 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// An i64 tensor times a float scalar gives f32: the operand is converted.
// CHECK-LABEL: func.func @promote
// CHECK: stablehlo.convert %arg0 : (tensor<4xi64>) -> tensor<4xf32>
// CHECK: stablehlo.constant dense<5.000000e-01> : tensor<f32>
// CHECK: stablehlo.multiply
func.func @promote(%a: !torch.vtensor<[4],si64>) -> !torch.vtensor<[4],f32> {
  %half = torch.constant.float 5.000000e-01
  %0 = torch.aten.mul.Scalar %a, %half : !torch.vtensor<[4],si64>, !torch.float -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// sum over dim 1 with keepdim: a reduce with an add region, then a reshape.
// CHECK-LABEL: func.func @sum_keepdim
// CHECK: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK: stablehlo.reshape %{{.*}} : (tensor<2xf32>) -> tensor<2x1xf32>
func.func @sum_keepdim(%a: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,1],f32> {
  %int1 = torch.constant.int 1
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %true = torch.constant.bool true
  %none = torch.constant.none
  %0 = torch.aten.sum.dim_IntList %a, %dims, %true, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,1],f32>
  return %0 : !torch.vtensor<[2,1],f32>
}

// amax: a reduce with a maximum region from -inf.
// CHECK-LABEL: func.func @amax
// CHECK: stablehlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: applies stablehlo.maximum across dimensions = [0]
func.func @amax(%a: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3],f32> {
  %int0 = torch.constant.int 0
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %false = torch.constant.bool false
  %0 = torch.aten.amax %a, %dims, %false : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// view, permute and compare with a scalar.
// CHECK-LABEL: func.func @shapes
// CHECK: stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK: stablehlo.transpose %{{.*}}, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
// CHECK: stablehlo.compare GT, %{{.*}}, %{{.*}}, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
func.func @shapes(%a: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],i1> {
  %int3 = torch.constant.int 3
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.view %a, %s : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2],f32>
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %p = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.permute %0, %p : !torch.vtensor<[3,2],f32>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  %zero = torch.constant.float 0.000000e+00
  %2 = torch.aten.gt.Scalar %1, %zero : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],i1>
  return %2 : !torch.vtensor<[2,3],i1>
}
