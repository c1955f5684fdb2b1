module attributes {test.module_note = "std"} {
  func.func public @kernel_0() -> f32 {
    scf.forall (%i) in (8) {
      %cst = arith.constant dense<1> : vector<4x4xi64>
      %cst_4 = arith.constant dense<4611686018427387903> : vector<4x4xi64>
      %5, %overflow_6 = arith.addui_extended %cst, %cst_4 : vector<4x4xi64>, vector<4x4xi1>
    }
    cf.br ^b1
  ^b1:
    scf.execute_region {
      %cst_7 = arith.constant dense<-7.5> : vector<4x4xf64>
      %8 = arith.divf %cst_7, %cst_7 fastmath<none> : vector<4x4xf64>
      scf.yield
    }  // note
    cf.br ^b2
  ^b2:
    %9 = arith.constant false
    %c_10 = arith.constant 1 : i64
    %11 = arith.constant 1.5e-1 : f32
    cf.cond_br %9, ^b4(%c_10, %11 : i64, f32), ^b3(%c_10 : i64)
  ^b3(%12: i64):
    %c_13 = arith.constant 1 : index
    %c = arith.constant 0 : index
    %v15 = arith.cmpf slt, %c_13, %c : index
    %16 = arith.constant 1.0 : f32
    %res = arith.constant 0 : i64
    %cst_18 = arith.constant 1.5e-1 : f32
    cf.cond_br %v15, ^b4(%res, %cst_18 : i64, f32), ^b4(%12, %16 : i64, f32)
  ^b4(%ba_19: i64, %21: f32):
    return %21 : f32
  }
}
