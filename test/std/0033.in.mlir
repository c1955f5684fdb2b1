func.func @f0() -> f64 {
  %t1 = arith.constant dense<2.5> : tensor<8x4x4xf64>
  %r = scf.forall (%t2) in (8) shared_outs(%out_3 = %t1) -> (tensor<8x4x4xf64>) {
    %c_5 = arith.constant 0 : index
    %c_6 = arith.constant 5 : index
    %v7 = arith.constant 2 : index
    %c = arith.constant 0 : index
    %t9 = arith.constant 6 : index
    %10 = arith.constant 1 : index
    %c_13 = arith.constant 127 : i8
    %14 = scf.parallel (%11, %a.b) = (%c_5, %c) to (%c_6, %t9) step (%v7, %10) init (%c_13) -> (i8) {
      %c_15 = arith.constant 1 : index
      %c_17 = arith.constant 7 : index
      %18 = arith.constant 3 : index
      %cst = arith.constant 4.0E+2 : f64
      %23:2 = scf.for %iv_20 = %c_15 to %c_17 step %18 iter_args(%acc_21 = %10, %rhs = %cst) -> (index, f64) {
        %24 = arith.constant dense<1> : vector<1xi64>
        %25 = arith.constant dense<23> : vector<1xi64>
        %andi = arith.andi %24, %25 : vector<1xi64>
        %27 = arith.constant 2.5 : bf16
        %minimumf = arith.minimumf %27, %27 : bf16
        scf.yield %18, %rhs : index, f64
      }
      scf.reduce(%c_13 : i8) {
      ^bb0(%v30: i8, %y: i8):
        %x32 = arith.muli %v30, %y : i8
        scf.reduce.return %x32 : i8
      }
    }
    %33 = arith.constant dense<[[[4.0E+2, -7.5, 2.5, 0.5], [2.5, 0.5, 3.0, 2.5], [1.000000e+00, -0.25, -7.5, 0.5], [0.0, -1.0, 4.0E+2, 3.0]]]> : tensor<1x4x4xf64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %33 into %out_3[%t2, 0, 0] [1, 4, 4] [1, 1, 1] : tensor<1x4x4xf64> into tensor<8x4x4xf64>
    }
  }
  %34 = arith.constant dense<[1]> : vector<1xi32>
  %sum = arith.constant dense<[0]> : vector<1xi32>
  %lhs, %38 = arith.addui_extended %34, %sum : vector<1xi32>, vector<1xi1>
  %t39 = arith.constant 4.0E+2 : f32
  %40 = math.tanh %t39 : f32
  %v41 = tensor.empty() : tensor<1xbf16>
  %43 = linalg.add ins(%v41, %v41 : tensor<1xbf16>, tensor<1xbf16>) outs(%v41 : tensor<1xbf16>) -> tensor<1xbf16>
  %tmp44 = arith.constant 1 : i1
  cf.assert %tmp44, "ok"
  %c_45 = arith.constant 0 : index
  %46 = arith.constant 7 : index
  %c_48 = arith.constant 1 : index
  %acc = arith.constant 0 : index
  %tmp50 = arith.constant 8 : index
  %51 = arith.constant 2 : index
  %55 = arith.constant -1 : i64
  %tmp56 = scf.parallel (%i_52, %i_53) = (%c_45, %acc) to (%46, %tmp50) step (%c_48, %51) init (%55) -> (i64) {
    %tmp57 = arith.constant 1 : i32
    %x59 = arith.constant 44 : i32
    %60 = arith.cmpi ugt, %tmp57, %x59 : i32
    cf.assert %60, "bounds check"
    %62 = arith.constant 1.0 : f64
    %powf_63 = math.powf %62, %62 : f64
    %c_64 = arith.constant 0x1 : i64
    scf.reduce(%c_64 : i64) {
    ^bb0(%65: i64, %tmp66: i64):
      %red = arith.maxsi %65, %tmp66 : i64
      scf.reduce.return %red : i64
    }
  }
  %extui = arith.extui %tmp44 : i1 to i32
  %69 = arith.divsi %tmp44, %tmp44 : i1
  %70 = tensor.empty() : tensor<1x4xf16>
  %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%70, %70 : tensor<1x4xf16>, tensor<1x4xf16>) outs(%70 : tensor<1x4xf16>) {
  ^bb0(%in: f16, %res: f16, %tmp77: f16):
    %78 = arith.addf %in, %res : f16
    %s = arith.addf %78, %tmp77 : f16
    linalg.yield %s : f16
  } -> tensor<1x4xf16>
  %x80 = arith.constant dense<-0.25> : tensor<4x1xf32>
  %81 = tensor.empty() : tensor<4xf32>
  %lin_82 = linalg.reduce ins(%x80 : tensor<4x1xf32>) outs(%81 : tensor<4xf32>) dimensions = [1]
    (%83: f32, %init: f32) {

      %85 = arith.addf %83, %init : f32
      linalg.yield %85 : f32
    }
  %cst_86 = arith.constant dense<0> : vector<4x1xi8>
  %tmp87:2 = arith.mulsi_extended %cst_86, %cst_86 : vector<4x1xi8>
  %x89 = arith.constant dense<0> : tensor<1xi8>
  %90 = arith.index_cast %x89 : tensor<1xi8> to tensor<1xindex>
  // ---- comment line ----
  %91 = arith.constant 0 : index
  %92 = arith.constant 3 : index
  %93 = arith.constant 1 : index
  %cst_96 = arith.constant -1.0 : f64
  %97, %99 = scf.parallel (%i_94) = (%91) to (%92) step (%93) init (%cst_96, %tmp56) -> (f64, i64) {
    scf.reduce(%cst_96, %tmp56 : f64, i64) {
    ^bb0(%lhs_102: f64, %v104: f64):
      %tmp105 = arith.mulf %lhs_102, %v104 : f64
      scf.reduce.return %tmp105 : f64
    }, {
    ^bb0(%val: i64, %107: i64):
      %108 = arith.xori %val, %107 : i64
      scf.reduce.return %108 : i64
    }
  }
  func.return %97 : f64 // TODO: check
}
