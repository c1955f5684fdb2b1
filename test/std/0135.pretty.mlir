module attributes {test.module_note = "std"} {
  memref.global "private" @g0 : memref<3x1x8xf32> = uninitialized
  func.func private @ext0(memref<?xf64>, memref<3x1x8xi32>, f32) -> tensor<8x4xf32>
  func.func private @ext1(i8 {llvm.zeroext}, tensor<3x1x8xi8>) -> tensor<4x1x2xi64>
  func.func @compute0(%arg0: f32, %arg1: memref<4x4xf32>) {
    %0 = arith.cmpf oge, %arg0, %arg0 fastmath<fast> : f32
    %cst = arith.constant dense<1.000000e+00> : vector<1x4xf32>
    %1 = arith.cmpf une, %cst, %cst : vector<1x4xf32>
    %2 = memref.get_global @g0 : memref<3x1x8xf32>
    %c1 = arith.constant 1 : index
    %3 = arith.cmpi ule, %c1, %c1 : index
    %c55_i32 = arith.constant 55 : i32
    %c70_i32 = arith.constant 70 : i32
    %4 = arith.select %3, %c55_i32, %c70_i32 : i32
    cf.cond_br %3, ^bb1, ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %5 = memref.get_global @g0 : memref<3x1x8xf32>
    %splat = tensor.splat %arg0 : tensor<3x1x8xf32>
    %collapse_shape = memref.collapse_shape %arg1 [[0, 1]] : memref<4x4xf32> into memref<16xf32>
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c25_i64 = arith.constant 25 : i64
    %c0_i8 = arith.constant 0 : i8
    %6:2 = scf.for %arg2 = %c0 to %c0 step %c2 iter_args(%arg3 = %c25_i64, %arg4 = %c0_i8) -> (i64, i8) {
      %c0_0 = arith.constant 0 : index
      %dim = tensor.dim %splat, %c0_0 : tensor<3x1x8xf32>
      scf.if %3 {
        %7 = scf.index_switch %arg2 -> f32 
        case 1 {
          %c0_1 = arith.constant 0 : index
          %c0_2 = arith.constant 0 : index
          %c6 = arith.constant 6 : index
          %8 = memref.load %5[%c0_1, %c0_2, %c6] : memref<3x1x8xf32>
          %c8 = arith.constant 8 : index
          %9 = tensor.empty(%c8) : tensor<?x1x2xf64>
          %c2_3 = arith.constant 2 : index
          %10 = tensor.empty(%c2_3) : tensor<?x1x2xf64>
          %11 = arith.minnumf %9, %10 : tensor<?x1x2xf64>
          %cst_4 = arith.constant -2.500000e-01 : f32
          scf.yield %cst_4 : f32
        }
        default {
          scf.yield %arg0 : f32
        }
      } else {
      }
      %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
      scf.yield %c4611686018427387903_i64, %arg4 : i64, i8
    }
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
}

