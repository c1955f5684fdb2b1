module {
  func.func private @ext0(index, bf16, i16) -> (bf16 {test.foo = 1 : i32}) attributes {test.kernel}
  func.func private @ext1(bf16 {llvm.noundef}, vector<2x4x4xf32> {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @kernel_0(%arg0: i64, %arg1: memref<4x?xbf16>) -> vector<2x4x4xf32> {
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %0 = arith.cmpi ne, %c4611686018427387903, %c4611686018427387903 : index
    %1:2 = scf.if %0 -> (bf16, f32) {
      %cst_4 = arith.constant dense<1.000000e+00> : tensor<1x2xf64>
      %8 = tensor.empty() : tensor<2x3xf64>
      %9 = tensor.empty() : tensor<1x3xf64>
      %10 = linalg.matmul ins(%cst_4, %8 : tensor<1x2xf64>, tensor<2x3xf64>) outs(%9 : tensor<1x3xf64>) -> tensor<1x3xf64>
      %cst_5 = arith.constant 4.000000e+02 : bf16
      %cst_6 = arith.constant 3.000000e+00 : f32
      scf.yield %cst_5, %cst_6 : bf16, f32
    } else {
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4x4xf16>
      %expand_shape = memref.expand_shape %alloc [[0], [1], [2, 3]] output_shape [2, 4, 2, 2] : memref<2x4x4xf16> into memref<2x4x2x2xf16>
      %cst_4 = arith.constant 1.000000e+00 : bf16
      %cst_5 = arith.constant -2.500000e-01 : f32
      scf.yield %cst_4, %cst_5 : bf16, f32
    }
    %2 = call @kernel_0(%arg0, %arg1) : (i64, memref<4x?xbf16>) -> vector<2x4x4xf32>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c2_1 = arith.constant 2 : index
    %c71_i64 = arith.constant 71 : i64
    %c-5_i16 = arith.constant -5 : i16
    %3:2 = scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c4, %c3) step (%c2, %c2_1) init (%c71_i64, %c-5_i16) -> (i64, i16) {
      %c3_4 = arith.constant 3 : index
      %c0_5 = arith.constant 0 : index
      %8 = memref.load %arg1[%c3_4, %c0_5] : memref<4x?xbf16>
      %c-1_i16 = arith.constant -1 : i16
      scf.reduce(%arg0, %c-1_i16 : i64, i16) {
      ^bb0(%arg4: i64, %arg5: i64):
        %9 = arith.muli %arg4, %arg5 : i64
        scf.reduce.return %9 : i64
      }, {
      ^bb0(%arg4: i16, %arg5: i16):
        %9 = arith.muli %arg4, %arg5 : i16
        scf.reduce.return %9 : i16
      }
    }
    %4 = arith.mulf %1#1, %1#1 fastmath<nnan,ninf,nsz> : f32
    %cst = arith.constant 1.000000e+00 : f64
    %5 = arith.truncf %cst : f64 to f32
    %cst_2 = arith.constant dense<[[-7, 0, 127, 41, 1, -1, 0, 127], [1, -15, 0, -1, 8, 1, 60, 1]]> : vector<2x8xi8>
    %6 = arith.extsi %cst_2 : vector<2x8xi8> to vector<2x8xi64>
    %c2_i8 = arith.constant 2 : i8
    %c6_i8 = arith.constant 6 : i8
    %c2_i8_3 = arith.constant 2 : i8
    %7:2 = scf.for %arg2 = %c2_i8 to %c6_i8 step %c2_i8_3 iter_args(%arg3 = %1#0, %arg4 = %1#0) -> (bf16, bf16)  : i8 {
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x1x2xbf16>
      %expand_shape = memref.expand_shape %alloc [[0, 1], [2], [3]] output_shape [3, 1, 1, 2] : memref<3x1x2xbf16> into memref<3x1x1x2xbf16>
      %8:2 = scf.index_switch %c2 -> i8, f32 
      case 1 {
        %c0_4 = arith.constant 0 : index
        %c4_5 = arith.constant 4 : index
        %c2_6 = arith.constant 2 : index
        %9 = scf.for %arg5 = %c0_4 to %c4_5 step %c2_6 iter_args(%arg6 = %arg4) -> (bf16) {
          %cst_7 = arith.constant 1.000000e+02 : bf16
          scf.yield %cst_7 : bf16
        }
        %c127_i8 = arith.constant 127 : i8
        scf.yield %c127_i8, %5 : i8, f32
      }
      default {
        scf.yield %c6_i8, %1#1 : i8, f32
      }
      scf.yield %arg4, %1#0 : bf16, bf16
    }
    return %2 : vector<2x4x4xf32>
  }
}

