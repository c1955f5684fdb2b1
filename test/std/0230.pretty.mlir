module {
  func.func private @ext0(f64 {llvm.noundef, test.tag = "x"}) -> (memref<4x1xi32> {llvm.noundef}, tensor<4xi32> {llvm.noundef}) attributes {test.kernel}
  func.func @compute0(%arg0: memref<3x4xf64>, %arg1: i32, %arg2: vector<3xf64>, %arg3: bf16 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant dense<1.000000e+00> : vector<8xf64>
    %cst_0 = arith.constant dense<1.000000e+00> : vector<8xf64>
    %0 = math.powf %cst, %cst_0 : vector<8xf64>
    %cst_1 = arith.constant dense<[[4611686018427387903, -1, -1], [4611686018427387903, 9, 0], [0, 4611686018427387903, 1], [1, 56, 4611686018427387903]]> : tensor<4x3xi64>
    %1 = linalg.sub ins(%cst_1, %cst_1 : tensor<4x3xi64>, tensor<4x3xi64>) outs(%cst_1 : tensor<4x3xi64>) -> tensor<4x3xi64>
    %c32767_i16 = arith.constant 32767 : i16
    %c60_i16 = arith.constant 60 : i16
    %low, %high = arith.mulsi_extended %c32767_i16, %c60_i16 : i16
    %false = arith.constant false
    cf.assert %false, "ok"
    %c36 = arith.constant 36 : index
    %2 = arith.shrsi %c36, %c36 : index
    %c2 = arith.constant 2 : index
    %3 = tensor.empty(%c2) : tensor<?x1xi16>
    %4 = arith.divui %3, %3 : tensor<?x1xi16>
    %low_2, %high_3 = arith.mului_extended %high, %c32767_i16 : i16
    %c-1_i32 = arith.constant -1 : i32
    %5 = arith.cmpi sle, %arg1, %c-1_i32 : i32
    %6 = scf.if %5 -> (f64) {
      %7 = tensor.empty() : tensor<4x1xi16>
      %cst_4 = arith.constant dense<[[-1, 32767, -6, -14]]> : tensor<1x4xi16>
      %transposed = linalg.transpose ins(%7 : tensor<4x1xi16>) outs(%cst_4 : tensor<1x4xi16>) permutation = [1, 0] 
      %cst_5 = arith.constant -1.000000e+00 : f64
      scf.yield %cst_5 : f64
    } else {
      %cst_4 = arith.constant 2.500000e+00 : f32
      %7 = math.acos %cst_4 fastmath<nnan,ninf> : f32
      %cst_5 = arith.constant -7.500000e+00 : f64
      %8 = arith.minimumf %cst_5, %cst_5 fastmath<fast> : f64
      %cst_6 = arith.constant -7.500000e+00 : f32
      %9 = arith.subf %cst_6, %7 fastmath<nnan,ninf,nsz> : f32
      scf.yield %8 : f64
    }
    return
  }
}

