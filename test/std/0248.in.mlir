!vec0 = vector<4xi64>
!tensor1 = tensor<8x4xf32>
!vec2 = vector<8x4xf32>
!tensor3 = tensor<4xf64>
!tensor4 = tensor<2x2xf64>
func.func private @fn.0(%arg_1: !vec0) -> (tensor<8x?xf64> {llvm.noundef, test.tag = "x"}) attributes {test.kernel} {
  %cst_2 = arith.constant 1.5e-1 : f16
  %sin = math.sin %cst_2 fastmath<arcp> : f16
  %c = arith.constant -7 : i32
  %r_6 = scf.while (%x5 = %c) : (i32) -> (i32) {
    %val = tensor.empty() : tensor<8x4xf32>
    %a.b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%val : tensor<8x4xf32>) outs(%val : tensor<8x4xf32>) {
    ^bb0(%9: f32, %t10: f32):
      %rhs = arith.addf %9, %t10 : f32
      linalg.yield %rhs : f32

    } -> !tensor1
    %12 = arith.constant 59 : index
    %x_1 = arith.cmpi eq, %12, %12 : index
    %16 = arith.constant 0x3b : i32
    scf.condition(%x_1) %16 : i32
  } do {
  ^bb0(%arg: i32):
    %19 = arith.constant 8 : index
    %res = arith.constant 7 : index
    %21 = memref.alloc(%19)[%res] {alignment = 64} : memref<?x4xf64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    scf.yield %arg : i32
  }
  %cst_22 = arith.constant dense<0.5> : vector<8x4xf32>
  %23 = arith.maxnumf %cst_22, %cst_22 fastmath<afn> : !vec2
  %24 = arith.constant 22 : i16
  %tmp25:2 = arith.mulsi_extended %24, %24 : i16
  %acc = arith.constant -0.25 : f64
  cf.br ^exit1(%acc : f64)
^exit1(%ba_27: f64):
  %splat = tensor.splat %acc : tensor<4xf64>
  %31 = arith.constant 1 : index  // note
  %33 = tensor.empty(%31) : tensor<?xi16>
  %34 = arith.cmpi ult, %31, %31 : index
  scf.if %34 {
    %v35 = tensor.expand_shape %splat [[0, 1]] output_shape [2, 2] : !tensor3 into !tensor4
    %36 = arith.cmpi ule, %c, %c : i32
    cf.assert %36, "x must be \"positive\""
    %lhs = arith.constant 44 : i8
    %x38, %39 = arith.mulsi_extended %lhs, %lhs : i8
  }
  cf.cond_br %34, ^b2, ^b2
^b2:
  %c_40 = arith.constant 5 : index
  %empty = tensor.empty(%c_40) : tensor<8x?xf64>
  func.return %empty : tensor<8x?xf64>
}
