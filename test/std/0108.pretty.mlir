module attributes {test.module_note = "std"} {
  func.func public @kernel_0() -> f32 {
    scf.forall (%arg0) in (8) {
      %cst_2 = arith.constant dense<1> : vector<4x4xi64>
      %cst_3 = arith.constant dense<4611686018427387903> : vector<4x4xi64>
      %sum, %overflow = arith.addui_extended %cst_2, %cst_3 : vector<4x4xi64>, vector<4x4xi1>
    }
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    scf.execute_region {
      %cst_2 = arith.constant dense<-7.500000e+00> : vector<4x4xf64>
      %4 = arith.divf %cst_2, %cst_2 : vector<4x4xf64>
      scf.yield
    }
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %false = arith.constant false
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 1.500000e-01 : f32
    cf.cond_br %false, ^bb4(%c1_i64, %cst : i64, f32), ^bb3(%c1_i64 : i64)
  ^bb3(%0: i64):  // pred: ^bb2
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi slt, %c1, %c0 : index
    %cst_0 = arith.constant 1.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 1.500000e-01 : f32
    cf.cond_br %1, ^bb4(%c0_i64, %cst_1 : i64, f32), ^bb4(%0, %cst_0 : i64, f32)
  ^bb4(%2: i64, %3: f32):  // 3 preds: ^bb2, ^bb3, ^bb3
    return %3 : f32
  }
}

