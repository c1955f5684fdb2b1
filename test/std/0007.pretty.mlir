module {
  func.func private @ext0(f32, vector<4x8xi64> {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1() attributes {level = 2 : i64, passthrough = ["nounwind"]}
  func.func @fn.0() -> i64 attributes {test.kernel} {
    %0 = tensor.empty() : tensor<4xi1>
    %1 = arith.shrsi %0, %0 : tensor<4xi1>
    %true = arith.constant true
    %2 = arith.cmpi sgt, %true, %true : i1
    %cst = arith.constant 1.000000e+00 : f32
    %3 = arith.fptosi %cst : f32 to i32
    %4 = arith.minnumf %cst, %cst fastmath<arcp> : f32
    %5 = call @fn.0() : () -> i64
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg0) = (%c0) to (%c4) step (%c1) {
      %8 = math.cbrt %cst fastmath<afn> : f32
      %c6 = arith.constant 6 : index
      %9 = tensor.empty(%c6) : tensor<2x?xf32>
      %10 = arith.cmpf oeq, %9, %9 : tensor<2x?xf32>
      scf.reduce 
    }
    %cst_0 = arith.constant 5.000000e-01 : f64
    %6 = arith.fptosi %cst_0 : f64 to i64
    %splat = tensor.splat %cst : tensor<1x4x3xf32>
    %c0_1 = arith.constant 0 : index
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %c2 = arith.constant 2 : index
    %7 = scf.for %arg0 = %c0_1 to %c4611686018427387903 step %c2 iter_args(%arg1 = %5) -> (i64) {
      %8 = math.log %cst : f32
      %cst_2 = arith.constant dense<[1, 0, -1, 127]> : vector<4xi8>
      %9 = arith.muli %cst_2, %cst_2 : vector<4xi8>
      %10 = scf.execute_region -> f32 {
        %cst_3 = arith.constant -7.500000e+00 : f16
        %cst_4 = arith.constant 1.500240e-01 : f16
        %11 = arith.cmpf une, %cst_3, %cst_4 : f16
        %low, %high = arith.mului_extended %6, %6 : i64
        %c1_i8 = arith.constant 1 : i8
        %c0_i8 = arith.constant 0 : i8
        %low_5, %high_6 = arith.mului_extended %c1_i8, %c0_i8 : i8
        scf.yield %8 : f32
      }
      %c-1_i64 = arith.constant -1 : i64
      scf.yield %c-1_i64 : i64
    }
    %c0_i64 = arith.constant 0 : i64
    return %c0_i64 : i64
  }
}

