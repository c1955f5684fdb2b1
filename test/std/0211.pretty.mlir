#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @ext0(i8, i8, tensor<?xf32>) -> f64 attributes {level = 2 : i64, passthrough = ["nounwind"]}
  module @inner {
    func.func private @helper9(%arg0: tensor<4xbf16>, %arg1: i64 {llvm.zeroext}, %arg2: bf16) -> (bf16, bf16, tensor<8xi32> {test.foo = 1 : i32}) {
      %c-1_i16 = arith.constant -1 : i16
      %0 = math.ctpop %c-1_i16 : i16
      %cst = arith.constant 4.000000e+02 : f64
      %1 = math.fma %cst, %cst, %cst fastmath<reassoc,contract> : f64
      %c17 = arith.constant 17 : index
      %2 = arith.index_castui %c17 : index to i16
      %cst_0 = arith.constant dense<1> : tensor<8xi32>
      return %arg2, %arg2, %cst_0 : bf16, bf16, tensor<8xi32>
    }
  }
  func.func private @f0(%arg0: bf16, %arg1: tensor<3xbf16>) -> (i32, vector<2xi32> {llvm.noundef}, vector<8xi32>) attributes {ref = @inner::@helper9} {
    %c76 = arith.constant 76 : index
    %0 = scf.index_switch %c76 -> index 
    case 1 {
      %true_3 = arith.constant true
      %cst_4 = arith.constant 0.000000e+00 : f32
      %4 = arith.select %true_3, %cst_4, %cst_4 : f32
      %cst_5 = arith.constant dense<5.000000e-01> : tensor<4x4xf64>
      %5 = tensor.empty() : tensor<4x4xf64>
      %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_5, %cst_5 : tensor<4x4xf64>, tensor<4x4xf64>) outs(%5 : tensor<4x4xf64>) {
      ^bb0(%in: f64, %in_6: f64, %out: f64):
        %7 = arith.addf %in, %in_6 : f64
        %8 = arith.addf %7, %out : f64
        %9 = math.absf %8 : f64
        linalg.yield %9 : f64
      } -> tensor<4x4xf64>
      %alloca = memref.alloca() : memref<8xi32>
      memref.copy %alloca, %alloca : memref<8xi32> to memref<8xi32>
      scf.yield %c76 : index
    }
    case 4 {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c2 = arith.constant 2 : index
      %c0_3 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c2_4 = arith.constant 2 : index
      %c-17_i32 = arith.constant -17 : i32
      %cst_5 = arith.constant 1.000000e+00 : f32
      %4:2 = scf.parallel (%arg2, %arg3) = (%c0, %c0_3) to (%c4, %c3) step (%c2, %c2_4) init (%c-17_i32, %cst_5) -> (i32, f32) {
        scf.reduce(%c-17_i32, %cst_5 : i32, f32) {
        ^bb0(%arg4: i32, %arg5: i32):
          %5 = arith.xori %arg4, %arg5 : i32
          scf.reduce.return %5 : i32
        }, {
        ^bb0(%arg4: f32, %arg5: f32):
          %5 = arith.mulf %arg4, %arg5 : f32
          scf.reduce.return %5 : f32
        }
      }
      %c4611686018427387903 = arith.constant 4611686018427387903 : index
      scf.yield %c4611686018427387903 : index
    }
    case 8 {
      scf.yield %c76 : index
    }
    default {
      %c21 = arith.constant 21 : index
      scf.yield %c21 : index
    }
    %true = arith.constant true
    %c32_i32 = arith.constant 32 : i32
    %cst = arith.constant 5.000000e-01 : f64
    cf.cond_br %true, ^bb2(%cst : f64), ^bb1(%c32_i32 : i32)
  ^bb1(%1: i32):  // pred: ^bb0
    %c-1 = arith.constant -1 : index
    %2 = arith.cmpi sle, %0, %c-1 : index
    %cst_0 = arith.constant -2.500000e-01 : f64
    cf.cond_br %2, ^bb2(%cst_0 : f64), ^bb2(%cst_0 : f64)
  ^bb2(%3: f64):  // 3 preds: ^bb0, ^bb1, ^bb1
    %cst_1 = arith.constant dense<[0, -1]> : vector<2xi32>
    %cst_2 = arith.constant dense<[1, 72, 0, -1, 1, 2147483647, -1, -1]> : vector<8xi32>
    return %c32_i32, %cst_1, %cst_2 : i32, vector<2xi32>, vector<8xi32>
  }
}

