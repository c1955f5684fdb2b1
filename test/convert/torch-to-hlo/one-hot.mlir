// one_hot: a range along the new class dimension compared with the
// indices, converted to the result's type; an index outside the classes
// (-1, 4) gives a row of zeros. Run on indices [[0, 3], [2, -1], [4, 1]]
// with 4 classes, the rows by hand.
// RUN: ir-opt --convert-torch-to-hlo %s | FileCheck %s
// RUN: ir-opt --convert-torch-to-hlo %s | ir-run - --print | FileCheck %s --check-prefix=OUT
// CHECK-LABEL: func.func @main
// CHECK: stablehlo.iota dim = 2 : tensor<3x2x4xi64>
// CHECK: stablehlo.compare EQ
// CHECK: stablehlo.convert {{.*}} -> tensor<3x2x4xi64>
// OUT: [{{\[}}[1, 0, 0, 0], [0, 0, 0, 1]], {{\[}}[0, 0, 1, 0], [0, 0, 0, 0]], {{\[}}[0, 0, 0, 0], [0, 1, 0, 0]]]
func.func @main() -> !torch.vtensor<[3,2,4],si64> {
  %idx = torch.vtensor.literal(dense<[[0, 3], [2, -1], [4, 1]]> : tensor<3x2xsi64>) : !torch.vtensor<[3,2],si64>
  %int4 = torch.constant.int 4
  %0 = torch.aten.one_hot %idx, %int4 : !torch.vtensor<[3,2],si64>, !torch.int -> !torch.vtensor<[3,2,4],si64>
  return %0 : !torch.vtensor<[3,2,4],si64>
}
