!vec0 = vector<8x2xbf16>
!vec1 = vector<8x2xf32>
!vec2 = vector<3x1xindex>
!vec3 = vector<3x1xf64>

module attributes {test.module_note = "std"} {
  func.func private @ext0(vector<8x2xi64>, index, f64) -> (memref<8x2xf64>, memref<8x2xi64>)
  func.func @f0() -> (memref<3x1xf64>, f64) {
    %1 = arith.constant 1 : i16
    // ---- comment line ----
    %x2 = arith.constant 42 : i16
    %3 = arith.cmpi slt, %1, %x2 : i16  // note
    cf.assert %3, "bounds check"
    %4 = arith.constant dense<-0.25> : !vec0
    %tmp5 = arith.extf %4 : vector<8x2xbf16> to !vec1
    %cst = arith.constant dense<127> : vector<3x1xi8>
    %x7 = arith.index_castui %cst : vector<3x1xi8> to !vec2
    %alloca_8 = memref.alloca() : memref<3x1xf64>
    %cst_9 = arith.constant -0.25 : f64
    return %alloca_8, %cst_9 : memref<3x1xf64>, f64
  }
  func.func @fn.1() {
    %c_1 = arith.constant 1 : index
    %res = arith.constant 2 : index
    %t3 = arith.constant dense<[[0.5], [-1.0], [0.5]]> : !vec3
    %c_4 = arith.constant 0 : i64
    %acc:2 = scf.for %v5 = %c_1 to %c_1 step %res iter_args(%6 = %t3, %sum = %c_4) -> (vector<3x1xf64>, i64) {
      %13 = arith.constant 1 : i8
      %t14 = arith.cmpf ule, %t3, %t3 fastmath<none> : vector<3x1xf64>
      scf.yield %t3, %c_4 : vector<3x1xf64>, i64  // note
    }
    %15 = arith.constant -1 : i32
    cf.switch %15 : i32, [default: ^bb1,
      -1: ^bb1]
  ^bb1:
    %cmp = arith.cmpi ule, %15, %15 : i32
    %17 = arith.constant -20 : i64
    %18 = arith.constant 0x1 : i64
    cf.cond_br %cmp, ^exit2(%18 : i64), ^exit2(%17 : i64)
  ^exit2(%t19: i64):
    return
  }
}
