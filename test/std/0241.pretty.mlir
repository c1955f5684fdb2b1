module attributes {test.module_note = "std"} {
  func.func @f0() -> (index, i16 {test.foo = 1 : i32}) {
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %0 = arith.andi %c2147483647_i32, %c2147483647_i32 : i32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %1 = scf.parallel (%arg0) = (%c0) to (%c2) step (%c2_0) init (%0) -> i32 {
      %cst_2 = arith.constant dense<[[-1.000000e+00], [-2.500000e-01], [0.000000e+00]]> : vector<3x1xf16>
      %6 = arith.negf %cst_2 fastmath<arcp> : vector<3x1xf16>
      scf.reduce(%0 : i32) {
      ^bb0(%arg1: i32, %arg2: i32):
        %7 = arith.maxsi %arg1, %arg2 : i32
        scf.reduce.return %7 : i32
      }
    }
    %c1_i16 = arith.constant 1 : i16
    %2 = arith.cmpi eq, %c1_i16, %c1_i16 : i16
    %cst = arith.constant -7.500000e+00 : f64
    cf.cond_br %2, ^bb3, ^bb1(%cst : f64)
  ^bb1(%3: f64):  // pred: ^bb0
    %false = arith.constant false
    %4:2 = scf.if %false -> (f64, i16) {
      %6 = tensor.empty() : tensor<4x3xf64>
      %c3 = arith.constant 3 : index
      %c2_2 = arith.constant 2 : index
      %extracted = tensor.extract %6[%c3, %c2_2] : tensor<4x3xf64>
      %cst_3 = arith.constant 1.500000e-01 : f64
      %c32767_i16 = arith.constant 32767 : i16
      scf.yield %cst_3, %c32767_i16 : f64, i16
    } else {
      %cst_2 = arith.constant dense<1.500000e-01> : tensor<1xf32>
      %6 = arith.minimumf %cst_2, %cst_2 : tensor<1xf32>
      %cst_3 = arith.constant 2.500000e+00 : f32
      %c0_4 = arith.constant 0 : index
      %inserted = tensor.insert %cst_3 into %6[%c0_4] : tensor<1xf32>
      scf.yield %cst, %c1_i16 : f64, i16
    }
    %cst_1 = arith.constant dense<1.500240e-01> : vector<4x3xf16>
    %5 = math.isnan %cst_1 : vector<4x3xf16>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    cf.br ^bb3
  ^bb3:  // 2 preds: ^bb0, ^bb2
    return %c0, %c1_i16 : index, i16
  }
  func.func @compute1(%arg0: f64, %arg1: i16 {test.foo = 1 : i32}, %arg2: i8, %arg3: i32) {
    %cst = arith.constant dense<[[1, 0, 0, 0], [0, 32767, 32767, 26]]> : vector<2x4xi16>
    %0 = tensor.empty() : tensor<3x3xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0 : tensor<3x3xf32>
    %cst_0 = arith.constant dense<[[1.000000e+00, -1.000000e+00, -1.000000e+00, 1.000000e+00]]> : vector<1x4xf64>
    %cst_1 = arith.constant dense<[[0, 0, 1, 0]]> : vector<1x4xi64>
    %1 = math.fpowi %cst_0, %cst_1 fastmath<reassoc,contract> : vector<1x4xf64>, vector<1x4xi64>
    %false = arith.constant false
    cf.assert %false, ""
    %alloc = memref.alloc() : memref<1x4xf64>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    memref.store %arg0, %alloc[%c0_2, %c0_3] : memref<1x4xf64>
    %alloc_4 = memref.alloc() : memref<2048xi8>
    %c0_5 = arith.constant 0 : index
    %view = memref.view %alloc_4[%c0_5][] : memref<2048xi8> to memref<4x8xf32>
    %2:2 = scf.index_switch %c0_2 -> f64, i16 
    case 0 {
      %cst_6 = arith.constant dense<-1> : tensor<3xi16>
      %3 = arith.cmpi ule, %cst_6, %cst_6 : tensor<3xi16>
      scf.yield %arg0, %arg1 : f64, i16
    }
    case 1 {
      scf.yield %arg0, %arg1 : f64, i16
    }
    default {
      scf.yield %arg0, %arg1 : f64, i16
    }
    return
  }
}

