// Rank-0 tensors convert and run: torch.logsumexp over dimension 0 of a
// scalar (PyTorch allows it; the torch dialect's shape rules panicked on
// it before), a sum over that dimension and an argmax of a scalar, as
// torch-mlir imports them. By hand, for x = 1.5: logsumexp = log(exp(1.5))
// = 1.5, sum = 1.5, argmax = 0.
// RUN: ir-opt --convert-torch-to-hlo %s -o %t.mlir
// RUN: ir-run %t.mlir --entry main --input %S/../../torch/Inputs/scalar_1_5.npy --print | FileCheck %s
// CHECK: result 0: shape [] dtype f32
// CHECK-NEXT: 1.5
// CHECK: result 1: shape [] dtype f32
// CHECK-NEXT: 1.5
// CHECK: result 2: shape [] dtype si64
// CHECK-NEXT: 0
module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],si64>) {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %1 = torch.aten.amax %arg0, %0, %true : !torch.vtensor<[],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],f32>
    %2 = torch.aten.abs %1 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %floatInf = torch.constant.float 0x7FF0000000000000
    %3 = torch.aten.eq.Scalar %2, %floatInf : !torch.vtensor<[],f32>, !torch.float -> !torch.vtensor<[],i1>
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %int6 = torch.constant.int 6
    %int0_0 = torch.constant.int 0
    %cpu = torch.constant.device "cpu"
    %none = torch.constant.none
    %4 = torch.aten.scalar_tensor %float0.000000e00, %int6, %int0_0, %cpu, %none : !torch.float, !torch.int, !torch.int, !torch.Device, !torch.none -> !torch.vtensor<[],f32>
    %5 = torch.aten.where.self %3, %4, %1 : !torch.vtensor<[],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %6 = torch.prims.view_of %5 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %int1 = torch.constant.int 1
    %7 = torch.aten.sub.Tensor %arg0, %5, %int1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[],f32>
    %8 = torch.aten.exp %7 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %int0_1 = torch.constant.int 0
    %9 = torch.prim.ListConstruct %int0_1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none_2 = torch.constant.none
    %10 = torch.aten.sum.dim_IntList %8, %9, %false, %none_2 : !torch.vtensor<[],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
    %11 = torch.aten.log %10 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    %int1_3 = torch.constant.int 1
    %12 = torch.aten.add.Tensor %11, %6, %int1_3 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[],f32>
    %int0_4 = torch.constant.int 0
    %13 = torch.prim.ListConstruct %int0_4 : (!torch.int) -> !torch.list<int>
    %false_5 = torch.constant.bool false
    %none_6 = torch.constant.none
    %14 = torch.aten.sum.dim_IntList %arg0, %13, %false_5, %none_6 : !torch.vtensor<[],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
    %none_7 = torch.constant.none
    %false_8 = torch.constant.bool false
    %15 = torch.aten.argmax %arg0, %none_7, %false_8 : !torch.vtensor<[],f32>, !torch.none, !torch.bool -> !torch.vtensor<[],si64>
    return %12, %14, %15 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
  }
}

