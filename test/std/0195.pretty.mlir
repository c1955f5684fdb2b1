module attributes {test.module_note = "std"} {
  func.func private @ext0(i16 {llvm.signext}, memref<?xi64>, f32 {llvm.noundef, test.tag = "x"}) -> vector<3xi16>
  func.func private @compute0(%arg0: tensor<?xi16>, %arg1: i16, %arg2: f32, %arg3: tensor<8x2xi8> {llvm.noundef, test.tag = "x"}) -> (memref<4xi16> {test.foo = 1 : i32}) {
    %0 = math.acosh %arg2 fastmath<arcp> : f32
    %false = arith.constant false
    cf.assert %false, "bounds check"
    %1 = tensor.empty() : tensor<4x4xf32>
    %2 = scf.forall (%arg4) in (4) shared_outs(%arg5 = %1) -> (tensor<4x4xf32>) {
      %9 = tensor.empty() : tensor<4x4x3xi16>
      %cast = tensor.cast %9 : tensor<4x4x3xi16> to tensor<4x4x3xi16>
      %10 = tensor.empty() : tensor<1x4xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %10 into %arg5[%arg4, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x4xf32>
      }
    }
    %alloc = memref.alloc() {alignment = 16 : i64} : memref<4x4x3xf32>
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %subview = memref.subview %alloc[%c1, 2, %c1_0] [1, 1, 1] [1, 1, 1] : memref<4x4x3xf32> to memref<1x1x1xf32, strided<[12, 3, 1], offset: ?>>
    %3 = tensor.empty() : tensor<4x4x3xf32>
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %3[0, 3, 2] [3, %c1_1, 1] [1, %c1_2, 1] : tensor<4x4x3xf32> to tensor<3x?x1xf32>
    %cst = arith.constant dense<1> : tensor<4xindex>
    %c1_3 = arith.constant 1 : index
    %inserted = tensor.insert %c1_2 into %cst[%c1_3] : tensor<4xindex>
    %c0_i64 = arith.constant 0 : i64
    %c-1_i64 = arith.constant -1 : i64
    %4 = arith.cmpi ule, %c0_i64, %c-1_i64 : i64
    scf.if %4 {
      %9 = arith.cmpf ueq, %arg2, %arg2 fastmath<nnan,ninf,nsz> : f32
    }
    %5 = tensor.empty() : tensor<4x4x3xi64>
    %6 = arith.shrsi %5, %5 : tensor<4x4x3xi64>
    %7 = arith.index_cast %c1_3 : index to i32
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c1_4 = arith.constant 1 : index
    scf.for %arg4 = %c0 to %c6 step %c1_4 {
      %cst_9 = arith.constant dense<[0, 39, 0, 49]> : vector<4xi16>
      %9 = arith.extui %cst_9 : vector<4xi16> to vector<4xi64>
      cf.assert %false, "bounds check"
    }
    %c0_5 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %extracted = tensor.extract %1[%c0_5, %c2] : tensor<4x4xf32>
    cf.assert %4, "bounds check"
    %c0_6 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1_7 = arith.constant 1 : index
    %8 = scf.parallel (%arg4) = (%c0_6) to (%c4) step (%c1_7) init (%c-1_i64) -> i64 {
      %cst_9 = arith.constant 5.000000e-01 : bf16
      %9:2 = scf.while (%arg5 = %arg1, %arg6 = %cst_9) : (i16, bf16) -> (i16, i16) {
        %subview_11 = memref.subview %alloc[1, 2, 1] [3, 2, 2] [1, 1, 1] : memref<4x4x3xf32> to memref<3x2x2xf32, strided<[12, 3, 1], offset: 19>>
        scf.condition(%false) %arg1, %arg5 : i16, i16
      } do {
      ^bb0(%arg5: i16, %arg6: i16):
        scf.yield %arg5, %cst_9 : i16, bf16
      }
      %c0_i64_10 = arith.constant 0 : i64
      scf.reduce(%c0_i64_10 : i64) {
      ^bb0(%arg5: i64, %arg6: i64):
        %10 = arith.maxsi %arg5, %arg6 : i64
        scf.reduce.return %10 : i64
      }
    }
    %alloc_8 = memref.alloc() : memref<4xi16>
    return %alloc_8 : memref<4xi16>
  }
}

