module {
  memref.global "private" @g0 : memref<8x8xi16> = dense<1>
  func.func private @f0(%arg0: memref<?xi64>, %arg1: tensor<8x8xi64>) {
    %cst = arith.constant dense<2147483647> : vector<4x4x8xi32>
    %0 = math.ipowi %cst, %cst : vector<4x4x8xi32>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %1 = arith.cmpi eq, %c2147483647_i32, %c2147483647_i32 : i32
    %cst_0 = arith.constant 1.500000e-01 : f32
    %2 = arith.maxnumf %cst_0, %cst_0 : f32
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    memref.store %c1_i64, %arg0[%c0] : memref<?xi64>
    %cst_1 = arith.constant dense<2.500000e+00> : vector<4x4x8xf32>
    %c-1_i64 = arith.constant -1 : i64
    %splat = tensor.splat %c-1_i64 : tensor<4x4x8xi64>
    %3 = arith.cmpi sge, %c0, %c0 : index
    %4 = scf.if %3 -> (i16) {
      %5:2 = scf.index_switch %c0 -> i64, f32 
      case 2 {
        %cst_2 = arith.constant dense<[[-2.500000e-01, 3.000000e+00, 0.000000e+00, -7.500000e+00, 2.500000e+00, -7.500000e+00, 0.000000e+00, 1.000000e+02], [3.000000e+00, 1.000000e+00, 1.500000e-01, 3.000000e+00, 2.500000e+00, 5.000000e-01, -1.000000e+00, 1.000000e+00]]> : vector<2x8xf64>
        %6 = math.copysign %cst_2, %cst_2 fastmath<nnan,ninf,nsz> : vector<2x8xf64>
        %alloc = memref.alloc() : memref<4x3xf64>
        %alloca = memref.alloca() : memref<3x8xf64>
        %alloc_3 = memref.alloc() : memref<4x8xf64>
        linalg.matmul ins(%alloc, %alloca : memref<4x3xf64>, memref<3x8xf64>) outs(%alloc_3 : memref<4x8xf64>)
        %c1 = arith.constant 1 : index
        %c1_4 = arith.constant 1 : index
        %c-1_i32 = arith.constant -1 : i32
        %7 = scf.for %arg2 = %c1 to %c1 step %c1_4 iter_args(%arg3 = %c-1_i32) -> (i32) {
          %cst_5 = arith.constant 1.000000e+00 : f64
          %8 = math.asin %cst_5 fastmath<nnan,ninf,nsz> : f64
          %c-14_i32 = arith.constant -14 : i32
          scf.yield %c-14_i32 : i32
        }
        %c13_i64 = arith.constant 13 : i64
        scf.yield %c13_i64, %2 : i64, f32
      }
      case 5 {
        %6 = memref.get_global @g0 : memref<8x8xi16>
        %c1_i64_2 = arith.constant 1 : i64
        scf.yield %c1_i64_2, %2 : i64, f32
      }
      default {
        scf.yield %c-1_i64, %2 : i64, f32
      }
      %c42_i16 = arith.constant 42 : i16
      scf.yield %c42_i16 : i16
    } else {
      %c0_i16 = arith.constant 0 : i16
      scf.yield %c0_i16 : i16
    }
    return
  }
}

