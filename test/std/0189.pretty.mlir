module {
  func.func private @ext0(f32) -> (tensor<4xf32> {llvm.noundef})
  func.func @kernel_0(%arg0: tensor<4xf32>, %arg1: memref<4xf16>) -> f32 attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant -1.000000e+00 : f16
    %0 = arith.minnumf %cst, %cst : f16
    %cst_0 = arith.constant dense<[43, 32767, 30, 0]> : vector<4xi16>
    %1 = arith.bitcast %cst_0 : vector<4xi16> to vector<4xbf16>
    %c0 = arith.constant 0 : index
    memref.store %0, %arg1[%c0] : memref<4xf16>
    %2 = scf.index_switch %c0 -> i32 
    case 0 {
      %c1_i8 = arith.constant 1 : i8
      %3 = arith.cmpi uge, %c1_i8, %c1_i8 : i8
      scf.if %3 {
        %cst_2 = arith.constant -7.500000e+00 : f32
        %4 = arith.fptoui %cst_2 : f32 to i8
      }
      %c77_i32 = arith.constant 77 : i32
      scf.yield %c77_i32 : i32
    }
    case 2 {
      %c0_i32 = arith.constant 0 : i32
      scf.yield %c0_i32 : i32
    }
    default {
      %c2147483647_i32 = arith.constant 2147483647 : i32
      scf.yield %c2147483647_i32 : i32
    }
    %cst_1 = arith.constant 2.500000e+00 : f32
    return %cst_1 : f32
  }
  func.func private @f1(%arg0: memref<3xi32>, %arg1: f32, %arg2: tensor<4xf32>, %arg3: tensor<4x1xf32>) attributes {test.kernel} {
    %cst = arith.constant 5.000000e-01 : f64
    %0 = arith.minimumf %cst, %cst fastmath<arcp> : f64
    %c33_i8 = arith.constant 33 : i8
    %c1_i8 = arith.constant 1 : i8
    %1 = arith.cmpi ugt, %c33_i8, %c1_i8 : i8
    cf.cond_br %1, ^bb3(%arg1 : f32), ^bb1
  ^bb1:  // pred: ^bb0
    %2 = scf.execute_region -> f32 {
      %c-1_i32 = arith.constant -1 : i32
      %c1 = arith.constant 1 : index
      memref.store %c-1_i32, %arg0[%c1] : memref<3xi32>
      %c0 = arith.constant 0 : index
      %dim = tensor.dim %arg3, %c0 : tensor<4x1xf32>
      %cst_2 = arith.constant -7.500000e+00 : f32
      scf.yield %cst_2 : f32
    }
    cf.cond_br %1, ^bb2, ^bb2
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %cst_0 = arith.constant dense<false> : vector<4xi1>
    %cst_1 = arith.constant dense<-7.500000e+00> : vector<4xf32>
    %3 = arith.select %cst_0, %cst_1, %cst_1 : vector<4xi1>, vector<4xf32>
    %c31_i32 = arith.constant 31 : i32
    %4 = arith.cmpi sge, %c31_i32, %c31_i32 : i32
    cf.cond_br %4, ^bb3(%arg1 : f32), ^bb3(%arg1 : f32)
  ^bb3(%5: f32):  // 3 preds: ^bb0, ^bb2, ^bb2
    %c1_i32 = arith.constant 1 : i32
    %6 = arith.sitofp %c1_i32 : i32 to f32
    return
  }
}

