module attributes {test.module_note = "std"} {
  func.func private @ext0(tensor<4xi32>, memref<?x?xf32>, i64) -> memref<4x4xi64> attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(index) -> memref<4xi64>
  module @inner {
    func.func @helper4(%arg0: memref<4xi64>, %arg1: memref<4x?xf32>) -> (memref<2x8xi64> {test.foo = 1 : i32}, tensor<?x1xi32>) {
      %cst = arith.constant dense<-7.500000e+00> : vector<8x1xf64>
      %0 = math.log1p %cst fastmath<reassoc,contract> : vector<8x1xf64>
      %cst_0 = arith.constant dense<[4611686018427387903, 0, 0, 1]> : tensor<4xi64>
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c3 = arith.constant 3 : index
      %1 = tensor.empty(%c3) : tensor<?xi64>
      %inserted_slice = tensor.insert_slice %1 into %cst_0[%c0] [%c4] [1] : tensor<?xi64> into tensor<4xi64>
      %c2 = arith.constant 2 : index
      %2 = tensor.empty() : tensor<1xi64>
      %inserted_slice_1 = tensor.insert_slice %2 into %cst_0[%c2] [1] [1] : tensor<1xi64> into tensor<4xi64>
      %alloc = memref.alloc() : memref<2x8xi64>
      %c5 = arith.constant 5 : index
      %3 = tensor.empty(%c5) : tensor<?x1xi32>
      return %alloc, %3 : memref<2x8xi64>, tensor<?x1xi32>
    }
  }
  func.func public @fn.0() -> (i32 {llvm.zeroext}, memref<8x1xi32>, memref<8x1xi32>) attributes {ref = @inner::@helper4} {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) : memref<8x?xi32>
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c6 = arith.constant 6 : index
    %c0 = arith.constant 0 : index
    memref.store %c2147483647_i32, %alloc[%c6, %c0] : memref<8x?xi32>
    %splat = tensor.splat %c2147483647_i32 : tensor<4xi32>
    %c65_i32 = arith.constant 65 : i32
    %cst = arith.constant dense<0> : vector<1x2xi64>
    %0 = arith.sitofp %cst : vector<1x2xi64> to vector<1x2xf32>
    %false = arith.constant false
    cf.assert %false, ""
    %c-1_i32 = arith.constant -1 : i32
    %1 = arith.shli %c-1_i32, %c65_i32 : i32
    %c1_i64 = arith.constant 1 : i64
    %2:2 = scf.while (%arg0 = %c1_i64, %arg1 = %c1_i64) : (i64, i64) -> (i64, i64) {
      %c0_i64 = arith.constant 0 : i64
      %6 = arith.ori %c0_i64, %arg0 : i64
      %cst_5 = arith.constant dense<[0.000000e+00, -1.000000e+00, 1.000000e+00, 4.000000e+02]> : vector<4xf32>
      %7 = arith.negf %cst_5 : vector<4xf32>
      scf.condition(%false) %6, %c0_i64 : i64, i64
    } do {
    ^bb0(%arg0: i64, %arg1: i64):
      %c6_5 = arith.constant 6 : index
      %c5 = arith.constant 5 : index
      %alloc_6 = memref.alloc(%c6_5, %c5) : memref<?x?xf32>
      %c0_i64 = arith.constant 0 : i64
      %6 = func.call @ext0(%splat, %alloc_6, %c0_i64) : (tensor<4xi32>, memref<?x?xf32>, i64) -> memref<4x4xi64>
      scf.yield %arg1, %c1_i64 : i64, i64
    }
    %cst_0 = arith.constant 0.000000e+00 : f64
    %3 = arith.truncf %cst_0 : f64 to bf16
    %alloc_1 = memref.alloc() {alignment = 16 : i64} : memref<1xi32>
    %subview = memref.subview %alloc_1[0] [1] [1] : memref<1xi32> to memref<1xi32, strided<[1]>>
    %expanded = tensor.expand_shape %splat [[0, 1]] output_shape [1, 4] : tensor<4xi32> into tensor<1x4xi32>
    %reinterpret_cast = memref.reinterpret_cast %alloc_1 to offset: [0], sizes: [1], strides: [1] : memref<1xi32> to memref<1xi32, strided<[1]>>
    memref.copy %reinterpret_cast, %reinterpret_cast : memref<1xi32, strided<[1]>> to memref<1xi32, strided<[1]>>
    %expanded_2 = tensor.expand_shape %splat [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
    %alloc_3 = memref.alloc() : memref<8x1xi64>
    %collapse_shape = memref.collapse_shape %alloc_3 [[0, 1]] : memref<8x1xi64> into memref<8xi64>
    %cst_4 = arith.constant dense<[[15], [-1], [2147483647], [-1], [1], [-13], [2147483647], [1]]> : tensor<8x1xi32>
    %4 = scf.forall (%arg0) in (8) shared_outs(%arg1 = %cst_4) -> (tensor<8x1xi32>) {
      %cst_5 = arith.constant dense<0> : tensor<1xi64>
      %cst_6 = arith.constant dense<[[-2], [1], [4611686018427387903], [42], [4611686018427387903], [4611686018427387903], [18], [1]]> : tensor<8x1xi64>
      %broadcasted = linalg.broadcast ins(%cst_5 : tensor<1xi64>) outs(%cst_6 : tensor<8x1xi64>) dimensions = [0] 
      %6 = tensor.empty() : tensor<1x1xi32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %6 into %arg1[%arg0, 0] [1, 1] [1, 1] : tensor<1x1xi32> into tensor<8x1xi32>
      }
    }
    %5:2 = scf.if %false -> (tensor<1xi32>, i32) {
      %cst_5 = arith.constant dense<1> : tensor<1xi32>
      scf.yield %cst_5, %c-1_i32 : tensor<1xi32>, i32
    } else {
      %6 = tensor.empty() : tensor<1xi32>
      %c-1_i32_5 = arith.constant -1 : i32
      scf.yield %6, %c-1_i32_5 : tensor<1xi32>, i32
    }
    %c0_i32 = arith.constant 0 : i32
    %alloca = memref.alloca() : memref<8x1xi32>
    return %c0_i32, %alloca, %alloca : i32, memref<8x1xi32>, memref<8x1xi32>
  }
}

