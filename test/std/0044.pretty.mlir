module attributes {test.module_note = "std"} {
  func.func private @ext0(vector<8x2xi64>, index, f64) -> (memref<8x2xf64>, memref<8x2xi64>)
  func.func @f0() -> (memref<3x1xf64>, f64) {
    %c1_i16 = arith.constant 1 : i16
    %c42_i16 = arith.constant 42 : i16
    %0 = arith.cmpi slt, %c1_i16, %c42_i16 : i16
    cf.assert %0, "bounds check"
    %cst = arith.constant dense<-2.500000e-01> : vector<8x2xbf16>
    %1 = arith.extf %cst : vector<8x2xbf16> to vector<8x2xf32>
    %cst_0 = arith.constant dense<127> : vector<3x1xi8>
    %2 = arith.index_castui %cst_0 : vector<3x1xi8> to vector<3x1xindex>
    %alloca = memref.alloca() : memref<3x1xf64>
    %cst_1 = arith.constant -2.500000e-01 : f64
    return %alloca, %cst_1 : memref<3x1xf64>, f64
  }
  func.func @fn.1() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant dense<[[5.000000e-01], [-1.000000e+00], [5.000000e-01]]> : vector<3x1xf64>
    %c0_i64 = arith.constant 0 : i64
    %0:2 = scf.for %arg0 = %c1 to %c1 step %c2 iter_args(%arg1 = %cst, %arg2 = %c0_i64) -> (vector<3x1xf64>, i64) {
      %c1_i8 = arith.constant 1 : i8
      %3 = arith.cmpf ule, %cst, %cst : vector<3x1xf64>
      scf.yield %cst, %c0_i64 : vector<3x1xf64>, i64
    }
    %c-1_i32 = arith.constant -1 : i32
    cf.switch %c-1_i32 : i32, [
      default: ^bb1,
      4294967295: ^bb1
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %1 = arith.cmpi ule, %c-1_i32, %c-1_i32 : i32
    %c-20_i64 = arith.constant -20 : i64
    %c1_i64 = arith.constant 1 : i64
    cf.cond_br %1, ^bb2(%c1_i64 : i64), ^bb2(%c-20_i64 : i64)
  ^bb2(%2: i64):  // 2 preds: ^bb1, ^bb1
    return
  }
}

