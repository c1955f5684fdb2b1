module {
  func.func private @ext0(memref<?xf32> {llvm.noundef, test.tag = "x"}) -> (i16 {test.foo = 1 : i32}, f16)
  func.func private @kernel_0(%arg0: f16 {llvm.noundef, test.tag = "x"}) -> (f16, vector<4xf16> {llvm.noundef, test.tag = "x"}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant dense<4.000000e+02> : vector<4xf32>
    %cst_0 = arith.constant dense<[1.000000e+02, -1.000000e+00, 1.000000e+00, 1.000000e+00]> : vector<4xf32>
    %0 = arith.maximumf %cst, %cst_0 fastmath<nnan,ninf> : vector<4xf32>
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc(%c1) : memref<?xf32>
    %1:2 = call @ext0(%alloc) : (memref<?xf32>) -> (i16, f16)
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c40 = arith.constant 40 : index
    %c0_i16 = arith.constant 0 : i16
    %2:2 = scf.for %arg1 = %c2 to %c2 step %c3 iter_args(%arg2 = %c40, %arg3 = %c0_i16) -> (index, i16) {
      %c10_i64 = arith.constant 10 : i64
      %4 = arith.ceildivsi %c10_i64, %c10_i64 : i64
      %c-3_i32 = arith.constant -3 : i32
      %5 = arith.minsi %c-3_i32, %c-3_i32 : i32
      scf.yield %arg1, %c0_i16 : index, i16
    }
    %c0 = arith.constant 0 : index
    %3 = memref.load %alloc[%c0] : memref<?xf32>
    %cst_1 = arith.constant dense<[2.500000e+00, -1.000000e+00, -1.000000e+00, 1.500240e-01]> : vector<4xf16>
    return %1#1, %cst_1 : f16, vector<4xf16>
  }
}

