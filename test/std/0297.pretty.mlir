module {
  func.func private @ext0(tensor<2x?xf32>, f32, memref<2x?xi8>)
  func.func @compute0(%arg0: vector<2x8xi8>) -> (i8 {llvm.noundef, test.tag = "x"}) {
    %alloc = memref.alloc() : memref<4xi8>
    memref.dealloc %alloc : memref<4xi8>
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 1.000000e+02 : f32
    %cst_0 = arith.constant 4.000000e+02 : bf16
    %0:2 = scf.parallel (%arg1) = (%c0) to (%c6) step (%c1) init (%cst, %cst_0) -> (f32, bf16) {
      scf.forall (%arg2, %arg3) in (2, 7) {
        %c2_i64 = arith.constant 2 : i64
        %c4_i64 = arith.constant 4 : i64
        %c1_i64 = arith.constant 1 : i64
        %cst_3 = arith.constant 3.000000e+00 : f32
        %c1_i8 = arith.constant 1 : i8
        %1:2 = scf.for %arg4 = %c2_i64 to %c4_i64 step %c1_i64 iter_args(%arg5 = %cst_3, %arg6 = %c1_i8) -> (f32, i8)  : i64 {
          %alloca = memref.alloca() : memref<2x8xi8>
          %c0_4 = arith.constant 0 : index
          %c1_5 = arith.constant 1 : index
          %subview = memref.subview %alloca[%c0_4, 5] [2, %c1_5] [1, 1] : memref<2x8xi8> to memref<2x?xi8, strided<[8, 1], offset: ?>>
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %low, %high = arith.mului_extended %c2147483647_i32, %c2147483647_i32 : i32
          scf.yield %cst_3, %arg6 : f32, i8
        }
      }
      %cst_1 = arith.constant -7.500000e+00 : f32
      %cst_2 = arith.constant 0.000000e+00 : bf16
      scf.reduce(%cst_1, %cst_2 : f32, bf16) {
      ^bb0(%arg2: f32, %arg3: f32):
        %1 = arith.maximumf %arg2, %arg3 : f32
        scf.reduce.return %1 : f32
      }, {
      ^bb0(%arg2: bf16, %arg3: bf16):
        %1 = arith.mulf %arg2, %arg3 : bf16
        scf.reduce.return %1 : bf16
      }
    }
    %c127_i8 = arith.constant 127 : i8
    return %c127_i8 : i8
  }
  func.func public @f1(%arg0: i32 {llvm.noundef}, %arg1: memref<2x8xf32>, %arg2: f32) -> (i8 {test.foo = 1 : i32}, f32) attributes {test.kernel} {
    %0 = arith.cmpi ult, %arg0, %arg0 : i32
    %c0_i8 = arith.constant 0 : i8
    %1 = arith.select %0, %c0_i8, %c0_i8 : i8
    %cst = arith.constant 1.000000e+02 : f16
    %2 = arith.fptoui %cst : f16 to i64
    %c48_i32 = arith.constant 48 : i32
    %3 = arith.maxsi %arg0, %c48_i32 : i32
    %cst_0 = arith.constant dense<-2> : vector<4xi8>
    %cst_1 = arith.constant dense<[[-2.500000e-01, -7.500000e+00, 4.000000e+02, 1.000000e+00, 1.000000e+00, 1.000000e+00, 5.000000e-01, 1.500000e-01], [3.000000e+00, 1.000000e+00, 4.000000e+02, 3.000000e+00, -1.000000e+00, 2.500000e+00, 1.500000e-01, 5.000000e-01]]> : tensor<2x8xf32>
    %cast = tensor.cast %cst_1 : tensor<2x8xf32> to tensor<2x?xf32>
    %4 = tensor.empty() : tensor<4xf32>
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %4[%c0] : tensor<4xf32>
    return %c0_i8, %extracted : i8, f32
  }
}

