module {
  func.func private @ext0(memref<2x2xi64>, i64)
  func.func @fn.0(%arg0: tensor<2xi64>, %arg1: f32 {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant -1.000000e+00 : f32
    %c25 = arith.constant 25 : index
    %0 = arith.index_castui %c25 : index to i16
    %cst_0 = arith.constant -7.500000e+00 : f16
    %cst_1 = arith.constant 2.500000e+00 : f16
    %1 = arith.minimumf %cst_0, %cst_1 : f16
    %false = arith.constant false
    %c5_i64 = arith.constant 5 : i64
    cf.cond_br %false, ^bb4(%c5_i64 : i64), ^bb1
  ^bb1:  // pred: ^bb0
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %2 = scf.index_switch %c4611686018427387903 -> f32 
    case 1 {
      %6:2 = scf.index_switch %c25 -> f64, index 
      case 2 {
        %7:2 = scf.if %false -> (i32, f32) {
          %c5 = arith.constant 5 : index
          %c5_3 = arith.constant 5 : index
          %8 = tensor.empty(%c5, %c5_3) : tensor<?x?xf32>
          %9 = arith.minimumf %8, %8 : tensor<?x?xf32>
          %cst_4 = arith.constant dense<4611686018427387903> : tensor<1xi64>
          %inserted_slice = tensor.insert_slice %cst_4 into %arg0[0] [1] [1] : tensor<1xi64> into tensor<2xi64>
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %10 = math.ipowi %c2147483647_i32, %c2147483647_i32 : i32
          %cst_5 = arith.constant 3.000000e+00 : bf16
          %11 = math.atan %cst_5 fastmath<nnan,ninf> : bf16
          %cst_6 = arith.constant 0.000000e+00 : f32
          scf.yield %c2147483647_i32, %cst_6 : i32, f32
        } else {
          %8 = arith.negf %1 : f16
          %cst_3 = arith.constant 3.000000e+00 : f64
          %9 = arith.divf %cst_3, %cst_3 : f64
          %alloc = memref.alloc() : memref<2xi64>
          %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [1, 2] : memref<2xi64> into memref<1x2xi64>
          %c-14_i32 = arith.constant -14 : i32
          %cst_4 = arith.constant 2.500000e+00 : f32
          scf.yield %c-14_i32, %cst_4 : i32, f32
        }
        %cst_2 = arith.constant 1.000000e+02 : f64
        scf.yield %cst_2, %c25 : f64, index
      }
      case 5 {
        %alloc = memref.alloc() : memref<2xf32>
        %subview = memref.subview %alloc[0] [2] [1] : memref<2xf32> to memref<2xf32, strided<[1]>>
        %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x2xf32>
        %c1 = arith.constant 1 : index
        %extracted_slice = tensor.extract_slice %cst_2[%c1, 1] [1, 1] [1, 1] : tensor<2x2xf32> to tensor<1x1xf32>
        %cst_3 = arith.constant 1.000000e+00 : f64
        scf.yield %cst_3, %c4611686018427387903 : f64, index
      }
      default {
        %cst_2 = arith.constant 2.500000e+00 : f64
        scf.yield %cst_2, %c25 : f64, index
      }
      scf.yield %arg1 : f32
    }
    case 3 {
      scf.yield %cst : f32
    }
    case 6 {
      scf.yield %cst : f32
    }
    default {
      scf.yield %cst : f32
    }
    cf.cond_br %false, ^bb4(%c5_i64 : i64), ^bb2(%c5_i64 : i64)
  ^bb2(%3: i64):  // pred: ^bb1
    %c-1_i32 = arith.constant -1 : i32
    cf.br ^bb3(%c-1_i32 : i32)
  ^bb3(%4: i32):  // pred: ^bb2
    cf.cond_br %false, ^bb4(%c5_i64 : i64), ^bb4(%c5_i64 : i64)
  ^bb4(%5: i64):  // 4 preds: ^bb0, ^bb1, ^bb3, ^bb3
    return
  }
}

