!tensor0 = tensor<2xf64>
!vec1 = vector<3x1x4xi64>
!tensor2 = tensor<2xf16>

module attributes {test.module_note = "std"} {
  func.func public @f0() -> (i8, tensor<2xf16> {llvm.noundef, test.tag = "line
break"}) {
    %c = arith.constant 1 : index
    %2 = arith.constant 7 : index
    %lhs = memref.alloc(%c)[%2] {alignment = 64} : memref<?x4xindex, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    %4 = tensor.empty() : !tensor0
    %minimumf_5 = arith.minimumf %4, %4 fastmath<reassoc,contract> : tensor<2xf64>
    %cst_6 = arith.constant dense<[[[0, 20, 35, 48]], [[4611686018427387903, 1, 0, 0]], [[60, 1, -1, 10]]]> : !vec1
    %minsi = arith.minsi %cst_6, %cst_6 : vector<3x1x4xi64>
    %8 = arith.constant 127 : i8
    %9 = arith.constant dense<0.5> : tensor<2xf16>
    func.return %8, %9 : i8, !tensor2
  }
  func.func @fn.1(%1: index, %2: f64, %arg: f64) -> index {
    %4 = arith.constant 4 : index
    %5 = tensor.splat %2[%4] : tensor<?xf64>
    %a.b = arith.constant dense<[1.0, 2.5]> : vector<2xf64>
    %lhs = arith.negf %a.b : vector<2xf64>
    %8 = arith.constant 0 : i1
    cf.assert %8, "ok"
    return %4 : index
  }
  // ---- comment line ----
}
