// The minimum of int64 values starts from the largest int64,
// 9223372036854775807 = 2^63 - 1 (not a float: it once rounded up to 2^63
// and wrapped to the smallest, so every minimum came out -2^63), and the
// maximum from the smallest, -9223372036854775808.
// RUN: ir-opt --convert-torch-to-hlo %s | FileCheck %s
// CHECK: stablehlo.constant dense<9223372036854775807> : tensor<i64>
// CHECK: stablehlo.minimum
// CHECK: stablehlo.constant dense<-9223372036854775808> : tensor<i64>
// CHECK: stablehlo.maximum
func.func @main(%x: !torch.vtensor<[1,5],si64>) -> (!torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>) {
  %int1 = torch.constant.int 1
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %true = torch.constant.bool true
  %0 = torch.aten.amin %x, %dims, %true : !torch.vtensor<[1,5],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,1],si64>
  %1 = torch.aten.amax %x, %dims, %true : !torch.vtensor<[1,5],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,1],si64>
  return %0, %1 : !torch.vtensor<[1,1],si64>, !torch.vtensor<[1,1],si64>
}
