module attributes {test.module_note = "std"} {
  module @inner {
    func.func private @helper1(%arg0: i64, %arg1: memref<?xf16>, %arg2: f16) {
      %true = arith.constant true
      %0 = arith.select %true, %arg0, %arg0 : i64
      %from_elements = tensor.from_elements %0 : tensor<1xi64>
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %1 = scf.for %arg3 = %c1 to %c1 step %c3 iter_args(%arg4 = %0) -> (i64) {
        scf.yield %arg0 : i64
      }
      return
    }
  }
  func.func @kernel_0(%arg0: i64, %arg1: f16) -> (index, f16, i64) attributes {ref = @inner::@helper1} {
    %alloc = memref.alloc() : memref<4x4x2xi16>
    memref.dealloc %alloc : memref<4x4x2xi16>
    %cst = arith.constant dense<-2.500000e-01> : tensor<2x8xf16>
    %transposed = linalg.transpose ins(%cst : tensor<2x8xf16>) outs(%cst : tensor<2x8xf16>) permutation = [0, 1] 
    %c4 = arith.constant 4 : index
    %0 = tensor.empty(%c4) : tensor<4x4x?xf32>
    %1 = math.isfinite %0 : tensor<4x4x?xf32>
    %true = arith.constant true
    scf.if %true {
      %cst_3 = arith.constant dense<1.000000e+00> : vector<4x4x2xf32>
      %7 = arith.negf %cst_3 : vector<4x4x2xf32>
      %cst_4 = arith.constant dense<[43, 1]> : tensor<2xi32>
      %8 = linalg.add ins(%cst_4, %cst_4 : tensor<2xi32>, tensor<2xi32>) outs(%cst_4 : tensor<2xi32>) -> tensor<2xi32>
    }
    %c0_i64 = arith.constant 0 : i64
    %2 = arith.ceildivsi %c0_i64, %c0_i64 : i64
    %expand_shape = memref.expand_shape %alloc [[0], [1, 2], [3]] output_shape [4, 1, 4, 2] : memref<4x4x2xi16> into memref<4x1x4x2xi16>
    scf.forall (%arg2) in (2) {
      %c-15_i16 = arith.constant -15 : i16
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %c1_3 = arith.constant 1 : index
      memref.store %c-15_i16, %alloc[%c1, %c0, %c1_3] : memref<4x4x2xi16>
      %cst_4 = arith.constant dense<[[1.000000e+00, 0.000000e+00, 1.000000e+00, 1.000000e+02], [1.000000e+02, 4.000000e+02, 0.000000e+00, 1.500000e-01], [3.000000e+00, -7.500000e+00, 1.000000e+02, 1.000000e+00], [0.000000e+00, 1.000000e+02, -1.000000e+00, -7.500000e+00]]> : tensor<4x4xf32>
      %7 = tensor.empty() : tensor<4x4x2xf32>
      %broadcasted = linalg.broadcast ins(%cst_4 : tensor<4x4xf32>) outs(%7 : tensor<4x4x2xf32>) dimensions = [2] 
    }
    %alloc_0 = memref.alloc() : memref<2xf16>
    memref.dealloc %alloc_0 : memref<2xf16>
    %cst_1 = arith.constant -1.000000e+00 : bf16
    %3 = arith.maxnumf %cst_1, %cst_1 : bf16
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %4 = arith.xori %c2147483647_i32, %c2147483647_i32 : i32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %5 = arith.minsi %true, %true : i1
    %6 = math.fma %cst_2, %cst_2, %cst_2 fastmath<arcp> : f32
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    return %c4611686018427387903, %arg1, %2 : index, f16, i64
  }
}

