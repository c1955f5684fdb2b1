// ir-gen std --seed 199 --size 11
!tensor0 = tensor<2x4xi16>
!vec1 = vector<2x4xf32>
memref.global "private" constant @g0 : memref<8x4x2xf32> = dense<4.0E+2>
func.func public @f0() -> (f32, vector<2x4xf32> {llvm.noundef, test.tag = "x"}) {
  %1 = arith.constant 1 : i32
  %2 = arith.cmpi ne, %1, %1 : i32
  %c = arith.constant 4 : index
  %val = tensor.empty(%c) : tensor<?x4x2xi16>
  %5 = arith.shrui %val, %val : tensor<?x4x2xi16>
  %tmp6 = arith.constant dense<0> : tensor<2x4xi16>
  %t7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%tmp6 : !tensor0) outs(%tmp6 : tensor<2x4xi16>) {
  // ---- comment line ----
  ^bb0(%in_8: i16, %9: i16):
    %s = arith.addi %in_8, %9 : i16
    linalg.yield %s : i16
  } -> tensor<2x4xi16>
  %12 = scf.while (%11 = %1) : (i32) -> (i32) {
    %13 = arith.constant dense<1> : vector<2x4xindex>
    %14 = arith.constant dense<[[-1, -1, 76, 18], [4611686018427387903, 1, 4611686018427387903, 4611686018427387903]]> : vector<2x4xindex>
    %15 = arith.shrui %13, %14 : vector<2x4xindex>
    scf.condition(%2) %1 : i32
  } do {
  ^bb0(%arg: i32):
    %a.b = arith.constant 2 : i16
    %sum = arith.constant 9 : i16
    %19 = arith.constant 3 : i16
    %20 = arith.constant 0.0 : f32
    %21 = arith.constant 0.0 : f64
    %y:2 = scf.for %22 = %a.b to %sum step %19 iter_args(%24 = %20, %v25 = %21) -> (f32, f64) : i16 {
      %27 = math.erfc %20 fastmath<fast> : f32
      %neg_28 = arith.negf %21 fastmath<afn> : f64
      %cst_29 = arith.constant 3.0 : bf16
      scf.yield %27, %neg_28 : f32, f64
    }
    scf.yield %1 : i32
  }
  %x30 = memref.get_global @g0 : memref<8x4x2xf32>
  %empty_31 = tensor.empty() : tensor<2x4xbf16>
  %cst_32 = arith.constant dense<[1.000000e+00,-7.5]> : tensor<2xbf16>
  %33 = linalg.reduce ins(%empty_31 : tensor<2x4xbf16>) outs(%cst_32 : tensor<2xbf16>) dimensions = [1]
    (%lhs: bf16, %36: bf16) {
      %s_37 = arith.addf %lhs, %36 : bf16
      linalg.yield %s_37 : bf16
    }
  %cst = arith.constant 1.5e-1 : f32
  %39 = arith.constant dense<0.5> : vector<2x4xf32>
  func.return %cst, %39 : f64, !vec1
}
