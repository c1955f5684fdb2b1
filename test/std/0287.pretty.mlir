module attributes {test.module_note = "std"} {
  func.func private @ext0(vector<8x1xi8>) -> (i8, tensor<1x8x4xf16>)
  func.func private @ext1()
  func.func @kernel_0() -> f32 {
    %false = arith.constant false
    cf.assert %false, "bounds check"
    %cst = arith.constant dense<[[3.000000e+00, 0.000000e+00, 1.000000e+00, 5.000000e-01], [4.000000e+02, 0.000000e+00, 2.500000e+00, -2.500000e-01]]> : vector<2x4xf64>
    %cst_0 = arith.constant dense<3.000000e+00> : vector<2x4xf64>
    %0 = arith.subf %cst, %cst_0 fastmath<reassoc,contract> : vector<2x4xf64>
    %cst_1 = arith.constant -1.000000e+00 : f64
    %1 = math.fma %cst_1, %cst_1, %cst_1 : f64
    %c127_i8 = arith.constant 127 : i8
    %splat = tensor.splat %c127_i8 : tensor<3xi8>
    %c1 = arith.constant 1 : index
    %2 = tensor.empty(%c1) : tensor<8x?xf16>
    %3 = math.rsqrt %2 fastmath<nnan,ninf,nsz> : tensor<8x?xf16>
    %c2_i64 = arith.constant 2 : i64
    %c2_i64_2 = arith.constant 2 : i64
    %cst_3 = arith.constant 0.000000e+00 : f16
    %4:2 = scf.for %arg0 = %c2_i64 to %c2_i64 step %c2_i64_2 iter_args(%arg1 = %1, %arg2 = %cst_3) -> (f64, f16)  : i64 {
      %cst_5 = arith.constant dense<false> : vector<1x2x2xi1>
      %5 = arith.remui %cst_5, %cst_5 : vector<1x2x2xi1>
      %6 = arith.cmpi ugt, %c1, %c1 : index
      %7 = arith.select %6, %cst_3, %cst_3 : f16
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c3 = arith.constant 3 : index
      scf.for %arg3 = %c0 to %c4 step %c3 {
        %c0_i8 = arith.constant 0 : i8
        %c4_i8 = arith.constant 4 : i8
        %c3_i8 = arith.constant 3 : i8
        %c127_i8_7 = arith.constant 127 : i8
        %9:2 = scf.for %arg4 = %c0_i8 to %c4_i8 step %c3_i8 iter_args(%arg5 = %c0_i8, %arg6 = %c127_i8_7) -> (i8, i8)  : i8 {
          %from_elements = tensor.from_elements %c127_i8_7, %arg5, %c127_i8_7 : tensor<3xi8>
          %cst_8 = arith.constant dense<1> : vector<8x1xi8>
          %f = func.constant @ext0 : (vector<8x1xi8>) -> (i8, tensor<1x8x4xf16>)
          %10:2 = func.call_indirect %f(%cst_8) : (vector<8x1xi8>) -> (i8, tensor<1x8x4xf16>)
          %11 = tensor.empty() : tensor<2x4xf32>
          %12 = arith.cmpf oeq, %11, %11 fastmath<reassoc,contract> : tensor<2x4xf32>
          scf.yield %c4_i8, %c127_i8_7 : i8, i8
        }
      }
      %8 = arith.addf %cst_1, %1 : f64
      %cst_6 = arith.constant -2.500000e-01 : f64
      scf.yield %cst_6, %cst_3 : f64, f16
    }
    call @ext1() : () -> ()
    %cst_4 = arith.constant -2.500000e-01 : f32
    return %cst_4 : f32
  }
}

